#include "views/planner/PlannerPage.h"

#include "models/catalog/CardCatalog.h"
#include "models/common/AppSettings.h"
#include "models/cost/Money.h"
#include "models/plan/BillingMode.h"
#include "models/planner/PhaseTemplates.h"
#include "models/planner/ProjectPlanner.h"
#include "models/qt/PhaseTableModel.h"
#include "models/qt/PlanModel.h"
#include "views/common/GripSplitter.h"
#include "views/document/PlanController.h"
#include "views/planner/ConfidencePanel.h"
#include "views/planner/EditProjectCommand.h"
#include "views/planner/PhaseCommands.h"
#include "views/planner/PhaseDelegate.h"
#include "views/planner/ProjectSettingsPanel.h"
#include "views/planner/RankingPanel.h"
#include "views/planner/ScenarioComparePanel.h"
#include "views/planner/StrategyPanel.h"
#include "views/planner/TimelineChart.h"
#include "views/planner/WorkloadPanel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rp {

PlannerPage::PlannerPage(PlanController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_phases(new PhaseTableModel(controller->model(), this))
{
    setObjectName(QStringLiteral("plannerPage"));
    PlanModel* plan = controller->model();
    m_phases->setEditHandler([this, plan](int row, const Phase& after, int column) {
        m_error->clear();
        PhaseTableModel* phases = m_phases;
        m_controller->undoStack()->push(new EditPhaseCommand(plan, scenario(), row, plan->phases(scenario()).at(row),
            after, column, [phases, column, name = after.name] {
                return tr("Edit %1 of %2").arg(phases->headerData(column, Qt::Horizontal).toString(), name);
            }));
    });
    m_phases->setMoveHandler([this, plan](int from, int to) {
        m_controller->undoStack()->push(new MovePhaseCommand(plan, scenario(), from, to,
            [name = plan->phases(scenario()).at(from).name] { return tr("Move %1").arg(name); }));
        selectRow(to);
    });
    connect(m_phases, &PhaseTableModel::editRejected, this,
        [this](int, int, const QString& message) { m_error->setText(message); });

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("phaseTable"));
    m_table->setModel(m_phases);
    m_table->setItemDelegate(new PhaseDelegate(plan, m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(
        QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_table->setDragEnabled(true);
    m_table->setAcceptDrops(true);
    m_table->setDropIndicatorShown(true);
    m_table->setDragDropMode(QAbstractItemView::DragDrop);
    m_table->setDefaultDropAction(Qt::MoveAction);
    // Every column as wide as its contents, but the offer's name takes what is left and elides
    // (its tool tip is whole), down to a readable width (fitOfferColumn).
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(PhaseTableModel::Offer, QHeaderView::Fixed);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->viewport()->installEventFilter(this);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int section) {
        if (section != PhaseTableModel::Offer)
            fitOfferColumn();
    });
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);

    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("phasesEmpty"));
    m_empty->setWordWrap(true);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("phaseError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b02020;"));
    m_totals = new QLabel(this);
    m_totals->setObjectName(QStringLiteral("plannerTotals"));
    m_totals->setWordWrap(true);

    m_timeline = new TimelineChart(this);
    m_timeline->setMinimumHeight(200);
    m_strategies = new StrategyPanel(this);
    m_ranking = new RankingPanel(this);
    connect(m_ranking, &RankingPanel::takeWinnerRequested, this, &PlannerPage::takeWinner);
    m_compare = new ScenarioComparePanel(this);
    m_workload = new WorkloadPanel(this);
    connect(m_workload, &WorkloadPanel::edited, this, &PlannerPage::editWorkload);
    m_project = new ProjectSettingsPanel(this);
    connect(m_project, &ProjectSettingsPanel::edited, this, &PlannerPage::editProject);
    m_confidence = new ConfidencePanel(this);
    // The results share one full-width area: beside the strategies the timeline was squeezed to
    // a strip at 1366 × 768, its day labels cut. The timeline comes first: it answers "when".
    m_side = new QTabWidget(this);
    m_side->setObjectName(QStringLiteral("plannerSideTabs"));
    m_side->addTab(m_timeline, QString());
    m_side->addTab(m_strategies, QString());
    m_side->addTab(m_workload, QString());
    m_side->addTab(m_ranking, QString());
    m_side->addTab(m_compare, QString());
    m_side->addTab(m_project, QString());
    m_side->addTab(m_confidence, QString()); // last: saved resultsTab indices stay valid
    m_side->setCurrentIndex(AppSettings::value(AppSettings::Key::PlannerResultsTab).toInt());
    connect(m_side, &QTabWidget::currentChanged, this,
        [](int index) { AppSettings::setValue(AppSettings::Key::PlannerResultsTab, index); });

    auto* tableBox = new QWidget(this);
    auto* tableLayout = new QVBoxLayout(tableBox);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_empty);
    tableLayout->addWidget(m_table, 1);
    tableLayout->addWidget(m_error);
    tableLayout->addWidget(m_totals);
    auto* split = new GripSplitter(Qt::Vertical, this);
    m_split = split;
    split->setObjectName(QStringLiteral("plannerSplitter"));
    split->addWidget(tableBox);
    split->addWidget(m_side);
    // When the window grows, the results take most of the new height: a project has a handful of
    // phases, and the table's own height follows its rows (fitTableHeight).
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    connect(split, &QSplitter::splitterMoved, this, [this] { m_userSplit = true; });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(buildToolbar());
    layout->addWidget(split, 1);

    connect(plan, &PlanModel::changed, this, &PlannerPage::refresh);
    connect(plan, &PlanModel::reset, this, [this] {
        fillScenarios();
        refresh();
        selectRow(0); // a plan opens with its first phase in the workload and ranking views
    });
    connect(plan, &PlanModel::scenariosChanged, this, &PlannerPage::fillScenarios);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        updateButtons();
        showSelectedPhase();
        announceSelectedPhase(false);
    });
    // Derived hours cannot be typed in the table: a double-click (or Enter) on them opens the
    // workload they come from, with the field that drives them focused.
    connect(m_table, &QAbstractItemView::activated, this, [this](const QModelIndex& index) {
        if (index.column() != PhaseTableModel::Hours || (index.flags() & Qt::ItemIsEditable))
            return;
        m_side->setCurrentWidget(m_workload);
        m_workload->focusHoursSource();
    });
    // A click on the phase already selected says it again: the user may have changed the other tab since.
    connect(m_table, &QTableView::clicked, this, [this] { announceSelectedPhase(true); });
    connect(m_phases, &QAbstractItemModel::modelReset, this, &PlannerPage::updateButtons);
    retranslate();
    fillScenarios();
    refresh();
    selectRow(0);
}

