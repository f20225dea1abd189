#include "cost/PlanEvaluation.h"

#include "cost/Money.h"

#include <cmath>

namespace rp {

QString PlanEvaluation::offerLabel(const Offer& offer)
{
    const QString who = offer.provider.isEmpty() ? offer.id : offer.provider;
    return tr("%1, %2").arg(who, BillingModes::label(offer.mode));
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
    return index >= 0 ? offerLabel(plan.offers.at(index)) : id;
}

JobEvaluation PlanEvaluation::evaluate(const Plan& plan, const Job& job)
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
    std::stable_sort(candidates.begin(), candidates.end(),
        [](const Candidate& a, const Candidate& b) { return a.cost < b.cost; });

    const QString duration = money::formatHours(job.hours);
    if (candidates.isEmpty()) {
        e.reason = tr("Add an offer or a self-build to see what %1 on %n card(s) costs.", nullptr, job.cards)
                       .arg(duration);
        return e;
    }
    e.cheapestId = candidates.first().id;
    e.cheapestCost = candidates.first().cost;
    const QString best = label(plan, e.cheapestId);
    const QString cost = money::format(e.cheapestCost, plan.currency);
    if (candidates.size() == 1) {
        e.reason = tr("For %1 on %n card(s), %2 is the only way to pay that finishes the job: %3.", nullptr,
            job.cards)
                       .arg(duration, best, cost);
        return e;
    }
    const Candidate& second = candidates.at(1);
    e.reason = tr("For %1 on %n card(s), %2 is cheapest at %3, %4 less than %5.", nullptr, job.cards)
                   .arg(duration, best, cost, money::format(second.cost - e.cheapestCost, plan.currency),
                       label(plan, second.id));
    return e;
}

} // namespace rp
