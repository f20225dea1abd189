#pragma once

#include "models/cost/BillingAnalysis.h"

#include <QChartView>
#include <QHash>

class QAbstractAxis;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace rp {

class ChartKey;

// What both Billing charts share: one line series per engine curve (filled with a
// single replace()), marked points with labels that follow the plot area, and
// tooltips with the exact sampled value under the mouse. Subclasses own the axes.
class BillingChartView : public QChartView {
    Q_OBJECT

public:
    QLineSeries* series(const QString& id) const { return m_series.value(id); }
    QScatterSeries* markerSeries() const { return m_markers; }
    QStringList markerLabels() const;
    // The numbers drawn by the marked points, as placed: points close together share one label
    // ("②③④ at 76 h") so that no label covers another; a label with no free place around its points is
    // hidden (its points are still in the key). In the chart's coordinates.
    struct PlacedLabel {
        QString text;
        QRectF rect;
        bool visible = false;
    };
    QList<PlacedLabel> placedLabels() const;
    // The chart's key, for the page to place under it: each line with its colour and dash
    // (and "above the chart" when it never enters it), each marked point by its number.
    // It replaces Qt's legend, which elided names and took half the width at 1366 pixels.
    ChartKey* key() const { return m_key; }

protected:
    explicit BillingChartView(QWidget* parent);

    // x and y must already be added to the chart.
    void setCurves(const QList<ChartCurve>& curves, QAbstractAxis* x, QAbstractAxis* y);
    void setMarkers(const QList<ChartMarker>& markers, QAbstractAxis* x, QAbstractAxis* y);
    // Tooltip for a point of a curve, in the chart's units.
    virtual QString pointText(const QString& curveLabel, const QPointF& point) const = 0;
    void placeLabels();
    // Fills the key once the axes have their ranges (`y` gives the top of the chart).
    void updateKey(const QValueAxis* y);
    // No curve to draw: the axes hide, the title and the key say what to do.
    void showEmpty(bool empty, const QString& title, const QString& advice, QAbstractAxis* x, QAbstractAxis* y);
    // A y value as the key writes it ("1,200.00 CNY").
    virtual QString valueText(double y) const = 0;
    // An x value as a shared label writes it ("76 h", "43 %").
    virtual QString xText(double x) const = 0;
    // The number drawn by the i-th marked point and repeated in the key: ①, ②, …
    static QString markerNumber(qsizetype index);
    // Drops every series; used before switching an axis type, since Qt Charts keeps old
    // domains alive otherwise (a linear x = 0 then reaches a logarithmic axis).
    void clearSeries();

    QString m_currency;

private:
    void showNearest(QLineSeries* series, const QPointF& point);

    QHash<QString, QLineSeries*> m_series;
    QScatterSeries* m_markers = nullptr;
    QList<ChartMarker> m_markerData;
    QList<QGraphicsSimpleTextItem*> m_labels; // one per group of nearby points
    QStringList m_order; // curve ids in the order they were given
    ChartKey* m_key = nullptr;
    bool m_empty = false;
};

} // namespace rp
