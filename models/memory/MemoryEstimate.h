#pragma once

#include "arch/ParameterCount.h"
#include "memory/EstimateInput.h"

#include <QStringList>

#include <cstdint>

namespace rp {

// Bytes on one GPU, by what holds them.
struct MemoryBreakdown {
    std::int64_t weights = 0;
    std::int64_t gradients = 0; // of the full model (zero for LoRA/QLoRA)
    std::int64_t optimizer = 0; // of the full model (zero for LoRA/QLoRA)
    std::int64_t activations = 0; // training: saved for backward; inference: forward working set
    std::int64_t kvCache = 0;
    std::int64_t adapters = 0; // LoRA weights with their gradients and optimizer states
    std::int64_t zero3Gather = 0; // ZeRO-3: the block being gathered and the next, whole
    std::int64_t overhead = 0; // CUDA context, allocator reserve
    std::int64_t total() const
    {
        return weights + gradients + optimizer + activations + kvCache + adapters + zero3Gather + overhead;
    }
};

// Whole-model quantities that do not depend on how the work is split; a
// breakdown for any split follows from them in constant time, which keeps the
// card table instant.
struct ModelTotals {
    double weightBytes = 0;
    double gradientBytes = 0;
    double optimizerBytes = 0;
    double adapterBytes = 0;
    double activationBytes = 0; // per data-parallel rank, before tensor parallelism
    double kvBytes = 0;
    double blockBytes16 = 0; // one block in 16 bits (ZeRO-3 gather unit)
    double overheadBytes = 0;
    std::int64_t heads = 1; // attention heads: a tensor-parallel degree must divide them
    std::int64_t kvHeads = 1;
    bool training = false;
};

// How the work is split over cards.
struct Split {
    std::int64_t tp = 1; // tensor parallel
    std::int64_t dp = 1; // data parallel (training) — ZeRO shards over it
    std::int64_t pp = 1; // pipeline stages (inference across machines)
    int zero = 0;
    std::int64_t cards() const { return tp * dp * pp; }
};

struct MemoryEstimate {
    ParameterCount params;
    std::int64_t trainableParams = 0;
    std::int64_t kvBytesPerToken16 = 0; // 16-bit cache, as `rentplan model` reports
    std::int64_t kvBytesPerToken = 0; // in the chosen KV dtype
    ModelTotals totals;
    Split split; // the user's
    MemoryBreakdown perGpu; // for the user's split
    QStringList warnings;
};

} // namespace rp
