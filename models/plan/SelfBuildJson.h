#pragma once

#include "models/plan/SelfBuild.h"

namespace rp::self_build_json {

// Reads the self_build object; throws InputException naming the JSON path of the first bad value.
SelfBuild read(const nlohmann::json& value, const QString& path);
nlohmann::json write(const SelfBuild& selfBuild);

} // namespace rp::self_build_json
