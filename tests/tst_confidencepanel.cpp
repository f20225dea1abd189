// The Planner's Confidence tab driven like a user: an example plan opened, the tab chosen, the
// budget simulation run on a worker thread and shown with the same figures `simulation::simulate`
// gives for the same plan and seed; an edit restarts it, undo brings the first figures back; the
// tornado names its inputs; a plan without GPU phases says what to do; nothing runs while hidden.
#include "models/cost/Money.h"
#include "models/planner/ProjectPlanner.h"
#include "models/planner/Simulation.h"
#include "models/planner/SimulationCalibration.h"
#include "models/planner/UncertaintyInputs.h"
#include "models/qt/PhaseTableModel.h"
#include "models/qt/PlanModel.h"
#include "tests/GuiTestSetup.h"
#include "tests/PlannerWindow.h"
#include "views/document/PlanController.h"
#include "views/planner/ConfidencePanel.h"
#include "views/planner/DistributionChart.h"
#include "views/planner/PlannerPage.h"
#include "views/planner/SimulationRunner.h"
#include "views/planner/TornadoChart.h"

#include <QFile>
#include <QLabel>
#include <QLineSeries>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace rp;
using namespace rp::simulation;

namespace {

// Generous: the suite may share two cores with several builds. Nothing waits this long when the
// figures arrive; the waits end as soon as they do.
constexpr int kTimeoutMs = 120000;
constexpr int kConfidenceTab = 6;

} // namespace

class TestConfidencePanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { setUpGuiTest(QStringLiteral("tst_confidencepanel")); }
    void init();
    void cleanup();
    void showsTheEnginesFigures();
    void editRestartsTheRun();
    void budgetIsALineAndAChance();
    void tornadoNamesItsInputs();
    void inputsSayWhereTheyComeFrom();
    void planWithoutGpuSaysWhatToDo();
    void runsOnlyWhileShown();
    void learnFromLedgerUsesRecordedJobs();

private:
    ConfidencePanel* panel() const { return m_page->confidence(); }
    QTabWidget* sideTabs() const { return child<QTabWidget>(m_page, "plannerSideTabs"); }
    void load(const char* example);
    void showTab();
    bool settled() const { return !panel()->runner()->isStale() && panel()->runner()->result().has_value(); }
    // The plan being edited as the engine sees it, simulated here on the GUI thread.
    SimulationResult direct() const;
    // The table's row for `strategy`, -1 when it has none.
    int row(Strategy strategy) const;
    QString cell(Strategy strategy, int column) const;

    test::PlannerWindow m_planner;
    PlanController* m_controller = nullptr;
    PlannerPage* m_page = nullptr;
};

void TestConfidencePanel::init()
{
    m_planner = test::PlannerWindow::open();
    m_controller = m_planner.controller;
    m_page = m_planner.page;
}

void TestConfidencePanel::cleanup()
{
    delete m_planner.window;
}

void TestConfidencePanel::load(const char* example)
{
    m_planner.load(example);
}

void TestConfidencePanel::showTab()
{
    // Appended last: the six tabs before it keep the indices saved in users' settings.
    QCOMPARE(sideTabs()->count(), 7);
    QCOMPARE(sideTabs()->tabText(kConfidenceTab), QStringLiteral("Confidence"));
    sideTabs()->setCurrentIndex(kConfidenceTab);
    QVERIFY(panel()->isVisible());
}

SimulationResult TestConfidencePanel::direct() const
{
    const Plan& plan = m_controller->model()->plan();
    return simulate(ProjectPlanner::withScenario(plan, {}), ProjectPlanner::evaluate(plan));
}

int TestConfidencePanel::row(Strategy strategy) const
{
    QTableWidget* table = panel()->table();
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, ConfidencePanel::Name)->data(Qt::UserRole).toInt() == strategy)
            return r;
    }
    return -1;
}

QString TestConfidencePanel::cell(Strategy strategy, int column) const
{
    const int r = row(strategy);
    return r < 0 ? QString() : panel()->table()->item(r, column)->text();
}

