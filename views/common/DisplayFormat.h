#pragma once

#include <QDate>
#include <QString>

namespace rp::display {

// A calendar month as people of the current language write it: "2026-01" or "2026年1月", never "Jan 26".
QString month(const QDate& anyDayOfMonth);
// A catalog card by its name ("A100 80GB SXM"); a card the catalog does not know keeps what was typed.
QString cardName(const QString& cardId);
// An amount with its currency code, "29,709.60 CNY"; without one when the job recorded none.
QString amount(double value, const QString& currency, int decimals = 2);

} // namespace rp::display
