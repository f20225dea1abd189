#pragma once

#include "models/plan/Plan.h"
#include "models/planner/Simulation.h"

#include <QTextStream>

namespace rp::cli::simulation_text {

// `plan --simulate`'s readable block: the spread of each strategy, what to ask for, the chance of
// meeting the deadline and the budget, what moves the cost most, and the inputs with their sources.
void print(
    QTextStream& out, const Plan& plan, const simulation::SimulationResult& result, const QStringList& learned = {});

} // namespace rp::cli::simulation_text
