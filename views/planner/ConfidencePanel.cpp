#include "views/planner/ConfidencePanel.h"

#include "models/cost/Money.h"
#include "models/planner/OwnedStrategies.h"
#include "models/planner/ProjectRecommendation.h"
#include "models/planner/SimulationCalibration.h"
#include "models/planner/UncertaintyInputs.h"
#include "views/planner/DistributionChart.h"
#include "views/planner/SimulationRunner.h"
#include "views/planner/TornadoChart.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rp {

using namespace rp::simulation;
namespace ui = uncertainty_inputs;

namespace {

// A table inside the scrolling page is as tall as its rows: one scroll bar for the whole tab.
void fitHeight(QTableWidget* table)
{
    table->resizeRowsToContents();
    int height = table->horizontalHeader()->height() + 2 * table->frameWidth();
    for (int row = 0; row < table->rowCount(); ++row)
        height += table->rowHeight(row);
    if (table->horizontalScrollBar()->isVisible())
        height += table->horizontalScrollBar()->height();
    table->setFixedHeight(height);
}

QTableWidget* readOnlyTable(int columns, QWidget* parent)
{
    auto* table = new QTableWidget(0, columns, parent);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setFocusPolicy(Qt::NoFocus);
    table->verticalHeader()->hide();
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return table;
}

// The project's deadline as days from its start to the end of its last day, as the simulation
// counts a strategy on time (owned_strategies::deadline); unset without a deadline.
std::optional<double> deadlineDays(const Plan& plan)
{
    const Project project = plan.project.value_or(Project {});
    if (!project.deadline || !project.startDate.isValid())
        return std::nullopt;
    return owned_strategies::deadline(project, 0).slackDays;
}

} // namespace

ConfidencePanel::ConfidencePanel(QWidget* parent)
    : QWidget(parent)
    , m_runner(new SimulationRunner(this))
{
    setObjectName(QStringLiteral("confidencePanel"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("confidenceStatus"));
    m_status->setWordWrap(true);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("confidenceProgress"));
    m_progress->setRange(0, 100);
    m_progress->setMaximumWidth(220);
    m_learn = new QPushButton(this);
    m_learn->setObjectName(QStringLiteral("learnFromLedger"));
    connect(m_learn, &QPushButton::clicked, this, &ConfidencePanel::learnFromLedgerRequested);
    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("confidenceEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);

    m_content = new QWidget(this);
    m_summary = new QLabel(m_content);
    m_summary->setObjectName(QStringLiteral("confidenceSummary"));
    m_summary->setWordWrap(true);
    m_ask = new QLabel(m_content);
    m_ask->setObjectName(QStringLiteral("confidenceAsk"));
    m_ask->setWordWrap(true);
    m_table = readOnlyTable(ColumnCount, m_content);
    m_table->setObjectName(QStringLiteral("confidenceTable"));
    m_legend = new QLabel(m_content);
    m_legend->setObjectName(QStringLiteral("confidenceLegend"));
    m_legend->setWordWrap(true);
    m_costChart = new DistributionChart(DistributionChart::Measure::Cost, m_content);
    m_calendarChart = new DistributionChart(DistributionChart::Measure::Days, m_content);
    m_tornado = new TornadoChart(m_content);
    m_inputsTitle = new QLabel(m_content);
    m_inputs = readOnlyTable(InputColumnCount, m_content);
    m_inputs->setObjectName(QStringLiteral("confidenceInputs"));
    m_inputs->setWordWrap(true);
    // The reason takes the width left and wraps; the other columns are as wide as their text.
    m_inputs->horizontalHeader()->setSectionResizeMode(InputReason, QHeaderView::Stretch);
    m_inputs->installEventFilter(this); // its wrapped rows change height with its width

    auto* charts = new QHBoxLayout;
    charts->setContentsMargins(0, 0, 0, 0);
    charts->addWidget(m_costChart, 4);
    charts->addWidget(m_calendarChart, 3);
    charts->addWidget(m_tornado, 5);
    auto* content = new QVBoxLayout(m_content);
    content->setContentsMargins(0, 0, 4, 0);
    content->addWidget(m_summary);
    content->addWidget(m_ask);
    content->addWidget(m_table);
    content->addWidget(m_legend);
    content->addLayout(charts);
    content->addWidget(m_inputsTitle);
    content->addWidget(m_inputs);
    content->addStretch();
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("confidenceScroll"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidget(m_content);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_progress);
    top->addWidget(m_learn);
    m_learned = new QLabel(this);
    m_learned->setObjectName(QStringLiteral("learnedInputs"));
    m_learned->setWordWrap(true);
    m_learned->setTextFormat(Qt::PlainText);
    m_learned->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_learned);
    layout->addWidget(m_empty, 1);
    layout->addWidget(m_scroll, 1);

    connect(m_runner, &SimulationRunner::staled, this, &ConfidencePanel::showStale);
    connect(m_runner, &SimulationRunner::progressed, this, &ConfidencePanel::showProgress);
    connect(m_runner, &SimulationRunner::finished, this, &ConfidencePanel::showResult);
    m_scroll->hide();
    m_progress->hide();
    retranslate();
}

