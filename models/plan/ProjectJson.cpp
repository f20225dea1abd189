#include "models/plan/ProjectJson.h"

#include "models/common/JsonInput.h"
#include "models/plan/PhaseKinds.h"
#include "models/plan/PlanLimits.h"
#include "models/plan/ProcurementTermsJson.h"
#include "models/plan/SelfBuildJson.h"
#include "models/plan/UncertaintyJson.h"

namespace rp::project_json {

namespace ji = json_input;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PlanFormat)
};

} // namespace

Project read(const nlohmann::json& value, const QString& path, std::optional<SelfBuild>& selfBuild)
{
    ji::requireObject(value, path);
    Project p;
    p.source = value;
    p.startDate = ji::optionalDate(value, path, "start_date").value_or(QDate());
    p.deadline = ji::optionalDate(value, path, "deadline");
    if (p.deadline && !p.startDate.isValid())
        ji::fail(ji::childPath(path, "start_date"), Text::tr("a deadline needs a start date"));
    if (p.deadline && *p.deadline < p.startDate)
        ji::fail(ji::childPath(path, "deadline"), Text::tr("is before the start date"));
    const QString profile = ji::stringOr(value, path, "team_profile", QStringLiteral("exploring"));
    const auto parsed = PhaseKinds::profileFromKey(profile);
    if (!parsed)
        ji::fail(ji::childPath(path, "team_profile"),
            Text::tr("unknown profile \"%1\"; expected one of: %2")
                .arg(profile, PhaseKinds::profileKeys().join(u", ")));
    p.teamProfile = *parsed;
    if (const auto it = value.find("self_build"); it != value.end() && !it->is_null()) {
        selfBuild = self_build_json::read(*it, ji::childPath(path, "self_build"));
        p.selfBuildHere = true;
    }
    if (const auto it = value.find("default_utilization"); it != value.end() && !it->is_null()) {
        const QString at = ji::childPath(path, "default_utilization");
        ji::requireObject(*it, at);
        for (auto kind = it->begin(); kind != it->end(); ++kind) {
            const QString key = QString::fromStdString(kind.key());
            const auto parsedKind = PhaseKinds::fromKey(key);
            if (!parsedKind)
                ji::fail(ji::childPath(at, kind.key().c_str()),
                    Text::tr("unknown phase kind \"%1\"; expected one of: %2")
                        .arg(key, PhaseKinds::keys().join(u", ")));
            const double u = ji::toNumber(kind.value(), ji::childPath(at, kind.key().c_str()), 0, 1);
            if (u <= 0)
                ji::fail(ji::childPath(at, kind.key().c_str()), Text::tr("must be above 0 and at most 1"));
            p.defaultUtilization.insert(*parsedKind, u);
        }
    }
    if (const auto it = value.find("delay_cost_per_day"); it != value.end() && !it->is_null()) {
        p.delayCostPerDay = ji::number(value, path, "delay_cost_per_day", 0, limits::kMaxMoney);
        if (selfBuild)
            selfBuild->delayCostPerDay = *p.delayCostPerDay;
    }
    p.terms = procurement_terms_json::read(value, path);
    if (const auto it = value.find("uncertainty"); it != value.end() && !it->is_null())
        p.uncertainty
            = uncertainty_json::read(*it, ji::childPath(path, "uncertainty"), uncertainty_json::Scope::Project);
    if (const auto it = value.find("budget"); it != value.end() && !it->is_null()) {
        p.budget = ji::number(value, path, "budget", 0, limits::kMaxMoney);
        if (*p.budget <= 0)
            ji::fail(ji::childPath(path, "budget"), Text::tr("must be above 0"));
    }
    if (const auto it = value.find("budget_percentile"); it != value.end() && !it->is_null())
        p.budgetPercentile = ji::number(value, path, "budget_percentile", 1, 99);
    return p;
}

nlohmann::json write(const Project& p, const std::optional<SelfBuild>& selfBuild)
{
    nlohmann::json out = p.source.is_object() ? p.source : nlohmann::json::object();
    auto optionalDate = [&](const char* key, const std::optional<QDate>& d) {
        if (d && d->isValid())
            out[key] = d->toString(Qt::ISODate).toStdString();
        else
            out.erase(key);
    };
    optionalDate("start_date", p.startDate.isValid() ? std::optional<QDate>(p.startDate) : std::nullopt);
    optionalDate("deadline", p.deadline);
    out["team_profile"] = PhaseKinds::profileKey(p.teamProfile).toStdString();
    if (p.defaultUtilization.isEmpty()) {
        out.erase("default_utilization");
    } else {
        nlohmann::json defaults = nlohmann::json::object();
        for (auto it = p.defaultUtilization.cbegin(); it != p.defaultUtilization.cend(); ++it)
            defaults[PhaseKinds::key(it.key()).toStdString()] = it.value();
        out["default_utilization"] = defaults;
    }
    if (p.delayCostPerDay || (p.selfBuildHere && selfBuild))
        out["delay_cost_per_day"] = selfBuild ? selfBuild->delayCostPerDay : p.delayCostPerDay.value_or(0);
    else
        out.erase("delay_cost_per_day");
    if (p.selfBuildHere && selfBuild)
        out["self_build"] = self_build_json::write(*selfBuild);
    else
        out.erase("self_build");
    procurement_terms_json::write(p.terms, out);
    if (p.uncertainty)
        out["uncertainty"] = uncertainty_json::write(*p.uncertainty);
    else
        out.erase("uncertainty");
    auto optionalNumber = [&](const char* key, const std::optional<double>& v) {
        if (v)
            out[key] = *v;
        else
            out.erase(key);
    };
    optionalNumber("budget", p.budget);
    optionalNumber("budget_percentile", p.budgetPercentile);
    return out;
}

} // namespace rp::project_json
