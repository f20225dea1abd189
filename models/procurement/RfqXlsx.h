#pragma once

#include "models/plan/ProcurementTerms.h"
#include "models/procurement/BillOfQuantities.h"

#include <QByteArray>
#include <QCoreApplication>

namespace rp {

// The request for quotation as an XLSX workbook (docs/rfq.md), written with libxlsxwriter:
// sheet 1 holds the lines — row 1 the column keys (hidden), row 2 their names in the current
// language, then one row per line — with the line columns locked and the vendor's columns unlocked
// and shaded, drop-down lists for the billing mode and the link between cards; sheet 2 says how to
// fill it in and lists the buyer's procurement terms (ProcurementTermsText) for the vendor to
// confirm. The sheet is protected without a password: it keeps the request from being edited by
// mistake, not from someone who means to.
class RfqXlsx {
    Q_DECLARE_TR_FUNCTIONS(RfqXlsx)

public:
    // Throws InputException when the workbook cannot be written (a full temporary folder).
    static QByteArray write(const QList<BillLine>& lines, const QString& currency, const ProcurementTerms& terms);
    static QString sheetName(); // "Request" / "询价单"
};

} // namespace rp
