#include "cli/JsonOutput.h"

#include "common/Translation.h"

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

SourceLanguage::SourceLanguage(bool active)
{
    const QString current = Translation::current();
    if (!active || current == u"en")
        return;
    m_restore = current;
    Translation::install(QStringLiteral("en"));
}

SourceLanguage::~SourceLanguage()
{
    if (!m_restore.isEmpty())
        Translation::install(m_restore);
}

} // namespace rp::cli
