#include "models/procurement/SheetTable.h"

namespace rp {

bool SheetRow::isBlank() const
{
    for (const SheetCell& c : cells) {
        if (!c.text.trimmed().isEmpty())
            return false;
    }
    return true;
}

namespace {

// Which separator the first record uses more of, outside quotes: a spreadsheet set to a decimal
// comma saves with semicolons.
QChar separatorOf(const QString& text)
{
    int commas = 0;
    int semicolons = 0;
    bool quoted = false;
    for (const QChar c : text) {
        if (c == u'"')
            quoted = !quoted;
        else if (!quoted && (c == u'\n' || c == u'\r'))
            break;
        else if (!quoted && c == u',')
            ++commas;
        else if (!quoted && c == u';')
            ++semicolons;
    }
    return semicolons > commas ? QChar(u';') : QChar(u',');
}

} // namespace

SheetTable SheetTable::fromCsv(const QByteArray& bytes, const QString& file)
{
    SheetTable table;
    table.file = file;
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const QChar separator = separatorOf(text);
    SheetRow row;
    QString field;
    bool quoted = false;
    bool wasQuoted = false;
    int line = 1;
    row.row = 1;
    auto endField = [&] {
        row.cells.append(SheetCell { wasQuoted ? field : field.trimmed(), false });
        field.clear();
        wasQuoted = false;
    };
    auto endRow = [&] {
        endField();
        if (!row.isBlank()) {
            if (table.rows.size() >= kMaxRows)
                throw InputException({ file, {}, tr("more than %1 rows: not a request for quotation").arg(kMaxRows) });
            table.rows.append(row);
        }
        row = SheetRow {};
        row.row = line;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                if (c == u'\n')
                    ++line;
                field += c;
            }
        } else if (c == u'"' && field.trimmed().isEmpty()) {
            quoted = true;
            wasQuoted = true;
            field.clear();
        } else if (c == separator) {
            endField();
        } else if (c == u'\r' || c == u'\n') {
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            ++line;
            endRow();
        } else {
            field += c;
        }
    }
    if (quoted)
        throw InputException({ file, tr("row %1").arg(row.row), tr("a quoted field is never closed") });
    if (!field.isEmpty() || !row.cells.isEmpty())
        endRow();
    return table;
}

QString SheetTable::place(int row) const
{
    return sheet.isEmpty() ? tr("row %1").arg(row) : tr("sheet %1, row %2").arg(sheet).arg(row);
}

} // namespace rp
