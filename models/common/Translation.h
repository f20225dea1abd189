#pragma once

#include <QString>
#include <QStringList>

namespace rp {

// The languages RentPlan ships ("en", "zh_CN"), and switching between them at
// run time. Used by the GUI's language menu, the CLI (--lang) and the tests.
class Translation {
public:
    static QStringList languages();
    // The shipped language closest to the system locale (zh_* -> zh_CN, else en).
    static QString systemLanguage();
    // Replaces the installed translators with those for `language` (RentPlan's
    // own catalogue and Qt's). Returns false for an unknown language.
    static bool install(const QString& language);
    static QString current();
};

} // namespace rp
