#include "quote/QuoteComparison.h"

#include "catalog/CardCatalog.h"
#include "planner/PhasePricing.h"
#include "planner/ProjectPlanner.h"
#include "planner/WorkloadHours.h"
#include "quote/QuoteMachine.h"
#include "quote/QuoteOffer.h"
#include "quote/QuoteRules.h"

#include <algorithm>

namespace rp {

namespace {

QString chipName(const Card& card)
{
    QString name = card.name;
    return name.remove(QLatin1String(" SXM")).remove(QLatin1String(" PCIe")).trimmed();
}

QString cardName(const QString& id)
{
    const Card* card = CardCatalog::builtIn().find(id);
    return card ? card->name : id;
}

} // namespace

bool QuoteComparison::sameChip(const QString& a, const QString& b)
{
    if (a == b)
        return true;
    const Card* x = CardCatalog::builtIn().find(a);
    const Card* y = CardCatalog::builtIn().find(b);
    return x && y && x->memoryMiB == y->memoryMiB && chipName(*x) == chipName(*y);
}

QuoteCost QuoteComparison::evaluate(const Plan& plan, const Quote& quote)
{
    QuoteCost out;
    out.quoteId = quote.id;
    out.cards = quote.totalCards();
    out.speedup = QuoteRules::speedup(quote);
    out.cpuFactor = QuoteRules::cpuFactor(quote);
    const Card* card = CardCatalog::builtIn().find(quote.card);
    const Offer offer = offerFromQuote(quote, plan);
    for (const Phase& phase : plan.phases) {
        if (!phase.usesGpu())
            continue;
        QuotePhaseCost p;
        p.phaseId = phase.id;
        p.phaseName = phase.name;
        p.cards = phase.cards;
        if (!card || !sameChip(phase.card, quote.card)) {
            p.problem = tr("needs %1, the quote has %2").arg(cardName(phase.card), cardName(quote.card));
        } else if (phase.cards > out.cards) {
            p.problem = tr("needs %1 cards, the quote has %2").arg(phase.cards).arg(out.cards); // ≥ 2 here
        } else {
            // The planner's hours model (DESIGN.md §4b) on the quote's machines and card.
            const double utilization = ProjectPlanner::utilization(phase, plan.project.value_or(Project {}));
            std::optional<MemoryEstimate> estimate;
            if (phase.workload && !phase.workload->isData())
                estimate = WorkloadHours::estimate(*phase.workload);
            double runHours = 0;
            double computeHours = 0;
            phase_pricing::runHours(phase, estimate ? &*estimate : nullptr, utilization, quote.card, phase.cards,
                quote_machine::links(quote, *card), runHours, computeHours);
            // Billed as the planner bills a phase: its transfer, then the runs back to back.
            const Job job = phase_pricing::job(
                phase, runHours, phase_pricing::transferHours(phase), phase.cards, utilization);
            const billing::OfferCost cost = billing::cost(offer, job);
            p.hours = job.hours;
            p.cost = cost.cost;
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
    QList<QuoteCost> out;
    for (const Quote& quote : plan.quotes)
        out.append(evaluate(phases, quote));
    std::stable_sort(out.begin(), out.end(), [](const QuoteCost& a, const QuoteCost& b) {
        if (a.phasesRun != b.phasesRun)
            return a.phasesRun > b.phasesRun;
        return a.cost < b.cost;
    });
    return out;
}

} // namespace rp
