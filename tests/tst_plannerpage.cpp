// The Planner tab driven like a user: add a phase and watch the chart and totals move, every
// kind of edit undone and redone, a refused value shown in its cell, templates, taking the
// cheapest card, scenarios duplicated and compared, the examples, both languages.
#include "models/common/Translation.h"
#include "models/plan/PlanFormat.h"
#include "models/planner/ProjectPlanner.h"
#include "models/qt/PhaseTableModel.h"
#include "models/qt/PlanModel.h"
#include "tests/ExamplePlan.h"
#include "tests/GuiTestSetup.h"
#include "tests/PlanFromJson.h"
#include "tests/PlannerWindow.h"
#include "views/common/ChartRange.h"
#include "views/common/Dialogs.h"
#include "views/common/GripSplitter.h"
#include "views/document/PlanController.h"
#include "views/planner/ExamplesMenu.h"
#include "views/planner/HybridCurveChart.h"
#include "views/planner/PhaseDelegate.h"
#include "views/planner/PlannerPage.h"
#include "views/planner/ProjectSettingsPanel.h"
#include "views/planner/RankingPanel.h"
#include "views/planner/ScenarioComparePanel.h"
#include "views/planner/StrategyChart.h"
#include "views/planner/StrategyPanel.h"
#include "views/planner/TimelineChart.h"
#include "views/planner/WorkloadPanel.h"

#include <QAbstractAxis>
#include <QAbstractItemModelTester>
#include <QAreaSeries>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtTest>

#include <cmath>

using namespace rp;
using namespace Qt::StringLiterals;
using rp::test::planFrom;

namespace {

// The strategy table's column headed `title`.
int column(QTableWidget* table, const QString& title)
{
    for (int c = 0; c < table->columnCount(); ++c) {
        if (table->horizontalHeaderItem(c)->text() == title)
            return c;
    }
    qFatal("no column %s", qPrintable(title));
}

// A number typed into a spin box and confirmed with Enter, as a user does.
void type(QAbstractSpinBox* spin, const QString& text)
{
    spin->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Enter);
}

// The phase table's delegate, with its style options open to the test.
struct DelegateProbe : PhaseDelegate {
    using PhaseDelegate::initStyleOption;
    using PhaseDelegate::PhaseDelegate;
};

} // namespace

class TestPlannerPage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void emptyPlanSaysWhatToDo();
    void addingAPhaseChangesChartAndTotals();
    void undoRedoEveryKindOfEdit();
    void refusedValueStaysInItsCell();
    void takeTheCheapestCard();
    void scenariosDuplicateEditCompare();
    void examplesOpenFromTheMenu();
    void retranslates();
    void workloadEditsAreUndoable();
    void scenarioRenames();
    void offersAreNamedNotNumbered();
    void axisTicksReadApart();
    void defaultUtilizationEditedInOnePlace();
    void strategiesShowDeadlinesCashAndRefusals();
    void phaseTableShowsSplitsAndCpuPrices();
    void transferEditedWithTheWorkload();
    void recordedPhaseNamesThePlanNotTheTitle();
    void comparisonOpensOnThePlanAgainstItsScenario();
    void rankingSaysWhereTheHoursComeFrom();
    void derivedHoursLookReadOnlyAndOpenTheWorkload();
    void phaseTableTakesTheHeightOfItsRows();
    void procurementTermsEditedAndUndone();

private:
    PlanModel* plan() const { return m_controller->model(); }
    QUndoStack* undo() const { return m_controller->undoStack(); }
    void load(const char* example);

    QWidget* m_window = nullptr;
    PlanController* m_controller = nullptr;
    PlannerPage* m_page = nullptr;
};

void TestPlannerPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RentPlanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_plannerpage"));
    Dialogs::setRecordOnly(true);
    Translation::install(QStringLiteral("en"));
}

void TestPlannerPage::init()
{
    const test::PlannerWindow planner = test::PlannerWindow::open();
    m_window = planner.window;
    m_controller = planner.controller;
    m_page = planner.page;
    // Every edit, drag, undo and reset below also goes through Qt's model checker.
    new QAbstractItemModelTester(
        m_page->phaseModel(), QAbstractItemModelTester::FailureReportingMode::QtTest, m_page->phaseModel());
}

void TestPlannerPage::cleanup()
{
    delete m_window;
}

void TestPlannerPage::load(const char* example)
{
    test::PlannerWindow { m_window, m_controller, m_page }.load(example);
}

void TestPlannerPage::emptyPlanSaysWhatToDo()
{
    // The start-up plan (offers only) has no phases: the page says how to begin.
    QCOMPARE(m_page->phaseModel()->rowCount(), 0);
    auto* empty = m_page->findChild<QLabel*>(QStringLiteral("phasesEmpty"));
    QVERIFY(empty && empty->isVisible());
    QVERIFY(empty->text().contains(QStringLiteral("Templates")));
    QVERIFY(m_page->timeline()->phaseSeries().isEmpty());
    // The timeline shows its title alone, not axes of a timeline that does not exist.
    const QList<QAbstractAxis*> axes = m_page->timeline()->chart()->axes();
    QCOMPARE(axes.size(), 2);
    for (const QAbstractAxis* axis : axes)
        QVERIFY(!axis->isVisible());
    QCOMPARE(m_page->timeline()->chart()->title(), QStringLiteral("No phases yet: add one, or start from a template."));
    // No demand, nothing to own: no "buy for the peak 599,000" for an empty plan, no owned-capacity
    // line, and the strategies show their sentence instead of a table of zeros and empty charts.
    QVERIFY(!m_page->result().buy.available);
    QVERIFY(!m_page->timeline()->ownedLine());
    QCOMPARE(m_page->strategies()->recommendation(), QStringLiteral("Add phases to see what the project costs."));
    QVERIFY(m_page->strategies()->table()->isHidden());
    QVERIFY(m_page->strategies()->chart()->isHidden());
    QVERIFY(m_page->strategies()->hybridChart()->isHidden());
    // The workload view asks for a selection and shows no fields.
    QVERIFY(!m_page->workload()->sourceCombo()->isVisibleTo(m_page->workload()));
}

