#include "models/cost/CostFunction.h"

#include <algorithm>

#include "models/cost/BillingRules.h"
#include "models/cost/SelfBuildCost.h"
#include "models/cost/SpotModel.h"

#include <cmath>

namespace rp {

namespace {

bool strictlyInside(double t, double from, double to)
{
    // Lattice points are recomputed as k·step; the margin keeps an interval's own ends out.
    return t > from + 1e-9 * std::max(1.0, from) && t < to - 1e-9 * std::max(1.0, to);
}

} // namespace

CostFunction::CostFunction(Evaluate evaluate, QList<double> lattices, QList<double> points)
    : m_evaluate(std::move(evaluate))
    , m_lattices(std::move(lattices))
    , m_points(std::move(points))
{
    m_finite = std::isfinite(m_evaluate(1.0));
}

CostFunction CostFunction::forOffer(const Offer& offer, const Job& job)
{
    // Billing works on wall time; spot stretches computing time by a constant factor,
    // so every breakpoint in wall time maps to one in job time.
    const double wall = offer.mode == BillingMode::Spot ? spot::estimate(offer).wallPerComputeHour : 1.0;
    QList<double> lattices;
    QList<double> points;
    if (std::isfinite(wall)) {
        if (offer.billingIncrementHours > 0)
            lattices.append(offer.billingIncrementHours / wall);
        if (BillingModes::isPeriodic(offer.mode)) {
            if (offer.refund == Refund::None)
                lattices.append(offer.periodHours() / wall);
            else
                points.append(offer.periodHours() / wall); // the renewal price starts here
        }
        if (offer.minBilledHours > 0)
            points.append(offer.minBilledHours / wall);
    }
    Job base = job;
    return CostFunction(
        [offer, base](double hours) mutable {
            base.hours = hours;
            return billing::cost(offer, base).cost;
        },
        lattices, points);
}

CostFunction CostFunction::forSelfBuild(const SelfBuild& selfBuild, const Job& job)
{
    Job base = job;
    return CostFunction(
        [selfBuild, base](double hours) mutable {
            base.hours = hours;
            return self_build::projectCost(selfBuild, base).dedicated;
        },
        // The resale value starts falling after the minimum holding period and stops at the end of the
        // depreciation years (held hours); in computing hours, u times as many.
        {},
        { self_build::minHoldingHours(selfBuild) * std::clamp(job.utilization, 0.0, 1.0),
            self_build::depreciationEndHours(selfBuild) * std::clamp(job.utilization, 0.0, 1.0) });
}

std::optional<double> CostFunction::breakpointIn(double from, double to) const
{
    const double middle = (from + to) / 2.0;
    std::optional<double> best;
    auto consider = [&](double t) {
        if (strictlyInside(t, from, to) && (!best || std::abs(t - middle) < std::abs(*best - middle)))
            best = t;
    };
    for (double step : m_lattices) {
        const double k = std::round(middle / step);
        for (double candidate : { k, k - 1.0, k + 1.0, std::floor(to / step), std::ceil(from / step) })
            consider(candidate * step);
    }
    for (double point : m_points)
        consider(point);
    return best;
}

} // namespace rp
