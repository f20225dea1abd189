#include "models/planner/WorkloadHours.h"

#include "models/arch/ModelPresets.h"
#include "models/arch/ShapeInference.h"
#include "models/memory/MemoryEstimator.h"
#include "models/memory/TrainingFlops.h"

#include <algorithm>

namespace rp {

namespace {

constexpr double kTera = 1e12;
constexpr double kSecondsPerHour = 3600.0;

} // namespace

MemoryEstimate WorkloadHours::estimate(const Workload& w)
{
    if (!w.preset.isEmpty()) {
        if (const ModelPreset* preset = ModelPresets::find(w.preset))
            return MemoryEstimator::estimate(preset->arch, w.estimate);
    }
    return MemoryEstimator::estimate(
        inferShape(std::max<std::int64_t>(w.params, 1), std::nullopt, std::nullopt), w.estimate);
}

EstimateInput WorkloadHours::estimatorInput(const Workload& w, const Split& split)
{
    EstimateInput in = w.estimate;
    in.tp = std::max<std::int64_t>(1, split.tp * split.pp);
    in.gpus = std::max<std::int64_t>(1, split.cards());
    in.zero = in.isTraining() ? split.zero : 0;
    return in;
}

double WorkloadHours::mfu(const Workload& w)
{
    // MFU editable, default 0.4; QLoRA lower (0.6 × LoRA's) unless the user says (docs/plan-format.md).
    if (w.mfu)
        return *w.mfu;
    return w.estimate.task == Task::Qlora ? kDefaultMfu * kQloraMfuShare : kDefaultMfu;
}

double WorkloadHours::trainingFlopsPerToken(const Workload& w, const MemoryEstimate& e)
{
    // Kaplan et al. 2020, Narayanan et al. 2021: forward 2·P, backward 4·P;
    // full recomputation repeats the forward; frozen LoRA weights need no weight gradients.
    return trainingFlopsPerParameter(w.estimate.task, w.estimate.effectiveRecompute()) * double(e.params.active);
}

double WorkloadHours::prefillSeconds(const Workload& w, const MemoryEstimate& e, const Card& card, int cards)
{
    // Roofline (Williams et al. 2009): prefill is compute-bound, 2·P_active·tokens / (peak · MFU), over the cards.
    return 2.0 * double(e.params.active) * w.tokensIn / (std::max(cards, 1) * card.bf16Tflops * kTera * mfu(w));
}

double WorkloadHours::decodeSeconds(const Workload& w, const MemoryEstimate& e, const Card& card, int cards)
{
    // Roofline: each decode step reads the weights once for the whole batch plus each
    // sequence's KV cache: (weight bytes + b · KV bytes) / (bandwidth · η); compute-bound once
    // 2·P·b / (peak · MFU) is larger. `context` is the tokens a sequence holds while decoding.
    const double batch = double(std::max<std::int64_t>(w.estimate.batch, 1));
    const double n = std::max(cards, 1);
    const double kvBytes = double(e.kvBytesPerToken) * double(w.estimate.context);
    const double memorySeconds
        = (e.totals.weightBytes + batch * kvBytes) / (n * card.bandwidthGBps * 1e9 * w.decodeEfficiency);
    const double computeSeconds = 2.0 * double(e.params.active) * batch / (n * card.bf16Tflops * kTera * mfu(w));
    const double steps = w.tokensOut / batch;
    return steps * std::max(memorySeconds, computeSeconds);
}

double WorkloadHours::hours(
    const Workload& w, const MemoryEstimate& e, const Card& card, int cards, int cardsPerMachine)
{
    scaling::MachineLinks links;
    links.cardsPerMachine = cardsPerMachine;
    return hours(w, e, card, cards, links);
}

double WorkloadHours::hours(
    const Workload& w, const MemoryEstimate& e, const Card& card, int cards, const scaling::MachineLinks& links)
{
    Split dataParallel;
    dataParallel.dp = std::max(cards, 1);
    return hours(w, e, card, dataParallel, links);
}

double WorkloadHours::speedup(
    const Workload& w, const Card& card, const Split& split, const scaling::MachineLinks& links)
{
    if (w.isData() || w.isInference())
        return 0;
    return scaling::splitSpeedup(split, w.estimate.task, links, card);
}

double WorkloadHours::hours(const Workload& w, const MemoryEstimate& e, const Card& card, const Split& split,
    const scaling::MachineLinks& links)
{
    const int cards = int(std::max<std::int64_t>(split.cards(), 1));
    if (w.isData()) // size / throughput (docs/plan-format.md, `data_gb`)
        return w.dataGb / w.throughputGbPerHour;
    if (w.isInference())
        return (prefillSeconds(w, e, card, cards) + decodeSeconds(w, e, card, cards)) / kSecondsPerHour;
    // hours = FLOPs / (n · peak · MFU · S(n)/n) = FLOPs / (peak · MFU · S(n)) (docs/plan-format.md).
    const double flops = trainingFlopsPerToken(w, e) * w.tokens;
    const double s = speedup(w, card, split, links);
    // docs/quotes.md: CPU-starved cards compute at the throughput factor's share of their speed.
    return flops / (card.bf16Tflops * kTera * mfu(w) * s * links.throughputFactor) / kSecondsPerHour;
}

} // namespace rp
