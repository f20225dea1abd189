#pragma once

#include "models/plan/ProcurementTerms.h"

#include <nlohmann/json.hpp>

namespace rp::procurement_terms_json {

// Reads the terms' keys of the `project` object at `path` (tax_included, tax_rate, payment_terms,
// region, data_residency, quote_valid_until); throws InputException naming the JSON path of the
// first bad value. Absent or null keys are not stated.
ProcurementTerms read(const nlohmann::json& project, const QString& path);
// Writes the terms into `project` (the object as read): a key whose value did not change keeps its
// text exactly as read, an unset one is removed (a null stays).
void write(const ProcurementTerms& terms, nlohmann::json& project);

} // namespace rp::procurement_terms_json
