#include "models/memory/EstimateInput.h"

#include <QCoreApplication>
#include <QVersionNumber>

namespace rp {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(EstimateInput)
};

} // namespace

namespace names {

namespace {

template <typename E> QString nameOf(E value, const QStringList& all)
{
    return all.value(int(value));
}

template <typename E> std::optional<E> parseOf(const QString& s, const QStringList& all)
{
    const qsizetype i = all.indexOf(s);
    if (i < 0)
        return std::nullopt;
    return E(i);
}

} // namespace

// Order matches the enum declarations.
QStringList tasks()
{
    return { QStringLiteral("inference"), QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora") };
}
QStringList weightDtypes()
{
    return { QStringLiteral("fp32"), QStringLiteral("bf16"), QStringLiteral("fp16"), QStringLiteral("fp8"),
        QStringLiteral("int8"), QStringLiteral("int4"), QStringLiteral("nf4"), QStringLiteral("nf4-nodq"),
        QStringLiteral("fp4") };
}
QStringList kvDtypes()
{
    return { QStringLiteral("bf16"), QStringLiteral("fp8"), QStringLiteral("fp32") };
}
QStringList optimizers()
{
    return { QStringLiteral("adamw"), QStringLiteral("adamw8bit"), QStringLiteral("sgd"),
        QStringLiteral("paged-adamw8bit"), QStringLiteral("paged-adamw"), QStringLiteral("sgd-nomomentum") };
}
QStringList precisions()
{
    return { QStringLiteral("mixed"), QStringLiteral("bf16") };
}
QStringList recomputes()
{
    return { QStringLiteral("none"), QStringLiteral("selective"), QStringLiteral("full") };
}
QStringList losses()
{
    return { QStringLiteral("standard"), QStringLiteral("chunked"), QStringLiteral("fused"),
        QStringLiteral("standard-kept") };
}
QStringList loraTargets()
{
    return { QStringLiteral("qv"), QStringLiteral("all") };
}
QStringList attentions()
{
    return { QStringLiteral("sdpa"), QStringLiteral("eager") };
}
QStringList metrics()
{
    return { QStringLiteral("allocated"), QStringLiteral("reserved"), QStringLiteral("device") };
}
QStringList materializations()
{
    return { QStringLiteral("layer"), QStringLiteral("model") };
}
QStringList loaders()
{
    return { QStringLiteral("peft"), QStringLiteral("transformers") };
}
QStringList sharders()
{
    return { QStringLiteral("fsdp"), QStringLiteral("deepspeed") };
}
QStringList unitGradsNames()
{
    return { QStringLiteral("trained"), QStringLiteral("whole") };
}
QStringList offloads()
{
    return { QStringLiteral("optimizer"), QStringLiteral("params"), QStringLiteral("activations") };
}

QString task(Task v)
{
    return nameOf(v, tasks());
}
QString weightDtype(WeightDtype v)
{
    return nameOf(v, weightDtypes());
}
QString kvDtype(KvDtype v)
{
    return nameOf(v, kvDtypes());
}
QString optimizer(Optimizer v)
{
    return nameOf(v, optimizers());
}
QString precision(Precision v)
{
    return nameOf(v, precisions());
}
QString recompute(Recompute v)
{
    return nameOf(v, recomputes());
}
QString loss(LossKind v)
{
    return nameOf(v, losses());
}
QString loraTargets(LoraTargets v)
{
    return nameOf(v, loraTargets());
}
QString attention(Attention v)
{
    return nameOf(v, attentions());
}
QString metric(Metric v)
{
    return nameOf(v, metrics());
}
QString materialize(Materialize v)
{
    return nameOf(v, materializations());
}
QString loader(Loader v)
{
    return nameOf(v, loaders());
}
QString sharder(Sharder v)
{
    return nameOf(v, sharders());
}
QString unitGrads(UnitGrads v)
{
    return nameOf(v, unitGradsNames());
}
QString bnbRelease(BnbRelease v)
{
    return v == BnbRelease::UpTo0431 ? QStringLiteral("0.43.1") : QStringLiteral("current");
}

std::optional<Task> parseTask(const QString& s)
{
    return parseOf<Task>(s, tasks());
}
std::optional<WeightDtype> parseWeightDtype(const QString& s)
{
    return parseOf<WeightDtype>(s, weightDtypes());
}
std::optional<KvDtype> parseKvDtype(const QString& s)
{
    return parseOf<KvDtype>(s, kvDtypes());
}
std::optional<Optimizer> parseOptimizer(const QString& s)
{
    return parseOf<Optimizer>(s, optimizers());
}
std::optional<Precision> parsePrecision(const QString& s)
{
    return parseOf<Precision>(s, precisions());
}
std::optional<Recompute> parseRecompute(const QString& s)
{
    return parseOf<Recompute>(s, recomputes());
}
std::optional<LossKind> parseLoss(const QString& s)
{
    return parseOf<LossKind>(s, losses());
}
std::optional<LoraTargets> parseLoraTargets(const QString& s)
{
    return parseOf<LoraTargets>(s, loraTargets());
}
std::optional<Attention> parseAttention(const QString& s)
{
    return parseOf<Attention>(s, attentions());
}
std::optional<Metric> parseMetric(const QString& s)
{
    return parseOf<Metric>(s, metrics());
}
std::optional<Materialize> parseMaterialize(const QString& s)
{
    return parseOf<Materialize>(s, materializations());
}
std::optional<Loader> parseLoader(const QString& s)
{
    return parseOf<Loader>(s, loaders());
}
std::optional<Sharder> parseSharder(const QString& s)
{
    return parseOf<Sharder>(s, sharders());
}
std::optional<UnitGrads> parseUnitGrads(const QString& s)
{
    return parseOf<UnitGrads>(s, unitGradsNames());
}
std::optional<BnbRelease> parseBnbRelease(const QString& s)
{
    if (s == QLatin1String("current"))
        return BnbRelease::Current;
    qsizetype end = 0;
    const QVersionNumber v = QVersionNumber::fromString(s, &end);
    if (v.segmentCount() < 2 || end != s.size())
        return std::nullopt;
    return v < QVersionNumber(0, 43, 2) ? BnbRelease::UpTo0431 : BnbRelease::Current;
}

} // namespace names

QList<QPair<QString, QString>> EstimateInput::checked() const
{
    QList<QPair<QString, QString>> out;
    if (tp < 1 || gpus < 1)
        out.append({ QStringLiteral("--tp"), Text::tr("GPUs in total and Tensor parallel must be at least 1") });
    else if (gpus % tp != 0)
        out.append({ QStringLiteral("--tp"),
            Text::tr("Tensor parallel (%1) must divide the GPU count (%2)").arg(tp).arg(gpus) });
    else if (pp < 1)
        out.append({ QStringLiteral("--pp"), Text::tr("Pipeline stages must be at least 1") });
    else if (gpus % (tp * pp) != 0)
        out.append({ QStringLiteral("--pp"),
            Text::tr("Tensor parallel × pipeline stages (%1 × %2) must divide the GPU count (%3)")
                .arg(tp)
                .arg(pp)
                .arg(gpus) });
    if (zero < 0 || zero > 3)
        out.append({ QStringLiteral("--zero"), Text::tr("ZeRO stage must be 0, 1, 2 or 3") });
    if (task == Task::Qlora && weights && *weights != WeightDtype::Nf4 && *weights != WeightDtype::Nf4NoDq
        && *weights != WeightDtype::Fp4 && *weights != WeightDtype::Int4)
        out.append({ QStringLiteral("--weights"),
            Text::tr("QLoRA keeps its base weights in 4 bits: Weights must be NF4, FP4 or int4") });
    if (!(loraDropout >= 0.0 && loraDropout < 1.0))
        out.append({ QStringLiteral("--lora-dropout"),
            Text::tr("LoRA dropout (%1) must be at least 0 and below 1").arg(loraDropout) });
    if (shardUnitLayers < 1)
        out.append({ QStringLiteral("--shard-unit"), Text::tr("Layers per sharded unit must be at least 1") });
    if (gradAccumulation < 1)
        out.append(
            { QStringLiteral("--grad-accum"), Text::tr("Gradient accumulation must be at least 1 micro-batch") });
    if (offloadParams && zero != 3 && isTraining())
        out.append(
            { QStringLiteral("--offload"), Text::tr("Offloading parameters needs ZeRO stage 3 (sharded weights)") });
    return out;
}

QStringList EstimateInput::problems() const
{
    QStringList out;
    for (const auto& [option, message] : checked())
        out.append(message);
    return out;
}

QStringList EstimateInput::optionProblems() const
{
    QStringList out;
    for (const auto& [option, message] : checked())
        out.append(option + u": " + message);
    return out;
}

} // namespace rp
