#include "memory/EstimateInput.h"

#include <QCoreApplication>

namespace rp {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(EstimateInput)
};

} // namespace

namespace names {

namespace {

template <typename E>
QString nameOf(E value, const QStringList& all)
{
    return all.value(int(value));
}

template <typename E>
std::optional<E> parseOf(const QString& s, const QStringList& all)
{
    const qsizetype i = all.indexOf(s);
    if (i < 0)
        return std::nullopt;
    return E(i);
}

} // namespace

// Order matches the enum declarations.
QStringList tasks() { return { QStringLiteral("inference"), QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora") }; }
QStringList weightDtypes()
{
    return { QStringLiteral("fp32"), QStringLiteral("bf16"), QStringLiteral("fp16"), QStringLiteral("fp8"),
        QStringLiteral("int8"), QStringLiteral("int4"), QStringLiteral("nf4") };
}
QStringList kvDtypes() { return { QStringLiteral("bf16"), QStringLiteral("fp8") }; }
QStringList optimizers() { return { QStringLiteral("adamw"), QStringLiteral("adamw8bit"), QStringLiteral("sgd") }; }
QStringList precisions() { return { QStringLiteral("mixed"), QStringLiteral("bf16") }; }
QStringList recomputes() { return { QStringLiteral("none"), QStringLiteral("selective"), QStringLiteral("full") }; }
QStringList losses() { return { QStringLiteral("standard"), QStringLiteral("chunked") }; }
QStringList loraTargets() { return { QStringLiteral("qv"), QStringLiteral("all") }; }

QString task(Task v) { return nameOf(v, tasks()); }
QString weightDtype(WeightDtype v) { return nameOf(v, weightDtypes()); }
QString kvDtype(KvDtype v) { return nameOf(v, kvDtypes()); }
QString optimizer(Optimizer v) { return nameOf(v, optimizers()); }
QString precision(Precision v) { return nameOf(v, precisions()); }
QString recompute(Recompute v) { return nameOf(v, recomputes()); }
QString loss(LossKind v) { return nameOf(v, losses()); }
QString loraTargets(LoraTargets v) { return nameOf(v, loraTargets()); }

std::optional<Task> parseTask(const QString& s) { return parseOf<Task>(s, tasks()); }
std::optional<WeightDtype> parseWeightDtype(const QString& s) { return parseOf<WeightDtype>(s, weightDtypes()); }
std::optional<KvDtype> parseKvDtype(const QString& s) { return parseOf<KvDtype>(s, kvDtypes()); }
std::optional<Optimizer> parseOptimizer(const QString& s) { return parseOf<Optimizer>(s, optimizers()); }
std::optional<Precision> parsePrecision(const QString& s) { return parseOf<Precision>(s, precisions()); }
std::optional<Recompute> parseRecompute(const QString& s) { return parseOf<Recompute>(s, recomputes()); }
std::optional<LossKind> parseLoss(const QString& s) { return parseOf<LossKind>(s, losses()); }
std::optional<LoraTargets> parseLoraTargets(const QString& s) { return parseOf<LoraTargets>(s, loraTargets()); }

} // namespace names

QStringList EstimateInput::problems() const
{
    QStringList out;
    if (tp < 1 || gpus < 1)
        out.append(Text::tr("gpus and tp must be at least 1"));
    else if (gpus % tp != 0)
        out.append(Text::tr("gpus (%1) must be a multiple of tp (%2)").arg(gpus).arg(tp));
    if (zero < 0 || zero > 3)
        out.append(Text::tr("zero must be 0, 1, 2 or 3"));
    if (task == Task::Qlora && weights && *weights != WeightDtype::Nf4 && *weights != WeightDtype::Int4)
        out.append(Text::tr("QLoRA keeps its base weights in 4 bits: weights must be nf4 or int4"));
    return out;
}

} // namespace rp
