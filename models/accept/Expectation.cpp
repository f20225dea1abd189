#include "models/accept/Expectation.h"

#include "models/catalog/CardCatalog.h"
#include "models/common/InputError.h"
#include "models/cost/BillingRules.h"
#include "models/plan/Plan.h"
#include "models/planner/ProjectPlanner.h"

#include <algorithm>

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
    e.kind = ExpectationKind::Quote;
    e.sourceId = quote.id;
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
    if (e.migExpected) {
        e.migProfile = quote.migProfile;
        e.migSlices = quote.migSlices.value_or(0);
    }
    return e;
}

Expectation Expectation::fromOffer(const Offer& offer, const QString& minDriver)
{
    Expectation e;
    e.kind = ExpectationKind::Offer;
    e.sourceId = offer.id;
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

Expectation Expectation::fromPhase(const Plan& plan, const PhaseResult& phase)
{
    // The phase's cards on its offer's machines (whole instances, as billed); without an offer, one machine.
    const qsizetype index = plan.indexOfOffer(phase.offer);
    Expectation e = index >= 0 ? fromOffer(plan.offers.at(index), plan.requiredDriver) : Expectation {};
    setCard(e, phase.card);
    e.minDriver = plan.requiredDriver;
    if (index >= 0) {
        e.machines = billing::instances(phase.cards, e.cardsPerMachine);
    } else {
        e.cardsPerMachine = phase.cards;
    }
    // The requirement: the phase's cards, whatever machines hold them. Tensor parallelism talks
    // every layer, so its group stays in one machine and, on a card made for NVLink (the
    // catalog's SXM cards, whose scaling the planner assumed), on NVLink. Data parallelism and
    // pipeline stages send far less (a gradient all-reduce a step; one activation per
    // micro-batch between neighbouring stages): they run on any link, only slower. Narayanan
    // et al. 2021, "Efficient Large-Scale Language Model Training on GPU Clusters Using
    // Megatron-LM", takeaway #1: tensor parallel up to the GPUs of one server, pipeline across servers.
    e.kind = ExpectationKind::PeakPhase;
    e.totalCards = phase.cards;
    e.tensorParallel = int(std::clamp<std::int64_t>(phase.split.tp, 1, std::max(1, phase.cards)));
    const Card* card = CardCatalog::builtIn().find(phase.card);
    e.nvlinkInGroup = e.tensorParallel > 1 && card && card->hasNvlink();
    e.interconnect = e.nvlinkInGroup ? Interconnect::NvSwitch : Interconnect::Unknown;
    e.sourceId = phase.name.isEmpty() ? phase.id : phase.name;
    e.basis = tr("the peak phase \"%1\"").arg(e.sourceId);
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
    // The machine the plan's peak phase needs: its card and count as the planner placed them.
    const ProjectResult result = ProjectPlanner::evaluate(plan);
    const PhaseResult* peak = nullptr;
    for (const PhaseResult& phase : result.phases) {
        if (phase.cards > 0 && (!peak || phase.cards > peak->cards))
            peak = &phase;
    }
    if (peak)
        return fromPhase(plan, *peak);
    // A plan without GPU phases: its first quote, else its offer with the most cards per machine.
    if (!plan.quotes.isEmpty())
        return fromQuote(plan.quotes.first(), plan.requiredDriver);
    if (plan.offers.isEmpty())
        throw InputException({ {}, {}, tr("the plan has no quote and no offer to check the machine against") });
    const Offer* biggest = &plan.offers.first();
    for (const Offer& offer : plan.offers) {
        if (offer.cardsPerInstance > biggest->cardsPerInstance)
            biggest = &offer;
    }
    return fromOffer(*biggest, plan.requiredDriver);
}

} // namespace rp::accept
