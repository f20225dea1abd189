#pragma once

// What every test driving the real main window does first: its own settings file (ctest
// runs executables in parallel), test-mode standard paths, dialogs recorded instead of
// shown, English, and a ledger in `ledgerPath` instead of the user's.
#include "common/AppSettings.h"
#include "common/Dialogs.h"
#include "common/Translation.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>

inline void setUpGuiTest(const QString& testName, const QString& ledgerPath = {})
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RentPlanTest"));
    QCoreApplication::setApplicationName(testName);
    QSettings().clear();
    if (!ledgerPath.isEmpty())
        rp::AppSettings::setValue(rp::AppSettings::Key::LedgerPath, ledgerPath);
    rp::Dialogs::setRecordOnly(true);
    rp::Translation::install(QStringLiteral("en"));
}
