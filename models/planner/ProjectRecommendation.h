#pragma once

#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"

#include <QCoreApplication>

namespace rp {

// The one-sentence verdict over the three strategies: the cheapest that meets the deadline (the
// least late when none does), what it does, and the range of resale values over which it holds.
class ProjectRecommendation {
    Q_DECLARE_TR_FUNCTIONS(ProjectRecommendation)

public:
    static Recommendation make(const Plan& plan, const ProjectResult& result);
    // The resale value, as a share of the purchase price, at which buying costs what the best
    // other strategy costs (buy's cost falls one for one with resale). Infinite without self-build.
    static double breakEvenResaleShare(const Plan& plan, const ProjectResult& result, double otherCost);
    // The resale value the computation assumed, as a share of the purchase price.
    static double assumedResaleShare(const Plan& plan, const ProjectResult& result);
    static QString strategyLabel(const QString& strategy);
};

} // namespace rp
