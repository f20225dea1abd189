#include "models/arch/ConfigReader.h"

#include "models/arch/ParameterCount.h"
#include "models/arch/VisionTower.h"
#include "models/common/InputFile.h"
#include "models/common/JsonInput.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

namespace rp {

namespace ji = json_input;

namespace {

constexpr std::int64_t kMaxDimension = 1LL << 24; // far above any real model; 128-bit counts never wrap
constexpr std::int64_t kMaxExperts = 4096;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ConfigReader)
};

// The model_type values read with their own rules (transformers' configuration and modeling files).
const char* const kDecoderFamilies[]
    = { "llama", "mistral", "mixtral", "qwen2", "qwen2_moe", "qwen3", "qwen3_moe", "gemma", "gemma2", "gemma3_text",
          "phi3", "phi", "gpt_neox", "falcon", "deepseek_v2", "deepseek_v3", "mllama_text_model" };
// Multimodal wrappers: the language model sits in text_config (or at the top for qwen2_vl).
const char* const kMultimodalFamilies[] = { "llava", "qwen2_vl", "gemma3", "mllama" };

// Defaults of a configuration class for the keys that define the shape. A
// top-level config.json must state them; a nested text_config is built by
// transformers from its class, so it may leave them out (llava's text_config
// keeps only what differs from LlamaConfig, gemma3's from Gemma3TextConfig).
struct ClassDefaults {
    const char* family;
    std::int64_t hidden, intermediate, layers, heads, kvHeads, vocab;
};

const ClassDefaults kClassDefaults[] = {
    { "llama", 4096, 11008, 32, 32, 32, 32000 }, // LlamaConfig
    { "gemma3_text", 2304, 9216, 26, 8, 4, 262208 }, // Gemma3TextConfig
    { "mllama_text_model", 4096, 14336, 40, 32, 8, 128256 }, // MllamaTextConfig
};

// A config object and where it sits in the file ("" or "text_config"), with the
// readers every family shares. Each reader throws InputException naming the key.
struct Section {
    const ji::Json& json;
    QString path;
    const ClassDefaults* defaults = nullptr; // nested sections only

    bool has(const char* key) const { return json.contains(key) && !json.at(key).is_null(); }
    std::int64_t dim(const char* key, std::int64_t min = 1) const
    {
        return ji::integer(json, path, key, min, kMaxDimension);
    }
    // A shape key: required at the top level, the class default in a nested section.
    std::int64_t shape(const char* key, std::int64_t ClassDefaults::*field) const
    {
        return defaults ? dimOr(key, defaults->*field) : dim(key);
    }
    std::int64_t dimOr(const char* key, std::int64_t fallback, std::int64_t min = 1) const
    {
        return ji::integerOr(json, path, key, fallback, min, kMaxDimension);
    }
    // The first key present among aliases (Falcon's n_layer for num_hidden_layers); the error names the first.
    std::int64_t dimAny(std::initializer_list<const char*> keys) const
    {
        for (const char* key : keys) {
            if (has(key))
                return dim(key);
        }
        return dim(*keys.begin());
    }
    bool flag(const char* key, bool fallback) const { return ji::boolOr(json, path, key, fallback); }
    double numberOr(const char* key, double fallback, double min, double max) const
    {
        return ji::numberOr(json, path, key, fallback, min, max);
    }
    QString where(const char* key) const { return ji::childPath(path, key); }
};

bool isOneOf(const QString& family, const auto& list)
{
    for (const char* f : list) {
        if (family == QLatin1String(f))
            return true;
    }
    return false;
}

// GPT-2 and gpt_bigcode (StarCoder): GPT2Config and GPTBigCodeConfig share these keys and defaults.
// gpt_bigcode adds multi_query (default true): one KV head, c_attn h -> h + 2·d, a cache of 2·d per
// layer and token (transformers, models/gpt_bigcode/modeling_gpt_bigcode.py, GPTBigCodeAttention).
ModelArch readGpt2(const Section& c, const QString& family)
{
    ModelArch m;
    m.family = family;
    m.mlp = ModelArch::Mlp::Gelu4h;
    m.gpt2Style = true;
    m.learnedPositions = true; // wpe: n_positions·h
    m.layerNorm = true;
    m.hidden = c.dim("n_embd");
    m.layers = c.dim("n_layer");
    m.heads = c.dim("n_head");
    m.vocab = c.dimOr("vocab_size", 50257);
    m.maxPositions = c.dimOr("n_positions", 1024);
    m.intermediate = c.dimOr("n_inner", 4 * m.hidden);
    if (m.hidden % m.heads != 0)
        ji::fail(c.where("n_head"), Text::tr("n_embd (%1) is not divisible by n_head (%2)").arg(m.hidden).arg(m.heads));
    m.kvHeads = family == u"gpt_bigcode" && c.flag("multi_query", true) ? 1 : m.heads;
    m.headDim = m.hidden / m.heads;
    m.tiedEmbeddings = true; // GPT2LMHeadModel and GPTBigCodeForCausalLM tie lm_head to wte
    // GPT2Config.attn_pdrop defaults to 0.1: eager attention keeps a dropout mask of the scores.
    m.attentionDropout = c.numberOr("attn_pdrop", 0.1, 0, 1);
    return m;
}