ConfidencePanel::~ConfidencePanel() = default;

QString ConfidencePanel::percent(double share)
{
    return QLocale().toString(share * 100.0, 'f', 0) + QStringLiteral(" %");
}

QString ConfidencePanel::strategyName(Strategy strategy)
{
    return ProjectRecommendation::strategyLabel(strategyKey(strategy));
}

void ConfidencePanel::setPlan(const Plan& plan, const ProjectResult& result)
{
    m_simulable = result.peakCards > 0;
    if (m_calibration)
        applyCalibration(plan, result); // the learned inputs follow the phases: set before the plan runs
    m_runner->setPlan(plan, result);
    updateActive();
    if (!m_simulable)
        showStale(); // the empty state, whatever the runner had
}

void ConfidencePanel::setCalibration(const calibration::Calibration& calibration, const QString& ledgerName)
{
    m_calibration = calibration;
    m_ledgerName = ledgerName;
    applyCalibration(m_runner->plan(), m_runner->projectResult());
    m_runner->rerun();
}

void ConfidencePanel::applyCalibration(const Plan& plan, const ProjectResult& result)
{
    const simulation::Learned learned = simulation::learn(plan, result, *m_calibration);
    simulation::Options options;
    options.learned = learned.perPhase;
    m_runner->setOptions(options);
    m_learned->setText(tr("Learned from %1:").arg(m_ledgerName) + QLatin1Char('\n')
        + simulation::LearnedText::lines(plan, learned).join(QLatin1Char('\n')));
    m_learned->show();
}

QString ConfidencePanel::emptyReason() const
{
    const ProjectResult& result = m_runner->projectResult();
    if (result.phases.isEmpty())
        return tr("Add phases to see the spread of their cost.");
    if (!m_simulable)
        return tr("Add a phase with a GPU to see the spread of its cost.");
    if (const auto& r = m_runner->result()) {
        bool any = false;
        for (const StrategyOutlook& o : r->strategies)
            any = any || o.available;
        if (!any)
            return tr("No strategy has a price yet: choose an offer for every phase with a GPU to see the spread "
                      "of its cost.");
    }
    return {};
}

void ConfidencePanel::updateActive()
{
    m_runner->setActive(isVisible() && m_simulable);
}

void ConfidencePanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    updateActive();
}

void ConfidencePanel::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    updateActive();
}

void ConfidencePanel::showProgress(int percent)
{
    if (!m_runner->isStale())
        return;
    m_progress->setValue(percent);
    m_status->setText(tr("Simulating… %1").arg(ConfidencePanel::percent(percent / 100.0)));
}

