#pragma once

#include "cost/Job.h"
#include "plan/SelfBuild.h"

namespace rp::self_build {

// How the CLI, break-evens and recommendations name the self-built option.
inline constexpr const char* kId = "self_build";

// Owning the hardware (DESIGN.md §4, seed 000 §1, seed 004 §5.2). Money per machine unless named otherwise.

// (capex − residual)/depreciation months + hosting + ops + maintenance; energy excluded.
double monthlyFixed(const SelfBuild& s);
// kW at utilization u (idle power the rest of the time) × 730 h × PUE × price/kWh.
double energyPerMonth(const SelfBuild& s, double utilization);
// (monthly fixed + energy) / (cards · 730 · u): what one computing card-hour really costs.
double costPerCardHour(const SelfBuild& s, double utilization);
// The utilization at which costPerCardHour equals `rentalPerCardHour`; above 1 self-built never
// wins; infinite when even full use costs more per extra hour than renting.
double breakEvenUtilization(const SelfBuild& s, double rentalPerCardHour);
// Machines needed for the job's cards.
int machines(const SelfBuild& s, int cards);
// Resale value after `hours` of ownership: straight line over the depreciation years, never below the residual.
double resaleValue(const SelfBuild& s, double hours);
// Hours after which the resale value stops falling (the straight line meets the residual).
double depreciationEndHours(const SelfBuild& s);
// Hours the owned machine is kept for a job: its computing hours / utilization.
double heldHours(const Job& job);

struct ProjectCost {
    int machines = 0;
    double dedicated = 0; // bought for this job: capex − resale + running costs + delay
    double amortized = 0; // monthly fixed × months used + energy
    double monthlyFixed = 0; // all machines
    double energyPerMonth = 0; // all machines, at the job's utilization
    double costPerCardHour = 0;
    double delayCost = 0;
};
ProjectCost projectCost(const SelfBuild& s, const Job& job);

} // namespace rp::self_build
