#include "models/planner/OwnedStrategies.h"

#include "models/catalog/CardCatalog.h"
#include "models/common/Units.h"
#include "models/cost/SelfBuildCost.h"
#include "models/planner/CardUsage.h"
#include "models/planner/PhaseSchedule.h"

#include <algorithm>
#include <cmath>

namespace rp::owned_strategies {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(OwnedStrategies)
};

} // namespace

QList<int> allocate(const QList<double>& from, const QList<double>& to, const QList<int>& wanted, int baseline)
{
    QList<double> instants;
    instants.reserve(from.size() * 2);
    for (qsizetype i = 0; i < from.size(); ++i)
        instants << from.at(i) << to.at(i);
    CardUsage usage(instants);
    QList<int> owned(from.size(), 0);
    for (qsizetype i = 0; i < from.size(); ++i) {
        if (wanted.at(i) == 0)
            continue;
        const int busiest = usage.most(from.at(i), to.at(i));
        owned[i] = std::clamp(baseline - busiest, 0, wanted.at(i));
        if (owned.at(i) > 0)
            usage.add(from.at(i), to.at(i), owned.at(i));
    }
    return owned;
}

double energy(const SelfBuild& s, double ownedCards, double heldHours, double busyCardHours)
{
    // Busy card-hours at full power, the rest of the held time at idle power, × PUE × price (docs/plan-format.md).
    const double perCardKw = s.powerKw / s.cards;
    const double idlePerCardKw = s.idlePowerKw / s.cards;
    const double idleCardHours = std::max(0.0, ownedCards * heldHours - busyCardHours);
    return (perCardKw * busyCardHours + idlePerCardKw * idleCardHours) * s.pue * s.electricityPerKwh;
}

OwnedCost ownedCost(const SelfBuild& s, double machines, double heldHours, double busyCardHours)
{
    OwnedCost c;
    // The resale value assumes the machines are kept at least the minimum holding period, so they
    // are hosted, staffed, maintained and powered (idle) for that long too.
    c.holdingHours = std::max(heldHours, self_build::minHoldingHours(s));
    c.capex = machines * s.capex;
    c.resale = machines * self_build::resaleValue(s, c.holdingHours);
    c.running = machines * self_build::runningPerMonth(s) * c.holdingHours / units::kHoursPerMonth;
    c.energy = energy(s, machines * s.cards, c.holdingHours, busyCardHours);
    return c;
}

double delayCost(const SelfBuild& s, const Project& project)
{
    // The weeks spent procuring and installing cost the project; the per-day figure lives in project.
    return s.leadTimeDays * project.delayCostPerDay.value_or(s.delayCostPerDay);
}

