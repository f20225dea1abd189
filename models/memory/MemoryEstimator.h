#pragma once

#include "models/arch/ModelArch.h"
#include "models/memory/EstimateInput.h"
#include "models/memory/MemoryEstimate.h"

namespace rp {

// The memory estimate of docs/memory-model.md: what one GPU holds for a model, a task
// and a way of splitting it.
class MemoryEstimator {
public:
    // Largest byte count of any term: 2⁵⁶ (64 PiB), so that the sum of all terms stays far inside 64 bits.
    static constexpr double kMaxBytes = 72057594037927936.0;

    static MemoryEstimate estimate(const ModelArch& arch, const EstimateInput& input);
    static ModelTotals totals(const ModelArch& arch, const ParameterCount& params, const EstimateInput& input);
    // Per-GPU bytes for a split; the same function serves the user's split and every card-fit candidate.
    static MemoryBreakdown perGpu(const ModelTotals& totals, const Split& split);
    // What FSDP's gradients take on each rank before tensor parallelism, for a sharded split: the trained and
    // the frozen-unit gradients, sharded over the data-parallel ranks unless accumulation keeps them whole.
    static double fsdpGradientBytes(const ModelTotals& totals, const Split& split);
    // The caching allocator's reserve beyond the tensors (metric reserved and device).
    static double allocatorReserveBytes(double transientBytes, double tensorBytes);
    static double cudaContextBytes();
};

} // namespace rp
