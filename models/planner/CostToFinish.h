#pragma once

#include "models/memory/MemoryEstimate.h"
#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"
#include "models/planner/Scaling.h"

#include <QCoreApplication>

#include <optional>

namespace rp::cost_to_finish {

// Machines that could run a phase: a card type on machines of some size, rented under an offer
// (or a quote's terms), owned, or a catalog card nobody quoted.
struct Machine {
    QString card; // catalog id
    scaling::MachineLinks links; // cards per machine, NVLink, fabric, CPU starvation
    std::optional<int> maxCards; // a quote's machines × cards, the owned cards; unset: as many as wanted
    std::optional<Offer> offer; // how it is billed; unset: owned, or nobody quoted the card
    QString offerId; // the plan offer it is (empty for quotes, owned and catalog machines)
    QString quoteId; // the quote it is
};

Machine offerMachine(const Offer& offer);
Machine catalogMachine(const QString& card); // 8-card machines, the catalog card's links, no price
Machine ownedMachine(const SelfBuild& selfBuild, std::optional<int> ownedCards = std::nullopt);

// A phase's workload prepared once: the memory estimate of its model (the `rentplan estimate`
// code path) in the metric card fit uses, its utilization and transfer.
struct Work {
    Phase phase;
    std::optional<MemoryEstimate> estimate; // model workloads only
    ModelTotals device; // estimate->totals seen as nvidia-smi would (meaningful with an estimate)
    double utilization = 1;
    double transferHours = 0;
};
Work prepare(const Phase& phase, double utilization);

// Whether the phase's own card count is kept (the phase as the user set it) or raised to the fewest
// cards that run the model on the machines (a recommendation).
enum class Count { Exactly, AtLeast };

// The phase on `machine`: the split its cards run with (tensor parallelism only inside one machine,
// the fewest pipeline stages or the ZeRO stage that fits, the fastest such split), the hours from
// that split's scaling, and the bill under the machine's offer. Why it cannot run is in `problem`.
RankingEntry evaluate(const Work& work, const Machine& machine, Count count);

// The one cost-to-finish ranking: every offer of the plan that rents a GPU, and (for a model
// workload, whose hours depend on the card) every catalog card nobody quoted. Order: priced setups that run, cheapest
// first (fewer hours on a tie); then unpriced setups that run, fastest first; then those that cannot run.
QList<RankingEntry> rank(const Plan& plan, const Work& work);
// The same order over any entries.
void sort(QList<RankingEntry>& entries);

// The offer a phase runs under: its own offer, or for "auto" the cheapest offer of its card on
// which its cards run (if none runs, the cheapest priced one). Empty when no offer rents the card.
std::optional<RankingEntry> phaseSetup(const Plan& plan, const Work& work);

// How a setup's cards sit and share the work, as a person reads it:
// "2 machines × 4 cards, ZeRO-3 over 8 data-parallel ranks".
QString describe(const Split& split, int machines, int cardsPerMachine, bool training);
QString describe(const RankingEntry& entry);
// The same as short as a table cell: "8 cards, ZeRO-3", "2 machines × 4 cards, tensor parallel 2",
// "6 cards on 2 machines, data parallel".
QString brief(const Split& split, int machines, int cardsPerMachine);

// The phase on its own card without an offer (nobody rents that card): its hours, split and fit.
RankingEntry unpriced(const Work& work);

} // namespace rp::cost_to_finish
