#pragma once

#include "cost/BillingRules.h"
#include "plan/Plan.h"

#include <QCoreApplication>

namespace rp {

// The work the plan must get done, as hours on one reference card at perfect scaling
// (e.g. 800 A100-SXM-hours). The planner's phases give it; the user may type it.
struct PlanWork {
    QString referenceCard = QStringLiteral("a100-sxm-80g");
    double referenceCardHours = 0;
    double egressGb = 0;
};

// One quote's cost to finish that work, not its hourly price.
struct QuoteCost {
    QString quoteId;
    int cards = 0;
    double speedup = 0; // S(n) from the links (DESIGN.md §4b)
    double cpuFactor = 1; // 0.5 when CPU cores starve the cards (QuoteRules)
    double relativeCardSpeed = 1; // card bf16 TFLOP/s / reference card's
    double wallHours = 0;
    billing::OfferCost cost;
};

class QuoteComparison {
    Q_DECLARE_TR_FUNCTIONS(QuoteComparison)

public:
    // wall hours = work × ref TFLOP/s / (card TFLOP/s × S(n) × cpu factor); cost from the quote's
    // billing terms for n cards over those hours. Cheapest first.
    static QList<QuoteCost> compare(const QList<Quote>& quotes, const PlanWork& work);
    static QuoteCost evaluate(const Quote& quote, const PlanWork& work);
};

} // namespace rp
