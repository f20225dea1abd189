#pragma once

namespace rp::limits {

// Ranges a plan value must fall in: wide enough for any real quote, narrow
// enough that a typo (an extra six zeros) is caught and no sum overflows.
inline constexpr double kMaxMoney = 1e12;
inline constexpr double kMaxHours = 1e6;
inline constexpr int kMaxCards = 4096;
inline constexpr double kMinIncrementHours = 1.0 / 3600.0;

} // namespace rp::limits
