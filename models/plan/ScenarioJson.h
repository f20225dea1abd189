#pragma once

#include "models/plan/Offer.h"
#include "models/plan/Scenario.h"
#include "models/plan/SelfBuild.h"

namespace rp::scenario_json {

// Reads `scenarios`: names unique and not empty; phases checked against the plan's offers.
QList<Scenario> readList(const nlohmann::json& value, const QString& path, const QList<Offer>& offers);
nlohmann::json writeList(const QList<Scenario>& scenarios, const std::optional<SelfBuild>& selfBuild);

} // namespace rp::scenario_json
