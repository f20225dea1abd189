#pragma once

#include "models/ledger/JobFields.h"
#include "models/ledger/JobRecord.h"

#include <QByteArray>

#include <nlohmann/json.hpp>

#include <array>

namespace rp::job_json {

// A job as the JSON export and `ledger list --json` write it: the CSV column
// names as keys, numbers as numbers, unknown optional values as null.
nlohmann::ordered_json toJson(const JobRecord& job);
// One job's values as the text job_fields parses (the CSV cell it would be),
// after checking each JSON value's type; empty for absent or null. Throws
// InputException with the JSON path. The import validates these texts with the
// same parser as a CSV row (LedgerImporter).
using FieldTexts = std::array<QByteArray, job_fields::kFieldCount>;
FieldTexts fieldTexts(const nlohmann::json& object, const QString& path);

} // namespace rp::job_json
