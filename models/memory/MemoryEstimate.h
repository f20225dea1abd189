#pragma once

#include "models/arch/ParameterCount.h"
#include "models/memory/EstimateInput.h"

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
    // Sharded training's working memory: the units gathered whole, the unsharded root, gradients on their way
    // to the reduce-scatter, the sharder's buckets; and what CPU offload leaves on the GPU (its staging buffers)
    std::int64_t zero3Gather = 0;
    std::int64_t allocatorReserve = 0; // metric reserved/device: what PyTorch's caching allocator holds beyond tensors
    std::int64_t overhead = 0; // metric device: the CUDA context (or the user's override)
    std::int64_t loadPeak = 0; // while loading (quantizing, materializing before sharding); not part of total()
    std::int64_t hostBytes = 0; // host RAM taken by what is offloaded; not part of total()

    std::int64_t tensors() const
    {
        return weights + gradients + optimizer + activations + kvCache + adapters + zero3Gather;
    }
    std::int64_t total() const { return tensors() + allocatorReserve + overhead; }
    // What a card must hold: the larger of the steady state and the load-time peak.
    std::int64_t peak() const { return std::max(total(), loadPeak); }
    bool loadDecides() const { return loadPeak > total(); }
};

// Whole-model quantities that do not depend on how the work is split; a
// breakdown for any split follows from them in constant time, which keeps the
// card table instant.
struct ModelTotals {
    double weightBytes = 0;
    double gradientBytes = 0;
    double optimizerBytes = 0; // on the GPU (offloaded and paged states excluded as the metric says)
    double adapterBytes = 0;
    double activationBytes = 0; // per data-parallel rank, before tensor parallelism
    double kvBytes = 0;
    double blockBytes16 = 0; // one block in 16 bits (ZeRO-3 gather unit)
    double weightBytes16 = 0; // the whole model in 16 bits (what FSDP materializes before sharding)
    double quantizeBufferBytes = 0; // one 16-bit block being quantized at load
    double hostStateBytes = 0; // offloaded states (sharded like the ones they replace)
    double hostActivationBytes = 0; // offloaded activations, per rank
    double pagedBytes = 0; // paged optimizer states: unified memory, seen by nvidia-smi only
    double overrideBytes = -1; // the user's fixed overhead per GPU; < 0: modelled by the metric
    Metric metric = Metric::Device;
    // Pipeline stages (Split::pp): each stage holds ceil(L / p) consecutive blocks; the first also the
    // token (and position) embeddings, the last the LM head and the logits (docs/memory-model.md).
    double layers = 1;
    double firstEndWeightBytes = 0; // the embeddings, as stored
    double lastEndWeightBytes = 0; // the LM head, as stored (tied: the last stage's own copy)
    bool headIsCopy = false; // tied embeddings: the last stage's head is not part of weightBytes
    double logitBytes = 0; // part of activationBytes, held by the last stage only
    double keptPerLayerBytes = 0; // part of activationBytes: what each block keeps per micro-batch
    // Part of activationBytes: the rest, beside the kept blocks and the logits: the block being recomputed
    // (which the logits never meet: the peak takes the larger) or, with offloaded activations, the block
    // at work (held beside the logits).
    double workspaceBytes = 0;
    bool workspaceMeetsLogits = false;
    std::int64_t heads = 1; // attention heads: a tensor-parallel degree must divide them
    std::int64_t kvHeads = 1;
    bool training = false;
    bool gatherBlocks = false; // parameters offloaded: blocks are gathered even on one card
    // Sharded training (docs/memory-model.md, "Sharded training's working memory").
    Sharder sharder = Sharder::Fsdp;
    double unitGatherBytes = 0; // one wrapped unit as it is all-gathered: its blocks in their storage format
    double unitsInFlight = 2; // the unit at work and the prefetched next one
    double unitGradientBytes = 0; // one unit's gradients, whole, before their reduce-scatter
    // FSDP (docs/memory-model.md, "Gradient accumulation under FSDP"): the gradients of frozen weights that
    // share flat parameters with trained ones (UnitGrads::Whole), sharded like gradientBytes; and whether
    // gradient accumulation's no_sync keeps all of FSDP's gradients whole on every rank.
    double frozenGradientBytes = 0;
    bool gradientsStayWhole = false;
    double reduceBucketBytes = 0; // DeepSpeed: the gradient bucket (reduce_bucket_size elements, 16-bit)
    double prefetchBucketBytes = 0; // DeepSpeed: what is fetched ahead (stage3_prefetch_bucket_size elements)
    double replicatedWeightBytes = 0; // part of weightBytes no sharder splits: quantization scales and state
    double offloadStagingBytes = 0; // ZeRO-Offload's GPU buffers (reduce bucket, largest gradient)
    bool offloadCopiesShard = false; // FSDP parameter offload: each unit's shard is copied to the GPU first
    bool wholeModelAtLoad = false; // sharded training materializes the whole model on each card first
};

// How the work is split over cards.
struct Split {
    std::int64_t tp = 1; // tensor parallel
    std::int64_t dp = 1; // data parallel (training) — ZeRO shards over it
    std::int64_t pp = 1; // pipeline stages of consecutive blocks (training: a 1F1B schedule)
    int zero = 0;
    std::int64_t cards() const { return tp * dp * pp; }
};

// The same job with another setting: the cheaper levers, full recomputation
// (gradient checkpointing) and, for LoRA/QLoRA, micro-batch 1, which card
// advice tries before adding cards; and, when the user's setting recomputes
// (the fine-tuning default), the faster one without recomputation.
struct LeverTotals {
    Recompute recompute = Recompute::Full;
    std::int64_t batch = 1;
    bool batchChanged = false; // the lever lowers the user's micro-batch
    // Training time against the user's setting, from the FLOPs per token (trainingTimeShare): below 1 is faster.
    double timeShare = 1.0;
    ModelTotals totals;
};

struct MemoryEstimate {
    ParameterCount params;
    std::int64_t trainableParams = 0;
    std::int64_t kvBytesPerToken16 = 0; // 16-bit cache, as `rentplan model` reports
    std::int64_t kvBytesPerToken = 0; // in the chosen KV dtype
    ModelTotals totals;
    Split split; // the user's
    MemoryBreakdown perGpu; // for the user's split
    QList<LeverTotals> levers; // training only; settings equal to the user's are left out
    QStringList warnings;
    // Set when a figure would exceed what RentPlan computes with (MemoryEstimator::kMaxBytes, 64 PiB): the
    // estimate is refused, naming the input that caused it; perGpu is then empty.
    QString refusal;
};

} // namespace rp
