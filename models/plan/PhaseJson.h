#pragma once

#include "models/plan/Offer.h"
#include "models/plan/Phase.h"

#include <QList>

namespace rp::phase_json {

// Reads phases[i]; throws InputException naming the JSON path of the first bad value: an
// unknown card or offer, an offer for another card, hours or tokens ≤ 0, utilization
// outside (0, 1], a start before the project start.
Phase read(const nlohmann::json& value, const QString& path, const QList<Offer>& offers);
// Reads a list of phases with unique ids.
QList<Phase> readList(const nlohmann::json& value, const QString& path, const QList<Offer>& offers);
nlohmann::json write(const Phase& phase);
nlohmann::json writeList(const QList<Phase>& phases);

} // namespace rp::phase_json
