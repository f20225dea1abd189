#include "models/plan/WorkloadJson.h"

#include "models/arch/ModelPresets.h"
#include "models/arch/ShapeInference.h"
#include "models/common/JsonInput.h"
#include "models/memory/EstimateInputCodec.h"

namespace rp::workload_json {

namespace ji = json_input;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PlanFormat)
};

// The estimator settings, with the keys the Estimator tab saves them under, read by the estimator's
// own codec so the two never drift apart. The codec is forgiving (a bad value falls back to its
// default); here a value it did not keep is an error naming its path. Keys it does not know are
// kept, as everywhere in the plan file.
EstimateInput readEstimate(const nlohmann::json& value, const QString& path)
{
    ji::requireObject(value, path);
    const EstimateInput in = decodeEstimateInput(QByteArray::fromStdString(value.dump()));
    const nlohmann::json kept = nlohmann::json::parse(encodeEstimateInput(in).toStdString());
    // The codec writes these only when set: a value it could not read leaves them out of `kept`.
    const auto writtenWhenSet = [](const std::string& key) { return key == "weights" || key == "recompute"; };
    for (auto it = value.begin(); it != value.end(); ++it) {
        const auto known = kept.find(it.key());
        if (it->is_null() || (known == kept.end() && !writtenWhenSet(it.key()))
            || (known != kept.end() && *known == *it))
            continue;
        ji::fail(ji::childPath(path, it.key().c_str()),
            Text::tr("%1 is not a valid value for this setting (see rentplan estimate --help)")
                .arg(QString::fromStdString(it->dump())));
    }
    const QStringList problems = in.problems();
    if (!problems.isEmpty())
        ji::fail(path, problems.join(u"; "));
    return in;
}

// A count that must be above zero when given ("zero or negative tokens" are refused).
double positiveOr(const nlohmann::json& value, const QString& path, const char* key)
{
    const double v = ji::numberOr(value, path, key, 0, 0, 1e18);
    if (value.contains(key) && !value[key].is_null() && v <= 0)
        ji::fail(ji::childPath(path, key), Text::tr("must be above zero"));
    return v;
}

} // namespace

Workload read(const nlohmann::json& value, const QString& path)
{
    ji::requireObject(value, path);
    Workload w;
    w.source = value;
    w.preset = ji::stringOr(value, path, "model", {});
    if (!w.preset.isEmpty() && !ModelPresets::find(w.preset))
        ji::fail(ji::childPath(path, "model"),
            Text::tr("unknown model \"%1\"; known: %2").arg(w.preset, ModelPresets::ids().join(u", ")));
    if (const auto it = value.find("params"); it != value.end() && !it->is_null()) {
        const QString p = ji::childPath(path, "params");
        const std::optional<std::int64_t> count = it->is_string()
            ? parseParameterCount(ji::toString(*it, p))
            : std::optional<std::int64_t>(ji::toInteger(*it, p, 1, std::int64_t(1e15)));
        if (!count)
            ji::fail(p, Text::tr("expected a count such as 7e9 or \"7B\""));
        w.params = *count;
    }
    if (const auto it = value.find("estimate"); it != value.end() && !it->is_null())
        w.estimate = readEstimate(*it, ji::childPath(path, "estimate"));
    w.tokens = positiveOr(value, path, "tokens");
    w.tokensIn = positiveOr(value, path, "tokens_in");
    w.tokensOut = positiveOr(value, path, "tokens_out");
    w.dataGb = positiveOr(value, path, "data_gb");
    w.throughputGbPerHour = positiveOr(value, path, "throughput_gb_per_hour");
    if (value.contains("mfu") && !value["mfu"].is_null())
        w.mfu = ji::number(value, path, "mfu", 0.01, 1);
    w.decodeEfficiency = ji::numberOr(value, path, "decode_efficiency", 0.7, 0.01, 1);

    const int kinds = int(w.isTraining()) + int(w.isInference()) + int(w.isData());
    if (kinds != 1)
        ji::fail(path,
            Text::tr("give exactly one of: \"tokens\" (training), \"tokens_in\"/\"tokens_out\" "
                     "(inference or evaluation), \"data_gb\" (data preparation)"));
    if (!w.isData() && w.preset.isEmpty() == (w.params == 0))
        ji::fail(path, Text::tr("give the model either as \"model\" (a preset) or as \"params\" (a count)"));
    if (w.isTraining() && !w.estimate.isTraining())
        ji::fail(ji::childPath(ji::childPath(path, "estimate"), "task"),
            Text::tr("training tokens need a training task (full, lora or qlora)"));
    if (w.isInference() && w.estimate.isTraining())
        ji::fail(ji::childPath(ji::childPath(path, "estimate"), "task"),
            Text::tr("tokens in and out need the inference task"));
    if (w.isData() && w.throughputGbPerHour <= 0)
        ji::fail(ji::childPath(path, "throughput_gb_per_hour"), Text::tr("is missing"));
    return w;
}

nlohmann::json write(const Workload& w)
{
    nlohmann::json out = w.source.is_object() ? w.source : nlohmann::json::object();
    out.erase("model");
    out.erase("params");
    if (!w.preset.isEmpty())
        out["model"] = w.preset.toStdString();
    else if (w.params > 0)
        out["params"] = w.params;
    out["estimate"] = nlohmann::json::parse(encodeEstimateInput(w.estimate).toStdString());
    auto optional = [&](const char* key, double v) {
        if (v > 0)
            out[key] = v;
        else
            out.erase(key);
    };
    optional("tokens", w.tokens);
    optional("tokens_in", w.tokensIn);
    optional("tokens_out", w.tokensOut);
    optional("data_gb", w.dataGb);
    optional("throughput_gb_per_hour", w.throughputGbPerHour);
    if (w.mfu)
        out["mfu"] = *w.mfu;
    else
        out.erase("mfu");
    out["decode_efficiency"] = w.decodeEfficiency;
    return out;
}

} // namespace rp::workload_json
