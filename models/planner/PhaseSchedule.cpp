#include "planner/PhaseSchedule.h"

#include <algorithm>

namespace rp::phase_schedule {

QList<double> starts(const QList<Phase>& phases, const QList<double>& durationHours, double offsetHours)
{
    QList<double> out;
    out.reserve(phases.size());
    double previousEnd = 0;
    for (qsizetype i = 0; i < phases.size(); ++i) {
        const Phase& p = phases.at(i);
        // Repeats run back to back, so a phase's duration already holds every round.
        const double start = p.startDay ? *p.startDay * kHoursPerDay : previousEnd + p.gapDays * kHoursPerDay;
        out.append(offsetHours + start);
        previousEnd = start + durationHours.value(i);
    }
    return out;
}

QList<TimelineStep> timeline(const QList<double>& startHours, const QList<double>& durationHours,
    const QList<int>& cards)
{
    QList<double> edges;
    edges.reserve(startHours.size() * 2);
    for (qsizetype i = 0; i < startHours.size(); ++i) {
        edges.append(startHours.at(i));
        edges.append(startHours.at(i) + durationHours.at(i));
    }
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    QList<TimelineStep> steps;
    for (qsizetype e = 0; e + 1 < edges.size(); ++e) {
        TimelineStep step;
        step.startHours = edges.at(e);
        step.endHours = edges.at(e + 1);
        step.cardsByPhase.resize(startHours.size());
        for (qsizetype i = 0; i < startHours.size(); ++i) {
            const bool active = startHours.at(i) <= step.startHours
                && step.startHours < startHours.at(i) + durationHours.at(i);
            step.cardsByPhase[i] = active ? cards.at(i) : 0;
            step.cards += step.cardsByPhase[i];
        }
        steps.append(std::move(step));
    }
    return steps;
}

int peak(const QList<TimelineStep>& steps)
{
    int most = 0;
    for (const TimelineStep& s : steps)
        most = std::max(most, s.cards);
    return most;
}

double end(const QList<double>& startHours, const QList<double>& durationHours)
{
    double last = 0;
    for (qsizetype i = 0; i < startHours.size(); ++i)
        last = std::max(last, startHours.at(i) + durationHours.at(i));
    return last;
}

} // namespace rp::phase_schedule
