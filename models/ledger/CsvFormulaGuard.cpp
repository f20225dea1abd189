#include "models/ledger/CsvFormulaGuard.h"

#include <QRegularExpression>

namespace rp::csv_formula_guard {

namespace {

bool isTrigger(char c)
{
    return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r';
}

// After the leading quotes, does the cell start with a trigger?
bool triggersAfterQuotes(QByteArrayView cell)
{
    qsizetype i = 0;
    while (i < cell.size() && cell[i] == '\'')
        ++i;
    return i < cell.size() && isTrigger(cell[i]);
}

bool isPlainNumber(const QByteArray& cell)
{
    static const QRegularExpression number(QStringLiteral("^[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?$"));
    return number.match(QLatin1StringView(cell)).hasMatch();
}

} // namespace

QByteArray protect(const QByteArray& cell)
{
    if (!triggersAfterQuotes(cell) || isPlainNumber(cell))
        return cell;
    return '\'' + cell;
}

QByteArrayView unprotect(QByteArrayView cell)
{
    if (cell.size() >= 2 && cell[0] == '\'' && triggersAfterQuotes(cell))
        return cell.sliced(1);
    return cell;
}

} // namespace rp::csv_formula_guard