void TestPlannerPage::addingAPhaseChangesChartAndTotals()
{
    // The example plan rents A100s. A new phase is 1 card for 8 h; on a-on-demand (18 per
    // card-hour, 8-card instances, whole hours, 300 a month of disk) it bills one 8-card
    // instance: 8 × 18 × 8 = 1 152 plus 300 × 8 / 730 = 3.29 of disk.
    auto* add = m_page->findChild<QPushButton*>(QStringLiteral("addPhaseButton"));
    QVERIFY(add);
    QTest::mouseClick(add, Qt::LeftButton);
    QCOMPARE(m_page->phaseModel()->rowCount(), 1);
    QVERIFY(m_page->result().rent.cost > 0); // on the cheapest offer for 8 h (spot)
    QTableView* table = m_page->phaseTable();
    QVERIFY(chooseInCell(table, m_page->phaseModel()->index(0, PhaseTableModel::Offer), QStringLiteral("a-on-demand")));
    QTRY_COMPARE(plan()->plan().phases.at(0).offer, QStringLiteral("a-on-demand"));
    QCOMPARE(m_page->timeline()->phaseSeries().size(), 1);
    for (const QAbstractAxis* axis : m_page->timeline()->chart()->axes())
        QVERIFY(axis->isVisible()); // a timeline exists: its axes show
    QVERIFY(std::abs(m_page->result().rent.cost - (1152 + 300 * 8.0 / 730)) < 1e-6);
    auto* totals = m_page->findChild<QLabel*>(QStringLiteral("plannerTotals"));
    QVERIFY2(totals->text().contains(QStringLiteral("1,155.29")), qPrintable(totals->text()));
    QVERIFY(!m_page->findChild<QLabel*>(QStringLiteral("phasesEmpty"))->isVisible());
    const QString before = totals->text();

    // A second phase of 8 cards beside it: the chart stacks two bands and the totals grow.
    QTest::mouseClick(add, Qt::LeftButton);
    QVERIFY(typeIntoCell(table, m_page->phaseModel()->index(1, PhaseTableModel::Cards), QStringLiteral("8")));
    QTRY_COMPARE(plan()->plan().phases.at(1).cards, 8);
    QVERIFY(typeIntoCell(table, m_page->phaseModel()->index(1, PhaseTableModel::StartDay), QStringLiteral("0")));
    QTRY_COMPARE(plan()->plan().phases.at(1).startDay, std::optional<double>(0.0));
    QCOMPARE(m_page->timeline()->phaseSeries().size(), 2);
    QCOMPARE(m_page->result().peakCards, 9);
    QVERIFY(totals->text() != before);
    QVERIFY(m_page->timeline()->hoverText(1).contains(QStringLiteral("8 × A100 80GB SXM")));
    // The example has self-build figures: the owned capacity line is drawn (one 8-card machine
    // cannot hold 9 cards: two machines, 16).
    QVERIFY(m_page->timeline()->ownedLine());
    QCOMPARE(m_page->result().buy.ownedCards, 16);
    QVERIFY(!m_page->strategies()->recommendation().isEmpty());
}

void TestPlannerPage::undoRedoEveryKindOfEdit()
{
    load("lora-7b.rentplan");
    QCOMPARE(plan()->plan().phases.size(), 4);
    const Plan original = plan()->plan();
    auto check = [&](const char* what, auto&& verifyAfter) {
        QVERIFY2(verifyAfter(), what);
        undo()->undo();
        QVERIFY2(plan()->plan().phases == original.phases && plan()->plan().scenarios == original.scenarios, what);
        undo()->redo();
        QVERIFY2(verifyAfter(), what);
        undo()->undo();
    };
    PhaseTableModel* model = m_page->phaseModel();
    QTableView* table = m_page->phaseTable();

    // A cell, typed into its spin box.
    QVERIFY(typeIntoCell(table, model->index(2, PhaseTableModel::Cards), QStringLiteral("16")));
    QTRY_COMPARE(plan()->plan().phases.at(2).cards, 16);
    check("edit a cell", [&] { return plan()->plan().phases.at(2).cards == 16; });
    // Add.
    table->setCurrentIndex(model->index(0, 0));
    m_page->addPhase();
    check("add",
        [&] { return plan()->plan().phases.size() == 5 && plan()->plan().phases.at(1).id == QStringLiteral("phase"); });
    // Duplicate.
    table->setCurrentIndex(model->index(1, 0));
    m_page->duplicatePhase();
    check("duplicate", [&] {
        return plan()->plan().phases.size() == 5 && plan()->plan().phases.at(2).id == QStringLiteral("trial-2");
    });
    // Delete.
    table->setCurrentIndex(model->index(3, 0));
    m_page->deletePhase();
    check("delete",
        [&] { return plan()->plan().phases.size() == 3 && plan()->plan().phases.at(2).id == QStringLiteral("train"); });
    // Drag row 3 (eval) onto row 0.
    QMimeData* drag = model->mimeData({ model->index(3, 0) });
    model->dropMimeData(drag, Qt::MoveAction, -1, -1, model->index(0, 0));
    delete drag;
    check("move", [&] { return plan()->plan().phases.at(0).id == QStringLiteral("eval"); });
    // Template: four more phases with fresh ids.
    m_page->addFineTuningTemplate();
    check("template", [&] {
        return plan()->plan().phases.size() == 8 && plan()->plan().phases.at(4).id == QStringLiteral("prep-2");
    });
    // Scenario added and deleted (the example ships one: "Full fine-tune instead of LoRA").
    QCOMPARE(plan()->plan().scenarios.size(), 1);
    m_page->duplicateAsScenario();
    QCOMPARE(m_page->scenario(), 1);
    check("add scenario", [&] { return plan()->plan().scenarios.size() == 2; });
    QCOMPARE(m_page->scenario(), -1); // undoing the scenario being edited returns to the plan
    undo()->redo();
    m_page->setScenario(1);
    m_page->deleteScenario();
    QCOMPARE(plan()->plan().scenarios.size(), 1);
    undo()->undo();
    QCOMPARE(plan()->plan().scenarios.size(), 2);
    // Every edit went through the plan's undo stack: the document is modified, and undoing all is clean.
    QVERIFY(m_controller->isModified());
    undo()->undo();
    QVERIFY(!m_controller->isModified());
}

void TestPlannerPage::refusedValueStaysInItsCell()
{
    load("lora-7b.rentplan");
    PhaseTableModel* model = m_page->phaseModel();
    QTableView* table = m_page->phaseTable();
    // The Offer cell offers only the phase card's offers: an H100 offer is not there to pick.
    QVERIFY(!chooseInCell(table, model->index(1, PhaseTableModel::Offer), QStringLiteral("h100-x8-hourly")));
    // The training run derives its hours from a model: "No card" (CPU only) is refused with the
    // plan file's message, the phase unchanged, the reason kept in the cell.
    const QModelIndex card = model->index(2, PhaseTableModel::Card);
    QVERIFY(chooseInCell(table, card, QStringLiteral("none")));
    QTRY_VERIFY(!card.data(PhaseTableModel::ProblemRole).toString().isEmpty());
    QCOMPARE(plan()->plan().phases.at(2).card, QStringLiteral("a100-sxm-80g"));
    const QString reason = card.data(PhaseTableModel::ProblemRole).toString();
    QVERIFY2(reason.contains(QStringLiteral("phases[2].card")) && reason.contains(QStringLiteral("needs a GPU card")),
        qPrintable(reason));
    QCOMPARE(card.data(Qt::ToolTipRole).toString(), reason);
    QVERIFY(m_page->findChild<QLabel*>(QStringLiteral("phaseError"))->text().contains(QStringLiteral("card")));
    QVERIFY(undo()->count() == 0);
    // A good value clears it: the card it has, which changes nothing (no undo step, no unsaved change).
    QVERIFY(chooseInCell(table, card, QStringLiteral("a100-sxm-80g")));
    QTRY_VERIFY(card.data(PhaseTableModel::ProblemRole).toString().isEmpty());
    QVERIFY2(undo()->count() == 0, qPrintable(undo()->undoText()));
    QVERIFY(!m_controller->isModified());
    // The engine's own findings show in their cells: 70B training on one card does not fit.
    QVERIFY(typeIntoCell(table, model->index(2, PhaseTableModel::Cards), QStringLiteral("1")));
    QTRY_COMPARE(plan()->plan().phases.at(2).cards, 1);
    Phase big = plan()->plan().phases.at(2);
    big.workload->preset = QStringLiteral("llama-2-70b");
    big.workload->estimate.task = Task::Full;
    plan()->setPhase(-1, 2, big);
    QVERIFY(!model->index(2, PhaseTableModel::Cards).data(PhaseTableModel::ProblemRole).toString().isEmpty());
}

