#pragma once

#include "models/plan/Plan.h"
#include "models/planner/CostToFinish.h"
#include "models/planner/ProjectResult.h"

#include <QCoreApplication>

namespace rp::owned_strategies {

// What the planner already knows about each phase when it costs owned hardware.
struct Inputs {
    const Plan& plan; // with the scenario applied
    const Project& project;
    const QList<PhaseResult>& rented; // the rent strategy's phases
    const QList<cost_to_finish::Work>& work; // per phase, prepared once
    const RentResult& rent;
};

// What owning `machines` machines (fractional: a baseline of B cards is B / cards-per-machine of a
// machine) costs when their cards compute `busyCardHours` within `heldHours` from delivery
// (docs/plan-format.md). They are kept, staffed and powered for the holding period, the longer of the
// held hours and the minimum holding period before resale: capex − resale(holding) + running
// costs (hosting, ops, maintenance) over the holding + energy (busy card-hours at full power, the
// rest of the holding at idle power).
struct OwnedCost {
    double holdingHours = 0;
    double capex = 0;
    double resale = 0;
    double running = 0;
    double energy = 0;
    double net() const { return capex - resale + running + energy; }
};
OwnedCost ownedCost(const SelfBuild& s, double machines, double heldHours, double busyCardHours);
// Energy of `ownedCards` held `heldHours`: busy card-hours at full power, the rest idle (docs/plan-format.md).
double energy(const SelfBuild& s, double ownedCards, double heldHours, double busyCardHours);
// Lead time days × the project's delay cost per day (the time spent procuring costs the project too).
double delayCost(const SelfBuild& s, const Project& project);
// Whether `calendarDays` from the project start end by the deadline: the deadline names the last
// day of work, so a project may run until the end of that day (docs/plan-format.md).
DeadlineCheck deadline(const Project& project, double calendarDays);

// Owned cards each phase gets from a baseline of `baseline` while it holds them, [from, to) of each
// phase: phases take them in list order, and a phase gets only what earlier phases holding owned
// cards at the same time left free (docs/plan-format.md, "Hybrid"; a phase alone gets min(k, B)).
QList<int> allocate(const QList<double>& from, const QList<double>& to, const QList<int>& wanted, int baseline);

// Buy for the peak: every GPU phase runs on the owned card, bought lead-time days before it can
// start, with the split the owned machines allow; CPU-only phases stay rented.
BuyResult buy(const Inputs& in);
// Own B cards of the self-build card, rent what exceeds B in each phase on that card; B = 0 … peak.
HybridResult hybrid(const Inputs& in);

} // namespace rp::owned_strategies
