#pragma once

#include "ledger/LedgerStats.h"

#include <algorithm>
#include <optional>

namespace rp::toolkit {

// What the idle-shutdown watchdog would save (seed 000 §4.3: a forgotten 8-card instance
// overnight costs four figures): the planned card-hours' idle share × the price.
struct IdleSavings {
    double idleShare = 0;
    double idleCardHours = 0;
    double saved = 0; // an upper bound: each idle stretch still runs for the watchdog's minutes
};

// Share of the recorded billed card-hours the cards sat idle: 1 − busy / billed (issue #4's idle cost);
// nullopt when no job recorded its busy hours.
inline std::optional<double> idleShare(const LedgerStats& stats)
{
    // Hours of every currency add up (money per currency does not, issue #10).
    const double billed = stats.cardHours();
    const double busy = stats.busyCardHours();
    const bool anyIdleCost = std::any_of(stats.currencies.cbegin(), stats.currencies.cend(),
        [](const LedgerStats::Currency& c) { return c.total.idleCost > 0; });
    if (billed <= 0 || busy >= billed)
        return billed > 0 && anyIdleCost ? std::optional<double>(0.0) : std::nullopt;
    return 1.0 - busy / billed;
}

inline IdleSavings idleSavings(double plannedCardHours, double share, double pricePerCardHour)
{
    IdleSavings s;
    s.idleShare = share;
    s.idleCardHours = plannedCardHours * share;
    s.saved = s.idleCardHours * pricePerCardHour;
    return s;
}

} // namespace rp::toolkit
