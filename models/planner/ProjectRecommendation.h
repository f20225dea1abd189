#pragma once

#include "plan/Plan.h"
#include "planner/ProjectResult.h"

#include <QCoreApplication>

namespace rp {

// The one-sentence verdict over the three strategies, with the reason and the range of
// resale values over which it holds (issue #8: "buy wins only if resale ≥ 55 %").
class ProjectRecommendation {
    Q_DECLARE_TR_FUNCTIONS(ProjectRecommendation)

public:
    static Recommendation make(const Plan& plan, const ProjectResult& result);
    // The resale value, as a share of the purchase price, at which buying costs what the best
    // other strategy costs (buy's cost falls one for one with resale). Infinite without self-build.
    static double breakEvenResaleShare(const Plan& plan, const ProjectResult& result, double otherCost);
    static QString strategyLabel(const QString& strategy);
};

} // namespace rp
