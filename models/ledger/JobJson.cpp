#include "models/ledger/JobJson.h"

#include "models/common/JsonInput.h"
#include "models/ledger/JobFields.h"

namespace rp::job_json {

using job_fields::Field;
using Json = nlohmann::ordered_json;

nlohmann::ordered_json toJson(const JobRecord& job)
{
    Json object;
    for (int i = 0; i < job_fields::kFieldCount; ++i) {
        const Field field = job_fields::fieldAt(i);
        const char* key = job_fields::name(field);
        const QString text = job_fields::text(job, field);
        if (text.isEmpty()
            && (field == Field::BusyHours || field == Field::PlannedCost || field == Field::PlannedHours
                || field == Field::Plan || field == Field::Phase)) {
            object[key] = nullptr;
            continue;
        }
        switch (field) {
        case Field::Cards:
            object[key] = job.cards;
            break;
        case Field::BilledHours:
            object[key] = job.billedHours;
            break;
        case Field::Cost:
            object[key] = job.cost;
            break;
        case Field::BusyHours:
            object[key] = *job.busyHours;
            break;
        case Field::PlannedCost:
            object[key] = *job.plannedCost;
            break;
        case Field::PlannedHours:
            object[key] = *job.plannedHours;
            break;
        default:
            object[key] = text.toStdString();
        }
    }
    return object;
}

FieldTexts fieldTexts(const nlohmann::json& object, const QString& path)
{
    json_input::requireObject(object, path);
    FieldTexts texts;
    for (int i = 0; i < job_fields::kFieldCount; ++i) {
        const Field field = job_fields::fieldAt(i);
        const char* key = job_fields::name(field);
        const auto it = object.find(key);
        if (it == object.end() || it->is_null())
            continue;
        const QString keyPath = json_input::childPath(path, key);
        if (job_fields::kind(field) == job_fields::Kind::Number)
            texts[i] = job_fields::formatNumber(json_input::toNumber(*it, keyPath, -1e300, 1e300));
        else if (job_fields::kind(field) == job_fields::Kind::Count)
            texts[i] = QByteArray::number(json_input::toInteger(*it, keyPath, 0, job_fields::kMaxCards));
        else
            texts[i] = json_input::toString(*it, keyPath).toUtf8();
    }
    return texts;
}

} // namespace rp::job_json
