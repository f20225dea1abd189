#include "memory/MemoryEstimator.h"

#include "common/Units.h"
#include "memory/Activations.h"
#include "memory/WeightFormat.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rp {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(MemoryEstimator)
};

} // namespace

namespace {

// Bytes per trainable parameter for weights, gradients and optimizer states.
// Mixed precision AdamW: 2 + 2 + 12 (fp32 master 4, m 4, v 4), ZeRO paper §3.1
// and seed 004 §2.2 ("16 bytes per parameter"); 8-bit Adam keeps m, v in one
// byte each (Dettmers et al. 2022): 4 + 2; SGD with momentum: 4 + 4.
// Pure bf16 (torchtune, LitGPT bf16-true): no master copy, states in bf16.
struct StateBytes {
    double weights;
    double gradients;
    double optimizer;
};

StateBytes fullModelStateBytes(const EstimateInput& in)
{
    if (in.effectiveWeights() == WeightDtype::Fp32) {
        // Plain fp32 training: the weights are their own master copy.
        const double opt = in.optimizer == Optimizer::AdamW ? 8 : in.optimizer == Optimizer::AdamW8bit ? 2 : 4;
        return { 4, 4, opt };
    }
    if (in.precision == Precision::Bf16) {
        const double opt = in.optimizer == Optimizer::AdamW ? 4 : 2;
        return { 2, 2, opt };
    }
    const double opt = in.optimizer == Optimizer::AdamW ? 12 : in.optimizer == Optimizer::AdamW8bit ? 6 : 8;
    return { 2, 2, opt };
}

// LoRA adapters are trained in fp32 under mixed precision (PEFT upcasts them),
// so they need no separate master copy: 4 + 4 + Adam's 8.
StateBytes adapterStateBytes(const EstimateInput& in)
{
    if (in.precision == Precision::Bf16) {
        const double opt = in.optimizer == Optimizer::AdamW ? 4 : 2;
        return { 2, 2, opt };
    }
    const double opt = in.optimizer == Optimizer::AdamW ? 8 : in.optimizer == Optimizer::AdamW8bit ? 2 : 4;
    return { 4, 4, opt };
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

} // namespace

ModelTotals MemoryEstimator::totals(const ModelArch& arch, const ParameterCount& params, const EstimateInput& in)
{
    ModelTotals t;
    t.training = in.isTraining();
    t.heads = std::max<std::int64_t>(1, arch.heads);
    t.kvHeads = std::max<std::int64_t>(1, arch.kvHeads);
    t.overheadBytes = in.overheadGiB * double(units::kGiB);
    t.blockBytes16 = 2.0 * double(params.perBlock);
    if (in.task == Task::Inference) {
        t.weightBytes = storedWeightBytes(params, in.effectiveWeights());
        t.kvBytes = double(kvBytesPerToken(arch, bytesPerElement(in.kvDtype))) * double(in.context) * double(in.batch);
        t.activationBytes = inferenceWorkingBytes(arch, in);
        return t;
    }
    t.activationBytes = trainingActivationBytes(arch, in);
    if (in.task == Task::Full) {
        const StateBytes s = fullModelStateBytes(in);
        t.weightBytes = double(params.total) * s.weights;
        t.gradientBytes = double(params.total) * s.gradients;
        t.optimizerBytes = double(params.total) * s.optimizer;
        return t;
    }
    // LoRA / QLoRA: frozen base (bf16, or 4-bit block linears for QLoRA), trainable adapters.
    t.weightBytes = storedWeightBytes(params, in.effectiveWeights());
    const StateBytes s = adapterStateBytes(in);
    const double trainable = double(loraTrainableParameters(arch, in.loraTargets, in.loraRank));
    t.adapterBytes = trainable * (s.weights + s.gradients + s.optimizer);
    return t;
}

MemoryBreakdown MemoryEstimator::perGpu(const ModelTotals& t, const Split& split)
{
    const double tp = double(split.tp), pp = double(split.pp);
    // ZeRO stage 1 shards optimizer states over the data-parallel ranks, stage 2
    // also gradients, stage 3 also weights (Rajbhandari et al. 2019, §5).
    const double optShard = shardOver(split.dp, split.zero >= 1);
    const double gradShard = shardOver(split.dp, split.zero >= 2);
    const double weightShard = shardOver(split.dp, split.zero >= 3);
    MemoryBreakdown b;
    b.weights = std::llround(t.weightBytes / (tp * pp * weightShard));
    b.gradients = std::llround(t.gradientBytes / (tp * gradShard));
    b.optimizer = std::llround(t.optimizerBytes / (tp * optShard));
    // Adapters are mostly optimizer state; shard them like the states they hold.
    b.adapters = std::llround(t.adapterBytes / (tp * optShard));
    // Tensor parallelism with sequence parallelism splits activations by t (Korthikanti §4.2.2).
    b.activations = std::llround(t.activationBytes / tp);
    // Heads are split across tensor-parallel ranks; beyond k ranks each holds one KV head, replicated.
    b.kvCache = std::llround(t.kvBytes / (double(std::min<std::int64_t>(split.tp, t.kvHeads)) * pp));
    if (t.training && split.zero == 3 && split.dp > 1)
        b.zero3Gather = std::llround(2.0 * t.blockBytes16 / tp); // current block + prefetched next
    b.overhead = std::llround(t.overheadBytes);
    return b;
}

MemoryEstimate MemoryEstimator::estimate(const ModelArch& arch, const EstimateInput& in)
{
    MemoryEstimate e;
    e.params = countParameters(arch);
    e.trainableParams = in.task == Task::Full ? e.params.total
        : in.task == Task::Inference          ? 0
                                              : loraTrainableParameters(arch, in.loraTargets, in.loraRank);
    e.kvBytesPerToken16 = kvBytesPerToken(arch, 2.0);
    e.kvBytesPerToken = kvBytesPerToken(arch, bytesPerElement(in.kvDtype));
    e.totals = totals(arch, e.params, in);
    e.split.tp = std::max<std::int64_t>(1, in.tp);
    e.split.dp = std::max<std::int64_t>(1, in.dataParallel());
    e.split.zero = in.isTraining() ? in.zero : 0;
    e.perGpu = perGpu(e.totals, e.split);

    e.warnings = arch.warnings;
    if (!in.isTraining() && in.zero > 0)
        e.warnings.append(Text::tr("ZeRO shards training state; it does not apply to inference and was ignored."));
    if (in.tp > arch.kvHeads)
        e.warnings.append(Text::tr("Tensor parallel degree %1 exceeds the %2 KV heads: the KV cache is replicated.")
                              .arg(in.tp)
                              .arg(arch.kvHeads));
    if (arch.heads % in.tp != 0)
        e.warnings.append(Text::tr("Tensor parallel degree %1 does not divide the %2 attention heads; frameworks refuse "
                             "this split.")
                              .arg(in.tp)
                              .arg(arch.heads));
    if (in.isTraining() && in.context > arch.maxPositions && arch.maxPositions > 0)
        e.warnings.append(Text::tr("Context %1 is longer than the model's %2 positions.").arg(in.context).arg(arch.maxPositions));
    return e;
}

} // namespace rp
