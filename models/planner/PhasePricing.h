#pragma once

#include "models/cost/Job.h"
#include "models/memory/MemoryEstimate.h"
#include "models/plan/Phase.h"
#include "models/planner/Scaling.h"

namespace rp::phase_pricing {

// The hours of one run of a phase.
struct RunHours {
    double billed = 0; // wall-clock hours the cards are rented for
    double compute = 0; // of which they compute
    double scaling = 0; // S(n) a training workload's hours divide by; 0 when they do not use it
};

// Hours of one run on `card` with the cards of `split` on machines described by `links`: typed
// hours are billed hours (computing u of them); a workload gives computing hours, billed = computing / u.
RunHours runHours(const Phase& phase, const MemoryEstimate* estimate, double utilization, const Card* card,
    const Split& split, const scaling::MachineLinks& links);
// Hours to move the phase's data in before the first run and its results out after the last
// (TransferCalculator, no overhead): 0 without a transfer.
double transferHours(const Phase& phase);
// The whole phase as one rental on `cards`: the data in, every run back to back, the results out.
// Data sent in is billed as ingress, results sent out as egress, at the offer's prices per GB.
Job job(const Phase& phase, double runHours, double transferHours, int cards, double utilization);

// A CPU-only phase on one machine (docs/plan-format.md): its runs' hours, and the job billed on a
// CPU offer, whose hours are the transfer plus every run.
struct CpuWork {
    RunHours run;
    Job job;
    double hours = 0; // transfer + run hours × repeats
};
CpuWork cpuWork(const Phase& phase, double utilization, double transferHours);

} // namespace rp::phase_pricing
