#pragma once

#include "models/arch/ModelArch.h"

#include <cstdint>
#include <vector>

namespace rp {

// Where the parameters of a model sit. Quantization and ZeRO-3 treat the
// parts differently, so the estimator needs more than the total.
struct ParameterCount {
    std::int64_t total = 0; // language model + vision tower
    std::int64_t active = 0; // per token: mixture-of-experts counts experts_per_tok experts
    std::int64_t embeddings = 0; // token (+ position) embeddings and the LM head when untied
    std::int64_t blockLinear = 0; // weights of the linear layers inside blocks (what 4-bit quantizes)
    std::int64_t blockOther = 0; // norms and biases inside blocks, the final norm, and the vision tower
    std::int64_t perBlock = 0; // the largest block's parameters (ZeRO-3 gathers one whole block at a time)
    std::int64_t vision = 0; // vision tower and projector of a multimodal config
    std::int64_t text() const { return total - vision; }
};

enum class LoraTargets { QV, AllLinear };

// Largest parameter count RentPlan computes with (10¹⁵, a thousand times the
// largest published model): beyond it a count would not survive the byte
// arithmetic in 64 bits.
inline constexpr std::int64_t kMaxParameters = 1'000'000'000'000'000;

// The parameter formula of docs/memory-model.md, layer by layer (attention, dense or mixture-of-experts
// MLP, norms, biases) as each family's modeling file in transformers builds them;
// GPT-2: P = V·h + n_positions·h + L·(12h² + 13h) + 2h. Computed in 128 bits:
// a count beyond kMaxParameters is returned as it is in `exactTotal`.
ParameterCount countParameters(const ModelArch& arch);
// The exact total in 128-bit arithmetic (no wrap for any accepted dimension), as a double.
double exactParameterTotal(const ModelArch& arch);

// KV cache bytes per token over all layers: 2 (K and V) · L · k · d · bytes per element
// (one K and one V vector per KV head); multi-head latent attention caches (kv_lora_rank + qk_rope_head_dim)
// elements per layer (DeepSeek-V2 §2.1.2, "only c_t^KV and k_t^R need to be cached").
std::int64_t kvBytesPerToken(const ModelArch& arch, double bytesPerElement);
// KV cache bytes for s tokens and b sequences: sliding-window layers hold at most
// `sliding_window` tokens (Mistral, Gemma-2/3).
double kvCacheBytes(const ModelArch& arch, double bytesPerElement, std::int64_t tokens, std::int64_t sequences);

// Trainable LoRA parameters as PEFT counts them: r·(d_in + d_out) for every
// adapted linear in every layer (Hu et al. 2021; PEFT LoraModel); DoRA adds a
// magnitude vector of d_out per adapted linear (Liu et al. 2024, eq. 2).
std::int64_t loraTrainableParameters(const ModelArch& arch, LoraTargets targets, std::int64_t rank, bool dora = false);

// One linear of a block, as the forward pass meets them (attention, then the MLP; a mixture of experts
// lists each linear of the experts a token visits): its input and output widths, and whether LoRA's
// targets adapt it. The last kind of block when a model stacks two (DeepSeek's dense first layers).
struct BlockLinear {
    std::int64_t in = 0;
    std::int64_t out = 0;
    bool adapted = false;
};
std::vector<BlockLinear> blockLinearsInOrder(const ModelArch& arch, LoraTargets targets);

// Elements per token, over all layers, of the inputs of the adapted linears
// (what a LoRA dropout copies) and of their outputs (what DoRA keeps once more).
std::int64_t loraInputElementsPerToken(const ModelArch& arch, LoraTargets targets);
std::int64_t loraOutputElementsPerToken(const ModelArch& arch, LoraTargets targets);

} // namespace rp