void TestPlannerPage::takeTheCheapestCard()
{
    load("lora-7b.rentplan");
    QTableView* table = m_page->phaseTable();
    table->setCurrentIndex(m_page->phaseModel()->index(2, 0)); // the training run
    const PhaseResult& train = m_page->result().phases.at(2);
    QVERIFY(!train.ranking.isEmpty());
    const RankingEntry best = train.ranking.first();
    QVERIFY(best.cost <= train.cost);
    auto* take = m_page->ranking()->findChild<QPushButton*>(QStringLiteral("takeWinnerButton"));
    QVERIFY(take->isEnabled());
    QVERIFY(m_page->ranking()->table()->rowCount() > 0);
    QTest::mouseClick(take, Qt::LeftButton);
    QCOMPARE(plan()->plan().phases.at(2).card, best.card);
    QCOMPARE(plan()->plan().phases.at(2).cards, best.cards);
    QVERIFY(std::abs(m_page->result().phases.at(2).cost - best.cost) < 1e-6);
    undo()->undo();
    QCOMPARE(plan()->plan().phases.at(2).card, QStringLiteral("a100-sxm-80g"));
}

void TestPlannerPage::scenariosDuplicateEditCompare()
{
    load("lora-7b.rentplan");
    const double planCost = m_page->result().rent.cost;
    m_page->findChild<QLineEdit*>(QStringLiteral("scenarioName"))->setText(QStringLiteral("more trials"));
    QTest::mouseClick(m_page->findChild<QPushButton*>(QStringLiteral("duplicateScenarioButton")), Qt::LeftButton);
    QCOMPARE(plan()->plan().scenarios.size(), 2); // after the example's own
    QCOMPARE(plan()->plan().scenarios.at(1).name, QStringLiteral("more trials"));
    QCOMPARE(m_page->scenario(), 1);
    // Editing now changes the scenario, not the plan: 8 trial rounds instead of 4.
    QVERIFY(typeIntoCell(
        m_page->phaseTable(), m_page->phaseModel()->index(1, PhaseTableModel::Repeats), QStringLiteral("8")));
    QTRY_COMPARE(plan()->plan().scenarios.at(1).phases.at(1).repeats, 8);
    QCOMPARE(plan()->plan().phases.at(1).repeats, 4);
    const double scenarioCost = m_page->result().rent.cost;
    QVERIFY(scenarioCost > planCost);
    // Side by side: the plan against the scenario, the trial's cost delta on its row.
    ScenarioComparePanel* compare = m_page->comparison();
    compare->first()->setCurrentIndex(0);
    compare->second()->setCurrentIndex(2);
    QTableWidget* rows = compare->table();
    QVERIFY(rows->rowCount() > 4);
    bool found = false;
    for (int r = 0; r < rows->rowCount(); ++r) {
        if (rows->item(r, 0)->text().contains(QStringLiteral("Trial runs")))
            found = rows->item(r, 3)->text().startsWith(u'+');
    }
    QVERIFY(found);
    // Saved in the plan file.
    const auto again = PlanFormat::fromJson(PlanFormat::toJson(plan()->plan()), QStringLiteral("x"), nullptr);
    QVERIFY(again);
    QCOMPARE(again->scenarios.size(), 2);
    QCOMPARE(again->scenarios.at(1).phases.at(1).repeats, 8);
    // Back to the plan.
    m_page->setScenario(-1);
    QVERIFY(std::abs(m_page->result().rent.cost - planCost) < 1e-6);
}

void TestPlannerPage::examplesOpenFromTheMenu()
{
    ExamplesMenu menu(m_controller);
    QCOMPARE(menu.actions().size(), 4);
    for (const QString& path : ExamplesMenu::paths())
        QVERIFY2(PlanFormat::load(path, nullptr), qPrintable(path));
    menu.actions().at(2)->trigger();
    QCOMPARE(plan()->plan().phases.size(), 5);
    QVERIFY(m_controller->filePath().isEmpty()); // untitled: saving asks for a name
    // The inference-service example: an owned 4-card baseline plus rented peaks is the cheapest.
    QCOMPARE(m_page->result().recommendation.strategy, QStringLiteral("hybrid"));
    QCOMPARE(m_page->result().hybrid.baselineCards, 4);
    QVERIFY(m_page->timeline()->baselineLine());
}

void TestPlannerPage::retranslates()
{
    load("lora-7b.rentplan");
    auto* add = m_page->findChild<QPushButton*>(QStringLiteral("addPhaseButton"));
    const QString english = add->text();
    QVERIFY(Translation::install(QStringLiteral("zh_CN")));
    QTRY_VERIFY(add->text() != english);
    QVERIFY(
        m_page->phaseModel()->headerData(PhaseTableModel::Name, Qt::Horizontal).toString() != QStringLiteral("Phase"));
    QVERIFY(!m_page->strategies()->recommendation().contains(QStringLiteral("Rent each phase")));
    QVERIFY(!m_page->grab().isNull()); // the Chinese page paints
    QVERIFY(Translation::install(QStringLiteral("en")));
    QTRY_COMPARE(add->text(), english);
    QVERIFY(!m_page->grab().isNull());
}

