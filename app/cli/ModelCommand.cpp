// `rentplan model <config.json|preset> [--json]`: parameter and KV-cache figures of a model.
#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "app/cli/JsonOutput.h"
#include "app/cli/ModelSource.h"
#include "app/cli/TextColumns.h"
#include "models/arch/ParameterCount.h"

#include <QCoreApplication>
#include <QLocale>

namespace rp::cli {

namespace {

int runModel(const QStringList& args, Io& io)
{
    ArgParser parser(QStringLiteral("model"),
        QCoreApplication::translate("Cli", "Counts the parameters and KV-cache bytes of a model."));
    parser.addPositional(QStringLiteral("model"),
        QCoreApplication::translate("Cli", "A preset id or a config.json file."),
        QStringLiteral("<config.json|preset>"));
    parser.addFlag(QStringLiteral("json"), QCoreApplication::translate("Cli", "Print JSON."));
    if (!parser.parse(args, io))
        return kExitOk;
    const QString source
        = parser
              .requirePositional(1, QCoreApplication::translate("Cli", "the model (a preset id or a config.json file)"))
              .first();
    const ModelArch arch = modelFromPresetOrFile(source);
    const ParameterCount count = countParameters(arch);
    const std::int64_t kv = kvBytesPerToken(arch, 2.0);

    if (parser.isSet(QStringLiteral("json"))) {
        const SourceLanguage english(true);
        printJson(io.out,
            {
                { "name", arch.name.toStdString() },
                { "family", arch.family.toStdString() },
                { "known_family", arch.knownFamily },
                { "params", count.total },
                { "params_text", count.text() },
                { "params_vision", count.vision },
                { "active_params", count.active },
                { "kv_bytes_per_token", kv },
                { "layers", arch.layers },
                { "hidden_size", arch.hidden },
                { "attention_heads", arch.heads },
                { "kv_heads", arch.kvHeads },
                { "head_dim", arch.headDim },
                { "intermediate_size", arch.intermediate },
                { "vocab_size", arch.vocab },
                { "experts", arch.experts },
                { "experts_per_token", arch.expertsPerToken },
                { "tied_embeddings", arch.tiedEmbeddings },
                { "sliding_window", arch.slidingWindow },
                { "sliding_window_layers", arch.slidingLayers },
                { "kv_lora_rank", arch.kvLoraRank },
                { "warnings", jsonStrings(arch.warnings) },
            });
        return kExitOk;
    }
    const QLocale locale;
    auto line = [&](const QString& label, const QString& value) { io.out << padRight(label, 32) << value << '\n'; };
    line(QCoreApplication::translate("Cli", "Model"), arch.name + u" (" + arch.family + u')');
    line(QCoreApplication::translate("Cli", "Parameters"), locale.toString(qlonglong(count.total)));
    if (count.vision > 0) {
        line(QCoreApplication::translate("Cli", "Language model"), locale.toString(qlonglong(count.text())));
        line(
            QCoreApplication::translate("Cli", "Vision tower and projector"), locale.toString(qlonglong(count.vision)));
    }
    line(QCoreApplication::translate("Cli", "Active parameters"), locale.toString(qlonglong(count.active)));
    line(QCoreApplication::translate("Cli", "KV cache per token (16-bit)"),
        locale.toString(qlonglong(kv)) + u' ' + QCoreApplication::translate("Cli", "bytes"));
    line(QCoreApplication::translate("Cli", "Shape"),
        QCoreApplication::translate("Cli", "%1 layers, hidden %2, %3 heads (%4 KV), head dim %5")
            .arg(arch.layers)
            .arg(arch.hidden)
            .arg(arch.heads)
            .arg(arch.kvHeads)
            .arg(arch.headDim));
    for (const QString& w : arch.warnings)
        io.out << QCoreApplication::translate("Cli", "Warning: ") << w << '\n';
    return kExitOk;
}

[[maybe_unused]] const bool registered
    = Registry::add({ "model", QT_TRANSLATE_NOOP("Cli", "count a model's parameters and KV cache"), 10, &runModel });

} // namespace

} // namespace rp::cli
