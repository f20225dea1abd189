#include "memory/Activations.h"

#include <algorithm>

namespace rp {

namespace {

bool dropsQuadraticTerm(const EstimateInput& in)
{
    return in.flashAttention || in.recompute == Recompute::Selective;
}

} // namespace

double logitBytesPerElement(LossKind loss)
{
    return loss == LossKind::Chunked ? 4.0 : 14.0;
}

double activationBytesPerLayer(const ModelArch& m, const EstimateInput& in)
{
    const double s = double(in.context), b = double(in.batch), h = double(m.hidden), a = double(m.heads);
    const double quadratic = dropsQuadraticTerm(in) ? 0.0 : 5.0 * a * s * s * b;
    if (m.gpt2Style)
        return 34.0 * s * b * h + quadratic;
    // Each token passes through experts_per_tok experts, each keeping an MLP's activations.
    const double mlp = 8.0 * double(m.intermediate) * double(m.expertsPerToken);
    return s * b * (12.0 * h + 4.0 * double(m.kvHeads * m.headDim) + mlp) + quadratic;
}

double trainingActivationBytes(const ModelArch& m, const EstimateInput& in)
{
    const double s = double(in.context), b = double(in.batch), L = double(m.layers);
    const double perLayer = activationBytesPerLayer(m, in);
    const double layers = in.recompute == Recompute::Full ? L * 2.0 * s * b * double(m.hidden) + perLayer
                                                          : L * perLayer;
    const double logits = s * b * double(m.vocab) * logitBytesPerElement(in.loss);
    double loraDropout = 0.0;
    if (in.loraDropout && (in.task == Task::Lora || in.task == Task::Qlora))
        loraDropout = 2.0 * s * b * double(loraInputElementsPerToken(m, in.loraTargets));
    return layers + logits + loraDropout;
}

double inferenceWorkingBytes(const ModelArch& m, const EstimateInput& in)
{
    const double s = double(in.context), b = double(in.batch), h = double(m.hidden);
    const double qDim = double(m.heads * m.headDim), kvDim = double(m.kvHeads * m.headDim);
    // Attention: input, normed input, q, k, v and the output, 16-bit; without
    // FlashAttention also the score matrix and its softmax (2 + 2 bytes each).
    const double scores = in.flashAttention ? 0.0 : 4.0 * double(m.heads) * s * s * b;
    const double attention = 2.0 * s * b * (2.0 * h + 2.0 * qDim + 2.0 * kvDim) + scores;
    // MLP: input, normed input, and gate, up and their product.
    const double mlp = 2.0 * s * b * (2.0 * h + 3.0 * double(m.intermediate));
    const double lastLogits = 4.0 * b * double(m.vocab);
    return std::max(attention, mlp) + lastLogits;
}

} // namespace rp
