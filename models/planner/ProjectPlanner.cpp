#include "models/planner/ProjectPlanner.h"

#include "models/catalog/CardCatalog.h"
#include "models/catalog/CardFit.h"
#include "models/common/InputError.h"
#include "models/common/Units.h"
#include "models/cost/BillingRules.h"
#include "models/plan/PhaseKinds.h"
#include "models/planner/CashFlow.h"
#include "models/planner/CostToFinish.h"
#include "models/planner/OwnedStrategies.h"
#include "models/planner/PhasePricing.h"
#include "models/planner/PhaseSchedule.h"
#include "models/planner/ProjectRecommendation.h"
#include "models/planner/WorkloadHours.h"

#include <cmath>

namespace rp {

Plan ProjectPlanner::withScenario(const Plan& plan, const QString& scenario)
{
    if (scenario.isEmpty())
        return plan;
    const qsizetype index = plan.indexOfScenario(scenario);
    if (index < 0) {
        QStringList names;
        for (const Scenario& s : plan.scenarios)
            names.append(s.name);
        throw InputException({ {}, QStringLiteral("scenario"),
            names.isEmpty() ? tr("the plan has no scenario \"%1\"").arg(scenario)
                            : tr("unknown scenario \"%1\"; the plan has: %2").arg(scenario, names.join(u", ")) });
    }
    Plan out = plan;
    const Scenario& s = plan.scenarios.at(index);
    out.phases = s.phases;
    if (s.project)
        out.project = s.project;
    return out;
}

double ProjectPlanner::utilization(const Phase& phase, const Project& project)
{
    return phase.utilization.value_or(PhaseKinds::defaultUtilization(phase.kind, project));
}

namespace {

// A CPU-only phase on the cheapest CPU offer of the plan (card "none"), or on its own offer: one
// machine for the phase's hours (docs/plan-format.md).
void priceCpuPhase(const Plan& plan, const cost_to_finish::Work& work, PhaseResult& r)
{
    const Phase& phase = work.phase;
    const phase_pricing::CpuWork cpu = phase_pricing::cpuWork(phase, r.utilization, work.transferHours);
    r.runHours = cpu.run.billed;
    r.transferHours = work.transferHours;
    r.hours = cpu.hours;
    r.computeHours = cpu.run.compute * phase.repeats;
    const Job& job = cpu.job;
    std::optional<billing::OfferCost> best;
    const Offer* unpriced = nullptr; // a CPU offer without a price yet (billing::missingPrice)
    for (const Offer& offer : plan.offers) {
        if (!offer.isCpu() || (!r.autoOffer && offer.id != phase.offer))
            continue;
        const billing::OfferCost cost = billing::cost(offer, job);
        if (std::isfinite(cost.cost) && (!best || cost.cost < best->cost)) {
            best = cost;
            r.offer = offer.id;
        }
        if (!unpriced && !billing::missingPrice(offer).isEmpty())
            unpriced = &offer;
    }
    if (!best) {
        r.offerProblem = unpriced
            ? ProjectPlanner::tr("offer \"%1\": %2").arg(unpriced->id, billing::missingPriceText(*unpriced))
            : ProjectPlanner::tr("no price: add a CPU offer (card \"none\") to the plan");
        return;
    }
    r.cost = best->cost;
    r.billed = *best;
    r.egressCost = best->egressCost;
    r.ingressCost = best->ingressCost;
}

PhaseResult pricePhase(const Plan& plan, const cost_to_finish::Work& work)
{
    const Phase& phase = work.phase;
    PhaseResult r;
    r.id = phase.id;
    r.name = phase.name;
    r.kind = phase.kind;
    r.card = phase.card;
    r.cards = phase.usesGpu() ? phase.cards : 0;
    r.repeats = phase.repeats;
    r.autoOffer = phase.offer == QLatin1String(Phase::kAutoOffer);
    r.utilization = work.utilization;
    if (!phase.usesGpu()) {
        r.cpuOnly = true;
        priceCpuPhase(plan, work, r);
        if (!r.offerProblem.isEmpty())
            r.problems.append(r.offerProblem);
        return r;
    }
    const std::optional<RankingEntry> rented = cost_to_finish::phaseSetup(plan, work);
    const RankingEntry setup = rented ? *rented : cost_to_finish::unpriced(work);
    r.runHours = setup.runHours;
    r.transferHours = setup.transferHours;
    r.hours = setup.hours; // the transfer is billed on the phase's cards
    r.computeHours = setup.computeHours;
    r.cardHours = r.cards * r.hours;
    r.split = setup.split;
    r.machines = setup.machines;
    r.cardsPerMachine = setup.cardsPerMachine;
    r.scaling = setup.scaling;
    r.minCards = setup.minCards;
    if (rented && !rented->missing.isEmpty()) {
        // Its offer has no price yet: the phase is unpriced, as without an offer, and says what is missing.
        r.idleCardHours = r.cards * (r.hours - r.computeHours);
        const Offer& offer = plan.offers.at(plan.indexOfOffer(setup.offer));
        r.offerProblem = ProjectPlanner::tr("offer \"%1\": %2").arg(offer.id, billing::missingPriceText(offer));
    } else if (rented) {
        const Offer& offer = plan.offers.at(plan.indexOfOffer(setup.offer));
        r.offer = offer.id;
        r.cost = setup.billed.cost;
        r.billed = setup.billed;
        r.egressCost = setup.billed.egressCost;
        r.ingressCost = setup.billed.ingressCost;
        // Billed card-hours (whole instances, whole steps) not spent computing.
        const double billedCardHours = setup.billed.billedHours * setup.billed.instances * offer.cardsPerInstance;
        r.idleCardHours = std::max(0.0, billedCardHours - r.cards * r.computeHours);
        if (setup.problem == QLatin1String("never_finishes"))
            r.offerProblem = setup.reason;
    } else {
        r.idleCardHours = r.cards * (r.hours - r.computeHours);
        r.offerProblem = ProjectPlanner::tr("no offer rents this card: add a quote");
    }
    if (work.estimate) {
        if (setup.problem == QLatin1String("too_few_cards"))
            r.fitProblem = ProjectPlanner::tr("the model needs at least %n of these cards", nullptr, int(r.minCards));
        else if (!setup.fits)
            r.fitProblem = setup.reason;
    }
    r.hoursFrom = !phase.workload  ? QStringLiteral("typed")
        : phase.workload->isData() ? QStringLiteral("data")
                                   : QStringLiteral("workload");
    r.ranking = cost_to_finish::rank(plan, work);
    for (const QString& problem : { r.offerProblem, r.fitProblem }) {
        if (!problem.isEmpty())
            r.problems.append(problem);
    }
    return r;
}

} // namespace

ProjectResult ProjectPlanner::evaluate(const Plan& original, const QString& scenario)
{
    const Plan plan = withScenario(original, scenario);
    const Project project = plan.project.value_or(Project {});
    ProjectResult result;
    result.scenario = scenario;
    result.currency = plan.currency;
    result.terms = project.terms;

    QList<cost_to_finish::Work> work;
    work.reserve(plan.phases.size());
    QList<double> durations;
    QList<int> cards;
    for (const Phase& phase : plan.phases) {
        work.append(cost_to_finish::prepare(phase, utilization(phase, project)));
        result.phases.append(pricePhase(plan, work.last()));
        durations.append(result.phases.last().hours);
        cards.append(result.phases.last().cards);
    }

    const QList<double> starts = phase_schedule::starts(plan.phases, durations);
    result.timeline = phase_schedule::timeline(starts, durations, cards);
    result.peakCards = phase_schedule::peak(result.timeline);
    const double endHours = phase_schedule::end(starts, durations);
    result.calendarDays = endHours / phase_schedule::kHoursPerDay;

    RentResult& rent = result.rent;
    for (qsizetype i = 0; i < result.phases.size(); ++i) {
        PhaseResult& p = result.phases[i];
        p.startHours = starts.at(i);
        p.endHours = starts.at(i) + p.hours;
        result.totalCardHours += p.cardHours;
        // Storage between phases: a disk kept on the same offer is billed over the gap (docs/plan-format.md).
        if (i > 0) {
            const PhaseResult& before = result.phases.at(i - 1);
            const qsizetype offer = plan.indexOfOffer(p.offer);
            const double gap = p.startHours - before.endHours;
            if (offer >= 0 && before.offer == p.offer && gap > 0) {
                const Offer& o = plan.offers.at(offer);
                p.storageBefore = billing::instances(before.cards, o.cardsPerInstance) * o.storagePerMonth * gap
                    / units::kHoursPerMonth;
            }
        }
        rent.storageCost += p.storageBefore;
        rent.cost += p.cost + p.storageBefore;
        rent.computeCardHours += p.cards * p.computeHours;
        rent.idleCardHours += p.idleCardHours;
        if (p.offer.isEmpty()) {
            rent.complete = false;
            rent.unpricedPhases.append(p.id);
            if (!p.cpuOnly)
                rent.gpuComplete = false;
        }
    }
    rent.costPerComputeCardHour = rent.computeCardHours > 0 ? rent.cost / rent.computeCardHours : 0;
    rent.calendarDays = result.calendarDays;
    rent.deadline = owned_strategies::deadline(project, rent.calendarDays);

    const owned_strategies::Inputs inputs { plan, project, result.phases, work, rent };
    // Owning answers a demand for cards: with none (no phases, or CPU-only ones) there is
    // nothing to size a purchase for, and pricing one machine held for nothing misleads.
    if (result.peakCards > 0) {
        result.buy = owned_strategies::buy(inputs);
        result.hybrid = owned_strategies::hybrid(inputs);
    }
    // When each strategy's money leaves and comes back (docs/plan-format.md, "Cash flow by month").
    result.rent.cashFlow = cash_flow::rent(plan, result);
    if (result.buy.runs())
        result.buy.cashFlow = cash_flow::buy(plan, result);
    if (result.hybrid.runs())
        result.hybrid.cashFlow = cash_flow::hybrid(plan, result);
    result.recommendation = ProjectRecommendation::make(plan, result);
    return result;
}

} // namespace rp
