#pragma once

#include <nlohmann/json.hpp>

#include <optional>

namespace rp {

// A triangular distribution: the least, the most likely and the largest value (docs/plan-format.md,
// "Uncertainty"). low ≤ mode ≤ high; all three equal is a fixed value.
struct Triangle {
    double low = 0;
    double mode = 0;
    double high = 0;
    bool operator==(const Triangle& other) const = default;
};

// A run that has to be repeated (a crash it cannot resume from, a diverged loss): each run of a
// phase is repeated with `probability`, again and again up to `max` extra runs.
struct Reruns {
    double probability = 0;
    int max = 0;
    bool operator==(const Reruns& other) const = default;
};

// What a plan states about how far its point figures may be off (`project.uncertainty`, and a
// phase's own `uncertainty` for the factors that belong to a phase). Unset factors take the
// documented defaults (planner/UncertaintyInputs.h).
struct Uncertainty {
    std::optional<Triangle> mfu; // absolute MFU; hours scale as mode / sampled
    std::optional<Triangle> work; // multiplies the workload (tokens, data) or the typed hours
    std::optional<Reruns> reruns;
    std::optional<Triangle> rounds; // replaces a phase's repeats (whole rounds)
    std::optional<Triangle> leadTimeDays; // project only: days until owned hardware is delivered
    std::optional<Triangle> priceChange; // project only: rented prices change by this share
    nlohmann::json source = nlohmann::json::object();
    bool operator==(const Uncertainty& other) const = default;
};

} // namespace rp
