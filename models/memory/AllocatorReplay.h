#pragma once

#include "models/arch/ModelArch.h"
#include "models/arch/ParameterCount.h"
#include "models/memory/EstimateInput.h"

namespace rp {

struct ModelTotals;

// What PyTorch's caching allocator holds beyond the tensors, found by replaying the tensors a step
// allocates and frees, in order, through its rules (CachingAllocator): max_memory_reserved − the
// high-water mark of the bytes asked for, for one rank before tensor parallelism (a split divides it by
// its tensor degree, as it divides every tensor replayed). Not yet what the estimate uses: bench_accuracy
// sets it beside the fitted shares of MemoryEstimator::allocatorReserveBytes (docs/memory-model.md,
// "Which metric am I looking at").
struct ReplayedReserve {
    double steady = 0; // a training step (two, so the second meets the first one's cache) or a prefill
    double sharded = 0; // the same with ZeRO-3/FSDP's gathered units in the step
    double load = 0; // quantizing at load: one 16-bit block at a time beside the packed weights
};

// How much room the card leaves the allocator. Spare: it never needs to give its cache back, as on the
// large cards most peaks are measured on. Full: the card is just large enough, so the cache goes back to the
// driver whenever cudaMalloc would fail, and the reserve is the least the step runs in (what decides the
// longest context or the largest batch a card takes).
enum class CardRoom { Spare, Full };

// `totals` supplies the sizes the estimate already has (gathered units, gradients, the load buffer).
// expandableSegments: PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (off by default in PyTorch); with it
// the room is always Spare (CachingAllocator::setCapacity).
ReplayedReserve replayReserve(const ModelArch& arch, const ParameterCount& params, const EstimateInput& input,
    const ModelTotals& totals, bool expandableSegments = false, CardRoom room = CardRoom::Spare);

} // namespace rp
