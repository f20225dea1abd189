#pragma once

#include <QString>
#include <QTextStream>

#include <nlohmann/json.hpp>

namespace rp::cli {

// Prints a JSON document the way every --json command does: indented, UTF-8, one trailing newline.
void printJson(QTextStream& out, const nlohmann::json& document);

} // namespace rp::cli
