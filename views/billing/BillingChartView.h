#pragma once

#include "cost/BillingAnalysis.h"

#include <QChartView>
#include <QHash>

class QAbstractAxis;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace rp {

// What both Billing charts share: one line series per engine curve (filled with a
// single replace()), marked points with labels that follow the plot area, and
// tooltips with the exact sampled value under the mouse. Subclasses own the axes.
class BillingChartView : public QChartView {
    Q_OBJECT

public:
    QLineSeries* series(const QString& id) const { return m_series.value(id); }
    QScatterSeries* markerSeries() const { return m_markers; }
    QStringList markerLabels() const;

protected:
    explicit BillingChartView(QWidget* parent);

    // x and y must already be added to the chart.
    void setCurves(const QList<ChartCurve>& curves, QAbstractAxis* x, QAbstractAxis* y);
    void setMarkers(const QList<ChartMarker>& markers, QAbstractAxis* x, QAbstractAxis* y);
    // Tooltip for a point of a curve, in the chart's units.
    virtual QString pointText(const QString& curveLabel, const QPointF& point) const = 0;
    void placeLabels();
    // Sets 0..max on a value axis with ticks at 1, 2 or 5 × 10^k, about five of them.
    static void setNiceRange(QValueAxis* axis, double max);
    // Drops every series; used before switching an axis type, since Qt Charts keeps old
    // domains alive otherwise (a linear x = 0 then reaches a logarithmic axis).
    void clearSeries();

    QString m_currency;

private:
    void showNearest(QLineSeries* series, const QPointF& point);

    QHash<QString, QLineSeries*> m_series;
    QScatterSeries* m_markers = nullptr;
    QList<ChartMarker> m_markerData;
    QList<QGraphicsSimpleTextItem*> m_labels;
};

} // namespace rp
