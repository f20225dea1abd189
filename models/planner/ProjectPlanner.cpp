#include "planner/ProjectPlanner.h"

#include "catalog/CardCatalog.h"
#include "catalog/CardFit.h"
#include "common/InputError.h"
#include "common/Units.h"
#include "cost/BillingRules.h"
#include "plan/PhaseKinds.h"
#include "planner/CardRanking.h"
#include "planner/OwnedStrategies.h"
#include "planner/PhasePricing.h"
#include "planner/PhaseSchedule.h"
#include "planner/ProjectRecommendation.h"
#include "planner/WorkloadHours.h"

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
    return phase.utilization.value_or(PhaseKinds::defaultUtilization(phase.kind, project.teamProfile));
}

namespace {

PhaseResult pricePhase(const Plan& plan, const Phase& phase, const Project& project,
    const std::optional<MemoryEstimate>& estimate)
{
    PhaseResult r;
    r.id = phase.id;
    r.name = phase.name;
    r.kind = phase.kind;
    r.card = phase.card;
    r.cards = phase.usesGpu() ? phase.cards : 0;
    r.repeats = phase.repeats;
    r.autoOffer = phase.offer == QLatin1String(Phase::kAutoOffer);
    r.utilization = ProjectPlanner::utilization(phase, project);
    const MemoryEstimate* e = estimate ? &*estimate : nullptr;
    if (!phase.usesGpu()) {
        double compute = 0;
        phase_pricing::runHours(phase, e, r.utilization, phase.card, 0, 1, r.runHours, compute);
        r.transferHours = phase_pricing::transferHours(phase);
        r.hours = r.transferHours + r.runHours * phase.repeats;
        r.computeHours = compute * phase.repeats;
        return r;
    }
    const phase_pricing::Option o
        = phase_pricing::price(plan, phase, e, r.utilization, phase.card, phase.cards, phase.offer);
    r.runHours = o.runHours;
    r.transferHours = o.transferHours;
    r.hours = o.transferHours + o.runHours * phase.repeats; // the transfer is billed on the phase's cards
    r.computeHours = o.runComputeHours * phase.repeats;
    r.cardHours = r.cards * r.hours;
    if (o.priced()) {
        const Offer& offer = plan.offers.at(o.offerIndex);
        r.offer = offer.id;
        r.cost = o.cost.cost;
        r.egressCost = o.cost.egressCost;
        // Billed card-hours (whole instances, whole steps) not spent computing.
        const double billedCardHours = o.cost.billedHours * o.cost.instances * offer.cardsPerInstance;
        r.idleCardHours = std::max(0.0, billedCardHours - r.cards * r.computeHours);
        if (!std::isfinite(r.cost))
            r.offerProblem = ProjectPlanner::tr("the spot offer is interrupted faster than work is saved");
    } else {
        r.idleCardHours = r.cards * (r.hours - r.computeHours);
        r.offerProblem = ProjectPlanner::tr("no offer rents this card: add a quote");
    }
    if (e) {
        if (const Card* card = CardCatalog::builtIn().find(phase.card)) {
            r.minCards = CardFitter::fit(*card, *e).minCards;
            if (r.minCards == 0)
                r.fitProblem = ProjectPlanner::tr("the model does not fit on any number of these cards");
            else if (r.minCards > phase.cards)
                r.fitProblem = ProjectPlanner::tr("the model needs at least %n of these cards", nullptr,
                    int(r.minCards));
        }
        r.ranking = card_ranking::rank(plan, phase, *e, r.utilization);
    }
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

    QList<std::optional<MemoryEstimate>> estimates;
    estimates.reserve(plan.phases.size());
    QList<double> durations;
    QList<int> cards;
    for (const Phase& phase : plan.phases) {
        std::optional<MemoryEstimate> e;
        if (phase.workload && !phase.workload->isData())
            e = WorkloadHours::estimate(*phase.workload); // the `rentplan estimate` code path
        estimates.append(e);
        result.phases.append(pricePhase(plan, phase, project, e));
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
        // Storage between phases (DESIGN.md §4b): a disk kept on the same offer is billed over the gap.
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
        if (plan.phases.at(i).usesGpu() && p.offer.isEmpty())
            rent.complete = false;
    }
    rent.costPerComputeCardHour = rent.computeCardHours > 0 ? rent.cost / rent.computeCardHours : 0;
    rent.calendarDays = result.calendarDays;

    const owned_strategies::Inputs inputs { plan, project, result.phases, estimates, rent };
    // Owning answers a demand for cards: with none (no phases, or CPU-only ones) there is
    // nothing to size a purchase for, and pricing one machine held for nothing misleads.
    if (result.peakCards > 0) {
        result.buy = owned_strategies::buy(inputs);
        result.hybrid = owned_strategies::hybrid(inputs);
    }
    result.recommendation = ProjectRecommendation::make(plan, result);
    return result;
}

} // namespace rp
