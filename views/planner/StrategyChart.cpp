#include "planner/StrategyChart.h"

#include "planner/ChartRange.h"

#include "cost/Money.h"
#include "planner/ProjectRecommendation.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCursor>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>

namespace rp {


StrategyChart::StrategyChart(QWidget* parent)
    : QChartView(parent)
{
    setObjectName(QStringLiteral("strategyChart"));
    m_x = new QBarCategoryAxis(this);
    m_y = new QValueAxis(this);
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart_range::prepare(this, nullptr, m_y);
    chart()->legend()->hide();
    retranslate();
}

void StrategyChart::retranslate()
{
    m_x->setCategories({ ProjectRecommendation::strategyLabel(QStringLiteral("rent")),
        ProjectRecommendation::strategyLabel(QStringLiteral("buy")),
        ProjectRecommendation::strategyLabel(QStringLiteral("hybrid")) });
    m_y->setTitleText(tr("project cost (%1)").arg(m_currency));
    chart()->setTitle(tr("Total cost by strategy"));
}

void StrategyChart::setResult(const ProjectResult& result, const QString& currency)
{
    m_result = result;
    m_currency = currency;
    chart()->removeAllSeries();
    auto* series = new QBarSeries(this);
    m_bars = new QBarSet(tr("cost"), series);
    const bool owned = result.buy.available;
    // Buying and the hybrid need self-build figures: without them their bars stay empty (0).
    *m_bars << result.rent.cost << (owned ? result.buy.costDedicated : 0) << (owned ? result.hybrid.cost : 0);
    m_bars->setColor(QColor(0x4e, 0x79, 0xa7));
    series->append(m_bars);
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPosition(QAbstractBarSeries::LabelsInsideEnd);
    chart()->addSeries(series);
    series->attachAxis(m_x);
    series->attachAxis(m_y);
    connect(m_bars, &QBarSet::hovered, this, [this](bool state, int index) {
        if (!state) {
            QToolTip::hideText();
            return;
        }
        static const char* keys[] = { "rent", "buy", "hybrid" };
        QToolTip::showText(QCursor::pos(),
            tr("%1: %2").arg(ProjectRecommendation::strategyLabel(QLatin1String(keys[index])),
                money::format(m_bars->at(index), m_currency)),
            this);
    });
    chart_range::setNice(m_y, std::max({ result.rent.cost, owned ? result.buy.costDedicated : 0.0,
                                owned ? result.hybrid.cost : 0.0 })
            * 1.1);
    retranslate();
}

} // namespace rp
