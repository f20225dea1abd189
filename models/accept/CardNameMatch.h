#pragma once

#include <QString>

#include <optional>

namespace rp::accept {

// Whether the name nvidia-smi prints ("NVIDIA A100-SXM4-80GB", "NVIDIA H100 80GB HBM3", the catalog's smi_name)
// is the catalog card `cardId`. nullopt when the table cut the name short ("NVIDIA GeForce RTX ...").
std::optional<bool> cardNameMatches(const QString& cardId, const QString& smiName);
// The catalog id of a name, or empty when the catalog has no such card.
QString cardIdForName(const QString& smiName);
// Display adapters (e.g. "NVIDIA DGX Display") are listed by -L but are not compute cards.
bool isDisplayAdapter(const QString& smiName);

} // namespace rp::accept
