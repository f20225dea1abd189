#include "models/cost/PlanEvaluation.h"

#include "models/cost/Money.h"

#include <algorithm>
#include <cmath>

namespace rp {

QString PlanEvaluation::offerLabel(const Offer& offer)
{
    const QString who = offer.provider.isEmpty() ? offer.id : offer.provider;
    return tr("%1, %2").arg(who, BillingModes::label(offer.mode));
}

QString PlanEvaluation::sameHoursNote(const Job& job)
{
    return tr("Every card is priced at the same %1 on %n card(s), whatever its speed: a faster card would "
              "finish sooner.",
        nullptr, job.cards)
        .arg(money::formatHours(job.hours));
}

QString PlanEvaluation::selfBuildLabel()
{
    return tr("buying the hardware");
}

QString PlanEvaluation::label(const Plan& plan, const QString& id)
{
    if (id == QLatin1String(self_build::kId))
        return selfBuildLabel();
    const qsizetype index = plan.indexOfOffer(id);
    if (index < 0)
        return id;
    const Offer& offer = plan.offers.at(index);
    const QString name = offerLabel(offer);
    auto size = [](const Offer& o) { return o.isCpu() ? 0 : o.cardsPerInstance; }; // a CPU machine has no cards
    bool sameName = false;
    bool sameSize = false;
    for (const Offer& other : plan.offers) {
        if (other.id == offer.id || offerLabel(other) != name)
            continue;
        sameName = true;
        sameSize = sameSize || size(other) == size(offer);
    }
    if (!sameName)
        return name;
    const QString sized = offer.isCpu() ? tr("%1, CPU machines").arg(name)
                                        : tr("%1, %n-card machines", nullptr, offer.cardsPerInstance).arg(name);
    // Ids are unique in a plan: the last resort always tells two offers apart.
    return sameSize ? tr("%1 (%2)").arg(sized, offer.id) : sized;
}

QString PlanEvaluation::unpricedNote(const Plan& plan)
{
    QStringList offers;
    for (const Offer& offer : plan.offers) {
        const QString missing = billing::missingPriceText(offer);
        if (!missing.isEmpty())
            offers.append(tr("%1 (%2)").arg(label(plan, offer.id), missing));
    }
    if (offers.isEmpty())
        return {};
    return tr("Not compared until it has a price: %1.", nullptr, int(offers.size()))
        .arg(offers.join(QStringLiteral("; ")));
}

JobEvaluation PlanEvaluation::evaluate(const Plan& plan, const Job& job)
{
    // Only where the cheapest option changes matters here: linear in the offer count,
    // where all pairs were quadratic (docs/reliability.md, "Long inputs").
    QList<break_even::Point> unfinished;
    const QList<break_even::Point> points
        = break_even::cheapestChanges(plan, job, true, break_even::kHorizonHours, &unfinished);
    return evaluate(plan, job, points, unfinished);
}

namespace {

// The cheapest option only changes where a pair including it crosses: the last such change
// below the job's duration made it the cheapest, the first one from there on ends that.
QString validRange(const QString& best, double hours, const QList<break_even::Point>& points,
    const QList<break_even::Point>& unfinished)
{
    // Crossings are searched up to the horizon only: past it there is nothing to claim.
    if (hours > break_even::kHorizonHours)
        return {};
    // Nor where a search involving the best option stopped short.
    // (An unfinished search of the cheapest option's changes has an empty b: it concerns every option.)
    for (const break_even::Point& p : unfinished) {
        if (p.a == best || p.b == best || p.b.isEmpty())
            return {};
    }
    double from = 0;
    double until = -1;
    for (const break_even::Point& p : points) {
        if (p.a != best && p.b != best)
            continue;
        if (p.hours < hours && p.cheaperAfter == best)
            from = std::max(from, p.hours);
        if (p.hours >= hours && p.cheaperAfter != best && (until < 0 || p.hours < until))
            until = p.hours;
    }
    if (from > 0 && until > 0)
        return PlanEvaluation::tr("; it stays the cheapest from %1 to %2")
            .arg(money::formatHours(from), money::formatHours(until));
    if (until > 0)
        return PlanEvaluation::tr("; it stays the cheapest up to %1").arg(money::formatHours(until));
    if (from > 0)
        return PlanEvaluation::tr("; it is the cheapest from %1 on").arg(money::formatHours(from));
    return PlanEvaluation::tr("; it is the cheapest at any duration up to 3 years");
}

} // namespace

JobEvaluation PlanEvaluation::evaluate(const Plan& plan, const Job& job, const QList<break_even::Point>& breakEvens,
    const QList<break_even::Point>& unfinished)
{
    JobEvaluation e;
    e.job = job;
    struct Candidate {
        QString id;
        double cost;
    };
    QList<Candidate> candidates;
    for (const Offer& offer : plan.offers) {
        e.offers.append(billing::cost(offer, job));
        if (std::isfinite(e.offers.last().cost))
            candidates.append({ offer.id, e.offers.last().cost });
    }
    if (plan.selfBuild) {
        e.selfBuild = self_build::projectCost(*plan.selfBuild, job);
        candidates.append({ QLatin1String(self_build::kId), e.selfBuild->dedicated });
    }
    std::stable_sort(
        candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) { return a.cost < b.cost; });

    const QString duration = money::formatHours(job.hours);
    if (candidates.isEmpty()) {
        const bool unpriced = std::any_of(plan.offers.cbegin(), plan.offers.cend(),
            [](const Offer& o) { return !billing::missingPrice(o).isEmpty(); });
        e.reason = unpriced
            ? tr("No offer has a price yet: type the prices you were quoted to see what %1 on %n card(s) costs.",
                nullptr, job.cards)
                  .arg(duration)
            : tr("Add an offer or a self-build to see what %1 on %n card(s) costs.", nullptr, job.cards).arg(duration);
        return e;
    }
    e.cheapestId = candidates.first().id;
    e.cheapestCost = candidates.first().cost;
    const QString best = label(plan, e.cheapestId);
    const QString cost = money::format(e.cheapestCost, plan.currency);
    if (candidates.size() == 1) {
        e.reason = tr("For %1 on %n card(s), %2 is the only way to pay that finishes the job: %3.", nullptr, job.cards)
                       .arg(duration, best, cost);
        return e;
    }
    const Candidate& second = candidates.at(1);
    e.reason = tr("For %1 on %n card(s), %2 is cheapest at %3, %4 less than %5%6.", nullptr, job.cards)
                   .arg(duration, best, cost, money::format(second.cost - e.cheapestCost, plan.currency),
                       label(plan, second.id), validRange(e.cheapestId, job.hours, breakEvens, unfinished));
    return e;
}

} // namespace rp
