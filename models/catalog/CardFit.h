#pragma once

#include "models/catalog/Card.h"
#include "models/catalog/SplitSearch.h"
#include "models/memory/MemoryEstimate.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace rp {

class CardCatalog;

// A cheaper way to run a training job that does not fit as set: the fewest
// cards with full recomputation and/or micro-batch 1.
struct CardAlternative {
    std::int64_t cards = 0;
    Recompute recompute = Recompute::Full;
    std::int64_t batch = 1;
    bool batchChanged = false;
    Split split;
    std::int64_t perGpuTotalBytes = 0;
};

// The user's setting recomputes activations (full recomputation, the fine-tuning
// default): the same job on the same split without recomputation, which holds
// more activations and trains faster.
struct WithoutRecompute {
    bool fits = false; // the user's split holds it on this card too
    std::int64_t perGpuPeakBytes = 0;
    double timeSaving = 0; // share of the training time saved: 1 − FLOPs ratio (1/4 full fine-tune, 1/3 LoRA)
};

// How one card type serves the estimate: with the user's own split (fits,
// headroom) and with the split RentPlan would pick (fewest cards). Fit
// decisions use what nvidia-smi would show (the device metric) and the larger
// of the steady state and the load-time peak.
struct CardFit {
    Card card;
    bool fits = false; // the user's per-GPU peak fits this card
    bool loadDecides = false; // the load-time peak, not the steady state, is the larger
    std::int64_t headroomBytes = 0; // card memory − the user's per-GPU peak (negative: short by)
    std::int64_t minCards = 0; // 0 = no count of this card holds the job
    Split minSplit; // how those cards share the work
    std::int64_t perGpuAtMinBytes = 0;
    QList<CardAlternative> alternatives; // cheapest first; only when the user's setting does not fit
    std::optional<WithoutRecompute> withoutRecompute; // set when the user's setting recomputes
    QStringList warnings;
};

class CardFitter {
public:
    // Largest count tried: a few racks. Beyond it "does not fit" is the honest answer.
    static constexpr std::int64_t kMaxCards = split_search::kMaxCards;

    static CardFit fit(const Card& card, const MemoryEstimate& estimate);
    // Every card in the catalog, the ones that fit first, then by fewest cards and by memory.
    static QList<CardFit> fitAll(const CardCatalog& catalog, const MemoryEstimate& estimate);
    // A one-line description of a split, e.g. "ZeRO-3 over 8 cards".
    static QString describe(const Split& split, bool training);
    // An alternative as a person reads it: "1 card with gradient checkpointing, micro-batch 1".
    static QString describe(const CardAlternative& alternative);
    // "also fits without gradient checkpointing (about 25 % less time)"; empty when it does not fit.
    static QString describe(const WithoutRecompute& faster);
};

} // namespace rp
