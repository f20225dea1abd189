// First use: each tab says what to do when it has nothing to show, File → New
// leaves nothing of the last plan behind, and the window names the open example plan.
#include "app/MainWindow.h"
#include "models/common/AppSettings.h"
#include "models/common/Translation.h"
#include "tests/GuiTestSetup.h"
#include "views/billing/BillingPage.h"
#include "views/common/Dialogs.h"
#include "views/document/PlanController.h"
#include "views/ledger/JobFormDialog.h"
#include "views/ledger/SpendChart.h"

#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace rp;

class TestFirstStart : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        setUpGuiTest(QStringLiteral("tst_firststart"), m_dir.filePath(QStringLiteral("empty.sqlite")));
    }

    void emptyLedgerSaysHowToAddOrImport()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        tabs->setCurrentWidget(window.findChild<QWidget*>(QStringLiteral("ledgerPage")));
        QCoreApplication::processEvents();
        auto* hint = window.findChild<QLabel*>(QStringLiteral("ledgerEmptyHint"));
        QTRY_VERIFY(hint->isVisible());
        QVERIFY2(hint->text().contains(u"Add Job") && hint->text().contains(u"Import Jobs"), qPrintable(hint->text()));
        const QString summary = window.findChild<QLabel*>(QStringLiteral("statsSummary"))->text();
        QVERIFY2(summary.contains(u"No jobs yet"), qPrintable(summary));
        // The monthly chart shows no axis labelled 0, 0, 1, 1 over nothing.
        auto* spend = window.findChild<SpendChart*>(QStringLiteral("spendChart"));
        QVERIFY(spend->values().isEmpty());
        QVERIFY(spend->chart()->title().contains(u"No spend"));
        // The title fits the chart's width at 1366: nothing elided.
        QVERIFY(spend->fontMetrics().horizontalAdvance(spend->chart()->title()) < 400);
        for (QAbstractAxis* axis : spend->chart()->axes())
            QVERIFY(!axis->isVisible());
        // One job later the hint is gone.
        window.findChild<QAction*>(QStringLiteral("exampleJobsAction"))->trigger();
        QTRY_VERIFY(!hint->isVisible());
        QVERIFY(!spend->values().isEmpty());
        QVERIFY(spend->chart()->axes().first()->isVisible());
    }

    void newPlanIsEmptyAndSaysWhatToDo()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The example is open under its own file's name, and its placeholder prices are pointed out.
        QVERIFY2(window.windowTitle().startsWith(QStringLiteral("example.rentplan")), qPrintable(window.windowTitle()));
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        tabs->setCurrentWidget(window.findChild<QWidget*>(QStringLiteral("billingPage")));
        auto* emptyHint = window.findChild<QLabel*>(QStringLiteral("offersEmptyHint"));
        QVERIFY(!emptyHint->isVisible());
        auto* hosting = window.findChild<QDoubleSpinBox*>(QStringLiteral("selfBuild_hosting_per_month"));
        QCOMPARE(hosting->value(), 6000.0);
        QVERIFY(hosting->suffix().contains(u"CNY / month")); // money carries its currency and period

        window.findChild<QAction*>(QStringLiteral("planNewAction"))->trigger();
        QTRY_VERIFY(emptyHint->isVisible());
        QVERIFY2(emptyHint->text().contains(u"Add") && emptyHint->text().contains(u"Import CSV"),
            qPrintable(emptyHint->text()));
        QVERIFY2(window.windowTitle().startsWith(QStringLiteral("Untitled plan")), qPrintable(window.windowTitle()));
        // Nothing of the example's machine is left in the self-build form (no stale values).
        auto* form = window.findChild<QGroupBox*>(QStringLiteral("selfBuildForm"));
        QVERIFY(!form->isChecked());
        QCOMPARE(hosting->value(), 0.0);
        QCOMPARE(window.findChild<QDoubleSpinBox*>(QStringLiteral("selfBuild_capex"))->value(), 0.0);
        // Both charts say what to do instead of drawing empty axes.
        auto* cost = window.findChild<QChartView*>(QStringLiteral("costCurveChart"));
        QVERIFY2(cost->chart()->title().contains(u"No offers"), qPrintable(cost->chart()->title()));
        QVERIFY(!cost->chart()->axes().first()->isVisible());
        auto* own = window.findChild<QChartView*>(QStringLiteral("utilizationChart"));
        QVERIFY2(own->chart()->title().contains(u"not compared"), qPrintable(own->chart()->title()));
        form->setChecked(true); // ticking it starts from the defaults, not the last plan's machine
        QCOMPARE(hosting->value(), 0.0);
    }

    // "Record as job…" from the example: the form opens with names, the cost to the cent, no phase, nothing red.
    void recordAsJobOpensClean()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        tabs->setCurrentWidget(window.findChild<QWidget*>(QStringLiteral("billingPage")));
        auto* table = window.findChild<QTableView*>(QStringLiteral("offerTable"));
        table->setCurrentIndex(table->model()->index(0, 1));
        QString card, mode, planned, phase, error;
        QTimer::singleShot(0, [&] {
            auto* form = qobject_cast<JobFormDialog*>(QApplication::activeModalWidget());
            QVERIFY(form);
            card = form->findChild<QComboBox*>(QStringLiteral("cardCombo"))->currentText();
            mode = form->findChild<QComboBox*>(QStringLiteral("modeCombo"))->currentText();
            planned = form->findChild<QLineEdit*>(QStringLiteral("plannedCostEdit"))->text();
            phase = form->findChild<QLineEdit*>(QStringLiteral("phaseEdit"))->text();
            error = form->findChild<QLabel*>(QStringLiteral("formError"))->text();
            form->reject();
        });
        window.findChild<QPushButton*>(QStringLiteral("recordAsJob"))->click();
        QCOMPARE(card, QStringLiteral("A100 80GB SXM"));
        QCOMPARE(mode, QStringLiteral("on-demand"));
        QVERIFY2(phase.isEmpty(), qPrintable(phase));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // To the cent at most: "1234.5" or "1234.56", never "1234.5678".
        const qsizetype point = planned.indexOf(u'.');
        QVERIFY2(point < 0 || planned.size() - point - 1 <= 2, qPrintable(planned));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestFirstStart)
#include "tst_firststart.moc"
