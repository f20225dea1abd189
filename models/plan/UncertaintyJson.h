#pragma once

#include "models/plan/Uncertainty.h"

#include <QString>

namespace rp::uncertainty_json {

// Which factors a place in the plan may state: a phase states only its own (MFU, work, reruns,
// rounds); the lead time and price changes belong to the whole project.
enum class Scope { Project, Phase };

// Reads an `uncertainty` object; throws InputException naming the JSON path of a bad value.
Uncertainty read(const nlohmann::json& value, const QString& path, Scope scope);
nlohmann::json write(const Uncertainty& uncertainty);

} // namespace rp::uncertainty_json
