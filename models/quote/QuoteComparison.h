#pragma once

#include "models/cost/BillingRules.h"
#include "models/plan/Plan.h"
#include "models/planner/CostToFinish.h"

#include <QCoreApplication>
#include <QSet>

#include <limits>

namespace rp {

// One GPU phase of the plan on one quote's machines: the engine's cost to finish
// (cost_to_finish::evaluate) with the quote's machines, links and billing terms.
struct QuotePhaseCost {
    int phase = 0; // its place among the GPU phases: QuoteCost::phaseIds/phaseNames (a million of
                   // these for 10,000 quotes on 100 phases, so the names are kept once per quote list)
    int cards = 0; // cards it runs on: the phase's, raised to the fewest that hold its model
    Split split; // how those cards share the work
    int machines = 0; // the quote's machines the phase uses
    int cardsPerMachine = 0;
    double scaling = 0; // S(n) the training hours divide by; 0 when they do not use it
    double hours = 0; // billed hours of the whole phase (every repeat) on the quote's machines
    double cost = std::numeric_limits<double>::quiet_NaN();
    QString problem; // translated: why the quote cannot run the phase; empty when it can
    QString problemKey; // the same as a key: "memory", "machine_size", "cards", "too_few_cards", "never_finishes"
    QString note; // translated: how the quote's card differs from the phase's (form factor, links)
    bool runs() const { return problem.isEmpty(); }
};

// One quote's cost to finish the plan's phases, not its hourly price.
struct QuoteCost {
    QString quoteId;
    int cards = 0; // machines × cards per machine
    double speedup = 0; // S(n) of a full fine-tune on all its cards (planner/Scaling)
    double cpuFactor = 1; // below 1 when too few CPU cores starve the cards (QuoteRules)
    double hours = 0; // Σ over the phases it runs
    double cost = 0; // Σ over the phases it runs
    int phasesRun = 0;
    QList<QuotePhaseCost> phases; // every GPU phase, in plan order
    QStringList phaseIds; // of those phases, shared by every quote of a comparison
    QStringList phaseNames;
    QString phaseId(const QuotePhaseCost& p) const { return phaseIds.value(p.phase); }
    QString phaseName(const QuotePhaseCost& p) const { return phaseNames.value(p.phase); }
    bool runsAll() const { return phasesRun == phases.size() && !phases.isEmpty(); }
};

class QuoteComparison {
    Q_DECLARE_TR_FUNCTIONS(QuoteComparison)

public:
    // Each quote on the plan's GPU phases (or its scenario's; InputException for an unknown one).
    // A quote runs a phase when the phase's model fits its card with a split its machines allow
    // (tensor parallelism inside one machine), on no more cards than it has, whatever card the phase
    // names: its hours come from the engine's cost to finish on the quote's machines (its links,
    // fabric and CPU starvation; typed hours as typed) and its cost from the quote's billing terms.
    // Most phases run first, then cheapest.
    static QList<QuoteCost> compare(const Plan& plan, const QString& scenario = {});
    static QuoteCost evaluate(const Plan& plan, const Quote& quote);
    // The same with the plan's GPU phases already prepared (cost_to_finish::prepare), once for all quotes.
    // `texts` (may be null) keeps one copy of each distinct text (note, problem): the same few
    // sentences recur across thousands of quotes × phases and are then shared, not repeated.
    static QuoteCost evaluate(const Plan& plan, const Quote& quote, const QList<cost_to_finish::Work>& phases,
        QSet<QString>* texts = nullptr);
    // The quote's machines as the engine compares them: its card, links, card limit and billing terms.
    static cost_to_finish::Machine machine(const Plan& plan, const Quote& quote);
    // The plan's GPU phases, prepared for the engine.
    static QList<cost_to_finish::Work> gpuPhases(const Plan& plan);
};

} // namespace rp
