#pragma once

#include "models/plan/Offer.h"

namespace rp::spot {

// Interruptible instances (docs/plan-format.md, "Spot"). All times in hours; an "interval" is
// the computing time between two checkpoints.
struct Estimate {
    double interruptionsPerHour = 0; // λ
    double dalyIntervalHours = 0; // infinite when nothing interrupts
    double youngIntervalHours = 0; // first-order form, shown for reference
    double maxLossIntervalHours = 0; // infinite when the offer sets no maximum loss
    double intervalHours = 0; // the one used: Daly's, shortened to honour the maximum loss
    double wallPerComputeHour = 1; // T_w / T; infinite when the job never finishes
    bool finishes = true;
};

// Young (1974): τ = √(2CM).
double youngIntervalHours(double checkpointHours, double meanTimeBetweenInterruptionsHours);
// Daly (2006): τ = √(2CM)·[1 + ⅓·√(C/2M) + (C/2M)/9] − C for C < 2M, else M.
double dalyIntervalHours(double checkpointHours, double meanTimeBetweenInterruptionsHours);
// Losing at most L per interruption (docs/plan-format.md, `max_loss_minutes`): the worst interruption
// strikes just before a save completes and loses the interval plus the save, so τ = L − C.
double maxLossIntervalHours(double maxLossHours, double checkpointHours);
// T_w / T = (1 + C/τ) / (1 − λ·(τ/2 + R)) (docs/plan-format.md); infinite when the denominator is not positive.
double wallPerComputeHour(
    double checkpointHours, double intervalHours, double interruptionsPerHour, double restartHours);

Estimate estimate(const Offer& offer);

} // namespace rp::spot
