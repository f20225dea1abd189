#include "models/planner/CashFlow.h"

#include "models/common/Units.h"
#include "models/cost/BillingRules.h"
#include "models/plan/Plan.h"
#include "models/planner/PhaseSchedule.h"
#include "models/planner/ProjectResult.h"

#include <QDate>
#include <QMap>

#include <algorithm>
#include <cmath>

namespace rp {

double CashFlow::total() const
{
    double sum = 0;
    for (const CashFlowMonth& m : months)
        sum += m.net();
    return sum;
}

double CashFlow::peak() const
{
    double most = 0;
    for (const CashFlowMonth& m : months)
        most = std::max(most, m.cumulative);
    return most;
}

namespace cash_flow {

namespace {

// An instant within a billionth of an hour of a month's boundary counts as on it, so a phase
// ending at 730 h (sums of hours) ends in month 1, not in month 2.
constexpr double kTolerance = 1e-9;

// The months of the project: calendar months from its start date (the first one partial when it
// starts mid-month), or months of 730 hours counted from the start without one.
class Months {
public:
    explicit Months(const QDate& start)
        : m_start(start)
        , m_first(start.isValid() ? QDate(start.year(), start.month(), 1) : QDate())
    {
    }

    // Hours from the project start to the start of month k (0-based; month 0 starts at 0).
    double begin(int k) const
    {
        if (k <= 0)
            return 0;
        if (!m_start.isValid())
            return k * units::kHoursPerMonth;
        return double(m_start.daysTo(m_first.addMonths(k))) * phase_schedule::kHoursPerDay;
    }

    // The month an instant falls in: [begin(k), begin(k + 1)). Paying up front happens here.
    int at(double hours) const
    {
        if (!(hours > 0))
            return 0;
        // A lower bound (no month is longer than 31 days or 730 hours), then forward.
        const double longest = m_start.isValid() ? 31 * phase_schedule::kHoursPerDay : units::kHoursPerMonth;
        int k = std::max(0, int(hours / longest) - 1);
        while (begin(k + 1) <= hours + kTolerance)
            ++k;
        return k;
    }

    // The month something ending at `hours` ends in: (begin(k), begin(k + 1)]. Resale and results sent out.
    int ending(double hours) const
    {
        const int k = at(hours);
        return k > 0 && begin(k) >= hours - kTolerance ? k - 1 : k;
    }

    QString label(int k) const { return m_start.isValid() ? m_first.addMonths(k).toString(u"yyyy-MM") : QString(); }

private:
    QDate m_start;
    QDate m_first;
};

using Field = double CashFlowMonth::*;

// Payments collected by month, then laid out as rows.
class Ledger {
public:
    explicit Ledger(const Months& months)
        : m_months(months)
    {
    }
    explicit Ledger(const Plan& plan)
        : Ledger(Months(plan.project ? plan.project->startDate : QDate()))
    {
    }

    const Months& months() const { return m_months; }

    void add(int month, Field field, double amount)
    {
        if (amount != 0)
            m_rows[month].*field += amount;
    }

    // `amount` accruing evenly over [from, to): each month takes its share of the hours.
    void spread(double from, double to, Field field, double amount)
    {
        if (amount == 0)
            return;
        if (!(to > from) || !std::isfinite(amount)) {
            add(m_months.at(from), field, amount);
            return;
        }
        for (int k = m_months.at(from); m_months.begin(k) < to; ++k) {
            const double overlap = std::min(to, m_months.begin(k + 1)) - std::max(from, m_months.begin(k));
            if (overlap > 0)
                add(k, field, amount * overlap / (to - from));
        }
    }

    const QMap<int, CashFlowMonth>& rows() const { return m_rows; }

