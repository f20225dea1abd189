#pragma once

#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"

#include <QTextStream>

namespace rp::cli::ranking_text {

// A phase's cost-to-finish ranking as a table: card and count, how they run, the offer, hours, cost.
void print(QTextStream& out, const Plan& plan, const PhaseResult& phase);

} // namespace rp::cli::ranking_text
