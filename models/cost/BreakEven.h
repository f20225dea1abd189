#pragma once

#include "models/common/Units.h"
#include "models/cost/CostFunction.h"
#include "models/cost/Job.h"
#include "models/plan/Plan.h"

#include <QList>
#include <QString>
#include <QStringList>

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
QList<Change> changes(
    const CostFunction& a, const CostFunction& b, double horizonHours = kHorizonHours, double* searchedHours = nullptr);

struct Point {
    QString a; // offer id, or "self_build"
    QString b;
    double hours = 0;
    QString cheaperAfter;
};

// Where the cheapest option changes (the lower envelope of the cost curves;
// docs/reliability.md, "Long inputs"): a = the option cheapest before, b = the one strictly
// cheaper just after `hours` (cheaperAfter = b). Options that tie over a range
// do not change places. Candidates that cannot be cheapest anywhere in a range
// are dropped from it, so the work grows with the number of options and the
// number of changes, not with the number of pairs; 10 000 offers take well
// under a second. If the search runs out of steps, `unfinished` receives one
// Point with empty b and hours = how far it got; every change before that was found.
QList<Point> cheapestChanges(const QStringList& ids, const QList<CostFunction>& functions,
    double horizonHours = kHorizonHours, QList<Point>* unfinished = nullptr);
// The same over a plan's offers, and self-built hardware ("self_build") if the plan has it and withSelfBuild.
QList<Point> cheapestChanges(const Plan& plan, const Job& job, bool withSelfBuild, double horizonHours = kHorizonHours,
    QList<Point>* unfinished = nullptr);

// Pairs are quadratic in the offer count: offerPairs() is only offered up to this many offers.
inline constexpr qsizetype kMaxOffersForAllPairs = 200;

// Every pair of offers in plan order (a before b), sorted by hours. Pairs whose search
// stopped short go to `unfinished`, with `hours` = how far it got (no cheaperAfter).
QList<Point> offerPairs(
    const Plan& plan, const Job& job, double horizonHours = kHorizonHours, QList<Point>* unfinished = nullptr);
// Each offer against self-built hardware bought for the job (a = offer, b = "self_build").
QList<Point> selfBuildPairs(
    const Plan& plan, const Job& job, double horizonHours = kHorizonHours, QList<Point>* unfinished = nullptr);

} // namespace rp::break_even
