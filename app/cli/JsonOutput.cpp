#include "cli/JsonOutput.h"

namespace rp::cli {

void printJson(QTextStream& out, const nlohmann::json& document)
{
    out << QString::fromStdString(document.dump(2)) << '\n';
}

} // namespace rp::cli
