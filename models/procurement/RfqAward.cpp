#include "models/procurement/RfqAward.h"

#include "models/cost/BillingRules.h"
#include "models/planner/PhasePricing.h"
#include "models/planner/ProjectPlanner.h"
#include "models/quote/QuoteComparison.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace rp {

namespace {

// The line's GPU phases, prepared for the engine once.
QList<cost_to_finish::Work> lineWork(const QList<cost_to_finish::Work>& all, const BillLine& line)
{
    QList<cost_to_finish::Work> out;
    for (const cost_to_finish::Work& w : all) {
        if (line.phaseIds.contains(w.phase.id))
            out.append(w);
    }
    return out;
}

// A GPU line: the quote's cost to finish each of the line's phases (QuoteComparison, the engine's
// one cost to finish on the offered machines), added up.
void priceGpu(const Plan& plan, const RfqAnswer& a, const QList<cost_to_finish::Work>& work, RfqBid& bid)
{
    const QuoteCost c = QuoteComparison::evaluate(plan, a.quote, work);
    bid.cost = 0;
    for (const QuotePhaseCost& p : c.phases) {
        if (!p.runs()) {
            bid.problem = RfqAward::tr("%1: %2").arg(c.phaseName(p), p.problem);
            return;
        }
        bid.hours += p.hours;
        bid.cost += p.cost;
        if (!p.note.isEmpty() && !bid.notes.contains(p.note))
            bid.notes.append(p.note);
    }
    if (!std::isfinite(bid.cost))
        bid.problem = RfqAward::tr("never finishes on these terms");
}

// A CPU-only line: each phase on one machine of the vendor's CPU offer, billed as the planner bills it.
void priceCpu(const Plan& plan, const RfqAnswer& a, const BillLine& line, RfqBid& bid)
{
    const Project project = plan.project.value_or(Project {});
    bid.cost = 0;
    for (const Phase& phase : plan.phases) {
        if (!line.phaseIds.contains(phase.id))
            continue;
        const phase_pricing::CpuWork w = phase_pricing::cpuWork(
            phase, ProjectPlanner::utilization(phase, project), phase_pricing::transferHours(phase));
        bid.hours += w.hours;
        bid.cost += billing::cost(a.quote.offer, w.job).cost;
    }
}

QString day(const QDate& d)
{
    return d.toString(Qt::ISODate);
}

} // namespace

const RfqVendorTotal* RfqAward::bestSingleVendor() const
{
    return !vendorTotals.isEmpty() && vendorTotals.first().complete ? &vendorTotals.first() : nullptr;
}

QList<Quote> RfqAward::awardedQuotes(const RfqAnswers& answers) const
{
    QList<Quote> out;
    for (const RfqLineBids& l : lines) {
        if (l.awarded < 0)
            continue;
        const RfqAnswer& a = answers.answers.at(l.bids.at(l.awarded).answer);
        if (!a.cpuOnly())
            out.append(a.quote);
    }
    return out;
}

QList<Quote> RfqAward::merged(QList<Quote> quotes, const QList<Quote>& added)
{
    for (const Quote& q : added) {
        const auto same = std::find_if(quotes.begin(), quotes.end(), [&](const Quote& o) { return o.id == q.id; });
        if (same != quotes.end())
            *same = q;
        else
            quotes.append(q);
    }
    return quotes;
}

RfqAward RfqAward::compare(
    const Plan& effective, const QList<BillLine>& lines, const RfqAnswers& answers, const QDate& today)
{
    const QList<cost_to_finish::Work> gpu = QuoteComparison::gpuPhases(effective);
    RfqAward award;
    award.complete = true;
    QHash<QString, RfqVendorTotal> totals;
    QStringList vendorOrder;
    for (const RfqAnswer& a : answers.answers) {
        if (!vendorOrder.contains(a.vendor))
            vendorOrder.append(a.vendor);
    }
    for (const BillLine& line : lines) {
        RfqLineBids l;
        l.line = line.number;
        l.mandatory = line.mandatory;
        const QList<cost_to_finish::Work> work = lineWork(gpu, line);
        for (qsizetype i = 0; i < answers.answers.size(); ++i) {
            const RfqAnswer& a = answers.answers.at(i);
            if (a.line != line.number)
                continue;
            RfqBid bid;
            bid.answer = int(i);
            if (a.cpuOnly())
                priceCpu(effective, a, line, bid);
            else
                priceGpu(effective, a, work, bid);
            // A quote that has lapsed, or machines that come after the line starts, cannot be awarded.
            if (bid.serves() && a.quote.validUntil.isValid() && a.quote.validUntil < today)
                bid.problem = tr("the quote expired on %1").arg(day(a.quote.validUntil));
            if (bid.serves() && a.availableFrom.isValid() && line.startDate && a.availableFrom > *line.startDate)
                bid.problem = tr("available from %1, after the line starts on %2")
                                  .arg(day(a.availableFrom), day(*line.startDate));
            l.bids.append(bid);
        }
        std::stable_sort(l.bids.begin(), l.bids.end(), [](const RfqBid& x, const RfqBid& y) {
            if (x.serves() != y.serves())
                return x.serves();
            return x.serves() && x.cost < y.cost;
        });
        if (!l.bids.isEmpty() && l.bids.first().serves()) {
            l.awarded = 0;
            const RfqBid& best = l.bids.first();
            award.cost += best.cost;
            const QString& vendor = answers.answers.at(best.answer).vendor;
            if (!award.vendors.contains(vendor))
                award.vendors.append(vendor);
        } else if (l.mandatory) {
            award.complete = false;
        }
        // Each vendor's own cheapest answer to the line.
        QSet<QString> counted;
        for (const RfqBid& bid : l.bids) {
            const QString& vendor = answers.answers.at(bid.answer).vendor;
            if (!bid.serves() || counted.contains(vendor))
                continue;
            counted.insert(vendor);
            RfqVendorTotal& t = totals[vendor];
            t.vendor = vendor;
            t.cost += bid.cost;
            ++t.linesServed;
        }
        award.lines.append(l);
    }
    const int mandatory = int(std::count_if(lines.begin(), lines.end(), [](const BillLine& l) { return l.mandatory; }));
    for (const QString& vendor : vendorOrder) {
        RfqVendorTotal t = totals.value(vendor);
        t.vendor = vendor;
        // Serving every mandatory line: count the mandatory lines it serves.
        int served = 0;
        for (const RfqLineBids& l : award.lines) {
            const bool serves = std::any_of(l.bids.begin(), l.bids.end(),
                [&](const RfqBid& b) { return b.serves() && answers.answers.at(b.answer).vendor == vendor; });
            served += l.mandatory && serves ? 1 : 0;
        }
        t.complete = served == mandatory && mandatory > 0;
        award.vendorTotals.append(t);
    }
    std::stable_sort(
        award.vendorTotals.begin(), award.vendorTotals.end(), [](const RfqVendorTotal& x, const RfqVendorTotal& y) {
            if (x.complete != y.complete)
                return x.complete;
            return x.cost < y.cost;
        });
    award.complete = award.complete && !lines.isEmpty();
    return award;
}

} // namespace rp
