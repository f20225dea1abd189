#include "models/accept/MachineSignature.h"

#include "models/accept/CardNameMatch.h"

#include <algorithm>

namespace rp::accept {

namespace {

int computeCount(const GpuListing& listing)
{
    return int(std::count_if(
        listing.gpus.cbegin(), listing.gpus.cend(), [](const GpuRecord& g) { return !isDisplayAdapter(g.name); }));
}

template <typename T> QList<T> sortedDistinct(QList<T> values)
{
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

// Each fact as the item it proves, so a difference is reported under the item's name.
struct Comparison {
    const char* item;
    bool mine;
    bool theirs;
    bool equal;
};

QList<Comparison> compare(const MachineSignature& a, const MachineSignature& b)
{
    return {
        { "card_model", a.cards.has_value(), b.cards.has_value(), a.cards == b.cards },
        { "card_count", a.cardCount.has_value(), b.cardCount.has_value(), a.cardCount == b.cardCount },
        { "memory_per_card", a.memoryMiB.has_value(), b.memoryMiB.has_value(), a.memoryMiB == b.memoryMiB },
        { "driver", a.driver.has_value(), b.driver.has_value(), a.driver == b.driver },
        { "nvlink", a.nvlinkedPairs.has_value(), b.nvlinkedPairs.has_value(), a.nvlinkedPairs == b.nvlinkedPairs },
        { "nvlink", a.activeNvlinks.has_value(), b.activeNvlinks.has_value(), a.activeNvlinks == b.activeNvlinks },
    };
}

} // namespace

MachineSignature MachineSignature::of(const MachineFacts& facts)
{
    MachineSignature s;
    QStringList cards;
    QList<qint64> memory;
    for (const GpuListing& listing : facts.listings) {
        for (const GpuRecord& gpu : listing.gpus) {
            if (isDisplayAdapter(gpu.name))
                continue;
            // A name the table cut short ("NVIDIA GeForce RTX ...") says nothing about the model.
            if (!gpu.name.isEmpty() && !gpu.name.endsWith(QLatin1String("..."))) {
                const QString id = cardIdForName(gpu.name);
                cards.append(id.isEmpty() ? gpu.name.simplified() : id);
            }
            if (gpu.memoryTotalMiB >= 0)
                memory.append(gpu.memoryTotalMiB);
        }
        if (listing.complete && !s.cardCount)
            s.cardCount = computeCount(listing);
    }
    if (!cards.isEmpty())
        s.cards = sortedDistinct(cards);
    if (!memory.isEmpty())
        s.memoryMiB = sortedDistinct(memory);
    if (facts.topo && facts.topo->complete) {
        if (!s.cardCount)
            s.cardCount = facts.topo->gpus;
        int nvPairs = 0;
        for (qsizetype i = 0; i < facts.topo->links.size(); ++i) {
            const QStringList& row = facts.topo->links.at(i);
            for (qsizetype j = i + 1; j < row.size(); ++j)
                nvPairs += row.at(j).startsWith(QLatin1String("NV")) ? 1 : 0;
        }
        s.nvlinkedPairs = nvPairs;
    }
    if (facts.nvlink)
        s.activeNvlinks = facts.nvlink->activeLinks;
    if (facts.driver)
        s.driver = facts.driver->value.trimmed();
    return s;
}

QStringList MachineSignature::differences(const MachineSignature& other) const
{
    QStringList items;
    for (const Comparison& c : compare(*this, other)) {
        if (c.mine && c.theirs && !c.equal && !items.contains(QLatin1String(c.item)))
            items.append(QLatin1String(c.item));
    }
    return items;
}

QStringList MachineSignature::unknownOnOneSide(const MachineSignature& other) const
{
    QStringList items;
    for (const Comparison& c : compare(*this, other)) {
        if (c.mine != c.theirs && !items.contains(QLatin1String(c.item)))
            items.append(QLatin1String(c.item));
    }
    return items;
}

} // namespace rp::accept
