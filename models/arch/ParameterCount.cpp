#include "models/arch/ParameterCount.h"

#include <QList>

#include <algorithm>

namespace rp {

namespace {

// 128-bit sums: every accepted dimension is below 2²⁴ and experts below 2¹², so
// no product of a count formula comes near 2¹²⁷: no count wraps (docs/memory-model.md, "Parameters").
using Wide = __int128;

enum class Role { Q, K, V, O, Mlp, Router };

struct LinearShape {
    Wide in;
    Wide out;
    Wide count; // how many of this linear per layer
    Role role;
    bool perExpert = false; // one per routed expert: a token passes through experts_per_tok of them
};

// The kinds of layer a model stacks: DeepSeek keeps its first k layers dense.
struct LayerKind {
    Wide count;
    bool moe;
};

QList<LayerKind> layerKinds(const ModelArch& m)
{
    if (!m.isMoe())
        return { { m.layers, false } };
    const std::int64_t dense = std::min(m.denseLayers, m.layers);
    QList<LayerKind> kinds;
    if (dense > 0)
        kinds.append({ dense, false });
    kinds.append({ m.layers - dense, true });
    return kinds;
}

QList<LinearShape> attentionLinears(const ModelArch& m)
{
    const Wide h = m.hidden, d = m.headDim, a = m.heads, k = m.kvHeads;
    if (m.gpt2Style) {
        // One fused q/k/v linear and the output projection: GPT-2's c_attn h -> 3h; gpt_bigcode's c_attn
        // h -> h + 2·kv_dim with kv_heads = 1 under multi_query (transformers, models/gpt_bigcode/
        // modeling_gpt_bigcode.py, GPTBigCodeAttention); bloom's query_key_value h -> 3h (models/bloom/
        // modeling_bloom.py, BloomAttention). PEFT adapts this one matrix (c_attn, query_key_value).
        return { { h, a * d + 2 * k * d, 1, Role::Q }, { a * d, h, 1, Role::O } };
    }
    if (m.hasMla()) {
        // DeepSeek-V2 §2.1: q (optionally through a low-rank q_a/q_b), a joint compressed KV
        // (kv_a_proj_with_mqa, h -> kv_lora_rank + rope dim), its up-projection kv_b, and o.
        const Wide qHead = m.qkNopeHeadDim + m.qkRopeHeadDim;
        QList<LinearShape> linears;
        if (m.qLoraRank > 0) {
            linears.append({ h, m.qLoraRank, 1, Role::Q });
            linears.append({ m.qLoraRank, a * qHead, 1, Role::Q });
        } else {
            linears.append({ h, a * qHead, 1, Role::Q });
        }
        linears.append({ h, Wide(m.kvLoraRank) + m.qkRopeHeadDim, 1, Role::K });
        linears.append({ m.kvLoraRank, a * (Wide(m.qkNopeHeadDim) + m.vHeadDim), 1, Role::V });
        linears.append({ a * m.vHeadDim, h, 1, Role::O });
        return linears;
    }
    return { { h, a * d, 1, Role::Q }, { h, k * d, 1, Role::K }, { h, k * d, 1, Role::V }, { a * d, h, 1, Role::O } };
}

QList<LinearShape> mlpLinears(const ModelArch& m, bool moe)
{
    const Wide h = m.hidden;
    if (m.gpt2Style) // c_fc and c_proj (bloom: dense_h_to_4h, dense_4h_to_h), `intermediate` = n_inner or 4h
        return { { h, m.intermediate, 1, Role::Mlp }, { m.intermediate, h, 1, Role::Mlp } };
    auto mlp = [&](Wide width, Wide count, bool perExpert) -> QList<LinearShape> {
        if (m.mlp == ModelArch::Mlp::Gated)
            return { { h, width, 2 * count, Role::Mlp, perExpert }, { width, h, count, Role::Mlp, perExpert } };
        return { { h, width, count, Role::Mlp, perExpert }, { width, h, count, Role::Mlp, perExpert } };
    };
    if (!moe)
        return mlp(m.intermediate, 1, false);
    QList<LinearShape> linears = mlp(m.expertWidth(), m.experts, true);
    linears.append({ h, m.experts, 1, Role::Router }); // the router is an nn.Linear ("all-linear" adapts it)
    if (m.sharedIntermediate > 0)
        linears += mlp(m.sharedIntermediate, 1, false);
    if (m.sharedExpertGate)
        linears.append({ h, 1, 1, Role::Router });
    return linears;
}

bool targeted(const LinearShape& linear, LoraTargets targets)
{
    return targets == LoraTargets::AllLinear || linear.role == Role::Q || linear.role == Role::V;
}

Wide activeCount(const ModelArch& m, const LinearShape& linear)
{
    return linear.perExpert ? linear.count / m.experts * m.expertsPerToken : linear.count;
}

// Norms and biases of one layer.
Wide layerOther(const ModelArch& m, bool moe)
{
    const Wide h = m.hidden, d = m.headDim, a = m.heads, k = m.kvHeads;
    if (m.gpt2Style) // biases of the fused q/k/v, the output, both MLP linears; two LayerNorms 4h (13h for GPT-2)
        return a * d + 2 * k * d + h + Wide(m.intermediate) + h + 4 * h;
    Wide other = Wide(m.normsPerLayer) * (m.layerNorm ? 2 * h : h);
    if (m.qkNorm)
        other += 2 * d;
    if (m.hasMla())
        other += Wide(m.kvLoraRank) + m.qLoraRank; // kv_a_layernorm, q_a_layernorm
    else if (m.qkvBias)
        other += a * d + 2 * k * d;
    if (m.attentionBias)
        other += h;
    if (m.mlpBias && !moe)
        other += (m.mlp == ModelArch::Mlp::Gated ? 2 * Wide(m.intermediate) : Wide(m.intermediate)) + h;
    if (moe && m.routerBias)
        other += m.experts;
    return other;
}

struct WideCount {
    Wide total = 0, active = 0, embeddings = 0, blockLinear = 0, blockOther = 0, perBlock = 0;
};

WideCount countWide(const ModelArch& m)
{
    WideCount c;
    const Wide h = m.hidden, V = m.vocab;
    c.embeddings = V * h * (m.tiedEmbeddings ? 1 : 2) + (m.lmHeadBias ? V : 0) + Wide(m.extraEmbeddingRows) * h;
    if (m.learnedPositions)
        c.embeddings += Wide(m.maxPositions) * h;
    Wide activeBlocks = 0;
    for (const LayerKind& kind : layerKinds(m)) {
        Wide linear = 0, active = 0;
        for (const LinearShape& l : attentionLinears(m) + mlpLinears(m, kind.moe)) {
            linear += l.count * l.in * l.out;
            active += activeCount(m, l) * l.in * l.out;
        }
        const Wide other = layerOther(m, kind.moe);
        c.blockLinear += kind.count * linear;
        c.blockOther += kind.count * other;
        c.perBlock = std::max(c.perBlock, linear + other);
        activeBlocks += kind.count * (active + other);
    }
    // Cross-attention layers add q and k RMSNorms (2·d) and two scalar gates to an ordinary layer.
    const Wide cross = Wide(m.crossAttentionLayers) * (2 * Wide(m.headDim) + 2);
    c.blockOther += cross;
    activeBlocks += cross;
    // The final norm, and bloom's LayerNorm on the embeddings (word_embeddings_layernorm, BloomModel).
    const Wide outerNorms = (m.layerNorm || m.gpt2Style ? 2 * h : h) + (m.embeddingNorm ? 2 * h : 0);
    c.blockOther += outerNorms + m.visionParams;
    c.total = c.embeddings + c.blockLinear + c.blockOther;
    c.active = c.embeddings + activeBlocks + outerNorms + m.visionParams;
    return c;
}

std::int64_t clamp64(Wide v)
{
    return v > Wide(kMaxParameters) ? kMaxParameters : std::int64_t(v);
}

} // namespace

ParameterCount countParameters(const ModelArch& m)
{
    const WideCount w = countWide(m);
    ParameterCount c;
    c.total = clamp64(w.total);
    c.active = clamp64(w.active);
    c.embeddings = clamp64(w.embeddings);
    c.blockLinear = clamp64(w.blockLinear);
    c.blockOther = clamp64(w.blockOther);
    c.perBlock = clamp64(w.perBlock);
    c.vision = m.visionParams;

    if (m.paramsGiven) {
        // A bare count: trust the user's total; the guessed shape only splits it.
        const std::int64_t given = *m.paramsGiven;
        const std::int64_t nonLinear = std::min(given, c.embeddings + c.blockOther);
        c.total = given;
        c.active = given;
        c.blockLinear = given - nonLinear;
        c.perBlock = m.layers > 0 ? (c.blockLinear + c.blockOther) / m.layers : 0;
    }
    return c;
}

double exactParameterTotal(const ModelArch& m)
{
    return double(countWide(m).total);
}

std::int64_t kvBytesPerToken(const ModelArch& m, double bytesPerElement)
{
    const double perLayer
        = m.hasMla() ? double(m.kvLoraRank + m.qkRopeHeadDim) : 2.0 * double(m.kvHeads) * double(m.headDim);
    return std::int64_t(double(m.layers - m.crossAttentionLayers) * perLayer * bytesPerElement);
}

double kvCacheBytes(const ModelArch& m, double bytesPerElement, std::int64_t tokens, std::int64_t sequences)
{
    const double perToken = double(kvBytesPerToken(m, bytesPerElement));
    const double L = double(std::max<std::int64_t>(1, m.layers - m.crossAttentionLayers));
    const std::int64_t sliding = m.slidingWindow > 0 ? std::min(m.slidingLayers, m.layers) : 0;
    const double full = perToken * (L - double(sliding)) / L * double(tokens);
    const double windowed = perToken * double(sliding) / L * double(std::min(tokens, m.slidingWindow));
    return (full + windowed) * double(sequences);
}

std::int64_t loraTrainableParameters(const ModelArch& m, LoraTargets targets, std::int64_t rank, bool dora)
{
    Wide total = 0;
    for (const LayerKind& kind : layerKinds(m)) {
        Wide perLayer = 0;
        for (const LinearShape& l : attentionLinears(m) + mlpLinears(m, kind.moe)) {
            if (targeted(l, targets))
                perLayer += l.count * (Wide(rank) * (l.in + l.out) + (dora ? l.out : 0));
        }
        total += kind.count * perLayer;
    }
    return clamp64(total);
}

namespace {

std::int64_t adaptedElementsPerToken(const ModelArch& m, LoraTargets targets, bool outputs)
{
    Wide total = 0;
    for (const LayerKind& kind : layerKinds(m)) {
        Wide perLayer = 0;
        for (const LinearShape& l : attentionLinears(m) + mlpLinears(m, kind.moe)) {
            if (targeted(l, targets))
                perLayer += activeCount(m, l) * (outputs ? l.out : l.in);
        }
        total += kind.count * perLayer;
    }
    return clamp64(total);
}

} // namespace

std::vector<BlockLinear> blockLinearsInOrder(const ModelArch& m, LoraTargets targets)
{
    const QList<LayerKind> kinds = layerKinds(m);
    const bool moe = !kinds.isEmpty() && kinds.back().moe;
    std::vector<BlockLinear> out;
    for (const LinearShape& l : attentionLinears(m) + mlpLinears(m, moe)) {
        for (Wide i = 0; i < activeCount(m, l); ++i)
            out.push_back({ clamp64(l.in), clamp64(l.out), targeted(l, targets) });
    }
    return out;
}

std::int64_t loraInputElementsPerToken(const ModelArch& m, LoraTargets targets)
{
    return adaptedElementsPerToken(m, targets, false);
}

std::int64_t loraOutputElementsPerToken(const ModelArch& m, LoraTargets targets)
{
    return adaptedElementsPerToken(m, targets, true);
}

} // namespace rp
