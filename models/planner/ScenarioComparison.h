#pragma once

#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"

#include <QList>
#include <QString>

#include <optional>

namespace rp {

// Two variants of a plan side by side (docs/plan-format.md, `scenarios`): totals and, per phase id, what changed.
struct PhaseDelta {
    QString id;
    QString name;
    std::optional<double> costA; // unset: the phase is not in that variant
    std::optional<double> costB;
    std::optional<double> hoursA;
    std::optional<double> hoursB;
    std::optional<int> cardsA;
    std::optional<int> cardsB;
    double costDelta() const { return costB.value_or(0) - costA.value_or(0); }
};

struct ScenarioComparison {
    ProjectResult a;
    ProjectResult b;
    QList<PhaseDelta> phases; // phases of A in order, then those only in B

    // `a`, `b`: scenario names, empty for the plan itself. Throws InputException for an unknown name.
    static ScenarioComparison compare(const Plan& plan, const QString& a, const QString& b);
};

} // namespace rp
