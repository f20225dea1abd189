#include "models/quote/QuoteOffer.h"

namespace rp {

Offer offerFromQuote(const Quote& quote, const Plan& plan)
{
    Offer offer = quote.offer;
    offer.id = plan.uniqueOfferId(quote.id);
    offer.provider = quote.provider;
    offer.card = quote.card;
    offer.cardsPerInstance = quote.cardsPerMachine;
    if (offer.storagePerMonth == 0)
        offer.storagePerMonth = quote.storageWhileStoppedPerMonth.value_or(0);
    offer.source = nlohmann::json::object();
    return offer;
}

} // namespace rp
