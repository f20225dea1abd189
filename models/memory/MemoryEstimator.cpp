#include "models/memory/MemoryEstimator.h"

#include "models/common/Units.h"
#include "models/memory/Activations.h"
#include "models/memory/TrainingFlops.h"
#include "models/memory/WeightFormat.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rp {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(MemoryEstimator)
};

// Bytes per trainable parameter for weights, gradients and optimizer states.
// Mixed precision AdamW: 2 + 2 + 12 (fp32 master 4, m 4, v 4), ZeRO paper §3.1
// (Rajbhandari et al. 2019: 16 bytes per parameter); 8-bit Adam keeps m, v in one
// byte each (Dettmers et al. 2022): 4 + 2; SGD with momentum: 4 + 4; without
// momentum only the master copy. Pure bf16 (torchtune, LitGPT bf16-true): no
// master copy, states in bf16. Paged optimizers (bitsandbytes) keep m and v in
// CUDA unified memory, outside PyTorch's allocator: `paged` says how many of the
// optimizer bytes are there.
struct StateBytes {
    double weights;
    double gradients;
    double optimizer; // including `paged`
    double paged;
};

// Optimizer state bytes per parameter beyond a master copy, for 32-bit (4) or 16-bit (2) states.
double stateBytes(Optimizer opt, double wordBytes)
{
    switch (opt) {
    case Optimizer::AdamW:
    case Optimizer::PagedAdamW:
        return 2.0 * wordBytes; // m and v
    case Optimizer::AdamW8bit:
    case Optimizer::PagedAdamW8bit:
        return 2.0; // m and v in one byte each
    case Optimizer::Sgd:
        return wordBytes; // momentum
    case Optimizer::SgdNoMomentum:
        return 0.0;
    }
    return 2.0 * wordBytes;
}

bool isPaged(Optimizer opt)
{
    return opt == Optimizer::PagedAdamW || opt == Optimizer::PagedAdamW8bit;
}

StateBytes withPaging(const EstimateInput& in, double weights, double gradients, double master, double states)
{
    return { weights, gradients, master + states, isPaged(in.optimizer) ? states : 0.0 };
}

StateBytes fullModelStateBytes(const EstimateInput& in)
{
    if (in.effectiveWeights() == WeightDtype::Fp32) // plain fp32 training: the weights are their own master copy
        return withPaging(in, 4, 4, 0, stateBytes(in.optimizer, 4));
    if (in.precision == Precision::Bf16)
        return withPaging(in, 2, 2, 0, stateBytes(in.optimizer, 2));
    return withPaging(in, 2, 2, 4, stateBytes(in.optimizer, 4));
}

// LoRA adapters are trained in fp32 under mixed precision (PEFT upcasts them),
// so they need no separate master copy: 4 + 4 + Adam's 8.
StateBytes adapterStateBytes(const EstimateInput& in)
{
    if (in.precision == Precision::Bf16)
        return withPaging(in, 2, 2, 0, stateBytes(in.optimizer, 2));
    return withPaging(in, 4, 4, 0, stateBytes(in.optimizer, 4));
}

// Stored weights: quantized formats apply to the linear layers inside blocks;
// embeddings, LM head, norms and biases stay 16-bit (bitsandbytes' behaviour).
double storedWeightBytes(const ParameterCount& p, WeightDtype dtype)
{
    const double bits = bitsPerWeight(dtype);
    if (!isQuantized(dtype))
        return double(p.total) * bits / 8.0;
    return double(p.blockLinear) * bits / 8.0 + double(p.total - p.blockLinear) * 2.0;
}

double shardOver(std::int64_t dp, bool sharded)
{
    return sharded ? double(std::max<std::int64_t>(1, dp)) : 1.0;
}

