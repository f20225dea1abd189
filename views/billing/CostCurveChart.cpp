#include "views/billing/CostCurveChart.h"

#include "models/cost/Money.h"
#include "views/common/ChartRange.h"

#include <QLogValueAxis>
#include <QValueAxis>

namespace rp {

CostCurveChart::CostCurveChart(QWidget* parent)
    : BillingChartView(parent)
{
    setObjectName(QStringLiteral("costCurveChart"));
    m_y = new QValueAxis(this);
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    chart()->addAxis(m_y, Qt::AlignLeft);
    useXAxis(false);
    retranslate();
}

void CostCurveChart::useXAxis(bool logScale)
{
    if (m_x && logScale == m_logScale)
        return;
    if (m_x) {
        clearSeries();
        chart()->removeAxis(m_x);
        delete m_x;
    }
    if (logScale) {
        auto* axis = new QLogValueAxis(this);
        axis->setBase(10);
        axis->setLabelFormat(QStringLiteral("%.0f"));
        axis->setMinorTickCount(8);
        m_x = axis;
    } else {
        auto* axis = new QValueAxis(this);
        axis->setLabelFormat(QStringLiteral("%.0f"));
        axis->setTickType(QValueAxis::TicksDynamic);
        m_x = axis;
    }
    m_logScale = logScale;
    chart()->addAxis(m_x, Qt::AlignBottom);
    retranslate();
}

void CostCurveChart::setAnalysis(const BillingAnalysis& analysis, const QString& currency)
{
    m_currency = currency;
    useXAxis(analysis.logScale);
    setCurves(analysis.costCurves, m_x, m_y);
    setMarkers(analysis.costMarkers, m_x, m_y);
    m_x->setRange(analysis.fromHours, analysis.toHours);
    if (auto* linear = qobject_cast<QValueAxis*>(m_x)) {
        // A tick every week, month, quarter or year, whichever gives at most ~8 ticks.
        double step = 24;
        for (double candidate : { 24.0, 168.0, 730.0, 2190.0, 8760.0 }) {
            step = candidate;
            if (analysis.toHours / candidate <= 8)
                break;
        }
        linear->setTickInterval(step);
        linear->setTickAnchor(0);
    }
    // Ticks at 1, 2 or 5 × 10^k with as many decimals as they need: never "0, 0, 0, 1, 1, 1".
    chart_range::setNice(m_y, analysis.maxCost * 1.05);
    retranslate();
    if (analysis.evaluation.offers.isEmpty())
        showEmpty(analysis.costCurves.isEmpty(), tr("No offers to compare yet"),
            tr("Add an offer, import a quote sheet (Import CSV…), or open the example plan (Help → Example Files): "
               "each option's total cost then appears here against the job's duration."),
            m_x, m_y);
    else // offers, none of which can be drawn: without a price (or a spot job that never finishes)
        showEmpty(analysis.costCurves.isEmpty(), tr("No offer has a cost to draw yet"),
            tr("An offer is drawn here once it has a price: type the price you were quoted in the offer's Price "
               "column."),
            m_x, m_y);
    updateKey(m_y);
    placeLabels();
}

QString CostCurveChart::valueText(double y) const
{
    return money::format(y, m_currency);
}

QString CostCurveChart::xText(double x) const
{
    return money::formatHours(x);
}

void CostCurveChart::retranslate()
{
    chart()->setTitle(tr("Total cost against job duration"));
    m_x->setTitleText(m_logScale ? tr("Job duration, hours (log scale)") : tr("Job duration, hours"));
    m_y->setTitleText(m_currency.isEmpty() ? tr("Total cost") : tr("Total cost, %1").arg(m_currency));
}

QString CostCurveChart::pointText(const QString& curveLabel, const QPointF& point) const
{
    return tr("%1\n%2: %3").arg(curveLabel, money::formatHours(point.x()), money::format(point.y(), m_currency));
}

} // namespace rp