QWidget* PlannerPage::buildToolbar()
{
    auto* bar = new QWidget(this);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    m_scenarioLabel = new QLabel(bar);
    m_scenario = new QComboBox(bar);
    m_scenario->setObjectName(QStringLiteral("scenarioCombo"));
    m_scenario->setFocusPolicy(Qt::StrongFocus);
    m_scenario->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_scenario, &QComboBox::activated, this, [this](int index) { setScenario(index - 1); });
    m_scenarioName = new QLineEdit(bar);
    m_scenarioName->setObjectName(QStringLiteral("scenarioName"));
    m_scenarioName->setMaximumWidth(180);
    m_duplicateScenario = new QPushButton(bar);
    m_duplicateScenario->setObjectName(QStringLiteral("duplicateScenarioButton"));
    connect(m_duplicateScenario, &QPushButton::clicked, this, &PlannerPage::duplicateAsScenario);
    m_renameScenario = new QPushButton(bar);
    m_renameScenario->setObjectName(QStringLiteral("renameScenarioButton"));
    connect(m_renameScenario, &QPushButton::clicked, this, &PlannerPage::renameScenario);
    m_deleteScenario = new QPushButton(bar);
    m_deleteScenario->setObjectName(QStringLiteral("deleteScenarioButton"));
    connect(m_deleteScenario, &QPushButton::clicked, this, &PlannerPage::deleteScenario);

    m_add = new QPushButton(bar);
    m_add->setObjectName(QStringLiteral("addPhaseButton"));
    connect(m_add, &QPushButton::clicked, this, &PlannerPage::addPhase);
    m_duplicate = new QPushButton(bar);
    m_duplicate->setObjectName(QStringLiteral("duplicatePhaseButton"));
    connect(m_duplicate, &QPushButton::clicked, this, &PlannerPage::duplicatePhase);
    m_delete = new QPushButton(bar);
    m_delete->setObjectName(QStringLiteral("deletePhaseButton"));
    connect(m_delete, &QPushButton::clicked, this, &PlannerPage::deletePhase);
    m_templates = new QToolButton(bar);
    m_templates->setObjectName(QStringLiteral("phaseTemplatesButton"));
    m_templates->setPopupMode(QToolButton::InstantPopup);
    m_templateMenu = new QMenu(m_templates);
    m_templateMenu->addAction(QString(), this, &PlannerPage::addFineTuningTemplate);
    m_templates->setMenu(m_templateMenu);
    m_record = new QPushButton(bar);
    m_record->setObjectName(QStringLiteral("recordPhaseButton"));
    connect(m_record, &QPushButton::clicked, this, &PlannerPage::recordAsJob);

    row->addWidget(m_add);
    row->addWidget(m_duplicate);
    row->addWidget(m_delete);
    row->addWidget(m_templates);
    row->addWidget(m_record);
    row->addStretch();
    row->addWidget(m_scenarioLabel);
    row->addWidget(m_scenario);
    row->addWidget(m_scenarioName);
    row->addWidget(m_duplicateScenario);
    row->addWidget(m_renameScenario);
    row->addWidget(m_deleteScenario);
    return bar;
}

