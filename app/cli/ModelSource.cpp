#include "app/cli/ModelSource.h"

#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "models/arch/ConfigReader.h"
#include "models/arch/ModelPresets.h"
#include "models/arch/ShapeInference.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

ModelArch fromConfig(const QString& path)
{
    InputError error;
    auto arch = ConfigReader::fromFile(path, &error);
    if (!arch)
        throw InputException(error);
    return *arch;
}

} // namespace

void addModelOptions(ArgParser& parser)
{
    parser.addValue(QStringLiteral("preset"), QStringLiteral("ID"),
        Text::tr("A shipped model: %1.").arg(ModelPresets::ids().join(u", ")));
    parser.addValue(QStringLiteral("config"), QStringLiteral("FILE"), Text::tr("A Hugging Face config.json."));
    parser.addValue(QStringLiteral("params"), QStringLiteral("N"),
        Text::tr("A bare parameter count (7e9, 7B, 7000000000); the shape is inferred."));
    parser.addValue(QStringLiteral("layers"), QStringLiteral("L"), Text::tr("With --params: the number of layers."));
    parser.addValue(QStringLiteral("hidden"), QStringLiteral("H"), Text::tr("With --params: the hidden size."));
    parser.addValue(QStringLiteral("kv-heads"), QStringLiteral("K"),
        Text::tr("With --params: the KV heads (default: the matching preset's, else 8 from 30B up)."));
}

ModelArch modelFromOptions(const ArgParser& parser)
{
    const int given = int(parser.isSet(QStringLiteral("preset"))) + int(parser.isSet(QStringLiteral("config")))
        + int(parser.isSet(QStringLiteral("params")));
    if (given != 1)
        throw UsageError(Text::tr("give exactly one of --preset, --config or --params"));
    if (parser.isSet(QStringLiteral("kv-heads")) && !parser.isSet(QStringLiteral("params")))
        throw UsageError(Text::tr("--kv-heads applies to --params only; a preset or config gives its own"));
    if (parser.isSet(QStringLiteral("preset"))) {
        const QString id = parser.value(QStringLiteral("preset"));
        const ModelPreset* preset = ModelPresets::find(id);
        if (!preset)
            throw UsageError(
                Text::tr("--preset: unknown preset \"%1\"; known: %2").arg(id, ModelPresets::ids().join(u", ")));
        return preset->arch;
    }
    if (parser.isSet(QStringLiteral("config")))
        return fromConfig(parser.value(QStringLiteral("config")));
    const QString text = parser.value(QStringLiteral("params"));
    const auto params = parseParameterCount(text);
    if (!params)
        throw UsageError(Text::tr("--params: expected a count such as 7e9, 7B or 7000000000, got \"%1\"").arg(text));
    std::optional<std::int64_t> layers, hidden;
    if (parser.isSet(QStringLiteral("layers")))
        layers = parser.integer(QStringLiteral("layers"), 0, 1, 10000);
    if (parser.isSet(QStringLiteral("hidden")))
        hidden = parser.integer(QStringLiteral("hidden"), 0, 64, 1 << 20);
    std::optional<std::int64_t> kvHeads;
    if (parser.isSet(QStringLiteral("kv-heads")))
        kvHeads = parser.integer(QStringLiteral("kv-heads"), 0, 1, 1 << 16);
    ModelArch arch = inferShape(*params, layers, hidden, kvHeads);
    if (kvHeads && arch.heads % *kvHeads != 0)
        throw UsageError(Text::tr("--kv-heads: %1 does not divide the %2 attention heads of the inferred shape")
                             .arg(*kvHeads)
                             .arg(arch.heads));
    return arch;
}

ModelArch modelFromPresetOrFile(const QString& presetOrFile)
{
    if (const ModelPreset* preset = ModelPresets::find(presetOrFile))
        return preset->arch;
    if (QFileInfo::exists(presetOrFile))
        return fromConfig(presetOrFile);
    throw UsageError(Text::tr("\"%1\" is neither a preset (%2) nor an existing file")
                         .arg(presetOrFile, ModelPresets::ids().join(u", ")));
}

} // namespace rp::cli
