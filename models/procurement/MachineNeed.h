#pragma once

#include "models/plan/Offer.h"
#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"

#include <QString>

#include <optional>

namespace rp {

// The machine a plan needs from a provider, as the quote checklist and the
// delivery-day acceptance procedure state it: the card and count of the plan's
// peak phase, how the cards work together, and what the model and data need
// around them. Derived figures carry their source.
struct MachineNeed {
    QString cardId; // catalog id
    int cardsPerMachine = 1;
    int machines = 1;
    bool cardsWorkTogether = false; // one job spans the cards (training, tensor parallel): interconnect matters
    double weightsBytes = 0; // the model as downloaded (16-bit weights)
    double checkpointBytes = 0; // one checkpoint: weights, plus optimizer states when training
    double datasetBytes = 0;
    double rentedHours = 0; // how long the machine is held
    std::optional<Offer> offer; // the offer the peak phase rents on, when it has one
    double delayCostPerDay = 0; // what a day without the machine costs (plan's project settings)

    int totalCards() const { return cardsPerMachine * machines; }

    // The machine phase `phase` of `result` (ProjectPlanner::evaluate of `plan`) runs on: its cards
    // (at most a machine's worth per machine) and machines, its offer, and the model's and data's
    // sizes from its workload's estimate. `plan` is the plan the result was computed from (with the
    // scenario's phases in place, ProjectPlanner::withScenario).
    static MachineNeed ofPhase(const Plan& plan, const ProjectResult& result, qsizetype phase);

    // 8–16 CPU cores and 64–128 GB of RAM per GPU (docs/quotes.md); the lower ends are the minimum.
    static constexpr int kCoresPerGpu = 8;
    static constexpr int kRamGbPerGpu = 64;
    // Keep the last three to five checkpoints (the newest may be cut off mid-write); three is the minimum.
    static constexpr int kCheckpointsKept = 3;
    // The model should arrive within an hour of delivery (140 GB take ~3.1 h at 100 Mbit/s: docs/quotes.md).
    static constexpr double kDownloadHours = 1.0;

    int minCpuCores() const { return kCoresPerGpu * cardsPerMachine; }
    int minRamGb() const { return kRamGbPerGpu * cardsPerMachine; }
    // Weights + kept checkpoints + data set, rounded up to 100 GB.
    double minNvmeGb() const;
    // Mbit/s that bring the weights in kDownloadHours, rounded up to 100 Mbit/s.
    double minDownloadMbps() const;
};

} // namespace rp
