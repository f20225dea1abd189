#include "models/cost/SpotModel.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rp::spot {

namespace {
constexpr double kInfinity = std::numeric_limits<double>::infinity();
}

double youngIntervalHours(double c, double m)
{
    // Young 1974, first-order optimum.
    return std::sqrt(2.0 * c * m);
}

double dalyIntervalHours(double c, double m)
{
    if (!std::isfinite(m))
        return kInfinity;
    if (c >= 2.0 * m) // Daly 2006: beyond this the higher-order model breaks down; checkpoint once per M.
        return m;
    const double x = c / (2.0 * m);
    // Daly 2006, eq. (37): higher-order estimate of the optimum interval.
    return std::sqrt(2.0 * c * m) * (1.0 + std::sqrt(x) / 3.0 + x / 9.0) - c;
}

double maxLossIntervalHours(double maxLossHours, double checkpointHours)
{
    // The worst case loses τ + C, so τ = L − C (40 min, 5 min save → 35 min).
    return maxLossHours - checkpointHours;
}

double wallPerComputeHour(double c, double tau, double lambda, double r)
{
    // T_w = T·(1 + C/τ) / (1 − λ·(τ/2 + R)) (docs/plan-format.md, "Spot").
    const double overhead = (c > 0 && tau > 0) ? c / tau : 0.0;
    const double lost = lambda * ((std::isfinite(tau) ? tau / 2.0 : 0.0) + r);
    if (lambda > 0 && !std::isfinite(tau))
        return kInfinity; // never saving while interruptions happen: the job never finishes
    if (lost >= 1.0)
        return kInfinity;
    return (1.0 + overhead) / (1.0 - lost);
}

Estimate estimate(const Offer& offer)
{
    Estimate e;
    const double c = offer.checkpointMinutes / 60.0;
    const double r = offer.restartMinutes / 60.0;
    e.interruptionsPerHour = offer.interruptionsPerDay / 24.0;
    const double m = e.interruptionsPerHour > 0 ? 1.0 / e.interruptionsPerHour : kInfinity;
    e.youngIntervalHours = std::isfinite(m) ? youngIntervalHours(c, m) : kInfinity;
    e.dalyIntervalHours = dalyIntervalHours(c, m);
    e.maxLossIntervalHours = offer.maxLossMinutes ? maxLossIntervalHours(*offer.maxLossMinutes / 60.0, c) : kInfinity;
    e.intervalHours = std::min(e.dalyIntervalHours, e.maxLossIntervalHours);
    if (c == 0 && std::isfinite(m) && !offer.maxLossMinutes)
        e.intervalHours = 0; // free saves: save continuously, lose nothing but the restart
    e.wallPerComputeHour = wallPerComputeHour(c, e.intervalHours, e.interruptionsPerHour, r);
    e.finishes = std::isfinite(e.wallPerComputeHour);
    return e;
}

} // namespace rp::spot