DeadlineCheck deadline(const Project& project, double calendarDays)
{
    DeadlineCheck d;
    if (!project.deadline || !project.startDate.isValid())
        return d;
    // The deadline is the last day of work: from the start of the first day to the end of that day.
    const double available = double(project.startDate.daysTo(*project.deadline)) + 1.0;
    d.feasible = calendarDays <= available + 1e-9;
    d.daysLate = d.feasible ? 0.0 : calendarDays - available;
    d.slackDays = d.feasible ? available - calendarDays : 0.0;
    return d;
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
    const cost_to_finish::Machine owned = cost_to_finish::ownedMachine(s);
    QList<double> durations;
    QList<int> cards;
    QList<double> computeHours;
    QList<Split> splits;
    for (qsizetype i = 0; i < in.plan.phases.size(); ++i) {
        const Phase& phase = in.plan.phases.at(i);
        const PhaseResult& rented = in.rented.at(i);
        if (!phase.usesGpu()) { // CPU work stays on its rented CPU machine
            durations.append(rented.hours);
            computeHours.append(rented.computeHours);
            cards.append(0);
            splits.append(Split {});
            r.rentedCost += rented.cost;
            continue;
        }
        // The owned card runs every GPU phase, with the split the owned machines allow; typed hours
        // are taken as they are (docs/plan-format.md).
        const RankingEntry e = cost_to_finish::evaluate(in.work.at(i), owned, cost_to_finish::Count::AtLeast);
        const bool runs = e.runs() || e.problem == QLatin1String("typed_hours");
        if (!runs && r.refusal.isEmpty())
            r.refusal = Text::tr("\"%1\" cannot run on the owned %2: %3")
                            .arg(phase.name, CardCatalog::nameOf(s.card), e.reason);
        durations.append(e.hours);
        computeHours.append(e.computeHours);
        cards.append(e.cards);
        splits.append(e.split);
    }
    const QList<double> starts = phase_schedule::starts(in.plan.phases, durations, leadHours);
    const int peak = phase_schedule::peak(starts, durations, cards);
    r.machines = (std::max(peak, 1) + s.cards - 1) / s.cards;
    r.ownedCards = r.machines * s.cards;
    const double endHours = phase_schedule::end(starts, durations);
    r.heldHours = std::max(0.0, endHours - leadHours);
    for (qsizetype i = 0; i < durations.size(); ++i) {
        r.phases.append({ starts.at(i), durations.at(i), cards.at(i), computeHours.at(i), splits.at(i) });
        r.computeCardHours += cards.at(i) * computeHours.at(i);
    }
    const OwnedCost owning = ownedCost(s, r.machines, r.heldHours, r.computeCardHours);
    r.holdingHours = owning.holdingHours;
    r.capex = owning.capex;
    r.resale = owning.resale;
    r.runningCost = owning.running;
    r.energyCost = owning.energy;
    r.delayCost = delayCost(s, in.project);
    r.costDedicated = owning.net() + r.delayCost + r.rentedCost;
    // Amortized: the write-off and running costs of the months held, as if the machines lived on after.
    r.costAmortized = r.machines * self_build::monthlyFixed(s) * r.heldHours / units::kHoursPerMonth
        + energy(s, r.ownedCards, r.heldHours, r.computeCardHours) + r.rentedCost;
    // Utilization and idle time on one basis, card-hours computing, over what is paid for: the
    // whole holding period (use + idle = owned cards × holding).
    const double capacity = r.ownedCards * r.holdingHours;
    r.utilization = capacity > 0 ? r.computeCardHours / capacity : 0;
    r.idleCardHours = std::max(0.0, capacity - r.computeCardHours);
    r.costPerComputeCardHour = r.computeCardHours > 0 ? r.costDedicated / r.computeCardHours : 0;
    r.startDelayDays = s.leadTimeDays;
    r.calendarDays = endHours / phase_schedule::kHoursPerDay;
    r.deadline = deadline(in.project, r.calendarDays);
    r.feasible = r.deadline.feasible;
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
    // The phases keep the renting calendar: nothing waits for the hardware. The baseline is ordered
    // at the project start and serves from delivery, after the lead time; until then its cards are
    // rented with the rest of the phase, on the phase's own offer (docs/plan-format.md, "Hybrid").
    const double leadHours = s.leadTimeDays * phase_schedule::kHoursPerDay;
    r.baselineFromHours = leadHours;
    // Phases on the owned card share the baseline while they run after delivery; the others stay
    // rented as they are. The owned machines must run those phases with their own size (tensor
    // parallelism inside one machine).
    QList<double> from, to, ownedHours;
    QList<int> ownedCardsByPhase;
    for (qsizetype i = 0; i < in.rented.size(); ++i) {
        const PhaseResult& p = in.rented.at(i);
        from.append(std::max(p.startHours, leadHours));
        to.append(std::max(p.endHours, from.last()));
        ownedHours.append(to.last() - from.last());
        const bool onOwnedCard = p.card == s.card && p.cards > 0;
        ownedCardsByPhase.append(onOwnedCard && ownedHours.last() > 0 ? p.cards : 0);
        if (onOwnedCard && r.refusal.isEmpty()) {
            const RankingEntry e = cost_to_finish::evaluate(
                in.work.at(i), cost_to_finish::ownedMachine(s), cost_to_finish::Count::AtLeast);
            if (!e.runs())
                r.refusal = Text::tr("\"%1\" cannot run on the owned %2: %3")
                                .arg(p.name, CardCatalog::nameOf(s.card), e.reason);
        }
    }
    // The share of a phase's billed hours (and of its computing) that falls after delivery.
    auto ownedShare = [&](qsizetype i) {
        const double hours = in.rented.at(i).hours;
        return hours > 0 ? std::clamp(ownedHours.at(i) / hours, 0.0, 1.0) : 0.0;
    };
    const int peak = phase_schedule::peak(from, ownedHours, ownedCardsByPhase);
    // From delivery to the end of the project; the phases before delivery are rented.
    double endHours = 0;
    for (const PhaseResult& p : in.rented)
        endHours = std::max(endHours, p.endHours);
    const double heldHours = std::max(0.0, endHours - leadHours);

    // What the phases rent around `owned` baseline cards: cards beyond the baseline over the whole
    // phase, the baseline's own cards before delivery (`gap`).
    struct Renting {
        double beyond = 0;
        double gap = 0;
    };
    auto renting = [&](const QList<int>& owned) {
        Renting out;
        for (qsizetype i = 0; i < in.rented.size(); ++i) {
            const PhaseResult& p = in.rented.at(i);
            if (owned.at(i) == 0) {
                out.beyond += p.cost;
                continue;
            }
            const qsizetype offer = in.plan.indexOfOffer(p.offer);
            if (offer < 0)
                continue;
            const int rentedCards = p.cards - owned.at(i);
            if (rentedCards > 0) {
                Job job;
                job.hours = p.hours;
                job.cards = rentedCards;
                out.beyond += billing::cost(in.plan.offers.at(offer), job).cost;
            }
            const double gapHours = p.hours - ownedHours.at(i);
            if (gapHours > 1e-9) {
                Job job;
                job.hours = gapHours;
                job.cards = owned.at(i);
                out.gap += billing::cost(in.plan.offers.at(offer), job).cost;
            }
        }
        return out;
    };
    auto busyOwned = [&](const QList<int>& owned) {
        double busy = 0;
        for (qsizetype i = 0; i < in.rented.size(); ++i)
            busy += owned.at(i) * in.rented.at(i).computeHours * ownedShare(i);
        return busy;
    };

    double bestCost = 0;
    QList<int> bestOwned(in.rented.size(), 0);
    Renting bestRenting;
    OwnedCost bestOwning;
    for (int b = 0; b <= peak; ++b) {
        const QList<int> owned = allocate(from, to, ownedCardsByPhase, b);
        const Renting rent = renting(owned);
        const OwnedCost owning = b > 0 ? ownedCost(s, double(b) / s.cards, heldHours, busyOwned(owned)) : OwnedCost {};
        const double cost = in.rent.storageCost + rent.beyond + rent.gap + (b > 0 ? owning.net() : 0.0);
        r.curve.append({ b, cost });
        const bool allowed = b == 0 || r.refusal.isEmpty();
        if (allowed && (b == 0 || cost < bestCost)) {
            bestCost = cost;
            r.baselineCards = b;
            bestOwned = owned;
            bestRenting = rent;
            bestOwning = owning;
        }
    }
    r.cost = bestCost;
    // The parts of the cost, as the plan PDF's budget lists them.
    r.rentedCost = bestRenting.beyond;
    r.gapRentedCost = bestRenting.gap;
    r.ownedCards = bestOwned;
    r.storageCost = in.rent.storageCost;
    r.resale = bestOwning.resale;
    r.runningCost = bestOwning.running;
    r.energyCost = bestOwning.energy;
    r.holdingHours = r.baselineCards > 0 ? bestOwning.holdingHours : 0.0;
    r.capex = s.capex * r.baselineCards / s.cards;
    // One basis for use and idle time: card-hours computing. The baseline's use is its computing
    // card-hours over what it is held for; idle card-hours paid are the baseline's idle holding
    // plus the rented cards' billed idle time (the baseline's cards before delivery included).
    const double capacity = r.baselineCards * r.holdingHours;
    double ownedCompute = 0;
    double rentedIdle = 0;
    double rentedCompute = 0;
    for (qsizetype i = 0; i < in.rented.size(); ++i) {
        const PhaseResult& p = in.rented.at(i);
        const double owned = bestOwned.at(i) * ownedShare(i); // card-equivalents on owned cards
        ownedCompute += owned * p.computeHours;
        const double rentedCards = p.cards - owned;
        rentedIdle += p.cards > 0 ? p.idleCardHours * rentedCards / p.cards : 0;
        rentedCompute += rentedCards * p.computeHours;
        const int beyond = ownedCardsByPhase.at(i) - bestOwned.at(i);
        if (r.baselineCards > 0 && ownedCardsByPhase.at(i) > 0 && beyond > 0) {
            ++r.rentedPhases;
            r.mostRentedCards = std::max(r.mostRentedCards, beyond);
        }
    }
    r.utilization = capacity > 0 ? ownedCompute / capacity : 0;
    r.idleCardHours = std::max(0.0, capacity - ownedCompute) + rentedIdle;
    r.computeCardHours = ownedCompute + rentedCompute;
    r.costPerComputeCardHour = r.computeCardHours > 0 ? r.cost / r.computeCardHours : 0;
    r.calendarDays = in.rent.calendarDays;
    r.deadline = deadline(in.project, r.calendarDays);
    r.feasible = r.deadline.feasible;
    return r;
}

} // namespace rp::owned_strategies
