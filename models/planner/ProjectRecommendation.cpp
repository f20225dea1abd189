#include "planner/ProjectRecommendation.h"

#include "cost/Money.h"

#include <QLocale>

#include <cmath>
#include <limits>

namespace rp {

namespace {

QString percent(double share)
{
    return QLocale().toString(share * 100.0, 'f', 0) + QStringLiteral(" %");
}

} // namespace

QString ProjectRecommendation::strategyLabel(const QString& strategy)
{
    if (strategy == QLatin1String("rent"))
        return tr("rent per phase");
    if (strategy == QLatin1String("buy"))
        return tr("buy for the peak");
    if (strategy == QLatin1String("hybrid"))
        return tr("own a baseline, rent the peaks");
    return strategy;
}

double ProjectRecommendation::breakEvenResaleShare(const Plan& plan, const ProjectResult& r, double otherCost)
{
    if (!plan.selfBuild || !r.buy.available || plan.selfBuild->capex <= 0 || r.buy.machines <= 0)
        return std::numeric_limits<double>::infinity();
    // cost(resale) = cost without resale − machines · capex · share: solve for the share at `otherCost`.
    const double withoutResale = r.buy.costDedicated + r.buy.resale;
    return (withoutResale - otherCost) / (r.buy.machines * plan.selfBuild->capex);
}

Recommendation ProjectRecommendation::make(const Plan& plan, const ProjectResult& r)
{
    Recommendation rec;
    const QString currency = plan.currency;
    auto money = [&](double v) { return money::format(v, currency); };
    if (r.phases.isEmpty()) {
        rec.reason = tr("Add phases to see what the project costs.");
        return rec;
    }
    if (!r.rent.complete) {
        rec.reason = tr("Some phases have no offer for their card: add a quote for them before comparing strategies.");
        return rec;
    }
    const bool buyCounts = r.buy.available && r.buy.feasible;
    const bool hybridCounts = r.hybrid.available && r.hybrid.baselineCards > 0 && r.hybrid.cost < r.rent.cost;
    QString best = QStringLiteral("rent");
    double bestCost = r.rent.cost;
    if (hybridCounts && r.hybrid.cost < bestCost) {
        best = QStringLiteral("hybrid");
        bestCost = r.hybrid.cost;
    }
    if (buyCounts && r.buy.costDedicated < bestCost) {
        best = QStringLiteral("buy");
        bestCost = r.buy.costDedicated;
    }
    rec.strategy = best;
    const double bestOther = std::min(r.rent.cost, hybridCounts ? r.hybrid.cost : r.rent.cost);
    const double share = breakEvenResaleShare(plan, r, bestOther);
    const double assumed = r.buy.machines > 0 && plan.selfBuild && plan.selfBuild->capex > 0
        ? r.buy.resale / (r.buy.machines * plan.selfBuild->capex)
        : 0;

    if (best == QLatin1String("rent")) {
        if (!r.buy.available && r.peakCards == 0) {
            rec.reason = tr("Rent each phase: %1 in total. No phase needs a GPU, so there is nothing to buy.")
                             .arg(money(r.rent.cost));
            return rec;
        }
        if (!r.buy.available) {
            rec.reason = tr("Rent each phase: %1 in total. Add self-build figures to compare buying.")
                             .arg(money(r.rent.cost));
            return rec;
        }
        if (!r.buy.feasible)
            rec.reason = tr("Rent each phase: %1. Buying cannot meet the deadline once the %2-day lead time is added.")
                             .arg(money(r.rent.cost))
                             .arg(r.buy.startDelayDays);
        else
            rec.reason = tr("Rent each phase: %1, %2 less than buying for the peak, because owned cards would sit "
                            "idle %3 of the time between phases.")
                             .arg(money(r.rent.cost), money(r.buy.costDedicated - r.rent.cost),
                                 percent(1.0 - r.buy.utilization));
    } else if (best == QLatin1String("hybrid")) {
        rec.reason = tr("Own %n card(s) and rent the peaks: %1, %2 less than renting every phase.", nullptr,
            r.hybrid.baselineCards)
                         .arg(money(r.hybrid.cost), money(r.rent.cost - r.hybrid.cost));
    } else {
        rec.reason = tr("Buy the hardware: %1 against %2 for renting each phase, because the owned cards are in use "
                        "%3 of the time.")
                         .arg(money(r.buy.costDedicated), money(r.rent.cost), percent(r.buy.utilization));
    }
    if (!std::isfinite(share) || !buyCounts)
        return rec;
    if (best == QLatin1String("buy"))
        rec.range = share <= 0 ? tr("Buying wins even if the hardware sells for nothing at the end.")
                               : tr("This holds while the hardware resells for at least %1 of its price (assumed: %2).")
                                     .arg(percent(share), percent(assumed));
    else
        rec.range = share > 1 ? tr("Buying loses even if the hardware resold for its full price.")
                              : tr("Buying would win only if the hardware resold for at least %1 of its price "
                                   "(assumed: %2).")
                                    .arg(percent(share), percent(assumed));
    return rec;
}

} // namespace rp
