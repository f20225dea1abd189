// `rentplan estimate (--preset ID | --config FILE | --params N) --task T [...] [--json]`:
// per-GPU memory and the fit of every catalog card (README.md, `estimate`, lists the options and keys).
#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "app/cli/EstimateText.h"
#include "app/cli/JsonOutput.h"
#include "app/cli/ModelSource.h"
#include "models/catalog/CardCatalog.h"
#include "models/catalog/CardFit.h"
#include "models/memory/Assumptions.h"
#include "models/memory/MemoryEstimator.h"

#include <QCoreApplication>

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

// `--lora-dropout` used to be a flag: given without a value it still means PEFT's 0.05.
QStringList withDropoutValue(QStringList args)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args.at(i) != u"--lora-dropout")
            continue;
        bool number = false;
        if (i + 1 < args.size())
            args.at(i + 1).toDouble(&number);
        if (!number)
            args.insert(i + 1, QStringLiteral("0.05"));
    }
    return args;
}

void readOffload(const ArgParser& p, EstimateInput& in)
{
    if (!p.isSet(QStringLiteral("offload")))
        return;
    for (const QString& part : p.value(QStringLiteral("offload")).split(u',', Qt::SkipEmptyParts)) {
        const QString what = part.trimmed();
        if (what == u"optimizer")
            in.offloadOptimizer = true;
        else if (what == u"params")
            in.offloadParams = true;
        else if (what == u"activations")
            in.offloadActivations = true;
        else
            throw UsageError(Text::tr("--offload: \"%1\" is not one of %2").arg(what, names::offloads().join(u", ")));
    }
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
    if (p.isSet(QStringLiteral("recompute")))
        in.recompute = *names::parseRecompute(p.choice(QStringLiteral("recompute"), {}, names::recomputes()));
    in.loss = parsedChoice(p, "loss", in.loss, names::losses(), &names::parseLoss);
    in.loraTargets = parsedChoice(p, "lora-targets", in.loraTargets, names::loraTargets(), &names::parseLoraTargets);
    in.attention = parsedChoice(p, "attention", in.attention, names::attentions(), &names::parseAttention);
    if (p.isSet(QStringLiteral("flash-attn"))) {
        if (in.attention == Attention::Eager)
            throw UsageError(Text::tr("--flash-attn is --attention sdpa; it contradicts --attention eager"));
        in.attention = Attention::Sdpa;
    }
    in.metric = parsedChoice(p, "metric", in.metric, names::metrics(), &names::parseMetric);
    in.materialize
        = parsedChoice(p, "materialize", in.materialize, names::materializations(), &names::parseMaterialize);
    in.loader = parsedChoice(p, "loader", in.loader, names::loaders(), &names::parseLoader);
    in.sharder = parsedChoice(p, "sharder", in.sharder, names::sharders(), &names::parseSharder);
    if (p.isSet(QStringLiteral("prefetch")))
        in.prefetch = p.choice(QStringLiteral("prefetch"), {}, { QStringLiteral("on"), QStringLiteral("off") })
            == QLatin1String("on");
    if (p.isSet(QStringLiteral("bitsandbytes"))) {
        const QString release = p.value(QStringLiteral("bitsandbytes"));
        const std::optional<BnbRelease> parsed = names::parseBnbRelease(release);
        if (!parsed)
            throw UsageError(
                Text::tr("--bitsandbytes: \"%1\" is not a release number such as 0.41.1, nor current").arg(release));
        in.bnbRelease = *parsed;
    }
    in.shardUnitLayers = p.integer(QStringLiteral("shard-unit"), in.shardUnitLayers, 1, 1'000'000);
    in.gradAccumulation = p.integer(QStringLiteral("grad-accum"), in.gradAccumulation, 1, 1'000'000);
    in.unitGrads = parsedChoice(p, "unit-grads", in.unitGrads, names::unitGradsNames(), &names::parseUnitGrads);
    in.context = p.integer(QStringLiteral("context"), in.context, 1, 16'777'216);
    in.batch = p.integer(QStringLiteral("batch"), in.batch, 1, 100'000);
    in.gpus = p.integer(QStringLiteral("gpus"), in.gpus, 1, 65'536);
    in.tp = p.integer(QStringLiteral("tp"), in.tp, 1, 64);
    in.pp = p.integer(QStringLiteral("pp"), in.pp, 1, 1024);
    in.zero = int(p.integer(QStringLiteral("zero"), in.zero, 0, 3));
    in.loraRank = p.integer(QStringLiteral("lora-rank"), in.loraRank, 1, 65'536);
    in.loraDropout = p.number(QStringLiteral("lora-dropout"), in.loraDropout, 0, 0.99);
    if (p.isSet(QStringLiteral("overhead-gib")))
        in.overheadGiB = p.number(QStringLiteral("overhead-gib"), 0, 0, 1024);
    in.dora = p.isSet(QStringLiteral("dora"));
    in.optimizerInBackward = p.isSet(QStringLiteral("optimizer-in-backward"));
    readOffload(p, in);
    // LoRA settings on another task would be ignored without a word: say so instead.
    if (!in.isLora()) {
        for (const char* option : { "lora-rank", "lora-targets", "lora-dropout", "dora" }) {
            if (p.isSet(QLatin1String(option)))
                throw UsageError(Text::tr("--%1 applies to --task lora or qlora; this estimate is for --task %2")
                                     .arg(QLatin1String(option), names::task(in.task)));
        }
    }
    const QStringList problems = in.optionProblems();
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
        { "allocator_reserve", b.allocatorReserve },
        { "overhead", b.overhead },
        { "total", b.total() },
        { "load_peak", b.loadPeak },
        { "peak", b.peak() },
        { "host_bytes", b.hostBytes },
    };
}

nlohmann::json cardJson(const CardFit& f, bool training)
{
    nlohmann::json alternatives = nlohmann::json::array();
    for (const CardAlternative& a : f.alternatives) {
        alternatives.push_back({
            { "cards", a.cards },
            { "recompute", names::recompute(a.recompute).toStdString() },
            { "batch", a.batch },
            { "split", CardFitter::describe(a.split, true).toStdString() },
            { "per_gpu_total", a.perGpuTotalBytes },
            { "label", CardFitter::describe(a).toStdString() },
        });
    }
    // Recomputing (the fine-tuning default): whether the same split also holds the job without it, and the
    // share of the training time that saves; null when the setting does not recompute.
    nlohmann::json withoutRecompute = nullptr;
    if (f.withoutRecompute) {
        withoutRecompute = {
            { "fits", f.withoutRecompute->fits },
            { "per_gpu_peak", f.withoutRecompute->perGpuPeakBytes },
            { "time_saving", f.withoutRecompute->timeSaving },
        };
    }
    return {
        { "id", f.card.id.toStdString() },
        { "name", f.card.name.toStdString() },
        { "memory_bytes", f.card.memoryBytes() },
        { "fits", f.fits },
        { "decided_by", f.loadDecides ? "load_peak" : "steady" },
        { "min_cards", f.minCards },
        { "headroom_bytes", f.headroomBytes },
        { "min_split", f.minCards ? CardFitter::describe(f.minSplit, training).toStdString() : std::string() },
        { "min_split_tp", f.minSplit.tp },
        { "per_gpu_bytes_at_min", f.perGpuAtMinBytes },
        { "alternatives", alternatives },
        { "without_recompute", withoutRecompute },
        { "warnings", jsonStrings(f.warnings) },
    };
}

int runEstimate(const QStringList& rawArgs, Io& io)
{
    ArgParser p(QStringLiteral("estimate"),
        Text::tr("Estimates GPU memory per card for a model and a task, and which cards hold it."));
    addModelOptions(p);
    p.addValue(QStringLiteral("task"), QStringLiteral("TASK"), Text::tr("inference, full, lora or qlora."));
    p.addValue(QStringLiteral("weights"), QStringLiteral("DTYPE"),
        Text::tr("Weight format: %1 (default bf16; nf4 for qlora).").arg(names::weightDtypes().join(u", ")));
    p.addValue(
        QStringLiteral("kv-dtype"), QStringLiteral("DTYPE"), Text::tr("KV cache format: bf16 (default), fp8 or fp32."));
    p.addValue(QStringLiteral("context"), QStringLiteral("S"), Text::tr("Sequence length in tokens (default 4096)."));
    p.addValue(
        QStringLiteral("batch"), QStringLiteral("B"), Text::tr("Micro-batch, or concurrent sequences (default 1)."));
    p.addValue(QStringLiteral("gpus"), QStringLiteral("N"),
        Text::tr("Total GPUs; data-parallel degree = gpus / (tp × pp) (default 1)."));
    p.addValue(QStringLiteral("zero"), QStringLiteral("0-3"), Text::tr("ZeRO stage for training (default 0)."));
    p.addValue(QStringLiteral("tp"), QStringLiteral("T"), Text::tr("Tensor-parallel degree (default 1)."));
    p.addValue(QStringLiteral("pp"), QStringLiteral("N"),
        Text::tr("Pipeline stages of consecutive layers (default 1); training runs the 1F1B schedule."));
    p.addValue(QStringLiteral("optimizer"), QStringLiteral("OPT"),
        Text::tr("%1 (default adamw; sgd keeps momentum).").arg(names::optimizers().join(u", ")));
    p.addFlag(QStringLiteral("optimizer-in-backward"),
        Text::tr("The optimizer steps inside backward: no full gradient buffer."));
    p.addValue(
        QStringLiteral("precision"), QStringLiteral("P"), Text::tr("mixed (default, fp32 master weights) or bf16."));
    p.addValue(QStringLiteral("recompute"), QStringLiteral("R"),
        Text::tr("Activation recomputation: none, selective or full (gradient checkpointing). Default: full for "
                 "full, lora and qlora, as PEFT, torchtune and LLaMA-Factory run; inference has nothing to "
                 "recompute."));
    p.addValue(QStringLiteral("attention"), QStringLiteral("A"),
        Text::tr("sdpa (default: PyTorch SDPA or FlashAttention, no sequence-squared scores) or eager."));
    p.addFlag(QStringLiteral("flash-attn"), Text::tr("Same as --attention sdpa."));
    p.addValue(QStringLiteral("lora-rank"), QStringLiteral("R"), Text::tr("LoRA rank (default 16)."));
    p.addValue(QStringLiteral("lora-targets"), QStringLiteral("T"), Text::tr("qv or all linear layers (default all)."));
    p.addValue(QStringLiteral("lora-dropout"), QStringLiteral("P"),
        Text::tr("LoRA dropout probability (default 0.05; 0 = off): each adapted input is copied."));
    p.addFlag(QStringLiteral("dora"), Text::tr("DoRA: LoRA with a trained magnitude vector per adapted layer."));
    p.addValue(QStringLiteral("loss"), QStringLiteral("L"),
        Text::tr(
            "standard (default, transformers' Trainer), chunked (LitGPT, torchtune), fused (Liger, cut cross-entropy) "
            "or standard-kept (transformers' loss in a loop that keeps the outputs until backward)."));
    p.addValue(QStringLiteral("offload"), QStringLiteral("WHAT"),
        Text::tr("Move to host RAM: optimizer, params, activations (comma-separated)."));
    p.addValue(QStringLiteral("metric"), QStringLiteral("M"),
        Text::tr("What the total counts: allocated (tensors), reserved (+ allocator cache) or device (default, + CUDA "
                 "context: what nvidia-smi shows)."));
    p.addValue(QStringLiteral("materialize"), QStringLiteral("HOW"),
        Text::tr(
            "Sharded training builds the model one layer at a time (layer, default) or whole on every card before "
            "sharding it (model: moved whole to the GPU before FSDP wraps it); the second sets a load-time peak."));
    p.addValue(QStringLiteral("loader"), QStringLiteral("WHO"),
        Text::tr(
            "Who readies a bitsandbytes model for LoRA/QLoRA: peft (default: PEFT's prepare_model_for_kbit_training, "
            "as TRL's SFTTrainer runs it, puts embeddings, head and norms in fp32) or transformers (left in 16 bits: "
            "LLaMA-Factory, Unsloth, LitGPT, torchtune)."));
    p.addValue(QStringLiteral("sharder"), QStringLiteral("WHO"),
        Text::tr("Who shards ZeRO-3 training: fsdp (default: PyTorch FSDP, whole units gathered, the root unit with "
                 "embeddings and head kept whole from forward to backward) or deepspeed (module by module, gradients "
                 "through a reduce bucket)."));
    p.addValue(QStringLiteral("shard-unit"), QStringLiteral("N"),
        Text::tr("Decoder layers per FSDP unit (default 1: one unit per layer, as accelerate, LitGPT and torchtune "
                 "wrap)."));
    p.addValue(QStringLiteral("prefetch"), QStringLiteral("on|off"),
        Text::tr("Sharded training gathers the next unit while the current one computes (on, default) or one unit "
                 "at a time (off)."));
    p.addValue(QStringLiteral("grad-accum"), QStringLiteral("N"),
        Text::tr("Micro-batches per optimizer step (default 1). Under FSDP the ones before the last run without "
                 "syncing (no_sync), which keeps every gradient whole on every card."));
    p.addValue(QStringLiteral("unit-grads"), QStringLiteral("WHICH"),
        Text::tr("Which weights FSDP gives LoRA gradients: trained (default: adapters in units of their own, as PEFT "
                 "wraps them, or FSDP2) or whole (frozen and trained weights share each unit's flat parameter, as "
                 "LitGPT's per-block wrapping with use_orig_params does)."));
    p.addValue(QStringLiteral("bitsandbytes"), QStringLiteral("VERSION"),
        Text::tr("The bitsandbytes release of a 4-bit model (default current): up to 0.43.1 its 4-bit matmul keeps "
                 "each layer's input for backward."));
    p.addValue(QStringLiteral("overhead-gib"), QStringLiteral("X"),
        Text::tr("Fixed overhead per GPU in GiB, replacing the modelled CUDA context and allocator reserve."));
    p.addFlag(QStringLiteral("json"), Text::tr("Print JSON."));
    if (!p.parse(withDropoutValue(rawArgs), io))
        return kExitOk;
    p.requirePositional(0, {});

    const ModelArch arch = modelFromOptions(p);
    const EstimateInput in = inputFromOptions(p);
    const bool asJson = p.isSet(QStringLiteral("json"));
    const MemoryEstimate e = inSourceLanguage(asJson, [&] {
        MemoryEstimate estimate = MemoryEstimator::estimate(arch, in);
        if (!estimate.refusal.isEmpty())
            throw UsageError(estimate.refusal);
        return estimate;
    });
    const SourceLanguage english(asJson);
    const QList<CardFit> fits = CardFitter::fitAll(CardCatalog::builtIn(), e);

    if (!asJson) {
        printEstimateText(io.out, arch, in, e, fits);
        return kExitOk;
    }
    nlohmann::json cards = nlohmann::json::array();
    for (const CardFit& f : fits)
        cards.push_back(cardJson(f, in.isTraining()));
    printJson(io.out,
        {
            { "model",
                { { "name", arch.name.toStdString() }, { "family", arch.family.toStdString() },
                    { "shape_inferred", arch.shapeInferred } } },
            { "task", names::task(in.task).toStdString() },
            { "weights_dtype", names::weightDtype(in.effectiveWeights()).toStdString() },
            { "attention", names::attention(in.attention).toStdString() },
            { "recompute", names::recompute(in.effectiveRecompute()).toStdString() },
            { "metric", names::metric(in.metric).toStdString() },
            { "params", e.params.total },
            { "params_text", e.params.text() },
            { "params_vision", e.params.vision },
            { "active_params", e.params.active },
            { "trainable_params", e.trainableParams },
            { "kv_bytes_per_token", e.kvBytesPerToken },
            { "split",
                { { "gpus", in.gpus }, { "tp", e.split.tp }, { "pp", e.split.pp }, { "dp", e.split.dp },
                    { "zero", e.split.zero } } },
            { "per_gpu_bytes", breakdownJson(e.perGpu) },
            { "decided_by", e.perGpu.loadDecides() ? "load_peak" : "steady" },
            { "assumptions", describeAssumptions(in).toStdString() },
            { "cards", cards },
            { "warnings", jsonStrings(e.warnings) },
        });
    return kExitOk;
}

[[maybe_unused]] const bool registered = Registry::add(
    { "estimate", QT_TRANSLATE_NOOP("Cli", "estimate GPU memory and which cards fit"), 20, &runEstimate });

} // namespace

} // namespace rp::cli
