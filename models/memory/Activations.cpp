#include "models/memory/Activations.h"

#include "models/memory/WeightFormat.h"

#include <algorithm>

namespace rp {

namespace {

bool storesScores(const EstimateInput& in)
{
    return in.attention == Attention::Eager && in.effectiveRecompute() != Recompute::Selective;
}

// Bytes per stored activation element: 16-bit, or 4 when the whole model runs in fp32.
double elementBytes(const EstimateInput& in)
{
    return in.effectiveWeights() == WeightDtype::Fp32 ? 4.0 : 2.0;
}

// Width of the MLP a token passes through in one layer: experts_per_tok routed experts plus the shared ones.
double tokenMlpWidth(const ModelArch& m)
{
    if (!m.isMoe())
        return double(m.intermediate);
    return double(m.expertWidth()) * double(m.expertsPerToken) + double(m.sharedIntermediate);
}

} // namespace

double logitBytesPerElement(LossKind loss)
{
    // Standard loss (transformers' ForCausalLMLoss, src/transformers/loss/loss_utils.py: logits.float(), then
    // F.cross_entropy): its backward peaks when log_softmax's backward runs, holding the saved fp32
    // log-softmax, the fp32 gradient nll_loss hands it and the fp32 gradient it makes: 4 + 4 + 4 = 12.
    // transformers' Trainer (training_step: loss = self.compute_loss(...), then backward) has let the model's
    // outputs go by then; a loop that keeps them also holds the bf16 logits: 14. A chunked cross-entropy
    // about 4 (torchtune measures ≈8 saved per element). A fused linear loss has no term per logit:
    // fusedLossBytes.
    switch (loss) {
    case LossKind::Fused:
        return 0.0;
    case LossKind::Chunked:
        return 4.0;
    case LossKind::Standard:
        return 12.0;
    case LossKind::StandardKept:
        return 14.0;
    }
    return 14.0;
}

double fusedLossBytes(const ModelArch& m, const EstimateInput& in)
{
    // Liger's fused linear cross-entropy (linkedin/Liger-Kernel, src/liger_kernel/ops/
    // fused_linear_cross_entropy.py, fused_linear_cross_entropy_forward): the head's output is computed
    // chunk by chunk, chunk_size = next_power_of_2(cdiv(N, cdiv(V, h))) rows of V, its gradient written
    // in place; grad_input (N · h) and an fp32 loss per token (loss_1d) stay. N = s · b tokens. Apple's
    // cut cross-entropy (apple/ml-cross-entropy, cut_cross_entropy/cce.py) holds less, no chunk of logits:
    // this is the larger of the two.
    const double tokens = double(in.context) * double(in.batch), h = double(m.hidden), v = double(m.vocab);
    const double perChunk = std::ceil(v / std::max(1.0, h));
    const double rows = std::exp2(std::ceil(std::log2(std::max(1.0, std::ceil(tokens / perChunk)))));
    return elementBytes(in) * (rows * v + tokens * h) + 4.0 * tokens;
}

std::vector<double> layerTensorBytes(const ModelArch& m, const EstimateInput& in)
{
    const double s = double(in.context), b = double(in.batch), h = double(m.hidden), a = double(m.heads);
    const double sb = s * b * elementBytes(in) / 2.0; // bytes of one 1-byte-per-token column, scaled
    std::vector<double> t;
    const auto add = [&](double bytesPerToken, int count = 1) {
        for (int i = 0; i < count; ++i)
            t.push_back(sb * bytesPerToken);
    };
    if (m.gpt2Style) {
        // Korthikanti et al. 2022, §4.1: attention 11·s·b·h (q/k/v input, q, k, v, the projection's input,
        // 2 each, and its dropout mask), MLP 19·s·b·h (input 2, 4h-wide output and GELU output 8 each,
        // dropout mask 1), two LayerNorm inputs 2 each: 34.
        add(2.0 * h, 5);
        add(h);
        add(2.0 * h);
        add(8.0 * h, 2);
        add(h);
        add(2.0 * h, 2);
    } else {
        const double qDim = m.hasMla() ? a * double(m.qkNopeHeadDim + m.qkRopeHeadDim) : a * double(m.headDim);
        const double kvDim = m.hasMla() ? a * double(m.qkNopeHeadDim + m.qkRopeHeadDim + m.vHeadDim) / 2.0
                                        : double(m.kvHeads * m.headDim);
        const double outDim = m.hasMla() ? a * double(m.vHeadDim) : qDim;
        add(2.0 * h, std::min(m.normsPerLayer, 2)); // each norm's input
        add(2.0 * h, m.parallelBlock ? 1 : 2); // q/k/v input and MLP input
        add(2.0 * qDim);
        add(2.0 * kvDim, 2); // k and v
        add(2.0 * outDim);
        add(2.0 * tokenMlpWidth(m), m.mlp == ModelArch::Mlp::Plain ? 2 : 4); // (gate,) up, activation(, product)
    }
    if (storesScores(in)) {
        const double scores = a * s * s * b;
        t.push_back(2.0 * scores); // scores
        t.push_back(2.0 * scores); // softmax
        if (m.attentionDropout > 0.0)
            t.push_back(scores); // dropout mask
    }
    return t;
}

double activationBytesPerLayer(const ModelArch& m, const EstimateInput& in)
{
    double sum = 0;
    for (const double bytes : layerTensorBytes(m, in))
        sum += bytes;
    return sum;
}

TrainingActivations trainingActivations(const ModelArch& m, const EstimateInput& in)
{
    const double s = double(in.context), b = double(in.batch), L = double(std::max<std::int64_t>(1, m.layers));
    const double perLayer = activationBytesPerLayer(m, in);
    const bool full = in.effectiveRecompute() == Recompute::Full;
    TrainingActivations t;
    // PEFT's k-bit preparation keeps the residual stream in fp32 (castsRestToFp32): each block's input,
    // which a checkpointed block keeps and a kept block saves for its first norm, takes 4 bytes, not 2.
    const bool prepared = castsRestToFp32(in);
    const double fp32Residual = prepared ? 2.0 * s * b * double(m.hidden) : 0.0;
    const double blockInput = 2.0 * s * b * double(m.hidden) + fp32Residual;
    t.layers = full ? L * blockInput + perLayer : L * (perLayer + fp32Residual);
    t.logits
        = in.loss == LossKind::Fused ? fusedLossBytes(m, in) : s * b * double(m.vocab) * logitBytesPerElement(in.loss);
    if (prepared && in.loss != LossKind::Fused) {
        // The fp32 LM head runs under autocast as a 16-bit copy, which the matmul keeps for the input's
        // gradient until the backward pass reaches it, right after the loss: V·h·2 beside the logits.
        t.logits += 2.0 * double(m.vocab) * double(m.hidden);
    }
    if (in.isLora()) {
        // Layers whose activations are kept: all, or only the one being recomputed.
        const double keptLayers = full ? 1.0 : L;
        if (in.loraDropout > 0.0) {
            // nn.Dropout keeps a 1-byte mask and lora_A keeps the 2-byte dropped copy of each adapted input.
            const double perLayerElements = double(loraInputElementsPerToken(m, in.loraTargets)) / L;
            t.loraDropout = 3.0 * s * b * perLayerElements * keptLayers;
        }
        if (in.task == Task::Qlora && in.bnbRelease == BnbRelease::UpTo0431) {
            // A frozen 16-bit linear lets its input go (its weight needs no gradient); bitsandbytes' 4-bit
            // matmul up to 0.43.1 keeps it (MatMul4Bit saves ctx.tensors = (A, B), bitsandbytes/autograd/
            // _functions.py; 0.43.2 saves (None, B)): one input per group of linears sharing it, 2 bytes each. The
            // attention's (q, k and v share the first norm's output) and the MLP's (the second norm's output; a
            // parallel block with one norm, as Falcon-7B's and phi's, feeds both from it), the output projection's (the
            // attention output) and the down-projection's (the MLP's inner width).
            const double normOutputs = (m.parallelBlock ? std::clamp(m.normsPerLayer, 1, 2) : 2) * double(m.hidden);
            t.quantizedInputs = 2.0 * s * b * (normOutputs + double(m.hidden) + tokenMlpWidth(m)) * keptLayers;
        }
        if (in.dora) {
            // PEFT's DoRA scales the base output by the magnitude: one more 2-byte copy of each adapted output.
            const double perLayerElements = double(loraOutputElementsPerToken(m, in.loraTargets)) / L;
            t.dora = 2.0 * s * b * perLayerElements * keptLayers;
        }
    }
    t.dequantized = dequantizedWeightBytes(m, in);
    t.recomputed = full ? perLayer : 0.0;
    if (in.loss == LossKind::StandardKept) // the bf16 logits in the outputs the loop still holds
        t.logitsKept = 2.0 * s * b * double(m.vocab);
    t.keptPerLayer = full ? blockInput : (t.total() - t.logits) / L;
    return t;
}

double trainingActivationBytes(const ModelArch& m, const EstimateInput& in)
{
    return trainingActivations(m, in).total();
}

double largestBlockLinear(const ModelArch& m)
{
    const double width = std::max({ double(m.expertWidth()), double(m.intermediate), double(m.sharedIntermediate),
        double(m.heads) * double(m.headDim) });
    return double(m.hidden) * width;
}

double dequantizedWeightBytes(const ModelArch& m, const EstimateInput& in)
{
    const WeightDtype w = in.effectiveWeights();
    const bool fourBit = w == WeightDtype::Nf4 || w == WeightDtype::Nf4NoDq || w == WeightDtype::Fp4;
    return fourBit ? 2.0 * largestBlockLinear(m) : 0.0;
}

double inferenceWorkingBytes(const ModelArch& m, const EstimateInput& in)
{
    const double s = double(in.context), b = double(in.batch), h = double(m.hidden);
    const double scale = elementBytes(in) / 2.0;
    const double qDim = double(m.heads * m.headDim), kvDim = double(m.kvHeads * m.headDim);
    // Attention: input, normed input, q, k, v and the output, 16-bit; under eager attention
    // also the score matrix and its softmax (2 + 2 bytes each).
    const double scores = in.attention == Attention::Eager ? 4.0 * double(m.heads) * s * s * b : 0.0;
    const double attention = scale * 2.0 * s * b * (2.0 * h + 2.0 * qDim + 2.0 * kvDim) + scores;
    // MLP: input, normed input, and gate, up and their product, for every expert a token visits.
    const double inner = (m.mlp == ModelArch::Mlp::Gated ? 3.0 : 2.0) * tokenMlpWidth(m);
    const double mlp = scale * 2.0 * s * b * (2.0 * h + inner);
    return std::max(attention, mlp) + dequantizedWeightBytes(m, in) + lastLogitBytes(m, in);
}

double lastLogitBytes(const ModelArch& m, const EstimateInput& in)
{
    // Generation computes the logits of each sequence's last position only, in fp32.
    return 4.0 * double(in.batch) * double(m.vocab);
}

} // namespace rp
