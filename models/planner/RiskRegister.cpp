#include "models/planner/RiskRegister.h"

#include "models/catalog/CardCatalog.h"
#include "models/cost/Money.h"
#include "models/cost/PlanEvaluation.h"
#include "models/cost/SpotModel.h"
#include "models/plan/BillingMode.h"
#include "models/planner/PhaseBilling.h"

#include <QLocale>

#include <cmath>

namespace rp {

namespace {

QString days(double value)
{
    return RiskRegister::tr("%1 days").arg(QLocale().toString(value, 'f', 1));
}

QString hours(double value)
{
    return money::formatHours(value);
}

const Offer* offerOf(const Plan& plan, const QString& id)
{
    const qsizetype i = plan.indexOfOffer(id);
    return i >= 0 ? &plan.offers.at(i) : nullptr;
}

// A phase on a spot offer: its reclaims in hours, what they cost, and the days they add.
Risk spotRisk(const Plan& plan, const PhaseResult& p, const RankingEntry& e, const Offer& offer, bool planned)
{
    const spot::Estimate est = spot::estimate(offer);
    Risk r;
    r.key = QStringLiteral("spot_reclaims");
    r.title = RiskRegister::tr("Spot reclaims");
    const QString policy = RiskRegister::tr("%1 reclaims a day, a checkpoint every %2 min")
                               .arg(QLocale().toString(offer.interruptionsPerDay, 'f', 1),
                                   QLocale().toString(est.intervalHours * 60.0, 'f', 1));
    const QString where = planned
        ? RiskRegister::tr("\"%1\" runs on %2 (%3).").arg(p.name, PlanEvaluation::distinctLabel(plan, offer.id), policy)
        : RiskRegister::tr("No phase runs on spot instances; if \"%1\" ran on %2 (%3):")
              .arg(p.name, PlanEvaluation::distinctLabel(plan, offer.id), policy);
    if (!est.finishes) {
        r.description = where + QLatin1Char(' ')
            + RiskRegister::tr("it would never finish: work is lost faster than it is saved.");
        r.impact = RiskRegister::tr("never finishes");
        return r;
    }
    r.hours = RiskRegister::spotExtraHours(offer, e.hours);
    const int cards = e.billed.instances * offer.cardsPerInstance;
    r.cost = r.hours * cards * offer.pricePerCardHour;
    r.days = r.hours / 24.0;
    r.description = where + QLatin1Char(' ')
        + RiskRegister::tr("Each hour of work takes %1 wall hours: %2 of work need %3 more per card.")
              .arg(QLocale().toString(est.wallPerComputeHour, 'f', 3), hours(e.hours), hours(r.hours));
    r.impact = RiskRegister::tr("+%1 per card on %n card(s): %2; the phase ends up to %3 later", nullptr, cards)
                   .arg(hours(r.hours), money::format(r.cost, plan.currency), days(r.days));
    if (planned)
        r.impact += QLatin1Char(' ') + RiskRegister::tr("(the phase's cost already includes it)");
    return r;
}

QList<Risk> spotRisks(const Plan& plan, const ProjectResult& result, int peak)
{
    QList<Risk> out;
    for (const PhaseResult& p : result.phases) {
        const Offer* o = offerOf(plan, p.offer);
        if (!o || o->mode != BillingMode::Spot)
            continue;
        for (const RankingEntry& e : p.ranking) {
            if (e.offer == p.offer && e.runs()) {
                out.append(spotRisk(plan, p, e, *o, true));
                break;
            }
        }
    }
    if (!out.isEmpty() || peak < 0)
        return out;
    // None planned: the cheapest spot setup of the peak phase, if the plan has one.
    const PhaseResult& p = result.phases.at(peak);
    for (const RankingEntry& e : p.ranking) {
        const Offer* o = offerOf(plan, e.offer);
        if (o && o->mode == BillingMode::Spot && e.runs() && e.priced()) {
            out.append(spotRisk(plan, p, e, *o, false));
            return out;
        }
    }
    Risk none;
    none.key = QStringLiteral("spot_reclaims");
    none.title = RiskRegister::tr("Spot reclaims");
    none.description = RiskRegister::tr("No phase runs on spot instances, and no spot offer runs \"%1\".").arg(p.name);
    none.impact = RiskRegister::tr("none");
    none.hours = 0;
    out.append(none);
    return out;
}

// Buying waits for delivery: the lead time, what each day of it costs, and how far it may slip. A
// recommended hybrid waits for nothing: its risk is renting the baseline's cards longer, and its
// `cost` is that rent per day of slip.
std::optional<Risk> leadTimeRisk(const Plan& plan, const ProjectResult& result)
{
    const HybridResult& hybrid = result.hybrid;
    if (result.recommendation.strategy == u"hybrid" && hybrid.baselineCards > 0 && hybrid.baselineFromHours > 0) {
        // The hybrid does not wait for its baseline: its cards are rented until delivery, so a
        // slip rents them longer, at the gap's average rent per day (OwnedStrategies::hybrid).
        Risk r;
        r.key = QStringLiteral("lead_time");
        r.title = RiskRegister::tr("Lead-time slip");
        const double leadDays = hybrid.baselineFromHours / 24.0;
        r.days = leadDays;
        r.description = RiskRegister::tr("The owned baseline arrives %1 after the order; until then its cards are "
                                         "rented (%2, in the budget), so no phase waits for it.")
                            .arg(days(leadDays), money::format(hybrid.gapRentedCost, plan.currency));
        r.cost = hybrid.gapRentedCost / leadDays;
        r.impact
            = RiskRegister::tr("about %1 more rent for each day of slip").arg(money::format(r.cost, plan.currency));
        return r;
    }
    const BuyResult& buy = result.buy;
    if (!buy.runs())
        return std::nullopt;
    Risk r;
    r.key = QStringLiteral("lead_time");
    r.title = RiskRegister::tr("Lead-time slip");
    const double perDay = plan.delayCostPerDay();
    r.days = buy.startDelayDays;
    QString text = RiskRegister::tr("Bought machines arrive %1 after the order; every phase waits for them.")
                       .arg(days(buy.startDelayDays));
    if (plan.project && plan.project->deadline)
        text += QLatin1Char(' ')
            + (buy.deadline.feasible ? RiskRegister::tr("Bought, the project keeps %1 to the deadline: a longer "
                                                        "slip misses it.")
                                           .arg(days(buy.deadline.slackDays))
                                     : RiskRegister::tr("Bought, the project already ends %1 after the deadline.")
                                           .arg(days(buy.deadline.daysLate)));
    r.description = text;
    if (perDay > 0) {
        r.cost = buy.startDelayDays * perDay;
        r.impact = RiskRegister::tr("%1 × %2 a day = %3; each further day of slip %2")
                       .arg(days(buy.startDelayDays), money::format(perDay, plan.currency),
                           money::format(r.cost, plan.currency));
    } else {
        r.impact = RiskRegister::tr("%1 of waiting; the plan states no delay cost").arg(days(buy.startDelayDays));
    }
    return r;
}

// One vendor for the peak phase: the capacity risk, and what the cheapest other provider would cost.
std::optional<Risk> vendorRisk(const Plan& plan, const ProjectResult& result, int peak)
{
    if (peak < 0)
        return std::nullopt;
    const PhaseResult& p = result.phases.at(peak);
    const Offer* planned = offerOf(plan, p.offer);
    if (!planned || !std::isfinite(p.cost))
        return std::nullopt;
    // The ranking is cheapest first: the first setup of another provider that runs is its cheapest.
    const RankingEntry* other = nullptr;
    for (const RankingEntry& e : p.ranking) {
        const Offer* o = offerOf(plan, e.offer);
        if (o && e.runs() && e.priced() && o->provider != planned->provider) {
            other = &e;
            break;
        }
    }
    Risk r;
    r.key = QStringLiteral("single_vendor");
    r.title = RiskRegister::tr("One vendor for the peak phase");
    r.description = RiskRegister::tr("\"%1\" needs %n card(s) at once from %2.", nullptr, p.cards)
                        .arg(p.name, PlanEvaluation::distinctLabel(plan, planned->id));
    if (!other) {
        r.description += QLatin1Char(' ')
            + RiskRegister::tr("No other provider of the plan offers machines that run it: if %1 cannot deliver "
                               "them, the phase has no priced alternative.")
                  .arg(planned->provider);
        r.impact = RiskRegister::tr("no alternative: ask a second vendor for a quote");
        return r;
    }
    r.cost = other->cost - p.cost;
    r.description += QLatin1Char(' ')
        + RiskRegister::tr(
            "If it cannot deliver them, the cheapest other provider is %1: %n × %2 for %3.", nullptr, other->cards)
              .arg(PlanEvaluation::distinctLabel(plan, other->offer), CardCatalog::nameOf(other->card),
                  money::format(other->cost, plan.currency));
    r.impact = r.cost >= 0 ? RiskRegister::tr("+%1 to finish the phase").arg(money::format(r.cost, plan.currency))
                           : RiskRegister::tr("%1 less to finish the phase: ask both for quotes")
                                 .arg(money::format(-r.cost, plan.currency));
    return r;
}

Risk priceRisk(const Plan& plan, const ProjectResult& result)
{
    Risk r;
    r.key = QStringLiteral("price_change");
    const QString share = QLocale().toString(RiskRegister::kPriceChange * 100.0, 'f', 0);
    r.title = RiskRegister::tr("Prices change by ±%1 %").arg(share);
    // Every part of renting (cards, storage, data transfer) is a price times a quantity: the whole moves with it.
    r.cost = result.rent.cost * RiskRegister::kPriceChange;
    r.description = RiskRegister::tr("Renting per phase costs %1; every rental price %2 % higher or lower moves it "
                                     "by as much.")
                        .arg(money::format(result.rent.cost, plan.currency), share);
    r.impact = RiskRegister::tr("±%1 (from %2 to %3)")
                   .arg(money::format(r.cost, plan.currency), money::format(result.rent.cost - r.cost, plan.currency),
                       money::format(result.rent.cost + r.cost, plan.currency));
    return r;
}

const DeadlineCheck& recommendedDeadline(const ProjectResult& result)
{
    if (result.recommendation.strategy == u"buy")
        return result.buy.deadline;
    if (result.recommendation.strategy == u"hybrid")
        return result.hybrid.deadline;
    return result.rent.deadline;
}

Risk deadlineRisk(const Plan& plan, const ProjectResult& result)
{
    Risk r;
    r.key = QStringLiteral("deadline");
    r.title = RiskRegister::tr("Slack to the deadline");
    if (!plan.project || !plan.project->deadline) {
        r.description = RiskRegister::tr("The plan sets no deadline.");
        r.impact = RiskRegister::tr("none stated");
        return r;
    }
    const DeadlineCheck& d = recommendedDeadline(result);
    const QString deadline = plan.project->deadline->toString(Qt::ISODate);
    const double perDay = plan.delayCostPerDay();
    if (d.feasible) {
        r.days = d.slackDays;
        r.description = RiskRegister::tr("The recommended strategy ends %1 before the end of the deadline day, %2: "
                                         "any delay longer than that misses it.")
                            .arg(days(d.slackDays), deadline);
        r.impact = RiskRegister::tr("%1 to spare").arg(days(d.slackDays));
        return r;
    }
    r.days = -d.daysLate;
    r.description = RiskRegister::tr("The recommended strategy ends %1 after the end of the deadline day, %2.")
                        .arg(days(d.daysLate), deadline);
    r.impact = RiskRegister::tr("%1 late").arg(days(d.daysLate));
    if (perDay > 0) {
        r.cost = d.daysLate * perDay;
        r.impact += QLatin1Char(' ')
            + RiskRegister::tr("(%1 at %2 a day)")
                  .arg(money::format(r.cost, plan.currency), money::format(perDay, plan.currency));
    }
    return r;
}

} // namespace

double RiskRegister::spotExtraHours(const Offer& offer, double workHours)
{
    return workHours * (spot::estimate(offer).wallPerComputeHour - 1.0);
}

namespace {

// The tornado bar of the project's input of `factor`; null when it moves nothing.
const simulation::TornadoBar* barOf(const simulation::SimulationResult& s, uncertainty_inputs::Factor factor)
{
    for (const simulation::TornadoBar& bar : s.tornado) {
        if (s.inputs.inputs.at(bar.input).factor == factor && s.inputs.inputs.at(bar.input).phase < 0)
            return &bar;
    }
    return nullptr;
}

// What the simulation says of a risk: its input swung from low to high, the rest at their mode.
void fromSimulation(Risk& r, const Plan& plan, const simulation::SimulationResult& s, uncertainty_inputs::Factor factor)
{
    const simulation::TornadoBar* bar = barOf(s, factor);
    if (!bar)
        return;
    const uncertainty_inputs::Input& in = s.inputs.inputs.at(bar->input);
    const double lo = std::min(bar->costLow, bar->costHigh);
    const double hi = std::max(bar->costLow, bar->costHigh);
    r.cost = hi - s.tornadoBase;
    r.description += QLatin1Char(' ')
        + RiskRegister::tr("Simulated over %1 (%2), the recommended strategy costs from %3 to %4.")
              .arg(uncertainty_inputs::Text::range(in), uncertainty_inputs::Text::sourceLabel(in.source),
                  money::format(lo, plan.currency), money::format(hi, plan.currency));
    r.impact = RiskRegister::tr("up to +%1 (simulated)").arg(money::format(r.cost, plan.currency));
}

Risk overrunRisk(const Plan& plan, const simulation::SimulationResult& s, const simulation::StrategyOutlook& o)
{
    Risk r;
    r.key = QStringLiteral("cost_overrun");
    r.title = RiskRegister::tr("Cost above the point estimate");
    r.cost = o.cost.p90 - o.point;
    r.description = RiskRegister::tr("In %1 of %2 simulated futures the recommended strategy costs more than its "
                                     "point estimate of %3; its P90 is %4.")
                        .arg(QLocale().toString(o.pAbovePoint * 100, 'f', 0) + QStringLiteral(" %"),
                            QLocale().toString(s.samples), money::format(o.point, plan.currency),
                            money::format(o.cost.p90, plan.currency));
    r.impact = RiskRegister::tr("+%1 at P90").arg(money::format(r.cost, plan.currency));
    return r;
}

} // namespace

QList<Risk> RiskRegister::build(
    const Plan& effective, const ProjectResult& result, const simulation::SimulationResult* simulated)
{
    QList<Risk> risks;
    if (result.phases.isEmpty())
        return risks;
    const int peak = PhaseBillingAnalyzer::peakPhase(result);
    risks += spotRisks(effective, result, peak);
    const simulation::StrategyOutlook* outlook
        = simulation::recommendedOutlook(simulated, result.recommendation.strategy);
    if (std::optional<Risk> lead = leadTimeRisk(effective, result)) {
        if (outlook)
            fromSimulation(*lead, effective, *simulated, uncertainty_inputs::Factor::LeadTime);
        risks.append(*lead);
    }
    if (const std::optional<Risk> vendor = vendorRisk(effective, result, peak))
        risks.append(*vendor);
    Risk price = priceRisk(effective, result);
    if (outlook && barOf(*simulated, uncertainty_inputs::Factor::PriceChange)) {
        price.title = tr("Prices change");
        fromSimulation(price, effective, *simulated, uncertainty_inputs::Factor::PriceChange);
    }
    risks.append(price);
    Risk deadline = deadlineRisk(effective, result);
    if (outlook && outlook->pDeadline)
        deadline.description += QLatin1Char(' ')
            + tr("Simulated, it is met in %1 of the futures.")
                  .arg(QLocale().toString(*outlook->pDeadline * 100, 'f', 0) + QStringLiteral(" %"));
    risks.append(deadline);
    if (outlook)
        risks.append(overrunRisk(effective, *simulated, *outlook));
    return risks;
}

} // namespace rp
