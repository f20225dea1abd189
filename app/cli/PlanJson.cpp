#include "app/cli/PlanJson.h"

#include "app/cli/JsonOutput.h"
#include "models/common/Units.h"
#include "models/plan/PhaseKinds.h"

#include <cmath>

namespace rp::cli {

namespace {

using nlohmann::json;

json optionalString(const QString& s)
{
    return s.isEmpty() ? json(nullptr) : json(s.toStdString());
}

} // namespace

json splitJson(const Split& split, int machines, int cardsPerMachine)
{
    return { { "tp", split.tp }, { "dp", split.dp }, { "pp", split.pp }, { "zero", split.zero },
        { "machines", machines }, { "cards_per_machine", cardsPerMachine } };
}

json rankingEntryJson(const RankingEntry& e)
{
    json out = { { "card", e.card.toStdString() }, { "offer", optionalString(e.offer) }, { "cards", e.cards },
        { "hours", jsonNumber(e.hours) }, { "cost", jsonNumber(e.cost) }, { "fits", e.fits },
        { "min_cards", e.minCards }, { "split", splitJson(e.split, e.machines, e.cardsPerMachine) },
        { "scaling", e.scaling > 0 ? json(e.scaling) : json(nullptr) }, { "runs", e.runs() },
        { "problem", optionalString(e.problem) }, { "reason", optionalString(e.reason) },
        { "note", optionalString(e.note) }, { "missing", optionalString(e.missing) } };
    if (!e.quote.isEmpty())
        out["quote"] = e.quote.toStdString();
    return out;
}

json rankingJson(const QList<RankingEntry>& ranking)
{
    json out = json::array();
    for (const RankingEntry& e : ranking)
        out.push_back(rankingEntryJson(e));
    return out;
}

namespace {

json deadlineJson(const DeadlineCheck& d)
{
    return { { "feasible", d.feasible }, { "days_late", d.daysLate }, { "slack_days", d.slackDays } };
}

// The project's procurement terms under the plan file's keys; null where the plan states none.
json projectJson(const ProcurementTerms& t)
{
    auto optional = [](const auto& value, auto toJson) { return value ? toJson(*value) : json(nullptr); };
    auto text = [](const QString& s) { return json(s.toStdString()); };
    return { { "tax_included", optional(t.taxIncluded, [](bool b) { return json(b); }) },
        { "tax_rate", optional(t.taxRate, [](double r) { return json(r); }) },
        { "payment_terms", optional(t.paymentTerms, text) }, { "region", optional(t.region, text) },
        { "data_residency", optional(t.dataResidency, text) },
        { "quote_valid_until",
            optional(t.quoteValidUntil, [](const QDate& d) { return json(d.toString(Qt::ISODate).toStdString()); }) } };
}

// A strategy's payments month by month (docs/plan-format.md, "Cash flow by month"); "month" is
// the calendar month ("2027-03") when the plan has a start date, else null (months of 730 hours).
json cashFlowJson(const CashFlow& flow)
{
    json out = json::array();
    for (const CashFlowMonth& m : flow.months)
        out.push_back({ { "month", optionalString(m.month) }, { "index", m.index }, { "rent", jsonNumber(m.rent) },
            { "capex", jsonNumber(m.capex) }, { "running", jsonNumber(m.running) }, { "resale", jsonNumber(m.resale) },
            { "net", jsonNumber(m.net()) }, { "cumulative", jsonNumber(m.cumulative) } });
    return out;
}

json phaseJson(const PhaseResult& p)
{
    return { { "id", p.id.toStdString() }, { "name", p.name.toStdString() },
        { "kind", PhaseKinds::key(p.kind).toStdString() }, { "start_hours", p.startHours }, { "hours", p.hours },
        { "card", p.card.toStdString() }, { "cards", p.cards }, { "offer", optionalString(p.offer) },
        { "cost", jsonNumber(p.cost) }, { "card_hours", p.cardHours }, { "ranking", rankingJson(p.ranking) },
        { "end_hours", p.endHours }, { "run_hours", p.runHours }, { "repeats", p.repeats },
        { "utilization", p.utilization }, { "compute_hours", p.computeHours }, { "idle_card_hours", p.idleCardHours },
        { "storage_before", p.storageBefore }, { "min_cards", p.minCards }, { "problems", jsonStrings(p.problems) },
        { "transfer_hours", p.transferHours }, { "egress_cost", p.egressCost }, { "ingress_cost", p.ingressCost },
        { "split", p.cpuOnly ? json(nullptr) : splitJson(p.split, p.machines, p.cardsPerMachine) },
        { "scaling", p.scaling > 0 ? json(p.scaling) : json(nullptr) }, { "cpu_only", p.cpuOnly },
        { "hours_from", p.hoursFrom.isEmpty() ? json(nullptr) : json(p.hoursFrom.toStdString()) } };
}

} // namespace

json planJson(const ProjectResult& r)
{
    json phases = json::array();
    for (const PhaseResult& p : r.phases)
        phases.push_back(phaseJson(p));
    json out = planJsonWithoutPhases(r);
    out["phases"] = std::move(phases);
    return out;
}

json planPhaseJson(const PhaseResult& phase)
{
    return phaseJson(phase);
}

json planJsonWithoutPhases(const ProjectResult& r)
{
    json curve = json::array();
    for (const HybridPoint& point : r.hybrid.curve)
        curve.push_back({ { "baseline_cards", point.baselineCards }, { "cost", jsonNumber(point.cost) } });
    const json rent = { { "cost", jsonNumber(r.rent.cost) }, { "idle_card_hours", r.rent.idleCardHours },
        { "storage_cost", r.rent.storageCost }, { "compute_card_hours", r.rent.computeCardHours },
        { "cost_per_compute_card_hour", jsonNumber(r.rent.costPerComputeCardHour) },
        { "calendar_days", r.rent.calendarDays }, { "complete", r.rent.complete },
        { "unpriced_phases", jsonStrings(r.rent.unpricedPhases) }, { "feasible", r.rent.deadline.feasible },
        { "days_late", r.rent.deadline.daysLate }, { "deadline", deadlineJson(r.rent.deadline) },
        { "cash_flow", cashFlowJson(r.rent.cashFlow) } };
    json buy = nullptr;
    json hybrid = nullptr;
    if (r.buy.available) {
        buy = { { "cost_dedicated", jsonNumber(r.buy.costDedicated) },
            { "cost_amortized", jsonNumber(r.buy.costAmortized) }, { "utilization", r.buy.utilization },
            { "start_delay_days", r.buy.startDelayDays }, { "feasible", r.buy.feasible },
            { "card", r.buy.card.toStdString() }, { "machines", r.buy.machines }, { "owned_cards", r.buy.ownedCards },
            { "calendar_days", r.buy.calendarDays }, { "idle_card_hours", r.buy.idleCardHours },
            { "cost_per_compute_card_hour", jsonNumber(r.buy.costPerComputeCardHour) }, { "resale", r.buy.resale },
            { "delay_cost", r.buy.delayCost }, { "capex", r.buy.capex }, { "running_cost", r.buy.runningCost },
            { "energy_cost", r.buy.energyCost }, { "rented_cost", r.buy.rentedCost },
            { "holding_months", r.buy.holdingHours / units::kHoursPerMonth }, { "days_late", r.buy.deadline.daysLate },
            { "deadline", deadlineJson(r.buy.deadline) }, { "refusal", optionalString(r.buy.refusal) },
            { "runs", r.buy.runs() }, { "cash_flow", cashFlowJson(r.buy.cashFlow) } };
        hybrid = { { "cost", jsonNumber(r.hybrid.cost) }, { "baseline_cards", r.hybrid.baselineCards },
            { "curve", curve }, { "card", r.hybrid.card.toStdString() }, { "utilization", r.hybrid.utilization },
            { "idle_card_hours", r.hybrid.idleCardHours }, { "calendar_days", r.hybrid.calendarDays },
            { "cost_per_compute_card_hour", jsonNumber(r.hybrid.costPerComputeCardHour) },
            { "feasible", r.hybrid.feasible }, { "days_late", r.hybrid.deadline.daysLate },
            { "deadline", deadlineJson(r.hybrid.deadline) }, { "capex", r.hybrid.capex },
            { "holding_months", r.hybrid.holdingHours / units::kHoursPerMonth },
            { "rented_phases", r.hybrid.rentedPhases }, { "most_rented_cards", r.hybrid.mostRentedCards },
            { "rented_cost", r.hybrid.rentedCost }, { "gap_rented_cost", r.hybrid.gapRentedCost },
            { "baseline_from_day", r.hybrid.baselineFromHours / 24.0 }, { "storage_cost", r.hybrid.storageCost },
            { "resale", r.hybrid.resale }, { "running_cost", r.hybrid.runningCost },
            { "energy_cost", r.hybrid.energyCost }, { "refusal", optionalString(r.hybrid.refusal) },
            { "runs", r.hybrid.runs() }, { "cash_flow", cashFlowJson(r.hybrid.cashFlow) } };
    }
    return { { "peak_cards", r.peakCards }, { "total_card_hours", r.totalCardHours },
        { "calendar_days", r.calendarDays },
        { "strategies", { { "rent", rent }, { "buy", buy }, { "hybrid", hybrid } } },
        { "recommendation",
            { { "strategy", optionalString(r.recommendation.strategy) },
                { "reason", r.recommendation.reason.toStdString() },
                { "range", r.recommendation.range.toStdString() } } },
        { "scenario", optionalString(r.scenario) }, { "currency", r.currency.toStdString() },
        { "project", projectJson(r.terms) } };
}

} // namespace rp::cli
