#pragma once

#include <QString>

namespace rp::money {

// "12,345.67 CNY" in the current locale; "—" for a cost that never ends (a spot job that cannot finish).
QString format(double amount, const QString& currency);
// Hours as users read them: "400 h", "1,234.5 h"; "—" for a time that never ends.
QString formatHours(double hours);

} // namespace rp::money
