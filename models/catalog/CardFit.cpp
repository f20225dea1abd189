#include "models/catalog/CardFit.h"

#include "models/catalog/CardCatalog.h"
#include "models/catalog/SplitSearch.h"
#include "models/memory/MemoryEstimator.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace rp {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(CardFit)
};

} // namespace

QString CardFitter::describe(const Split& split, bool training)
{
    if (split.cards() == 1)
        return Text::tr("one card");
    QStringList parts;
    if (split.tp > 1)
        parts.append(Text::tr("tensor parallel %1").arg(split.tp));
    if (split.pp > 1)
        parts.append(Text::tr("%1 pipeline stages").arg(split.pp));
    if (split.dp > 1)
        parts.append(training && split.zero > 0
                ? Text::tr("ZeRO-%1 over %2 data-parallel ranks").arg(split.zero).arg(split.dp)
                : Text::tr("%1 data-parallel replicas").arg(split.dp));
    return parts.join(u" × ");
}

QString CardFitter::describe(const CardAlternative& alternative)
{
    QString text = alternative.cards == 1 ? Text::tr("1 card") : Text::tr("%1 cards").arg(alternative.cards);
    if (alternative.split.zero == 3 && alternative.split.dp > 1)
        text += Text::tr(", ZeRO-3");
    if (alternative.split.tp > 1)
        text += Text::tr(", tensor parallel %1").arg(alternative.split.tp);
    if (alternative.recompute == Recompute::Full)
        text += Text::tr(" with gradient checkpointing");
    if (alternative.batchChanged)
        text += alternative.recompute == Recompute::Full ? Text::tr(" and micro-batch 1")
                                                         : Text::tr(" with micro-batch 1");
    return text;
}

QString CardFitter::describe(const WithoutRecompute& faster)
{
    if (!faster.fits)
        return {};
    return Text::tr("also fits without gradient checkpointing (about %1 % less time)")
        .arg(QLocale().toString(faster.timeSaving * 100.0, 'f', 0));
}

namespace {

// Fit decisions use what the card must really hold: the device metric (CUDA context and allocator reserve).
ModelTotals deviceTotals(const ModelTotals& totals)
{
    ModelTotals device = totals;
    device.metric = Metric::Device;
    return device;
}

std::optional<split_search::Candidate> fewest(const ModelTotals& totals, std::int64_t memory)
{
    return split_search::fewest(totals, memory);
}

} // namespace

CardFit CardFitter::fit(const Card& card, const MemoryEstimate& estimate)
{
    CardFit f;
    f.card = card;
    const std::int64_t memory = card.memoryBytes();
    if (!estimate.refusal.isEmpty()) {
        f.warnings.append(estimate.refusal);
        return f;
    }
    const ModelTotals totals = deviceTotals(estimate.totals);
    const MemoryBreakdown mine = MemoryEstimator::perGpu(totals, estimate.split);
    f.fits = mine.peak() <= memory;
    f.loadDecides = mine.loadDecides();
    f.headroomBytes = memory - mine.peak();
    const auto best = fewest(totals, memory);
    if (best) {
        f.minCards = best->split.cards();
        f.minSplit = best->split;
        f.perGpuAtMinBytes = best->perGpuBytes;
    }
    if (!f.fits) {
        for (const LeverTotals& lever : estimate.levers) {
            const auto cheaper = fewest(deviceTotals(lever.totals), memory);
            if (!cheaper || (best && cheaper->split.cards() >= best->split.cards()))
                continue;
            f.alternatives.append({ cheaper->split.cards(), lever.recompute, lever.batch, lever.batchChanged,
                cheaper->split, cheaper->perGpuBytes });
        }
        // Cheapest first; at equal cards the lever that changes less (keeps the batch) first.
        std::stable_sort(f.alternatives.begin(), f.alternatives.end(),
            [](const CardAlternative& a, const CardAlternative& b) { return a.cards < b.cards; });
    }
    for (const LeverTotals& lever : estimate.levers) {
        if (lever.recompute != Recompute::None || lever.batchChanged || lever.timeShare >= 1.0)
            continue;
        // Without recomputation every activation is held: it fits only where the user's setting fits too.
        const std::int64_t peak = MemoryEstimator::perGpu(deviceTotals(lever.totals), estimate.split).peak();
        f.withoutRecompute = WithoutRecompute { f.fits && peak <= memory, peak, 1.0 - lever.timeShare };
    }

    if (!best)
        f.warnings.append(
            Text::tr("No number of these cards up to %1 holds the job with these settings.").arg(kMaxCards));
    if (f.loadDecides)
        f.warnings.append(Text::tr("Loading the model, not training it, sets the peak here."));
    const bool usesTensorParallel = (f.fits && estimate.split.tp > 1) || (best && best->split.tp > 1);
    if (usesTensorParallel && !card.hasNvlink())
        f.warnings.append(
            Text::tr("Tensor parallelism over PCIe only: expect a large slowdown; NVLink (SXM) cards suit it."));
    if (best && best->split.cards() > 8)
        f.warnings.append(
            Text::tr("More than one 8-card machine: the machines need 100 GbE or InfiniBand between them."));
    if (!card.ecc)
        f.warnings.append(Text::tr("No ECC memory (consumer card): long runs can be silently corrupted."));
    if (card.mig)
        f.warnings.append(Text::tr("Supports MIG: check that the rented card is whole, not a slice (nvidia-smi -L)."));
    if (!card.bf16Native)
        f.warnings.append(Text::tr("No native bf16: runs fp16 instead."));
    if (f.fits && f.headroomBytes < memory / 20)
        f.warnings.append(Text::tr("Tight: less than 5 % of the card's memory left."));
    return f;
}

QList<CardFit> CardFitter::fitAll(const CardCatalog& catalog, const MemoryEstimate& estimate)
{
    QList<CardFit> fits;
    fits.reserve(catalog.cards().size());
    for (const Card& card : catalog.cards())
        fits.append(fit(card, estimate));
    std::stable_sort(fits.begin(), fits.end(), [](const CardFit& a, const CardFit& b) {
        if (a.fits != b.fits)
            return a.fits;
        const std::int64_t ca = a.minCards ? a.minCards : CardFitter::kMaxCards + 1;
        const std::int64_t cb = b.minCards ? b.minCards : CardFitter::kMaxCards + 1;
        if (ca != cb)
            return ca < cb;
        return a.card.memoryMiB < b.card.memoryMiB;
    });
    return fits;
}

} // namespace rp
