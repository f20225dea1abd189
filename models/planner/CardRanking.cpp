#include "planner/CardRanking.h"

#include "catalog/CardCatalog.h"
#include "catalog/CardFit.h"
#include "planner/PhasePricing.h"
#include "planner/Scaling.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace rp::card_ranking {

namespace {

int group(const RankingEntry& e)
{
    if (!e.fits)
        return 2;
    return std::isfinite(e.cost) ? 0 : 1;
}

} // namespace

QList<RankingEntry> rank(const Plan& plan, const Phase& phase, const MemoryEstimate& estimate, double utilization)
{
    const CardCatalog& catalog = CardCatalog::builtIn();
    QHash<QString, std::int64_t> minCards;
    auto fewest = [&](const QString& id) {
        const auto it = minCards.constFind(id);
        if (it != minCards.constEnd())
            return *it;
        const Card* card = catalog.find(id);
        const std::int64_t n = card ? CardFitter::fit(*card, estimate).minCards : 0;
        minCards.insert(id, n);
        return n;
    };
    auto entry = [&](const QString& card, qsizetype offerIndex) {
        RankingEntry e;
        e.card = card;
        e.minCards = fewest(card);
        e.fits = e.minCards > 0;
        e.cards = int(std::max<std::int64_t>(phase.cards, e.minCards));
        const QString offerId = offerIndex >= 0 ? plan.offers.at(offerIndex).id : QString();
        Phase on = phase;
        on.card = card;
        const phase_pricing::Option o = phase_pricing::price(plan, on, &estimate, utilization, card, e.cards,
            offerIndex >= 0 ? offerId : QLatin1String(Phase::kAutoOffer));
        e.offer = offerId;
        e.hours = o.transferHours + o.runHours * phase.repeats;
        if (e.fits && o.priced())
            e.cost = o.cost.cost;
        return e;
    };

    QList<RankingEntry> out;
    QSet<QString> quoted;
    for (qsizetype i = 0; i < plan.offers.size(); ++i) {
        out.append(entry(plan.offers.at(i).card, i));
        quoted.insert(plan.offers.at(i).card);
    }
    for (const Card& card : catalog.cards()) {
        if (!quoted.contains(card.id))
            out.append(entry(card.id, -1));
    }
    std::stable_sort(out.begin(), out.end(), [](const RankingEntry& a, const RankingEntry& b) {
        if (group(a) != group(b))
            return group(a) < group(b);
        if (group(a) == 0)
            return a.cost < b.cost;
        return a.hours < b.hours;
    });
    return out;
}

} // namespace rp::card_ranking