// What the first and last pipeline stage hold besides their blocks: the token (and position)
// embeddings, and the LM head; with tied embeddings the last stage keeps its own copy of the
// table (Megatron-LM allocates the word embeddings on the last stage as well, in
// megatron/core/models/common/language_module/language_module.py, setup_embeddings_and_output_layer).
void pipelineEnds(const ModelArch& arch, const ParameterCount& params, const EstimateInput& in, ModelTotals& t)
{
    const double head = double(arch.vocab) * double(arch.hidden);
    const double first = double(params.embeddings) - (arch.tiedEmbeddings ? 0.0 : head);
    // Embeddings and the head stay 16-bit when the blocks are quantized (storedWeightBytes), fp32 after PEFT's
    // k-bit preparation (castsRestToFp32).
    const double bytes = castsRestToFp32(in) ? 4.0
        : isQuantized(in.effectiveWeights()) ? 2.0
                                             : bitsPerWeight(in.effectiveWeights()) / 8.0;
    const double perParameter = in.task == Task::Full ? fullModelStateBytes(in).weights : bytes;
    t.firstEndWeightBytes = first * perParameter;
    t.lastEndWeightBytes = head * perParameter;
    t.headIsCopy = arch.tiedEmbeddings;
}

// One pipeline stage's totals, as if it were the whole job: ceil(L / p) blocks, its end of the
// model, and the micro-batches in flight. Under the 1F1B schedule stage r of p runs p − r − 1
// warm-up forwards before its first backward (Megatron-LM, megatron/core/pipeline_parallel/
// schedules.py, forward_backward_pipelining_without_interleaving: num_warmup_microbatches), so the
// first stage keeps the activations of p micro-batches and the last of one, given at least p
// micro-batches per step. Inference passes one batch through: one in flight everywhere.
ModelTotals stageTotals(const ModelTotals& t, std::int64_t stages, bool first)
{
    ModelTotals s = t;
    const double held = std::min(t.layers, std::ceil(t.layers / double(stages)));
    const double share = held / t.layers;
    if (t.weightBytes > 0) {
        const double blocks
            = std::max(0.0, t.weightBytes - t.firstEndWeightBytes - (t.headIsCopy ? 0.0 : t.lastEndWeightBytes));
        s.weightBytes = blocks * share + (first ? t.firstEndWeightBytes : t.lastEndWeightBytes);
    }
    // Gradients and optimizer states follow the parameters they belong to.
    const double parameters = t.weightBytes > 0 ? s.weightBytes / t.weightBytes : share;
    s.gradientBytes = t.gradientBytes * parameters;
    s.optimizerBytes = t.optimizerBytes * parameters;
    s.pagedBytes = t.pagedBytes * parameters;
    s.hostStateBytes = t.hostStateBytes * parameters;
    s.weightBytes16 = t.weightBytes16 * parameters;
    s.adapterBytes = t.adapterBytes * share; // adapters sit in the blocks
    s.frozenGradientBytes = t.frozenGradientBytes * share; // so do the frozen blocks' gradients
    s.kvBytes = t.kvBytes * share;
    const double inFlight = t.training && first ? double(stages) : 1.0;
    const double ends = first    ? t.workspaceBytes
        : t.workspaceMeetsLogits ? t.workspaceBytes + t.logitBytes
                                 : std::max(t.workspaceBytes, t.logitBytes);
    s.activationBytes = t.keptPerLayerBytes * held * inFlight + ends;
    s.hostActivationBytes = t.hostActivationBytes * share * inFlight;
    s.logitBytes = first ? 0.0 : t.logitBytes;
    s.replicatedWeightBytes = t.replicatedWeightBytes * share;
    // A stage holds one end of the model: the one a sharded stage keeps whole across the turn.
    s.firstEndWeightBytes = first ? t.firstEndWeightBytes : 0.0;
    s.lastEndWeightBytes = first ? 0.0 : t.lastEndWeightBytes;
    s.headIsCopy = false;
    s.layers = held;
    return s;
}

// Which input a term beyond kMaxBytes comes from, for the refusal.
QString refusalFor(const ModelTotals& t, const ParameterCount& p, const EstimateInput& in)
{
    auto beyond = [](double v) { return !std::isfinite(v) || v < 0 || v > MemoryEstimator::kMaxBytes; };
    if (beyond(t.activationBytes) || beyond(t.kvBytes) || beyond(t.hostActivationBytes))
        return Text::tr("Context (%1 tokens) × batch (%2) gives more than 64 PiB of activations or KV cache per GPU, "
                        "beyond what RentPlan computes with.")
            .arg(in.context)
            .arg(in.batch);
    for (double v : { t.weightBytes, t.gradientBytes, t.optimizerBytes, t.adapterBytes, t.weightBytes16,
             t.hostStateBytes, t.pagedBytes, t.blockBytes16 }) {
        if (beyond(v))
            return Text::tr("The model's %1 parameters need more than 64 PiB per GPU, beyond what RentPlan computes "
                            "with.")
                .arg(p.total);
    }
    return {};
}

} // namespace

