#include "views/planner/StrategyPanel.h"

#include "models/common/Units.h"
#include "models/cost/Money.h"
#include "models/planner/ProjectRecommendation.h"
#include "views/planner/HybridCurveChart.h"
#include "views/planner/StrategyChart.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include <utility>

namespace rp {

namespace {

enum Column { Total, Capex, PerCardHour, OwnedUse, Holding, Duration, Deadline, Idle, ColumnCount };
enum Row { Rent, Buy, Hybrid, RowCount };

QString percent(double share)
{
    return QLocale().toString(share * 100.0, 'f', 0) + QStringLiteral(" %");
}

} // namespace

StrategyPanel::StrategyPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("strategyPanel"));
    m_recommendation = new QLabel(this);
    m_recommendation->setObjectName(QStringLiteral("plannerRecommendation"));
    m_recommendation->setWordWrap(true);
    QFont bold = m_recommendation->font();
    bold.setBold(true);
    m_recommendation->setFont(bold);
    m_range = new QLabel(this);
    m_range->setObjectName(QStringLiteral("plannerRecommendationRange"));
    m_range->setWordWrap(true);
    m_refusals = new QLabel(this);
    m_refusals->setObjectName(QStringLiteral("strategyRefusals"));
    m_refusals->setWordWrap(true);
    m_refusals->setStyleSheet(QStringLiteral("color: #b02020;"));
    m_chart = new StrategyChart(this);
    m_chart->setMinimumHeight(200);
    m_table = new QTableWidget(RowCount, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("strategyTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_hybrid = new HybridCurveChart(this);
    m_hybrid->setMinimumHeight(200);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_recommendation);
    layout->addWidget(m_range);
    layout->addWidget(m_table);
    layout->addWidget(m_refusals);
    auto* charts = new QHBoxLayout;
    charts->addWidget(m_chart, 1);
    charts->addWidget(m_hybrid, 1);
    layout->addLayout(charts, 1);
    retranslate();
}

QString StrategyPanel::recommendation() const
{
    return m_recommendation->text();
}

void StrategyPanel::setResult(const ProjectResult& result, const QString& currency, bool hasDeadline)
{
    m_result = result;
    m_currency = currency;
    m_hasDeadline = hasDeadline;
    m_recommendation->setText(result.recommendation.reason);
    m_range->setText(result.recommendation.range);
    m_range->setVisible(!result.recommendation.range.isEmpty());
    m_chart->setResult(result, currency);
    m_hybrid->setResult(result, currency);
    // No phases: the sentence says what to do; a table of zeros and empty charts would not.
    const bool any = !result.phases.isEmpty();
    m_table->setVisible(any);
    m_chart->setVisible(any);
    m_hybrid->setVisible(any);
    fillTable();
}

