#pragma once

#include "models/cost/BreakEvenReport.h"
#include "models/cost/Job.h"
#include "models/cost/PlanEvaluation.h"
#include "models/plan/Plan.h"

#include <QTextStream>

namespace rp::cli::costs_text {

// The readable (non --json) output of `rentplan costs`.
void printJob(QTextStream& out, const Plan& plan, const JobEvaluation& evaluation);
// The same content as --json prints (BreakEvenReport), with offers by name.
void printBreakEven(QTextStream& out, const Plan& plan, const BreakEvenReport& report);

} // namespace rp::cli::costs_text