double MemoryEstimator::cudaContextBytes()
{
    // The CUDA context and kernels a PyTorch process loads before its first tensor: 0.3–0.6 GiB on
    // recent drivers (tests/data/accuracy/README.md); 0.5 GiB.
    return 0.5 * double(units::kGiB);
}

namespace {

double cachedBesideLogits(const ModelTotals& t)
{
    // Under full recomputation the logits and the block being recomputed are never allocated together, but
    // PyTorch's caching allocator (c10/cuda/CUDACachingAllocator.cpp) keeps every freed block for reuse and
    // gives a request larger than every cached free block a new segment (get_free_block, then alloc_block);
    // cached blocks go back to the driver only when cudaMalloc fails. The forward pass's last block freed
    // its working tensors just before the loss asks for the logits, each larger than any of them (N·V·4
    // against N·I·2), so that block's memory stays reserved beside the logits; the block recomputed later
    // is carved from the freed logits. Reserved memory holds both: the smaller of the two beyond the
    // allocated peak. Zero wherever they are allocated together anyway.
    if (t.workspaceMeetsLogits)
        return 0.0;
    return std::min(t.workspaceBytes, t.logitBytes);
}

} // namespace

double MemoryEstimator::fsdpGradientBytes(const ModelTotals& t, const Split& split)
{
    const double all = t.gradientBytes + t.frozenGradientBytes;
    return t.gradientsStayWhole ? all : all / double(std::max<std::int64_t>(1, split.dp));
}

double MemoryEstimator::allocatorReserveBytes(double transientBytes, double tensorBytes)
{
    // PyTorch's caching allocator keeps freed blocks for reuse and rounds requests up; what it holds beyond
    // the live tensors grows with the memory that churns each step (activations, gathered blocks) and, less,
    // with everything. The two shares were fitted once, by least squares of the relative error, on the 16 rows
    // of tests/data/accuracy/measured-dev.json measured as max_memory_reserved or by nvidia-smi (the README
    // there: "typically 5–25 % above allocated"); bench_accuracy prints that fit data.
    constexpr double kTransientShare = 0.13;
    constexpr double kTotalShare = 0.02;
    return kTransientShare * transientBytes + kTotalShare * tensorBytes;
}

