// Accuracy benchmark (docs/memory-model.md, "How close it is"): runs the estimator on every published peak of
// tests/data/accuracy/measured-dev.json (sources in SOURCES.md there) that its
// options can express, and prints each row's signed error (estimate /
// measured − 1), the median and 90th percentile of the absolute error by task,
// by metric and by framework, and the rows it cannot express with the reason. Run by scripts/bench.sh, never by ctest.
//
// The mapping below reads each row's own fields (method, precision,
// quantization, targets, sequence, batch, checkpointing, optimizer, attention,
// GPUs and sharding, metric) into estimator options by rule, the same rule for
// every row. Where a row leaves a setting out, the framework's documented
// default is used and the table says so. Nothing here is tuned per row.
#include "models/arch/ConfigReader.h"
#include "models/arch/ModelPresets.h"
#include "models/common/Units.h"
#include "models/memory/AllocatorReplay.h"
#include "models/memory/MemoryEstimator.h"
#include "models/memory/WeightFormat.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTextStream>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>

using namespace rp;

namespace {

struct Row {
    nlohmann::json json;
    QString text(const char* key) const
    {
        const auto it = json.find(key);
        if (it == json.end() || it->is_null())
            return {};
        return it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString::fromStdString(it->dump());
    }
    int id() const { return json.at("id").get<int>(); }
};

struct Mapping {
    bool expressible = true;
    QString reason; // why not, when not expressible
    ModelArch arch;
    EstimateInput input;
    QStringList defaults; // settings taken from framework defaults, not from the row
    double measuredBytes = 0;
    bool inverse = false; // the row gives the longest context that fits a card: compare with the card
};

qint64 firstInteger(const QString& text, qint64 fallback = 0)
{
    static const QRegularExpression number(QStringLiteral("(\\d+)"));
    const auto m = number.match(text);
    return m.hasMatch() ? m.captured(1).toLongLong() : fallback;
}

bool has(const QString& text, const char* needle)
{
    return text.contains(QLatin1String(needle), Qt::CaseInsensitive);
}

Mapping unexpressible(const QString& reason)
{
    Mapping m;
    m.expressible = false;
    m.reason = reason;
    return m;
}

// The model: the row's config.json, or the shipped preset of the same architecture when the row names one.
std::optional<ModelArch> modelFor(const Row& row, const QString& accuracyDir, QStringList& notes)
{
    const QString config = row.text("config_file");
    if (!config.isEmpty()) {
        InputError error;
        auto arch = ConfigReader::fromFile(accuracyDir + u'/' + config, &error);
        if (!arch)
            qFatal("%s", qPrintable(error.toString()));
        return arch;
    }
    const QString model = row.text("model");
    const std::map<QString, const char*> presets = {
        { QStringLiteral("Llama-2-7B"), "llama-2-7b" },
        // Llama-3.1 and 3.3 keep Llama-3's shapes (same layers, widths, vocabulary, KV heads).
        { QStringLiteral("Llama-3.1-8B-Instruct"), "llama-3-8b" },
        { QStringLiteral("Llama-3.3-70B-Instruct"), "llama-3-70b" },
    };
    const auto it = presets.find(model);
    if (it == presets.end())
        return std::nullopt;
    if (it->first != u"Llama-2-7B")
        notes.append(QStringLiteral("shape of preset %1").arg(QLatin1String(it->second)));
    return ModelPresets::find(QLatin1String(it->second))->arch;
}

// The framework a row ran with, by the same rule for every row (its "framework" field).
QString frameworkName(const Row& row)
{
    const QString f = row.text("framework");
    return has(f, "lit")                  ? QStringLiteral("LitGPT")
        : has(f, "LLaMA-Factory")         ? QStringLiteral("LLaMA-Factory")
        : has(f, "Unsloth")               ? QStringLiteral("Unsloth")
        : has(f, "TRL") || has(f, "PEFT") ? QStringLiteral("PEFT/TRL")
                                          : QStringLiteral("transformers");
}

Mapping mapRow(const Row& row, const QString& accuracyDir)
{
    const QString method = row.text("method"), model = row.text("model"), sharding = row.text("sharding");
    if (has(model, "T5") || has(model, "mT5"))
        return unexpressible(
            QStringLiteral("encoder-decoder model (T5): the estimator models decoder-only transformers"));
    if (has(method, "Unsloth"))
        return unexpressible(QStringLiteral("Unsloth's fused kernels change what is kept for backward: not modelled"));

    Mapping m;
    auto arch = modelFor(row, accuracyDir, m.defaults);
    if (!arch)
        return unexpressible(QStringLiteral("no config.json for %1 in configs/").arg(model));
    m.arch = *arch;
    if (has(row.text("framework"), "lit")) {
        // LitGPT keeps a separate LM head for every model (its GPT class has its own lm_head; the Falcon
        // checkpoint conversion copies the tied embedding into it).
        if (m.arch.tiedEmbeddings)
            m.defaults.append(QStringLiteral("LitGPT's separate LM head"));
        m.arch.tiedEmbeddings = false;
    }
    EstimateInput& in = m.input;

    // Task and method.
    in.task = has(method, "inference")               ? Task::Inference
        : has(method, "QLoRA")                       ? Task::Qlora
        : has(method, "LoRA") || has(method, "DoRA") ? Task::Lora
                                                     : Task::Full;
    in.dora = has(method, "DoRA");
    if (in.task == Task::Full && has(method, "DoRA"))
        in.task = Task::Lora;

    // Precision and weights.
    const QString precision = row.text("precision"), quant = row.text("quantization");
    if (has(precision, "bf16-true") || has(precision, "no AMP"))
        in.precision = Precision::Bf16; // pure bf16 (LitGPT bf16-true, a bf16 model without AMP): states in bf16
    if (has(precision, "32-true") || has(precision, "fp32"))
        in.weights = WeightDtype::Fp32;
    if (has(quant, "int8"))
        in.weights = WeightDtype::Int8;
    else if (has(quant, "nf4-dq") || has(quant, "double quant"))
        in.weights = WeightDtype::Nf4;
    else if (has(quant, "nf4"))
        in.weights = has(method, "QLoRA") && !has(quant, "bnb.nf4") ? WeightDtype::Nf4 : WeightDtype::Nf4NoDq;
    else if (has(quant, "fp4")) // transformers' load_in_4bit without bnb_4bit_quant_type: FP4, no double quantization
        in.weights = WeightDtype::Fp4;
    else if (has(quant, "4-bit")) {
        in.weights = WeightDtype::Nf4;
        m.defaults.append(QStringLiteral("NF4 with double quantization (LLaMA-Factory default)"));
    }
    if (in.weights == WeightDtype::Fp32)
        in.kvDtype = KvDtype::Fp32;
    // Who readies a bitsandbytes model: LLaMA-Factory, Unsloth and LitGPT load it themselves; the rows run
    // through transformers' Trainer or TRL get PEFT's prepare_model_for_kbit_training, the default.
    const QString framework = frameworkName(row);
    if (framework == u"LitGPT" || framework == u"LLaMA-Factory" || framework == u"Unsloth")
        in.loader = Loader::Transformers;

    // LoRA.
    const QString targets = row.text("lora_targets");
    in.loraRank = firstInteger(row.text("lora_rank"), 8);
    in.loraTargets = has(targets, "all") || has(targets, "gate") ? LoraTargets::AllLinear : LoraTargets::QV;
    if (in.isLora() && targets.isEmpty())
        m.defaults.append(QStringLiteral("q,v targets (LLaMA-Factory default)"));
    if (in.isLora() && !has(targets, "dropout"))
        m.defaults.append(QStringLiteral("LoRA dropout 0.05"));

    // Sequence and batch. Inference: the prompt plus the new tokens (a short prompt counted as 8 tokens).
    const QString seq = row.text("seq_len");
    if (has(seq, "long prompt")) // a prompt of thousands of tokens, its count not given: no 8-token stand-in
        return unexpressible(QStringLiteral("prompt length not stated"));
    if (in.task == Task::Inference) {
        static const QRegularExpression newTokens(QStringLiteral("(\\d+) new|max_new_tokens (\\d+)"));
        const auto mt = newTokens.match(seq);
        const qint64 generated
            = mt.hasMatch() ? (mt.captured(1).isEmpty() ? mt.captured(2) : mt.captured(1)).toLongLong() : 50;
        in.context = 8 + generated;
        m.defaults.append(QStringLiteral("prompt counted as 8 tokens"));
    } else if (has(seq, "tweets")) {
        // PEFT's causal-LM twitter_complaints run (huggingface/peft, examples/causal_language_modeling/
        // peft_lora_clm_accelerate_ds_zero3_offload.py) pads or cuts every sample to max_length = 64.
        in.context = 64;
        m.defaults.append(QStringLiteral("64 tokens (max_length of PEFT's twitter_complaints example)"));
    } else {
        in.context = firstInteger(seq, 1024);
    }
    in.batch = std::max<qint64>(1, firstInteger(row.text("batch_size"), 1));

    // Memory-saving settings.
    const QString gc = row.text("grad_checkpointing");
    in.recompute
        = has(gc, "yes") || has(gc, "checkpointing") || has(gc, "default on") ? Recompute::Full : Recompute::None;
    if (has(gc, "offloaded"))
        in.offloadActivations = true;
    if (has(gc, "not stated") || has(gc, "assumed"))
        m.defaults.append(QStringLiteral("gradient checkpointing on (stated default)"));
    const QString optimizer = row.text("optimizer");
    if (has(optimizer, "PagedAdamW"))
        in.optimizer = Optimizer::PagedAdamW;
    else if (has(optimizer, "adamw_8bit"))
        in.optimizer = Optimizer::AdamW8bit;
    if (has(optimizer, "not stated"))
        m.defaults.append(QStringLiteral("optimizer %1").arg(names::optimizer(in.optimizer)));
    const QString attention = row.text("attention");
    in.attention = has(attention, "eager") && !has(attention, "sdpa") ? Attention::Eager : Attention::Sdpa;
    const QString notes = row.text("notes") + row.text("framework");
    // Unsloth's own runs compute the loss in chunks that never hold the logits (its fast cross-entropy, then
    // Apple's cut cross-entropy): the fused loss stands for it.
    if (framework == u"Unsloth" && !has(notes, "cut cross-entropy"))
        m.defaults.append(QStringLiteral("Unsloth's loss as a fused one"));
    // PEFT's own loops (examples/causal_language_modeling/peft_lora_clm_accelerate_ds_zero3_offload.py,
    // method_comparison/MetaMathQA/run.py) write `outputs = model(**batch)` and keep it through backward;
    // transformers' Trainer (LLaMA-Factory, TRL) lets it go.
    const QString loop = row.text("framework");
    const bool keepsOutputs = has(loop, "plain PyTorch loop") || has(loop, "PEFT + accelerate");
    in.loss = has(notes, "cut cross-entropy") || framework == u"Unsloth" ? LossKind::Fused
        : has(notes, "chunked cross-entropy")                            ? LossKind::Chunked
        : keepsOutputs                                                   ? LossKind::StandardKept
                                                                         : LossKind::Standard;

    // GPUs and how they share the work.
    in.gpus = std::max<qint64>(1, firstInteger(row.text("num_gpus"), 1));
    if (has(sharding, "FSDP") || has(sharding, "ZeRO-3"))
        in.zero = 3;
    if (has(sharding, "sequentially")) // LitGPT's generate/sequentially.py: consecutive layers on each GPU
        in.pp = in.gpus;
    else if (has(sharding, "tp") || has(sharding, "tensor parallel"))
        in.tp = in.gpus;
    if (in.zero == 3 && has(row.text("framework"), "lit-gpt")) {
        // lit-gpt builds the model on the meta device and loads the checkpoint through FSDP's full state-dict
        // load, one unit at a time (docs/dev/memory-sources.md, section 2): Materialize::Layer, the default.
        // Fabric's FSDPStrategy sets use_orig_params=True and lit-gpt wraps each Block, LoRA inside it
        // (lightning/fabric/strategies/fsdp.py; finetune/lora.py auto_wrap_policy={Block}): the whole unit gets
        // gradients. lit-gpt's finetune/lora.py steps every batch_size 128 / micro-batch 1 = 128 micro-batches,
        // the ones before the last under fabric.no_backward_sync.
        in.unitGrads = UnitGrads::Whole;
        in.gradAccumulation = 128;
        m.defaults.append(QStringLiteral("gradient accumulation 128 (lit-gpt's batch_size 128)"));
    }
    // "2 per device (grad accum 2)": the accumulation a row states.
    static const QRegularExpression accumulation(QStringLiteral("grad accum (\\d+)"));
    if (const auto match = accumulation.match(row.text("batch_size")); match.hasMatch())
        in.gradAccumulation = match.captured(1).toLongLong();
    if (has(sharding, "offload") && !has(sharding, "no offload") && !has(sharding, "offload=False"))
        in.offloadParams = in.zero == 3;

    if (has(sharding, "DeepSpeed") || has(sharding, "ZeRO"))
        in.sharder = Sharder::DeepSpeed;

    if (castsRestToFp32(in))
        m.defaults.append(QStringLiteral("readied by PEFT (TRL's SFTTrainer)"));

    // The bitsandbytes release: as the row's source states it ("bnb 0.41.1"), else by the date it gives:
    // before the 0.43.2 release (July 2024) the 4-bit matmul kept its inputs.
    static const QRegularExpression bnbVersion(QStringLiteral("bnb (\\d+\\.\\d+(?:\\.\\d+)?)"));
    static const QRegularExpression sourceDate(QStringLiteral("\\b(20\\d\\d)(?:-(\\d\\d))?"));
    const QString source = row.text("source");
    if (const auto v = bnbVersion.match(source); v.hasMatch()) {
        in.bnbRelease = names::parseBnbRelease(v.captured(1)).value_or(BnbRelease::Current);
    } else if (const auto d = sourceDate.match(source); d.hasMatch() && isBitsandbytes(in.effectiveWeights())) {
        const int year = d.captured(1).toInt(), month = d.captured(2).isEmpty() ? 12 : d.captured(2).toInt();
        if (year < 2024 || (year == 2024 && month < 7)) {
            in.bnbRelease = BnbRelease::UpTo0431;
            m.defaults.append(QStringLiteral("bitsandbytes before 0.43.2 (dated %1)").arg(d.captured(0)));
        }
    }

    // Metric.
    const QString metric = row.text("metric");
    in.metric = has(metric, "allocated") || has(metric, "Tracemalloc") ? Metric::Allocated
        : has(metric, "reserved")                                      ? Metric::Reserved
                                                                       : Metric::Device;
    if (has(metric, "not stated"))
        m.defaults.append(QStringLiteral("metric read as the whole device"));

    // The measured value in bytes (README: GB = 10⁹, GiB = 2³⁰).
    const QString unit = row.text("unit"), value = row.text("measured_value");
    double measured = value.toDouble();
    if (value.contains(u'-')) { // a range such as "72-80": its middle
        const QStringList ends = value.split(u'-');
        measured = (ends.at(0).toDouble() + ends.at(1).toDouble()) / 2.0;
        m.defaults.append(QStringLiteral("middle of the published range"));
    }
    if (has(unit, "tokens")) {
        // Inverse rows: the longest context that fits a card of the stated size (GiB, as cards count).
        m.inverse = true;
        static const QRegularExpression cardSize(QStringLiteral("(\\d+)\\s*GB"));
        const auto size = cardSize.match(row.text("hardware"));
        m.measuredBytes = double(size.hasMatch() ? size.captured(1).toLongLong() : 80) * double(units::kGiB);
        in.context = firstInteger(seq, 1024);
        in.metric = Metric::Device;
    } else if (has(unit, "GiB")) {
        m.measuredBytes = measured * double(units::kGiB);
    } else if (has(unit, "bytes") && !has(unit, "GB")) {
        m.measuredBytes = measured;
    } else {
        m.measuredBytes = measured * 1e9;
    }
    if (!in.problems().isEmpty())
        return unexpressible(in.problems().join(u"; "));
    return m;
}

double percentile(QList<double> values, double p)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const double rank = p * double(values.size() - 1);
    const auto lo = qsizetype(std::floor(rank)), hi = qsizetype(std::ceil(rank));
    return values.at(lo) + (values.at(hi) - values.at(lo)) * (rank - double(lo));
}

