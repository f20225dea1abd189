#pragma once

#include "models/memory/MemoryEstimate.h"

#include <QList>

#include <cstdint>
#include <optional>

namespace rp::split_search {

// Tensor-parallel degrees tried: powers of two up to one 8-card machine (Megatron-LM splits heads
// evenly, so a degree must divide the attention heads).
inline constexpr std::int64_t kTensorDegrees[] = { 1, 2, 4, 8 };
// Largest count tried: a few racks. Beyond it "does not fit" is the honest answer.
inline constexpr std::int64_t kMaxCards = 4096;

struct Candidate {
    Split split;
    std::int64_t perGpuBytes = 0; // the larger of the steady state and the load-time peak
};

// The fewest cards of `memoryBytes` each that hold the job, tensor parallelism at most `maxTp`
// (it stays inside one machine) and at most `maxCards` cards. Training: ZeRO-3 data parallel,
// adding tensor parallelism only when one card cannot hold a rank's activations. Inference:
// tensor parallel inside a machine, pipeline stages across machines. `totals` in the device metric.
std::optional<Candidate> fewest(
    const ModelTotals& totals, std::int64_t memoryBytes, std::int64_t maxTp = 8, std::int64_t maxCards = kMaxCards);
// Every split of exactly `cards` cards that holds the job with tensor parallelism at most `maxTp`:
// training tp × dp with each ZeRO stage that fits; inference tp × pp stages × replicas, the fewest
// stages for each tp.
QList<Candidate> splitsOf(const ModelTotals& totals, std::int64_t memoryBytes, std::int64_t cards, std::int64_t maxTp);

} // namespace rp::split_search