void TestConfidencePanel::showsTheEnginesFigures()
{
    load("lora-7b.rentplan");
    showTab();
    QTRY_VERIFY_WITH_TIMEOUT(settled(), kTimeoutMs);
    const SimulationResult expected = direct();
    const QString currency = m_controller->model()->plan().currency;
    QCOMPARE(currency, QStringLiteral("CNY"));
    // The example states no uncertainty: its defaults, 10,000 futures from seed 1, as the CLI's
    // `plan --simulate` without options.
    QCOMPARE(expected.samples, kDefaultSamples);
    QCOMPARE(panel()->runner()->result()->samples, kDefaultSamples);
    // A row for each strategy the engine could price, none for the others.
    int shown = 0;
    for (const StrategyOutlook& o : expected.strategies) {
        QCOMPARE(row(o.strategy) >= 0, o.available);
        if (!o.available)
            continue;
        ++shown;
        QCOMPARE(cell(o.strategy, ConfidencePanel::P10), money::format(o.cost.p10, currency));
        QCOMPARE(cell(o.strategy, ConfidencePanel::P50), money::format(o.cost.p50, currency));
        QCOMPARE(cell(o.strategy, ConfidencePanel::P90), money::format(o.cost.p90, currency));
        QCOMPARE(cell(o.strategy, ConfidencePanel::Cheapest), ConfidencePanel::percent(o.cheapestShare));
        // The deadline (2027-04-30, from 2027-03-01) is stated: every row gives a chance, not "no deadline".
        QVERIFY(o.pDeadline.has_value());
        QCOMPARE(cell(o.strategy, ConfidencePanel::OnTime), ConfidencePanel::percent(*o.pDeadline));
        QCOMPARE(cell(o.strategy, ConfidencePanel::WithinBudget), QStringLiteral("no budget"));
        QVERIFY(o.cost.p10 <= o.cost.p50 && o.cost.p50 <= o.cost.p90);
    }
    QCOMPARE(panel()->table()->rowCount(), shown);
    QVERIFY(shown >= 1);
    // The point column is the planner's own figure, the Strategies tab's: renting every phase.
    QCOMPARE(cell(Rent, ConfidencePanel::Point), money::format(m_page->result().rent.cost, currency));

    // What to ask for: the recommended strategy's P90 (the plan states no budget percentile).
    const StrategyOutlook& chosen = expected.outlook(expected.tornadoStrategy);
    QCOMPARE(expected.budgetPercentile, 90.0);
    QCOMPARE(chosen.budget, chosen.cost.p90);
    auto* ask = child<QLabel>(panel(), "confidenceAsk");
    QVERIFY2(ask->text().startsWith(
                 QStringLiteral("Ask for ") + money::format(chosen.cost.p90, currency) + QStringLiteral(" (P90)")),
        qPrintable(ask->text()));
    auto* summary = child<QLabel>(panel(), "confidenceSummary");
    QVERIFY2(summary->text().contains(ConfidencePanel::percent(chosen.cheapestShare) + QStringLiteral(" of the")),
        qPrintable(summary->text()));
    QVERIFY(!child<QProgressBar>(panel(), "confidenceProgress")->isVisible());
    QVERIFY2(child<QLabel>(panel(), "confidenceStatus")->text().startsWith(QStringLiteral("10,000 simulated futures")),
        qPrintable(child<QLabel>(panel(), "confidenceStatus")->text()));

    // The distributions: one curve per strategy shown, at most 500 points of the 10,000 futures,
    // rising from the cheapest future to the dearest; the calendar's deadline line at 61 days
    // (1 March to the end of 30 April: 30 + 30 + 1).
    QCOMPARE(int(panel()->costChart()->curves().size()), shown);
    for (QLineSeries* curve : panel()->costChart()->curves()) {
        QCOMPARE(curve->count(), DistributionChart::kMaxPoints);
        QCOMPARE(curve->at(curve->count() - 1).y(), 100.0);
    }
    const QLineSeries* rent = panel()->costChart()->curves().first();
    QCOMPARE(rent->at(0).x(), expected.outlook(Rent).sortedCosts.first());
    QCOMPARE(rent->at(rent->count() - 1).x(), expected.outlook(Rent).sortedCosts.last());
    // P50 and P90 of each strategy marked.
    QCOMPARE(panel()->costChart()->marks()->count(), 2 * shown);
    QVERIFY(!panel()->costChart()->limitLine()); // no budget
    QVERIFY(panel()->calendarChart()->limitLine());
    QCOMPARE(panel()->calendarChart()->limitLine()->at(0).x(), 61.0);
}