namespace {

// Sharded training's working memory and what CPU offload leaves on the GPU (docs/memory-model.md, "Sharded
// training's working memory"); perGpu applies them to a split.
void shardingTerms(const ModelArch& arch, const ParameterCount& params, const EstimateInput& in, double trained,
    double gradientBytes, ModelTotals& t)
{
    const double layers = t.layers;
    const double unitLayers = std::min(layers, double(std::max<std::int64_t>(1, in.shardUnitLayers)));
    const WeightDtype w = in.effectiveWeights();
    t.sharder = in.sharder;
    double blockGather = t.blockBytes16;
    if (isQuantized(w) && in.isLora()) {
        // A quantized base is gathered as stored: bitsandbytes' packed weights, flattened as quant_storage
        // (bnb_4bit_quant_storage, which FSDP and ZeRO-3 QLoRA need), 4 or 8 bits each; norms and biases in 16
        // bits. The scales are not parameters: FSDP's flattening drops them from the weight and bitsandbytes
        // restores them from the module on every rank (bitsandbytes/nn/modules.py,
        // fix_4bit_weight_quant_state_from_module), so each rank keeps all of them.
        const double packedBits = bitsPerWeight(w) >= 8.0 ? 8.0 : 4.0;
        const double linearPerBlock = double(params.blockLinear) / layers;
        const double restPerBlock = std::max(0.0, double(params.perBlock) - linearPerBlock);
        blockGather = linearPerBlock * packedBits / 8.0 + restPerBlock * 2.0;
        t.replicatedWeightBytes = double(params.blockLinear) * (bitsPerWeight(w) - packedBits) / 8.0;
    }
    const double h = double(arch.hidden);
    if (in.sharder == Sharder::DeepSpeed) {
        // DeepSpeed ZeRO-3 fetches module by module: the block at work stays whole through its recomputation
        // and backward (it is reused within stage3_max_reuse_distance), the next modules within the prefetch
        // bucket; gradients go through one reduce bucket (deepspeed/runtime/zero/stage3.py,
        // __ipg_bucket_flat_buffer). transformers' "auto" values size both from h: reduce_bucket_size = h²,
        // stage3_prefetch_bucket_size = 0.9·h² (transformers/integrations/deepspeed.py, trainer_config_finalize).
        t.unitGatherBytes = blockGather;
        t.unitsInFlight = 1.0; // the prefetch is the bucket below
        t.prefetchBucketBytes = in.prefetch ? std::min(blockGather, 2.0 * 0.9 * h * h) : 0.0;
        t.reduceBucketBytes = 2.0 * h * h;
    } else {
        // FSDP gathers whole units: the one at work and, with the default BACKWARD_PRE prefetch and two
        // all-gathers in flight (limit_all_gathers), the next (torch/distributed/fsdp/_runtime_utils.py). Each
        // unit's gradients exist whole until its reduce-scatter, beside the shard it produces (_post_backward_hook:
        // new_sharded_grad = torch.empty_like(chunks[0])).
        t.unitGatherBytes = unitLayers * blockGather;
        t.unitsInFlight = in.prefetch ? 2.0 : 1.0;
        // Full training: a block's own parameters; LoRA: its share of the adapters.
        const double trainedPerBlock = in.task == Task::Full ? double(params.perBlock) : trained / layers;
        t.unitGradientBytes = unitLayers * trainedPerBlock * gradientBytes;
        t.offloadCopiesShard = in.offloadParams;
        // A flat parameter that holds frozen and trained weights (UnitGrads::Whole) requires a gradient, and
        // autograd gives it one for every element: each unit's 16-bit blocks get gradients, made whole in
        // backward and kept sharded after it like any gradient. Quantized weights are stored as integers and
        // get none.
        if (in.isLora() && in.unitGrads == UnitGrads::Whole && !isQuantized(w)) {
            t.frozenGradientBytes = layers * t.blockBytes16;
            t.unitGradientBytes += unitLayers * t.blockBytes16;
        }
        // Gradient accumulation: the micro-batches before the last run under no_sync, in which
        // _post_backward_hook (torch/distributed/fsdp/_runtime_utils.py) returns before the reduce-scatter
        // while _sync_gradients is false: every unit's gradient stays whole until the micro-batch that steps.
        t.gradientsStayWhole = in.gradAccumulation > 1;
    }
    if (in.offloadOptimizer && in.zero < 3) {
        // ZeRO-Offload below stage 3 (a DeepSpeed feature whatever the sharder) keeps on the GPU a reduce bucket
        // and a buffer for the largest trained parameter's gradient on its way to host RAM
        // (deepspeed/runtime/zero/stage_1_and_2.py, temp_grad_buffer_for_gpu_offload = torch.zeros(
        // largest_param_numel, ...)): the token embeddings or the largest linear in full training, the largest
        // adapter matrix for LoRA.
        const double largest = in.task == Task::Full
            ? std::max(double(arch.vocab) * h, largestBlockLinear(arch))
            : double(in.loraRank) * std::max(h, largestBlockLinear(arch) / std::max(1.0, h));
        t.offloadStagingBytes = 2.0 * h * h + 2.0 * largest;
    }
}

} // namespace

