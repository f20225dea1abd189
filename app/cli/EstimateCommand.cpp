// `rentplan estimate (--preset ID | --config FILE | --params N) --task T [...] [--json]`:
// per-GPU memory and the fit of every catalog card (issue #2 fixes the options and keys).
#include "catalog/CardCatalog.h"
#include "catalog/CardFit.h"
#include "cli/ArgParser.h"
#include "cli/CliCommand.h"
#include "cli/JsonOutput.h"
#include "cli/ModelSource.h"
#include "cli/TextColumns.h"
#include "memory/MemoryEstimator.h"

#include <QCoreApplication>
#include <QLocale>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

template <typename E>
E parsedChoice(const ArgParser& parser, const char* option, E fallback, const QStringList& allowed,
    std::optional<E> (*parse)(const QString&))
{
    const QString name = QLatin1String(option);
    if (!parser.isSet(name))
        return fallback;
    return *parse(parser.choice(name, {}, allowed));
}

EstimateInput inputFromOptions(const ArgParser& p)
{
    EstimateInput in;
    if (!p.isSet(QStringLiteral("task")))
        throw UsageError(Text::tr("missing --task (one of: %1)").arg(names::tasks().join(u", ")));
    in.task = parsedChoice(p, "task", Task::Inference, names::tasks(), &names::parseTask);
    if (p.isSet(QStringLiteral("weights")))
        in.weights = *names::parseWeightDtype(p.choice(QStringLiteral("weights"), {}, names::weightDtypes()));
    in.kvDtype = parsedChoice(p, "kv-dtype", in.kvDtype, names::kvDtypes(), &names::parseKvDtype);
    in.optimizer = parsedChoice(p, "optimizer", in.optimizer, names::optimizers(), &names::parseOptimizer);
    in.precision = parsedChoice(p, "precision", in.precision, names::precisions(), &names::parsePrecision);
    in.recompute = parsedChoice(p, "recompute", in.recompute, names::recomputes(), &names::parseRecompute);
    in.loss = parsedChoice(p, "loss", in.loss, names::losses(), &names::parseLoss);
    in.loraTargets = parsedChoice(p, "lora-targets", in.loraTargets, names::loraTargets(), &names::parseLoraTargets);
    in.context = p.integer(QStringLiteral("context"), in.context, 1, 16'777'216);
    in.batch = p.integer(QStringLiteral("batch"), in.batch, 1, 100'000);
    in.gpus = p.integer(QStringLiteral("gpus"), in.gpus, 1, 65'536);
    in.tp = p.integer(QStringLiteral("tp"), in.tp, 1, 64);
    in.zero = int(p.integer(QStringLiteral("zero"), in.zero, 0, 3));
    in.loraRank = p.integer(QStringLiteral("lora-rank"), in.loraRank, 1, 65'536);
    in.overheadGiB = p.number(QStringLiteral("overhead-gib"), in.overheadGiB, 0, 1024);
    in.flashAttention = p.isSet(QStringLiteral("flash-attn"));
    in.loraDropout = p.isSet(QStringLiteral("lora-dropout"));
    const QStringList problems = in.problems();
    if (!problems.isEmpty())
        throw UsageError(problems.join(u"; "));
    return in;
}

nlohmann::json breakdownJson(const MemoryBreakdown& b)
{
    return {
        { "weights", b.weights },
        { "gradients", b.gradients },
        { "optimizer", b.optimizer },
        { "activations", b.activations },
        { "kv_cache", b.kvCache },
        { "adapters", b.adapters },
        { "zero3_gather", b.zero3Gather },
        { "overhead", b.overhead },
        { "total", b.total() },
    };
}

nlohmann::json cardJson(const CardFit& f, bool training)
{
    return {
        { "id", f.card.id.toStdString() },
        { "name", f.card.name.toStdString() },
        { "memory_bytes", f.card.memoryBytes() },
        { "fits", f.fits },
        { "min_cards", f.minCards },
        { "headroom_bytes", f.headroomBytes },
        { "min_split", f.minCards ? CardFitter::describe(f.minSplit, training).toStdString() : std::string() },
        { "min_split_tp", f.minSplit.tp },
        { "per_gpu_bytes_at_min", f.perGpuAtMinBytes },
        { "warnings", jsonStrings(f.warnings) },
    };
}

void printText(QTextStream& out, const ModelArch& arch, const MemoryEstimate& e, const QList<CardFit>& fits,
    bool training)
{
    const QLocale locale;
    auto size = [&](std::int64_t bytes) {
        return locale.formattedDataSize(bytes, 2, QLocale::DataSizeIecFormat);
    };
    out << arch.name << " — " << locale.toString(qlonglong(e.params.total)) << ' ' << Text::tr("parameters") << '\n';
    const MemoryBreakdown& b = e.perGpu;
    const QList<QPair<QString, std::int64_t>> rows = {
        { Text::tr("Weights"), b.weights }, { Text::tr("Gradients"), b.gradients }, { Text::tr("Optimizer states"), b.optimizer },
        { Text::tr("Activations"), b.activations }, { Text::tr("KV cache"), b.kvCache }, { Text::tr("LoRA adapters"), b.adapters },
        { Text::tr("ZeRO-3 gathered blocks"), b.zero3Gather }, { Text::tr("Runtime overhead"), b.overhead },
    };
    for (const auto& [label, bytes] : rows) {
        if (bytes > 0)
            out << "  " << padRight(label, 24) << padLeft(size(bytes), 12) << '\n';
    }
    out << "  " << padRight(Text::tr("Total per GPU"), 24) << padLeft(size(b.total()), 12) << "\n\n";
    for (const CardFit& f : fits) {
        out << "  " << padRight(f.card.id, 15) << padRight(f.fits ? Text::tr("fits") : Text::tr("does not fit"), 14)
            << padRight(Text::tr("min %1").arg(f.minCards), 12)
            << (f.minCards ? CardFitter::describe(f.minSplit, training) : QString()) << '\n';
    }
    for (const QString& w : e.warnings)
        out << Text::tr("Warning: ") << w << '\n';
}

int runEstimate(const QStringList& args, Io& io)
{
    ArgParser p(QStringLiteral("estimate"),
        Text::tr("Estimates GPU memory per card for a model and a task, and which cards hold it."));
    addModelOptions(p);
    p.addValue(QStringLiteral("task"), QStringLiteral("TASK"), Text::tr("inference, full, lora or qlora."));
    p.addValue(QStringLiteral("weights"), QStringLiteral("DTYPE"),
        Text::tr("Weight format: %1 (default bf16; nf4 for qlora).").arg(names::weightDtypes().join(u", ")));
    p.addValue(QStringLiteral("kv-dtype"), QStringLiteral("DTYPE"), Text::tr("KV cache format: bf16 (default) or fp8."));
    p.addValue(QStringLiteral("context"), QStringLiteral("S"), Text::tr("Sequence length in tokens (default 4096)."));
    p.addValue(QStringLiteral("batch"), QStringLiteral("B"), Text::tr("Micro-batch, or concurrent sequences (default 1)."));
    p.addValue(QStringLiteral("gpus"), QStringLiteral("N"), Text::tr("Total GPUs; data-parallel degree = gpus / tp (default 1)."));
    p.addValue(QStringLiteral("zero"), QStringLiteral("0-3"), Text::tr("ZeRO stage for training (default 0)."));
    p.addValue(QStringLiteral("tp"), QStringLiteral("T"), Text::tr("Tensor-parallel degree (default 1)."));
    p.addValue(QStringLiteral("optimizer"), QStringLiteral("OPT"), Text::tr("adamw (default), adamw8bit or sgd."));
    p.addValue(QStringLiteral("precision"), QStringLiteral("P"), Text::tr("mixed (default, fp32 master weights) or bf16."));
    p.addValue(QStringLiteral("recompute"), QStringLiteral("R"), Text::tr("Activation recomputation: none (default), selective or full."));
    p.addFlag(QStringLiteral("flash-attn"), Text::tr("FlashAttention: no sequence-squared attention matrix."));
    p.addValue(QStringLiteral("lora-rank"), QStringLiteral("R"), Text::tr("LoRA rank (default 16)."));
    p.addValue(QStringLiteral("lora-targets"), QStringLiteral("T"), Text::tr("qv or all linear layers (default all)."));
    p.addFlag(QStringLiteral("lora-dropout"), Text::tr("LoRA dropout keeps a copy of each adapted input."));
    p.addValue(QStringLiteral("loss"), QStringLiteral("L"), Text::tr("standard (default, transformers) or chunked cross-entropy."));
    p.addValue(QStringLiteral("overhead-gib"), QStringLiteral("X"), Text::tr("Runtime overhead per GPU in GiB (default 2)."));
    p.addFlag(QStringLiteral("json"), Text::tr("Print JSON."));
    if (!p.parse(args, io))
        return kExitOk;
    p.requirePositional(0, {});

    const ModelArch arch = modelFromOptions(p);
    const EstimateInput in = inputFromOptions(p);
    const MemoryEstimate e = MemoryEstimator::estimate(arch, in);
    const QList<CardFit> fits = CardFitter::fitAll(CardCatalog::builtIn(), e);

    if (!p.isSet(QStringLiteral("json"))) {
        printText(io.out, arch, e, fits, in.isTraining());
        return kExitOk;
    }
    nlohmann::json cards = nlohmann::json::array();
    for (const CardFit& f : fits)
        cards.push_back(cardJson(f, in.isTraining()));
    printJson(io.out, {
        { "model", { { "name", arch.name.toStdString() }, { "family", arch.family.toStdString() },
                       { "shape_inferred", arch.shapeInferred } } },
        { "task", names::task(in.task).toStdString() },
        { "weights_dtype", names::weightDtype(in.effectiveWeights()).toStdString() },
        { "params", e.params.total },
        { "active_params", e.params.active },
        { "trainable_params", e.trainableParams },
        { "kv_bytes_per_token", e.kvBytesPerToken },
        { "split", { { "gpus", in.gpus }, { "tp", e.split.tp }, { "dp", e.split.dp }, { "zero", e.split.zero } } },
        { "per_gpu_bytes", breakdownJson(e.perGpu) },
        { "cards", cards },
        { "warnings", jsonStrings(e.warnings) },
    });
    return kExitOk;
}

[[maybe_unused]] const bool registered = Registry::add(
    { "estimate", QT_TRANSLATE_NOOP("Cli", "estimate GPU memory and which cards fit"), 20, &runEstimate });

} // namespace

} // namespace rp::cli
