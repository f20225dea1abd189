// The main window: the language menu switches every visible text at once, and geometry persists.
#include "MainWindow.h"
#include "billing/PlanController.h"
#include "common/Dialogs.h"
#include "common/AppSettings.h"
#include "common/Translation.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QMenu>
#include <QStandardPaths>
#include <QTabWidget>
#include <QtTest>

using namespace rp;

class TestMainWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Each test its own settings file: ctest runs test executables in parallel.
        QCoreApplication::setOrganizationName(QStringLiteral("RentPlanTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
        QSettings().clear();
        Translation::install(QStringLiteral("en"));
    }

    void languageMenuSwitchesAtOnce()
    {
        MainWindow window;
        window.show();
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        QCOMPARE(tabs->tabText(0), QStringLiteral("Memory && cards"));
        auto* chinese = window.findChild<QAction*>(QStringLiteral("language_zh_CN"));
        QVERIFY(chinese);
        chinese->trigger();
        QTRY_COMPARE(tabs->tabText(0), QStringLiteral("显存与选卡"));
        // The title names the plan, the example opened as an untitled plan, in the new language.
        QVERIFY2(!window.windowTitle().contains(u"Untitled"), qPrintable(window.windowTitle()));
        QVERIFY(window.windowTitle().contains(u"RentPlan"));
        QVERIFY(tabs->tabText(1) != QStringLiteral("Billing"));
        // Texts built by the engine follow too: the card table's split column.
        auto* summary = window.findChild<QLabel*>(QStringLiteral("estimateSummary"));
        QVERIFY2(summary->text().contains(QStringLiteral("每张卡需要")), qPrintable(summary->text()));
        QCOMPARE(AppSettings::value(AppSettings::Key::Language).toString(), QStringLiteral("zh_CN"));
        // Numbers are formatted for the language as well.
        QCOMPARE(QLocale().language(), QLocale::Chinese);

        window.findChild<QAction*>(QStringLiteral("language_en"))->trigger();
        QTRY_COMPARE(tabs->tabText(0), QStringLiteral("Memory && cards"));
    }

    void closingWithUnsavedEditsAsksFirst()
    {
        Dialogs::setRecordOnly(true);
        MainWindow window;
        window.show();
        QVERIFY(!window.windowTitle().contains(u'*'));
        // An edit: add an offer on the billing tab.
        QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("addOffer")), Qt::LeftButton);
        QTRY_VERIFY(window.windowTitle().contains(u'*'));
        // "Cancel" keeps the window open, with the edit.
        Dialogs::setNextAnswer(QMessageBox::Cancel);
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        QCOMPARE(Dialogs::takeShownMessages().size(), 1);
        // "Discard" closes it.
        Dialogs::setNextAnswer(QMessageBox::Discard);
        QVERIFY(window.close());
    }

    void geometryPersists()
    {
        {
            MainWindow window;
            window.resize(1000, 700);
            window.show();
            window.close();
        }
        MainWindow again;
        QCOMPARE(again.size(), QSize(1000, 700));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