void StrategyPanel::fillTable()
{
    const QLocale locale;
    auto money = [&](double v) { return money::format(v, m_currency); };
    auto days = [&](double d) { return tr("%1 d").arg(locale.toString(d, 'f', 1)); };
    auto hours = [&](double h) { return tr("%1 card-h").arg(locale.toString(h, 'f', 0)); };
    auto months = [&](double h) { return tr("%1 months").arg(locale.toString(h / units::kHoursPerMonth, 'f', 1)); };
    // Slack or lateness against the deadline's last day (docs/plan-format.md: inclusive).
    auto deadline = [&](const DeadlineCheck& d) {
        if (!d.feasible)
            return tr("%1 d late").arg(locale.toString(d.daysLate, 'f', 1));
        return m_hasDeadline ? tr("%1 d to spare").arg(locale.toString(d.slackDays, 'f', 1)) : tr("no deadline");
    };
    const QString none = QStringLiteral("—");
    const BuyResult& buy = m_result.buy;
    const HybridResult& hybrid = m_result.hybrid;
    const QString noFigures = tr("no self-build figures");
    QList<QStringList> rows(RowCount);
    rows[Rent] = { money(m_result.rent.cost), none, money(m_result.rent.costPerComputeCardHour), none, none,
        days(m_result.rent.calendarDays), deadline(m_result.rent.deadline), hours(m_result.rent.idleCardHours) };
    if (!buy.available)
        rows[Buy] = { noFigures, none, none, none, none, none, none, none };
    else if (!buy.refusal.isEmpty())
        rows[Buy] = { tr("cannot run"), money(buy.capex), none, none, none, none, none, none };
    else
        rows[Buy]
            = { money(buy.costDedicated), money(buy.capex), money(buy.costPerComputeCardHour), percent(buy.utilization),
                  months(buy.holdingHours), days(buy.calendarDays), deadline(buy.deadline), hours(buy.idleCardHours) };
    if (!hybrid.available)
        rows[Hybrid] = { noFigures, none, none, none, none, none, none, none };
    else if (!hybrid.refusal.isEmpty())
        rows[Hybrid] = { tr("cannot run"), none, none, none, none, none, none, none };
    else
        rows[Hybrid] = { tr("%1 (%n owned)", nullptr, hybrid.baselineCards).arg(money(hybrid.cost)),
            hybrid.baselineCards > 0 ? money(hybrid.capex) : none, money(hybrid.costPerComputeCardHour),
            hybrid.baselineCards > 0 ? percent(hybrid.utilization) : none,
            hybrid.baselineCards > 0 ? months(hybrid.holdingHours) : none, days(hybrid.calendarDays),
            deadline(hybrid.deadline), hours(hybrid.idleCardHours) };
    for (int r = 0; r < RowCount; ++r) {
        for (int c = 0; c < ColumnCount; ++c) {
            auto* item = new QTableWidgetItem(rows.at(r).at(c));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    const QColor late(0xb0, 0x20, 0x20);
    for (const auto& [row, check] : { std::pair { Rent, m_result.rent.deadline }, std::pair { Buy, buy.deadline },
             std::pair { Hybrid, hybrid.deadline } }) {
        if (!check.feasible)
            m_table->item(row, Deadline)->setForeground(late);
    }
    if (buy.runs()) {
        m_table->item(Buy, Total)
            ->setToolTip(tr("Net: the machines' price, less what selling them returns after %1, plus hosting, staff, "
                            "maintenance and power over that time. Amortized over the machine's life instead: %2")
                             .arg(months(buy.holdingHours), money(buy.costAmortized)));
        m_table->item(Buy, Capex)
            ->setToolTip(
                tr("Cash needed up front: %n machine(s) bought before the first phase", nullptr, buy.machines));
        m_table->item(Buy, Holding)
            ->setToolTip(tr("Kept and paid for the longer of the project (%1) and the minimum holding before resale.")
                             .arg(months(buy.heldHours)));
    }
    QStringList refusals;
    if (buy.available && !buy.refusal.isEmpty()) {
        m_table->item(Buy, Total)->setToolTip(buy.refusal);
        refusals.append(tr("Buying cannot run the plan: %1").arg(buy.refusal));
    }
    if (hybrid.available && !hybrid.refusal.isEmpty()) {
        m_table->item(Hybrid, Total)->setToolTip(hybrid.refusal);
        refusals.append(tr("Owning a baseline cannot run the plan: %1").arg(hybrid.refusal));
    }
    m_refusals->setText(refusals.join(u'\n'));
    m_refusals->setVisible(!refusals.isEmpty() && !m_result.phases.isEmpty());
}

void StrategyPanel::retranslate()
{
    m_table->setHorizontalHeaderLabels(
        { tr("Net cost"), tr("Cash up front"), tr("Per computing card-hour"), tr("Owned cards in use"), tr("Held for"),
            tr("Duration (with lead time)"), tr("Deadline"), tr("Idle card-hours paid") });
    m_table->setVerticalHeaderLabels({ ProjectRecommendation::strategyLabel(QStringLiteral("rent")),
        ProjectRecommendation::strategyLabel(QStringLiteral("buy")),
        ProjectRecommendation::strategyLabel(QStringLiteral("hybrid")) });
    m_chart->retranslate();
    m_hybrid->retranslate();
    fillTable();
}

void StrategyPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rp
