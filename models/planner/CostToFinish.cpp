#include "models/planner/CostToFinish.h"

#include "models/catalog/CardCatalog.h"
#include "models/catalog/CardFit.h"
#include "models/catalog/SplitSearch.h"
#include "models/planner/PhasePricing.h"
#include "models/planner/WorkloadHours.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace rp::cost_to_finish {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(CostToFinish)
};

// Counts tried above the first candidate before giving up on finding a split of exactly n cards.
constexpr int kCountSearch = 64;

// The fastest split of the candidates: the largest S(n) (training), else the fewest cards holding
// one copy of the model (inference). On a tie, training takes the smaller tensor degree, then the
// lower ZeRO stage; inference the larger tensor degree (tensor parallel inside a machine before
// pipeline stages, as serving engines split a model).
std::optional<Split> fastest(const QList<split_search::Candidate>& candidates, const Work& work, const Card& card,
    const scaling::MachineLinks& links)
{
    std::optional<Split> best;
    double bestS = -1;
    for (const split_search::Candidate& c : candidates) {
        const double s = work.phase.workload ? WorkloadHours::speedup(*work.phase.workload, card, c.split, links) : 0;
        const std::int64_t group = c.split.tp * c.split.pp;
        auto better = [&] {
            if (!best)
                return true;
            if (s != bestS)
                return s > bestS;
            if (group != best->tp * best->pp)
                return group < best->tp * best->pp;
            if (c.split.tp != best->tp)
                return work.device.training ? c.split.tp < best->tp : c.split.tp > best->tp;
            return c.split.zero < best->zero;
        };
        if (better()) {
            best = c.split;
            bestS = s;
        }
    }
    return best;
}

// A split for cards that do not hold the model, so the hours can still be shown: plain data
// parallelism, ZeRO-3 when training on several cards (as the card table's fewest-cards advice).
Split fallbackSplit(const Work& work, int cards)
{
    Split split;
    split.dp = std::max(cards, 1);
    if (work.estimate && work.estimate->totals.training && cards > 1)
        split.zero = 3;
    return split;
}

// The catalog names a chip's form factors alike but for the suffix ("A100 80GB SXM", "… PCIe").
QString chipName(const Card& card)
{
    QString name = card.name;
    return name.remove(QLatin1String(" SXM")).remove(QLatin1String(" PCIe")).trimmed();
}

bool sameChip(const QString& a, const QString& b)
{
    if (a == b)
        return true;
    const Card* x = CardCatalog::builtIn().find(a);
    const Card* y = CardCatalog::builtIn().find(b);
    return x && y && x->memoryMiB == y->memoryMiB && chipName(*x) == chipName(*y);
}

// How another card than the phase's differs where it matters for speed: form factor and links.
QString differenceNote(const QString& phaseCard, const Card& offered, const scaling::MachineLinks& links)
{
    if (phaseCard == offered.id || phaseCard == QLatin1String(Phase::kNoCard))
        return {};
    const bool nvlink = links.nvlink.value_or(offered.hasNvlink());
    return nvlink ? Text::tr("%1 instead of %2: %3, NVLink between the cards")
                        .arg(offered.name, CardCatalog::nameOf(phaseCard), offered.formFactor)
                  : Text::tr("%1 instead of %2: %3, no NVLink between the cards")
                        .arg(offered.name, CardCatalog::nameOf(phaseCard), offered.formFactor);
}

void cannotRun(RankingEntry& e, const char* problem, const QString& reason)
{
    e.fits = false;
    e.problem = QLatin1String(problem);
    e.reason = reason;
}

QString limitReason(const Machine& machine, int wanted)
{
    if (!machine.quoteId.isEmpty())
        return Text::tr("needs %1 cards, the quote has %2").arg(wanted).arg(*machine.maxCards);
    return Text::tr("needs %1 cards, %2 are owned").arg(wanted).arg(*machine.maxCards);
}

