#include "models/plan/UncertaintyJson.h"

#include "models/common/JsonInput.h"

#include <QCoreApplication>

namespace rp::uncertainty_json {

namespace ji = json_input;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PlanFormat)
};

// The range each factor's values may take: wide enough for any real project, narrow enough to
// catch a percentage typed as a whole number (40 for an MFU of 0.40).
struct Range {
    double min;
    double max;
    bool whole;
};

Triangle readTriangle(const nlohmann::json& object, const QString& path, const char* key, Range range)
{
    const QString at = ji::childPath(path, key);
    const nlohmann::json& value = object.at(key);
    ji::requireObject(value, at);
    auto read = [&](const char* part) {
        return range.whole ? double(ji::integer(value, at, part, qint64(range.min), qint64(range.max)))
                           : ji::number(value, at, part, range.min, range.max);
    };
    Triangle t { read("low"), read("mode"), read("high") };
    if (t.mode < t.low)
        ji::fail(ji::childPath(at, "mode"), Text::tr("%1 is below low (%2)").arg(t.mode).arg(t.low));
    if (t.high < t.mode)
        ji::fail(ji::childPath(at, "high"), Text::tr("%1 is below mode (%2)").arg(t.high).arg(t.mode));
    return t;
}

bool present(const nlohmann::json& value, const char* key)
{
    return value.contains(key) && !value.at(key).is_null();
}

nlohmann::json writeTriangle(const Triangle& t)
{
    return { { "low", t.low }, { "mode", t.mode }, { "high", t.high } };
}

} // namespace

Uncertainty read(const nlohmann::json& value, const QString& path, Scope scope)
{
    ji::requireObject(value, path);
    Uncertainty u;
    u.source = value;
    if (present(value, "mfu")) {
        u.mfu = readTriangle(value, path, "mfu", { 0, 1, false });
        if (u.mfu->low <= 0)
            ji::fail(ji::childPath(ji::childPath(path, "mfu"), "low"), Text::tr("must be above 0"));
    }
    if (present(value, "work")) {
        u.work = readTriangle(value, path, "work", { 0, 100, false });
        if (u.work->low <= 0)
            ji::fail(ji::childPath(ji::childPath(path, "work"), "low"), Text::tr("must be above 0"));
    }
    if (present(value, "rounds"))
        u.rounds = readTriangle(value, path, "rounds", { 1, 10000, true });
    if (present(value, "reruns")) {
        const QString at = ji::childPath(path, "reruns");
        const nlohmann::json& r = value.at("reruns");
        ji::requireObject(r, at);
        Reruns reruns;
        reruns.probability = ji::number(r, at, "probability", 0, 1);
        if (reruns.probability >= 1)
            ji::fail(ji::childPath(at, "probability"), Text::tr("must be below 1: a run that always fails never ends"));
        reruns.max = int(ji::integer(r, at, "max", 0, 10));
        u.reruns = reruns;
    }
    for (const char* key : { "lead_time_days", "price_change" }) {
        if (present(value, key) && scope == Scope::Phase)
            ji::fail(
                ji::childPath(path, key), Text::tr("belongs to the whole project: state it in project.uncertainty"));
    }
    if (present(value, "lead_time_days"))
        u.leadTimeDays = readTriangle(value, path, "lead_time_days", { 0, 3650, false });
    if (present(value, "price_change"))
        u.priceChange = readTriangle(value, path, "price_change", { -0.9, 10, false });
    return u;
}

nlohmann::json write(const Uncertainty& u)
{
    nlohmann::json out = u.source.is_object() ? u.source : nlohmann::json::object();
    auto triangle = [&](const char* key, const std::optional<Triangle>& t) {
        if (t)
            out[key] = writeTriangle(*t);
        else
            out.erase(key);
    };
    triangle("mfu", u.mfu);
    triangle("work", u.work);
    triangle("rounds", u.rounds);
    triangle("lead_time_days", u.leadTimeDays);
    triangle("price_change", u.priceChange);
    if (u.reruns)
        out["reruns"] = { { "probability", u.reruns->probability }, { "max", u.reruns->max } };
    else
        out.erase("reruns");
    return out;
}

} // namespace rp::uncertainty_json
