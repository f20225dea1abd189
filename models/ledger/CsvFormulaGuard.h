#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace rp::csv_formula_guard {

// Spreadsheets run a cell that starts with = + - @, a tab or a carriage return
// as a formula (CSV injection). Following OWASP's rule, the export puts a single
// quote before such a cell unless it is a plain number ("-5", "+1.5e3"), and the
// import takes that quote off again, so export → import gives back the same
// text (docs/reliability.md, "Data out").
//
// Exactness: a cell is guarded when, after any leading quotes, it starts with a
// trigger character; the import removes one quote exactly when it sees a quote
// followed by (quotes and) a trigger. A text that already starts with "'=" is
// therefore written as "''=" and read back as "'=".
QByteArray protect(const QByteArray& cell);
QByteArrayView unprotect(QByteArrayView cell);

} // namespace rp::csv_formula_guard
