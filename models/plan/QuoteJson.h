#pragma once

#include "models/plan/Plan.h"
#include "models/plan/Quote.h"

namespace rp::quote_json {

// Reads quotes[i]; throws InputException naming the JSON path of the first bad value.
Quote read(const nlohmann::json& value, const QString& path);
nlohmann::json write(const Quote& quote);

// The plan's quote section ("quotes", "required_driver"), called from PlanFormat.
void readSection(const nlohmann::json& document, Plan& plan);
void writeSection(const Plan& plan, nlohmann::json& document);

} // namespace rp::quote_json
