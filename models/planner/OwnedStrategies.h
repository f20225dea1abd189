#pragma once

#include "memory/MemoryEstimate.h"
#include "plan/Plan.h"
#include "planner/ProjectResult.h"

#include <optional>

namespace rp::owned_strategies {

// What the planner already knows about each phase when it costs owned hardware.
struct Inputs {
    const Plan& plan; // with the scenario applied
    const Project& project;
    const QList<PhaseResult>& rented; // the rent strategy's phases
    const QList<std::optional<MemoryEstimate>>& estimates; // per phase, for workload phases
    const RentResult& rent;
};

// Owned hardware's cost for `machines` (fractional: a baseline of B cards is B / cards-per-machine
// of a machine) held `heldHours` from delivery, its cards computing `busyCardHours` (DESIGN.md §4b):
// capex − resale(t_held) + running costs for the months held + energy (busy at full power, the rest idle).
double dedicatedCost(const SelfBuild& s, double machines, double heldHours, double busyCardHours);
// Energy of `ownedCards` held `heldHours`: busy card-hours at full power, the rest idle (DESIGN.md §4b).
double energy(const SelfBuild& s, double ownedCards, double heldHours, double busyCardHours);
// Lead time days × the project's delay cost per day (seed 000 §1.3).
double delayCost(const SelfBuild& s, const Project& project);
// True when `calendarDays` from the project start end by the deadline (or there is none).
bool meetsDeadline(const Project& project, double calendarDays);

// Buy for the peak: every GPU phase runs on the owned card, bought lead-time days before it can start.
BuyResult buy(const Inputs& in);
// Own B cards of the self-build card, rent what exceeds B in each phase on that card; B = 0 … peak.
HybridResult hybrid(const Inputs& in);

} // namespace rp::owned_strategies
