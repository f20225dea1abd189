#include "models/plan/ScenarioJson.h"

#include "models/common/JsonInput.h"
#include "models/plan/PhaseJson.h"
#include "models/plan/PlanLimits.h"
#include "models/plan/ProjectJson.h"

namespace rp::scenario_json {

namespace ji = json_input;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PlanFormat)
};

} // namespace

QList<Scenario> readList(const nlohmann::json& value, const QString& path, const QList<Offer>& offers)
{
    ji::requireArray(value, path, limits::kMaxScenarios);
    QList<Scenario> out;
    for (std::size_t i = 0; i < value.size(); ++i) {
        const QString itemPath = ji::indexPath(path, qsizetype(i));
        const nlohmann::json& item = value.at(i);
        ji::requireObject(item, itemPath);
        Scenario s;
        s.source = item;
        s.name = ji::string(item, itemPath, "name").trimmed();
        if (s.name.isEmpty())
            ji::fail(ji::childPath(itemPath, "name"), Text::tr("must not be empty"));
        for (const Scenario& other : out) {
            if (other.name == s.name)
                ji::fail(ji::childPath(itemPath, "name"), Text::tr("\"%1\" names another scenario").arg(s.name));
        }
        if (item.contains("phases") && !item["phases"].is_null())
            s.phases = phase_json::readList(item["phases"], ji::childPath(itemPath, "phases"), offers);
        if (item.contains("project") && !item["project"].is_null()) {
            // A scenario's own hardware settings are not supported: the plan's self_build is shared.
            std::optional<SelfBuild> ignored;
            s.project = project_json::read(item["project"], ji::childPath(itemPath, "project"), ignored);
            s.project->selfBuildHere = false;
        }
        out.append(std::move(s));
    }
    return out;
}

nlohmann::json writeList(const QList<Scenario>& scenarios, const std::optional<SelfBuild>& selfBuild)
{
    nlohmann::json out = nlohmann::json::array();
    for (const Scenario& s : scenarios) {
        nlohmann::json item = s.source.is_object() ? s.source : nlohmann::json::object();
        item["name"] = s.name.toStdString();
        item["phases"] = phase_json::writeList(s.phases);
        if (s.project)
            item["project"] = project_json::write(*s.project, selfBuild);
        else
            item.erase("project");
        out.push_back(std::move(item));
    }
    return out;
}

} // namespace rp::scenario_json
