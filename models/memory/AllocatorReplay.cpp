#include "models/memory/AllocatorReplay.h"

#include "models/memory/Activations.h"
#include "models/memory/CachingAllocator.h"
#include "models/memory/MemoryEstimate.h"
#include "models/memory/WeightFormat.h"

#include <algorithm>
#include <functional>
#include <vector>

namespace rp {

namespace {

// Tensors in the proportions `parts`, their sum `total`: the estimate's figure, laid out as the tensors that
// make it.
std::vector<double> laidOut(const std::vector<double>& parts, double total)
{
    double sum = 0;
    for (const double p : parts)
        sum += p;
    std::vector<double> out;
    if (sum <= 0 || total <= 0)
        return out;
    for (const double p : parts)
        out.push_back(p / sum * total);
    return out;
}

struct StepSizes {
    std::vector<double> kept; // what each block keeps for backward, tensor by tensor
    std::vector<double> extras; // LoRA dropout copies, DoRA outputs, 4-bit inputs: per block
    double blockInput = 0; // full recomputation: what each block keeps instead
    bool recompute = false;
    bool offloaded = false; // what each block keeps goes to host RAM as it is made and comes back for backward
    std::vector<double> dequantized; // bitsandbytes 4-bit: each linear's 16-bit weight during its matmul
    std::vector<double> weightGrads; // full training: each linear's gradient, made in backward
    double residualGrad = 0; // the gradient flowing between blocks
    double headCopy = 0; // PEFT's fp32 head run as a 16-bit copy under autocast
    double logits16 = 0, logits32 = 0; // the standard loss: the head's output and its fp32 copy
    bool standardLoss = false;
    bool keepsLogits = false; // the loop keeps the model's outputs (LossKind::StandardKept)
    double lossTensor = 0; // chunked or fused losses: what they hold, as one tensor
    double unitGather = 0; // sharded: one wrapped unit as gathered
    double unitGrads = 0; // sharded: one unit's gradients before their reduce-scatter
    int unitsInFlight = 1;
    int layers = 1;
    int unitLayers = 1;
};

// The stream a sharder gathers on: FSDP's unshard stream (torch/distributed/fsdp/_runtime_utils.py, _unshard
// on state._unshard_stream), DeepSpeed's all-gather stream (deepspeed/runtime/zero/
// partitioned_param_coordinator.py); their blocks never serve the compute stream's tensors.
constexpr int kGatherStream = 1;

// One training step, allocated and freed in the order the forward and backward passes make them
// (torch.utils.checkpoint for full recomputation; transformers' ForCausalLMLoss; FSDP's unit life cycle).
void replayStep(CachingAllocator& a, const StepSizes& z, bool sharded)
{
    std::vector<int> gathered, grads;
    std::vector<std::vector<int>> kept(std::size_t(z.layers));
    const int units = (z.layers + z.unitLayers - 1) / z.unitLayers;
    const auto gather = [&](int unitsLeft) {
        // The unit at work and, prefetched, the next ones still to come: allocated before use, freed after.
        while (int(gathered.size()) < std::min(z.unitsInFlight, unitsLeft))
            gathered.push_back(a.allocate(std::int64_t(z.unitGather), kGatherStream));
    };
    const auto releaseGathered = [&] {
        if (!gathered.empty()) {
            a.release(gathered.front());
            gathered.erase(gathered.begin());
        }
    };
    const auto matmuls = [&] {
        for (const double w : z.dequantized)
            a.release(a.allocate(std::int64_t(w)));
    };
    const auto keep = [&](std::vector<int>& into) {
        for (const double t : z.kept)
            into.push_back(a.allocate(std::int64_t(t)));
        for (const double t : z.extras)
            into.push_back(a.allocate(std::int64_t(t)));
    };
    const auto runBlock = [&](std::vector<int>& into) {
        matmuls();
        keep(into);
    };
    const auto releaseAll = [&](std::vector<int>& handles) {
        for (const int h : handles)
            a.release(h);
        handles.clear();
    };
    // Forward.
    for (int l = 0; l < z.layers; ++l) {
        if (sharded && l % z.unitLayers == 0)
            gather(units - l / z.unitLayers);
        auto& mine = kept[std::size_t(l)];
        if (z.recompute) {
            mine.push_back(a.allocate(std::int64_t(z.blockInput)));
            std::vector<int> inner;
            runBlock(inner);
            releaseAll(inner);
        } else {
            runBlock(mine);
        }
        if (z.offloaded)
            releaseAll(mine);
        if (sharded && (l + 1) % z.unitLayers == 0)
            releaseGathered();
    }
    while (!gathered.empty())
        releaseGathered();
    // The loss.
    int head = z.headCopy > 0 ? a.allocate(std::int64_t(z.headCopy)) : -1;
    int grad = -1;
    if (z.standardLoss) {
        const int l16 = a.allocate(std::int64_t(z.logits16));
        const int l32 = a.allocate(std::int64_t(z.logits32));
        if (!z.keepsLogits)
            a.release(l16);
        const int logSoftmax = a.allocate(std::int64_t(z.logits32));
        a.release(l32);
        const int nllGrad = a.allocate(std::int64_t(z.logits32));
        const int lsGrad = a.allocate(std::int64_t(z.logits32));
        a.release(nllGrad);
        a.release(logSoftmax);
        const int g16 = a.allocate(std::int64_t(z.logits16));
        a.release(lsGrad);
        grad = a.allocate(std::int64_t(z.residualGrad));
        a.release(g16);
        if (z.keepsLogits)
            a.release(l16);
    } else {
        const int loss = a.allocate(std::int64_t(z.lossTensor));
        grad = a.allocate(std::int64_t(z.residualGrad));
        a.release(loss);
    }
    if (head >= 0)
        a.release(head);
    // Backward, block by block from the last.
    for (int l = z.layers - 1; l >= 0; --l) {
        if (sharded && ((l + 1) % z.unitLayers == 0 || l == z.layers - 1))
            gather(l / z.unitLayers + 1);
        auto& mine = kept[std::size_t(l)];
        if (z.offloaded) { // back from host RAM
            if (z.recompute)
                mine.push_back(a.allocate(std::int64_t(z.blockInput)));
            else
                keep(mine);
        }
        std::vector<int> inner;
        if (z.recompute)
            runBlock(inner);
        auto& saved = z.recompute ? inner : mine;
        matmuls();
        // Each saved tensor's gradient is made, then the tensor and the gradient before it go.
        for (auto it = saved.rbegin(); it != saved.rend(); ++it) {
            const int g = a.allocate(a.requested(*it));
            a.release(grad);
            a.release(*it);
            grad = g;
        }
        for (const double w : z.weightGrads)
            grads.push_back(a.allocate(std::int64_t(w)));
        const int input = a.allocate(std::int64_t(z.residualGrad));
        a.release(grad);
        grad = input;
        if (z.recompute)
            releaseAll(mine);
        if (sharded && l % z.unitLayers == 0) {
            // FSDP: the unit's gradients whole until their reduce-scatter, then the unit goes (DeepSpeed's
            // go through its reduce bucket instead: no whole unit of them).
            const int whole = z.unitGrads > 0 ? a.allocate(std::int64_t(z.unitGrads)) : -1;
            releaseGathered();
            if (whole >= 0)
                a.release(whole);
        }
    }
    while (!gathered.empty())
        releaseGathered();
    a.release(grad);
    // optimizer.zero_grad(set_to_none=True), PyTorch's default since 2.0, frees the gradients.
    for (const int g : grads)
        a.release(g);
}

StepSizes stepSizes(const ModelArch& m, const ParameterCount& params, const EstimateInput& in, const ModelTotals& t)
{
    StepSizes z;
    const double s = double(in.context), b = double(in.batch), h = double(m.hidden), v = double(m.vocab);
    z.layers = int(std::clamp<std::int64_t>(m.layers, 1, 1024));
    z.unitLayers = int(std::clamp<std::int64_t>(in.shardUnitLayers, 1, z.layers));
    if (in.sharder == Sharder::DeepSpeed)
        z.unitLayers = 1;
    z.unitsInFlight = int(std::max(1.0, t.unitsInFlight));
    z.unitGather = t.unitGatherBytes;
    z.unitGrads = t.unitGradientBytes;
    const TrainingActivations acts = trainingActivations(m, in);
    z.recompute = in.effectiveRecompute() == Recompute::Full;
    z.offloaded = in.offloadActivations;
    z.kept = layerTensorBytes(m, in);
    const double keptLayers = z.recompute ? 1.0 : double(z.layers);
    const std::vector<BlockLinear> linears = blockLinearsInOrder(m, in.loraTargets);
    // LoRA's dropout keeps a 1-byte mask and the 2-byte dropped input of each adapted linear; DoRA one more
    // copy of each adapted output; bitsandbytes before 0.43.2 the input of each group of 4-bit linears.
    std::vector<double> dropout, dora;
    for (const BlockLinear& l : linears) {
        if (!l.adapted)
            continue;
        dropout.push_back(double(l.in));
        dropout.push_back(2.0 * double(l.in));
        dora.push_back(double(l.out));
    }
    const double normOutputs = m.parallelBlock ? double(std::clamp(m.normsPerLayer, 1, 2)) : 2.0;
    std::vector<double> quantizedInputs(std::size_t(normOutputs), h);
    quantizedInputs.push_back(h);
    quantizedInputs.push_back(double(m.isMoe() ? m.expertWidth() : m.intermediate));
    for (const auto& [parts, total] : { std::pair { dropout, acts.loraDropout }, std::pair { dora, acts.dora },
             std::pair { quantizedInputs, acts.quantizedInputs } }) {
        for (const double t : laidOut(parts, total / keptLayers))
            z.extras.push_back(t);
    }
    const bool prepared = castsRestToFp32(in);
    z.blockInput = 2.0 * s * b * h + (prepared ? 2.0 * s * b * h : 0.0);
    const bool trainsWeights = in.task == Task::Full && !in.optimizerInBackward && params.total > 0;
    const double perParam = trainsWeights ? t.gradientBytes / double(params.total) : 0.0;
    for (const BlockLinear& l : linears) {
        const double elements = double(l.in) * double(l.out);
        if (acts.dequantized > 0)
            z.dequantized.push_back(2.0 * elements);
        if (trainsWeights)
            z.weightGrads.push_back(perParam * elements);
    }
    z.residualGrad = 2.0 * s * b * h;
    if (prepared && in.loss != LossKind::Fused)
        z.headCopy = 2.0 * v * h;
    z.standardLoss = in.loss == LossKind::Standard || in.loss == LossKind::StandardKept;
    z.keepsLogits = in.loss == LossKind::StandardKept;
    z.logits16 = 2.0 * s * b * v;
    z.logits32 = 4.0 * s * b * v;
    z.lossTensor = acts.logits - z.headCopy;
    return z;
}

double gapOf(const CachingAllocator& a)
{
    return double(std::max<std::int64_t>(0, a.peakReserved() - a.peakRequested()));
}

using Run = std::function<void(CachingAllocator&)>;

// What the allocator holds beyond the bytes asked for. With room to spare: the run's max_memory_reserved
// minus its high-water mark of bytes asked for. On a full card: the least capacity the run fits in, with
// cached segments given back when cudaMalloc fails (CachingAllocator::setCapacity), minus the same mark.
// Found by bisection to the 2 MiB large-segment rounding; between the live blocks' peak (nothing less can
// hold them) and the roomy run's reserved peak (which never needs the retry).
double reserveOf(const Run& run, bool expandable, CardRoom room)
{
    CachingAllocator roomy(expandable);
    run(roomy);
    if (room == CardRoom::Spare || expandable)
        return gapOf(roomy);
    constexpr std::int64_t kStep = 2 * 1048576;
    std::int64_t fits = roomy.peakReserved();
    std::int64_t fails = roomy.peakAllocated() - 1;
    while (fits - fails > kStep) {
        const std::int64_t capacity = fails + (fits - fails) / 2;
        CachingAllocator a;
        a.setCapacity(capacity);
        run(a);
        (a.peakReserved() <= capacity ? fits : fails) = capacity;
    }
    return double(std::max<std::int64_t>(0, fits - roomy.peakRequested()));
}

Run training(const StepSizes& z, bool sharded)
{
    // Two steps, so the second meets the first one's cache. The sizes are copied: the run may outlive them.
    return [z, sharded](CachingAllocator& a) {
        replayStep(a, z, sharded);
        replayStep(a, z, sharded);
    };
}

void replayPrefill(CachingAllocator& a, const ModelArch& m, const EstimateInput& in)
{
    // One prefill: each block's attention and MLP working tensors (inferenceWorkingBytes, tensor by
    // tensor), then the last position's fp32 logits. The KV cache is made as it goes, block by block.
    const double s = double(in.context), b = double(in.batch), h = double(m.hidden);
    const double scale = (in.effectiveWeights() == WeightDtype::Fp32 ? 4.0 : 2.0) * s * b;
    const double qDim = double(m.heads * m.headDim), kvDim = double(m.kvHeads * m.headDim);
    const double inner = double(m.isMoe() ? m.expertWidth() * m.expertsPerToken : m.intermediate);
    const double kvPerLayer = 2.0 * s * b * kvDim * bytesPerElement(in.kvDtype);
    std::vector<double> dequantized;
    if (dequantizedWeightBytes(m, in) > 0) {
        for (const BlockLinear& l : blockLinearsInOrder(m, in.loraTargets))
            dequantized.push_back(double(l.in) * double(l.out));
    }
    const int layers = int(std::clamp<std::int64_t>(m.layers, 1, 1024));
    int hidden = a.allocate(std::int64_t(scale * h));
    for (int l = 0; l < layers; ++l) {
        std::vector<int> work;
        for (const double w : dequantized)
            a.release(a.allocate(std::int64_t(2.0 * w)));
        for (const double width : { h, qDim, kvDim, kvDim, qDim })
            work.push_back(a.allocate(std::int64_t(scale * width)));
        if (in.attention == Attention::Eager)
            work.push_back(a.allocate(std::int64_t(4.0 * double(m.heads) * s * s * b)));
        a.allocate(std::int64_t(kvPerLayer)); // the cache keeps it
        for (const int w : work)
            a.release(w);
        work.clear();
        for (const double width : { h, inner, inner, inner })
            work.push_back(a.allocate(std::int64_t(scale * width)));
        const int out = a.allocate(std::int64_t(scale * h));
        for (const int w : work)
            a.release(w);
        a.release(hidden);
        hidden = out;
    }
    a.release(a.allocate(std::int64_t(lastLogitBytes(m, in))));
}

void replayLoad(CachingAllocator& a, const ModelArch& m, const EstimateInput& in)
{
    // bitsandbytes quantizes as each block's 16-bit linears reach the GPU: the packed weight is made,
    // then the 16-bit one goes (transformers' loader, bitsandbytes/nn/modules.py Params4bit._quantize).
    const double bits = bitsPerWeight(in.effectiveWeights());
    const int layers = int(std::clamp<std::int64_t>(m.layers, 1, 1024));
    const std::vector<BlockLinear> linears = blockLinearsInOrder(m, in.loraTargets);
    for (int l = 0; l < layers; ++l) {
        for (const BlockLinear& linear : linears) {
            const double w = double(linear.in) * double(linear.out);
            const int full = a.allocate(std::int64_t(2.0 * w));
            a.allocate(std::int64_t(w * bits / 8.0));
            a.release(full);
        }
    }
}

} // namespace

ReplayedReserve replayReserve(const ModelArch& arch, const ParameterCount& params, const EstimateInput& in,
    const ModelTotals& totals, bool expandableSegments, CardRoom room)
{
    ReplayedReserve r;
    if (in.task == Task::Inference) {
        r.steady = reserveOf([&](CachingAllocator& a) { replayPrefill(a, arch, in); }, expandableSegments, room);
        r.sharded = r.steady;
    } else {
        const StepSizes z = stepSizes(arch, params, in, totals);
        r.steady = reserveOf(training(z, false), expandableSegments, room);
        r.sharded = totals.unitGatherBytes > 0 ? reserveOf(training(z, true), expandableSegments, room) : r.steady;
    }
    if (totals.quantizeBufferBytes > 0 && isQuantized(in.effectiveWeights()))
        r.load = reserveOf([&](CachingAllocator& a) { replayLoad(a, arch, in); }, expandableSegments, room);
    return r;
}

} // namespace rp
