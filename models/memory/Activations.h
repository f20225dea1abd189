#pragma once

#include "arch/ModelArch.h"
#include "memory/EstimateInput.h"

#include <cstdint>

namespace rp {

// Bytes of activations one layer keeps for the backward pass, with 16-bit
// activations, micro-batch b and sequence s, before tensor parallelism.
// GPT layer (4h GELU MLP, dropout), Korthikanti et al. 2022, eq. (2): s·b·h·(34 + 5·a·s/h).
// Gated layer (SwiGLU/GeGLU, RMSNorm, grouped KV heads, no dropout), the same
// accounting (DESIGN.md §3): s·b·(12h + 4·k·d + 8·I) + 5·a·s²·b.
// FlashAttention or selective recomputation drops the 5·a·s²·b term.
double activationBytesPerLayer(const ModelArch& arch, const EstimateInput& input);

// Activations held during a training step, all layers, plus logits and LoRA
// dropout copies. Full recomputation keeps only each layer's input (2·s·b·h)
// plus one layer's full activations while it is recomputed (Korthikanti §4).
double trainingActivationBytes(const ModelArch& arch, const EstimateInput& input);

// Peak transient memory of one inference forward pass: the larger of one
// layer's attention and MLP working tensors for the prefill, plus fp32 logits
// of the last position only (generation needs no others).
double inferenceWorkingBytes(const ModelArch& arch, const EstimateInput& input);

// Bytes per logit element held by the loss: transformers' default keeps bf16
// logits, an fp32 upcast, fp32 log-softmax and its gradient (2+4+4+4 = 14);
// a fused or chunked cross-entropy about 4 (torchtune saves ≈8 per element).
double logitBytesPerElement(LossKind loss);

} // namespace rp
