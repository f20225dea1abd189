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
#include <QComboBox>
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

// Makes the cell at `index` current and opens its editor, as a double click or F2 does. The
// open editor is a child of the viewport; one closed before stays there, hidden, until deleted.
template <typename Editor> Editor* openCellEditor(QAbstractItemView* view, const QModelIndex& index)
{
    view->setCurrentIndex(index);
    view->scrollTo(index);
    view->edit(index);
    Editor* editor = nullptr;
    for (Editor* open : view->viewport()->findChildren<Editor*>(QString(), Qt::FindDirectChildrenOnly)) {
        if (!open->isHidden())
            editor = open;
    }
    return editor;
}

// Edits the cell at `index` as a user does: opens its editor, selects what the editor shows,
// types `text` over it and presses Return. False when no line or spin box editor opened. The
// delegate commits on the next pass of the event loop: wait (QTRY) for what the edit changes.
inline bool typeIntoCell(QAbstractItemView* view, const QModelIndex& index, const QString& text)
{
    QWidget* editor = openCellEditor<QWidget>(view, index);
    if (!qobject_cast<QLineEdit*>(editor) && !qobject_cast<QAbstractSpinBox*>(editor))
        return false;
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier); // select all
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    return true;
}

// Picks an entry of the cell's combo box as a user does from the keyboard: opens the editor,
// moves with the arrow keys to the entry whose data is `value` and presses Return. False when
// no combo box opened or it has no such entry (the cell does not offer that value; the editor
// is closed with Escape). As with typeIntoCell, wait (QTRY) for what the choice changes.
inline bool chooseInCell(QAbstractItemView* view, const QModelIndex& index, const QVariant& value)
{
    QComboBox* combo = openCellEditor<QComboBox>(view, index);
    if (!combo)
        return false;
    const int target = combo->findData(value);
    if (target < 0) {
        QTest::keyClick(combo, Qt::Key_Escape); // closes the editor unchanged, as a user would
        return false;
    }
    while (combo->currentIndex() < target)
        QTest::keyClick(combo, Qt::Key_Down);
    while (combo->currentIndex() > target)
        QTest::keyClick(combo, Qt::Key_Up);
    QTest::keyClick(combo, Qt::Key_Return);
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