void TestConfidencePanel::editRestartsTheRun()
{
    load("lora-7b.rentplan");
    showTab();
    QTRY_VERIFY_WITH_TIMEOUT(settled(), kTimeoutMs);
    const QString firstP50 = cell(Rent, ConfidencePanel::P50);
    const QString firstP90 = cell(Rent, ConfidencePanel::P90);

    // Evaluation rounds on 2 cards instead of 1: the same tokens on twice the cards, billed per
    // instance, cost more and shift every future.
    PhaseTableModel* phases = m_page->phaseModel();
    QCOMPARE(phases->phase(3).name, QStringLiteral("Evaluation rounds"));
    QVERIFY(typeIntoCell(m_page->phaseTable(), phases->index(3, PhaseTableModel::Cards), QStringLiteral("2")));
    QTRY_COMPARE(phases->phase(3).cards, 2);
    // Until the new figures arrive the old ones are greyed and the tab says it is simulating.
    QVERIFY(panel()->runner()->isStale());
    QVERIFY(!child<QScrollArea>(panel(), "confidenceScroll")->widget()->isEnabled());
    QVERIFY(child<QLabel>(panel(), "confidenceStatus")->text().startsWith(QStringLiteral("Simulating")));
    // A second edit before the first run ends: the first plan's figures are never shown.
    QVERIFY(typeIntoCell(m_page->phaseTable(), phases->index(3, PhaseTableModel::Cards), QStringLiteral("4")));
    QTRY_COMPARE(phases->phase(3).cards, 4);
    QTRY_VERIFY_WITH_TIMEOUT(settled(), kTimeoutMs);
    const SimulationResult edited = direct();
    const QString currency = m_controller->model()->plan().currency;
    QCOMPARE(cell(Rent, ConfidencePanel::P50), money::format(edited.outlook(Rent).cost.p50, currency));
    QCOMPARE(cell(Rent, ConfidencePanel::P90), money::format(edited.outlook(Rent).cost.p90, currency));
    QVERIFY(cell(Rent, ConfidencePanel::P50) != firstP50);
    QVERIFY(child<QScrollArea>(panel(), "confidenceScroll")->widget()->isEnabled());

    // Undo twice: the plan as loaded, and with the same seed exactly the first figures.
    m_controller->undoStack()->undo();
    m_controller->undoStack()->undo();
    QCOMPARE(phases->phase(3).cards, 1);
    QTRY_VERIFY_WITH_TIMEOUT(settled(), kTimeoutMs);
    QCOMPARE(cell(Rent, ConfidencePanel::P50), firstP50);
    QCOMPARE(cell(Rent, ConfidencePanel::P90), firstP90);
}

