#include "cost/Money.h"

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
    return locale.toString(rounded, 'f', whole ? 0 : 1) + QStringLiteral("\u00A0h");
}

} // namespace rp::money
