#include "models/cost/Money.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace rp::money {

QString format(double amount, const QString& currency)
{
    if (!std::isfinite(amount))
        return QStringLiteral("—");
    return QLocale().toString(amount, 'f', 2) + u'\u00A0' + currency;
}

QString formatHours(double hours)
{
    if (!std::isfinite(hours))
        return QStringLiteral("—");
    const QLocale locale;
    // Whole hours without decimals; otherwise one decimal is as precise as a quote gets.
    const double rounded = std::round(hours * 10.0) / 10.0;
    const bool whole = std::abs(rounded - std::round(rounded)) < 1e-9;
    // "36 h", or "36 小时" in Chinese: the unit is a word of the language too.
    return QCoreApplication::translate("Money", "%1 h")
        .arg(locale.toString(rounded, 'f', whole ? 0 : 1))
        .replace(u' ', u'\u00A0'); // never broken across lines
}

} // namespace rp::money