void PlannerPage::retranslate()
{
    m_scenarioLabel->setText(tr("Editing:"));
    m_scenarioName->setPlaceholderText(tr("scenario name"));
    m_duplicateScenario->setText(tr("Duplicate as scenario"));
    m_duplicateScenario->setToolTip(tr("Copy the phases shown into a new named scenario, saved in the plan file"));
    m_renameScenario->setText(tr("Rename scenario"));
    m_renameScenario->setToolTip(tr("Give the scenario being edited the name typed in the field beside it"));
    m_deleteScenario->setText(tr("Delete scenario"));
    m_add->setText(tr("Add phase"));
    m_duplicate->setText(tr("Duplicate"));
    m_delete->setText(tr("Delete"));
    m_templates->setText(tr("Templates"));
    m_templateMenu->actions().at(0)->setText(tr("Fine-tuning project: data, trials, training, evaluation"));
    m_record->setText(tr("Record as job…"));
    m_record->setToolTip(tr("Open a ledger entry for the selected phase, with its planned cost"));
    m_empty->setText(tr("No phases yet: add one, or use Templates for the four phases of a fine-tuning project. "
                        "Drag rows to reorder them."));
    m_side->setTabText(0, tr("Timeline"));
    m_side->setTabText(1, tr("Strategies"));
    m_side->setTabText(2, tr("Phase workload"));
    m_side->setTabText(3, tr("Cheapest cards"));
    m_side->setTabText(4, tr("Compare scenarios"));
    m_side->setTabText(5, tr("Project"));
    m_side->setTabText(6, tr("Confidence"));
    fillScenarios();
}

bool PlannerPage::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitOfferColumn();
    return QWidget::eventFilter(watched, event);
}

void PlannerPage::fitOfferColumn()
{
    QHeaderView* header = m_table->horizontalHeader();
    int others = 0;
    for (int c = 0; c < header->count(); ++c) {
        if (c != PhaseTableModel::Offer && !header->isSectionHidden(c))
            others += header->sectionSize(c);
    }
    // "Example Cloud B, on-demand (the cheapest)" shows its provider and billing at this width.
    const int readable = m_table->fontMetrics().averageCharWidth() * 26;
    const int width = std::max(readable, m_table->viewport()->width() - others);
    if (header->sectionSize(PhaseTableModel::Offer) != width)
        header->resizeSection(PhaseTableModel::Offer, width);
}

void PlannerPage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitTableHeight();
}

void PlannerPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    fitTableHeight();
}

