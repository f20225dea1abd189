#pragma once

#include "models/memory/EstimateInput.h"
#include "models/memory/EstimateInputCodec.h"
#include "models/plan/Uncertainty.h"

#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace rp {

// What a project phase does (data preparation, trial runs, full training, evaluation, serving, custom).
enum class PhaseKind { DataPrep, Trial, FullTraining, Evaluation, InferenceService, Custom };

// Where a phase's hours come from when they are not typed (docs/plan-format.md, "A workload").
struct Workload {
    // The model, as the estimator takes it: a preset id, or a bare parameter count.
    QString preset;
    std::int64_t params = 0; // used when `preset` is empty
    EstimateInput estimate; // task and settings: the memory check and the hours use the same model
    // Training: tokens processed per run (D); FLOPs per token from the task (docs/plan-format.md).
    double tokens = 0;
    // Inference and evaluation, per round: prompt tokens in and generated tokens out.
    double tokensIn = 0;
    double tokensOut = 0;
    // Data preparation: gigabytes to process at a throughput.
    double dataGb = 0;
    double throughputGbPerHour = 0;
    std::optional<double> mfu; // unset: 0.4, and 0.6 × that for QLoRA (docs/plan-format.md)
    double decodeEfficiency = 0.7; // η: share of memory bandwidth decode reaches (docs/plan-format.md)

    bool isTraining() const { return tokens > 0; }
    bool isInference() const { return tokensIn > 0 || tokensOut > 0; }
    bool isData() const { return dataGb > 0; }
    nlohmann::json source = nlohmann::json::object();
    bool operator==(const Workload& o) const
    {
        // EstimateInput has no operator==: its saved form compares every setting.
        return preset == o.preset && params == o.params && tokens == o.tokens && tokensIn == o.tokensIn
            && tokensOut == o.tokensOut && dataGb == o.dataGb && throughputGbPerHour == o.throughputGbPerHour
            && mfu == o.mfu && decodeEfficiency == o.decodeEfficiency && source == o.source
            && encodeEstimateInput(estimate) == encodeEstimateInput(o.estimate);
    }
};

// Moving the phase's data to the rented machine before the run (docs/quotes.md, "Data transfer"): its time
// is billed on the phase's cards, its egress at the offer's price per GB.
struct PhaseTransfer {
    double dataGb = 0; // decimal GB sent to the machine before the first run (ingress)
    double dataOutGb = 0; // decimal GB sent out after the last run (egress: results, checkpoints)
    double bandwidthMbps = 0; // Mbit/s
    bool operator==(const PhaseTransfer& other) const = default;
};

// One phase of a project: a card type and count for some hours, placed on the calendar.
struct Phase {
    static constexpr const char* kNoCard = "none"; // CPU only
    static constexpr const char* kAutoOffer = "auto"; // the cheapest offer for the card and length

    QString id;
    QString name;
    PhaseKind kind = PhaseKind::Custom;
    QString card = QLatin1String(kNoCard);
    int cards = 1;
    std::optional<double> hours; // billed wall-clock hours of one run; else from the workload
    std::optional<Workload> workload;
    std::optional<double> utilization; // unset: the default of the kind and team profile
    int repeats = 1; // rounds back to back
    QString offer = QLatin1String(kAutoOffer);
    double gapDays = 0; // idle days after the previous phase ends
    std::optional<double> startDay; // explicit start, days after the project start
    QString notes;
    std::optional<PhaseTransfer> transfer; // unset: no data moved before the run
    std::optional<Uncertainty> uncertainty; // this phase's own factors, over project.uncertainty's

    nlohmann::json source = nlohmann::json::object();

    bool usesGpu() const { return card != QLatin1String(kNoCard) && cards > 0; }
    bool operator==(const Phase& other) const = default;
};

} // namespace rp
