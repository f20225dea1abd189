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
    billing::OfferCost cost; // the whole phase (repeats back to back); empty without an offer
    bool priced() const { return offerIndex >= 0; }
};

// Hours of one run on `card` × `cards` in machines of `cardsPerMachine`: typed hours are billed
// hours (computing u of them); a workload gives computing hours, billed = computing / u.
void runHours(const Phase& phase, const MemoryEstimate* estimate, double utilization, const QString& card, int cards,
    int cardsPerMachine, double& billedHours, double& computeHours);
void runHours(const Phase& phase, const MemoryEstimate* estimate, double utilization, const QString& card, int cards,
    const scaling::MachineLinks& links, double& billedHours, double& computeHours);
// The phase on `card` × `cards` under `offerId`, or under the cheapest offer for that card and
// length when it is "auto" (issue #8). Without a matching offer the hours assume 8-card machines.
Option price(const Plan& plan, const Phase& phase, const MemoryEstimate* estimate, double utilization,
    const QString& card, int cards, const QString& offerId);

} // namespace rp::phase_pricing
