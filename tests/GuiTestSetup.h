#pragma once

// What every test driving the real main window does first: its own settings file (ctest
// runs executables in parallel), test-mode standard paths, dialogs recorded instead of
// shown, English, and a ledger in `ledgerPath` instead of the user's.
#include "models/common/AppSettings.h"
#include "models/common/Translation.h"
#include "views/common/Dialogs.h"

#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QCoreApplication>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
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

// Edits the cell at `index` as a user does: makes it current, opens its editor (what a double
// click or F2 does), selects what the editor shows, types `text` over it and presses Return.
// False when no line or spin box editor opened. The delegate commits on the next pass of the
// event loop: wait (QTRY) for what the edit changes.
inline bool typeIntoCell(QAbstractItemView* view, const QModelIndex& index, const QString& text)
{
    view->setCurrentIndex(index);
    view->scrollTo(index);
    view->edit(index);
    // The open editor is a child of the viewport; one closed before stays there, hidden, until deleted.
    QWidget* editor = nullptr;
    for (QWidget* open : view->viewport()->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly)) {
        if (!open->isHidden() && (qobject_cast<QLineEdit*>(open) || qobject_cast<QAbstractSpinBox*>(open)))
            editor = open;
    }
    if (!editor)
        return false;
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier); // select all
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    return true;
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