ModelTotals MemoryEstimator::totals(const ModelArch& arch, const ParameterCount& params, const EstimateInput& in)
{
    ModelTotals t;
    t.training = in.isTraining();
    t.metric = in.metric;
    t.overrideBytes = in.overheadGiB ? *in.overheadGiB * double(units::kGiB) : -1.0;
    t.heads = std::max<std::int64_t>(1, arch.heads);
    t.kvHeads = std::max<std::int64_t>(1, arch.kvHeads);
    t.blockBytes16 = 2.0 * double(params.perBlock);
    t.weightBytes16 = 2.0 * double(params.total);
    // Quantizing at load (bitsandbytes through transformers or LitGPT) moves one block's 16-bit weights to the
    // GPU and quantizes them there: one 16-bit block sits next to the weights already quantized.
    if (isQuantized(in.effectiveWeights()))
        t.quantizeBufferBytes = t.blockBytes16;
    // PEFT's prepare_model_for_kbit_training then casts what is not quantized to fp32, one parameter at a time
    // (peft/src/peft/utils/other.py): the largest, the embeddings or the LM head (V·h), briefly has its 16-bit
    // copy beside the fp32 one the steady weights already count.
    if (in.isTraining() && castsRestToFp32(in))
        t.quantizeBufferBytes = std::max(t.quantizeBufferBytes, 2.0 * double(arch.vocab) * double(arch.hidden));
    t.layers = double(std::max<std::int64_t>(1, arch.layers));
    pipelineEnds(arch, params, in, t);
    if (in.task == Task::Inference) {
        t.weightBytes = storedWeightBytes(params, in.effectiveWeights());
        t.kvBytes = kvCacheBytes(arch, bytesPerElement(in.kvDtype), in.context, in.batch);
        t.activationBytes = inferenceWorkingBytes(arch, in);
        t.logitBytes = lastLogitBytes(arch, in);
        t.workspaceBytes = t.activationBytes - t.logitBytes; // one layer's working tensors, beside the logits
        t.workspaceMeetsLogits = true;
        return t;
    }
    const TrainingActivations acts = trainingActivations(arch, in);
    t.activationBytes = acts.total();
    t.logitBytes = acts.logits;
    t.keptPerLayerBytes = acts.keptPerLayer;
    t.workspaceBytes = acts.workspace();
    if (in.offloadActivations) {
        // Saved activations move to host RAM as they are produced; the GPU keeps the layer at work and the logits.
        const double onGpu = activationBytesPerLayer(arch, in) + acts.logits;
        t.hostActivationBytes = std::max(0.0, t.activationBytes - onGpu);
        t.activationBytes = std::min(t.activationBytes, onGpu);
        t.keptPerLayerBytes = 0;
        t.workspaceBytes = t.activationBytes - acts.logits;
        t.workspaceMeetsLogits = true;
    }
    t.gatherBlocks = in.offloadParams;
    t.wholeModelAtLoad = in.materialize == Materialize::Model;
    StateBytes s {};
    double trained = 0;
    if (in.task == Task::Full) {
        s = fullModelStateBytes(in);
        trained = double(params.total);
        t.weightBytes = trained * s.weights;
        // Optimizer in backward: each gradient is applied and freed as it is produced; one block's remain.
        t.gradientBytes = in.optimizerInBackward ? double(params.perBlock) * s.gradients : trained * s.gradients;
    } else {
        // LoRA / QLoRA: frozen base (bf16, or 4-bit block linears for QLoRA), trainable adapters.
        t.weightBytes = storedWeightBytes(params, in.effectiveWeights());
        if (castsRestToFp32(in)) // what is not quantized is fp32: 4 bytes instead of 2
            t.weightBytes += 2.0 * double(params.total - params.blockLinear);
        s = adapterStateBytes(in);
        trained = double(loraTrainableParameters(arch, in.loraTargets, in.loraRank, in.dora));
    }
    const double optimizer = trained * (s.optimizer - s.paged);
    const double paged = trained * s.paged;
    if (in.task == Task::Full)
        t.optimizerBytes = optimizer;
    else
        t.adapterBytes = trained * (s.weights + s.gradients) + optimizer;
    t.pagedBytes = paged;
    shardingTerms(arch, params, in, trained, s.gradients, t);
    if (in.offloadOptimizer) {
        // ZeRO-Offload (Ren et al. 2021): optimizer states, master weights and gradients live in host RAM.
        const double host = in.task == Task::Full ? t.optimizerBytes + t.gradientBytes + paged : optimizer + paged;
        t.hostStateBytes += host;
        if (in.task == Task::Full) {
            t.optimizerBytes = 0;
            t.gradientBytes = 0;
        } else {
            t.adapterBytes -= optimizer;
        }
        t.pagedBytes = 0;
    }
    if (in.offloadParams) {
        // What is offloaded is what the sharder holds as parameters; the quantization state stays (below).
        t.hostStateBytes += t.weightBytes - t.replicatedWeightBytes;
        t.weightBytes = t.replicatedWeightBytes;
    }
    return t;
}

