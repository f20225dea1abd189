#pragma once

#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"
#include "models/planner/Simulation.h"
#include "models/report/ReportContent.h"

#include <QCoreApplication>

#include <optional>

namespace rp {

// The plan PDF's "Budget with confidence" chapter (docs/plan-format.md, "Uncertainty and the budget
// with confidence"): the simulated spread of each strategy, what to ask for, the chance of meeting
// the deadline and the budget, the tornado, and the inputs with where each comes from.
class ConfidenceSection {
    Q_DECLARE_TR_FUNCTIONS(ConfidenceSection)

public:
    static std::optional<report::Section> build(
        const Plan& plan, const ProjectResult& result, const simulation::SimulationResult& simulated);
    // "P90": a percentile as the budget lines name it.
    static QString percentileText(double percentile);
};

} // namespace rp