    CashFlow finish(double delayCost) const
    {
        CashFlow flow;
        flow.delayCost = delayCost;
        if (m_rows.isEmpty())
            return flow;
        double cumulative = 0;
        for (int k = 0; k <= m_rows.lastKey(); ++k) {
            CashFlowMonth month = m_rows.value(k);
            month.index = k + 1;
            month.month = m_months.label(k);
            cumulative += month.net();
            month.cumulative = cumulative;
            flow.months.append(month);
        }
        return flow;
    }

private:
    Months m_months;
    QMap<int, CashFlowMonth> m_rows;
};

// A rental of `hours` from `start` as its offer bills it (billing::cost's parts): an hourly offer
// for the hours in each month; a weekly, monthly or yearly one each period up front, at the start
// of the period (the first at its price, later ones at the renewal price; a pro-rata refund pays
// only the part of the last period used); storage as it accrues; data in at the start, results out
// at the end.
void rental(Ledger& ledger, const Offer& offer, const billing::OfferCost& billed, double start, double hours)
{
    const Months& months = ledger.months();
    if (!std::isfinite(billed.cost)) { // a spot job that never finishes: its cost, as the phase shows it
        ledger.add(months.at(start), &CashFlowMonth::rent, billed.cost);
        return;
    }
    if (BillingModes::isPeriodic(offer.mode)) {
        const double cards = double(billed.instances) * offer.cardsPerInstance;
        const double period = offer.periodHours();
        const double periods = offer.refund == Refund::ProRata ? std::ceil(billed.billedHours / period - kTolerance)
                                                               : billing::wholePeriods(billed.billedHours, period);
        for (int k = 0; k < int(periods); ++k) {
            const double used
                = offer.refund == Refund::ProRata ? std::min(period, billed.billedHours - k * period) / period : 1.0;
            const double price = k == 0 ? offer.pricePerCardPeriod : offer.renewalPrice();
            ledger.add(months.at(start + k * period), &CashFlowMonth::rent, cards * price * used);
        }
    } else {
        ledger.spread(start, start + hours, &CashFlowMonth::rent, billed.computeCost);
    }
    ledger.spread(start, start + hours, &CashFlowMonth::rent, billed.storageCost);
    ledger.add(months.at(start), &CashFlowMonth::rent, billed.ingressCost);
    ledger.add(months.ending(start + hours), &CashFlowMonth::rent, billed.egressCost);
}

// A phase rented as the rent strategy prices it, starting `start` hours after the project start.
void rentedPhase(Ledger& ledger, const Plan& plan, const PhaseResult& p, double start)
{
    const qsizetype offer = plan.indexOfOffer(p.offer);
    if (offer >= 0) // without an offer the phase has no price: nothing is paid for it
        rental(ledger, plan.offers.at(offer), p.billed, start, p.hours);
}

// Storage billed over the gap before phase i (docs/plan-format.md), `offset` hours later than renting.
void storageBefore(Ledger& ledger, const QList<PhaseResult>& phases, qsizetype i, double offset)
{
    if (i > 0)
        ledger.spread(phases.at(i - 1).endHours + offset, phases.at(i).startHours + offset, &CashFlowMonth::rent,
            phases.at(i).storageBefore);
}

// Owned cards computing `cardHours` over [from, to).
struct Busy {
    double from = 0;
    double to = 0;
    double cardHours = 0;
};

// Owned machines: capex at the order (the project start), running costs evenly and energy by how
// busy the cards are over the holding period from delivery, resale in its last month.
struct Owning {
    double delivery = 0; // hours after the project start
    double holdingHours = 0;
    double ownedCards = 0;
    double capex = 0;
    double running = 0;
    double energy = 0;
    double resale = 0;
    QList<Busy> busy;
};

void owned(Ledger& ledger, const SelfBuild& s, const Owning& o)
{
    const double end = o.delivery + o.holdingHours;
    ledger.add(0, &CashFlowMonth::capex, o.capex);
    ledger.spread(o.delivery, end, &CashFlowMonth::running, o.running);
    ledger.add(ledger.months().ending(end), &CashFlowMonth::resale, o.resale);
    // Energy (owned_strategies::energy): every owned card at idle power over the holding, plus the
    // step to full power while it computes. Each month takes the share of the kilowatt-hours drawn in it.
    Ledger kwh(ledger.months());
    const double idleKw = s.idlePowerKw / s.cards;
    const double busyKw = std::max(0.0, s.powerKw - s.idlePowerKw) / s.cards;
    kwh.spread(o.delivery, end, &CashFlowMonth::running, idleKw * o.ownedCards * o.holdingHours);
    for (const Busy& b : o.busy)
        kwh.spread(b.from, b.to, &CashFlowMonth::running, busyKw * b.cardHours);
    double all = 0;
    for (const CashFlowMonth& m : kwh.rows())
        all += m.running;
    if (!(all > 0)) { // no power figures: the energy cost (if any) evenly
        ledger.spread(o.delivery, end, &CashFlowMonth::running, o.energy);
        return;
    }
    for (auto it = kwh.rows().cbegin(); it != kwh.rows().cend(); ++it)
        ledger.add(it.key(), &CashFlowMonth::running, o.energy * it->running / all);
}

} // namespace

CashFlow rent(const Plan& plan, const ProjectResult& result)
{
    Ledger ledger(plan);
    for (qsizetype i = 0; i < result.phases.size(); ++i) {
        storageBefore(ledger, result.phases, i, 0);
        rentedPhase(ledger, plan, result.phases.at(i), result.phases.at(i).startHours);
    }
    return ledger.finish(0);
}

CashFlow buy(const Plan& plan, const ProjectResult& result)
{
    const BuyResult& b = result.buy;
    if (!plan.selfBuild || !b.available)
        return {};
    const SelfBuild& s = *plan.selfBuild;
    Ledger ledger(plan);
    Owning o { s.leadTimeDays * phase_schedule::kHoursPerDay, b.holdingHours, double(b.ownedCards), b.capex,
        b.runningCost, b.energyCost, b.resale, {} };
    for (qsizetype i = 0; i < result.phases.size() && i < b.phases.size(); ++i) {
        const OwnedPhase& on = b.phases.at(i);
        if (result.phases.at(i).cpuOnly) // still rented, on the buy strategy's calendar
            rentedPhase(ledger, plan, result.phases.at(i), on.startHours);
        else
            o.busy.append({ on.startHours, on.startHours + on.hours, on.cards * on.computeHours });
    }
    owned(ledger, s, o);
    return ledger.finish(b.delayCost);
}

CashFlow hybrid(const Plan& plan, const ProjectResult& result)
{
    const HybridResult& h = result.hybrid;
    if (!plan.selfBuild || !h.available)
        return {};
    const SelfBuild& s = *plan.selfBuild;
    Ledger ledger(plan);
    // The phases keep renting's calendar; the baseline serves from delivery (owned_strategies::hybrid).
    const double delivery = h.baselineFromHours;
    Owning o { delivery, h.holdingHours, double(h.baselineCards), h.capex, h.runningCost, h.energyCost, h.resale, {} };
    for (qsizetype i = 0; i < result.phases.size(); ++i) {
        const PhaseResult& p = result.phases.at(i);
        storageBefore(ledger, result.phases, i, 0);
        const int ownedCards = h.ownedCards.value(i, 0);
        if (ownedCards == 0) {
            rentedPhase(ledger, plan, p, p.startHours);
            continue;
        }
        // The baseline's cards compute from delivery on, the phase's share of its hours after it.
        const double from = std::max(p.startHours, delivery);
        const double to = std::max(p.endHours, from);
        const double share = p.hours > 0 ? std::clamp((to - from) / p.hours, 0.0, 1.0) : 0.0;
        o.busy.append({ from, to, ownedCards * p.computeHours * share });
        const qsizetype offer = plan.indexOfOffer(p.offer);
        if (offer < 0)
            continue;
        // As owned_strategies::hybrid prices them: the cards beyond the baseline for the whole phase,
        // the baseline's cards for the hours before delivery.
        const Offer& rented = plan.offers.at(offer);
        const int beyond = p.cards - ownedCards;
        if (beyond > 0) {
            Job job;
            job.hours = p.hours;
            job.cards = beyond;
            rental(ledger, rented, billing::cost(rented, job), p.startHours, p.hours);
        }
        const double gapHours = p.hours - (to - from);
        if (gapHours > 1e-9) {
            Job job;
            job.hours = gapHours;
            job.cards = ownedCards;
            rental(ledger, rented, billing::cost(rented, job), p.startHours, gapHours);
        }
    }
    if (h.baselineCards > 0)
        owned(ledger, s, o);
    return ledger.finish(0); // nothing waits for the baseline: no delay cost
}

} // namespace cash_flow

} // namespace rp
