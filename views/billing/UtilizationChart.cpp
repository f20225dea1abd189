#include "views/billing/UtilizationChart.h"

#include "models/cost/Money.h"
#include "views/common/ChartRange.h"

#include <QLocale>
#include <QValueAxis>

namespace rp {

UtilizationChart::UtilizationChart(QWidget* parent)
    : BillingChartView(parent)
    , m_x(new QValueAxis(this))
    , m_y(new QValueAxis(this))
{
    setObjectName(QStringLiteral("utilizationChart"));
    m_x->setLabelFormat(QStringLiteral("%.0f")); // localized numbers do not honour "%%"
    m_x->setRange(0, 100);
    m_x->setTickCount(6);
    m_y->setLabelFormat(QStringLiteral("%.1f"));
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
    retranslate();
}

void UtilizationChart::setAnalysis(const BillingAnalysis& analysis, const QString& currency)
{
    m_currency = currency;
    setCurves(analysis.rateCurves, m_x, m_y);
    setMarkers(analysis.rateMarkers, m_x, m_y);
    chart_range::setNice(m_y, analysis.maxRate);
    retranslate();
    showEmpty(analysis.rateCurves.isEmpty(), tr("Owning is not compared"),
        tr("Tick \"Compare with buying the hardware\" (Buying the hardware, on the right) to see what an owned "
           "machine costs per card-hour at each utilization, against each offer's rate."),
        m_x, m_y);
    updateKey(m_y);
    placeLabels();
}

QString UtilizationChart::xText(double x) const
{
    return QLocale().toString(x, 'f', 0) + QStringLiteral("\u00a0%");
}

QString UtilizationChart::valueText(double y) const
{
    return tr("%1 per card-hour").arg(money::format(y, m_currency));
}

void UtilizationChart::retranslate()
{
    chart()->setTitle(tr("Cost per computing card-hour against utilization"));
    m_x->setTitleText(tr("Utilization of owned cards, %"));
    m_y->setTitleText(m_currency.isEmpty() ? tr("Per card-hour") : tr("Per card-hour, %1").arg(m_currency));
}

QString UtilizationChart::pointText(const QString& curveLabel, const QPointF& point) const
{
    return tr("%1\n%2 %: %3 per card-hour")
        .arg(curveLabel, QLocale().toString(point.x(), 'f', 0), money::format(point.y(), m_currency));
}

} // namespace rp
