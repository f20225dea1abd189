#include "accept/Expectation.h"

#include "catalog/CardCatalog.h"
#include "common/InputError.h"
#include "plan/Plan.h"

namespace rp::accept {

namespace {

void setCard(Expectation& e, const QString& cardId)
{
    e.cardId = cardId;
    const Card* card = CardCatalog::builtIn().find(cardId);
    e.cardName = card ? card->name : cardId;
    e.memoryMiB = card ? card->memoryMiB : 0;
}

} // namespace

Expectation Expectation::fromQuote(const Quote& quote, const QString& minDriver)
{
    Expectation e;
    e.basis = tr("quote \"%1\"").arg(quote.id);
    setCard(e, quote.card);
    e.cardsPerMachine = quote.cardsPerMachine;
    e.machines = quote.machines;
    e.interconnect = quote.interconnect;
    e.minDriver = minDriver;
    e.cpuCores = quote.cpuCores.value_or(0);
    e.ramGb = quote.ramGb.value_or(0);
    e.diskGb = quote.nvmeGb.value_or(0);
    e.diskReadMBps = quote.nvmeReadMBps.value_or(0);
    e.downloadMbps = quote.bandwidthMbps.value_or(0);
    e.migExpected = quote.exclusivity == Exclusivity::MigSlice;
    return e;
}

Expectation Expectation::fromOffer(const Offer& offer, const QString& minDriver)
{
    Expectation e;
    e.basis = tr("offer \"%1\"").arg(offer.id);
    setCard(e, offer.card);
    e.cardsPerMachine = offer.cardsPerInstance;
    e.minDriver = minDriver;
    // An offer says nothing about links: an NVLink card in the catalog is expected linked to all others.
    const Card* card = CardCatalog::builtIn().find(offer.card);
    if (card && offer.cardsPerInstance > 1)
        e.interconnect = card->hasNvlink() ? Interconnect::NvSwitch : Interconnect::None;
    return e;
}

Expectation Expectation::forPlan(const Plan& plan, const QString& quoteId)
{
    if (!quoteId.isEmpty()) {
        for (const Quote& quote : plan.quotes) {
            if (quote.id == quoteId)
                return fromQuote(quote, plan.requiredDriver);
        }
        QStringList ids;
        for (const Quote& quote : plan.quotes)
            ids.append(quote.id);
        throw InputException({ {}, QStringLiteral("--quote"),
            ids.isEmpty() ? tr("the plan has no quotes")
                          : tr("no quote \"%1\"; the plan's quotes are: %2").arg(quoteId, ids.join(u", ")) });
    }
    if (!plan.quotes.isEmpty())
        return fromQuote(plan.quotes.first(), plan.requiredDriver);
    if (plan.offers.isEmpty())
        throw InputException({ {}, {}, tr("the plan has no quote and no offer to check the machine against") });
    const Offer* peak = &plan.offers.first();
    for (const Offer& offer : plan.offers) {
        if (offer.cardsPerInstance > peak->cardsPerInstance)
            peak = &offer;
    }
    return fromOffer(*peak, plan.requiredDriver);
}

} // namespace rp::accept