void TestPlannerPage::workloadEditsAreUndoable()
{
    load("lora-7b.rentplan");
    // Opening a plan selects its first phase; pick the training run (6·10⁹ tokens of a 7B LoRA).
    QCOMPARE(m_page->phaseTable()->currentIndex().row(), 0);
    m_page->phaseTable()->setCurrentIndex(m_page->phaseModel()->index(2, 0));
    WorkloadPanel* panel = m_page->workload();
    QCOMPARE(panel->source(), WorkloadPanel::Source::Training);
    QCOMPARE(panel->modelCombo()->currentData().toString(), QStringLiteral("llama-2-7b"));
    QCOMPARE(panel->tokensSpin()->value(), 6e9);
    QCOMPARE(panel->tokensSpin()->text(), QStringLiteral("6 billion")); // not "6,000.000 million"
    const Plan original = plan()->plan();
    const double hoursBefore = m_page->result().phases.at(2).runHours;
    QVERIFY(hoursBefore > 0);

    // Half the tokens: training FLOPs are 6·P·D (Kaplan et al. 2020), linear in D, so half the hours.
    // Typed as people write it.
    panel->tokensSpin()->setFocus();
    panel->tokensSpin()->selectAll();
    QTest::keyClicks(panel->tokensSpin(), QStringLiteral("3 billion"));
    QTest::keyClick(panel->tokensSpin(), Qt::Key_Return);
    QCOMPARE(plan()->plan().phases.at(2).workload->tokens, 3e9);
    QVERIFY(std::abs(m_page->result().phases.at(2).runHours - hoursBefore / 2) < 1e-9);
    QCOMPARE(undo()->undoText(), QStringLiteral("Edit the workload of Training run"));
    undo()->undo();
    QVERIFY(plan()->plan().phases == original.phases);
    QCOMPARE(panel->tokensSpin()->value(), 6e9); // the form follows the undo

    // Typed hours instead: the phase keeps the hours it had, as a number, and loses its workload.
    panel->sourceCombo()->setCurrentIndex(int(WorkloadPanel::Source::Typed));
    Q_EMIT panel->sourceCombo()->activated(int(WorkloadPanel::Source::Typed));
    QVERIFY(!plan()->plan().phases.at(2).workload);
    QVERIFY(std::abs(*plan()->plan().phases.at(2).hours - hoursBefore) < 1e-9);
    // Typed hours hold for the card they were typed for: every offer of that chip is priced at the
    // same hours, and the others say they cannot be compared (docs/plan-format.md, card ranking).
    for (const RankingEntry& e : m_page->result().phases.at(2).ranking) {
        if (e.runs())
            QVERIFY(std::abs(e.runHours - hoursBefore) < 1e-9);
        else
            QCOMPARE(e.problem, QStringLiteral("typed_hours"));
    }
    undo()->undo();
    QVERIFY(plan()->plan().phases == original.phases);

    // QLoRA instead of LoRA: its default MFU is 0.6 × 0.4 (docs/plan-format.md), so the run takes longer.
    const int qlora = panel->taskCombo()->findData(int(Task::Qlora));
    panel->taskCombo()->setCurrentIndex(qlora);
    Q_EMIT panel->taskCombo()->activated(qlora);
    QCOMPARE(plan()->plan().phases.at(2).workload->estimate.task, Task::Qlora);
    QVERIFY(m_page->result().phases.at(2).runHours > hoursBefore);
    undo()->undo();

    // A refused workload (a model on a CPU-only phase) changes nothing and says why.
    m_page->phaseTable()->setCurrentIndex(m_page->phaseModel()->index(0, 0)); // data prep on an L4
    QVERIFY(chooseInCell(
        m_page->phaseTable(), m_page->phaseModel()->index(0, PhaseTableModel::Card), QStringLiteral("none")));
    QTRY_COMPARE(plan()->plan().phases.at(0).card, QStringLiteral("none"));
    const int undoCount = undo()->count();
    panel->sourceCombo()->setCurrentIndex(int(WorkloadPanel::Source::Training));
    Q_EMIT panel->sourceCombo()->activated(int(WorkloadPanel::Source::Training));
    QCOMPARE(undo()->count(), undoCount);
    QVERIFY(plan()->plan().phases.at(0).workload->isData());
    const QString error = m_page->findChild<QLabel*>(QStringLiteral("phaseError"))->text();
    QVERIFY2(error.contains(QStringLiteral("needs a GPU card")), qPrintable(error));
    QCOMPARE(panel->source(), WorkloadPanel::Source::Data); // the form shows the phase as it is
}

void TestPlannerPage::scenarioRenames()
{
    load("lora-7b.rentplan");
    auto* name = m_page->findChild<QLineEdit*>(QStringLiteral("scenarioName"));
    auto* rename = m_page->findChild<QPushButton*>(QStringLiteral("renameScenarioButton"));
    QVERIFY(!rename->isEnabled()); // the plan itself has no name to change
    name->setText(QStringLiteral("H100 trial"));
    m_page->duplicateAsScenario();
    name->setText(QStringLiteral("second"));
    m_page->duplicateAsScenario();
    QCOMPARE(m_page->scenario(), 2); // after the example's own scenario and "H100 trial"
    QVERIFY(rename->isEnabled());
    name->setText(QStringLiteral("eight trial rounds"));
    QTest::mouseClick(rename, Qt::LeftButton);
    QCOMPARE(plan()->plan().scenarios.at(2).name, QStringLiteral("eight trial rounds"));
    QVERIFY(m_page->findChild<QComboBox*>(QStringLiteral("scenarioCombo"))
                ->itemText(3)
                .contains(QStringLiteral("eight trial rounds")));
    QCOMPARE(m_page->scenario(), 2); // still editing it
    undo()->undo();
    QCOMPARE(plan()->plan().scenarios.at(2).name, QStringLiteral("second"));
    undo()->redo();
    // Names pick scenarios (`rentplan plan --scenario NAME`): a taken name is refused.
    name->setText(QStringLiteral("H100 trial"));
    const int count = undo()->count();
    QTest::mouseClick(rename, Qt::LeftButton);
    QCOMPARE(undo()->count(), count);
    QCOMPARE(plan()->plan().scenarios.at(2).name, QStringLiteral("eight trial rounds"));
    QVERIFY(m_page->findChild<QLabel*>(QStringLiteral("phaseError"))->text().contains(QStringLiteral("exists")));
}

void TestPlannerPage::offersAreNamedNotNumbered()
{
    // lora-7b.rentplan has three on-demand offers from Example Cloud A (8-, 4- and 1-card machines):
    // the table names them by provider and billing, and by machine size where that alone tells them apart.
    load("lora-7b.rentplan");
    PhaseTableModel* model = m_page->phaseModel();
    QCOMPARE(model->index(1, PhaseTableModel::Offer).data().toString(),
        QStringLiteral("Example Cloud A, on-demand, 1-card machines"));
    // The training run's 8 cards cost the same on one 8-card machine or two 4-card ones (18 a
    // card-hour, 300 or 2 × 150 of disk a month, LoRA syncing only its adapters): the first listed wins.
    QCOMPARE(model->index(2, PhaseTableModel::Offer).data().toString(),
        QStringLiteral("Example Cloud A, on-demand, 8-card machines (the cheapest)"));
    // The L4 offer is the only one of its kind: no machine size needed.
    QCOMPARE(model->index(0, PhaseTableModel::Offer).data().toString(),
        QStringLiteral("Example Cloud C, on-demand (the cheapest)"));
    for (int row = 0; row < model->rowCount(); ++row)
        QVERIFY(!model->index(row, PhaseTableModel::Offer).data().toString().contains(QStringLiteral("hourly")));
    // The ranking too.
    m_page->phaseTable()->setCurrentIndex(model->index(2, 0));
    QTableWidget* ranking = m_page->ranking()->table();
    QVERIFY(ranking->rowCount() > 0);
    for (int r = 0; r < ranking->rowCount(); ++r)
        QVERIFY2(
            !ranking->item(r, 1)->text().contains(QStringLiteral("-hourly")), qPrintable(ranking->item(r, 1)->text()));
}