void ConfidencePanel::showStale()
{
    const QString empty = emptyReason();
    m_empty->setText(empty);
    m_empty->setVisible(!empty.isEmpty());
    if (!empty.isEmpty()) {
        m_scroll->hide();
        m_progress->hide();
        m_status->clear();
        return;
    }
    // The figures of the plan before the edit stay in place, greyed, until the new ones arrive.
    m_content->setEnabled(false);
    m_progress->show();
    showProgress(m_runner->percentDone());
    if (!isVisible())
        m_status->setText(tr("Simulating…"));
}

void ConfidencePanel::showResult()
{
    const auto& r = m_runner->result();
    if (!r) {
        showStale();
        return;
    }
    const Plan& plan = m_runner->plan();
    const QString empty = emptyReason();
    m_empty->setText(empty);
    m_empty->setVisible(!empty.isEmpty());
    m_progress->hide();
    m_status->setText(tr("%1 simulated futures (seed %2): the same plan always gives the same figures.")
                          .arg(QLocale().toString(r->samples))
                          .arg(r->seed));
    if (!empty.isEmpty()) {
        m_scroll->hide();
        return;
    }
    const std::optional<double> deadline = deadlineDays(plan);
    fillSentences(*r, plan.currency);
    fillTable(*r, plan.currency);
    fillLegend(*r, plan.currency, deadline);
    m_costChart->setResult(*r, plan.currency, r->projectBudget);
    m_calendarChart->setResult(*r, plan.currency, deadline);
    m_tornado->setResult(*r, plan);
    fillInputs(*r, plan);
    m_content->setEnabled(true);
    m_scroll->show();
}

void ConfidencePanel::fillSentences(const SimulationResult& r, const QString& currency)
{
    const StrategyOutlook& chosen = r.outlook(r.tornadoStrategy);
    QString name = strategyName(r.tornadoStrategy);
    if (!name.isEmpty())
        name[0] = name.at(0).toUpper(); // it opens the sentence
    m_summary->setText(
        tr("%1 is the cheapest in %2 of the simulated futures.").arg(name, percent(chosen.cheapestShare)));
    QString ask = tr("Ask for %1 (P%2): it covers the cost of \"%3\" in %4 of the simulated futures.")
                      .arg(money::format(chosen.budget, currency), QLocale().toString(r.budgetPercentile, 'f', 0),
                          strategyName(r.tornadoStrategy), percent(r.budgetPercentile / 100.0));
    if (r.projectBudget && chosen.pBudget)
        ask += u' '
            + tr("The budget of %1 holds in %2 of them.")
                  .arg(money::format(*r.projectBudget, currency), percent(*chosen.pBudget));
    m_ask->setText(ask);
}

