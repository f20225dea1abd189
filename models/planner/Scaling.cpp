#include "models/planner/Scaling.h"

#include <algorithm>

namespace rp::scaling {

QStringList fabrics()
{
    return { QStringLiteral("infiniband"), QStringLiteral("roce"), QStringLiteral("ethernet"), QStringLiteral("none") };
}

bool isFastFabric(const QString& fabric, std::optional<double> gbps)
{
    return fabric == u"infiniband" || fabric == u"roce" || gbps.value_or(0) >= kFastFabricGbps;
}

double speedup(double cards, double c)
{
    // S(n) = n / (1 + (n − 1)·c) (docs/plan-format.md, "Split and scaling").
    if (cards <= 0)
        return 0;
    return cards / (1.0 + (cards - 1.0) * c);
}

double coefficientOf(double speedup, int cards)
{
    if (cards <= 1 || speedup <= 0)
        return 0;
    return (cards / speedup - 1.0) / (cards - 1.0);
}

Traffic traffic(const Split& split, Task task)
{
    if (split.tp > 1 || split.zero >= 3)
        return Traffic::Weights;
    const bool adapters = task == Task::Lora || task == Task::Qlora;
    return adapters ? Traffic::Adapters : Traffic::Gradients;
}

double insideCoefficient(const Card& card, Traffic traffic, const MachineLinks& links)
{
    // Data-parallel LoRA syncs only the adapters, small even on PCIe (docs/plan-format.md).
    if (traffic == Traffic::Adapters)
        return kAdapters;
    // A quote that states its links overrides the catalog card's.
    return links.nvlink.value_or(card.hasNvlink()) ? kNvlink : kPcie;
}

double acrossCoefficient(const Card& card, Traffic traffic, const MachineLinks& links)
{
    const double inside = insideCoefficient(card, traffic, links);
    if (traffic == Traffic::Adapters)
        return inside;
    // InfiniBand/RoCE (or 100 GbE) joins machines about as fast as the links inside (docs/quotes.md).
    return std::max(inside, links.fastFabric ? inside : kAcrossMachines);
}

double clusterSpeedup(int cards, Traffic traffic, const MachineLinks& links, const Card& card)
{
    if (cards <= 0)
        return 0;
    // A ring or gather that spans machines runs at the pace of its slowest link.
    const bool oneMachine = cards <= std::max(1, links.cardsPerMachine);
    return speedup(
        cards, oneMachine ? insideCoefficient(card, traffic, links) : acrossCoefficient(card, traffic, links));
}

double splitSpeedup(const Split& split, Task task, const MachineLinks& links, const Card& card)
{
    return clusterSpeedup(int(split.cards()), traffic(split, task), links, card);
}

double clusterSpeedup(int cards, const MachineLinks& links, const Card& card, Task task)
{
    Split dataParallel;
    dataParallel.dp = std::max(cards, 1);
    return clusterSpeedup(cards, traffic(dataParallel, task), links, card);
}

double clusterSpeedup(int cards, int cardsPerMachine, const Card& card, Task task)
{
    MachineLinks links;
    links.cardsPerMachine = cardsPerMachine;
    return clusterSpeedup(cards, links, card, task);
}

} // namespace rp::scaling