void TestPlannerPage::axisTicksReadApart()
{
    // A 0.5 step labelled "%.0f" read 0, 1, 1, 2: the labels carry the decimals their step needs.
    QCOMPARE(chart_range::decimalsFor(5), 0);
    QCOMPARE(chart_range::decimalsFor(0.5), 1);
    QCOMPARE(chart_range::decimalsFor(0.25), 2);
    QCOMPARE(chart_range::decimalsFor(200000), 0);
    QValueAxis axis;
    chart_range::setNice(&axis, 1.05); // about five ticks up to 1.05: step 0.5, range 0 … 1.5
    QCOMPARE(axis.tickInterval(), 0.5);
    QCOMPARE(axis.max(), 1.5);
    QCOMPARE(axis.labelFormat(), QStringLiteral("%.1f"));
    chart_range::setNice(&axis, 3, 1); // counts of cards: never a half card
    QCOMPARE(axis.tickInterval(), 1.0);
    QCOMPARE(axis.labelFormat(), QStringLiteral("%.0f"));
    // Left axes keep room for their rotated titles (a CJK title was elided to "⋮" beside one-digit labels).
    load("lora-7b.rentplan");
    for (QChartView* view : std::initializer_list<QChartView*> {
             m_page->timeline(), m_page->strategies()->chart(), m_page->strategies()->hybridChart() }) {
        const auto axes = view->chart()->axes(Qt::Vertical);
        QCOMPARE(axes.size(), 1);
        const auto* y = qobject_cast<QValueAxis*>(axes.first());
        QVERIFY2(y->labelFormat().startsWith(chart_range::kLeftPad), qPrintable(view->objectName()));
        QVERIFY(view->chart()->localizeNumbers());
    }
}

void TestPlannerPage::defaultUtilizationEditedInOnePlace()
{
    load("lora-7b.rentplan");
    PhaseTableModel* model = m_page->phaseModel();
    // The trial runs have no busy share of their own: under the profile "exploring" trial runs
    // default to 50 % (docs/plan-format.md), and the cell says why in its tool tip.
    const QModelIndex trial = model->index(1, PhaseTableModel::Utilization);
    QCOMPARE(trial.data().toString(), QStringLiteral("50 % (default)"));
    QVERIFY2(trial.data(Qt::ToolTipRole).toString().contains(QStringLiteral("cards wait while people read results")),
        qPrintable(trial.data(Qt::ToolTipRole).toString()));
    const double trialHours = m_page->result().phases.at(1).runHours;
    const double trainingHours = m_page->result().phases.at(2).runHours;

    // One place for the defaults: the Project tab. Trial runs at 40 %.
    auto* tabs = m_page->findChild<QTabWidget*>(QStringLiteral("plannerSideTabs"));
    tabs->setCurrentWidget(m_page->projectSettings());
    QSpinBox* field = m_page->projectSettings()->defaultField(PhaseKind::Trial);
    QCOMPARE(field->objectName(), QStringLiteral("projectDefault_trial"));
    QCOMPARE(field->value(), 0); // none of the plan's own: the profile's
    QCOMPARE(field->specialValueText(), QStringLiteral("profile: 50 %"));
    type(field, QStringLiteral("40"));
    QCOMPARE(plan()->plan().project->defaultUtilization.value(PhaseKind::Trial), 0.4);
    QCOMPARE(trial.data().toString(), QStringLiteral("40 % (default)"));
    QVERIFY(trial.data(Qt::ToolTipRole).toString().contains(QStringLiteral("set for this kind of phase in the plan")));
    QCOMPARE(m_page->result().phases.at(1).utilization, 0.4);
    // A workload's computing hours are billed as computing / u: 0.5 / 0.4 = 1.25 times the hours.
    QVERIFY(std::abs(m_page->result().phases.at(1).runHours - trialHours * 1.25) < 1e-9);
    // Only that kind: the training run (full training, 90 %) keeps its hours.
    QCOMPARE(model->index(2, PhaseTableModel::Utilization).data().toString(), QStringLiteral("90 % (default)"));
    QCOMPARE(m_page->result().phases.at(2).runHours, trainingHours);
    QCOMPARE(undo()->undoText(), QStringLiteral("Set the default busy share of trial runs"));

    undo()->undo();
    QVERIFY(!plan()->plan().project->defaultUtilization.contains(PhaseKind::Trial));
    QCOMPARE(trial.data().toString(), QStringLiteral("50 % (default)"));
    QCOMPARE(m_page->result().phases.at(1).runHours, trialHours);
    QCOMPARE(field->value(), 0); // the form follows the undo
    undo()->redo();
    QCOMPARE(trial.data().toString(), QStringLiteral("40 % (default)"));

    // A phase's own value still wins, and "default" in its cell hands it back to the kind.
    QVERIFY(typeIntoCell(m_page->phaseTable(), trial, QStringLiteral("70")));
    QTRY_COMPARE(trial.data().toString(), QStringLiteral("70 %"));
    QVERIFY(typeIntoCell(m_page->phaseTable(), trial, QStringLiteral("0")));
    QTRY_VERIFY(!plan()->plan().phases.at(1).utilization);
    QCOMPARE(trial.data().toString(), QStringLiteral("40 % (default)"));

    // A deadline before the start is refused with the plan file's words, and nothing changes.
    const int steps = undo()->count();
    Project bad = *plan()->plan().project;
    bad.deadline = bad.startDate.addDays(-1);
    QString error;
    QVERIFY(!plan()->acceptsProject(bad, &error));
    QVERIFY2(error.contains(QStringLiteral("project.deadline")), qPrintable(error));
    QCOMPARE(undo()->count(), steps);
}

void TestPlannerPage::strategiesShowDeadlinesCashAndRefusals()
{
    // One 8-card phase of 252 h = 10.5 days at 100 a card-hour; one 8-card machine for 100 000 with a
    // 10-day lead time ends on day 20.5. The deadline 2027-01-10 is the 7th day from 2027-01-04:
    // renting is 10.5 − 7 = 3.5 days late, buying 20.5 − 7 = 13.5.
    const char* offers = R"([{"id": "od", "card": "a100-sxm-80g", "cards": 8, "mode": "on_demand",
        "price_per_card_hour": 100}])";
    const char* phases = R"([{"id": "a", "card": "a100-sxm-80g", "cards": 8, "hours": 252, "utilization": 1}])";
    const char* machine = R"({"card": "a100-sxm-80g", "cards": 8, "capex": 100000, "lead_time_days": 10})";
    plan()->setPlan(planFrom(offers, phases, machine, R"({"start_date": "2027-01-04", "deadline": "2027-01-10"})"));
    QTableWidget* table = m_page->strategies()->table();
    const int deadline = column(table, QStringLiteral("Deadline"));
    QCOMPARE(table->item(0, deadline)->text(), QStringLiteral("3.5 d late"));
    QCOMPARE(table->item(1, deadline)->text(), QStringLiteral("13.5 d late"));
    // Cash up front apart from the net cost, and the holding period the resale assumes: the
    // machine is kept the minimum 12 months (8 760 h = 12.0 × 730 h), not the 252 h it works.
    QVERIFY2(
        table->item(1, column(table, QStringLiteral("Cash up front")))->text().contains(QStringLiteral("100,000.00")),
        qPrintable(table->item(1, column(table, QStringLiteral("Cash up front")))->text()));
    QCOMPARE(table->item(1, column(table, QStringLiteral("Held for")))->text(), QStringLiteral("12.0 months"));
    QCOMPARE(table->item(0, column(table, QStringLiteral("Held for")))->text(), QStringLiteral("—"));
    const QStringList bars = m_page->strategies()->chart()->categories();
    QVERIFY2(bars.at(0).contains(QStringLiteral("(late)")), qPrintable(bars.join(u'|')));

    // With the deadline on 2027-01-24, the 21st day, both make it: 21 − 10.5 and 21 − 20.5 days to spare.
    plan()->setPlan(planFrom(offers, phases, machine, R"({"start_date": "2027-01-04", "deadline": "2027-01-24"})"));
    QCOMPARE(table->item(0, deadline)->text(), QStringLiteral("10.5 d to spare"));
    QCOMPARE(table->item(1, deadline)->text(), QStringLiteral("0.5 d to spare"));
    QVERIFY(m_page->strategies()->refusals()->isHidden());

    // A 7 B full fine-tune at micro-batch 8 without recomputation does not fit eight T4 (15 GiB):
    // buying T4s is refused, and the panel says why instead of showing a price.
    plan()->setPlan(
        planFrom(R"([{"id": "a", "card": "a100-sxm-80g", "cards": 8, "mode": "on_demand", "price_per_card_hour": 18}])",
            R"([{"id": "train", "name": "Training", "kind": "full_training", "card": "a100-sxm-80g", "cards": 8,
             "workload": {"params": 7e9, "estimate": {"task": "full", "context": 4096, "batch": 8,
                          "recompute": "none"}, "tokens": 1e9}}])",
            R"({"card": "t4", "cards": 8, "capex": 200000})"));
    QCOMPARE(table->item(1, column(table, QStringLiteral("Net cost")))->text(), QStringLiteral("cannot run"));
    QLabel* refusals = m_page->strategies()->refusals();
    QVERIFY(!refusals->isHidden());
    QVERIFY2(refusals->text().contains(QStringLiteral("\"Training\" cannot run on the owned Tesla T4")),
        qPrintable(refusals->text()));
    QCOMPARE(table->item(1, deadline)->text(), QStringLiteral("—"));
}

