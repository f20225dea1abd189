#pragma once

#include "models/cost/Job.h"
#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"
#include "models/planner/Sampling.h"
#include "models/planner/UncertaintyInputs.h"

#include <QList>

#include <array>
#include <optional>

namespace rp::simulation {

enum Strategy { Rent = 0, Buy = 1, Hybrid = 2 };
inline constexpr int kStrategies = 3;

// What the point estimate fixed about a phase, prepared once so that a simulated future costs only
// arithmetic and the offer's billing rules (docs/plan-format.md, "Budget with confidence").
struct PreparedPhase {
    bool gpu = false;
    int repeats = 1;
    uncertainty_inputs::PhaseInputs inputs;
    // Renting: the phase's offer as the plan chose it (null: unpriced), its job and hours.
    const Offer* offer = nullptr;
    Job job; // whole instances' cards, utilization, data in and out; hours set per future
    double transferHours = 0;
    double runHours = 0; // billed hours of one run as planned
    double runCompute = 0; // computing hours of one run as planned
    int cards = 0;
    bool spot = false;
    double interruptionsPerHour = 0;
    double intervalHours = 0; // computing between checkpoints
    double checkpointHours = 0;
    double restartHours = 0;
    double wallPerComputeHour = 1; // the expected stretch (spot::estimate)
    double storagePerHour = 0; // a disk kept on the previous phase's offer over the gap before it
    // Buying: the phase on the owned machines.
    double ownedTransfer = 0;
    double ownedRun = 0;
    double ownedCompute = 0;
    int ownedCards = 0;
    bool onOwnedCard = false; // the hybrid's baseline can serve it
};

struct Model {
    const Plan* plan = nullptr; // outlives the model (offers are pointed to)
    Project project;
    uncertainty_inputs::Inputs inputs;
    QList<PreparedPhase> phases;
    std::array<bool, kStrategies> available {}; // the strategy runs and is priced
    std::array<double, kStrategies> point {}; // the point estimate's cost
    int buyMachines = 0;
    int baseline = 0; // the hybrid's best B at the point estimate
    double delayPerDay = 0;
    double plannedLeadDays = 0;
};

// The model of `plan` (a scenario applied) as `result` evaluated it.
Model prepare(const Plan& plan, const ProjectResult& result, uncertainty_inputs::Inputs inputs);

// One future: a value for every input and the extra runs of each phase.
struct Draw {
    QList<double> values; // per input: a factor (MFU, work), rounds, days, a share; the count drawn for reruns and spot
    QList<int> extraRuns; // per phase
};
// Every input at its mode (the plan's own figures), no run repeated.
Draw modes(const Model& model);
// A future drawn with `rng`.
Draw sample(const Model& model, sampling::Rng& rng);

struct Outcome {
    std::array<double, kStrategies> cost {};
    std::array<double, kStrategies> days {};
    int spotInterruptions = 0;
};
// The cost and calendar of each strategy in one future. Spot interruptions are drawn with `spot`
// (Poisson at each offer's rate); without it a spot job takes its expected time.
Outcome evaluate(const Model& model, const Draw& draw, sampling::Rng* spot);

} // namespace rp::simulation
