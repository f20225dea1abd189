#include "models/cost/BreakEvenReport.h"

#include "models/cost/BillingRules.h"
#include "models/cost/SelfBuildCost.h"

#include <algorithm>

namespace rp {

namespace {

// By hours, each crossing once: the same two options at the same duration with the same
// one cheaper after it, whichever of them the search named first.
QList<break_even::Point> sortedOnce(QList<break_even::Point> points)
{
    std::stable_sort(points.begin(), points.end(), [](const auto& x, const auto& y) { return x.hours < y.hours; });
    QList<break_even::Point> once;
    for (const break_even::Point& p : std::as_const(points)) {
        const bool seen = std::any_of(once.cbegin(), once.cend(), [&](const break_even::Point& q) {
            const bool samePair = (q.a == p.a && q.b == p.b) || (q.a == p.b && q.b == p.a);
            return samePair && q.hours == p.hours && q.cheaperAfter == p.cheaperAfter;
        });
        if (!seen)
            once.append(p);
    }
    return once;
}

} // namespace

BreakEvenReport BreakEvenReport::build(const Plan& plan, const Job& job, bool allPairs)
{
    BreakEvenReport r;
    r.cards = job.cards;
    r.utilization = job.utilization;
    r.allPairs = allPairs;
    if (plan.selfBuild) {
        const SelfBuild& s = *plan.selfBuild;
        SelfBuildPart part;
        part.costPerCardHourAt100 = self_build::costPerCardHour(s, 1.0);
        part.costPerCardHourAt50 = self_build::costPerCardHour(s, 0.5);
        part.costPerCardHourAt30 = self_build::costPerCardHour(s, 0.3);
        for (const Offer& offer : plan.offers)
            part.breakEvenUtilization.append(
                { offer.id, self_build::breakEvenUtilization(s, billing::ratePerCardHour(offer)) });
        part.points = sortedOnce(break_even::selfBuildPairs(plan, job, r.horizonHours, &r.unfinished));
        r.selfBuild = part;
    }
    for (const Offer& offer : plan.offers) {
        if (offer.mode == BillingMode::Spot)
            r.spot.append({ offer.id, spot::estimate(offer) });
    }
    // By default only where the cheapest offer changes (linear in the offer count); every
    // pair (quadratic) on request.
    r.offerPoints = sortedOnce(allPairs ? break_even::offerPairs(plan, job, r.horizonHours, &r.unfinished)
                                        : break_even::cheapestChanges(plan, job, false, r.horizonHours, &r.unfinished));
    return r;
}

} // namespace rp
