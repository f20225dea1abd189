#include "cli/JsonOutput.h"

namespace rp::cli {

void printJson(QTextStream& out, const nlohmann::json& document)
{
    out << QString::fromStdString(document.dump(2)) << '\n';
}

nlohmann::json jsonStrings(const QStringList& list)
{
    nlohmann::json array = nlohmann::json::array();
    for (const QString& s : list)
        array.push_back(s.toStdString());
    return array;
}

} // namespace rp::cli
