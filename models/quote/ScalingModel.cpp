#include "quote/ScalingModel.h"

namespace rp::scaling {

double speedup(int cards, double c)
{
    // DESIGN.md §4b: S(n) = n / (1 + (n−1)·c).
    return cards < 1 ? 0.0 : double(cards) / (1.0 + double(cards - 1) * c);
}

bool linkedByNvlink(const Quote& q, const Card& card)
{
    if (q.interconnect == Interconnect::NvSwitch || q.interconnect == Interconnect::NvlinkPairs)
        return true;
    if (q.interconnect == Interconnect::None || q.formFactor == FormFactor::Pcie || q.formFactor == FormFactor::Nvl)
        return false;
    return card.hasNvlink(); // not stated: what the catalog's card has
}

bool hasFastFabric(const Quote& q)
{
    return q.fabric == u"infiniband" || q.fabric == u"roce" || q.fabricGbps.value_or(0) >= 100;
}

double contention(const Quote& q, const Card& card)
{
    if (q.machines > 1 && !hasFastFabric(q))
        return kSlowFabricC;
    return linkedByNvlink(q, card) ? kNvlinkC : kPcieC;
}

} // namespace rp::scaling
