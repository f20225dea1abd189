#pragma once

namespace rp::limits {

// Ranges a plan value must fall in: wide enough for any real quote, narrow
// enough that a typo (an extra six zeros) is caught and no sum overflows.
inline constexpr double kMaxMoney = 1e12;
inline constexpr double kMaxHours = 1e6;
inline constexpr int kMaxCards = 4096;
inline constexpr double kMinIncrementHours = 1.0 / 3600.0;

// Sizes the engine is built and measured for (tests/bench_longplans.cpp, docs/reliability.md):
// beyond them a plan is refused when it is read, not after minutes or an out-of-memory abort.
// Offers are bounded only by the file's 16 MiB (about 60,000 offers).
inline constexpr int kMaxQuotes = 10000;
inline constexpr int kMaxPhases = 10000; // in the plan, and in each scenario
inline constexpr int kMaxScenarios = 100;
// Offers and quotes × phases: each phase's ranking costs every offer on it, the quote comparison
// every quote (10,000 quotes on 100 phases, 100 offers on 10,000 phases).
inline constexpr double kMaxComparisons = 1e6;

} // namespace rp::limits