// BLOOM (transformers, models/bloom/modeling_bloom.py): GPT-2's block (fused query_key_value h -> 3h,
// dense, a 4h GELU MLP, biases everywhere, two LayerNorms) with a LayerNorm on the word embeddings
// (word_embeddings_layernorm) and ALiBi instead of a position table; BloomForCausalLM ties lm_head to the
// embeddings. BloomConfig names the shape hidden_size (or n_embed), n_layer and n_head, and its vocabulary
// defaults to 250880. The MLP is always 4h: BloomMLP ignores n_inner.
ModelArch readBloom(const Section& c)
{
    ModelArch m;
    m.family = QStringLiteral("bloom");
    m.mlp = ModelArch::Mlp::Gelu4h;
    m.gpt2Style = true;
    m.layerNorm = true;
    m.embeddingNorm = true;
    m.hidden = c.dimAny({ "hidden_size", "n_embed" });
    m.layers = c.dimAny({ "n_layer", "num_hidden_layers" });
    m.heads = c.dimAny({ "n_head", "num_attention_heads" });
    m.vocab = c.dimOr("vocab_size", 250880);
    m.intermediate = 4 * m.hidden;
    if (m.hidden % m.heads != 0)
        ji::fail(c.where("n_head"),
            Text::tr("hidden_size (%1) is not divisible by %2 and head_dim is not given").arg(m.hidden).arg(m.heads));
    m.kvHeads = m.heads;
    m.headDim = m.hidden / m.heads;
    m.tiedEmbeddings = c.flag("tie_word_embeddings", true);
    m.attentionDropout = c.numberOr("attention_dropout", 0.0, 0, 1); // BloomConfig default
    return m;
}

// Heads and KV heads, with the aliases and defaults of each family's configuration class.
void readHeads(ModelArch& m, const Section& c, const QString& family)
{
    m.heads = c.defaults ? c.shape("num_attention_heads", &ClassDefaults::heads)
                         : c.dimAny({ "num_attention_heads", "n_head" });
    std::int64_t kvDefault = c.defaults ? c.defaults->kvHeads : m.heads;
    if (family == u"mistral" || family == u"mixtral")
        kvDefault = 8;
    else if (family == u"qwen2" || family == u"qwen2_moe")
        kvDefault = std::min<std::int64_t>(32, m.heads);
    else if (family == u"gemma")
        kvDefault = std::min<std::int64_t>(16, m.heads);
    const char* kvKey = "num_key_value_heads";
    if (family == u"falcon") {
        // FalconConfig: new_decoder_architecture uses num_kv_heads; otherwise multi_query (default true) means one.
        if (c.flag("new_decoder_architecture", false)) {
            for (const char* key : { "n_head_kv", "num_key_value_heads", "num_kv_heads" }) {
                if (c.has(key))
                    kvKey = key;
            }
            m.kvHeads = c.dim(kvKey);
        } else {
            m.kvHeads = c.flag("multi_query", true) ? 1 : m.heads;
        }
    } else {
        m.kvHeads = c.dimOr("num_key_value_heads", kvDefault);
    }
    if (m.heads % m.kvHeads != 0)
        ji::fail(c.where(kvKey), Text::tr("%1 does not divide num_attention_heads (%2)").arg(m.kvHeads).arg(m.heads));
    const bool gemmaFamily = family.startsWith(u"gemma");
    if (c.has("head_dim")) {
        m.headDim = c.dim("head_dim");
    } else if (gemmaFamily) {
        m.headDim = 256; // GemmaConfig, Gemma2Config and Gemma3TextConfig default
    } else {
        if (m.hidden % m.heads != 0)
            ji::fail(c.where("num_attention_heads"),
                Text::tr("hidden_size (%1) is not divisible by %2 and head_dim is not given")
                    .arg(m.hidden)
                    .arg(m.heads));
        m.headDim = m.hidden / m.heads;
    }
}

