#pragma once

#include "cost/BillingRules.h"
#include "memory/MemoryEstimate.h"
#include "plan/Plan.h"
#include "planner/Scaling.h"

namespace rp::phase_pricing {

// One way of running a phase: on `card` × `cards`, under one offer (or none).
struct Option {
    qsizetype offerIndex = -1; // -1: no offer rents this card
    double runHours = 0; // billed wall-clock hours of one run
    double runComputeHours = 0; // of which the cards compute
    double transferHours = 0; // moving the phase's data in, once before the first run, billed on its cards
    billing::OfferCost cost; // the whole phase (repeats back to back); empty without an offer
    bool priced() const { return offerIndex >= 0; }
};

// Hours of one run on `card` × `cards` in machines of `cardsPerMachine`: typed hours are billed
// hours (computing u of them); a workload gives computing hours, billed = computing / u.
void runHours(const Phase& phase, const MemoryEstimate* estimate, double utilization, const QString& card, int cards,
    int cardsPerMachine, double& billedHours, double& computeHours);
void runHours(const Phase& phase, const MemoryEstimate* estimate, double utilization, const QString& card, int cards,
    const scaling::MachineLinks& links, double& billedHours, double& computeHours);
// Hours to move the phase's `transfer` data in (TransferCalculator, no overhead): 0 without one.
double transferHours(const Phase& phase);
// The whole phase as one rental on `cards`: every run back to back after the transfer, the transfer's
// data billed as egress at the offer's price per GB.
Job job(const Phase& phase, double runHours, double transferHours, int cards, double utilization);
// The phase on `card` × `cards` under `offerId`, or under the cheapest offer for that card and
// length when it is "auto" (issue #8). Without a matching offer the hours assume 8-card machines.
Option price(const Plan& plan, const Phase& phase, const MemoryEstimate* estimate, double utilization,
    const QString& card, int cards, const QString& offerId);

} // namespace rp::phase_pricing
