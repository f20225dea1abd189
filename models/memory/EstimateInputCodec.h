#pragma once

#include "models/memory/EstimateInput.h"

#include <QByteArray>

namespace rp {

// Estimator inputs as JSON text, for restoring the last session. Reading is
// forgiving on purpose: a stale or hand-edited setting falls back to the
// default field by field instead of losing everything.
QByteArray encodeEstimateInput(const EstimateInput& input);
EstimateInput decodeEstimateInput(const QByteArray& json);

} // namespace rp
