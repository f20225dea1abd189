#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <nlohmann/json.hpp>

namespace rp::cli {

// Prints a JSON document the way every --json command does: indented, UTF-8, one trailing newline.
void printJson(QTextStream& out, const nlohmann::json& document);
// A list of texts as a JSON array of strings.
nlohmann::json jsonStrings(const QStringList& list);

} // namespace rp::cli