// Routed and shared experts under each family's key names.
void readExperts(ModelArch& m, const Section& c, const QString& family)
{
    const char* expertKey = family == u"mixtral" ? "num_local_experts"
        : family.startsWith(u"deepseek")         ? "n_routed_experts"
                                                 : "num_experts";
    std::int64_t fallback = family == u"mixtral" ? 8 : 1;
    // An unknown family may use any of the three names.
    for (const char* key : { "num_local_experts", "num_experts", "n_routed_experts" }) {
        if (c.has(key))
            expertKey = key;
    }
    m.experts = ji::integerOr(c.json, c.path, expertKey, fallback, 1, kMaxExperts);
    const std::int64_t perTokenDefault = family == u"mixtral" ? 2 : 1;
    if (c.has("num_experts_per_tok")) {
        const std::int64_t perToken = ji::integer(c.json, c.path, "num_experts_per_tok", 1, kMaxExperts);
        if (perToken > m.experts)
            ji::fail(c.where(expertKey),
                Text::tr(
                    "num_experts_per_tok is %1 but %2 gives %3 expert(s): the expert count is missing or too small")
                    .arg(perToken)
                    .arg(c.where(expertKey))
                    .arg(m.experts));
        m.expertsPerToken = perToken;
    } else {
        m.expertsPerToken = std::min(perTokenDefault, m.experts);
    }
    if (!m.isMoe())
        return;
    m.moeIntermediate = c.has("moe_intermediate_size") ? c.dim("moe_intermediate_size") : m.intermediate;
    if (family == u"qwen2_moe") {
        m.sharedIntermediate = c.dimOr("shared_expert_intermediate_size", 0, 0);
        m.sharedExpertGate = m.sharedIntermediate > 0;
    } else if (family.startsWith(u"deepseek")) {
        // DeepSeekMoE: n_shared_experts always-on experts of moe_intermediate_size each.
        m.sharedIntermediate = c.dimOr("n_shared_experts", 0, 0) * m.moeIntermediate;
        m.denseLayers = c.dimOr("first_k_dense_replace", 0, 0);
        m.routerBias = family == u"deepseek_v3";
    }
}

// Multi-head latent attention (DeepSeek-V2 §2.1).
void readMla(ModelArch& m, const Section& c)
{
    m.kvLoraRank = c.dim("kv_lora_rank");
    m.qLoraRank = c.dimOr("q_lora_rank", 0, 0);
    m.qkRopeHeadDim = c.dim("qk_rope_head_dim");
    m.qkNopeHeadDim = c.dim("qk_nope_head_dim");
    m.vHeadDim = c.dim("v_head_dim");
    m.headDim = m.qkNopeHeadDim + m.qkRopeHeadDim;
}

// Which layers attend within a sliding window, and how wide it is.
void readSlidingWindow(ModelArch& m, const Section& c, const QString& family)
{
    if (c.has("layer_types") && c.json.at("layer_types").is_array()) {
        std::int64_t sliding = 0;
        for (const ji::Json& type : c.json.at("layer_types"))
            sliding += type.is_string() && type.get<std::string>() == "sliding_attention" ? 1 : 0;
        m.slidingLayers = sliding;
    } else if (family == u"gemma2") {
        m.slidingLayers = (m.layers + 1) / 2; // even-numbered layers use the window (Gemma2DecoderLayer)
    } else if (family == u"gemma3_text") {
        const std::int64_t pattern = c.dimOr("sliding_window_pattern", 6);
        m.slidingLayers = m.layers - m.layers / pattern; // every pattern-th layer is global
    } else if (family == u"mistral" || family == u"mixtral") {
        m.slidingLayers = m.layers;
    } else if ((family == u"qwen2" || family == u"qwen2_moe") && c.flag("use_sliding_window", false)) {
        m.slidingLayers = m.layers - std::min(m.layers, c.dimOr("max_window_layers", m.layers, 0));
    }
    const std::int64_t window = family == u"gemma2" ? 4096 : family == u"gemma3_text" ? 4096 : 0;
    m.slidingWindow = m.slidingLayers > 0 ? c.dimOr("sliding_window", window, 0) : 0;
    if (m.slidingWindow == 0)
        m.slidingLayers = 0;
}

