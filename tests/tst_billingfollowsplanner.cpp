// The Billing tab's job follows the Planner: a plan with phases opens on its peak phase, and a phase
// selected in the Planner's table (by mouse or keyboard) becomes the Billing job, with its card,
// count and own hours, in the plan or in the scenario the Planner shows.
#include "app/MainWindow.h"
#include "models/common/AppSettings.h"
#include "models/common/Translation.h"
#include "models/qt/OfferTableModel.h"
#include "tests/PrefilledJobForm.h"
#include "views/billing/BillingPage.h"
#include "views/common/Dialogs.h"
#include "views/ledger/LedgerPage.h"
#include "views/planner/PlannerPage.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace rp;

namespace {

QString lora7b()
{
    return QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/lora-7b.rentplan");
}

// Clicks the first cell of `row` in the Planner's phase table, as a user does.
void clickRow(QTableView* table, int row)
{
    const QRect cell = table->visualRect(table->model()->index(row, 0));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
}

} // namespace

class TestBillingFollowsPlanner : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RentPlanTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_billingfollowsplanner"));
        QSettings().clear();
        Dialogs::setRecordOnly(true);
        Translation::install(QStringLiteral("en"));
    }

    void openingAPlanStartsFromItsPeakPhase()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* billing = window.findChild<BillingPage*>(QStringLiteral("billingPage"));
        QVERIFY(billing);
        QVERIFY(!billing->jobSource().isPhase()); // the example plan has no phases: a typed job
        QVERIFY(window.openPlan(lora7b()));
        // The Planner selects its first phase when a plan opens; the Billing tab still starts from the
        // phase with the most cards: "Training run", 8 cards (the others have 1).
        QCOMPARE(billing->jobSource(), (JobSource { QString(), QStringLiteral("train") }));
    }

    void selectingAPhaseSetsTheBillingJob()
    {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openPlan(lora7b()));
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        auto* planner = window.findChild<PlannerPage*>(QStringLiteral("plannerPage"));
        auto* billing = window.findChild<BillingPage*>(QStringLiteral("billingPage"));
        tabs->setCurrentWidget(planner);
        auto* table = window.findChild<QTableView*>(QStringLiteral("phaseTable"));
        QVERIFY(table && table->isVisible());

        // "Trial runs": 1 × A100 80GB SXM on a100-x1-hourly, 4 rounds. Its hours are the Planner's.
        clickRow(table, 1);
        QCOMPARE(billing->jobSource(), (JobSource { QString(), QStringLiteral("trial") }));
        const PhaseResult& trial = planner->result().phases.at(1);
        QCOMPARE(trial.id, QStringLiteral("trial"));
        tabs->setCurrentWidget(billing);
        auto* hours = billing->findChild<QDoubleSpinBox*>(QStringLiteral("jobHours"));
        auto* cards = billing->findChild<QSpinBox*>(QStringLiteral("jobCards"));
        QCOMPARE(cards->value(), 1);
        QCOMPARE(hours->value(), std::round(trial.hours * 10) / 10); // shown to one decimal
        QCOMPARE(billing->findChild<QLabel*>(QStringLiteral("jobCard"))->text(), QStringLiteral("(A100 80GB SXM)"));
        QVERIFY2(billing->recommendation().startsWith(QStringLiteral("To finish \"Trial runs\"")),
            qPrintable(billing->recommendation()));
        QVERIFY(billing->findChild<QComboBox*>(QStringLiteral("jobSource"))
                    ->currentText()
                    .startsWith(QStringLiteral("Trial runs — 1 × A100 80GB SXM")));

        // The keyboard moves the selection too: down to "Training run".
        tabs->setCurrentWidget(planner);
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Down);
        QCOMPARE(billing->jobSource(), (JobSource { QString(), QStringLiteral("train") }));
        QCOMPARE(cards->value(), 8);

        // A data phase on one L4 uses a GPU as well: "Data cleaning and sampling", 1 × L4.
        clickRow(table, 0);
        QCOMPARE(billing->jobSource(), (JobSource { QString(), QStringLiteral("prep") }));
        QCOMPARE(billing->findChild<QLabel*>(QStringLiteral("jobCard"))->text(), QStringLiteral("(L4)"));
        // Data work: 300 GB at 15 GB/h = 20 h on every card, whatever its speed, and said so.
        QVERIFY2(billing->jobNote().startsWith(QStringLiteral("The phase's hours come from its data and throughput")),
            qPrintable(billing->jobNote()));

        // In a scenario the Planner shows, the phase of that scenario.
        auto* scenarios = planner->findChild<QComboBox*>(QStringLiteral("scenarioCombo"));
        QVERIFY(scenarios);
        QCOMPARE(scenarios->count(), 2); // the plan, then its one scenario
        scenarios->setFocus();
        QTest::keyClick(scenarios, Qt::Key_Down); // as a user picks it: the combo's `activated`
        QCOMPARE(planner->scenario(), 0);
        clickRow(table, 2);
        QCOMPARE(billing->jobSource(),
            (JobSource { QStringLiteral("Full fine-tune instead of LoRA"), QStringLiteral("train") }));
        // The scenario trains every weight (ZeRO-3 over 8 ranks): the H100 machine is cheapest, as its ranking says.
        QVERIFY2(billing->recommendation().startsWith(QStringLiteral("To finish \"Training run\", Example Cloud B, "
                                                                     "on-demand is cheapest: 8 × H100 80GB SXM")),
            qPrintable(billing->recommendation()));
        QVERIFY(!planner->result().phases.isEmpty());
        const PhaseResult& train = planner->result().phases.at(2);
        QCOMPARE(hours->value(), std::round(train.hours * 10) / 10);
    }

    // "Record as job…" on a phase job records that phase, with the cards the chosen offer finishes it on
    // and its cost to finish.
    void recordingAPhaseJobNamesThePhase()
    {
        QTemporaryDir dir; // the ledger the form would write to: never the user's
        QVERIFY(dir.isValid());
        AppSettings::setValue(AppSettings::Key::LedgerPath, dir.filePath(QStringLiteral("ledger.sqlite")));
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openPlan(lora7b()));
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        auto* billing = window.findChild<BillingPage*>(QStringLiteral("billingPage"));
        tabs->setCurrentWidget(billing);
        QCOMPARE(billing->jobSource(), (JobSource { QString(), QStringLiteral("train") }));
        auto* offers = billing->findChild<QTableView*>(QStringLiteral("offerTable"));
        const int h100 = 4; // h100-x8-hourly, the fifth offer of the file
        QCOMPARE(billing->offerModel()->index(h100, OfferTableModel::Card).data().toString(),
            QStringLiteral("H100 80GB SXM"));
        offers->setCurrentIndex(offers->model()->index(h100, 0));
        JobRecord prefilled;
        rp::test::cancelNextJobForm(&prefilled);
        QTest::mouseClick(billing->findChild<QPushButton*>(QStringLiteral("recordAsJob")), Qt::LeftButton);
        QCOMPARE(tabs->currentWidget(), window.findChild<LedgerPage*>());
        QCOMPARE(prefilled.phase, QStringLiteral("train"));
        QCOMPARE(prefilled.card, QStringLiteral("h100-sxm"));
        QCOMPARE(prefilled.cards, 8);
        QCOMPARE(prefilled.billingMode, QStringLiteral("on_demand"));
        // Its cost to finish, by hand in tst_billingpage: 24 h billed × 8 cards × 38 = 7 296.00.
        QCOMPARE(prefilled.plannedCost.value_or(0), 7296.0);
        // Its planned wall-clock hours on that machine, before the offer bills them as 24 h
        // (tst_billingpage: 23.9887 h), and the phase's kind as its task.
        QVERIFY2(qAbs(prefilled.plannedHours.value_or(0) - 23.9887) < 1e-3,
            qPrintable(QString::number(prefilled.plannedHours.value_or(0))));
        QCOMPARE(prefilled.task, QStringLiteral("full_training"));
    }
};

QTEST_MAIN(TestBillingFollowsPlanner)
#include "tst_billingfollowsplanner.moc"
