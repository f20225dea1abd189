#include "models/planner/ProjectRecommendation.h"

#include "models/catalog/CardCatalog.h"
#include "models/cost/Money.h"

#include <QLocale>

#include <cmath>
#include <limits>

namespace rp {

namespace {

QString percent(double share)
{
    return QLocale().toString(share * 100.0, 'f', 0) + QStringLiteral(" %");
}

QString days(double value)
{
    return QLocale().toString(value, 'f', 1);
}

struct Option {
    QString strategy;
    double cost = 0;
    DeadlineCheck deadline;
};

// The strategies that can run the plan, with their costs and deadline checks.
QList<Option> options(const ProjectResult& r)
{
    // In this order, so that of two equal costs the simpler strategy is named.
    QList<Option> out { { QStringLiteral("rent"), r.rent.cost, r.rent.deadline } };
    if (r.buy.runs())
        out.append({ QStringLiteral("buy"), r.buy.costDedicated, r.buy.deadline });
    if (r.hybrid.runs() && r.hybrid.baselineCards > 0)
        out.append({ QStringLiteral("hybrid"), r.hybrid.cost, r.hybrid.deadline });
    return out;
}

// The cheapest option that meets the deadline; when none does, the least late.
Option choose(const QList<Option>& all, bool& anyFeasible)
{
    std::optional<Option> best;
    for (const Option& o : all) {
        if (o.deadline.feasible && (!best || o.cost < best->cost))
            best = o;
    }
    anyFeasible = best.has_value();
    if (best)
        return *best;
    Option least = all.first();
    for (const Option& o : all) {
        if (o.deadline.daysLate < least.deadline.daysLate)
            least = o;
    }
    return least;
}

// When the recommended strategy stays the best one, in terms of the resale value owning rests on.
QString holdsWhile(const Plan& plan, const ProjectResult& r, const QString& strategy, const QList<Option>& all)
{
    // The resale value, as a share of the price, is the assumption owning rests on: each option's
    // cost falls one for one with what the owned hardware sells for.
    if (!plan.selfBuild || plan.selfBuild->capex <= 0 || !r.buy.runs())
        return {};
    const double assumed = ProjectRecommendation::assumedResaleShare(plan, r);
    double nextBest = std::numeric_limits<double>::infinity();
    for (const Option& o : all) {
        if (o.strategy != strategy && o.deadline.feasible)
            nextBest = std::min(nextBest, o.cost);
    }
    if (strategy == QLatin1String("buy")) {
        if (!std::isfinite(nextBest))
            return {};
        const double share = ProjectRecommendation::breakEvenResaleShare(plan, r, nextBest);
        return share <= 0 ? ProjectRecommendation::tr("Buying wins even if the hardware sells for nothing at the end.")
                          : ProjectRecommendation::tr(
                              "This holds while the hardware resells for at least %1 of its price (assumed: %2).")
                                .arg(percent(share), percent(assumed));
    }
    if (strategy == QLatin1String("hybrid")) {
        // The baseline's resale: B / cards-per-machine machines at the assumed share.
        const double owned = plan.selfBuild->capex * r.hybrid.baselineCards / plan.selfBuild->cards;
        if (!std::isfinite(nextBest) || owned <= 0)
            return {};
        const double share = assumed - (nextBest - r.hybrid.cost) / owned;
        return share <= 0
            ? ProjectRecommendation::tr("Owning the baseline wins even if it sells for nothing at the end.")
            : ProjectRecommendation::tr(
                "This holds while the owned cards resell for at least %1 of their price (assumed: %2).")
                  .arg(percent(share), percent(assumed));
    }
    if (!r.buy.feasible)
        return {};
    const double share = ProjectRecommendation::breakEvenResaleShare(plan, r, r.rent.cost);
    return share > 1 ? ProjectRecommendation::tr("Buying loses even if the hardware resold for its full price.")
                     : ProjectRecommendation::tr(
                         "This holds while the hardware would resell for less than %1 of its price (assumed: %2).")
                           .arg(percent(share), percent(assumed));
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
    if (!plan.selfBuild || !r.buy.runs() || plan.selfBuild->capex <= 0 || r.buy.machines <= 0)
        return std::numeric_limits<double>::infinity();
    // cost(resale) = cost without resale − machines · capex · share: solve for the share at `otherCost`.
    const double withoutResale = r.buy.costDedicated + r.buy.resale;
    return (withoutResale - otherCost) / (r.buy.machines * plan.selfBuild->capex);
}

double ProjectRecommendation::assumedResaleShare(const Plan& plan, const ProjectResult& r)
{
    if (!plan.selfBuild || plan.selfBuild->capex <= 0 || r.buy.machines <= 0)
        return 0;
    return r.buy.resale / (r.buy.machines * plan.selfBuild->capex);
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
    if (!r.rent.gpuComplete) {
        rec.reason = tr("Some phases have no offer for their card: add a quote for them before comparing strategies.");
        return rec;
    }
    const QList<Option> all = options(r);
    bool anyFeasible = true;
    const Option best = choose(all, anyFeasible);
    rec.strategy = best.strategy;
    const QString ownedCard = CardCatalog::nameOf(r.buy.card.isEmpty() ? r.hybrid.card : r.buy.card);

    if (!anyFeasible) {
        rec.reason = tr("No strategy meets the deadline. The least late is to %1: %2, %3 days after the deadline day.")
                         .arg(strategyLabel(best.strategy), money(best.cost), days(best.deadline.daysLate));
    } else if (best.strategy == QLatin1String("rent")) {
        if (!r.buy.available && r.peakCards == 0)
            rec.reason = tr("Rent each phase: %1 in total. No phase needs a GPU, so there is nothing to buy.")
                             .arg(money(r.rent.cost));
        else if (!r.buy.available)
            rec.reason
                = tr("Rent each phase: %1 in total. Add self-build figures to compare buying.").arg(money(r.rent.cost));
        else if (!r.buy.runs())
            rec.reason
                = tr("Rent each phase: %1. Buying cannot run the plan: %2").arg(money(r.rent.cost), r.buy.refusal);
        else if (!r.buy.feasible)
            rec.reason = tr("Rent each phase: %1. Buying cannot meet the deadline once the %2-day lead time is added.")
                             .arg(money(r.rent.cost))
                             .arg(r.buy.startDelayDays);
        else
            rec.reason = tr("Rent each phase: %1, %2 less than buying for the peak, because owned cards would sit "
                            "idle %3 of the time they are held.")
                             .arg(money(r.rent.cost), money(r.buy.costDedicated - r.rent.cost),
                                 percent(1.0 - r.buy.utilization));
    } else if (best.strategy == QLatin1String("hybrid")) {
        if (r.hybrid.rentedPhases == 0)
            rec.reason
                = tr("Buy %1 × %2 (%3 up front) and rent nothing beyond them: %4 net, %5 less than renting "
                     "every phase.")
                      .arg(r.hybrid.baselineCards)
                      .arg(ownedCard, money(r.hybrid.capex), money(r.hybrid.cost), money(r.rent.cost - r.hybrid.cost));
        else
            rec.reason = tr("Own %1 × %2 (%3 up front) and rent up to %4 more in %n phase(s): %5 net, %6 less than "
                            "renting every phase.",
                nullptr, r.hybrid.rentedPhases)
                             .arg(r.hybrid.baselineCards)
                             .arg(ownedCard, money(r.hybrid.capex))
                             .arg(r.hybrid.mostRentedCards)
                             .arg(money(r.hybrid.cost), money(r.rent.cost - r.hybrid.cost));
        if (r.hybrid.gapRentedCost > 0)
            rec.reason += QLatin1Char(' ')
                + tr("Until they arrive after the %1-day lead time, those cards are rented too (%2, in the net).")
                      .arg(
                          QLocale().toString(r.hybrid.baselineFromHours / 24.0, 'f', 0), money(r.hybrid.gapRentedCost));
    } else {
        rec.reason = tr("Buy %1 × %2 (%3 up front): %4 net after resale against %5 for renting each phase, because "
                        "the owned cards compute %6 of the time they are held.")
                         .arg(r.buy.ownedCards)
                         .arg(ownedCard, money(r.buy.capex), money(r.buy.costDedicated), money(r.rent.cost),
                             percent(r.buy.utilization));
    }
    if (anyFeasible && !best.deadline.feasible)
        return rec;
    rec.range = holdsWhile(plan, r, best.strategy, all);
    return rec;
}

} // namespace rp
