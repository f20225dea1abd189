#include "arch/ParameterCount.h"

namespace rp {

namespace {

struct LinearShape {
    std::int64_t in;
    std::int64_t out;
    std::int64_t count; // how many of this linear per layer
    bool perExpert = false; // one per expert: a token passes through experts_per_tok of them
};

// The linear layers of one block, (in, out) as PEFT sees them.
QList<LinearShape> blockLinears(const ModelArch& m, LoraTargets targets)
{
    const std::int64_t h = m.hidden, d = m.headDim, a = m.heads, k = m.kvHeads, I = m.intermediate;
    if (m.gpt2Style) {
        // GPT-2 fuses q, k, v into c_attn (h -> 3h); "qv" adapts that fused layer, as PEFT's default for gpt2.
        if (targets == LoraTargets::QV)
            return { { h, 3 * h, 1 } };
        return { { h, 3 * h, 1 }, { h, h, 1 }, { h, 4 * h, 1 }, { 4 * h, h, 1 } };
    }
    QList<LinearShape> linears = { { h, a * d, 1 }, { h, k * d, 1 } }; // q_proj, v_proj
    if (targets == LoraTargets::QV)
        return linears;
    linears.append({ h, k * d, 1 }); // k_proj
    linears.append({ a * d, h, 1 }); // o_proj
    linears.append({ h, I, 2 * m.experts, true }); // gate_proj, up_proj in every expert
    linears.append({ I, h, m.experts, true }); // down_proj
    if (m.experts > 1)
        linears.append({ h, m.experts, 1 }); // the router is an nn.Linear too ("all-linear" adapts it)
    return linears;
}

} // namespace

ParameterCount countParameters(const ModelArch& m)
{
    ParameterCount c;
    const std::int64_t h = m.hidden, L = m.layers;
    if (m.gpt2Style) {
        // GPT-2: tied head, learned positions, LayerNorm with bias, biases on every linear.
        const std::int64_t linear = 12 * h * h; // c_attn 3h² + c_proj h² + c_fc 4h² + c_proj 4h²
        const std::int64_t other = 13 * h; // biases 3h + h + 4h + h, two LayerNorms 4h
        c.embeddings = m.vocab * h + m.maxPositions * h;
        c.blockLinear = L * linear;
        c.blockOther = L * other + 2 * h; // + final LayerNorm
        c.perBlock = linear + other;
    } else {
        const std::int64_t a = m.heads, k = m.kvHeads, d = m.headDim, I = m.intermediate, E = m.experts;
        const std::int64_t attention = h * a * d + 2 * h * k * d + a * d * h;
        // Qwen2 has biases on q, k, v; llama with attention_bias also on o.
        const std::int64_t bias = (m.qkvBias || m.attentionBias ? a * d + 2 * k * d : 0) + (m.attentionBias ? h : 0);
        const std::int64_t router = E > 1 ? h * E : 0;
        const std::int64_t norms = 2 * h; // RMSNorm before attention and before the MLP
        const std::int64_t linear = attention + E * 3 * h * I + router;
        c.embeddings = m.vocab * h * (m.tiedEmbeddings ? 1 : 2);
        c.blockLinear = L * linear;
        c.blockOther = L * (bias + norms) + h; // + final norm
        c.perBlock = linear + bias + norms;
        // Active parameters: experts_per_tok experts instead of E; the router still runs.
        const std::int64_t activeLinear = attention + m.expertsPerToken * 3 * h * I + router;
        c.active = c.embeddings + L * (activeLinear + bias + norms) + h;
    }
    c.total = c.embeddings + c.blockLinear + c.blockOther;
    if (m.gpt2Style)
        c.active = c.total;

    if (m.paramsGiven) {
        // A bare count: trust the user's total; the guessed shape only splits it.
        const std::int64_t given = *m.paramsGiven;
        const std::int64_t nonLinear = c.embeddings + c.blockOther;
        c.total = given;
        c.active = given;
        c.blockLinear = std::max<std::int64_t>(0, given - nonLinear);
        c.perBlock = L > 0 ? (c.blockLinear + c.blockOther) / L : 0;
    }
    return c;
}

std::int64_t kvBytesPerToken(const ModelArch& m, double bytesPerElement)
{
    return std::int64_t(2.0 * double(m.layers * m.kvHeads * m.headDim) * bytesPerElement);
}

std::int64_t loraTrainableParameters(const ModelArch& m, LoraTargets targets, std::int64_t rank)
{
    std::int64_t perLayer = 0;
    for (const LinearShape& linear : blockLinears(m, targets))
        perLayer += linear.count * rank * (linear.in + linear.out);
    return m.layers * perLayer;
}

std::int64_t loraInputElementsPerToken(const ModelArch& m, LoraTargets targets)
{
    std::int64_t perLayer = 0;
    for (const LinearShape& linear : blockLinears(m, targets)) {
        const std::int64_t used = linear.perExpert ? linear.count / m.experts * m.expertsPerToken : linear.count;
        perLayer += used * linear.in;
    }
    return m.layers * perLayer;
}

} // namespace rp
