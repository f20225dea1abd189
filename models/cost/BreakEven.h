#pragma once

#include "common/Units.h"
#include "cost/CostFunction.h"
#include "cost/Job.h"
#include "plan/Plan.h"

#include <QList>
#include <QString>

namespace rp::break_even {

// Durations are searched up to three years: beyond that, hardware is replaced and
// quotes renegotiated, so a crossing there says nothing useful (docs/plan-format.md).
inline constexpr double kHorizonHours = 3 * units::kHoursPerYear;

struct Change {
    double hours = 0; // for T just above this, the other side is cheaper
    bool firstCheaperAfter = false;
};

// Every duration in (0, horizon] at which the cheaper of a and b changes, increasing.
// Exact: the search splits the duration range at the functions' own breakpoints and
// solves each linear piece, skipping ranges where one cost stays below the other
// (both are non-decreasing). Equal costs over a range count as no change.
// The search has a step budget (near-identical per-minute staircases would need a
// step per minute); `searchedHours` receives how far it got: the horizon, or less
// when the budget ran out, all changes before that point having been found.
QList<Change> changes(const CostFunction& a, const CostFunction& b, double horizonHours = kHorizonHours,
    double* searchedHours = nullptr);

struct Point {
    QString a; // offer id, or "self_build"
    QString b;
    double hours = 0;
    QString cheaperAfter;
};

// Every pair of offers in plan order (a before b), sorted by hours. Pairs whose search
// stopped short go to `unfinished`, with `hours` = how far it got (no cheaperAfter).
QList<Point> offerPairs(const Plan& plan, const Job& job, double horizonHours = kHorizonHours,
    QList<Point>* unfinished = nullptr);
// Each offer against self-built hardware bought for the job (a = offer, b = "self_build").
QList<Point> selfBuildPairs(const Plan& plan, const Job& job, double horizonHours = kHorizonHours,
    QList<Point>* unfinished = nullptr);

} // namespace rp::break_even
