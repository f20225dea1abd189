#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace rp {

// The shape of a decoder-only transformer, as far as memory and compute need it.
// Notation follows DESIGN.md §3: L layers, h hidden, a heads, k KV heads,
// d head dim, I intermediate size, V vocabulary, E experts.
struct ModelArch {
    enum class Mlp { Gated, Gelu4h }; // SwiGLU/GeGLU (llama family) or GPT-2's 4h GELU

    QString name; // preset id or file name, for display
    QString family; // Hugging Face model_type ("llama", "qwen2", ...)
    bool knownFamily = true;
    Mlp mlp = Mlp::Gated;

    std::int64_t layers = 0;
    std::int64_t hidden = 0;
    std::int64_t heads = 0;
    std::int64_t kvHeads = 0;
    std::int64_t headDim = 0;
    std::int64_t intermediate = 0;
    std::int64_t vocab = 0;
    std::int64_t maxPositions = 0;
    std::int64_t experts = 1; // 1 = dense
    std::int64_t expertsPerToken = 1;
    bool tiedEmbeddings = false;
    bool qkvBias = false; // qwen2: biases on q, k, v
    bool attentionBias = false; // llama attention_bias: biases on q, k, v and o
    bool gpt2Style = false; // learned positions, biases everywhere, LayerNorm

    // Set when the model was given as a bare parameter count: the count is
    // the user's, the shape only a guess used for KV cache and activations.
    std::optional<std::int64_t> paramsGiven;
    bool shapeInferred = false;

    QStringList warnings; // shown to the user next to the result
};

} // namespace rp
