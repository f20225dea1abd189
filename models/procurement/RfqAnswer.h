#pragma once

#include "models/plan/Quote.h"
#include "models/procurement/BillOfQuantities.h"
#include "models/procurement/SheetTable.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QSet>

namespace rp {

// One line of a request as a vendor answered it (docs/rfq.md, "Reading answers back").
struct RfqAnswer {
    QString file;
    QString sheet; // empty for CSV
    int row = 0; // the spreadsheet row it was read from
    int line = 0; // the bill-of-quantities line it answers
    QString vendor;
    // What the vendor offers as a quote: its card, machines, links and billing terms. Its id is
    // "<vendor>-line<N>" made unique. For a CPU-only line the card is "none" and the offer is the
    // CPU machine's billing (per machine-hour).
    Quote quote;
    QDate availableFrom; // invalid = not stated
    QString cancellationTerms;
    QString notes;
    bool cpuOnly() const { return quote.card == QLatin1String("none"); }
};

// What one or more answered sheets hold.
struct RfqAnswers {
    QList<RfqAnswer> answers;
    QList<InputError> problems; // bad cells, each naming file, sheet, row, line and column
    QList<int> problemRows; // the row of each problem (a line with several bad cells is skipped once)
    int unanswered = 0; // rows of the request the vendor left empty
    QSet<QString> quoteIds; // of `answers`, kept so that each new id is made unique at once
};

class RfqAnswerReader {
    Q_DECLARE_TR_FUNCTIONS(RfqAnswerReader)

public:
    // Reads the answered rows of a request written for `lines` (the plan's bill of quantities) and
    // adds them to `into`, quote ids kept unique across everything already in it. Row 1 holds the
    // column keys (in XLSX a hidden row), row 2 their names; rows whose vendor columns are all empty
    // were not answered. A row that answers a line the plan does not have, or asks for another card
    // than the plan's line, means the request was made for another plan or scenario.
    // Throws InputException when the sheet is not a request at all (no key row).
    static void read(const SheetTable& sheet, const QList<BillLine>& lines, RfqAnswers& into);
    // The same from a file: XLSX (by its zip signature) or CSV, at most SheetTable::kMaxBytes.
    static void readFile(const QString& path, const QList<BillLine>& lines, RfqAnswers& into);

    // A cell as a number: "12.5", "12,5" (a decimal comma), "1,234.5" (grouping); nullopt otherwise.
    static std::optional<double> number(const QString& text);
    // A date: "2026-12-01", "2026/12/01", or in XLSX a spreadsheet day number.
    static QDate date(const SheetCell& cell);
};

} // namespace rp