void TestPlannerPage::phaseTableShowsSplitsAndCpuPrices()
{
    // A 7B LoRA that fits one A100 on eight 1-card machines runs plain data parallel (the
    // adapters are all it syncs); a CPU phase with no CPU offer in the plan has no price.
    plan()->setPlan(planFrom(
        R"([{"id": "a1", "card": "a100-sxm-80g", "cards": 1, "mode": "on_demand", "price_per_card_hour": 20}])",
        R"([{"id": "prep", "kind": "data_prep", "card": "none", "hours": 10},
            {"id": "t", "kind": "full_training", "card": "a100-sxm-80g", "cards": 8, "utilization": 1,
             "workload": {"model": "llama-2-7b", "estimate": {"task": "lora", "context": 2048, "batch": 1,
                          "recompute": "full"}, "tokens": 1e9}},
            {"id": "typed", "card": "a100-sxm-80g", "cards": 2, "hours": 5}])"));
    PhaseTableModel* model = m_page->phaseModel();
    QCOMPARE(model->index(1, PhaseTableModel::Split).data().toString(),
        QStringLiteral("8 machines × 1 card, data parallel"));
    // S(8) = 8 / (1 + 7 · 0.002) = 7.89 (adapters only, any link).
    QVERIFY2(model->index(1, PhaseTableModel::Split).data(Qt::ToolTipRole).toString().contains(QStringLiteral("7.89")),
        qPrintable(model->index(1, PhaseTableModel::Split).data(Qt::ToolTipRole).toString()));
    QCOMPARE(model->index(2, PhaseTableModel::Split).data().toString(), QStringLiteral("—")); // typed hours
    QCOMPARE(model->index(0, PhaseTableModel::Split).data().toString(), QStringLiteral("—"));
    QCOMPARE(model->index(0, PhaseTableModel::Card).data().toString(), QStringLiteral("No GPU (CPU only)"));
    QCOMPARE(model->index(0, PhaseTableModel::Cost).data().toString(), QStringLiteral("no price: add a CPU offer"));
    QVERIFY(model->index(0, PhaseTableModel::Offer)
                .data(PhaseTableModel::ProblemRole)
                .toString()
                .contains(QStringLiteral("CPU offer")));
    QVERIFY(!(model->flags(model->index(0, PhaseTableModel::Split)) & Qt::ItemIsEditable));
    // A CPU phase may name its CPU offer, so the column is editable for it too.
    QVERIFY(model->flags(model->index(0, PhaseTableModel::Offer)) & Qt::ItemIsEditable);
}

void TestPlannerPage::transferEditedWithTheWorkload()
{
    // 10 typed hours on one A100 at 20 an hour; egress 0.8 a GB. 2 000 GB uploaded and 100 GB of
    // results downloaded at 1 Gbit/s: 2 100 × 8 / 1 000 × 1 000 s = 16 800 s = 4.667 h billed on
    // the card. Egress applies to the 100 GB out only: 80. Cost: 20 × (10 + 4.667) + 80 = 373.33.
    plan()->setPlan(planFrom(R"([{"id": "a", "card": "a100-sxm-80g", "mode": "on_demand",
        "price_per_card_hour": 20, "egress_per_gb": 0.8}])",
        R"([{"id": "t", "name": "Upload", "card": "a100-sxm-80g", "cards": 1, "hours": 10}])"));
    QVERIFY(std::abs(m_page->result().phases.at(0).cost - 200) < 1e-9);
    auto* in = m_page->workload()->findChild<QDoubleSpinBox*>(QStringLiteral("transferDataIn"));
    auto* out = m_page->workload()->findChild<QDoubleSpinBox*>(QStringLiteral("transferDataOut"));
    auto* bandwidth = m_page->workload()->findChild<QDoubleSpinBox*>(QStringLiteral("transferBandwidth"));
    QVERIFY(in && out && bandwidth);
    type(in, QStringLiteral("2000"));
    type(bandwidth, QStringLiteral("1000"));
    type(out, QStringLiteral("100"));
    const Phase& phase = plan()->plan().phases.at(0);
    QVERIFY(phase.transfer);
    QCOMPARE(phase.transfer->dataGb, 2000.0);
    QCOMPARE(phase.transfer->dataOutGb, 100.0);
    QCOMPARE(phase.transfer->bandwidthMbps, 1000.0);
    const PhaseResult& r = m_page->result().phases.at(0);
    QVERIFY(std::abs(r.transferHours - 16800.0 / 3600) < 1e-9);
    QVERIFY(std::abs(r.egressCost - 80) < 1e-9);
    QVERIFY(std::abs(r.cost - (20 * (10 + 16800.0 / 3600) + 80)) < 1e-6);
    QVERIFY2(m_page->workload()->summary()->text().contains(QStringLiteral("80.00")),
        qPrintable(m_page->workload()->summary()->text()));
    // Nothing sent out again: one undo step back.
    undo()->undo();
    QCOMPARE(plan()->plan().phases.at(0).transfer->dataOutGb, 0.0);
    QCOMPARE(out->value(), 0.0);
    // No data either way: no transfer at all.
    type(in, QStringLiteral("0"));
    QVERIFY(!plan()->plan().phases.at(0).transfer);
    QVERIFY(std::abs(m_page->result().phases.at(0).cost - 200) < 1e-9);
}

