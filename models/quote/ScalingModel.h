#pragma once

#include "catalog/Card.h"
#include "plan/Quote.h"

namespace rp::scaling {

// DESIGN.md §4b: S(n) = n / (1 + (n−1)·c), c from the links between the cards.
inline constexpr double kNvlinkC = 0.002; // S(8) ≈ 7.9
inline constexpr double kPcieC = 0.065; // S(8) ≈ 5.5; seed 000 §3.2: "5–6× for 8 cards"
inline constexpr double kSlowFabricC = 0.2; // machines joined by ordinary Ethernet

double speedup(int cards, double c);
// c for a quote's machines: NVLink (stated, or an SXM card with NVLink in the catalog)
// or PCIe inside a machine; several machines without a fast fabric (InfiniBand/RoCE, or
// at least 100 Gbit/s, seed 004 §3.3) use the slow-fabric c for all cards.
double contention(const Quote& quote, const Card& card);
bool hasFastFabric(const Quote& quote);
bool linkedByNvlink(const Quote& quote, const Card& card);

} // namespace rp::scaling