// The count and split the phase runs with on these machines, or why none does.
void chooseSplit(const Work& work, const Machine& machine, const Card& card, Count count, RankingEntry& e)
{
    const int perMachine = std::max(1, machine.links.cardsPerMachine);
    const int wanted = std::max(work.phase.cards, 1);
    const std::int64_t limit = machine.maxCards ? std::int64_t(*machine.maxCards) : split_search::kMaxCards;
    e.cards = wanted;
    if (!work.estimate) { // typed hours or data work: no model to hold, the cards as asked
        e.split = fallbackSplit(work, wanted);
        e.split.zero = 0;
        e.fits = !machine.maxCards || wanted <= *machine.maxCards;
        if (!e.fits)
            cannotRun(e, "cards", limitReason(machine, wanted));
        // Typed hours hold for the card they were typed for (or the same chip in another form);
        // on another card nobody knows them.
        else if (!work.phase.workload && !sameChip(work.phase.card, machine.card))
            cannotRun(e, "typed_hours",
                Text::tr("the phase's hours were typed for the %1: give it a workload to compare the %2")
                    .arg(CardCatalog::nameOf(work.phase.card), CardCatalog::nameOf(machine.card)));
        return;
    }
    const std::int64_t memory = card.memoryBytes();
    const std::int64_t maxTp = std::min<std::int64_t>(perMachine, 8);
    const auto fewest = split_search::fewest(work.device, memory, maxTp, limit);
    e.minCards = fewest ? fewest->split.cards() : 0;
    if (!fewest) {
        e.split = fallbackSplit(work, wanted);
        const auto unlimited = machine.maxCards ? split_search::fewest(work.device, memory, maxTp) : std::nullopt;
        if (unlimited) {
            cannotRun(e, "cards", limitReason(machine, int(unlimited->split.cards())));
        } else if (const auto anyMachine = split_search::fewest(work.device, memory, 8, limit)) {
            cannotRun(e, "machine_size",
                Text::tr("needs tensor parallel %1 inside one machine, but these machines have %n card(s)", nullptr,
                    perMachine)
                    .arg(anyMachine->split.tp));
        } else {
            cannotRun(e, "memory", Text::tr("the model does not fit on any number of these cards"));
        }
        return;
    }
    int n = count == Count::AtLeast ? int(std::max<std::int64_t>(wanted, e.minCards)) : wanted;
    const int last = count == Count::AtLeast ? int(std::min<std::int64_t>(n + kCountSearch, limit)) : n;
    for (; n <= last; ++n) {
        const auto split = fastest(split_search::splitsOf(work.device, memory, n, maxTp), work, card, machine.links);
        if (split) {
            e.cards = n;
            e.split = *split;
            e.fits = true;
            return;
        }
    }
    e.cards = count == Count::AtLeast ? int(std::max<std::int64_t>(wanted, e.minCards)) : wanted;
    e.split = fallbackSplit(work, e.cards);
    if (machine.maxCards && e.cards > *machine.maxCards)
        cannotRun(e, "cards", limitReason(machine, e.cards));
    else
        cannotRun(e, "too_few_cards",
            Text::tr("the model needs at least %n of these cards on these machines", nullptr, int(e.minCards)));
}

int group(const RankingEntry& e)
{
    if (!e.runs())
        return 2;
    return e.priced() ? 0 : 1;
}

} // namespace

Machine offerMachine(const Offer& offer)
{
    Machine m;
    m.card = offer.card;
    m.links.cardsPerMachine = offer.cardsPerInstance;
    m.links.fastFabric = scaling::isFastFabric(offer.fabric, offer.fabricGbps);
    m.offer = offer;
    m.offerId = offer.id;
    return m;
}

Machine catalogMachine(const QString& card)
{
    Machine m;
    m.card = card;
    m.links.cardsPerMachine = scaling::kDefaultCardsPerMachine;
    return m;
}

Machine ownedMachine(const SelfBuild& s, std::optional<int> ownedCards)
{
    Machine m;
    m.card = s.card;
    m.links.cardsPerMachine = s.cards;
    m.maxCards = ownedCards;
    return m;
}

Work prepare(const Phase& phase, double utilization)
{
    Work w;
    w.phase = phase;
    w.utilization = utilization;
    w.transferHours = phase_pricing::transferHours(phase);
    if (phase.workload && !phase.workload->isData()) {
        w.estimate = WorkloadHours::estimate(*phase.workload); // the `rentplan estimate` code path
        // Fit decisions use what the card must really hold, as nvidia-smi shows it (CardFitter).
        w.device = w.estimate->totals;
        w.device.metric = Metric::Device;
        if (!w.estimate->refusal.isEmpty())
            w.estimate.reset();
    }
    return w;
}

RankingEntry evaluate(const Work& work, const Machine& machine, Count count)
{
    RankingEntry e;
    e.card = machine.card;
    e.offer = machine.offerId;
    e.quote = machine.quoteId;
    e.cardsPerMachine = std::max(1, machine.links.cardsPerMachine);
    const Card* card = CardCatalog::builtIn().find(machine.card);
    if (!card) {
        cannotRun(e, "memory", Text::tr("unknown card \"%1\"").arg(machine.card));
        return e;
    }
    chooseSplit(work, machine, *card, count, e);
    e.machines = (e.cards + e.cardsPerMachine - 1) / e.cardsPerMachine;
    e.note = differenceNote(work.phase.card, *card, machine.links);

    const MemoryEstimate* estimate = work.estimate ? &*work.estimate : nullptr;
    const phase_pricing::RunHours run
        = phase_pricing::runHours(work.phase, estimate, work.utilization, card, e.split, machine.links);
    e.runHours = run.billed;
    e.computeHours = run.compute * work.phase.repeats;
    e.scaling = run.scaling;
    e.transferHours = work.transferHours;
    e.hours = work.transferHours + run.billed * work.phase.repeats;
    if (machine.offer) {
        e.billed = billing::cost(
            *machine.offer, phase_pricing::job(work.phase, run.billed, work.transferHours, e.cards, work.utilization));
        // An offer without a price is never ranked: it runs (or not) as any setup, and says what it lacks.
        e.missing = billing::missingPrice(*machine.offer);
        if (!e.missing.isEmpty()) {
            if (e.reason.isEmpty())
                e.reason = billing::missingPriceText(*machine.offer);
            return e;
        }
        if (!std::isfinite(e.billed.cost) && e.problem.isEmpty())
            cannotRun(e, "never_finishes", Text::tr("the spot offer is interrupted faster than work is saved"));
        if (e.runs())
            e.cost = e.billed.cost;
    }
    return e;
}

