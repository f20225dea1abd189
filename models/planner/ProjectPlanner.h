#pragma once

#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"

#include <QCoreApplication>

namespace rp {

// The project planner (docs/plan-format.md): phases timed on a calendar, hours from their
// workloads, the cheapest card per phase, and the rent / buy / hybrid strategies with a
// recommendation. The one code path behind the Planner tab, `rentplan plan` and the plan PDF.
class ProjectPlanner {
    Q_DECLARE_TR_FUNCTIONS(ProjectPlanner)

public:
    // Everything about the plan, or about its scenario `scenario` (empty: the plan itself).
    // Throws InputException (where: "scenario") for an unknown scenario name.
    static ProjectResult evaluate(const Plan& plan, const QString& scenario = {});
    // The plan with the scenario's phases (and project, when it has one) in place of its own.
    static Plan withScenario(const Plan& plan, const QString& scenario);
    // A phase's utilization: its own, else the default of its kind under the team profile.
    static double utilization(const Phase& phase, const Project& project);
};

} // namespace rp
