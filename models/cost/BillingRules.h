#pragma once

#include "models/cost/Job.h"
#include "models/plan/Offer.h"

namespace rp::billing {

// What one offer charges for one job (docs/plan-format.md, "How costs are computed").
struct OfferCost {
    double cost = 0; // total; infinite when a spot job never finishes
    double wallHours = 0; // the job's hours, stretched by spot interruptions
    double billedHours = 0; // per card: what the provider charges for
    int instances = 0;
    double computeCost = 0;
    double storageCost = 0;
    double egressCost = 0;
    double ingressCost = 0;
};

// Billed time (docs/plan-format.md): max(minimum, ceil(T / increment)·increment); increment 0 bills exactly.
// A time within a billionth of a step of its boundary counts as on it, so sums such as
// 3 × (1/3) h do not tip into the next step.
double billedHours(double hours, double minimumHours, double incrementHours);
// Whole periods needed for `hours` (at least one); the same boundary tolerance.
double wholePeriods(double hours, double periodHours);
// Instances needed so that `cards` GPUs run when each instance has `cardsPerInstance`.
int instances(int cards, int cardsPerInstance);

// Price of one card for `billedHours` on a weekly/monthly/yearly offer: the first period at
// its price, later ones at the renewal price; whole periods, or pro rata when the offer refunds.
double periodicCostPerCard(const Offer& offer, double billedHours);

// The plan-file key of the price an offer still lacks: "price_per_card_hour" (on-demand, spot),
// "price_per_card_period" (weekly, monthly, yearly) or "price_per_hour" (a CPU machine by the hour);
// empty when it has one. A price of 0 is no price: a new offer starts at 0 and nobody rents for
// nothing, so such an offer is incomplete, costs nothing to nobody, and is never ranked.
QString missingPrice(const Offer& offer);
// The same in words, for a sentence: "no price yet: its price per card-hour is 0"; empty when priced.
QString missingPriceText(const Offer& offer);

// An offer without a price (missingPrice) costs NaN: it is left out of every comparison.
OfferCost cost(const Offer& offer, const Job& job);
// The same for a job whose wall-clock hours are already known (a spot job's interruptions drawn by
// the budget simulation, planner/Simulation.h): the offer's minimums, steps and periods apply to them.
OfferCost costOfWallHours(const Offer& offer, const Job& job, double wallHours);

// The long-run price of one computing card-hour, to set against self-built hardware
// (renewal price for periods, interruptions included for spot, storage spread over the
// instance's cards). NaN for an offer without a price.
double ratePerCardHour(const Offer& offer);

} // namespace rp::billing
