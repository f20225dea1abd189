#pragma once

#include "cost/BillingRules.h"
#include "plan/Plan.h"

#include <QCoreApplication>

#include <limits>

namespace rp {

// One GPU phase of the plan on one quote's machines.
struct QuotePhaseCost {
    QString phaseId;
    QString phaseName;
    int cards = 0; // the phase's cards
    double hours = 0; // billed hours of the whole phase (every repeat) on the quote's machines
    double cost = std::numeric_limits<double>::quiet_NaN();
    QString problem; // translated: why the quote cannot run the phase; empty when it can
    bool runs() const { return problem.isEmpty(); }
};

// One quote's cost to finish the plan's phases, not its hourly price.
struct QuoteCost {
    QString quoteId;
    int cards = 0; // machines × cards per machine
    double speedup = 0; // S(n) of a full fine-tune on all its cards (planner/Scaling)
    double cpuFactor = 1; // 0.5 when CPU cores starve the cards (QuoteRules)
    double hours = 0; // Σ over the phases it runs
    double cost = 0; // Σ over the phases it runs
    int phasesRun = 0;
    QList<QuotePhaseCost> phases; // every GPU phase, in plan order
    bool runsAll() const { return phasesRun == phases.size() && !phases.isEmpty(); }
};

class QuoteComparison {
    Q_DECLARE_TR_FUNCTIONS(QuoteComparison)

public:
    // Each quote on the plan's GPU phases (or its scenario's; InputException for an unknown one).
    // A quote runs a phase that wants its card (or the same chip in another form factor) on no
    // more cards than it has; the phase's hours come from the planner's hours model on the
    // quote's machines (its links, fabric and CPU starvation; typed hours as typed) and its cost
    // from the quote's billing terms. Most phases run first, then cheapest.
    static QList<QuoteCost> compare(const Plan& plan, const QString& scenario = {});
    static QuoteCost evaluate(const Plan& plan, const Quote& quote);
    // The same GPU, the catalog's other form factor included ("A100 80GB SXM" and "… PCIe").
    static bool sameChip(const QString& cardA, const QString& cardB);
};

} // namespace rp
