#include "planner/StrategyPanel.h"

#include "cost/Money.h"
#include "planner/HybridCurveChart.h"
#include "planner/ProjectRecommendation.h"
#include "planner/StrategyChart.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rp {

namespace {

enum Column { Total, PerCardHour, OwnedUse, Duration, Idle, ColumnCount };

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
    m_chart = new StrategyChart(this);
    m_chart->setMinimumHeight(200);
    m_table = new QTableWidget(3, ColumnCount, this);
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

void StrategyPanel::setResult(const ProjectResult& result, const QString& currency)
{
    m_result = result;
    m_currency = currency;
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
    const QString none = QStringLiteral("—");
    const bool owned = m_result.buy.available;
    const QList<QStringList> rows = {
        { money(m_result.rent.cost), money(m_result.rent.costPerComputeCardHour), none,
            days(m_result.rent.calendarDays), hours(m_result.rent.idleCardHours) },
        owned ? QStringList { money(m_result.buy.costDedicated)
                        + (m_result.buy.feasible ? QString() : tr(" (misses the deadline)")),
            money(m_result.buy.costPerComputeCardHour), percent(m_result.buy.utilization),
            days(m_result.buy.calendarDays), hours(m_result.buy.idleCardHours) }
              : QStringList { tr("no self-build figures"), none, none, none, none },
        owned ? QStringList { tr("%1 (%n owned)", nullptr, m_result.hybrid.baselineCards).arg(money(m_result.hybrid.cost)),
            money(m_result.hybrid.costPerComputeCardHour), percent(m_result.hybrid.utilization),
            days(m_result.hybrid.calendarDays), hours(m_result.hybrid.idleCardHours) }
              : QStringList { tr("no self-build figures"), none, none, none, none },
    };
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < ColumnCount; ++c) {
            auto* item = new QTableWidgetItem(rows.at(r).at(c));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    if (owned) {
        m_table->item(1, Total)->setToolTip(tr("Bought for the project and sold at the end. Amortized over the "
                                               "machine's life instead: %1")
                                                .arg(money(m_result.buy.costAmortized)));
    }
}

void StrategyPanel::retranslate()
{
    m_table->setHorizontalHeaderLabels({ tr("Total"), tr("Per computing card-hour"), tr("Owned cards in use"),
        tr("Duration (with lead time)"), tr("Idle card-hours paid") });
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
