#pragma once

#include <cstdint>

namespace rp::units {

inline constexpr std::int64_t kKiB = 1024;
inline constexpr std::int64_t kMiB = 1024 * kKiB;
inline constexpr std::int64_t kGiB = 1024 * kMiB;
inline constexpr double kGB = 1e9; // decimal, as papers and spec sheets count

// Calendar used for billing everywhere (docs/plan-format.md, "Rules"): a month is 730 hours
// (8 760 / 12), a week 168, a year 8 760 (8 cards for a month: 8 × 730 = 5 840 card-hours).
inline constexpr double kHoursPerWeek = 168.0;
inline constexpr double kHoursPerMonth = 730.0;
inline constexpr double kHoursPerYear = 8760.0;

} // namespace rp::units
