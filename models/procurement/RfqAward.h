#pragma once

#include "models/plan/Plan.h"
#include "models/procurement/BillOfQuantities.h"
#include "models/procurement/RfqAnswer.h"

#include <QCoreApplication>
#include <QDate>

#include <limits>

namespace rp {

// One vendor's answer to one line, priced on the cost to finish the line's phases.
struct RfqBid {
    int answer = -1; // index into RfqAnswers::answers
    double hours = 0; // billed hours of the line's phases on the offered machines
    double cost = std::numeric_limits<double>::quiet_NaN();
    QString problem; // translated: why it cannot serve the line; empty when it can
    QStringList notes; // translated: how the offer differs from the line (another card, ...)
    bool serves() const { return problem.isEmpty(); }
};

struct RfqLineBids {
    int line = 0; // bill-of-quantities line number
    bool mandatory = true;
    QList<RfqBid> bids; // those that serve first, cheapest first; then the others
    int awarded = -1; // index into bids: the cheapest that serves; -1 when none does
};

// What awarding everything to one vendor costs.
struct RfqVendorTotal {
    QString vendor;
    double cost = 0; // its cheapest serving bid on every line it serves
    int linesServed = 0;
    bool complete = false; // serves every mandatory line
};

// The vendors' answers compared on the cost to finish (docs/rfq.md, "The award"): each answer is
// priced on its line's phases by the engine's one cost to finish (QuoteComparison on the offered
// machines; a CPU line on its CPU offer as the planner bills it). The cheapest complete award takes,
// for every line, the cheapest answer that serves it: one vendor, or a split across vendors.
struct RfqAward {
    Q_DECLARE_TR_FUNCTIONS(RfqAward)

public:
    QList<RfqLineBids> lines; // every line of the bill of quantities, in order
    double cost = 0; // of the awarded bids
    bool complete = false; // every mandatory line has an award
    QStringList vendors; // of the award, in order of first line
    QList<RfqVendorTotal> vendorTotals; // complete ones first, cheapest first

    bool isSplit() const { return vendors.size() > 1; }
    // The cheapest vendor that serves every mandatory line alone; nullptr when none does.
    const RfqVendorTotal* bestSingleVendor() const;

    // The awarded answers to GPU lines as quotes (a CPU machine is priced as an offer, not a quote).
    QList<Quote> awardedQuotes(const RfqAnswers& answers) const;
    // `quotes` with `added` in place: an earlier quote of the same id is replaced, others appended.
    static QList<Quote> merged(QList<Quote> quotes, const QList<Quote>& added);

    // `effective` is the plan with the request's scenario in place (ProjectPlanner::withScenario);
    // `today` decides which quotes have expired.
    static RfqAward compare(
        const Plan& effective, const QList<BillLine>& lines, const RfqAnswers& answers, const QDate& today);
};

} // namespace rp