void sort(QList<RankingEntry>& entries)
{
    std::stable_sort(entries.begin(), entries.end(), [](const RankingEntry& a, const RankingEntry& b) {
        if (group(a) != group(b))
            return group(a) < group(b);
        if (group(a) == 0 && a.cost != b.cost)
            return a.cost < b.cost;
        return a.hours < b.hours;
    });
}

QList<RankingEntry> rank(const Plan& plan, const Work& work)
{
    QList<RankingEntry> out;
    QSet<QString> quoted;
    for (const Offer& offer : plan.offers) {
        if (offer.isCpu())
            continue;
        out.append(evaluate(work, offerMachine(offer), Count::AtLeast));
        quoted.insert(offer.card);
    }
    // Without a model the hours are the same on every card, so a card nobody quoted says nothing new.
    for (const Card& card : CardCatalog::builtIn().cards()) {
        if (work.estimate && !quoted.contains(card.id))
            out.append(evaluate(work, catalogMachine(card.id), Count::AtLeast));
    }
    sort(out);
    return out;
}

std::optional<RankingEntry> phaseSetup(const Plan& plan, const Work& work)
{
    const Phase& phase = work.phase;
    if (phase.offer != QLatin1String(Phase::kAutoOffer)) {
        const qsizetype index = plan.indexOfOffer(phase.offer);
        if (index >= 0 && plan.offers.at(index).card == phase.card)
            return evaluate(work, offerMachine(plan.offers.at(index)), Count::Exactly);
    }
    // "auto": the cheapest offer of the phase's card on which its cards run; if none runs, the
    // cheapest priced one, so the phase still shows a cost next to its problem.
    std::optional<RankingEntry> best;
    std::optional<RankingEntry> bestPriced;
    for (const Offer& offer : plan.offers) {
        if (offer.card != phase.card)
            continue;
        RankingEntry e = evaluate(work, offerMachine(offer), Count::Exactly);
        if (e.runs() && e.priced() && (!best || e.cost < best->cost))
            best = e;
        if (std::isfinite(e.billed.cost) && (!bestPriced || e.billed.cost < bestPriced->billed.cost))
            bestPriced = e;
        else if (!bestPriced && !best)
            bestPriced = e;
    }
    return best ? best : bestPriced;
}

QString describe(const Split& split, int machines, int cardsPerMachine, bool training)
{
    const QString where = machines <= 1 ? Text::tr("1 machine of %n card(s)", nullptr, cardsPerMachine)
                                        : Text::tr("%1 machines × %n card(s)", nullptr, cardsPerMachine).arg(machines);
    return Text::tr("%1, %2").arg(where, CardFitter::describe(split, training));
}

QString describe(const RankingEntry& e)
{
    // Only training shards states over data-parallel ranks (ZeRO); otherwise the ranks are replicas.
    return describe(e.split, e.machines, e.cardsPerMachine, e.split.zero > 0);
}

QString brief(const Split& split, int machines, int cardsPerMachine)
{
    const int cards = int(split.cards());
    QString text;
    if (machines <= 1)
        text = Text::tr("%n card(s)", nullptr, cards);
    else if (cards == machines * cardsPerMachine)
        text = Text::tr("%1 machines × %n card(s)", nullptr, cardsPerMachine).arg(machines);
    else
        text = Text::tr("%n card(s) on %1 machines", nullptr, cards).arg(machines);
    if (split.dp > 1 && split.zero > 0)
        text += Text::tr(", ZeRO-%1").arg(split.zero);
    if (split.tp > 1)
        text += Text::tr(", tensor parallel %1").arg(split.tp);
    if (split.pp > 1)
        text += Text::tr(", %1 pipeline stages").arg(split.pp);
    if (split.dp > 1 && split.zero == 0)
        text += split.tp == 1 && split.pp == 1 ? Text::tr(", data parallel") : Text::tr(", %1 replicas").arg(split.dp);
    return text;
}

RankingEntry unpriced(const Work& work)
{
    return evaluate(work, catalogMachine(work.phase.card), Count::Exactly);
}

} // namespace rp::cost_to_finish
