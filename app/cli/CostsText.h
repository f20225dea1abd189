#pragma once

#include "cost/Job.h"
#include "cost/PlanEvaluation.h"
#include "plan/Plan.h"

#include <QTextStream>

namespace rp::cli::costs_text {

// The readable (non --json) output of `rentplan costs`.
void printJob(QTextStream& out, const Plan& plan, const JobEvaluation& evaluation);
// allPairs: every pair of offers, else only where the cheapest offer changes.
void printBreakEven(QTextStream& out, const Plan& plan, const Job& job, bool allPairs);

} // namespace rp::cli::costs_text
