#pragma once

#include "catalog/Card.h"
#include "memory/EstimateInput.h"

#include <optional>

namespace rp::scaling {

// Communication coefficients c of S(n) = n / (1 + (n − 1)·c) (DESIGN.md §4b, seed 000 §3.2).
inline constexpr double kNvlink = 0.002; // S(8) ≈ 7.9
inline constexpr double kPcie = 0.065; // S(8) ≈ 5.5: "5–6× for 8 cards"
inline constexpr double kAcrossMachines = 0.2; // between machines without a fast fabric
inline constexpr int kDefaultCardsPerMachine = 8;

// The machines a phase runs on, as far as the hours depend on them. An offer gives only the
// cards per machine; a quote (models/quote) also says how the cards are linked, what joins
// the machines and whether the CPUs keep up.
struct MachineLinks {
    int cardsPerMachine = kDefaultCardsPerMachine;
    std::optional<bool> nvlink; // NVLink/NVSwitch between a machine's cards; unset: what the catalog card has
    bool fastFabric = false; // InfiniBand/RoCE or ≥ 100 Gbit/s between machines (seed 004 §3.3)
    double throughputFactor = 1; // < 1 when too few CPU cores starve the cards (seed 004 §3.2, §7)
};

// S(n) = n / (1 + (n − 1)·c).
double speedup(double cards, double c);
// c inside one machine: NVLink or PCIe by the card; LoRA/QLoRA sync only the adapters, so small even on PCIe.
double insideCoefficient(const Card& card, Task task);
double insideCoefficient(const Card& card, Task task, const MachineLinks& links);
// Cards spread over machines of `cardsPerMachine`: m machines each scaling S_in(n/m), joined at
// c across: S = m · S_in(n/m) / (1 + (m − 1)·c_across). One machine gives S_in(n). c across is
// kAcrossMachines, or the inside c when a fast fabric joins the machines.
double clusterSpeedup(int cards, const MachineLinks& links, const Card& card, Task task);
double clusterSpeedup(int cards, int cardsPerMachine, const Card& card, Task task);

} // namespace rp::scaling
