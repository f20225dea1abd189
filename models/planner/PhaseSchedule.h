#pragma once

#include "models/planner/ProjectResult.h"

#include <QList>

namespace rp::phase_schedule {

inline constexpr double kHoursPerDay = 24.0;

// Start of each phase in hours after `offsetHours` (docs/plan-format.md, "Calendar"): its start_day when given,
// else the end of the previous phase in the list plus its gap (the first phase: day 0 plus its gap).
QList<double> starts(const QList<Phase>& phases, const QList<double>& durationHours, double offsetHours = 0);
// Cards in use over time, one step between every two consecutive phase starts or ends (a sweep
// over the sorted starts and ends: O(n log n) plus the size of the steps).
QList<TimelineStep> timeline(
    const QList<double>& startHours, const QList<double>& durationHours, const QList<int>& cards);
// The most cards in use at once.
int peak(const QList<TimelineStep>& steps);
// The same without building the steps.
int peak(const QList<double>& startHours, const QList<double>& durationHours, const QList<int>& cards);
// The latest phase end (0 without phases).
double end(const QList<double>& startHours, const QList<double>& durationHours);

} // namespace rp::phase_schedule
