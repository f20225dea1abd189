#include "views/planner/StrategyChart.h"

#include "views/common/ChartRange.h"

#include "models/cost/Money.h"
#include "models/planner/ProjectRecommendation.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCursor>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
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

QStringList StrategyChart::categories() const
{
    return m_x->categories();
}

void StrategyChart::retranslate()
{
    // A strategy that cannot run has no bar, and one that misses the deadline says so under its bar.
    auto label = [](const char* key, bool refused, const DeadlineCheck& deadline) {
        const QString name = ProjectRecommendation::strategyLabel(QLatin1String(key));
        if (refused)
            return tr("%1 (cannot run)").arg(name);
        return deadline.feasible ? name : tr("%1 (late)").arg(name);
    };
    m_x->setCategories({ label("rent", false, m_result.rent.deadline),
        label("buy", m_result.buy.available && !m_result.buy.runs(), m_result.buy.deadline),
        label("hybrid", m_result.hybrid.available && !m_result.hybrid.runs(), m_result.hybrid.deadline) });
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
    // Buying and the hybrid need self-build figures and an owned card that runs every phase:
    // without them their bars stay empty (0).
    m_costs = { result.rent.cost, owned && result.buy.runs() ? result.buy.costDedicated : 0,
        owned && result.hybrid.runs() ? result.hybrid.cost : 0 };
    // Whole units on the bars, every digit: Qt's labels print six significant digits by default,
    // which turned 9,773,414 into "9.77341E+06". The exact figure is in the tool tip and table.
    for (double cost : m_costs)
        *m_bars << std::round(cost);
    series->setLabelsPrecision(16);
    m_bars->setColor(QColor(0x4e, 0x79, 0xa7));
    m_bars->setLabelColor(palette().color(QPalette::WindowText)); // above the bar, on the chart's background
    series->append(m_bars);
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value"));
    // Above the bar: renting is often a sliver beside buying, too short to hold its label.
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
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
                money::format(m_costs.value(index), m_currency)),
            this);
    });
    chart_range::setNice(m_y,
        std::max({ m_costs.at(0), m_costs.at(1), m_costs.at(2) }) * 1.15); // headroom for the labels above the bars
    retranslate();
}

} // namespace rp
