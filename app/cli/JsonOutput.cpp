#include "app/cli/JsonOutput.h"

#include "models/common/Translation.h"

#include <QIODevice>

#include <cmath>

namespace rp::cli {

void printJson(QTextStream& out, const nlohmann::json& document)
{
    out << QString::fromStdString(document.dump(2)) << '\n';
}

namespace {

// Text straight to the stream's device when it has one (standard output): a quote comparison
// prints hundreds of megabytes, which need not pass through UTF-16 and back.
void write(QTextStream& out, const std::string& text)
{
    if (QIODevice* device = out.device()) {
        out.flush();
        device->write(text.data(), qint64(text.size()));
    } else {
        out << QString::fromStdString(text);
    }
}

} // namespace

void printJsonItems(QTextStream& out, nlohmann::json document, const std::string& key, std::size_t count,
    const std::function<std::string(std::size_t)>& itemText)
{
    // The array's place is marked by a string no other value prints as (a control character is
    // always escaped); the items are written there one by one.
    const std::string marker = "\x01rentplan-items\x01";
    document[key] = marker;
    const std::string text = document.dump(2);
    const std::string printedMarker = nlohmann::json(marker).dump();
    const std::size_t at = text.find(printedMarker);
    write(out, text.substr(0, at));
    if (count == 0) {
        write(out, "[]");
    } else {
        write(out, "[\n");
        for (std::size_t i = 0; i < count; ++i)
            write(out, "    " + itemText(i) + (i + 1 < count ? ",\n" : "\n"));
        write(out, "  ]");
    }
    write(out, text.substr(at + printedMarker.size()) + '\n');
}

void printJson(QTextStream& out, nlohmann::json document, const std::string& key, std::size_t count,
    const std::function<nlohmann::json(std::size_t)>& item)
{
    // An item dumped alone, indented as dump(2) indents the items of a top-level key's array.
    printJsonItems(out, std::move(document), key, count, [&](std::size_t i) {
        const std::string one = item(i).dump(2);
        std::string indented;
        indented.reserve(one.size() + one.size() / 8);
        for (const char c : one) {
            indented.push_back(c);
            if (c == '\n')
                indented.append("    ");
        }
        return indented;
    });
}

nlohmann::json jsonNumber(double value)
{
    return std::isfinite(value) ? nlohmann::json(value) : nlohmann::json(nullptr);
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
