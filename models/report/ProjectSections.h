#pragma once

#include "models/memory/MemoryEstimate.h"
#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"
#include "models/planner/Simulation.h"
#include "models/procurement/MachineNeed.h"
#include "models/report/ReportContent.h"

#include <QCoreApplication>

#include <optional>

namespace rp {

struct Card;

// The chapters of the procurement PDF that show the project planner's result
// (ProjectPlanner::evaluate, the numbers of `rentplan plan --json`).
class ProjectSections {
    Q_DECLARE_TR_FUNCTIONS(ProjectSections)

public:
    // The phase with the most cards: the machine to order.
    static int peakPhase(const ProjectResult& result);
    // The machine the peak phase needs, with the model's sizes from its workload's estimate.
    static MachineNeed machineNeed(const Plan& plan, const ProjectResult& result);
    // What the budget is built on: the recommended strategy's total.
    static double recommendedCost(const ProjectResult& result);
    static QString strategyLabel(const QString& strategy);
    // The parts of the recommended strategy's cost, one row (label, amount) each; they add up to
    // recommendedCost(): every phase and the storage between phases when renting; the machines
    // bought, their resale, running costs, energy and delay, and what stays rented, when owning.
    static QList<QStringList> budgetParts(const Plan& plan, const ProjectResult& result);

    // `simulated`: the budget asked for is the simulated cost at the plan's budget percentile (P90
    // by default) plus the contingency on the point estimate, and the calendar gives the chance of
    // meeting the deadline; without it, the point estimate plus the contingency.
    static report::Section summary(const Plan& plan, const ProjectResult& result, const MachineNeed& need,
        const simulation::SimulationResult* simulated = nullptr);
    // The total budget asked for, as the summary's last budget line gives it.
    static double totalBudget(
        const Plan& plan, const ProjectResult& result, const simulation::SimulationResult* simulated = nullptr);
    static std::optional<report::Section> memory(const Plan& plan, const ProjectResult& result);
    static report::Section timeline(const Plan& plan, const ProjectResult& result);
    static report::Section strategies(const Plan& plan, const ProjectResult& result);
};

} // namespace rp
