#include "models/quote/QuoteMachine.h"

#include "models/quote/QuoteRules.h"

namespace rp::quote_machine {

bool linkedByNvlink(const Quote& q, const Card& card)
{
    // PCIe and NVL cards, or "no interconnect", have no NVLink between all cards (docs/quotes.md).
    if (q.interconnect == Interconnect::NvSwitch || q.interconnect == Interconnect::NvlinkPairs)
        return true;
    if (q.interconnect == Interconnect::None || q.formFactor == FormFactor::Pcie || q.formFactor == FormFactor::Nvl)
        return false;
    return card.hasNvlink(); // not stated: what the catalog's card has
}

bool hasFastFabric(const Quote& q)
{
    return scaling::isFastFabric(q.fabric, q.fabricGbps);
}

scaling::MachineLinks links(const Quote& q, const Card& card)
{
    scaling::MachineLinks l;
    l.cardsPerMachine = q.cardsPerMachine;
    l.nvlink = linkedByNvlink(q, card);
    l.fastFabric = hasFastFabric(q);
    l.throughputFactor = QuoteRules::cpuFactor(q);
    return l;
}

scaling::MachineLinks bestLinks(const Quote& q)
{
    scaling::MachineLinks l;
    l.cardsPerMachine = q.cardsPerMachine;
    l.nvlink = true;
    l.fastFabric = true;
    return l;
}

} // namespace rp::quote_machine
