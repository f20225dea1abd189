// `rentplan estimate (--preset ID | --config FILE | --params N) --task T [...] [--json]`:
// per-GPU memory and the fit of every catalog card (issue #2 fixes the options and keys).
#include "catalog/CardCatalog.h"
#include "catalog/CardFit.h"
#include "cli/ArgParser.h"
#include "cli/CliCommand.h"
#include "cli/JsonOutput.h"
#include "cli/ModelSource.h"
#include "memory/MemoryEstimator.h"

#include <QCoreApplication>
#include <QLocale>

namespace rp::cli {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("Cli", text);
}

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
        throw UsageError(tr("missing --task (one of: %1)").arg(names::tasks().join(u", ")));
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

nlohmann::json strings(const QStringList& list)
{
    nlohmann::json array = nlohmann::json::array();
    for (const QString& s : list)
        array.push_back(s.toStdString());
    return array;
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
        { "warnings", strings(f.warnings) },
    };
}

void printText(QTextStream& out, const ModelArch& arch, const MemoryEstimate& e, const QList<CardFit>& fits,
    bool training)
{
    const QLocale locale;
    auto size = [&](std::int64_t bytes) {
        return locale.formattedDataSize(bytes, 2, QLocale::DataSizeIecFormat);
    };
    out << arch.name << " — " << locale.toString(qlonglong(e.params.total)) << ' ' << tr("parameters") << '\n';
    const MemoryBreakdown& b = e.perGpu;
    const QList<QPair<QString, std::int64_t>> rows = {
        { tr("Weights"), b.weights }, { tr("Gradients"), b.gradients }, { tr("Optimizer states"), b.optimizer },
        { tr("Activations"), b.activations }, { tr("KV cache"), b.kvCache }, { tr("LoRA adapters"), b.adapters },
        { tr("ZeRO-3 gathered blocks"), b.zero3Gather }, { tr("Runtime overhead"), b.overhead },
    };
    for (const auto& [label, bytes] : rows) {
        if (bytes > 0)
            out << "  " << label.leftJustified(24) << size(bytes).rightJustified(12) << '\n';
    }
    out << "  " << tr("Total per GPU").leftJustified(24) << size(b.total()).rightJustified(12) << "\n\n";
    for (const CardFit& f : fits) {
        out << "  " << f.card.id.leftJustified(15) << (f.fits ? tr("fits") : tr("does not fit")).leftJustified(14)
            << tr("min %1").arg(f.minCards).leftJustified(10)
            << (f.minCards ? CardFitter::describe(f.minSplit, training) : QString()) << '\n';
    }
    for (const QString& w : e.warnings)
        out << tr("Warning: ") << w << '\n';
}

int runEstimate(const QStringList& args, Io& io)
{
    ArgParser p(QStringLiteral("estimate"),
        tr("Estimates GPU memory per card for a model and a task, and which cards hold it."));
    addModelOptions(p);
    p.addValue(QStringLiteral("task"), QStringLiteral("TASK"), tr("inference, full, lora or qlora."));
    p.addValue(QStringLiteral("weights"), QStringLiteral("DTYPE"),
        tr("Weight format: %1 (default bf16; nf4 for qlora).").arg(names::weightDtypes().join(u", ")));
    p.addValue(QStringLiteral("kv-dtype"), QStringLiteral("DTYPE"), tr("KV cache format: bf16 (default) or fp8."));
    p.addValue(QStringLiteral("context"), QStringLiteral("S"), tr("Sequence length in tokens (default 4096)."));
    p.addValue(QStringLiteral("batch"), QStringLiteral("B"), tr("Micro-batch, or concurrent sequences (default 1)."));
    p.addValue(QStringLiteral("gpus"), QStringLiteral("N"), tr("Total GPUs; data-parallel degree = gpus / tp (default 1)."));
    p.addValue(QStringLiteral("zero"), QStringLiteral("0-3"), tr("ZeRO stage for training (default 0)."));
    p.addValue(QStringLiteral("tp"), QStringLiteral("T"), tr("Tensor-parallel degree (default 1)."));
    p.addValue(QStringLiteral("optimizer"), QStringLiteral("OPT"), tr("adamw (default), adamw8bit or sgd."));
    p.addValue(QStringLiteral("precision"), QStringLiteral("P"), tr("mixed (default, fp32 master weights) or bf16."));
    p.addValue(QStringLiteral("recompute"), QStringLiteral("R"), tr("Activation recomputation: none (default), selective or full."));
    p.addFlag(QStringLiteral("flash-attn"), tr("FlashAttention: no sequence-squared attention matrix."));
    p.addValue(QStringLiteral("lora-rank"), QStringLiteral("R"), tr("LoRA rank (default 16)."));
    p.addValue(QStringLiteral("lora-targets"), QStringLiteral("T"), tr("qv or all linear layers (default all)."));
    p.addFlag(QStringLiteral("lora-dropout"), tr("LoRA dropout keeps a copy of each adapted input."));
    p.addValue(QStringLiteral("loss"), QStringLiteral("L"), tr("standard (default, transformers) or chunked cross-entropy."));
    p.addValue(QStringLiteral("overhead-gib"), QStringLiteral("X"), tr("Runtime overhead per GPU in GiB (default 2)."));
    p.addFlag(QStringLiteral("json"), tr("Print JSON."));
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
        { "warnings", strings(e.warnings) },
    });
    return kExitOk;
}

[[maybe_unused]] const bool registered = Registry::add(
    { "estimate", QT_TRANSLATE_NOOP("Cli", "estimate GPU memory and which cards fit"), 20, &runEstimate });

} // namespace

} // namespace rp::cli
