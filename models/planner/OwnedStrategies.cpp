#include "planner/OwnedStrategies.h"

#include "common/Units.h"
#include "cost/SelfBuildCost.h"
#include "planner/PhasePricing.h"
#include "planner/PhaseSchedule.h"

#include <algorithm>
#include <cmath>

namespace rp::owned_strategies {

double energy(const SelfBuild& s, double ownedCards, double heldHours, double busyCardHours)
{
    // DESIGN.md §4b: busy card-hours at full power, the rest of the held time at idle power, × PUE × price.
    const double perCardKw = s.powerKw / s.cards;
    const double idlePerCardKw = s.idlePowerKw / s.cards;
    const double idleCardHours = std::max(0.0, ownedCards * heldHours - busyCardHours);
    return (perCardKw * busyCardHours + idlePerCardKw * idleCardHours) * s.pue * s.electricityPerKwh;
}

namespace {

// Owned cards each phase gets from a baseline of `baseline`: phases take them in list order, and
// a phase gets only what earlier phases running at the same time left free (DESIGN.md §4b:
// min(k, B) for a phase alone).
QList<int> allocate(const QList<PhaseResult>& phases, const QList<int>& wanted, int baseline)
{
    QList<int> owned(phases.size(), 0);
    for (qsizetype i = 0; i < phases.size(); ++i) {
        if (wanted.at(i) == 0)
            continue;
        const PhaseResult& p = phases.at(i);
        int busiest = 0;
        auto usedAt = [&](double t) {
            int used = 0;
            for (qsizetype j = 0; j < i; ++j) {
                const PhaseResult& q = phases.at(j);
                if (owned.at(j) > 0 && q.startHours <= t && t < q.endHours)
                    used += owned.at(j);
            }
            return used;
        };
        busiest = usedAt(p.startHours);
        for (qsizetype j = 0; j < i; ++j) {
            const double t = phases.at(j).startHours;
            if (owned.at(j) > 0 && p.startHours < t && t < p.endHours)
                busiest = std::max(busiest, usedAt(t));
        }
        owned[i] = std::clamp(baseline - busiest, 0, wanted.at(i));
    }
    return owned;
}

} // namespace

double dedicatedCost(const SelfBuild& s, double machines, double heldHours, double busyCardHours)
{
    const double months = heldHours / units::kHoursPerMonth;
    const double perMachine
        = s.capex - self_build::resaleValue(s, heldHours) + self_build::runningPerMonth(s) * months;
    return machines * perMachine + energy(s, machines * s.cards, heldHours, busyCardHours);
}

double delayCost(const SelfBuild& s, const Project& project)
{
    // Seed 000 §1.3: weeks of procurement cost the project; the per-day figure lives in project.
    return s.leadTimeDays * project.delayCostPerDay.value_or(s.delayCostPerDay);
}

bool meetsDeadline(const Project& project, double calendarDays)
{
    if (!project.deadline || !project.startDate.isValid())
        return true;
    return calendarDays <= double(project.startDate.daysTo(*project.deadline)) + 1e-9;
}

BuyResult buy(const Inputs& in)
{
    BuyResult r;
    if (!in.plan.selfBuild)
        return r;
    const SelfBuild& s = *in.plan.selfBuild;
    r.available = true;
    r.card = s.card;
    const double leadHours = s.leadTimeDays * phase_schedule::kHoursPerDay;
    QList<double> durations;
    QList<int> cards;
    QList<double> computeHours;
    for (qsizetype i = 0; i < in.plan.phases.size(); ++i) {
        const Phase& phase = in.plan.phases.at(i);
        const PhaseResult& rented = in.rented.at(i);
        double billed = rented.runHours;
        double compute = rented.runHours * rented.utilization;
        if (phase.usesGpu()) {
            // Seed 000 §2: owned hardware runs every phase on the one card type bought for the peak.
            const auto& e = in.estimates.at(i);
            phase_pricing::runHours(phase, e ? &*e : nullptr, rented.utilization, s.card, phase.cards, s.cards, billed,
                compute);
        }
        durations.append(billed * phase.repeats);
        computeHours.append(compute * phase.repeats);
        cards.append(phase.usesGpu() ? phase.cards : 0);
    }
    const QList<double> starts = phase_schedule::starts(in.plan.phases, durations, leadHours);
    const int peak = phase_schedule::peak(phase_schedule::timeline(starts, durations, cards));
    r.machines = (std::max(peak, 1) + s.cards - 1) / s.cards;
    r.ownedCards = r.machines * s.cards;
    const double endHours = phase_schedule::end(starts, durations);
    r.heldHours = std::max(0.0, endHours - leadHours);
    double allocated = 0;
    for (qsizetype i = 0; i < durations.size(); ++i) {
        r.phases.append({ starts.at(i), durations.at(i), cards.at(i) });
        allocated += cards.at(i) * durations.at(i);
        r.computeCardHours += cards.at(i) * computeHours.at(i);
    }
    r.delayCost = delayCost(s, in.project);
    r.costDedicated = dedicatedCost(s, r.machines, r.heldHours, r.computeCardHours) + r.delayCost;
    r.resale = r.machines * self_build::resaleValue(s, r.heldHours);
    // Amortized: the write-off and running costs of the months held, as if the machines lived on after.
    r.costAmortized = r.machines * self_build::monthlyFixed(s) * r.heldHours / units::kHoursPerMonth
        + energy(s, r.ownedCards, r.heldHours, r.computeCardHours);
    const double capacity = r.ownedCards * r.heldHours;
    r.utilization = capacity > 0 ? allocated / capacity : 0;
    r.idleCardHours = std::max(0.0, capacity - r.computeCardHours);
    r.costPerComputeCardHour = r.computeCardHours > 0 ? r.costDedicated / r.computeCardHours : 0;
    r.startDelayDays = s.leadTimeDays;
    r.calendarDays = endHours / phase_schedule::kHoursPerDay;
    r.feasible = meetsDeadline(in.project, r.calendarDays);
    return r;
}

HybridResult hybrid(const Inputs& in)
{
    HybridResult r;
    if (!in.plan.selfBuild)
        return r;
    const SelfBuild& s = *in.plan.selfBuild;
    r.available = true;
    r.card = s.card;
    // Phases on the owned card share the baseline; the others stay rented as they are.
    QList<double> starts, durations;
    QList<int> ownedCardsByPhase;
    for (const PhaseResult& p : in.rented) {
        starts.append(p.startHours);
        durations.append(p.hours);
        ownedCardsByPhase.append(p.card == s.card ? p.cards : 0);
    }
    const int peak = phase_schedule::peak(phase_schedule::timeline(starts, durations, ownedCardsByPhase));
    const double heldHours = phase_schedule::end(starts, durations);
    const double leadDays = s.leadTimeDays;
    const double delay = delayCost(s, in.project);
    const bool feasibleWithLead = meetsDeadline(in.project, leadDays + heldHours / phase_schedule::kHoursPerDay);

    double bestCost = 0;
    QList<int> bestOwned(in.rented.size(), 0);
    for (int b = 0; b <= peak; ++b) {
        const QList<int> owned = allocate(in.rented, ownedCardsByPhase, b);
        double cost = in.rent.storageCost;
        double busy = 0;
        for (qsizetype i = 0; i < in.rented.size(); ++i) {
            const PhaseResult& p = in.rented.at(i);
            busy += owned.at(i) * p.computeHours;
            if (owned.at(i) == 0) {
                cost += p.cost;
                continue;
            }
            const int rentedCards = p.cards - owned.at(i);
            const qsizetype offer = in.plan.indexOfOffer(p.offer);
            if (rentedCards > 0 && offer >= 0) {
                Job job;
                job.hours = p.hours;
                job.cards = rentedCards;
                cost += billing::cost(in.plan.offers.at(offer), job).cost;
            }
        }
        if (b > 0)
            cost += dedicatedCost(s, double(b) / s.cards, heldHours, busy) + delay;
        r.curve.append({ b, cost });
        const bool allowed = b == 0 || feasibleWithLead;
        if (allowed && (b == 0 || cost < bestCost)) {
            bestCost = cost;
            r.baselineCards = b;
            bestOwned = owned;
        }
    }
    r.cost = bestCost;
    r.feasible = r.baselineCards == 0 || feasibleWithLead;
    // Utilization and idle time of the best baseline; idle card-hours paid count the owned
    // baseline's idle time and the rented cards' billed idle time.
    const double capacity = r.baselineCards * heldHours;
    double allocated = 0;
    double ownedCompute = 0;
    double rentedIdle = 0;
    double rentedCompute = 0;
    for (qsizetype i = 0; i < in.rented.size(); ++i) {
        const PhaseResult& p = in.rented.at(i);
        allocated += bestOwned.at(i) * p.hours;
        ownedCompute += bestOwned.at(i) * p.computeHours;
        const int rentedCards = p.cards - bestOwned.at(i);
        rentedIdle += p.cards > 0 ? p.idleCardHours * rentedCards / p.cards : 0;
        rentedCompute += rentedCards * p.computeHours;
    }
    r.utilization = capacity > 0 ? allocated / capacity : 0;
    r.idleCardHours = std::max(0.0, capacity - ownedCompute) + rentedIdle;
    r.computeCardHours = ownedCompute + rentedCompute;
    r.costPerComputeCardHour = r.computeCardHours > 0 ? r.cost / r.computeCardHours : 0;
    r.calendarDays = (r.baselineCards > 0 ? leadDays : 0) + heldHours / phase_schedule::kHoursPerDay;
    return r;
}

} // namespace rp::owned_strategies
