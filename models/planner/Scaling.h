#pragma once

#include "models/catalog/Card.h"
#include "models/memory/EstimateInput.h"
#include "models/memory/MemoryEstimate.h"

#include <QStringList>

#include <optional>

namespace rp::scaling {

// Communication coefficients c of S(n) = n / (1 + (n − 1)·c) (docs/plan-format.md, "Split and scaling").
inline constexpr double kNvlink = 0.002; // S(8) ≈ 7.9
inline constexpr double kPcie = 0.065; // S(8) ≈ 5.5: the 5–6× commonly reported for 8 PCIe cards
inline constexpr double kAcrossMachines = 0.2; // between machines on an unknown or ordinary network
inline constexpr double kAdapters = 0.002; // only LoRA adapters are synchronised: small on any link
inline constexpr int kDefaultCardsPerMachine = 8;

// The machines a phase runs on, as far as the hours depend on them. An offer gives only the
// cards per machine; a quote (models/quote) also says how the cards are linked, what joins
// the machines and whether the CPUs keep up.
struct MachineLinks {
    int cardsPerMachine = kDefaultCardsPerMachine;
    std::optional<bool> nvlink; // NVLink/NVSwitch between a machine's cards; unset: what the catalog card has
    bool fastFabric = false; // InfiniBand/RoCE or ≥ 100 Gbit/s between machines (docs/quotes.md)
    double throughputFactor = 1; // < 1 when too few CPU cores starve the cards (docs/quotes.md)
};

// What a split sends between its cards every step, which decides how much each link slows it.
enum class Traffic {
    Adapters, // data parallel with replicated weights: only LoRA/QLoRA adapters' gradients
    Gradients, // data parallel (ZeRO 0–2): every gradient all-reduced once a step
    Weights, // ZeRO-3/FSDP gathers every weight each step, or tensor parallelism talks every layer
};

// The networks a plan may name between machines ("infiniband", "roce", "ethernet", "none").
QStringList fabrics();
// InfiniBand/RoCE, or at least 100 Gbit/s between machines: about as fast as the links inside
// (docs/quotes.md). An unstated network is not fast.
bool isFastFabric(const QString& fabric, std::optional<double> gbps);
inline constexpr double kFastFabricGbps = 100;

// S(n) = n / (1 + (n − 1)·c).
double speedup(double cards, double c);
// The c a speedup S on n cards was computed with: c = (n / S − 1) / (n − 1), the inverse of
// speedup(); 0 for one card or no speedup (nothing crosses a link).
double coefficientOf(double speedup, int cards);
// What `split` sends: tensor parallelism or ZeRO-3 move weights or activations every layer;
// LoRA/QLoRA with replicated weights only the adapters; otherwise the gradients.
Traffic traffic(const Split& split, Task task);
// c of the links inside one machine for that traffic: NVLink or PCIe (a quote may say which).
double insideCoefficient(const Card& card, Traffic traffic, const MachineLinks& links);
// c between machines: the documented default for an unknown network, the inside c on a fast
// fabric; never below the inside c, since a hop to another machine is never faster than the cards' own link.
double acrossCoefficient(const Card& card, Traffic traffic, const MachineLinks& links);
// S(n) above with the c of the slowest link the traffic crosses: the link inside one
// machine when all the cards are in it, else the network between machines (never faster than the
// link inside). Spreading the same cards over more machines, or a slower network, never raises S.
double clusterSpeedup(int cards, Traffic traffic, const MachineLinks& links, const Card& card);
// The split's own traffic on its cards (split.cards()).
double splitSpeedup(const Split& split, Task task, const MachineLinks& links, const Card& card);
// Plain data parallelism over `cards` (full fine-tune: gradients; LoRA/QLoRA: adapters).
double clusterSpeedup(int cards, const MachineLinks& links, const Card& card, Task task);
double clusterSpeedup(int cards, int cardsPerMachine, const Card& card, Task task);

} // namespace rp::scaling
