#include "cli/PlanJson.h"

#include "cli/JsonOutput.h"
#include "plan/PhaseKinds.h"

#include <cmath>

namespace rp::cli {

namespace {

using nlohmann::json;

// JSON has no NaN or infinity: a cost that cannot be given is null.
json number(double value)
{
    return std::isfinite(value) ? json(value) : json(nullptr);
}

json optionalString(const QString& s)
{
    return s.isEmpty() ? json(nullptr) : json(s.toStdString());
}

json rankingJson(const QList<RankingEntry>& ranking)
{
    json out = json::array();
    for (const RankingEntry& e : ranking) {
        out.push_back({ { "card", e.card.toStdString() }, { "offer", optionalString(e.offer) }, { "cards", e.cards },
            { "hours", number(e.hours) }, { "cost", number(e.cost) }, { "fits", e.fits },
            { "min_cards", e.minCards } });
    }
    return out;
}

json phaseJson(const PhaseResult& p)
{
    return { { "id", p.id.toStdString() }, { "name", p.name.toStdString() },
        { "kind", PhaseKinds::key(p.kind).toStdString() }, { "start_hours", p.startHours }, { "hours", p.hours },
        { "card", p.card.toStdString() }, { "cards", p.cards }, { "offer", optionalString(p.offer) },
        { "cost", number(p.cost) }, { "card_hours", p.cardHours }, { "ranking", rankingJson(p.ranking) },
        { "end_hours", p.endHours }, { "run_hours", p.runHours }, { "repeats", p.repeats },
        { "utilization", p.utilization }, { "compute_hours", p.computeHours },
        { "idle_card_hours", p.idleCardHours }, { "storage_before", p.storageBefore },
        { "min_cards", p.minCards }, { "problems", jsonStrings(p.problems) },
        { "transfer_hours", p.transferHours }, { "egress_cost", p.egressCost } };
}

} // namespace

json planJson(const ProjectResult& r)
{
    json phases = json::array();
    for (const PhaseResult& p : r.phases)
        phases.push_back(phaseJson(p));
    json curve = json::array();
    for (const HybridPoint& point : r.hybrid.curve)
        curve.push_back({ { "baseline_cards", point.baselineCards }, { "cost", number(point.cost) } });
    const json rent = { { "cost", number(r.rent.cost) }, { "idle_card_hours", r.rent.idleCardHours },
        { "storage_cost", r.rent.storageCost }, { "compute_card_hours", r.rent.computeCardHours },
        { "cost_per_compute_card_hour", number(r.rent.costPerComputeCardHour) },
        { "calendar_days", r.rent.calendarDays }, { "complete", r.rent.complete } };
    json buy = nullptr;
    json hybrid = nullptr;
    if (r.buy.available) {
        buy = { { "cost_dedicated", number(r.buy.costDedicated) }, { "cost_amortized", number(r.buy.costAmortized) },
            { "utilization", r.buy.utilization }, { "start_delay_days", r.buy.startDelayDays },
            { "feasible", r.buy.feasible }, { "card", r.buy.card.toStdString() }, { "machines", r.buy.machines },
            { "owned_cards", r.buy.ownedCards }, { "calendar_days", r.buy.calendarDays },
            { "idle_card_hours", r.buy.idleCardHours },
            { "cost_per_compute_card_hour", number(r.buy.costPerComputeCardHour) }, { "resale", r.buy.resale },
            { "delay_cost", r.buy.delayCost } };
        hybrid = { { "cost", number(r.hybrid.cost) }, { "baseline_cards", r.hybrid.baselineCards },
            { "curve", curve }, { "card", r.hybrid.card.toStdString() }, { "utilization", r.hybrid.utilization },
            { "idle_card_hours", r.hybrid.idleCardHours }, { "calendar_days", r.hybrid.calendarDays },
            { "cost_per_compute_card_hour", number(r.hybrid.costPerComputeCardHour) },
            { "feasible", r.hybrid.feasible } };
    }
    return { { "phases", phases }, { "peak_cards", r.peakCards }, { "total_card_hours", r.totalCardHours },
        { "calendar_days", r.calendarDays },
        { "strategies", { { "rent", rent }, { "buy", buy }, { "hybrid", hybrid } } },
        { "recommendation",
            { { "strategy", optionalString(r.recommendation.strategy) },
                { "reason", r.recommendation.reason.toStdString() },
                { "range", r.recommendation.range.toStdString() } } },
        { "scenario", optionalString(r.scenario) }, { "currency", r.currency.toStdString() } };
}

} // namespace rp::cli
