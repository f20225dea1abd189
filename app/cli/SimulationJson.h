#pragma once

#include "plan/Plan.h"
#include "planner/Simulation.h"

#include <nlohmann/json.hpp>

namespace rp::cli {

// `plan --simulate --json`'s "simulation" object (docs/plan-format.md, "Budget with confidence").
// `calibration` is the ledger's part, null when nothing was learned.
nlohmann::json simulationJson(
    const Plan& plan, const simulation::SimulationResult& result, const nlohmann::json& calibration = nullptr);

} // namespace rp::cli