ModelArch readDecoder(const Section& c, const QString& family)
{
    ModelArch m;
    m.family = family;
    m.knownFamily = isOneOf(family, kDecoderFamilies);
    m.hidden = c.shape("hidden_size", &ClassDefaults::hidden);
    m.layers = c.defaults ? c.shape("num_hidden_layers", &ClassDefaults::layers)
                          : c.dimAny({ "num_hidden_layers", "n_layer" });
    m.vocab = c.shape("vocab_size", &ClassDefaults::vocab);
    const bool plainMlp = family == u"phi" || family == u"gpt_neox" || family == u"falcon";
    if (family == u"falcon")
        m.intermediate
            = c.has("ffn_hidden_size") ? c.dim("ffn_hidden_size") : c.dimOr("intermediate_size", 4 * m.hidden);
    else
        m.intermediate = c.shape("intermediate_size", &ClassDefaults::intermediate);
    m.mlp = plainMlp ? ModelArch::Mlp::Plain : ModelArch::Mlp::Gated;
    readHeads(m, c, family);

    const bool tiedDefault = family.startsWith(u"gemma") || family == u"falcon";
    m.tiedEmbeddings = c.flag("tie_word_embeddings", tiedDefault);
    m.maxPositions = ji::integerOr(c.json, c.path, "max_position_embeddings", 2048, 1, 1LL << 30);
    m.attentionDropout = c.numberOr("attention_dropout", 0.0, 0, 1);

    if (family == u"qwen2" || family == u"qwen2_moe") {
        m.qkvBias = true;
    } else if (family == u"phi") {
        m.qkvBias = m.attentionBias = m.mlpBias = m.lmHeadBias = true; // every nn.Linear in PhiModel has a bias
    } else if (family == u"gpt_neox") {
        m.qkvBias = m.attentionBias = m.mlpBias = c.flag("attention_bias", true);
    } else if (family == u"falcon") {
        m.qkvBias = m.attentionBias = m.mlpBias = c.flag("bias", false);
    } else {
        m.qkvBias = m.attentionBias = c.flag("attention_bias", false);
        m.mlpBias = c.flag("mlp_bias", false);
    }

    if (family == u"gemma2" || family == u"gemma3_text")
        m.normsPerLayer = 4; // input, post-attention, pre- and post-feedforward RMSNorms
    m.qkNorm = family == u"gemma3_text" || family == u"qwen3" || family == u"qwen3_moe";
    if (family == u"phi") {
        m.layerNorm = true;
        m.parallelBlock = true;
        m.normsPerLayer = 1;
    } else if (family == u"gpt_neox") {
        m.layerNorm = true;
        m.parallelBlock = c.flag("use_parallel_residual", true);
    } else if (family == u"falcon") {
        m.layerNorm = true;
        const bool newArch = c.flag("new_decoder_architecture", false);
        m.parallelBlock = newArch || c.flag("parallel_attn", true);
        m.normsPerLayer = newArch ? int(c.dimOr("num_ln_in_parallel_attn", 2)) : (m.parallelBlock ? 1 : 2);
    }

    if (family == u"mllama_text_model") {
        // MllamaTextModel: the layers listed in cross_attention_layers attend to the image; its embedding
        // table holds vocab_size + 8 rows.
        if (c.has("cross_attention_layers")) {
            const ji::Json& cross = c.json.at("cross_attention_layers");
            ji::requireArray(cross, c.where("cross_attention_layers"));
            m.crossAttentionLayers = std::int64_t(cross.size());
        } else {
            m.crossAttentionLayers = 8; // MllamaTextConfig's default list, 3, 8, ..., 38
        }
        if (m.crossAttentionLayers >= m.layers)
            ji::fail(c.where("cross_attention_layers"),
                Text::tr("lists %1 layers, not fewer than num_hidden_layers (%2)")
                    .arg(m.crossAttentionLayers)
                    .arg(m.layers));
        m.extraEmbeddingRows = 8;
    }
    readExperts(m, c, family);
    if (family.startsWith(u"deepseek"))
        readMla(m, c);
    readSlidingWindow(m, c, family);

    if (!m.knownFamily) {
        m.warnings.append(family.isEmpty()
                ? Text::tr(
                    "The config has no model_type: counted with the generic gated-MLP formula, check the result.")
                : Text::tr("Model family \"%1\" is not one RentPlan knows: counted with the generic gated-MLP formula, "
                           "check the result.")
                      .arg(family));
    }
    return m;
}

