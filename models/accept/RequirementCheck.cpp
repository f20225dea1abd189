#include "models/accept/RequirementCheck.h"

#include "models/accept/AcceptanceCheck.h"
#include "models/accept/CardNameMatch.h"
#include "models/catalog/CardCatalog.h"

#include <numeric>

namespace rp::accept {

namespace {

ItemResult item(const char* key, Verdict verdict, const QString& expected, const QString& found,
    std::optional<SourceLine> line = std::nullopt)
{
    return { QLatin1String(key), verdict, expected, found, std::move(line) };
}

// One whole listing of a machine's cards: the count and the command that showed it.
struct Shown {
    int cards = 0;
    QString command;
    SourceLine line;
};

QList<Shown> wholeListings(const MachineFacts& facts)
{
    QList<Shown> shown;
    for (const GpuListing& listing : facts.listings) {
        if (!listing.complete)
            continue; // a fragment proves what it shows, never a count
        const auto n = std::count_if(
            listing.gpus.cbegin(), listing.gpus.cend(), [](const GpuRecord& g) { return !isDisplayAdapter(g.name); });
        shown.append({ int(n), listing.command, listing.first });
    }
    if (facts.topo && facts.topo->complete)
        shown.append({ facts.topo->gpus, QStringLiteral("nvidia-smi topo -m"), facts.topo->rows.value(0) });
    return shown;
}

QString shownText(const Shown& s)
{
    return AcceptanceCheck::tr("%n card(s) in %1", nullptr, s.cards).arg(s.command);
}

// "6 of 28 card pairs NVLinked", and the first pair joined otherwise.
struct PairCount {
    int pairs = 0;
    int nvlinked = 0;
};

PairCount countPairs(const TopoMatrix& t)
{
    PairCount c;
    for (qsizetype i = 0; i < t.links.size(); ++i) {
        for (qsizetype j = i + 1; j < t.links.at(i).size(); ++j) {
            ++c.pairs;
            c.nvlinked += t.links.at(i).at(j).startsWith(QLatin1String("NV")) ? 1 : 0;
        }
    }
    return c;
}

QString pairsText(const PairCount& c)
{
    return AcceptanceCheck::tr("%1 of %2 card pairs NVLinked").arg(c.nvlinked).arg(c.pairs);
}

} // namespace

int RequirementCheck::usableCards(const Expectation& e, int cards)
{
    const int group = std::max(1, e.tensorParallel);
    return cards - cards % group;
}

QString RequirementCheck::shape(int machines, int cardsPerMachine)
{
    return tr("%n machine(s) of %1", nullptr, machines).arg(cardsPerMachine);
}

ItemResult RequirementCheck::cardCount(const Expectation& e, const MachineFacts& facts)
{
    const int group = std::max(1, e.tensorParallel);
    const QString expected = group > 1
        ? tr("%n card(s) in all, each %1 that run tensor-parallel inside one machine", nullptr, e.totalCards).arg(group)
        : tr("%n card(s) in all, in one machine or several", nullptr, e.totalCards);
    const QList<Shown> shown = wholeListings(facts);
    if (shown.isEmpty())
        return item("card_count", Verdict::CannotTell, expected,
            AcceptanceCheck::tr("no complete listing of the cards (the capture is cut or has no header)"));
    const Shown& first = shown.first();
    for (const Shown& other : shown) {
        if (other.cards != first.cards)
            return item("card_count", Verdict::Fail, expected,
                tr("the listings disagree: %1; %2").arg(shownText(first), shownText(other)), other.line);
    }
    const int n = first.cards;
    if (n < group) {
        ItemResult r = item("card_count", Verdict::Fail, expected, shownText(first), first.line);
        r.note = tr("Tensor parallelism over %1 cards cannot span machines, and this one holds %n.", nullptr, n)
                     .arg(group);
        return r;
    }
    ItemResult r = item("card_count", Verdict::Pass, expected, shownText(first), first.line);
    const int usable = usableCards(e, n);
    if (usable < n)
        r.note = tr("%1 of its %n cards form whole tensor-parallel groups of %2.", nullptr, n).arg(usable).arg(group);
    return r;
}

ItemResult RequirementCheck::links(const Expectation& e, const MachineFacts& facts)
{
    const int group = std::max(1, e.tensorParallel);
    if (!e.nvlinkInGroup) {
        const QString expected = group > 1
            ? tr("no NVLink needed: %1 has none, its tensor-parallel groups run over PCIe").arg(e.cardName)
            : tr("no NVLink needed: the cards run data parallel");
        if (!facts.topo)
            return item(
                "nvlink", Verdict::Pass, expected, AcceptanceCheck::tr("no link matrix captured; none required"));
        const PairCount pairs = countPairs(*facts.topo);
        ItemResult r = item("nvlink", Verdict::Pass, expected, pairsText(pairs), facts.topo->rows.value(0));
        // The planner scales a card made for NVLink (the catalog's SXM cards) on NVLink.
        const Card* card = CardCatalog::builtIn().find(e.cardId);
        if (card && card->hasNvlink() && pairs.nvlinked < pairs.pairs)
            r.note = tr("The plan's hours assume NVLink between these cards; over PCIe the phase runs longer.");
        return r;
    }
    const QString expected
        = tr("NVLink between the cards of each tensor-parallel group of %1 (GPU0–GPU%2, …: NV# in topo -m)")
              .arg(group)
              .arg(group - 1);
    if (facts.topo) {
        const TopoMatrix& t = *facts.topo;
        const PairCount pairs = countPairs(t);
        // Groups of consecutive cards, as Megatron-LM forms them from consecutive ranks
        // (megatron/core/parallel_state.py, initialize_model_parallel) and torchrun numbers a
        // machine's local ranks; a card beyond the last whole group carries no tensor traffic.
        const int cards = int(t.links.size());
        for (int first = 0; first + group <= cards; first += group) {
            for (int i = first; i < first + group; ++i) {
                for (int j = i + 1; j < first + group && j < t.links.at(i).size(); ++j) {
                    const QString& link = t.links.at(i).at(j);
                    if (!link.startsWith(QLatin1String("NV")))
                        return item("nvlink", Verdict::Fail, expected,
                            pairsText(pairs) + QStringLiteral("; GPU%1–GPU%2: %3").arg(i).arg(j).arg(link),
                            t.rows.value(i));
                }
            }
        }
        if (!t.complete)
            return item("nvlink", Verdict::CannotTell, expected, AcceptanceCheck::tr("the topo -m matrix is cut short"),
                t.rows.value(0));
        return item("nvlink", Verdict::Pass, expected, pairsText(pairs), t.rows.value(0));
    }
    if (facts.nvlink) {
        const NvlinkStatus& s = *facts.nvlink;
        for (qsizetype g = 0; g < s.activeLinks.size(); ++g) {
            if (s.activeLinks.at(g) == 0)
                return item("nvlink", Verdict::Fail, expected,
                    AcceptanceCheck::tr("GPU %1 has no active NVLink").arg(g), s.gpuLines.at(g));
        }
        return item("nvlink", Verdict::CannotTell, expected,
            AcceptanceCheck::tr(
                "nvlink -s shows active links but not which cards they join; capture nvidia-smi topo -m"),
            s.gpuLines.value(0));
    }
    return item("nvlink", Verdict::CannotTell, expected, AcceptanceCheck::tr("no nvidia-smi topo -m in the capture"));
}

QString RequirementCheck::shapeNote(const Expectation& e, const AcceptanceReport& report)
{
    if (!e.isRequirement() || report.machines.isEmpty())
        return {};
    // "Enough" only of the right cards: none of the items that make up the requirement failed.
    static const QStringList requirement = { QStringLiteral("card_model"), QStringLiteral("card_count"),
        QStringLiteral("memory_per_card"), QStringLiteral("nvlink") };
    QList<int> counts;
    int usable = 0;
    for (const MachineResult& machine : report.machines) {
        const bool failed = std::any_of(machine.items.cbegin(), machine.items.cend(),
            [](const ItemResult& i) { return i.verdict == Verdict::Fail && requirement.contains(i.key); });
        if (failed || !machine.cards || *machine.cards < e.tensorParallel)
            return {};
        counts.append(*machine.cards);
        usable += usableCards(e, *machine.cards);
    }
    const bool asPlanned = counts.size() == e.machines
        && std::all_of(counts.cbegin(), counts.cend(), [&](int n) { return n == e.cardsPerMachine; });
    if (usable < e.totalCards || asPlanned)
        return {};
    const int total = std::accumulate(counts.cbegin(), counts.cend(), 0);
    const bool even = std::all_of(counts.cbegin(), counts.cend(), [&](int n) { return n == counts.first(); });
    const QString delivered = counts.size() == 1 ? tr("%n card(s) in one machine", nullptr, total)
        : even                                   ? shape(int(counts.size()), counts.first())
                                                 : tr("%n card(s) in %1 machines", nullptr, total).arg(counts.size());
    const QString planned = shape(e.machines, e.cardsPerMachine);
    // More machines than planned: traffic the plan kept inside a machine now crosses the network.
    if (counts.size() > e.machines)
        return tr("%1 instead of %2: enough for the peak phase, but its cards now talk across machines, which the "
                  "plan's hours do not count on: the phase may run longer.")
            .arg(delivered, planned);
    return tr("%1 instead of %2: enough for the peak phase.").arg(delivered, planned);
}

std::optional<ItemResult> RequirementCheck::acrossMachines(const Expectation& e, const AcceptanceReport& report)
{
    const int captured = int(report.machines.size());
    if (captured == 0)
        return std::nullopt;
    int usable = 0;
    int cards = 0;
    bool known = true;
    for (const MachineResult& machine : report.machines) {
        if (!machine.cards) {
            known = false;
            continue;
        }
        cards += *machine.cards;
        usable += usableCards(e, *machine.cards);
    }
    if (e.machines <= 1 && captured == 1 && known && usable >= e.totalCards)
        return std::nullopt; // the one machine captured holds the phase: its card count says so
    const QString expected = tr("%n card(s) of the peak phase in all (planned: %1)", nullptr, e.totalCards)
                                 .arg(shape(e.machines, e.cardsPerMachine));
    const QString machines = AcceptanceCheck::tr("%n machine(s) captured", nullptr, captured);
    if (!known)
        return item("card_count", Verdict::CannotTell, expected,
            tr("%1; the number of cards is not shown for every machine").arg(machines));
    const QString found = usable == cards
        ? tr("%1 with %n card(s) in all", nullptr, cards).arg(machines)
        : tr("%1 with %2 cards, %n of them in whole tensor-parallel groups", nullptr, usable).arg(machines).arg(cards);
    if (usable >= e.totalCards) {
        ItemResult r = item("card_count", Verdict::Pass, expected, found);
        r.note = shapeNote(e, report);
        return r;
    }
    // Short: with at least the machines planned captured, the delivery lacks cards; with fewer,
    // the machines not captured may hold them.
    const int missing = e.totalCards - usable;
    if (captured >= e.machines) {
        ItemResult r = item("card_count", Verdict::Fail, expected, found);
        r.note = tr("%n card(s) short of the peak phase.", nullptr, missing);
        return r;
    }
    ItemResult r = item("card_count", Verdict::CannotTell, expected, found);
    r.note = tr("%n more card(s) needed: capture the other machines, or the delivery is short.", nullptr, missing);
    return r;
}

} // namespace rp::accept
