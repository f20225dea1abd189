#pragma once

#include "models/cost/Job.h"
#include "models/plan/SelfBuild.h"

namespace rp::self_build {

// How the CLI, break-evens and recommendations name the self-built option.
inline constexpr const char* kId = "self_build";

// Owning the hardware (docs/plan-format.md, "Self-built"). Money per machine unless named otherwise.

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
// Book value after `hours` of ownership: the one straight line from capex to the residual over the
// depreciation years that the monthly write-off also follows (docs/plan-format.md).
double bookValue(const SelfBuild& s, double hours);
// What a buyer pays when the machine is sold after `hours`: book value less the resale discount,
// and never before the minimum holding period (a shorter use sells at that period's value).
double resaleValue(const SelfBuild& s, double hours);
// Hours after which the book value stops falling (the end of the depreciation years).
double depreciationEndHours(const SelfBuild& s);
// The minimum holding period in hours (resale is not possible earlier).
double minHoldingHours(const SelfBuild& s);
// Hosting, ops labour and maintenance per machine and month: what runs whether or not the cards compute.
double runningPerMonth(const SelfBuild& s);
// Hours the owned machine is kept for a job: its computing hours / utilization.
double heldHours(const Job& job);

struct ProjectCost {
    int machines = 0;
    double dedicated = 0; // bought for this job: capex − resale + running costs + delay
    double amortized = 0; // the cards used × held hours at the amortized rate: (monthly fixed + energy) per card
    double monthlyFixed = 0; // all machines
    double energyPerMonth = 0; // all machines, at the job's utilization
    double costPerCardHour = 0;
    double delayCost = 0;
};
ProjectCost projectCost(const SelfBuild& s, const Job& job);

} // namespace rp::self_build
