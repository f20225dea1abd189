#include "models/quote/QuoteComparison.h"

#include "models/catalog/CardCatalog.h"
#include "models/planner/ProjectPlanner.h"
#include "models/quote/QuoteMachine.h"
#include "models/quote/QuoteOffer.h"
#include "models/quote/QuoteRules.h"

#include <algorithm>

namespace rp {

cost_to_finish::Machine QuoteComparison::machine(const Plan& plan, const Quote& quote)
{
    cost_to_finish::Machine m;
    m.card = quote.card;
    if (const Card* card = CardCatalog::builtIn().find(quote.card))
        m.links = quote_machine::links(quote, *card);
    m.links.cardsPerMachine = quote.cardsPerMachine;
    m.maxCards = quote.totalCards();
    m.offer = offerFromQuote(quote, plan);
    m.quoteId = quote.id;
    return m;
}

QList<cost_to_finish::Work> QuoteComparison::gpuPhases(const Plan& plan)
{
    QList<cost_to_finish::Work> out;
    const Project project = plan.project.value_or(Project {});
    for (const Phase& phase : plan.phases) {
        if (phase.usesGpu())
            out.append(cost_to_finish::prepare(phase, ProjectPlanner::utilization(phase, project)));
    }
    return out;
}

QuoteCost QuoteComparison::evaluate(const Plan& plan, const Quote& quote)
{
    return evaluate(plan, quote, gpuPhases(plan));
}

namespace {

QString shared(const QString& text, QSet<QString>* texts)
{
    if (!texts || text.isEmpty())
        return text;
    return *texts->insert(text);
}

} // namespace

QuoteCost QuoteComparison::evaluate(
    const Plan& plan, const Quote& quote, const QList<cost_to_finish::Work>& phases, QSet<QString>* texts)
{
    QuoteCost out;
    out.quoteId = quote.id;
    out.cards = quote.totalCards();
    out.speedup = QuoteRules::speedup(quote);
    out.cpuFactor = QuoteRules::cpuFactor(quote);
    const cost_to_finish::Machine m = machine(plan, quote);
    out.phases.reserve(phases.size());
    for (const cost_to_finish::Work& work : phases) {
        out.phaseIds.append(work.phase.id);
        out.phaseNames.append(work.phase.name);
    }
    for (const cost_to_finish::Work& work : phases) {
        // The engine's one cost to finish, on the quote's machines (docs/quotes.md).
        const RankingEntry e = cost_to_finish::evaluate(work, m, cost_to_finish::Count::AtLeast);
        QuotePhaseCost p;
        p.phase = int(out.phases.size());
        p.cards = e.cards;
        p.split = e.split;
        p.machines = e.machines;
        p.cardsPerMachine = e.cardsPerMachine;
        p.scaling = e.scaling;
        p.note = shared(e.note, texts);
        p.hours = e.hours;
        if (!e.runs()) {
            p.problem = shared(e.reason, texts);
            p.problemKey = shared(e.problem, texts);
        } else {
            p.cost = e.cost;
            out.hours += p.hours;
            out.cost += p.cost;
            ++out.phasesRun;
        }
        out.phases.append(p);
    }
    return out;
}

QList<QuoteCost> QuoteComparison::compare(const Plan& plan, const QString& scenario)
{
    const Plan phases = scenario.isEmpty() ? plan : ProjectPlanner::withScenario(plan, scenario);
    const QList<cost_to_finish::Work> work = gpuPhases(phases);
    QList<QuoteCost> out;
    out.reserve(plan.quotes.size());
    QSet<QString> texts;
    for (const Quote& quote : plan.quotes) {
        out.append(evaluate(phases, quote, work, &texts));
        if (out.size() > 1) { // the same phases for every quote: one copy of their names
            out.last().phaseIds = out.first().phaseIds;
            out.last().phaseNames = out.first().phaseNames;
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const QuoteCost& a, const QuoteCost& b) {
        if (a.phasesRun != b.phasesRun)
            return a.phasesRun > b.phasesRun;
        return a.cost < b.cost;
    });
    return out;
}

} // namespace rp