void TestPlannerPage::recordedPhaseNamesThePlanNotTheTitle()
{
    // A plan without a "name" is named by its file. With unsaved changes the window title shows
    // "lora-unnamed.rentplan*"; the ledger must get the file name, as the Billing tab gives it.
    QTemporaryDir dir;
    QFile example(QStringLiteral(":/data/examples/lora-7b.rentplan"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QByteArray text = example.readAll();
    text.replace("\"name\": \"Example project: LoRA fine-tune of a 7B model\"", "\"name\": \"\"");
    const QString path = dir.filePath(QStringLiteral("lora-unnamed.rentplan"));
    QFile copy(path);
    QVERIFY(copy.open(QIODevice::WriteOnly));
    copy.write(text);
    copy.close();
    QVERIFY(m_controller->open(path));
    QVERIFY(plan()->plan().name.isEmpty());
    QTest::mouseClick(m_page->findChild<QPushButton*>(QStringLiteral("addPhaseButton")), Qt::LeftButton);
    QVERIFY(m_controller->isModified());
    QCOMPARE(m_controller->displayName(), QStringLiteral("lora-unnamed.rentplan*"));

    int row = 0; // the training run, wherever the new phase went
    while (row < m_page->result().phases.size() && m_page->result().phases.at(row).id != u"train")
        ++row;
    QVERIFY(row < m_page->result().phases.size());
    m_page->phaseTable()->setCurrentIndex(m_page->phaseModel()->index(row, 0));
    const PhaseResult train = m_page->result().phases.at(row);
    QList<PlanJobDraft> recorded;
    connect(m_page, &PlannerPage::recordAsJobRequested, this, [&](const PlanJobDraft& d) { recorded.append(d); });
    QTest::mouseClick(m_page->findChild<QPushButton*>(QStringLiteral("recordPhaseButton")), Qt::LeftButton);
    QCOMPARE(recorded.size(), 1);
    const PlanJobDraft draft = recorded.first();
    QCOMPARE(draft.plan, QStringLiteral("lora-unnamed.rentplan"));
    QCOMPARE(draft.phase, QStringLiteral("train"));
    QCOMPARE(draft.cards, qint64(train.cards));
    // Kept to the cent, as the Billing tab and the ledger keep money.
    QVERIFY(draft.plannedCost);
    QCOMPARE(*draft.plannedCost, std::round(train.cost * 100.0) / 100.0);
    QCOMPARE(std::round(*draft.plannedCost * 100.0), *draft.plannedCost * 100.0);
    // The phase's planned wall-clock hours as the planner shows them (transfer + run × repeats),
    // and its kind as the job's task, so calibration can group jobs by kind.
    QVERIFY(train.hours > 0);
    QCOMPARE(draft.plannedHours, std::optional<double>(train.hours));
    QCOMPARE(train.hours, train.transferHours + train.runHours * train.repeats);
    QCOMPARE(draft.task, QStringLiteral("full_training"));
}

void TestPlannerPage::comparisonOpensOnThePlanAgainstItsScenario()
{
    // A plan without scenarios first (the comparison has only "The plan" on both sides), then one
    // with a scenario: it opened as "The plan ↔ The plan", all zeros. It opens on the plan against
    // its first scenario.
    load("example.rentplan");
    ScenarioComparePanel* compare = m_page->comparison();
    QCOMPARE(compare->second()->count(), 1);
    load("lora-7b.rentplan");
    QCOMPARE(compare->first()->currentData().toString(), QString());
    QCOMPARE(compare->second()->currentData().toString(), QStringLiteral("Full fine-tune instead of LoRA"));
    // Every change shows its sign. The full fine-tune's training run takes longer than LoRA's on the
    // same 8 cards (6·P FLOPs of every weight against LoRA's frozen weights), so the calendar grows.
    const ProjectResult asPlanned = ProjectPlanner::evaluate(plan()->plan());
    const ProjectResult scenario
        = ProjectPlanner::evaluate(plan()->plan(), QStringLiteral("Full fine-tune instead of LoRA"));
    const double days = scenario.calendarDays - asPlanned.calendarDays;
    QVERIFY(days > 0);
    QTableWidget* rows = compare->table();
    bool found = false;
    for (int r = 0; r < rows->rowCount(); ++r) {
        if (rows->item(r, 0)->text() != QStringLiteral("Calendar days"))
            continue;
        found = true;
        QCOMPARE(rows->item(r, 3)->text(), QStringLiteral("+") + QLocale().toString(days, 'f', 1));
    }
    QVERIFY(found);
}

void TestPlannerPage::rankingSaysWhereTheHoursComeFrom()
{
    // Cheapest cards said a data phase "has typed hours". Each phase of lora-7b says where its
    // hours come from: data at a set throughput, a model's workload, or hours typed by hand.
    load("lora-7b.rentplan");
    auto* title = m_page->ranking()->findChild<QLabel*>(QStringLiteral("rankingTitle"));
    QVERIFY(title);
    PhaseTableModel* model = m_page->phaseModel();
    m_page->phaseTable()->setCurrentIndex(model->index(0, 0)); // data cleaning: 300 GB at 15 GB an hour
    QCOMPARE(m_page->result().phases.at(0).hoursFrom, QStringLiteral("data"));
    QVERIFY2(title->text().contains(QStringLiteral("processes data at a set throughput")), qPrintable(title->text()));
    QVERIFY(!title->text().contains(QStringLiteral("typed")));
    m_page->phaseTable()->setCurrentIndex(model->index(2, 0)); // the training run: a model and tokens
    QVERIFY2(title->text().contains(QStringLiteral("each card at its own hours")), qPrintable(title->text()));
    // An offer whose price is not typed yet says so; a catalog card nobody offers has no quote.
    auto* table = m_page->ranking()->findChild<QTableWidget*>(QStringLiteral("rankingTable"));
    QVERIFY(table);
    const auto costs = [&] {
        QStringList out;
        for (int r = 0; r < table->rowCount(); ++r)
            out.append(table->item(r, table->columnCount() - 1)->text());
        return out;
    };
    QVERIFY(!costs().contains(QStringLiteral("no price yet")));
    QVERIFY2(costs().contains(QStringLiteral("no quote")), qPrintable(costs().join(u'|')));
    const int x8 = int(plan()->plan().indexOfOffer(QStringLiteral("a100-x8-hourly")));
    Offer unpriced = plan()->plan().offers.at(x8);
    unpriced.pricePerCardHour = 0;
    plan()->setOffer(x8, unpriced);
    m_page->phaseTable()->setCurrentIndex(model->index(2, 0));
    QVERIFY2(costs().contains(QStringLiteral("no price yet")), qPrintable(costs().join(u'|')));
    // Hours typed by hand instead of the workload: said so.
    Phase typed = plan()->plan().phases.at(2);
    typed.workload.reset();
    typed.hours = 76;
    plan()->setPhase(-1, 2, typed);
    m_page->phaseTable()->setCurrentIndex(model->index(2, 0));
    QVERIFY2(title->text().contains(QStringLiteral("has typed hours")), qPrintable(title->text()));
}

void TestPlannerPage::derivedHoursLookReadOnlyAndOpenTheWorkload()
{
    load("lora-7b.rentplan");
    // The training run's hours come from its workload (6·10⁹ tokens): shown, not typed.
    const QModelIndex derived = m_page->phaseModel()->index(2, PhaseTableModel::Hours);
    QVERIFY(!(derived.flags() & Qt::ItemIsEditable));
    QVERIFY(derived.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Double-click")));
    DelegateProbe probe(plan());
    QStyleOptionViewItem style;
    style.initFrom(m_page->phaseTable());
    probe.initStyleOption(&style, derived);
    QVERIFY(style.font.italic());
    QCOMPARE(style.palette.color(QPalette::Text), m_page->phaseTable()->palette().color(QPalette::PlaceholderText));
    // A typed cell (the cards) keeps the ordinary look.
    QStyleOptionViewItem typed;
    typed.initFrom(m_page->phaseTable());
    probe.initStyleOption(&typed, m_page->phaseModel()->index(2, PhaseTableModel::Cards));
    QVERIFY(!typed.font.italic());

    // A double-click on the derived hours opens the workload with the tokens field focused.
    auto* side = m_page->findChild<QTabWidget*>(QStringLiteral("plannerSideTabs"));
    side->setCurrentIndex(0);
    QTableView* table = m_page->phaseTable();
    const QRect cell = table->visualRect(derived);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(side->currentWidget(), m_page->workload());
    QTRY_COMPARE(QApplication::focusWidget(), m_page->workload()->tokensSpin());
    QVERIFY(!table->isPersistentEditorOpen(derived));
}

void TestPlannerPage::phaseTableTakesTheHeightOfItsRows()
{
    // full-70b has the most phases of the examples; every row shows without scrolling, in both
    // languages (Chinese rows are taller), on the 1366 × 768 window of init().
    for (const QString& language : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        QVERIFY(Translation::install(language));
        for (const char* example : { "lora-7b.rentplan", "full-70b.rentplan" }) {
            load(example);
            QTableView* table = m_page->phaseTable();
            const int rows = m_page->phaseModel()->rowCount();
            QVERIFY(rows >= 4);
            QTRY_VERIFY2(
                table->rowViewportPosition(rows - 1) + table->rowHeight(rows - 1) <= table->viewport()->height(),
                qPrintable(QStringLiteral("%1, %2: last row ends at %3, viewport %4 high")
                               .arg(language, QLatin1String(example))
                               .arg(table->rowViewportPosition(rows - 1) + table->rowHeight(rows - 1))
                               .arg(table->viewport()->height())));
            QCOMPARE(table->verticalScrollBar()->maximum(), 0);
            // ... and less than a row of empty space below them: the results keep the rest.
            const int rowsEnd = table->rowViewportPosition(rows - 1) + table->rowHeight(rows - 1);
            QVERIFY2(table->viewport()->height() < rowsEnd + table->rowHeight(0),
                qPrintable(QStringLiteral("%1, %2: rows end at %3, viewport %4 high")
                               .arg(language, QLatin1String(example))
                               .arg(rowsEnd)
                               .arg(table->viewport()->height())));
        }
    }
    QVERIFY(Translation::install(QStringLiteral("en")));

    // The handle can be seen: wider than Fusion's 6 px, with a grip.
    auto* split = m_page->findChild<QSplitter*>(QStringLiteral("plannerSplitter"));
    QVERIFY(qobject_cast<GripSplitter*>(split));
    QVERIFY(split->handleWidth() >= 9);

    // Once the user drags the handle, the user's split holds when a plan is opened.
    const QList<int> sizes { 150, split->sizes().at(0) + split->sizes().at(1) - 150 };
    split->setSizes(sizes);
    Q_EMIT split->splitterMoved(150, 1);
    load("lora-7b.rentplan");
    QCOMPARE(split->sizes(), sizes);
}

// The Project tab edits the plan's procurement terms; each edit is one undo step and the form
// follows the undo. lora-7b excludes tax at 6 % (resources/data/examples/lora-7b.rentplan).
void TestPlannerPage::procurementTermsEditedAndUndone()
{
    load("lora-7b.rentplan");
    auto* tabs = m_page->findChild<QTabWidget*>(u"plannerSideTabs"_s);
    tabs->setCurrentWidget(m_page->projectSettings());
    auto* rate = m_page->projectSettings()->findChild<QDoubleSpinBox*>(u"projectTaxRate"_s);
    auto* hasRate = m_page->projectSettings()->findChild<QCheckBox*>(u"projectHasTaxRate"_s);
    auto* included = m_page->projectSettings()->findChild<QComboBox*>(u"projectTaxIncluded"_s);
    auto* payment = m_page->projectSettings()->findChild<QLineEdit*>(u"projectPaymentTerms"_s);
    auto* hasValid = m_page->projectSettings()->findChild<QCheckBox*>(u"projectHasQuoteValidUntil"_s);
    QVERIFY(rate && hasRate && included && payment && hasValid);
    QVERIFY(hasRate->isChecked());
    QCOMPARE(rate->value(), 6.0);
    QCOMPARE(rate->suffix(), u" %"_s);
    QCOMPARE(included->currentText(), u"Prices exclude tax"_s);
    QCOMPARE(payment->text(), u"30 days net after invoice"_s);
    const int steps = undo()->index();

    // 13 % typed: the plan's rate is 0.13, one undo step.
    rate->setFocus();
    type(rate, u"13"_s);
    QCOMPARE(plan()->plan().project->terms.taxRate, std::optional<double>(0.13));
    QCOMPARE(undo()->index(), steps + 1);
    QCOMPARE(undo()->undoText(), u"Set the tax rate"_s);
    QVERIFY(m_controller->isModified());
    undo()->undo();
    QCOMPARE(plan()->plan().project->terms.taxRate, std::optional<double>(0.06));
    QCOMPARE(rate->value(), 6.0); // the form follows the undo
    undo()->redo();
    QCOMPARE(plan()->plan().project->terms.taxRate, std::optional<double>(0.13));
    undo()->undo();

    // Payment terms typed over; emptied, they are not stated (the key leaves the file).
    payment->setFocus();
    payment->selectAll();
    QTest::keyClicks(payment, u"60 days after acceptance"_s);
    QTest::keyClick(payment, Qt::Key_Enter);
    QCOMPARE(plan()->plan().project->terms.paymentTerms, std::optional<QString>(u"60 days after acceptance"_s));
    QCOMPARE(undo()->undoText(), u"Set the payment terms"_s);
    payment->selectAll();
    QTest::keyClick(payment, Qt::Key_Delete);
    QTest::keyClick(payment, Qt::Key_Enter);
    QVERIFY(!plan()->plan().project->terms.paymentTerms);
    undo()->undo(); // both edits of one field are one step
    QCOMPARE(plan()->plan().project->terms.paymentTerms, std::optional<QString>(u"30 days net after invoice"_s));
    QCOMPARE(payment->text(), u"30 days net after invoice"_s);

    // The quote validity unticked: not asked any more; the rest of the terms is untouched.
    QTest::mouseClick(hasValid, Qt::LeftButton, {}, QPoint(4, hasValid->height() / 2));
    QVERIFY(!plan()->plan().project->terms.quoteValidUntil);
    QCOMPARE(plan()->plan().project->terms.taxRate, std::optional<double>(0.06));
    undo()->undo();
    QCOMPARE(plan()->plan().project->terms.quoteValidUntil, std::optional<QDate>(QDate(2027, 3, 31)));
    QCOMPARE(undo()->index(), steps);
    QVERIFY(plan()->plan().project->terms == test::example("lora-7b.rentplan").project->terms);
}

QTEST_MAIN(TestPlannerPage)
#include "tst_plannerpage.moc"
