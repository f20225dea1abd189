#pragma once

#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"

#include <QTextStream>

namespace rp::cli::plan_text {

// The readable form of `rentplan plan`: a phase table, the strategies, the recommendation.
void print(QTextStream& out, const Plan& plan, const ProjectResult& result);

} // namespace rp::cli::plan_text
