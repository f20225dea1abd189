// The wheel never edits by accident: over an unfocused spin box or
// combo box in a scrolling panel, the wheel scrolls the panel and changes nothing.
#include "app/MainWindow.h"
#include "models/common/AppSettings.h"
#include "models/common/Translation.h"
#include "tests/GuiTestSetup.h"
#include "views/common/Dialogs.h"
#include "views/common/WheelGuard.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace rp;

class TestWheelGuard : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        setUpGuiTest(QStringLiteral("tst_wheelguard"), m_dir.filePath(QStringLiteral("wheel.sqlite")));
    }

    // The case of the report: hosting 6,000 became 5,997 while scrolling the self-build panel.
    void unfocusedFieldsIgnoreTheWheel()
    {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        tabs->setCurrentWidget(window.findChild<QWidget*>(QStringLiteral("billingPage")));
        auto* hosting = window.findChild<QDoubleSpinBox*>(QStringLiteral("selfBuild_hosting_per_month"));
        auto* card = window.findChild<QComboBox*>(QStringLiteral("selfBuild_card"));
        QVERIFY(hosting && card);
        QCOMPARE(hosting->focusPolicy(), Qt::StrongFocus); // a wheel turn never gives it focus
        QVERIFY(!hosting->hasFocus() && !card->hasFocus());
        const double hostingBefore = hosting->value();
        const int cardBefore = card->currentIndex();
        const QString titleBefore = window.windowTitle();

        QScrollArea* scroll = nullptr;
        for (QWidget* p = hosting->parentWidget(); p && !scroll; p = p->parentWidget())
            scroll = qobject_cast<QScrollArea*>(p);
        QVERIFY2(scroll, "the self-build form scrolls in its own panel");
        scroll->verticalScrollBar()->setValue(0);
        wheelDown(hosting);
        wheelDown(card);
        QCOMPARE(hosting->value(), hostingBefore);
        QCOMPARE(card->currentIndex(), cardBefore);
        QCOMPARE(window.windowTitle(), titleBefore); // no "*": the plan was not touched
        QVERIFY(!window.windowTitle().contains(u'*'));
        // The wheel went to the panel instead, when it has anything to scroll.
        if (scroll->verticalScrollBar()->maximum() > 0)
            QVERIFY(scroll->verticalScrollBar()->value() > 0);

        // Once the user has clicked into the field, the wheel is theirs to use.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        hosting->setFocus(Qt::MouseFocusReason);
        QTRY_VERIFY(hosting->hasFocus());
        wheelDown(hosting);
        QVERIFY(hosting->value() < hostingBefore);
        QVERIFY(window.windowTitle().contains(u'*'));
    }

    // Every spin box and combo box of every tab is guarded, not only the one reported.
    void everyFieldIsGuarded()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        int fields = 0;
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
            for (QWidget* w : tabs->widget(i)->findChildren<QWidget*>()) {
                if (!WheelGuard::guards(w) || !w->isVisible())
                    continue;
                ++fields;
                QVERIFY2(w->focusPolicy() == Qt::StrongFocus, qPrintable(w->objectName()));
            }
        }
        QVERIFY(fields > 10);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestWheelGuard)
#include "tst_wheelguard.moc"
