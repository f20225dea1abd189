#include "planner/PhasePricing.h"

#include "catalog/CardCatalog.h"
#include "planner/Scaling.h"
#include "planner/WorkloadHours.h"
#include "toolkit/TransferEstimate.h"

#include <cmath>

namespace rp::phase_pricing {

void runHours(const Phase& phase, const MemoryEstimate* estimate, double utilization, const QString& card, int cards,
    int cardsPerMachine, double& billedHours, double& computeHours)
{
    scaling::MachineLinks links;
    links.cardsPerMachine = cardsPerMachine;
    runHours(phase, estimate, utilization, card, cards, links, billedHours, computeHours);
}

void runHours(const Phase& phase, const MemoryEstimate* estimate, double utilization, const QString& card, int cards,
    const scaling::MachineLinks& links, double& billedHours, double& computeHours)
{
    if (phase.hours || !phase.workload) {
        // Issue #8: typed hours are the billed wall-clock hours of one run.
        billedHours = phase.hours.value_or(0);
        computeHours = billedHours * utilization;
        return;
    }
    const Card* c = CardCatalog::builtIn().find(card);
    if (phase.workload->isData() || !c || !estimate) {
        computeHours = phase.workload->isData() ? WorkloadHours::hours(*phase.workload, {}, Card {}, cards, 1) : 0;
    } else {
        computeHours = WorkloadHours::hours(*phase.workload, *estimate, *c, cards, links);
    }
    // Issue #8: billed hours = computing hours / utilization.
    billedHours = computeHours / utilization;
}

double transferHours(const Phase& phase)
{
    if (!phase.transfer)
        return 0;
    // Seed 004 §3.3: 140 GB at 100 Mbit/s ≈ 3.1 h (TransferCalculator: size / bandwidth).
    toolkit::TransferInput in;
    in.sizeGb = phase.transfer->dataGb;
    in.bandwidth = phase.transfer->bandwidthMbps;
    in.unit = toolkit::BandwidthUnit::MegabitPerSecond;
    return toolkit::TransferCalculator::estimate(in).totalHours();
}

Job job(const Phase& phase, double runHours, double transfer, int cards, double utilization)
{
    Job j;
    j.hours = transfer + runHours * phase.repeats; // the data first, then rounds back to back: one rental
    j.cards = cards;
    j.utilization = utilization;
    j.egressGb = phase.transfer ? phase.transfer->dataGb : 0.0; // issue #12: egress at the offer's price per GB
    return j;
}

namespace {

Option priceOn(const Plan& plan, const Phase& phase, const MemoryEstimate* estimate, double utilization,
    const QString& card, int cards, qsizetype offerIndex)
{
    Option o;
    o.offerIndex = offerIndex;
    const int perMachine
        = offerIndex >= 0 ? plan.offers.at(offerIndex).cardsPerInstance : scaling::kDefaultCardsPerMachine;
    runHours(phase, estimate, utilization, card, cards, perMachine, o.runHours, o.runComputeHours);
    o.transferHours = transferHours(phase);
    if (offerIndex >= 0)
        o.cost = billing::cost(plan.offers.at(offerIndex), job(phase, o.runHours, o.transferHours, cards, utilization));
    return o;
}

} // namespace

Option price(const Plan& plan, const Phase& phase, const MemoryEstimate* estimate, double utilization,
    const QString& card, int cards, const QString& offerId)
{
    if (offerId != QLatin1String(Phase::kAutoOffer)) {
        const qsizetype index = plan.indexOfOffer(offerId);
        if (index >= 0 && plan.offers.at(index).card == card)
            return priceOn(plan, phase, estimate, utilization, card, cards, index);
    }
    std::optional<Option> best;
    for (qsizetype i = 0; i < plan.offers.size(); ++i) {
        if (plan.offers.at(i).card != card)
            continue;
        Option o = priceOn(plan, phase, estimate, utilization, card, cards, i);
        if (std::isfinite(o.cost.cost) && (!best || o.cost.cost < best->cost.cost))
            best = o;
    }
    return best ? *best : priceOn(plan, phase, estimate, utilization, card, cards, -1);
}

} // namespace rp::phase_pricing