ModelArch readConfig(const ji::Json& config)
{
    ji::requireObject(config, {});
    const Section top { config, {} };
    const QString family = ji::stringOr(config, {}, "model_type", {});
    if (family == u"gpt2" || family == u"gpt_bigcode" || (family.isEmpty() && config.contains("n_embd")))
        return readGpt2(top, family.isEmpty() ? QStringLiteral("gpt2") : family);
    if (family == u"bloom")
        return readBloom(top);
    if (!isOneOf(family, kMultimodalFamilies)) {
        if (!isOneOf(family, kDecoderFamilies) && config.contains("text_config")
            && config.at("text_config").is_object()) {
            // An unknown multimodal wrapper (mllama, ...): its language model by the generic rules, said plainly.
            const ji::Json& text = config.at("text_config");
            ModelArch m = readDecoder(Section { text, QStringLiteral("text_config") },
                ji::stringOr(text, QStringLiteral("text_config"), "model_type", {}));
            m.knownFamily = false;
            m.warnings
                = { Text::tr("Model family \"%1\" is not one RentPlan knows: only its language model (text_config) "
                             "was counted, with the generic gated-MLP formula; its vision tower is left out.")
                          .arg(family) };
            return m;
        }
        return readDecoder(top, family);
    }

    // Multimodal: the language model from text_config (qwen2_vl keeps it at the top), the vision tower apart.
    ModelArch m;
    if (family == u"qwen2_vl") {
        m = readDecoder(top, QStringLiteral("qwen2"));
    } else {
        const ji::Json& text = ji::require(config, {}, "text_config");
        ji::requireObject(text, QStringLiteral("text_config"));
        const QString textDefault = family == u"gemma3" ? QStringLiteral("gemma3_text")
            : family == u"mllama"                       ? QStringLiteral("mllama_text_model")
                                                        : QStringLiteral("llama");
        const QString textFamily = ji::stringOr(text, QStringLiteral("text_config"), "model_type", textDefault);
        const ClassDefaults* defaults = nullptr;
        for (const ClassDefaults& d : kClassDefaults) {
            if (textFamily == QLatin1String(d.family))
                defaults = &d;
        }
        if (!defaults)
            ji::fail(QStringLiteral("text_config.model_type"),
                Text::tr("\"%1\" is not a language model RentPlan reads inside a multimodal config (llama, "
                         "gemma3_text, mllama_text_model)")
                    .arg(textFamily));
        m = readDecoder(Section { text, QStringLiteral("text_config"), defaults }, textFamily);
    }
    const ji::Json& vision = ji::require(config, {}, "vision_config");
    m.visionParams = visionTowerParameters(vision, QStringLiteral("vision_config"), family, m.hidden);
    m.visionFamily = family;
    m.family = family + u'/' + m.family;
    return m;
}

} // namespace

std::optional<ModelArch> ConfigReader::fromJson(const QByteArray& bytes, const QString& file, InputError* error)
{
    const auto config = ji::parse(bytes, file, error);
    if (!config)
        return std::nullopt;
    try {
        ModelArch m = readConfig(*config);
        // A count beyond what 64-bit byte arithmetic holds is refused, never wrapped (docs/memory-model.md).
        const double total = exactParameterTotal(m);
        if (total > double(kMaxParameters))
            ji::fail(QStringLiteral("hidden_size, num_hidden_layers, intermediate_size"),
                Text::tr("these dimensions give %1 parameters, beyond the %2 RentPlan computes with")
                    .arg(total, 0, 'g', 3)
                    .arg(double(kMaxParameters), 0, 'g', 3));
        m.name = QFileInfo(file).fileName();
        return m;
    } catch (const InputException& e) {
        if (error) {
            *error = e.error();
            error->file = file;
        }
        return std::nullopt;
    }
}

std::optional<ModelArch> ConfigReader::fromFile(const QString& path, InputError* error)
{
    // A config.json is a few kilobytes; anything beyond 4 MiB is not one.
    QByteArray bytes;
    try {
        bytes = input_file::read(path, 4 * 1024 * 1024);
    } catch (const InputException& e) {
        if (error)
            *error = e.error();
        return std::nullopt;
    }
    auto arch = fromJson(bytes, path, error);
    if (arch)
        arch->name = QFileInfo(path).fileName();
    return arch;
}

} // namespace rp