MemoryBreakdown MemoryEstimator::perGpu(const ModelTotals& t, const Split& split)
{
    if (split.pp > 1) {
        // Pipeline stages: the first (embeddings, the most micro-batches in flight) or the last
        // (LM head, logits) needs the most; the stages between hold less than either.
        Split one = split;
        one.pp = 1;
        const MemoryBreakdown first = perGpu(stageTotals(t, split.pp, true), one);
        const MemoryBreakdown last = perGpu(stageTotals(t, split.pp, false), one);
        return first.peak() >= last.peak() ? first : last;
    }
    const double tp = double(split.tp);
    // ZeRO stage 1 shards optimizer states over the data-parallel ranks, stage 2
    // also gradients, stage 3 also weights (Rajbhandari et al. 2019, §5).
    const double optShard = shardOver(split.dp, split.zero >= 1);
    const double gradShard = shardOver(split.dp, split.zero >= 2);
    const double weightShard = shardOver(split.dp, split.zero >= 3);
    MemoryBreakdown b;
    b.weights = std::llround(t.weightBytes / (tp * weightShard));
    b.gradients = std::llround(t.gradientBytes / (tp * gradShard));
    b.optimizer = std::llround(t.optimizerBytes / (tp * optShard));
    // Adapters are mostly optimizer state; shard them like the states they hold.
    b.adapters = std::llround(t.adapterBytes / (tp * optShard));
    if (t.metric == Metric::Device && t.pagedBytes > 0) {
        const std::int64_t paged = std::llround(t.pagedBytes / (tp * optShard));
        (t.optimizerBytes > 0 ? b.optimizer : b.adapters) += paged;
    }
    // Tensor parallelism with sequence parallelism splits activations by t (Korthikanti §4.2.2).
    b.activations = std::llround(t.activationBytes / tp);
    // Heads are split across tensor-parallel ranks; beyond k ranks each holds one KV head, replicated.
    b.kvCache = std::llround(t.kvBytes / double(std::min<std::int64_t>(split.tp, t.kvHeads)));
    const bool sharded = t.training && ((split.zero == 3 && split.dp > 1) || t.gatherBlocks);
    // Every rank keeps the part no sharder splits.
    if (t.replicatedWeightBytes > 0 && sharded) {
        const double split16 = (t.weightBytes - t.replicatedWeightBytes) / (tp * weightShard);
        b.weights = std::llround(std::max(0.0, split16) + t.replicatedWeightBytes / tp);
    }
    if (sharded) {
        // The units gathered (shardingTerms); and the model's ends, gathered for the logits at the end of the
        // forward pass and needed again at once by the first backward step, so they stay whole across the turn:
        // FSDP never reshards its root unit after forward (torch/distributed/fsdp/_runtime_utils.py,
        // _post_forward_reshard), and the root holds the embeddings, the final norm and the head; DeepSpeed
        // keeps a parameter reused within stage3_max_reuse_distance (partitioned_param_coordinator.py,
        // __params_to_release): the head. A rank's own shard is already in the weights, unless offloaded.
        const double dp = double(std::max<std::int64_t>(1, split.dp));
        const double notOwn = t.gatherBlocks ? 1.0 : 1.0 - 1.0 / dp;
        const double root = t.sharder == Sharder::Fsdp
            ? t.firstEndWeightBytes + (t.headIsCopy ? 0.0 : t.lastEndWeightBytes)
            : t.lastEndWeightBytes;
        double working = t.unitsInFlight * t.unitGatherBytes + t.prefetchBucketBytes + root * notOwn;
        // Gradients on their way: a unit's whole and its reduce-scattered shard, or DeepSpeed's bucket.
        working += t.unitGradientBytes * (1.0 + 1.0 / dp) + t.reduceBucketBytes;
        // FSDP's parameter offload copies each unit's shard to the GPU before gathering it (_flat_param.py,
        // pre_unshard).
        if (t.offloadCopiesShard)
            working += t.unitGatherBytes / dp;
        b.zero3Gather = std::llround(working / tp);
        if (t.sharder == Sharder::Fsdp)
            b.gradients = std::llround(fsdpGradientBytes(t, split) / tp);
    }
    if (t.training && t.offloadStagingBytes > 0)
        b.zero3Gather += std::llround(t.offloadStagingBytes / tp);
    b.hostBytes = std::llround(t.hostStateBytes / (tp * weightShard) + t.hostActivationBytes / tp);

    // The load-time peak: sharded training that moves the whole model to the GPU before wrapping it holds the
    // whole 16-bit model on every card, next to its own shard (Materialize::Model);
    // bitsandbytes quantizes one 16-bit block at a time next to the weights already quantized.
    double loading = 0;
    if (t.training && t.wholeModelAtLoad && split.zero == 3 && split.dp > 1)
        loading = t.weightBytes16 / tp + double(b.weights) + double(b.adapters);
    else if (t.quantizeBufferBytes > 0)
        loading = double(b.weights) + t.quantizeBufferBytes / tp;

    const double tensors = double(b.tensors());
    if (t.overrideBytes >= 0) {
        b.overhead = std::llround(t.overrideBytes);
    } else {
        if (t.metric != Metric::Allocated) {
            const double cached = cachedBesideLogits(t) / tp;
            b.allocatorReserve
                = std::llround(allocatorReserveBytes(double(b.activations + b.zero3Gather) + cached, tensors) + cached);
        }
        if (t.metric == Metric::Device)
            b.overhead = std::llround(cudaContextBytes());
    }
    if (loading > 0) {
        double extra = double(b.overhead);
        if (t.overrideBytes < 0 && t.metric != Metric::Allocated)
            extra += allocatorReserveBytes(loading - double(b.weights), loading);
        b.loadPeak = std::llround(loading + extra);
    }
    return b;
}