void PlannerPage::fitTableHeight()
{
    // Up to 45 % of the page: at 1366 × 768 that is ten phases, and the timeline keeps 300 px.
    constexpr double kMaxTableShare = 0.45;
    constexpr int kMinRows = 3; // an empty plan still shows where phases will go
    if (m_userSplit || !isVisible())
        return;
    const QWidget* box = m_split->widget(0);
    const int total = m_split->height() - m_split->handleWidth();
    if (total <= 0)
        return;
    const int rows = std::max(m_phases->rowCount(), kMinRows);
    int tableHeight = 2 * m_table->frameWidth() + m_table->horizontalHeader()->sizeHint().height()
        + rows * m_table->verticalHeader()->defaultSectionSize();
    // Room for a sideways scroll bar, which columns sized to their contents may need only after
    // this layout: without it the last row would hide behind the bar.
    tableHeight += m_table->horizontalScrollBar()->sizeHint().height();
    // The labels around the table (empty hint, error, totals) keep the height their text needs
    // at the box's width (a wrapping label's sizeHint assumes a narrow one).
    const int spacing = box->layout()->spacing();
    int around = 0;
    for (QLabel* label : { m_empty, m_error, m_totals }) {
        if (label->isHidden())
            continue;
        // An empty label keeps a line (its heightForWidth is -1, its size hint a line).
        const int forWidth = label->heightForWidth(box->width());
        around += spacing + (forWidth >= 0 ? forWidth : label->sizeHint().height());
    }
    const int wanted = std::min(tableHeight + around, int(total * kMaxTableShare));
    m_split->setSizes({ wanted, total - wanted });
}

void PlannerPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh(); // the engine's sentences are in the language of the moment they were made
    }
    QWidget::changeEvent(event);
}

int PlannerPage::scenario() const
{
    return m_phases->scenario();
}

void PlannerPage::setScenario(int scenario)
{
    m_phases->setScenario(scenario);
    fillScenarios();
    refresh();
}

void PlannerPage::fillScenarios()
{
    if (!m_scenario)
        return;
    const Plan& plan = m_controller->model()->plan();
    const QSignalBlocker block(m_scenario);
    m_scenario->clear();
    m_scenario->addItem(tr("The plan"));
    for (const Scenario& s : plan.scenarios)
        m_scenario->addItem(tr("Scenario \"%1\"").arg(s.name));
    m_scenario->setCurrentIndex(scenario() + 1);
    m_deleteScenario->setEnabled(scenario() >= 0);
    m_renameScenario->setEnabled(scenario() >= 0);
}

void PlannerPage::refresh()
{
    const Plan& plan = m_controller->model()->plan();
    const QString name
        = scenario() >= 0 && scenario() < plan.scenarios.size() ? plan.scenarios.at(scenario()).name : QString();
    m_result = ProjectPlanner::evaluate(plan, name);
    m_phases->setResult(m_result);
    m_timeline->setResult(m_result, plan.currency);
    const Project project = m_controller->model()->project(scenario());
    m_strategies->setResult(m_result, plan.currency, project.deadline && project.startDate.isValid());
    const bool ownProject
        = scenario() >= 0 && scenario() < plan.scenarios.size() && plan.scenarios.at(scenario()).project.has_value();
    m_project->setProject(project, plan.currency, ownProject);
    m_compare->setPlan(plan);
    m_confidence->setPlan(ProjectPlanner::withScenario(plan, name), m_result);
    showSelectedPhase();
    announceSelectedPhase(false); // its workload or split may have changed
    m_empty->setVisible(m_result.phases.isEmpty());
    if (m_result.phases.isEmpty())
        m_totals->clear();
    else {
        QString totals = tr("Peak %n card(s) at once; %1 card-hours over %2 days; renting every phase costs %3.",
            nullptr, m_result.peakCards)
                             .arg(QLocale().toString(m_result.totalCardHours, 'f', 0),
                                 QLocale().toString(m_result.calendarDays, 'f', 1),
                                 money::format(m_result.rent.cost, plan.currency));
        // A phase nothing bills is missing from that sum: say so rather than show a partial total as whole.
        if (!m_result.rent.complete) {
            QStringList names;
            for (const PhaseResult& p : m_result.phases) {
                if (m_result.rent.unpricedPhases.contains(p.id))
                    names.append(p.name);
            }
            totals += u' '
                + tr("The sum is incomplete: %n phase(s) have no price (%1).", nullptr, int(names.size()))
                      .arg(QLocale().createSeparatedList(names));
        }
        m_totals->setText(totals);
    }
    updateButtons();
    fitTableHeight(); // the rows, the hint and the totals may have changed
}

void PlannerPage::showSelectedPhase()
{
    const int row = currentRow();
    const Plan& plan = m_controller->model()->plan();
    const PhaseResult* result = row >= 0 && row < m_result.phases.size() ? &m_result.phases.at(row) : nullptr;
    m_ranking->setPhase(result, plan);
    m_workload->setPhase(
        row >= 0 && row < m_phases->rowCount() ? &m_phases->phase(row) : nullptr, result, plan.currency);
}

