#include "models/planner/PhaseSchedule.h"

#include <algorithm>
#include <set>

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

namespace {

// A phase starting or ending: ends sort before starts at the same instant, so a phase that begins
// as another ends does not count twice.
struct Event {
    double at = 0;
    bool starts = false;
    qsizetype phase = 0;
};

QList<Event> events(const QList<double>& startHours, const QList<double>& durationHours)
{
    QList<Event> out;
    out.reserve(startHours.size() * 2);
    for (qsizetype i = 0; i < startHours.size(); ++i) {
        if (durationHours.at(i) <= 0)
            continue;
        out.append({ startHours.at(i), true, i });
        out.append({ startHours.at(i) + durationHours.at(i), false, i });
    }
    std::sort(out.begin(), out.end(), [](const Event& a, const Event& b) {
        if (a.at != b.at)
            return a.at < b.at;
        return a.starts < b.starts;
    });
    return out;
}

} // namespace

QList<TimelineStep> timeline(
    const QList<double>& startHours, const QList<double>& durationHours, const QList<int>& cards)
{
    const QList<Event> all = events(startHours, durationHours);
    QList<TimelineStep> steps;
    std::set<qsizetype> running; // phase indices, so each step lists its phases in phase order
    int inUse = 0;
    for (qsizetype e = 0; e < all.size();) {
        const double at = all.at(e).at;
        for (; e < all.size() && all.at(e).at == at; ++e) {
            const Event& ev = all.at(e);
            if (ev.starts) {
                running.insert(ev.phase);
                inUse += cards.at(ev.phase);
            } else {
                running.erase(ev.phase);
                inUse -= cards.at(ev.phase);
            }
        }
        if (e == all.size())
            break;
        TimelineStep step;
        step.startHours = at;
        step.endHours = all.at(e).at;
        step.cards = inUse;
        for (qsizetype phase : running) {
            if (cards.at(phase) > 0)
                step.active.append({ phase, cards.at(phase) });
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

int peak(const QList<double>& startHours, const QList<double>& durationHours, const QList<int>& cards)
{
    int inUse = 0;
    int most = 0;
    for (const Event& e : events(startHours, durationHours)) {
        inUse += e.starts ? cards.at(e.phase) : -cards.at(e.phase);
        most = std::max(most, inUse);
    }
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
