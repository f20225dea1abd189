#include "models/catalog/SplitSearch.h"

#include "models/memory/MemoryEstimator.h"

#include <algorithm>
#include <cmath>

namespace rp::split_search {

namespace {

bool allowedDegree(std::int64_t t, std::int64_t heads, std::int64_t maxTp)
{
    return t <= maxTp && heads % t == 0;
}

std::int64_t peakBytes(const ModelTotals& totals, const Split& split)
{
    return MemoryEstimator::perGpu(totals, split).peak();
}

// Inference: tensor parallel inside a machine (t divides the heads), pipeline stages across machines.
std::optional<Candidate> fewestForInference(
    const ModelTotals& totals, std::int64_t memory, std::int64_t maxTp, std::int64_t maxCards)
{
    for (std::int64_t n = 1; n <= maxCards; n = n < 8 ? n * 2 : n + 8) {
        std::int64_t t = 1;
        for (std::int64_t d : kTensorDegrees) {
            if (d <= n && n % d == 0 && allowedDegree(d, totals.heads, maxTp))
                t = d;
        }
        Split split;
        split.tp = t;
        split.pp = n / t;
        const std::int64_t perGpu = peakBytes(totals, split);
        if (perGpu <= memory)
            return Candidate { split, perGpu };
    }
    return std::nullopt;
}

// Training: ZeRO-3 data parallel, adding tensor parallelism only when one card cannot hold a
// rank's activations. With t fixed, per-GPU memory is states/n + (activations + gather)/t +
// overhead, so the fewest n is solved for directly instead of searched.
std::optional<Candidate> fewestForTraining(
    const ModelTotals& totals, std::int64_t memory, std::int64_t maxTp, std::int64_t maxCards)
{
    if (memory <= 0)
        return std::nullopt;
    std::optional<Candidate> best;
    // FSDP's gradients kept whole under gradient accumulation do not shrink with more ranks: they take room
    // on every card instead (MemoryEstimator::fsdpGradientBytes).
    const bool fsdp = totals.sharder == Sharder::Fsdp;
    const double gradients = totals.gradientBytes + (fsdp ? totals.frozenGradientBytes : 0.0);
    const double wholeGradients = fsdp && totals.gradientsStayWhole ? gradients : 0.0;
    const double states = totals.weightBytes + gradients - wholeGradients + totals.optimizerBytes + totals.adapterBytes
        + (totals.metric == Metric::Device ? totals.pagedBytes : 0.0);
    for (std::int64_t t : kTensorDegrees) {
        if (!allowedDegree(t, totals.heads, maxTp) || t > maxCards)
            continue;
        auto consider = [&](std::int64_t dp) {
            Split split;
            split.tp = t;
            split.dp = dp;
            split.zero = dp > 1 ? 3 : 0;
            const std::int64_t perGpu = peakBytes(totals, split);
            if (perGpu <= memory && (!best || split.cards() < best->split.cards()))
                best = Candidate { split, perGpu };
            return perGpu <= memory;
        };
        if (consider(1))
            continue;
        Split probe;
        probe.tp = t;
        probe.dp = 2;
        probe.zero = 3;
        const MemoryBreakdown fixed = MemoryEstimator::perGpu(totals, probe);
        // The allocator reserve grows a little with the states too: leave it the room it takes at dp = 2.
        const double room = double(memory) - double(fixed.activations + fixed.zero3Gather + fixed.overhead)
            - double(fixed.allocatorReserve) - wholeGradients / double(t);
        if (room <= 0)
            continue;
        // states / (t·dp) ≤ room  =>  dp ≥ states / (t·room); check the rounding neighbours too.
        const double wanted = std::ceil(states / (double(t) * room));
        if (!(wanted * double(t) <= double(maxCards)))
            continue;
        const std::int64_t dp = std::max<std::int64_t>(2, std::int64_t(wanted));
        // The load-time peak (the whole model materialized before sharding) can decide: walk up from the
        // steady-state answer until both fit, within the card limit.
        for (std::int64_t n = dp; n * t <= maxCards && n <= dp + 8; ++n) {
            if (consider(n))
                break;
        }
    }
    return best;
}

} // namespace

std::optional<Candidate> fewest(
    const ModelTotals& totals, std::int64_t memoryBytes, std::int64_t maxTp, std::int64_t maxCards)
{
    return totals.training ? fewestForTraining(totals, memoryBytes, maxTp, maxCards)
                           : fewestForInference(totals, memoryBytes, maxTp, maxCards);
}

QList<Candidate> splitsOf(const ModelTotals& totals, std::int64_t memoryBytes, std::int64_t cards, std::int64_t maxTp)
{
    QList<Candidate> out;
    for (std::int64_t t : kTensorDegrees) {
        if (t > cards || cards % t != 0 || !allowedDegree(t, totals.heads, maxTp))
            continue;
        const std::int64_t rest = cards / t;
        if (totals.training) {
            for (int zero = 0; zero <= (rest > 1 ? 3 : 0); ++zero) {
                Split split;
                split.tp = t;
                split.dp = rest;
                split.zero = zero;
                const std::int64_t perGpu = peakBytes(totals, split);
                if (perGpu <= memoryBytes)
                    out.append({ split, perGpu });
            }
            continue;
        }
        // Inference: the fewest pipeline stages that hold the model; the other cards serve replicas.
        for (std::int64_t stages = 1; stages <= rest; ++stages) {
            if (rest % stages != 0)
                continue;
            Split split;
            split.tp = t;
            split.pp = stages;
            split.dp = rest / stages;
            const std::int64_t perGpu = peakBytes(totals, split);
            if (perGpu <= memoryBytes) {
                out.append({ split, perGpu });
                break;
            }
        }
    }
    return out;
}

} // namespace rp::split_search
