#pragma once

#include "models/procurement/SheetTable.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace rp {

// A worksheet of an XLSX workbook, the first unless asked (ECMA-376 Part 1, SpreadsheetML): the workbook names
// its sheets in xl/workbook.xml, xl/_rels/workbook.xml.rels gives each sheet's part, and cells
// hold numbers, inline text or an index into xl/sharedStrings.xml. The zip container is read with
// minizip (Debian libminizip, the zip library libxlsxwriter writes with; QuaZip bundles its own
// copy of minizip's symbols, which then clash with libxlsxwriter's in one process), the XML with
// QXmlStreamReader. Formulas are read by their cached value.
class XlsxSheet {
    Q_DECLARE_TR_FUNCTIONS(XlsxSheet)

public:
    // Throws InputException naming `file` for anything that is not a readable workbook.
    // `sheetIndex`: the sheet to read, 0 the first (an answered request's lines).
    static SheetTable read(const QByteArray& bytes, const QString& file, int sheetIndex = 0);
    // Whether the bytes start like a zip container ("PK\3\4"), as every XLSX file does.
    static bool looksLikeXlsx(const QByteArray& bytes);

    static constexpr qint64 kMaxPartBytes = 64 * 1024 * 1024; // one XML part, uncompressed
};

} // namespace rp
