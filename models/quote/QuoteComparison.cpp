#include "quote/QuoteComparison.h"

#include "catalog/CardCatalog.h"
#include "quote/QuoteRules.h"
#include "quote/ScalingModel.h"

#include <algorithm>

namespace rp {

QuoteCost QuoteComparison::evaluate(const Quote& quote, const PlanWork& work)
{
    QuoteCost out;
    out.quoteId = quote.id;
    out.cards = quote.totalCards();
    const Card* card = CardCatalog::builtIn().find(quote.card);
    const Card* reference = CardCatalog::builtIn().find(work.referenceCard);
    if (!card || !reference || card->bf16Tflops <= 0)
        return out;
    out.speedup = scaling::speedup(out.cards, scaling::contention(quote, *card));
    out.cpuFactor = QuoteRules::cpuFactor(quote);
    out.relativeCardSpeed = card->bf16Tflops / reference->bf16Tflops;
    // DESIGN.md §4b: hours = work / (per-card speed × S(n)), slowed by CPU starvation.
    out.wallHours = work.referenceCardHours / (out.relativeCardSpeed * out.speedup * out.cpuFactor);
    Job job;
    job.hours = out.wallHours;
    job.cards = out.cards;
    job.egressGb = work.egressGb;
    out.cost = billing::cost(quote.offer, job);
    return out;
}

QList<QuoteCost> QuoteComparison::compare(const QList<Quote>& quotes, const PlanWork& work)
{
    QList<QuoteCost> out;
    for (const Quote& quote : quotes)
        out.append(evaluate(quote, work));
    std::stable_sort(
        out.begin(), out.end(), [](const QuoteCost& a, const QuoteCost& b) { return a.cost.cost < b.cost.cost; });
    return out;
}

} // namespace rp
