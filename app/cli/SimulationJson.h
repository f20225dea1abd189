#pragma once

#include "models/plan/Plan.h"
#include "models/planner/Simulation.h"
#include "models/planner/SimulationCalibration.h"

#include <nlohmann/json.hpp>

namespace rp::cli {

// `plan --simulate --json`'s "simulation" object (docs/plan-format.md, "Budget with confidence").
// `calibration` is the ledger's part, null when nothing was learned.
nlohmann::json simulationJson(
    const Plan& plan, const simulation::SimulationResult& result, const nlohmann::json& calibration = nullptr);

// The "calibration" object: the ledger's jobs with planned hours, and per phase that learned
// something its card, kind, jobs and ratios of billed to planned hours.
nlohmann::json learnedJson(const Plan& plan, const simulation::Learned& learned);

} // namespace rp::cli
