#include "views/planner/HybridCurveChart.h"

#include "models/cost/Money.h"
#include "views/common/ChartRange.h"

#include <QCursor>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>

namespace rp {

HybridCurveChart::HybridCurveChart(QWidget* parent)
    : QChartView(parent)
{
    setObjectName(QStringLiteral("hybridCurveChart"));
    m_x = new QValueAxis(this);
    m_y = new QValueAxis(this);
    chart_range::prepare(this, m_x, m_y);
    chart()->legend()->hide();
    retranslate();
}

int HybridCurveChart::pointCount() const
{
    return m_points;
}

void HybridCurveChart::retranslate()
{
    m_x->setTitleText(tr("owned cards (baseline)"));
    m_y->setTitleText(tr("project cost (%1)").arg(m_currency));
    chart()->setTitle(m_result.hybrid.available
            ? tr("Hybrid: cost against the owned baseline (best: %n card(s))", nullptr, m_result.hybrid.baselineCards)
            : tr("Add self-build figures to see owning a baseline"));
}

void HybridCurveChart::setResult(const ProjectResult& result, const QString& currency)
{
    m_result = result;
    m_currency = currency;
    chart()->removeAllSeries();
    QList<QPointF> points;
    double top = 1;
    for (const HybridPoint& p : result.hybrid.curve) {
        points.append(QPointF(p.baselineCards, p.cost));
        top = std::max(top, p.cost);
    }
    m_points = int(points.size());
    auto* line = new QLineSeries(this);
    line->replace(points);
    line->setPointsVisible(true);
    chart()->addSeries(line);
    line->attachAxis(m_x);
    line->attachAxis(m_y);
    connect(line, &QLineSeries::hovered, this, [this](const QPointF& point, bool state) {
        if (!state) {
            QToolTip::hideText();
            return;
        }
        const int b = int(std::lround(point.x()));
        for (const HybridPoint& p : m_result.hybrid.curve) {
            if (p.baselineCards == b)
                QToolTip::showText(QCursor::pos(),
                    tr("%n owned card(s): %1", nullptr, b).arg(money::format(p.cost, m_currency)), this);
        }
    });
    if (result.hybrid.available && !result.hybrid.curve.isEmpty()) {
        auto* best = new QScatterSeries(this);
        best->setMarkerSize(11);
        best->setColor(QColor(0xc0, 0x30, 0x30));
        best->append(result.hybrid.baselineCards, result.hybrid.cost);
        chart()->addSeries(best);
        best->attachAxis(m_x);
        best->attachAxis(m_y);
    }
    const int maxB = std::max(1, int(result.hybrid.curve.size()) - 1);
    chart_range::setDynamic(m_x, 0, maxB, maxB <= 12 ? 1 : maxB <= 48 ? 4 : maxB <= 200 ? 16 : 64);
    chart_range::setNice(m_y, top * 1.05);
    retranslate();
}

} // namespace rp
