#pragma once

#include "planner/ProjectResult.h"

#include <nlohmann/json.hpp>

namespace rp::cli {

// `rentplan plan --json`: the keys issue #8 fixes, plus a few more per phase and strategy.
nlohmann::json planJson(const ProjectResult& result);

} // namespace rp::cli