MemoryEstimate MemoryEstimator::estimate(const ModelArch& arch, const EstimateInput& in)
{
    MemoryEstimate e;
    e.params = countParameters(arch);
    e.trainableParams = in.task == Task::Full ? e.params.total
        : in.task == Task::Inference          ? 0
                                              : loraTrainableParameters(arch, in.loraTargets, in.loraRank, in.dora);
    e.kvBytesPerToken16 = kvBytesPerToken(arch, 2.0);
    e.kvBytesPerToken = kvBytesPerToken(arch, bytesPerElement(in.kvDtype));
    e.totals = totals(arch, e.params, in);
    e.split.tp = std::max<std::int64_t>(1, in.tp);
    e.split.pp = std::max<std::int64_t>(1, in.pp);
    e.split.dp = std::max<std::int64_t>(1, in.dataParallel());
    e.split.zero = in.isTraining() ? in.zero : 0;
    e.refusal = refusalFor(e.totals, e.params, in);
    if (!e.refusal.isEmpty()) {
        e.totals = ModelTotals {};
        return e;
    }
    e.perGpu = perGpu(e.totals, e.split);
    if (in.isTraining()) {
        const Recompute mine = in.effectiveRecompute();
        auto lever = [&](Recompute recompute, std::int64_t batch) {
            if (recompute == mine && batch == in.batch)
                return;
            for (const LeverTotals& seen : e.levers) {
                if (seen.recompute == recompute && seen.batch == batch)
                    return;
            }
            EstimateInput variant = in;
            variant.recompute = recompute;
            variant.batch = batch;
            e.levers.append({ recompute, batch, batch != in.batch, trainingTimeShare(in.task, recompute, mine),
                totals(arch, e.params, variant) });
        };
        lever(Recompute::Full, in.batch);
        if (in.isLora()) {
            lever(mine, 1);
            lever(Recompute::Full, 1);
        }
        // Recomputing (the fine-tuning default): the same job without it, faster where it also fits.
        if (mine == Recompute::Full)
            lever(Recompute::None, in.batch);
    }

    e.warnings = arch.warnings;
    if (!in.isTraining() && in.zero > 0)
        e.warnings.append(Text::tr("ZeRO shards training state; it does not apply to inference and was ignored."));
    if (in.tp > arch.kvHeads)
        e.warnings.append(Text::tr("Tensor parallel degree %1 exceeds the %2 KV heads: the KV cache is replicated.")
                              .arg(in.tp)
                              .arg(arch.kvHeads));
    if (arch.heads % in.tp != 0)
        e.warnings.append(
            Text::tr("Tensor parallel degree %1 does not divide the %2 attention heads; frameworks refuse "
                     "this split.")
                .arg(in.tp)
                .arg(arch.heads));
    if (in.isTraining() && in.context > arch.maxPositions && arch.maxPositions > 0)
        e.warnings.append(
            Text::tr("Context %1 is longer than the model's %2 positions.").arg(in.context).arg(arch.maxPositions));
    return e;
}

} // namespace rp
