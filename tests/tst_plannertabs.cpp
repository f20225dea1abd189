// The tabs follow the plan, in the real main window: a phase selected in the Planner sets Memory &
// cards to its model, task and split; a CPU machine typed into the Billing tab's offer table
// prices the Planner's CPU-only phase.
#include "app/MainWindow.h"
#include "models/qt/OfferTableModel.h"
#include "models/qt/PhaseTableModel.h"
#include "tests/GuiTestSetup.h"
#include "views/estimator/EstimatorPage.h"
#include "views/planner/PlannerPage.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace rp;

class TestPlannerTabs : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        setUpGuiTest(QStringLiteral("tst_plannertabs"), m_dir.filePath(QStringLiteral("ledger.sqlite")));
    }
    void selectingAPhaseSetsTheEstimator();
    void cpuOfferTypedInTheTablePricesACpuPhase();

private:
    // The window shown on a 1366 × 768 screen, with a plan file written as a user would opened in it.
    void open(MainWindow& window, const QByteArray& json);
    static void clickRow(QTableView* table, int row);

    QTemporaryDir m_dir;
};

void TestPlannerTabs::open(MainWindow& window, const QByteArray& json)
{
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString path = m_dir.filePath(QStringLiteral("plan.rentplan"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(json);
    file.close();
    QVERIFY(window.openPlan(path));
}

void TestPlannerTabs::clickRow(QTableView* table, int row)
{
    const QRect cell = table->visualRect(table->model()->index(row, PhaseTableModel::Name));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
}

void TestPlannerTabs::selectingAPhaseSetsTheEstimator()
{
    MainWindow window;
    // Phase "small": a 7B LoRA that fits one A100, on 1-card machines: 8 data-parallel replicas, no ZeRO
    // (only the adapters are synchronized). Phase "big": a 70B LoRA on 16 single-card L40S machines:
    // its 138 GB of 16-bit weights fit 45 GiB cards only sharded, so ZeRO-3 over 16 ranks, tensor
    // parallel 1 (a 1-card machine has no second card to split a layer with). Phase "typed" has no model.
    open(window, R"({"format": "rentplan-plan", "version": 1, "currency": "CNY",
        "offers": [
          {"id": "a1", "card": "a100-sxm-80g", "cards": 1, "mode": "on_demand", "price_per_card_hour": 20},
          {"id": "l40s-1", "card": "l40s", "cards": 1, "mode": "on_demand", "price_per_card_hour": 8}],
        "phases": [
          {"id": "small", "name": "Small LoRA", "kind": "full_training", "card": "a100-sxm-80g", "cards": 8,
           "workload": {"model": "llama-2-7b", "estimate": {"task": "lora", "context": 2048, "batch": 1},
                        "tokens": 1e9}},
          {"id": "big", "name": "Big LoRA", "kind": "full_training", "card": "l40s", "cards": 16,
           "workload": {"model": "llama-2-70b", "estimate": {"task": "lora", "context": 4096, "batch": 1},
                        "tokens": 1e8}},
          {"id": "typed", "name": "Typed", "card": "a100-sxm-80g", "cards": 2, "hours": 5}]})");
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
    auto* planner = window.findChild<PlannerPage*>(QStringLiteral("plannerPage"));
    auto* estimator = window.findChild<EstimatorPage*>(QStringLiteral("estimatorPage"));
    auto* preset = child<QComboBox>(estimator, "presetCombo");
    auto* task = child<QComboBox>(estimator, "taskCombo");
    auto* gpus = child<QSpinBox>(estimator, "gpusSpin");
    auto* tp = child<QSpinBox>(estimator, "tpSpin");
    auto* zero = child<QComboBox>(estimator, "zeroCombo");
    auto* context = child<QSpinBox>(estimator, "contextSpin");
    auto* following = child<QLabel>(estimator, "estimatorFollowing");
    tabs->setCurrentWidget(planner);
    QTableView* table = child<QTableView>(planner, "phaseTable");

    clickRow(table, 1);
    QCOMPARE(preset->currentData().toString(), QStringLiteral("llama-2-70b"));
    QCOMPARE(task->currentData().toString(), QStringLiteral("lora"));
    QCOMPARE(gpus->value(), 16);
    QCOMPARE(tp->value(), 1);
    QCOMPARE(zero->currentData().toString(), QStringLiteral("3"));
    QCOMPARE(context->value(), 4096);
    QVERIFY2(following->text().contains(QStringLiteral("\"Big LoRA\""))
            && following->text().contains(QStringLiteral("16 machines × 1 card, ZeRO-3")),
        qPrintable(following->text()));
    // The estimate on the tab is that split's: sharded, each of the 16 cards holds 1/16 of the
    // frozen 16-bit weights (ZeRO-3 divides them by the ranks).
    const MemoryEstimate& big = estimator->estimate();
    QCOMPARE(big.split.dp, qint64(16));
    QVERIFY(big.totals.weightBytes > 100e9);
    QVERIFY(std::abs(double(big.perGpu.weights) * 16 - big.totals.weightBytes) < 16); // whole bytes per card

    clickRow(table, 0);
    QCOMPARE(preset->currentData().toString(), QStringLiteral("llama-2-7b"));
    QCOMPARE(gpus->value(), 8);
    QCOMPARE(tp->value(), 1);
    QCOMPARE(zero->currentData().toString(), QStringLiteral("0"));
    QCOMPARE(context->value(), 2048);
    QVERIFY2(following->text().contains(QStringLiteral("8 machines × 1 card, data parallel")),
        qPrintable(following->text()));

    // A phase without a model has nothing to show there: the estimator keeps the last one.
    clickRow(table, 2);
    QCOMPARE(preset->currentData().toString(), QStringLiteral("llama-2-7b"));
    QCOMPARE(gpus->value(), 8);

    // The tab's own edit ends the following: the note goes, the edit stays.
    tabs->setCurrentWidget(estimator);
    QVERIFY(following->isVisible());
    context->setValue(8192);
    QVERIFY(!following->isVisible());
    QCOMPARE(estimator->estimate().split.dp, qint64(8));
}

void TestPlannerTabs::cpuOfferTypedInTheTablePricesACpuPhase()
{
    MainWindow window;
    // A 10.2-hour CPU phase and a GPU phase of 5 hours on one A100 at 10 an hour (50).
    open(window, R"({"format": "rentplan-plan", "version": 1, "currency": "CNY",
        "offers": [{"id": "od", "card": "a100-sxm-80g", "cards": 1, "mode": "on_demand", "price_per_card_hour": 10}],
        "phases": [
          {"id": "prep", "name": "Tokenize", "kind": "data_prep", "card": "none", "hours": 10.2},
          {"id": "train", "card": "a100-sxm-80g", "cards": 1, "hours": 5, "utilization": 1}]})");
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
    auto* planner = window.findChild<PlannerPage*>(QStringLiteral("plannerPage"));
    PhaseTableModel* phases = planner->phaseModel();
    QCOMPARE(phases->index(0, PhaseTableModel::Cost).data().toString(), QStringLiteral("no price: add a CPU offer"));
    QVERIFY(!planner->result().rent.complete);

    // The Billing tab: a new offer, its card set to a CPU machine and its price typed in the table.
    auto* billing = window.findChild<QWidget*>(QStringLiteral("billingPage"));
    tabs->setCurrentWidget(billing);
    QTest::mouseClick(child<QPushButton>(billing, "addOffer"), Qt::LeftButton);
    auto* table = child<QTableView>(billing, "offerTable");
    const int row = table->model()->rowCount() - 1;
    const QModelIndex card = table->model()->index(row, OfferTableModel::Card);
    table->setCurrentIndex(card);
    table->edit(card);
    auto* cards = table->viewport()->findChild<QComboBox*>();
    QVERIFY(cards);
    QCOMPARE(cards->itemText(0), QStringLiteral("No GPU (CPU only)"));
    cards->setCurrentIndex(0);
    QTest::keyClick(cards, Qt::Key_Return); // commits and closes the editor, once events run
    QTRY_COMPARE(
        table->model()->index(row, OfferTableModel::Card).data().toString(), QStringLiteral("No GPU (CPU only)"));
    QCOMPARE(table->model()->index(row, OfferTableModel::Cards).data().toString(), QStringLiteral("—"));

    const QModelIndex price = table->model()->index(row, OfferTableModel::Price);
    table->setCurrentIndex(price);
    table->edit(price);
    auto* editor = table->viewport()->findChild<QLineEdit*>();
    QVERIFY(editor);
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("2.5"));
    QTest::keyClick(editor, Qt::Key_Return);
    // Priced per machine, not per card.
    QTRY_COMPARE(price.data().toString(), QStringLiteral("2.5\u00A0CNY / machine-hour"));

    // The Planner's CPU phase is priced by it: 10.2 h × 2.5 = 25.50, billed exactly; the plan is
    // complete, 25.50 + 50 = 75.50 to rent.
    tabs->setCurrentWidget(planner);
    const PhaseResult& prep = planner->result().phases.at(0);
    QVERIFY(std::abs(prep.cost - 25.5) < 1e-9);
    QVERIFY(!prep.offer.isEmpty());
    QVERIFY2(phases->index(0, PhaseTableModel::Cost).data().toString().contains(QStringLiteral("25.50")),
        qPrintable(phases->index(0, PhaseTableModel::Cost).data().toString()));
    QVERIFY(phases->index(0, PhaseTableModel::Offer).data().toString().endsWith(QStringLiteral("(the cheapest)")));
    QVERIFY(planner->result().rent.complete);
    QVERIFY(std::abs(planner->result().rent.cost - 75.5) < 1e-9);
}

QTEST_MAIN(TestPlannerTabs)
#include "tst_plannertabs.moc"
