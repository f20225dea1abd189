#pragma once

#include "catalog/Card.h"
#include "memory/MemoryEstimate.h"

#include <QList>
#include <QStringList>

namespace rp {

class CardCatalog;

// How one card type serves the estimate: with the user's own split (fits,
// headroom) and with the split RentPlan would pick (fewest cards).
struct CardFit {
    Card card;
    bool fits = false; // the user's per-GPU total fits this card
    std::int64_t headroomBytes = 0; // card memory − the user's per-GPU total (negative: short by)
    std::int64_t minCards = 0; // 0 = no count of this card holds the job
    Split minSplit; // how those cards share the work
    std::int64_t perGpuAtMinBytes = 0;
    QStringList warnings;
};

class CardFitter {
public:
    // Largest count tried: a few racks. Beyond it "does not fit" is the honest answer.
    static constexpr std::int64_t kMaxCards = 4096;

    static CardFit fit(const Card& card, const MemoryEstimate& estimate);
    // Every card in the catalog, the ones that fit first, then by fewest cards and by memory.
    static QList<CardFit> fitAll(const CardCatalog& catalog, const MemoryEstimate& estimate);
    // A one-line description of a split, e.g. "ZeRO-3 over 8 cards".
    static QString describe(const Split& split, bool training);
};

} // namespace rp
