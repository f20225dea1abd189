#include "arch/ConfigReader.h"

#include "common/JsonInput.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace rp {

namespace ji = json_input;

namespace {

constexpr std::int64_t kMaxDimension = 1LL << 24; // far above any real model, still safe in 64-bit products

// Defaults of the transformers configuration classes (LlamaConfig, MistralConfig,
// MixtralConfig, Qwen2Config, GemmaConfig, Phi3Config) for the keys a config may omit.
struct FamilyDefaults {
    const char* family;
    std::int64_t kvHeads; // 0 = same as num_attention_heads
    std::int64_t headDim; // 0 = hidden_size / num_attention_heads
    bool tied;
    std::int64_t experts;
    std::int64_t expertsPerToken;
    bool qkvBias;
    std::int64_t maxPositions;
};

const FamilyDefaults kFamilies[] = {
    { "llama", 0, 0, false, 1, 1, false, 2048 },
    { "mistral", 8, 0, false, 1, 1, false, 4096 * 32 },
    { "mixtral", 8, 0, false, 8, 2, false, 4096 * 32 },
    { "qwen2", 32, 0, false, 1, 1, true, 32768 },
    { "gemma", 16, 256, true, 1, 1, false, 8192 },
    { "phi3", 0, 0, false, 1, 1, false, 4096 },
};

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ConfigReader)
};

std::int64_t dim(const ji::Json& config, const char* key, std::int64_t min = 1)
{
    return ji::integer(config, {}, key, min, kMaxDimension);
}

ModelArch readGpt2(const ji::Json& config)
{
    ModelArch m;
    m.family = QStringLiteral("gpt2");
    m.mlp = ModelArch::Mlp::Gelu4h;
    m.gpt2Style = true;
    m.hidden = dim(config, "n_embd");
    m.layers = dim(config, "n_layer");
    m.heads = dim(config, "n_head");
    m.vocab = ji::integerOr(config, {}, "vocab_size", 50257, 1, kMaxDimension);
    m.maxPositions = ji::integerOr(config, {}, "n_positions", 1024, 1, kMaxDimension);
    m.intermediate = ji::integerOr(config, {}, "n_inner", 4 * m.hidden, 1, kMaxDimension);
    if (m.hidden % m.heads != 0)
        ji::fail(QStringLiteral("n_head"), Text::tr("n_embd (%1) is not divisible by n_head (%2)").arg(m.hidden).arg(m.heads));
    m.kvHeads = m.heads;
    m.headDim = m.hidden / m.heads;
    m.tiedEmbeddings = true;
    return m;
}

ModelArch readGated(const ji::Json& config, const QString& family)
{
    const FamilyDefaults* defaults = &kFamilies[0];
    bool known = false;
    for (const FamilyDefaults& f : kFamilies) {
        if (family == QLatin1String(f.family)) {
            defaults = &f;
            known = true;
        }
    }
    ModelArch m;
    m.family = family;
    m.knownFamily = known;
    m.hidden = dim(config, "hidden_size");
    m.layers = dim(config, "num_hidden_layers");
    m.heads = dim(config, "num_attention_heads");
    m.vocab = dim(config, "vocab_size");
    m.intermediate = dim(config, "intermediate_size");
    m.kvHeads = ji::integerOr(config, {}, "num_key_value_heads", defaults->kvHeads ? defaults->kvHeads : m.heads, 1,
        kMaxDimension);
    if (m.heads % m.kvHeads != 0)
        ji::fail(QStringLiteral("num_key_value_heads"),
            Text::tr("%1 does not divide num_attention_heads (%2)").arg(m.kvHeads).arg(m.heads));
    if (defaults->headDim && !config.contains("head_dim")) {
        m.headDim = defaults->headDim;
    } else if (config.contains("head_dim") && !config.at("head_dim").is_null()) {
        m.headDim = dim(config, "head_dim");
    } else {
        if (m.hidden % m.heads != 0)
            ji::fail(QStringLiteral("num_attention_heads"),
                Text::tr("hidden_size (%1) is not divisible by %2 and head_dim is not given").arg(m.hidden).arg(m.heads));
        m.headDim = m.hidden / m.heads;
    }
    m.tiedEmbeddings = ji::boolOr(config, {}, "tie_word_embeddings", defaults->tied);
    m.experts = ji::integerOr(config, {}, "num_local_experts", defaults->experts, 1, 4096);
    m.expertsPerToken = ji::integerOr(config, {}, "num_experts_per_tok", defaults->expertsPerToken, 1, m.experts);
    m.qkvBias = defaults->qkvBias;
    m.attentionBias = ji::boolOr(config, {}, "attention_bias", false);
    m.maxPositions = ji::integerOr(config, {}, "max_position_embeddings", defaults->maxPositions, 1, 1LL << 30);
    if (!known) {
        m.warnings.append(family.isEmpty()
                ? Text::tr("The config has no model_type: counted with the generic gated-MLP formula, check the result.")
                : Text::tr("Model family \"%1\" is not one RentPlan knows: counted with the generic gated-MLP formula, "
                     "check the result.")
                      .arg(family));
    }
    return m;
}

} // namespace

QStringList ConfigReader::knownFamilies()
{
    QStringList families;
    for (const FamilyDefaults& f : kFamilies)
        families.append(QLatin1String(f.family));
    families.append(QStringLiteral("gpt2"));
    return families;
}

std::optional<ModelArch> ConfigReader::fromJson(const QByteArray& bytes, const QString& file, InputError* error)
{
    const auto config = ji::parse(bytes, file, error);
    if (!config)
        return std::nullopt;
    try {
        ji::requireObject(*config, {});
        const QString family = ji::stringOr(*config, {}, "model_type", {});
        ModelArch m = family == u"gpt2" || (family.isEmpty() && config->contains("n_embd")) ? readGpt2(*config)
                                                                                          : readGated(*config, family);
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
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = InputError { path, {}, Text::tr("cannot be read (%1)").arg(f.errorString()) };
        return std::nullopt;
    }
    // A config.json is a few kilobytes; anything beyond 4 MiB is not one.
    if (f.size() > 4 * 1024 * 1024) {
        if (error)
            *error = InputError { path, {}, Text::tr("is %1 bytes, too large for a model config").arg(f.size()) };
        return std::nullopt;
    }
    auto arch = fromJson(f.readAll(), path, error);
    if (arch)
        arch->name = QFileInfo(path).fileName();
    return arch;
}

} // namespace rp
