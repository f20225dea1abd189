#include "models/plan/OfferCsv.h"

#include "models/plan/OfferJson.h"

#include <QCoreApplication>
#include <QStringList>

namespace rp::offer_csv {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(OfferCsv)
};

const QStringList& textKeys()
{
    static const QStringList keys = { QStringLiteral("id"), QStringLiteral("provider"), QStringLiteral("card"),
        QStringLiteral("mode"), QStringLiteral("refund") };
    return keys;
}

} // namespace

// RFC 4180 fields of one line; quotes may wrap separators and doubled quotes.
QStringList splitLine(const QString& line, QChar separator)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"') {
                field.append(u'"');
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field.append(c);
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == separator) {
            fields.append(field.trimmed());
            field.clear();
        } else {
            field.append(c);
        }
    }
    fields.append(field.trimmed());
    return fields;
}

namespace {

Offer readRow(const QStringList& header, const QStringList& cells, int lineNumber, QChar separator)
{
    nlohmann::json object = nlohmann::json::object();
    for (qsizetype c = 0; c < header.size() && c < cells.size(); ++c) {
        const QString& cell = cells.at(c);
        if (cell.isEmpty())
            continue;
        if (textKeys().contains(header.at(c))) {
            object[header.at(c).toStdString()] = cell.toStdString();
            continue;
        }
        bool ok = false;
        // A semicolon sheet comes from a spreadsheet set to a decimal comma (2,5).
        const double v = separator == u';' ? QString(cell).replace(u',', u'.').toDouble(&ok) : cell.toDouble(&ok);
        if (!ok)
            throw CsvFailure { lineNumber, int(c) + 1, header.at(c), Text::tr("\"%1\" is not a number").arg(cell) };
        object[header.at(c).toStdString()] = v;
    }
    try {
        return offer_json::read(object, {});
    } catch (const InputException& e) {
        const QString key = e.error().where;
        const qsizetype column = header.indexOf(key);
        throw CsvFailure { lineNumber, column >= 0 ? int(column) + 1 : 0, key, e.error().message };
    }
}

} // namespace

bool readSheet(const QByteArray& bytes, const QString& file, InputError* error,
    const std::function<void(const QStringList& header, int line)>& onHeader,
    const std::function<void(const QStringList& header, const QStringList& cells, int line, QChar separator)>& onRow)
{
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1); // spreadsheet programs write a byte-order mark
    const QStringList lines = text.split(u'\n');
    QStringList header;
    QChar separator = u',';
    try {
        for (qsizetype i = 0; i < lines.size(); ++i) {
            QString line = lines.at(i);
            if (line.endsWith(u'\r'))
                line.chop(1);
            if (line.trimmed().isEmpty())
                continue;
            const int lineNumber = int(i) + 1;
            if (header.isEmpty()) {
                separator = line.count(u';') > line.count(u',') ? u';' : u',';
                header = splitLine(line, separator);
                onHeader(header, lineNumber);
                continue;
            }
            const QStringList cells = splitLine(line, separator);
            if (cells.size() > header.size())
                throw CsvFailure { lineNumber, int(header.size()) + 1, {},
                    Text::tr("more cells than the header names") };
            onRow(header, cells, lineNumber, separator);
        }
        if (header.isEmpty())
            throw CsvFailure { 1, 1, {}, Text::tr("the file is empty; the first line must name the columns") };
    } catch (const CsvFailure& f) {
        if (error) {
            QString where = Text::tr("line %1").arg(f.line);
            if (f.column > 0)
                where = Text::tr("line %1, column %2").arg(f.line).arg(f.column);
            if (!f.key.isEmpty())
                where += QStringLiteral(" (") + f.key + u')';
            *error = InputError { file, where, f.message };
        }
        return false;
    }
    return true;
}

std::optional<QList<Offer>> read(const QByteArray& bytes, const QString& file, InputError* error)
{
    QList<Offer> offers;
    const bool ok = readSheet(
        bytes, file, error,
        [](const QStringList& header, int line) {
            for (qsizetype c = 0; c < header.size(); ++c) {
                if (header.at(c).isEmpty())
                    throw CsvFailure { line, int(c) + 1, {}, Text::tr("the header names no key here") };
            }
        },
        [&](const QStringList& header, const QStringList& cells, int line, QChar separator) {
            offers.append(readRow(header, cells, line, separator));
        });
    if (!ok)
        return std::nullopt;
    return offers;
}

} // namespace rp::offer_csv