void PlannerPage::editWorkload(const Phase& after, TranslatedCommand::Text what)
{
    const int row = currentRow();
    if (row < 0)
        return;
    const std::optional<Phase> valid = m_phases->checked(row, after);
    if (!valid) {
        m_error->setText(m_phases->lastError());
        showSelectedPhase(); // the form shows the phase as it still is
        return;
    }
    m_error->clear();
    PlanModel* plan = m_controller->model();
    m_controller->undoStack()->push(
        new EditPhaseCommand(plan, scenario(), row, plan->phases(scenario()).at(row), *valid, -1, std::move(what)));
}

void PlannerPage::announceSelectedPhase(bool always)
{
    const int row = currentRow();
    if (!isVisible() || row < 0 || row >= m_result.phases.size() || row >= m_phases->rowCount())
        return;
    const Phase& phase = m_phases->phase(row);
    const PhaseResult& result = m_result.phases.at(row);
    const Split& s = result.split;
    const bool same = m_announcedPhase && *m_announcedPhase == phase && m_announcedSplit.tp == s.tp
        && m_announcedSplit.dp == s.dp && m_announcedSplit.pp == s.pp && m_announcedSplit.zero == s.zero;
    if (same && !always)
        return;
    m_announcedPhase = phase;
    m_announcedSplit = s;
    Q_EMIT phaseSelected(phase, result);
}

void PlannerPage::editProject(const Project& after, const QString& field, TranslatedCommand::Text what)
{
    PlanModel* plan = m_controller->model();
    QString error;
    if (!plan->acceptsProject(after, &error)) {
        m_error->setText(error);
        refresh(); // the form shows the project as it still is
        return;
    }
    m_error->clear();
    m_controller->undoStack()->push(new EditProjectCommand(plan, after, field, std::move(what)));
}

int PlannerPage::currentRow() const
{
    const QModelIndex index = m_table->currentIndex();
    return index.isValid() ? index.row() : -1;
}

void PlannerPage::selectRow(int row)
{
    if (row >= 0 && row < m_phases->rowCount())
        m_table->setCurrentIndex(m_phases->index(row, 0));
}

void PlannerPage::updateButtons()
{
    const bool selected = currentRow() >= 0;
    m_duplicate->setEnabled(selected);
    m_delete->setEnabled(selected);
    m_record->setEnabled(
        selected && currentRow() < m_result.phases.size() && m_result.phases.at(currentRow()).cards > 0);
}

QString PlannerPage::defaultCard() const
{
    // The card the plan already talks about: its self-build, else its first offer.
    const Plan& plan = m_controller->model()->plan();
    if (plan.selfBuild)
        return plan.selfBuild->card;
    if (!plan.offers.isEmpty())
        return plan.offers.first().card;
    return QStringLiteral("a100-sxm-80g");
}

void PlannerPage::addPhase()
{
    PlanModel* plan = m_controller->model();
    Phase p = PhaseTemplates::blank(defaultCard());
    p.id = plan->uniquePhaseId(scenario(), p.id);
    const int row = currentRow() >= 0 ? currentRow() + 1 : m_phases->rowCount();
    m_controller->undoStack()->push(
        new InsertPhasesCommand(plan, scenario(), row, { p }, [] { return tr("Add phase"); }));
    selectRow(row);
}

void PlannerPage::duplicatePhase()
{
    const int row = currentRow();
    if (row < 0)
        return;
    PlanModel* plan = m_controller->model();
    Phase p = plan->phases(scenario()).at(row);
    p.id = plan->uniquePhaseId(scenario(), p.id);
    p.name = tr("%1 (copy)").arg(p.name);
    m_controller->undoStack()->push(new InsertPhasesCommand(
        plan, scenario(), row + 1, { p }, [name = p.name] { return tr("Duplicate %1").arg(name); }));
    selectRow(row + 1);
}

void PlannerPage::deletePhase()
{
    const int row = currentRow();
    if (row < 0)
        return;
    PlanModel* plan = m_controller->model();
    m_controller->undoStack()->push(new RemovePhasesCommand(plan, scenario(), row, 1,
        [name = plan->phases(scenario()).at(row).name] { return tr("Delete %1").arg(name); }));
    selectRow(std::min(row, m_phases->rowCount() - 1));
}

