#pragma once

#include "arch/ModelArch.h"

#include <cstdint>

namespace rp {

// Where the parameters of a model sit. Quantization and ZeRO-3 treat the
// parts differently, so the estimator needs more than the total.
struct ParameterCount {
    std::int64_t total = 0;
    std::int64_t active = 0; // per token: mixture-of-experts counts experts_per_tok experts
    std::int64_t embeddings = 0; // token (+ position) embeddings and the LM head when untied
    std::int64_t blockLinear = 0; // weights of the linear layers inside blocks (what 4-bit quantizes)
    std::int64_t blockOther = 0; // norms and biases inside blocks, and the final norm
    std::int64_t perBlock = 0; // one block's parameters (ZeRO-3 gathers one whole block at a time)
};

enum class LoraTargets { QV, AllLinear };

// DESIGN.md §3 parameter formula; gated families: llama, mistral, mixtral, qwen2, gemma, phi3;
// GPT-2: P = V·h + n_positions·h + L·(12h² + 13h) + 2h.
ParameterCount countParameters(const ModelArch& arch);

// KV cache bytes per token: 2 (K and V) · L · k · d · bytes per element (seed 004 §2.2).
std::int64_t kvBytesPerToken(const ModelArch& arch, double bytesPerElement);

// Trainable LoRA parameters as PEFT counts them: r·(d_in + d_out) for every
// adapted linear in every layer (Hu et al. 2021; PEFT LoraModel).
std::int64_t loraTrainableParameters(const ModelArch& arch, LoraTargets targets, std::int64_t rank);

// Bytes of activations a LoRA dropout layer keeps: one copy of each adapted
// linear's input per token per layer, in elements (multiply by bytes per element).
std::int64_t loraInputElementsPerToken(const ModelArch& arch, LoraTargets targets);

} // namespace rp
