#include "models/planner/PhasePricing.h"

#include "models/planner/WorkloadHours.h"
#include "models/toolkit/TransferEstimate.h"

namespace rp::phase_pricing {

RunHours runHours(const Phase& phase, const MemoryEstimate* estimate, double utilization, const Card* card,
    const Split& split, const scaling::MachineLinks& links)
{
    RunHours h;
    if (phase.hours || !phase.workload) {
        // Typed hours are the billed wall-clock hours of one run (docs/plan-format.md).
        h.billed = phase.hours.value_or(0);
        h.compute = h.billed * utilization;
        return h;
    }
    const Workload& w = *phase.workload;
    if (w.isData()) {
        h.compute = w.dataGb / w.throughputGbPerHour; // size / throughput, on any card
    } else if (card && estimate) {
        h.compute = WorkloadHours::hours(w, *estimate, *card, split, links);
        h.scaling = WorkloadHours::speedup(w, *card, split, links);
    }
    // Billed hours = computing hours / utilization (docs/plan-format.md).
    h.billed = h.compute / utilization;
    return h;
}

double transferHours(const Phase& phase)
{
    if (!phase.transfer)
        return 0;
    // size / bandwidth: 140 GB at 100 Mbit/s ≈ 3.1 h (TransferCalculator, docs/quotes.md "Data transfer").
    toolkit::TransferInput in;
    in.sizeGb = phase.transfer->dataGb + phase.transfer->dataOutGb;
    in.bandwidth = phase.transfer->bandwidthMbps;
    in.unit = toolkit::BandwidthUnit::MegabitPerSecond;
    return toolkit::TransferCalculator::estimate(in).totalHours();
}

Job job(const Phase& phase, double runHours, double transfer, int cards, double utilization)
{
    Job j;
    j.hours = transfer + runHours * phase.repeats; // data in, rounds back to back, results out: one rental
    j.cards = cards;
    j.utilization = utilization;
    // Data sent to the machine is ingress (usually free); only what leaves the provider is egress.
    j.ingressGb = phase.transfer ? phase.transfer->dataGb : 0.0;
    j.egressGb = phase.transfer ? phase.transfer->dataOutGb : 0.0;
    return j;
}

CpuWork cpuWork(const Phase& phase, double utilization, double transfer)
{
    CpuWork w;
    w.run = runHours(phase, nullptr, utilization, nullptr, Split {}, {});
    w.job = job(phase, w.run.billed, transfer, 1, utilization);
    w.hours = w.job.hours;
    return w;
}

} // namespace rp::phase_pricing