void TestConfidencePanel::budgetIsALineAndAChance()
{
    // lora-7b with a budget of 13,000 CNY, saved and opened as a user's file.
    QFile example(QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/lora-7b.rentplan"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QByteArray json = example.readAll();
    QVERIFY(json.contains(R"("deadline": "2027-04-30",)"));
    json.replace(R"("deadline": "2027-04-30",)", R"("deadline": "2027-04-30", "budget": 13000,)");
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("budget.rentplan")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();
    QVERIFY(m_controller->open(file.fileName()));
    showTab();
    QTRY_VERIFY_WITH_TIMEOUT(settled(), kTimeoutMs);
    const SimulationResult expected = direct();
    QCOMPARE(expected.projectBudget, std::optional<double>(13000));
    const StrategyOutlook& rent = expected.outlook(Rent);
    QVERIFY(rent.pBudget.has_value());
    QCOMPARE(cell(Rent, ConfidencePanel::WithinBudget), ConfidencePanel::percent(*rent.pBudget));
    // Renting's P50 is below 13,000 and its P90 above it (its point estimate, 11,701.07, is below):
    // the budget holds in more than half the futures and fewer than nine in ten.
    QVERIFY(rent.cost.p50 < 13000 && rent.cost.p90 > 13000);
    QVERIFY(*rent.pBudget > 0.5 && *rent.pBudget < 0.9);
    QVERIFY2(
        child<QLabel>(panel(), "confidenceAsk")
            ->text()
            .endsWith(QStringLiteral("The budget of %1 holds in %2 of them.")
                          .arg(money::format(13000, QStringLiteral("CNY")), ConfidencePanel::percent(*rent.pBudget))),
        qPrintable(child<QLabel>(panel(), "confidenceAsk")->text()));
    QLineSeries* line = panel()->costChart()->limitLine();
    QVERIFY(line);
    QCOMPARE(line->at(0).x(), 13000.0);
    QVERIFY(child<QLabel>(panel(), "confidenceLegend")->text().contains(money::format(13000, QStringLiteral("CNY"))));
}

void TestConfidencePanel::tornadoNamesItsInputs()
{
    load("lora-7b.rentplan");
    showTab();
    QTRY_VERIFY_WITH_TIMEOUT(settled(), kTimeoutMs);
    const SimulationResult expected = direct();
    const Plan plan = ProjectPlanner::withScenario(m_controller->model()->plan(), {});
    TornadoChart* tornado = panel()->tornado();
    // lora-7b states no uncertainty: work, MFU, rounds, reruns and prices move renting; the lead
    // time moves only buying. Largest swing first, as the engine sorts them.
    QVERIFY(!expected.tornado.isEmpty());
    QCOMPARE(tornado->barCount(), std::min<int>(int(expected.tornado.size()), TornadoChart::kMaxBars));
    QStringList names;
    for (const TornadoBar& bar : expected.tornado.mid(0, TornadoChart::kMaxBars))
        names.append(uncertainty_inputs::Text::name(plan, expected.inputs.inputs.at(bar.input)));
    QCOMPARE(tornado->names(), names);
    QVERIFY(names.contains(QStringLiteral("Amount of work (every phase)")));
    QVERIFY(names.contains(QStringLiteral("MFU reached (every phase)")));
    // The labels beside the bars are the names, elided when long, and all different.
    const QStringList labels = tornado->labels();
    QCOMPARE(labels.size(), names.size());
    for (qsizetype i = 0; i < labels.size(); ++i) {
        QString shown = labels.at(i);
        shown.remove(QChar(0x200b));
        QVERIFY2(shown == names.at(i) || (shown.endsWith(QChar(0x2026)) && names.at(i).startsWith(shown.chopped(1))),
            qPrintable(shown));
    }
    QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
    // The bars meet at the cost with every input at its mode: the plan's own renting cost.
    QVERIFY(tornado->baseLine());
    QCOMPARE(tornado->baseLine()->at(0).x(), expected.tornadoBase);
    QVERIFY(std::abs(expected.tornadoBase - m_page->result().rent.cost) < 1e-6);
}

void TestConfidencePanel::inputsSayWhereTheyComeFrom()
{
    load("lora-7b.rentplan");
    showTab();
    QTRY_VERIFY_WITH_TIMEOUT(settled(), kTimeoutMs);
    const SimulationResult expected = direct();
    QTableWidget* inputs = panel()->inputs();
    QCOMPARE(inputs->rowCount(), int(expected.inputs.inputs.size()));
    for (int r = 0; r < inputs->rowCount(); ++r) {
        const uncertainty_inputs::Input& in = expected.inputs.inputs.at(r);
        QCOMPARE(inputs->item(r, ConfidencePanel::InputRange)->text(), uncertainty_inputs::Text::range(in));
        // Nothing stated in the example: every input is a default, with its reason beside it.
        QCOMPARE(inputs->item(r, ConfidencePanel::InputSource)->text(), QStringLiteral("default"));
        QCOMPARE(
            inputs->item(r, ConfidencePanel::InputReason)->text(), uncertainty_inputs::Text::defaultReason(in.factor));
        QVERIFY(!inputs->item(r, ConfidencePanel::InputReason)->text().isEmpty());
    }
    // The work factor's default range: 0.9 – 1 – 1.15 of the planned work (docs/plan-format.md).
    const auto work = uncertainty_inputs::defaultWork();
    QCOMPARE(work.low, 0.9);
    QCOMPARE(work.high, 1.15);
}

void TestConfidencePanel::planWithoutGpuSaysWhatToDo()
{
    showTab();
    // The start-up plan has offers and no phases.
    auto* empty = child<QLabel>(panel(), "confidenceEmpty");
    QVERIFY(empty->isVisible());
    QCOMPARE(empty->text(), QStringLiteral("Add phases to see the spread of their cost."));
    QVERIFY(!child<QWidget>(panel(), "confidenceScroll")->isVisible());

    // A CPU-only phase (card "none"): nothing to spread over cards.
    m_page->addPhase();
    PhaseTableModel* phases = m_page->phaseModel();
    QVERIFY(chooseInCell(
        m_page->phaseTable(), phases->index(0, PhaseTableModel::Card), QString::fromLatin1(Phase::kNoCard)));
    QTRY_COMPARE(phases->phase(0).card, QString::fromLatin1(Phase::kNoCard));
    QCOMPARE(m_page->result().peakCards, 0);
    QCOMPARE(empty->text(), QStringLiteral("Add a phase with a GPU to see the spread of its cost."));
    QVERIFY(!panel()->runner()->isRunning());
    QVERIFY(!child<QWidget>(panel(), "confidenceScroll")->isVisible());
    QVERIFY(!empty->text().contains(u'/')); // a sentence, never a path
}

void TestConfidencePanel::runsOnlyWhileShown()
{
    sideTabs()->setCurrentIndex(1); // the strategies
    // Whether the tab was shown each time a run reported progress (a run starts with progressed(0)).
    QList<bool> shownWhileRunning;
    QObject watching;
    connect(panel()->runner(), &SimulationRunner::progressed, &watching,
        [&] { shownWhileRunning.append(panel()->isVisible()); });
    load("lora-7b.rentplan");
    QVERIFY(!panel()->isVisible());
    QVERIFY(panel()->runner()->isStale());
    // While the tab is hidden nothing runs, and nothing waits to run when the pause after the
    // edit ends: the runner is inactive and its pause timer is not counting.
    QVERIFY(!panel()->runner()->isActive());
    QVERIFY(!panel()->runner()->isScheduled());
    QVERIFY(!panel()->runner()->isRunning());
    QVERIFY(panel()->runner()->isStale());
    // Shown: the run starts at once and ends with the figures.
    sideTabs()->setCurrentIndex(kConfidenceTab);
    QVERIFY(panel()->runner()->isRunning() || settled());
    QTRY_VERIFY_WITH_TIMEOUT(settled(), kTimeoutMs);
    QCOMPARE(cell(Rent, ConfidencePanel::P50),
        money::format(direct().outlook(Rent).cost.p50, m_controller->model()->plan().currency));
    QVERIFY(!shownWhileRunning.isEmpty());
    QVERIFY(!shownWhileRunning.contains(false)); // no run while the tab was hidden
}

void TestConfidencePanel::learnFromLedgerUsesRecordedJobs()
{
    load("lora-7b.rentplan");
    showTab();
    QTRY_VERIFY_WITH_TIMEOUT(settled(), kTimeoutMs);
    auto* learn = child<QPushButton>(panel(), "learnFromLedger");
    QVERIFY(learn->isEnabled());
    // The main window answers the button with the open ledger's calibration.
    QSignalSpy requested(panel(), &ConfidencePanel::learnFromLedgerRequested);
    QTest::mouseClick(learn, Qt::LeftButton);
    QCOMPARE(requested.count(), 1);
    // Five recorded full-training jobs on A100 80GB SXM, each billed 1.3 × its planned hours: the
    // example's training run (8 × A100 80GB SXM, full training) learns a work factor of 1.3.
    QList<JobRecord> jobs;
    for (int i = 0; i < 5; ++i) {
        JobRecord job;
        job.card = QStringLiteral("a100-sxm-80g");
        job.task = QStringLiteral("full_training");
        job.plan = QStringLiteral("earlier");
        job.phase = QString::number(i);
        job.billedHours = 13;
        job.plannedHours = 10;
        jobs.append(job);
    }
    const calibration::Calibration learned = calibration::learn(jobs);
    panel()->setCalibration(learned, QStringLiteral("my-ledger.sqlite"));
    QTRY_VERIFY_WITH_TIMEOUT(settled(), kTimeoutMs);
    auto* list = child<QLabel>(panel(), "learnedInputs");
    QVERIFY(list->isVisible());
    QVERIFY2(list->text().startsWith(QStringLiteral("Learned from my-ledger.sqlite:")), qPrintable(list->text()));
    QVERIFY(list->text().contains(QStringLiteral("billed 1.30 × the planned hours")));
    // The figures are the engine's with those learned inputs.
    const Plan& plan = m_controller->model()->plan();
    const ProjectResult result = ProjectPlanner::evaluate(plan);
    Options options;
    options.learned = simulation::learn(plan, result, learned).perPhase;
    const SimulationResult expected = simulate(plan, result, options);
    QCOMPARE(cell(Rent, ConfidencePanel::P50), money::format(expected.outlook(Rent).cost.p50, plan.currency));
    QVERIFY(expected.outlook(Rent).cost.p50 > direct().outlook(Rent).cost.p50);
}

QTEST_MAIN(TestConfidencePanel)
#include "tst_confidencepanel.moc"
