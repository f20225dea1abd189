#pragma once

#include "models/plan/Offer.h"

namespace rp::offer_json {

// Reads offers[i]; throws InputException naming the JSON path of the first bad value.
// The card must exist in the built-in catalog.
Offer read(const nlohmann::json& value, const QString& path);
// The offer's source object with every known key overwritten.
nlohmann::json write(const Offer& offer);

} // namespace rp::offer_json
