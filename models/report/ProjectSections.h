#pragma once

#include "memory/MemoryEstimate.h"
#include "plan/Plan.h"
#include "planner/ProjectResult.h"
#include "procurement/MachineNeed.h"
#include "report/ReportContent.h"

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

    static report::Section summary(const Plan& plan, const ProjectResult& result, const MachineNeed& need);
    static std::optional<report::Section> memory(const Plan& plan, const ProjectResult& result);
    static report::Section timeline(const Plan& plan, const ProjectResult& result);
    static report::Section strategies(const Plan& plan, const ProjectResult& result);
};

} // namespace rp
