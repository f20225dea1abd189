#pragma once

#include "models/plan/Phase.h"

namespace rp::workload_json {

// Reads a phase's `workload`; throws InputException naming the JSON path of the first bad value.
Workload read(const nlohmann::json& value, const QString& path);
nlohmann::json write(const Workload& workload);

} // namespace rp::workload_json
