#include "models/cost/SelfBuildCost.h"

#include "models/common/Units.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rp::self_build {

double runningPerMonth(const SelfBuild& s)
{
    // Rack fee + ops labour + repairs and spares (a share of capex per year).
    return s.hostingPerMonth + s.opsPerMonth + s.maintenanceFractionPerYear * s.capex / 12.0;
}

double monthlyFixed(const SelfBuild& s)
{
    // (capex − residual) / depreciation months + running costs (docs/plan-format.md, "Self-built").
    const double depreciation = s.capex * (1.0 - s.residualFraction) / (s.depreciationYears * 12.0);
    return depreciation + runningPerMonth(s);
}

double energyPerMonth(const SelfBuild& s, double utilization)
{
    // kW · 730 h · PUE · price per kWh (4 kW at 0.8 a kWh, PUE 1 → 2 336 a month).
    const double kw = s.powerKw * utilization + s.idlePowerKw * (1.0 - utilization);
    return kw * units::kHoursPerMonth * s.pue * s.electricityPerKwh;
}

double costPerCardHour(const SelfBuild& s, double utilization)
{
    // Monthly total / (cards · 730 · u): a machine at 59 200 a month with 8 cards, u = 0.5 → ≈ 20.3.
    if (utilization <= 0)
        return std::numeric_limits<double>::infinity();
    return (monthlyFixed(s) + energyPerMonth(s, utilization)) / (s.cards * units::kHoursPerMonth * utilization);
}

double breakEvenUtilization(const SelfBuild& s, double rental)
{
    // Solve (F + 730·pue·e·(idle + (P − idle)·u)) / (n·730·u) = rental for u: linear in u.
    const double perKwhMonth = units::kHoursPerMonth * s.pue * s.electricityPerKwh;
    const double numerator = monthlyFixed(s) + perKwhMonth * s.idlePowerKw;
    const double denominator = s.cards * units::kHoursPerMonth * rental - perKwhMonth * (s.powerKw - s.idlePowerKw);
    if (denominator <= 0)
        return std::numeric_limits<double>::infinity();
    return numerator / denominator;
}

int machines(const SelfBuild& s, int cards)
{
    return (std::max(cards, 1) + s.cards - 1) / s.cards;
}

double depreciationEndHours(const SelfBuild& s)
{
    return s.depreciationYears * units::kHoursPerYear;
}

double minHoldingHours(const SelfBuild& s)
{
    return s.minHoldingMonths * units::kHoursPerMonth;
}

double bookValue(const SelfBuild& s, double hours)
{
    // book(t) = capex − (capex − residual) · min(1, t / life), the write-off's own line (docs/plan-format.md).
    const double written = std::clamp(hours / depreciationEndHours(s), 0.0, 1.0);
    return s.capex - s.capex * (1.0 - s.residualFraction) * written;
}

double resaleValue(const SelfBuild& s, double hours)
{
    // resale(t) = book(t) · (1 − discount), after the minimum holding period (docs/plan-format.md);
    // used hardware sells well below its straight-line book value.
    return bookValue(s, std::max(hours, minHoldingHours(s))) * (1.0 - s.resaleDiscount);
}

double heldHours(const Job& job)
{
    // T hours of computing on cards busy a share u of the time keep the machine T/u hours.
    if (job.utilization <= 0)
        return std::numeric_limits<double>::infinity();
    return job.hours / std::min(job.utilization, 1.0);
}

ProjectCost projectCost(const SelfBuild& s, const Job& job)
{
    ProjectCost p;
    p.machines = machines(s, job.cards);
    // Owned cards that compute only part of the time are held, powered and staffed
    // for longer than the job's computing hours: resale, running costs and energy
    // (full load for T, idle for the rest) all count the held time, T/u.
    const double held = heldHours(job);
    const double months = held / units::kHoursPerMonth;
    const double energy = energyPerMonth(s, job.utilization);
    // The weeks spent procuring and installing cost the project too (`delay_cost_per_day`).
    p.delayCost = s.leadTimeDays * s.delayCostPerDay;
    p.dedicated = p.machines * (s.capex - resaleValue(s, held) + (runningPerMonth(s) + energy) * months) + p.delayCost;
    // Amortized over the machine's life, only the cards used are charged (docs/plan-format.md: one card of an
    // 8-card machine for 100 h costs an eighth of the machine's 100 h).
    p.amortized = (monthlyFixed(s) + energy) * months * std::max(job.cards, 0) / double(s.cards);
    p.monthlyFixed = p.machines * monthlyFixed(s);
    p.energyPerMonth = p.machines * energy;
    p.costPerCardHour = costPerCardHour(s, job.utilization);
    return p;
}

} // namespace rp::self_build
