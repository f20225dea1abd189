#pragma once

#include "models/procurement/BillOfQuantities.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

namespace rp {

// The request for quotation as CSV (docs/rfq.md): UTF-8 with a byte order mark so spreadsheets
// read Chinese correctly; row 1 the column keys, row 2 their names in the current language, then
// one row per bill-of-quantities line with the vendor's columns left empty.
class RfqCsv {
    Q_DECLARE_TR_FUNCTIONS(RfqCsv)

public:
    static QStringList lineKeys();
    static QStringList vendorKeys(); // collide with no line key: offered_cards_per_machine, ...
    // The key's name for people, translated; prices name the plan's currency.
    static QString columnName(const QString& key, const QString& currency);
    // A line's cells under lineKeys(), language-neutral (numbers with a dot, ISO dates).
    static QStringList lineCells(const BillLine& line);
    static QByteArray write(const QList<BillLine>& lines, const QString& currency);
    // What the file starts with: the byte order mark and the first key.
    static QByteArray magic();
};

} // namespace rp