void PlannerPage::addFineTuningTemplate()
{
    PlanModel* plan = m_controller->model();
    QList<Phase> phases = PhaseTemplates::fineTuning(defaultCard());
    // Unique among the existing phases and among each other.
    QStringList taken;
    for (Phase& p : phases) {
        QString id = plan->uniquePhaseId(scenario(), p.id);
        for (int n = 2; taken.contains(id); ++n)
            id = p.id + u'-' + QString::number(n);
        p.id = id;
        taken.append(id);
    }
    const int row = m_phases->rowCount();
    m_controller->undoStack()->push(
        new InsertPhasesCommand(plan, scenario(), row, phases, [] { return tr("Add the fine-tuning phases"); }));
    selectRow(row);
}

void PlannerPage::takeWinner()
{
    const int row = currentRow();
    if (row < 0 || row >= m_result.phases.size() || m_result.phases.at(row).ranking.isEmpty())
        return;
    const RankingEntry& best = m_result.phases.at(row).ranking.first();
    if (!best.runs() || !best.priced())
        return;
    PlanModel* plan = m_controller->model();
    const Phase before = plan->phases(scenario()).at(row);
    Phase after = before;
    after.card = best.card;
    after.offer = best.offer;
    after.cards = best.cards;
    // The workload's own split follows, so the memory estimate shows the setup that was ranked.
    if (after.workload && after.workload->estimate.isTraining() && best.split.pp == 1) {
        after.workload->estimate.gpus = best.split.cards();
        after.workload->estimate.tp = best.split.tp;
        after.workload->estimate.zero = best.split.zero;
    }
    const rp::Card* card = CardCatalog::builtIn().find(best.card);
    m_controller->undoStack()->push(new EditPhaseCommand(
        plan, scenario(), row, before, after, -1, [name = before.name, cardName = card ? card->name : best.card] {
            return tr("Run %1 on %2").arg(name, cardName);
        }));
}

void PlannerPage::duplicateAsScenario()
{
    PlanModel* plan = m_controller->model();
    Scenario s;
    s.name = m_scenarioName->text().trimmed();
    for (int n = int(plan->plan().scenarios.size()) + 1; s.name.isEmpty() || plan->plan().indexOfScenario(s.name) >= 0;
         ++n)
        s.name = tr("Variant %1").arg(n);
    s.phases = plan->phases(scenario());
    if (scenario() >= 0)
        s.project = plan->plan().scenarios.at(scenario()).project;
    const int index = int(plan->plan().scenarios.size());
    m_controller->undoStack()->push(new ScenarioCommand(
        plan, ScenarioCommand::Kind::Add, index, s, [name = s.name] { return tr("Add scenario %1").arg(name); }));
    m_scenarioName->clear();
    setScenario(index);
}

void PlannerPage::renameScenario()
{
    const int index = scenario();
    PlanModel* plan = m_controller->model();
    const QString name = m_scenarioName->text().trimmed();
    if (index < 0)
        return;
    const QString before = plan->plan().scenarios.at(index).name;
    if (name.isEmpty()) {
        m_error->setText(tr("Type the new name in the field beside the button, then rename."));
        return;
    }
    if (name == before)
        return;
    if (plan->plan().indexOfScenario(name) >= 0) {
        m_error->setText(
            tr("A scenario named \"%1\" exists already; names pick scenarios, so each must be unique.").arg(name));
        return;
    }
    m_error->clear();
    m_controller->undoStack()->push(new RenameScenarioCommand(
        plan, index, before, name, [before, name] { return tr("Rename scenario %1 to %2").arg(before, name); }));
    m_scenarioName->clear();
}

void PlannerPage::deleteScenario()
{
    const int index = scenario();
    if (index < 0)
        return;
    PlanModel* plan = m_controller->model();
    const Scenario s = plan->plan().scenarios.at(index);
    setScenario(-1);
    m_controller->undoStack()->push(new ScenarioCommand(
        plan, ScenarioCommand::Kind::Remove, index, s, [name = s.name] { return tr("Delete scenario %1").arg(name); }));
}

void PlannerPage::recordAsJob()
{
    const int row = currentRow();
    if (row < 0 || row >= m_result.phases.size())
        return;
    const PhaseResult& p = m_result.phases.at(row);
    const Plan& plan = m_controller->model()->plan();
    Q_EMIT recordAsJobRequested(
        PlanJobDraft::make(plan, m_controller->name(), { p.id, p.card, p.cards, p.cost, p.offer, p.hours, p.kind }));
}

} // namespace rp
