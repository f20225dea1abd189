#pragma once

#include "ledger/JobRecord.h"

#include <nlohmann/json.hpp>

namespace rp::job_json {

// A job as the JSON export and `ledger list --json` write it: the CSV column
// names as keys, numbers as numbers, unknown optional values as null.
nlohmann::ordered_json toJson(const JobRecord& job);
// Reads one job; throws InputException with the JSON path of the bad key.
JobRecord fromJson(const nlohmann::json& object, const QString& path);

} // namespace rp::job_json
