#include "models/procurement/MachineNeed.h"

#include "models/planner/Scaling.h"
#include "models/planner/WorkloadHours.h"

#include <algorithm>
#include <cmath>

namespace rp {

double MachineNeed::minNvmeGb() const
{
    const double bytes = weightsBytes + kCheckpointsKept * checkpointBytes + datasetBytes;
    return std::max(100.0, std::ceil(bytes / 1e9 / 100.0) * 100.0);
}

double MachineNeed::minDownloadMbps() const
{
    // bits / seconds, in Mbit/s (decimal units, as providers quote bandwidth).
    const double mbps = weightsBytes * 8.0 / (kDownloadHours * 3600.0) / 1e6;
    return std::max(100.0, std::ceil(mbps / 100.0) * 100.0);
}

MachineNeed MachineNeed::ofPhase(const Plan& plan, const ProjectResult& result, qsizetype index)
{
    MachineNeed need;
    const PhaseResult& p = result.phases.at(index);
    need.cardId = p.card;
    int perMachine = p.cardsPerMachine > 0 ? p.cardsPerMachine : scaling::kDefaultCardsPerMachine;
    const qsizetype offer = plan.indexOfOffer(p.offer);
    if (offer >= 0) {
        need.offer = plan.offers.at(offer);
        perMachine = need.offer->cardsPerInstance;
    }
    need.cardsPerMachine = std::max(1, std::min(p.cards, perMachine));
    need.machines = (p.cards + need.cardsPerMachine - 1) / need.cardsPerMachine;
    need.rentedHours = p.hours;
    const qsizetype at = plan.indexOfPhase(p.id);
    const Phase* phase = at >= 0 ? &plan.phases.at(at) : nullptr;
    const bool training = p.kind == PhaseKind::FullTraining || p.kind == PhaseKind::Trial;
    need.cardsWorkTogether = p.cards > 1
        && (phase && phase->workload ? phase->workload->isTraining() || phase->workload->estimate.tp > 1 : training);
    if (phase && phase->workload && !phase->workload->isData()) {
        const MemoryEstimate e = WorkloadHours::estimate(*phase->workload);
        need.weightsBytes = e.totals.weightBytes;
        // A checkpoint holds what a restart needs: the weights, and when training the optimizer states and adapters.
        need.checkpointBytes = e.totals.weightBytes + e.totals.optimizerBytes + e.totals.adapterBytes;
    }
    for (const Phase& ph : plan.phases) {
        if (ph.workload && ph.workload->isData())
            need.datasetBytes = std::max(need.datasetBytes, ph.workload->dataGb * 1e9);
    }
    need.delayCostPerDay = plan.delayCostPerDay();
    return need;
}

} // namespace rp
