#pragma once

#include "models/arch/ModelArch.h"
#include "models/memory/EstimateInput.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace rp {

// Bytes of activations one layer keeps for the backward pass, with 16-bit
// activations, micro-batch b and sequence s, before tensor parallelism.
// GPT layer (4h GELU MLP, dropout), Korthikanti et al. 2022, eq. (2): s·b·h·(34 + 5·a·s/h).
// Other layers, the same accounting term by term (docs/memory-model.md): 2 bytes per
// element of each norm's input, the q/k/v input, q, k, v, the attention output,
// the MLP input (shared with q/k/v in a parallel block) and the MLP's inner
// tensors (gate, up, activation, product: 8·I; a plain GELU MLP: 4·I). For
// llama: s·b·(12h + 4·k·d + 8·I). Eager attention adds the scores and their
// softmax, 4·a·s²·b, and a dropout mask a·s²·b when the config has a non-zero
// attention dropout (GPT-2); SDPA/FlashAttention and selective recomputation store none.
double activationBytesPerLayer(const ModelArch& arch, const EstimateInput& input);
// The same bytes tensor by tensor, in the order the forward pass makes them (their sum is
// activationBytesPerLayer): what the caching allocator's replay allocates (AllocatorReplay.h).
std::vector<double> layerTensorBytes(const ModelArch& arch, const EstimateInput& input);

// Bytes of one token's logits per vocabulary entry kept by the loss.
double logitBytesPerElement(LossKind loss);
// What a fused linear cross-entropy holds instead of the logits: one chunk of them, the hidden
// states' gradient and the per-token loss.
double fusedLossBytes(const ModelArch& arch, const EstimateInput& input);

// The parts of the activation memory of a training step, all layers.
struct TrainingActivations {
    double layers = 0; // saved for backward (or, with full recomputation, the layer inputs + one layer)
    double logits = 0;
    double loraDropout = 0; // dropped copies of the adapted inputs, for the layers whose activations are kept
    double dora = 0; // DoRA's extra copy of each adapted output
    double quantizedInputs = 0; // QLoRA: the inputs bitsandbytes' 4-bit linears keep for backward
    double dequantized = 0; // bitsandbytes 4-bit: the one linear's weight dequantized for its matmul, per layer
    // What each block keeps: its input under full recomputation, else an equal share of all but the
    // logits.
    double keptPerLayer = 0;
    // Full recomputation: the one block being recomputed (part of layers, plus the LoRA terms). The loss's
    // backward has freed the logits before the last block is recomputed, so the two never meet: the peak
    // holds the larger of them. Zero without full recomputation, where everything coexists.
    double recomputed = 0;
    // Part of logits that lives through the whole backward: the 16-bit logits a loop keeps in the model's
    // outputs (LossKind::StandardKept). It is there while the block is recomputed too.
    double logitsKept = 0;
    double workspace() const
    {
        return recomputed > 0 ? recomputed + loraDropout + dora + quantizedInputs + dequantized + logitsKept : 0.0;
    }
    double total() const
    {
        if (recomputed > 0)
            return layers - recomputed + std::max(logits, workspace());
        return layers + logits + loraDropout + dora + quantizedInputs + dequantized;
    }
};

// Activations held during a training step. Full recomputation keeps only each
// layer's input (2·s·b·h) plus one layer's full activations while it is
// recomputed (Korthikanti §4), which happens after the loss's backward has
// freed the logits; the LoRA dropout copies and DoRA's outputs follow the same
// rule: only the layer being recomputed holds them.
TrainingActivations trainingActivations(const ModelArch& arch, const EstimateInput& input);
double trainingActivationBytes(const ModelArch& arch, const EstimateInput& input);

// Elements of the largest linear weight inside a block (an MLP projection, one expert's, or the query's).
double largestBlockLinear(const ModelArch& arch);
// Bytes of the 16-bit weight bitsandbytes dequantizes a 4-bit linear into for each matmul of a batch
// (bitsandbytes/autograd/_functions.py, MatMul4Bit: F.dequantize_4bit(B, ...) then torch.nn.functional.linear),
// freed after it: one at a time, whatever the batch. Zero for other formats.
double dequantizedWeightBytes(const ModelArch& arch, const EstimateInput& input);

// Peak transient memory of one inference forward pass: the larger of one
// layer's attention and MLP working tensors for the prefill, plus fp32 logits
// of the last position only (generation needs no others). A mixture of experts
// runs experts_per_tok experts per token.
double inferenceWorkingBytes(const ModelArch& arch, const EstimateInput& input);
// The part of it that is the logits of the last position: fp32, b · V.
double lastLogitBytes(const ModelArch& arch, const EstimateInput& input);

} // namespace rp
