#pragma once

#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"
#include "models/planner/Simulation.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <limits>

namespace rp {

// One risk of a plan with what it does to the budget or the calendar, from the planner's result.
struct Risk {
    // Stable: "spot_reclaims", "lead_time", "single_vendor", "price_change", "deadline", "cost_overrun".
    QString key;
    QString title; // translated
    QString description; // translated: what happens, with the figures it rests on
    QString impact; // translated: the budget or calendar impact in words, with its unit
    // The figures of the impact; NaN where the risk has none of that kind.
    double cost = std::numeric_limits<double>::quiet_NaN(); // plan currency; more spent is positive
    double days = std::numeric_limits<double>::quiet_NaN(); // calendar days; slack is positive
    double hours = std::numeric_limits<double>::quiet_NaN(); // billed hours per card
};

// The risk register of the plan PDF, computed from ProjectPlanner::evaluate's result.
class RiskRegister {
    Q_DECLARE_TR_FUNCTIONS(RiskRegister)

public:
    // The price change weighed: every rental price 10 % higher or lower.
    static constexpr double kPriceChange = 0.10;

    // `effective`: the plan with the scenario's phases in place (ProjectPlanner::withScenario), `result` its
    // evaluation. Empty for a plan without phases.
    // `simulated` (simulation::simulate of the same plan and result): the price and lead-time risks
    // take their impacts from its tornado, the deadline its chance of being met, and the cost
    // overrun (the spread above the point estimate) is added.
    static QList<Risk> build(
        const Plan& effective, const ProjectResult& result, const simulation::SimulationResult* simulated = nullptr);

    // Hours a spot job of `workHours` uninterrupted spends on reclaims (checkpoints, lost work,
    // restarts): workHours · (T_w / T − 1), T_w / T from the offer's checkpoint policy (spot::estimate,
    // docs/plan-format.md, "Spot"); the billed time of a spot offer is stretched by the same factor.
    static double spotExtraHours(const Offer& offer, double workHours);
};

} // namespace rp
