#pragma once

#include "catalog/Card.h"
#include "memory/EstimateInput.h"

namespace rp::scaling {

// Communication coefficients c of S(n) = n / (1 + (n − 1)·c) (DESIGN.md §4b, seed 000 §3.2).
inline constexpr double kNvlink = 0.002; // S(8) ≈ 7.9
inline constexpr double kPcie = 0.065; // S(8) ≈ 5.5: "5–6× for 8 cards"
inline constexpr double kAcrossMachines = 0.2; // between machines without a fast fabric
inline constexpr int kDefaultCardsPerMachine = 8;

// S(n) = n / (1 + (n − 1)·c).
double speedup(double cards, double c);
// c inside one machine: NVLink or PCIe by the card; LoRA/QLoRA sync only the adapters, so small even on PCIe.
double insideCoefficient(const Card& card, Task task);
// Cards spread over machines of `cardsPerMachine`: m machines each scaling S_in(n/m), joined at
// c across: S = m · S_in(n/m) / (1 + (m − 1)·c_across). One machine gives S_in(n).
double clusterSpeedup(int cards, int cardsPerMachine, const Card& card, Task task);

} // namespace rp::scaling
