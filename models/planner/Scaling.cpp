#include "planner/Scaling.h"

#include <algorithm>

namespace rp::scaling {

double speedup(double cards, double c)
{
    // DESIGN.md §4b: S(n) = n / (1 + (n − 1)·c).
    if (cards <= 0)
        return 0;
    return cards / (1.0 + (cards - 1.0) * c);
}

double insideCoefficient(const Card& card, Task task)
{
    // DESIGN.md §4b: data-parallel LoRA syncs only the adapters.
    if (task == Task::Lora || task == Task::Qlora)
        return kNvlink;
    return card.hasNvlink() ? kNvlink : kPcie;
}

double insideCoefficient(const Card& card, Task task, const MachineLinks& links)
{
    // DESIGN.md §4b; a quote that states its links overrides the catalog card's.
    if (task == Task::Lora || task == Task::Qlora || !links.nvlink)
        return insideCoefficient(card, task);
    return *links.nvlink ? kNvlink : kPcie;
}

double clusterSpeedup(int cards, const MachineLinks& links, const Card& card, Task task)
{
    // Seed 004 §3.1: two 4-card NVLink machines beat one 8-card PCIe machine; the slow link
    // between machines is paid once per machine, not once per card.
    const int perMachine = std::max(1, links.cardsPerMachine);
    const int machines = (std::max(cards, 1) + perMachine - 1) / perMachine;
    const double c = insideCoefficient(card, task, links);
    const double inside = speedup(double(cards) / machines, c);
    // Seed 004 §3.3: InfiniBand/RoCE (or 100 GbE) joins machines about as fast as the links inside.
    const bool adapters = task == Task::Lora || task == Task::Qlora;
    const double across = adapters ? kNvlink : links.fastFabric ? c : kAcrossMachines;
    return machines * inside / (1.0 + (machines - 1) * across);
}

double clusterSpeedup(int cards, int cardsPerMachine, const Card& card, Task task)
{
    MachineLinks links;
    links.cardsPerMachine = cardsPerMachine;
    return clusterSpeedup(cards, links, card, task);
}

} // namespace rp::scaling
