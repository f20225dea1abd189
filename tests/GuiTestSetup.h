#pragma once

// What every test driving the real main window does first: its own settings file (ctest
// runs executables in parallel), test-mode standard paths, dialogs recorded instead of
// shown, English, and a ledger in `ledgerPath` instead of the user's.
#include "common/AppSettings.h"
#include "common/Dialogs.h"
#include "common/Translation.h"

#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QApplication>
#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QWheelEvent>
#include <QWidget>

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

// The child named `name`; a test that cannot find its widget stops at once.
template <typename T> T* child(QObject* parent, const char* name)
{
    T* found = parent->findChild<T*>(QLatin1String(name));
    if (!found)
        qFatal("no child %s", name);
    return found;
}

// One notch of a mouse wheel (120 eighths of a degree) turned towards the user, over the middle of `target`.
inline void wheelDown(QWidget* target)
{
    const QPointF local(target->width() / 2.0, target->height() / 2.0);
    QWheelEvent event(local, target->mapToGlobal(local), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
        Qt::NoScrollPhase, false);
    QApplication::sendEvent(target, &event);
}

// Puts every item model of ours (class rp::…) behind a view under `root` in Qt's model checker
// for the rest of the test, and says how many. Qt's own convenience models (QTreeWidget's) are
// left out: they reset while being destroyed, after a checker could still look at them.
inline int checkItemModels(QWidget* root)
{
    int checked = 0;
    for (QAbstractItemView* view : root->findChildren<QAbstractItemView*>()) {
        QAbstractItemModel* model = view->model();
        if (model && QByteArray(model->metaObject()->className()).startsWith("rp::")) {
            new QAbstractItemModelTester(model, QAbstractItemModelTester::FailureReportingMode::QtTest, model);
            ++checked;
        }
    }
    return checked;
}