void ConfidencePanel::fillTable(const SimulationResult& r, const QString& currency)
{
    m_table->setRowCount(0);
    auto money = [&](double v) { return money::format(v, currency); };
    auto days = [](double v) { return QLocale().toString(v, 'f', 1); };
    for (const StrategyOutlook& o : r.strategies) {
        if (!o.available)
            continue;
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const QStringList cells = { strategyName(o.strategy), money(o.cost.p10), money(o.cost.p50), money(o.cost.p90),
            money(o.point), tr("%1 / %2 d").arg(days(o.days.p50), days(o.days.p90)),
            o.pDeadline ? percent(*o.pDeadline) : tr("no deadline"), o.pBudget ? percent(*o.pBudget) : tr("no budget"),
            percent(o.cheapestShare) };
        for (int c = 0; c < ColumnCount; ++c) {
            auto* item = new QTableWidgetItem(cells.at(c));
            item->setTextAlignment(c == Name ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
            if (o.strategy == r.tornadoStrategy) {
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            }
            m_table->setItem(row, c, item);
        }
        m_table->item(row, Name)->setData(Qt::UserRole, int(o.strategy));
        m_table->item(row, Name)->setForeground(DistributionChart::strategyColor(o.strategy));
    }
    fitHeight(m_table);
}

void ConfidencePanel::fillLegend(const SimulationResult& r, const QString& currency, std::optional<double> deadlineDays)
{
    QStringList parts;
    for (const StrategyOutlook& o : r.strategies) {
        if (o.available)
            parts.append(QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;%2")
                             .arg(DistributionChart::strategyColor(o.strategy).name(), strategyName(o.strategy)));
    }
    parts.append(tr("● P50 and P90"));
    const QString limit
        = QStringLiteral("<span style=\"color:%1\">┆</span>&nbsp;").arg(DistributionChart::limitColor().name());
    if (r.projectBudget)
        parts.append(limit + tr("the budget, %1").arg(money::format(*r.projectBudget, currency)));
    if (deadlineDays)
        parts.append(limit + tr("the deadline, %1 d from the start").arg(QLocale().toString(*deadlineDays, 'f', 0)));
    m_legend->setText(parts.join(QStringLiteral(" &nbsp; ")));
}

void ConfidencePanel::fillInputs(const SimulationResult& r, const Plan& plan)
{
    m_inputs->setRowCount(0);
    for (const ui::Input& in : r.inputs.inputs) {
        const int row = m_inputs->rowCount();
        m_inputs->insertRow(row);
        const QString reason = in.source == ui::Source::Default ? ui::Text::defaultReason(in.factor) : QString();
        const QStringList cells
            = { ui::Text::name(plan, in), ui::Text::range(in), ui::Text::sourceLabel(in.source), reason };
        for (int c = 0; c < InputColumnCount; ++c) {
            auto* item = new QTableWidgetItem(cells.at(c));
            item->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
            if (!reason.isEmpty())
                item->setToolTip(reason);
            m_inputs->setItem(row, c, item);
        }
    }
    fitHeight(m_inputs);
}

void ConfidencePanel::retranslate()
{
    m_learn->setText(tr("Learn from my ledger…"));
    m_learn->setToolTip(tr("Use how long the jobs recorded from plan phases in your ledger really took, in place "
                           "of the defaults, where a card and phase kind have at least 5 jobs"));
    m_inputsTitle->setText(tr("Uncertain inputs: the range each is drawn from (low – most likely – high) and where "
                              "it comes from"));
    m_table->setHorizontalHeaderLabels({ tr("Strategy"), tr("P10"), tr("P50"), tr("P90"), tr("Point estimate"),
        tr("Calendar P50 / P90"), tr("Meets the deadline"), tr("Within budget"), tr("Cheapest in") });
    const QList<QPair<int, QString>> tips = {
        { P10, tr("One simulated future in ten costs less") },
        { P50, tr("Half the simulated futures cost less, half more") },
        { P90, tr("Nine simulated futures in ten cost at most this") },
        { Point, tr("The plan's own figure, every input at its planned value") },
        { OnTime, tr("Share of the simulated futures that end by the deadline") },
        { WithinBudget, tr("Share of the simulated futures that cost at most the project's budget") },
        { Cheapest, tr("Share of the simulated futures in which this strategy costs least") },
    };
    for (const auto& [column, tip] : tips)
        m_table->horizontalHeaderItem(column)->setToolTip(tip);
    m_inputs->setHorizontalHeaderLabels({ tr("Input"), tr("Range"), tr("Source"), tr("Why this default") });
    m_costChart->retranslate();
    m_calendarChart->retranslate();
    m_tornado->retranslate();
    if (m_runner->result())
        showResult();
    else
        showStale();
}

bool ConfidencePanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_inputs && event->type() == QEvent::Resize
        && static_cast<QResizeEvent*>(event)->size().width() != static_cast<QResizeEvent*>(event)->oldSize().width())
        fitHeight(m_inputs);
    return QWidget::eventFilter(watched, event);
}

void ConfidencePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rp
