#pragma once

#include "models/arch/ModelArch.h"
#include "models/catalog/CardFit.h"
#include "models/memory/MemoryEstimate.h"

#include <QTextStream>

namespace rp::cli {

// The text form of `rentplan estimate`: title, assumptions, the per-GPU
// breakdown, the card table with its alternatives, warnings.
void printEstimateText(QTextStream& out, const ModelArch& arch, const EstimateInput& input,
    const MemoryEstimate& estimate, const QList<CardFit>& fits);

} // namespace rp::cli
