#include "models/planner/PhaseBilling.h"

#include "models/catalog/CardCatalog.h"
#include "models/cost/CostFunction.h"
#include "models/cost/Money.h"
#include "models/cost/PlanEvaluation.h"
#include "models/cost/SelfBuildCost.h"
#include "models/planner/CostToFinish.h"
#include "models/planner/PhasePricing.h"
#include "models/planner/ProjectPlanner.h"

#include <algorithm>
#include <cmath>

namespace rp {

namespace {

// An option drawn on the cost chart: its bill against the duration, and where it finishes the phase.
struct Finish {
    QString id;
    QString label; // the numbered point: the option and its setup
    QString line; // the curve in the key: the option alone (its setup is in the point's line)
    ChartCurve::Kind kind = ChartCurve::Kind::Offer;
    CostFunction cost;
    double hours = 0;
    double total = 0;
    QString detail;
    QString keyText;
};

const RankingEntry* entryOf(const PhaseResult& phase, const QString& offer)
{
    for (const RankingEntry& e : phase.ranking) {
        if (e.offer == offer)
            return &e;
    }
    return nullptr;
}

QString reasonFor(const Plan& plan, const PhaseBilling& b)
{
    const QString name = b.phase.name;
    QList<const RankingEntry*> priced;
    for (const RankingEntry& e : b.phase.ranking) {
        if (e.runs() && e.priced() && !e.offer.isEmpty())
            priced.append(&e);
    }
    if (priced.isEmpty()) {
        for (const std::optional<RankingEntry>& e : b.offers) {
            if (e && e->runs() && !e->missing.isEmpty())
                return PhaseBillingAnalyzer::tr("No offer that runs \"%1\" has a price yet: type the prices you "
                                                "were quoted to see what finishing it costs.")
                    .arg(name);
        }
        for (qsizetype i = 0; i < b.offers.size(); ++i) {
            if (b.offers.at(i))
                return PhaseBillingAnalyzer::tr("No offer of the plan can finish \"%1\": %2 %3.")
                    .arg(name, PlanEvaluation::distinctLabel(plan, plan.offers.at(i).id), b.offers.at(i)->reason);
        }
        return PhaseBillingAnalyzer::tr("Add an offer of a GPU to see what finishing \"%1\" costs.").arg(name);
    }
    const RankingEntry& best = *priced.first();
    const QString label = PlanEvaluation::distinctLabel(plan, best.offer);
    if (priced.size() == 1)
        return PhaseBillingAnalyzer::tr("To finish \"%1\", %2 is the only offer that runs it: %3 in %4 for %5.")
            .arg(name, label, PhaseBillingAnalyzer::setupText(best), money::formatHours(best.hours),
                money::format(best.cost, plan.currency));
    const RankingEntry& next = *priced.at(1);
    return PhaseBillingAnalyzer::tr("To finish \"%1\", %2 is cheapest: %3 in %4 for %5, %6 less than %7 (%8 in %9).")
        .arg(name, label, PhaseBillingAnalyzer::setupText(best), money::formatHours(best.hours),
            money::format(best.cost, plan.currency), money::format(next.cost - best.cost, plan.currency),
            PlanEvaluation::distinctLabel(plan, next.offer),
            QStringLiteral("%1 × %2").arg(next.cards).arg(CardCatalog::nameOf(next.card)),
            money::formatHours(next.hours));
}

QString hoursNoteFor(const PhaseResult& p)
{
    if (p.hoursFrom == QLatin1String("typed"))
        return PhaseBillingAnalyzer::tr("The phase's hours are typed: every offer of its card is priced at the same "
                                        "%1, whatever its speed, and other cards cannot be compared until the phase "
                                        "has a workload.")
            .arg(money::formatHours(p.hours));
    if (p.hoursFrom == QLatin1String("data"))
        return PhaseBillingAnalyzer::tr("The phase's hours come from its data and throughput: every card is priced "
                                        "at the same %1.")
            .arg(money::formatHours(p.hours));
    return PhaseBillingAnalyzer::tr("Each offer is costed to finish the phase: its own card's hours, with the fewest "
                                    "cards that run the model on its machines and the split they run with.");
}

} // namespace

int PhaseBillingAnalyzer::peakPhase(const ProjectResult& result)
{
    int best = -1;
    for (qsizetype i = 0; i < result.phases.size(); ++i) {
        const PhaseResult& p = result.phases.at(i);
        if (p.cpuOnly || p.card == QLatin1String(Phase::kNoCard) || p.cards <= 0)
            continue;
        const PhaseResult* b = best >= 0 ? &result.phases.at(best) : nullptr;
        if (!b || p.cards > b->cards || (p.cards == b->cards && p.hours > b->hours))
            best = int(i);
    }
    return best;
}

JobSource PhaseBillingAnalyzer::peakSource(const Plan& plan)
{
    bool gpu = false;
    for (const Phase& phase : plan.phases)
        gpu = gpu || phase.usesGpu();
    if (!gpu)
        return {};
    const ProjectResult result = ProjectPlanner::evaluate(plan);
    const int peak = peakPhase(result);
    return peak >= 0 ? JobSource { QString(), result.phases.at(peak).id } : JobSource {};
}

const Phase* PhaseBillingAnalyzer::gpuPhase(const Plan& plan, const JobSource& source)
{
    if (!source.isPhase())
        return nullptr;
    const qsizetype scenario = source.scenario.isEmpty() ? -1 : plan.indexOfScenario(source.scenario);
    if (!source.scenario.isEmpty() && scenario < 0)
        return nullptr;
    const QList<Phase>& phases = scenario < 0 ? plan.phases : plan.scenarios.at(scenario).phases;
    for (const Phase& phase : phases) {
        if (phase.id == source.phase)
            return phase.usesGpu() ? &phase : nullptr;
    }
    return nullptr;
}

std::optional<PhaseBilling> PhaseBillingAnalyzer::analyze(
    const Plan& plan, const JobSource& source, const BillingAnalyzer::Options& options)
{
    if (!gpuPhase(plan, source))
        return std::nullopt;
    const Plan effective = ProjectPlanner::withScenario(plan, source.scenario);
    return analyze(
        effective, ProjectPlanner::evaluate(plan, source.scenario), effective.indexOfPhase(source.phase), options);
}

QString PhaseBillingAnalyzer::setupText(const RankingEntry& e)
{
    return tr("%1 × %2 (%3)").arg(e.cards).arg(CardCatalog::nameOf(e.card), cost_to_finish::describe(e));
}

PhaseBilling PhaseBillingAnalyzer::analyze(
    const Plan& plan, const ProjectResult& result, qsizetype index, const BillingAnalyzer::Options& options)
{
    PhaseBilling b;
    b.scenario = result.scenario;
    b.phase = result.phases.at(index);
    const PhaseResult& p = b.phase;
    const Phase& phase = plan.phases.at(index);
    BillingAnalysis& a = b.analysis;
    JobEvaluation& e = a.evaluation;
    // The phase on its own card and offer, as the Planner shows it.
    e.job = phase_pricing::job(phase, p.runHours, p.transferHours, p.cards, p.utilization);
    a.pairs = false; // options finish at different hours: crossings at equal hours compare nothing

    QList<Finish> finishes;
    QStringList cannot;
    for (const Offer& offer : plan.offers) {
        const RankingEntry* entry = offer.isCpu() ? nullptr : entryOf(p, offer.id);
        b.offers.append(entry ? std::optional<RankingEntry>(*entry) : std::nullopt);
        billing::OfferCost cost = entry ? entry->billed : billing::OfferCost {};
        cost.cost = entry && entry->runs() ? entry->cost : std::numeric_limits<double>::quiet_NaN();
        e.offers.append(cost);
        if (!entry)
            continue;
        const QString label = PlanEvaluation::distinctLabel(plan, offer.id);
        if (!entry->runs()) {
            cannot.append(tr("%1 (%2)").arg(label, entry->reason));
            continue;
        }
        if (!entry->priced())
            continue;
        const QString setup = QStringLiteral("%1 × %2").arg(entry->cards).arg(CardCatalog::nameOf(entry->card));
        finishes.append({ offer.id, tr("%1: %2").arg(label, setup), label, ChartCurve::Kind::Offer,
            CostFunction::forOffer(
                offer, phase_pricing::job(phase, entry->runHours, entry->transferHours, entry->cards, p.utilization)),
            entry->hours, entry->cost,
            tr("%1 finishes \"%2\" on %3 in %4 for %5.")
                .arg(label, p.name, setupText(*entry), money::formatHours(entry->hours),
                    money::format(entry->cost, plan.currency)),
            tr("%1 finishes on %2 in %3 for %4")
                .arg(label, setup, money::formatHours(entry->hours), money::format(entry->cost, plan.currency)) });
    }
    for (const RankingEntry& r : p.ranking) {
        if (!b.cheapest && r.runs() && r.priced() && !r.offer.isEmpty())
            b.cheapest = r;
    }
    if (b.cheapest) {
        e.cheapestId = b.cheapest->offer;
        e.cheapestCost = b.cheapest->cost;
    }
    if (!cannot.isEmpty())
        b.cannotRun = tr("Cannot run it: %1.").arg(cannot.join(QStringLiteral("; ")));
    b.hoursNote = hoursNoteFor(p);
    e.reason = reasonFor(plan, b);

    // Buying the self-build hardware for this phase alone, at the owned card's own hours.
    if (plan.selfBuild) {
        const SelfBuild& s = *plan.selfBuild;
        const cost_to_finish::Work work = cost_to_finish::prepare(phase, p.utilization);
        const RankingEntry owned
            = cost_to_finish::evaluate(work, cost_to_finish::ownedMachine(s), cost_to_finish::Count::AtLeast);
        b.owned = owned;
        if (owned.runs()) {
            const Job job = phase_pricing::job(phase, owned.runHours, owned.transferHours, owned.cards, p.utilization);
            b.ownedCost = self_build::projectCost(s, job).dedicated;
            const QString setup = QStringLiteral("%1 × %2").arg(owned.cards).arg(CardCatalog::nameOf(owned.card));
            finishes.append({ QLatin1String(self_build::kId), tr("buying %1 for this phase").arg(setup),
                tr("buying %1 for this phase").arg(setup), ChartCurve::Kind::SelfBuildDedicated,
                CostFunction::forSelfBuild(s, job), owned.hours, b.ownedCost,
                tr("Buying %1 for \"%2\" alone finishes it in %3 for %4, after resale; the Planner weighs owning "
                   "over the whole project.")
                    .arg(setupText(owned), p.name, money::formatHours(owned.hours),
                        money::format(b.ownedCost, plan.currency)),
                tr("buying %1 finishes in %2 for %3 (this phase alone)")
                    .arg(setup, money::formatHours(owned.hours), money::format(b.ownedCost, plan.currency)) });
        }
    }

    // Every finish in view, with room after the slowest.
    double longest = 0;
    double shortest = std::numeric_limits<double>::infinity();
    double dearestRental = 0;
    double cheapest = std::numeric_limits<double>::infinity();
    for (const Finish& f : finishes) {
        longest = std::max(longest, f.hours);
        shortest = std::min(shortest, f.hours);
        if (f.kind == ChartCurve::Kind::Offer)
            dearestRental = std::max(dearestRental, f.total);
        cheapest = std::min(cheapest, f.total);
    }
    a.logScale = options.logScale;
    a.toHours = std::min(break_even::kHorizonHours, std::max(1.25 * longest, 1.0));
    a.fromHours = a.logScale ? std::min({ 1.0, a.toHours / 10.0, std::isfinite(shortest) ? shortest / 2 : 1.0 }) : 0.0;
    const QList<double> hours = BillingAnalyzer::sampleHours(a.fromHours, a.toHours, options.points, a.logScale);
    // Curves in plan order, so an offer has the same colour in both charts; the finishes numbered
    // as the ranking orders them, cheapest first.
    double largest = 0;
    for (const Finish& f : finishes) {
        ChartCurve curve { f.id, f.line, f.kind, BillingAnalyzer::sample(f.cost, hours) };
        for (const QPointF& point : curve.points) {
            if (std::isfinite(point.y()))
                largest = std::max(largest, point.y());
        }
        a.costCurves.append(curve);
    }
    std::stable_sort(
        finishes.begin(), finishes.end(), [](const Finish& x, const Finish& y) { return x.total < y.total; });
    for (const Finish& f : finishes)
        a.costMarkers.append({ QPointF(f.hours, f.total), f.label, f.detail, f.keyText, f.id });
    // Every rental's finish in view; buying far dearer than the rentals leaves the top, listed in the key.
    const double top = std::max(1.2 * dearestRental, std::isfinite(cheapest) ? 4.0 * cheapest : 0.0);
    a.maxCost = top > 0 ? std::min(largest, top) : largest;

    BillingAnalyzer::addRateCurves(plan, options, a);
    return b;
}

} // namespace rp
