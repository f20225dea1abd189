#pragma once

#include "models/accept/AcceptanceReport.h"

#include <QTextStream>

#include <nlohmann/json.hpp>

namespace rp::cli::accept_text {

// The acceptance report as a table per machine, and as JSON (keys in docs/acceptance.md).
void print(QTextStream& out, const accept::AcceptanceReport& report);
nlohmann::json toJson(const accept::AcceptanceReport& report);

} // namespace rp::cli::accept_text