QString taskName(Task t)
{
    return t == Task::Inference ? QStringLiteral("inference") : QStringLiteral("finetune");
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QString dir = QStringLiteral(RENTPLAN_TEST_DATA "/accuracy");
    QFile file(dir + u"/measured-dev.json");
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    const auto rows = nlohmann::json::parse(file.readAll().toStdString());

    // --detail 13,57: also print those rows' breakdowns.
    QList<int> detail;
    const QStringList args = app.arguments();
    const auto at = args.indexOf(QStringLiteral("--detail"));
    if (at > 0 && at + 1 < args.size())
        for (const QString& id : args.at(at + 1).split(u','))
            detail.append(id.toInt());
    std::map<QString, QList<double>> byGroup;
    // The rows whose metric counts the allocator's reserve, with the fitted shares and with the reserve
    // replayed through the caching allocator's rules (AllocatorReplay.h): with room to spare, with
    // expandable segments, and card-bound (the longest-context rows on a full card).
    std::map<QString, QList<double>> replayGroups;
    QList<QPair<int, QString>> skipped;
    int expressed = 0;
    QString fitDataText;
    QTextStream fitData(&fitDataText);
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7  %8\n")
               .arg(QStringLiteral("id"), 4)
               .arg(QStringLiteral("model"), -22)
               .arg(QStringLiteral("task"), -9)
               .arg(QStringLiteral("metric"), -9)
               .arg(QStringLiteral("measured GB"), 11)
               .arg(QStringLiteral("estimate GB"), 11)
               .arg(QStringLiteral("error"), 8)
               .arg(QStringLiteral("defaults used"));
    for (const auto& json : rows) {
        const Row row { json };
        const Mapping m = mapRow(row, dir);
        if (!m.expressible) {
            skipped.append({ row.id(), m.reason });
            continue;
        }
        const MemoryEstimate e = MemoryEstimator::estimate(m.arch, m.input);
        const double estimate = double(e.perGpu.peak());
        const double error = estimate / m.measuredBytes - 1.0;
        ++expressed;
        const QString task = taskName(m.input.task), metric = names::metric(m.input.metric);
        if (m.input.metric != Metric::Allocated && !e.perGpu.loadDecides()) {
            const bool sharded = e.totals.training && ((e.split.zero == 3 && e.split.dp > 1) || e.totals.gatherBlocks);
            const double tp = double(std::max<std::int64_t>(1, e.split.tp));
            const QString group = QStringLiteral("metric ") + metric;
            replayGroups[QStringLiteral("fitted shares, ") + group].append(std::abs(error));
            const auto replayed = [&](bool expandable, CardRoom room) {
                const ReplayedReserve r = replayReserve(m.arch, e.params, m.input, e.totals, expandable, room);
                const double bytes
                    = estimate - double(e.perGpu.allocatorReserve) + (sharded ? r.sharded : r.steady) / tp;
                return std::abs(bytes / m.measuredBytes - 1.0);
            };
            const double roomy = replayed(false, CardRoom::Spare);
            replayGroups[QStringLiteral("replayed, ") + group].append(roomy);
            replayGroups[QStringLiteral("replayed, expandable, ") + group].append(replayed(true, CardRoom::Spare));
            // A longest-context row ran on a card that was just large enough: its allocator gave its cache
            // back rather than fail (CardRoom::Full). Every other row ran with room to spare.
            replayGroups[QStringLiteral("replayed, card-bound, ") + group].append(
                m.inverse ? replayed(false, CardRoom::Full) : roomy);
        }
        for (const QString& group : QStringList { QStringLiteral("all"), QStringLiteral("task ") + task,
                 QStringLiteral("metric ") + metric, QStringLiteral("framework ") + frameworkName(row) })
            byGroup[group].append(std::abs(error));
        QString note = m.defaults.join(u"; ");
        if (m.inverse)
            note.prepend(QStringLiteral("[longest context that fits: estimate at it vs the card] "));
        if (e.perGpu.loadDecides())
            note.prepend(QStringLiteral("[load peak] "));
        if (m.input.metric != Metric::Allocated && !e.perGpu.loadDecides()) {
            // The data the allocator reserve was fitted on: tensors, the memory that churns, and the measured peak.
            fitData << QStringLiteral("%1 %2 %3 %4 %5\n")
                           .arg(row.id())
                           .arg(double(e.perGpu.tensors()) / 1e9, 0, 'f', 4)
                           .arg(double(e.perGpu.activations + e.perGpu.zero3Gather) / 1e9, 0, 'f', 4)
                           .arg(double(e.perGpu.overhead) / 1e9, 0, 'f', 4)
                           .arg(m.measuredBytes / 1e9, 0, 'f', 4);
        }
        if (detail.contains(row.id())) {
            const MemoryBreakdown& b = e.perGpu;
            out << QStringLiteral(
                "     weights %1 gradients %2 optimizer %3 activations %4 kv %5 adapters %6 gather %7 "
                "reserve %8 overhead %9 load %10 (GB)\n")
                       .arg(b.weights / 1e9, 0, 'f', 2)
                       .arg(b.gradients / 1e9, 0, 'f', 2)
                       .arg(b.optimizer / 1e9, 0, 'f', 2)
                       .arg(b.activations / 1e9, 0, 'f', 2)
                       .arg(b.kvCache / 1e9, 0, 'f', 2)
                       .arg(b.adapters / 1e9, 0, 'f', 2)
                       .arg(b.zero3Gather / 1e9, 0, 'f', 2)
                       .arg(b.allocatorReserve / 1e9, 0, 'f', 2)
                       .arg(b.overhead / 1e9, 0, 'f', 2)
                       .arg(b.loadPeak / 1e9, 0, 'f', 2);
        }
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7  %8\n")
                   .arg(row.id(), 4)
                   .arg(row.text("model").left(22), -22)
                   .arg(task, -9)
                   .arg(metric, -9)
                   .arg(m.measuredBytes / 1e9, 11, 'f', 2)
                   .arg(estimate / 1e9, 11, 'f', 2)
                   .arg(QStringLiteral("%1%").arg(error * 100.0, 0, 'f', 1), 8)
                   .arg(note);
    }
    const auto table = [&](const std::map<QString, QList<double>>& groups, int width) {
        for (const auto& [group, errors] : groups) {
            out << QStringLiteral("%1 %2 %3 %4\n")
                       .arg(group, -width)
                       .arg(errors.size(), 6)
                       .arg(QStringLiteral("%1%").arg(percentile(errors, 0.5) * 100.0, 0, 'f', 1), 8)
                       .arg(QStringLiteral("%1%").arg(percentile(errors, 0.9) * 100.0, 0, 'f', 1), 8);
        }
    };
    out << "\nAbsolute error        rows   median      p90\n";
    table(byGroup, 20);
    out << "\nThe allocator's reserve, fitted or replayed  rows   median      p90\n";
    table(replayGroups, 42);
    if (qEnvironmentVariableIsSet("RENTPLAN_RESERVE_FIT_DATA")) // id, tensors, churn, context, measured (GB)
        out << "\nReserve fit data\n" << fitDataText;
    out << "\nExpressed " << expressed << " of " << rows.size() << " rows. Not expressible:\n";
    for (const auto& [id, reason] : skipped)
        out << QStringLiteral("%1  %2\n").arg(id, 4).arg(reason);
    return 0;
}
