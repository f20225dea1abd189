#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace rp {

// The shape of a decoder-only transformer, as far as memory and compute need it.
// Notation follows docs/memory-model.md: L layers, h hidden, a heads, k KV heads,
// d head dim, I intermediate size, V vocabulary, E experts.
struct ModelArch {
    // Gated: SwiGLU/GeGLU, three matrices (llama family); Plain: up and down with a GELU
    // between (phi, gpt_neox, falcon); Gelu4h: GPT-2's layout (gpt2, gpt_bigcode, bloom), whose MLP is
    // `intermediate` wide (4h unless gpt_bigcode's n_inner says otherwise).
    enum class Mlp { Gated, Gelu4h, Plain };

    QString name; // preset id or file name, for display
    QString family; // Hugging Face model_type ("llama", "qwen2", ...)
    bool knownFamily = true;
    Mlp mlp = Mlp::Gated;

    std::int64_t layers = 0;
    std::int64_t hidden = 0;
    std::int64_t heads = 0;
    std::int64_t kvHeads = 0;
    std::int64_t headDim = 0;
    std::int64_t intermediate = 0; // dense MLP width
    std::int64_t vocab = 0;
    std::int64_t maxPositions = 0;
    bool tiedEmbeddings = false;
    bool qkvBias = false; // biases on q, k, v (qwen2, phi, gpt_neox)
    bool attentionBias = false; // also on the output projection (llama attention_bias, phi, gpt_neox)
    bool mlpBias = false; // biases on the MLP linears (phi, gpt_neox)
    bool lmHeadBias = false; // phi
    // GPT-2's block: one fused q/k/v linear h -> a·d + 2·k·d (c_attn; bloom's query_key_value), biases on
    // every linear, two LayerNorms. k < a for gpt_bigcode's multi-query attention.
    bool gpt2Style = false;
    bool learnedPositions = false; // a position table of maxPositions·h (gpt2, gpt_bigcode); bloom's ALiBi has none
    bool embeddingNorm = false; // bloom: word_embeddings_layernorm, a LayerNorm (2h) on the embeddings
    bool layerNorm = false; // LayerNorm with a bias (2h) instead of RMSNorm (h)
    int normsPerLayer = 2; // gemma2/3: four; parallel blocks (phi, falcon-7b): one
    bool qkNorm = false; // RMSNorm of q and k per head (gemma3, qwen3): 2·d per layer
    bool parallelBlock = false; // attention and MLP read the same input (phi, gpt_neox, falcon)
    double attentionDropout = 0.0; // a non-zero value keeps a dropout mask of the scores under eager attention

    // Mixture of experts. experts = 1: dense.
    std::int64_t experts = 1;
    std::int64_t expertsPerToken = 1;
    std::int64_t moeIntermediate = 0; // one expert's width (0: intermediate)
    std::int64_t sharedIntermediate = 0; // width of the always-on shared experts together (0: none)
    bool sharedExpertGate = false; // qwen2_moe: a sigmoid gate h -> 1 on the shared expert
    bool routerBias = false; // deepseek_v3: e_score_correction_bias, one per expert
    std::int64_t denseLayers = 0; // first_k_dense_replace: leading layers that keep a dense MLP

    // Multi-head latent attention (DeepSeek-V2 §2.1). kvLoraRank > 0 switches it on.
    std::int64_t qLoraRank = 0; // 0: q is projected directly
    std::int64_t kvLoraRank = 0;
    std::int64_t qkRopeHeadDim = 0;
    std::int64_t qkNopeHeadDim = 0;
    std::int64_t vHeadDim = 0;

    // Sliding-window attention: this many layers cache at most `slidingWindow` tokens.
    std::int64_t slidingWindow = 0;
    std::int64_t slidingLayers = 0;

    // Mllama: this many of the layers attend to the image (cross-attention, with q/k norms and two
    // gates); their keys and values come from the image, not from the text, so they cache no text tokens.
    std::int64_t crossAttentionLayers = 0;
    std::int64_t extraEmbeddingRows = 0; // mllama's embedding table has 8 rows beyond the vocabulary

    // Multimodal configs: the vision tower and projector, counted apart from the language model.
    std::int64_t visionParams = 0;
    QString visionFamily;

    // Set when the model was given as a bare parameter count: the count is
    // the user's, the shape only a guess used for KV cache and activations.
    std::optional<std::int64_t> paramsGiven;
    bool shapeInferred = false;

    QStringList warnings; // shown to the user next to the result

    std::int64_t expertWidth() const { return moeIntermediate > 0 ? moeIntermediate : intermediate; }
    bool isMoe() const { return experts > 1; }
    bool hasMla() const { return kvLoraRank > 0; }
};

} // namespace rp
