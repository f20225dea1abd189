#pragma once

#include "models/common/InputError.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace rp {

// One cell of a spreadsheet as read: its text, and whether the file stored it as a number (an XLSX
// number cell; a date column then holds a spreadsheet day number, days since 1899-12-30).
struct SheetCell {
    QString text;
    bool number = false;
};

struct SheetRow {
    int row = 0; // 1-based, as the spreadsheet numbers it (a CSV record's first line)
    QList<SheetCell> cells; // column A first; missing cells at the end are empty
    QString cell(qsizetype column) const
    {
        return column >= 0 && column < cells.size() ? cells.at(column).text : QString();
    }
    bool isNumber(qsizetype column) const { return column >= 0 && column < cells.size() && cells.at(column).number; }
    bool isBlank() const;
};

// The first sheet of a filled-in request: its rows, read from CSV (SheetTable::fromCsv) or XLSX
// (XlsxSheet::read). Readers refuse bad files with an InputError naming the file.
struct SheetTable {
    Q_DECLARE_TR_FUNCTIONS(SheetTable)

public:
    QString file;
    QString sheet; // the sheet's name; empty for CSV
    QList<SheetRow> rows; // blank rows left out

    // RFC 4180 records (quoted fields may hold separators, quotes and line breaks), an optional byte
    // order mark, commas or semicolons (whichever the first record has more of outside quotes).
    static SheetTable fromCsv(const QByteArray& bytes, const QString& file);
    // "file, sheet Request, row 5" for messages; without the sheet for CSV.
    QString place(int row) const;

    static constexpr qint64 kMaxBytes = 16 * 1024 * 1024; // a request answered is a few kB (docs/reliability.md)
    static constexpr int kMaxRows = 100000;
};

} // namespace rp
