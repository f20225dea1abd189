#pragma once

#include "models/plan/Project.h"
#include "models/plan/SelfBuild.h"

#include <optional>

namespace rp::project_json {

// Reads `project`; its `self_build`, when present, replaces `selfBuild` (the top-level one of
// older files), and its `delay_cost_per_day` is copied into it so the Billing tab costs the same delay.
Project read(const nlohmann::json& value, const QString& path, std::optional<SelfBuild>& selfBuild);
nlohmann::json write(const Project& project, const std::optional<SelfBuild>& selfBuild);

} // namespace rp::project_json
