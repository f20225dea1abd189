#include "views/billing/BillingChartView.h"

#include "views/billing/ChartKey.h"

#include <QAbstractAxis>
#include <QCursor>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rp {

namespace {

QColor offerColor(int index)
{
    // Ten colours that stay apart on screen and in print (Tableau 10).
    static const QRgb kColors[]
        = { 0x4e79a7, 0xf28e2b, 0x59a14f, 0xe15759, 0xb07aa1, 0x76b7b2, 0xedc948, 0x9c755f, 0xff9da7, 0xbab0ac };
    return QColor::fromRgb(kColors[index % std::size(kColors)]);
}

} // namespace

BillingChartView::BillingChartView(QWidget* parent)
    : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    chart()->setAnimationOptions(QChart::NoAnimation); // large series, redrawn on every edit
    chart()->setLocalizeNumbers(true); // axis labels in the user's locale (300,000 not 300000)
    // The key under the chart names the lines: Qt's legend elided them, or took half the width.
    chart()->legend()->hide();
    m_key = new ChartKey(parent);
    chart()->setMargins(QMargins(4, 4, 20, 4)); // room for the last x label
    setMinimumSize(320, 200);
    connect(chart(), &QChart::plotAreaChanged, this, &BillingChartView::placeLabels);
}

void BillingChartView::setCurves(const QList<ChartCurve>& curves, QAbstractAxis* x, QAbstractAxis* y)
{
    QHash<QString, QLineSeries*> kept;
    int offerIndex = 0;
    m_order.clear();
    for (const ChartCurve& curve : curves) {
        QLineSeries* s = m_series.take(curve.id);
        if (!s) {
            s = new QLineSeries(this);
            chart()->addSeries(s);
            connect(s, &QLineSeries::hovered, this, [this, s](const QPointF& point, bool state) {
                if (state)
                    showNearest(s, point);
                else
                    QToolTip::hideText();
            });
        }
        // New points first: a logarithmic axis must never see the linear scale's x = 0.
        s->replace(curve.points);
        if (!s->attachedAxes().contains(x)) {
            for (QAbstractAxis* old : s->attachedAxes())
                s->detachAxis(old);
            s->attachAxis(x);
            s->attachAxis(y);
        }
        s->setName(curve.label);
        QPen pen = s->pen();
        // The same offer has the same colour in both charts; owning is black.
        const bool owned
            = curve.kind == ChartCurve::Kind::SelfBuildDedicated || curve.kind == ChartCurve::Kind::SelfBuildAmortized;
        pen.setColor(owned ? QColor(Qt::black) : offerColor(offerIndex++));
        pen.setWidthF(curve.kind == ChartCurve::Kind::SelfBuildDedicated ? 2.5 : 1.8);
        pen.setStyle(curve.kind == ChartCurve::Kind::SelfBuildAmortized || curve.kind == ChartCurve::Kind::RentalRate
                ? Qt::DashLine
                : Qt::SolidLine);
        s->setPen(pen);
        kept.insert(curve.id, s);
        m_order.append(curve.id);
    }
    for (QLineSeries* stale : std::as_const(m_series)) {
        chart()->removeSeries(stale);
        delete stale;
    }
    m_series = kept;
}

void BillingChartView::setMarkers(const QList<ChartMarker>& markers, QAbstractAxis* x, QAbstractAxis* y)
{
    if (!m_markers) {
        m_markers = new QScatterSeries(this);
        m_markers->setMarkerSize(9);
        m_markers->setColor(Qt::black);
        m_markers->setBorderColor(Qt::white);
        chart()->addSeries(m_markers);
        // The markers explain themselves in the labels and tooltips, not in the legend.
        const auto legendMarkers = chart()->legend()->markers(m_markers);
        for (auto* marker : legendMarkers)
            marker->setVisible(false);
        connect(m_markers, &QScatterSeries::hovered, this, [this](const QPointF& point, bool state) {
            for (const ChartMarker& m : std::as_const(m_markerData)) {
                if (state && m.at == point) {
                    QToolTip::showText(QCursor::pos(), m.detail, this);
                    return;
                }
            }
            QToolTip::hideText();
        });
    }
    m_markerData = markers;
    QList<QPointF> points;
    for (const ChartMarker& m : markers)
        points.append(m.at);
    m_markers->replace(points);
    if (!m_markers->attachedAxes().contains(x)) {
        for (QAbstractAxis* old : m_markers->attachedAxes())
            m_markers->detachAxis(old);
        m_markers->attachAxis(x);
        m_markers->attachAxis(y);
    }
    // Numbers by the points, the sentences in the key: labels of nearby points never pile up.
    placeLabels();
}

void BillingChartView::placeLabels()
{
    if (!m_markers)
        return;
    // Points whose numbers would touch share one label ("②③④", "at 76 h" when they share the duration):
    // a group grows by every point within a label's height of one of its points.
    const qreal r = m_markers->markerSize() / 2 + 1;
    const QFontMetricsF metrics(m_labels.isEmpty() ? chart()->font() : m_labels.first()->font());
    const qreal near = metrics.height() + 2 * r;
    QList<QPointF> at;
    for (const ChartMarker& m : std::as_const(m_markerData))
        at.append(chart()->mapToPosition(m.at, m_markers));
    QList<QList<qsizetype>> groups;
    QList<bool> grouped(at.size(), false);
    for (qsizetype i = 0; i < at.size(); ++i) {
        if (grouped.at(i))
            continue;
        QList<qsizetype> group { i };
        grouped[i] = true;
        for (qsizetype g = 0; g < group.size(); ++g) {
            for (qsizetype j = 0; j < at.size(); ++j) {
                const QPointF d = at.at(j) - at.at(group.at(g));
                if (!grouped.at(j) && std::abs(d.x()) < near && std::abs(d.y()) < near) {
                    grouped[j] = true;
                    group.append(j);
                }
            }
        }
        std::sort(group.begin(), group.end());
        groups.append(group);
    }
    while (m_labels.size() > groups.size())
        delete m_labels.takeLast();
    while (m_labels.size() < groups.size()) {
        auto* label = new QGraphicsSimpleTextItem(chart());
        label->setZValue(10);
        m_labels.append(label);
    }

    // Each label goes to the first free place around its points' box (above right, above left, below
    // right, below left, then further out) that overlaps no other label and no marker; with none free
    // it is left out of the chart, and the key still lists its points.
    const QRectF plot = chart()->plotArea();
    QList<QRectF> taken;
    for (const QPointF& p : std::as_const(at))
        taken.append(QRectF(p - QPointF(r, r), QSizeF(2 * r, 2 * r)));
    for (qsizetype k = 0; k < groups.size(); ++k) {
        const QList<qsizetype>& group = groups.at(k);
        QString numbers;
        QRectF box;
        QStringList where;
        for (qsizetype i : group) {
            numbers += markerNumber(i);
            box = box.isNull() ? QRectF(at.at(i), QSizeF(0, 0)) : box.united(QRectF(at.at(i), QSizeF(0, 0)));
            const QString x = xText(m_markerData.at(i).at.x());
            if (!where.contains(x))
                where.append(x);
        }
        QGraphicsSimpleTextItem* label = m_labels.at(k);
        label->setText(group.size() > 1 && where.size() == 1 ? tr("%1 at %2").arg(numbers, where.first()) : numbers);
        const QSizeF size = label->boundingRect().size();
        bool placed = false;
        // Rings half a label's height apart, up to three labels' heights from the points.
        for (int ring = 0; ring < 7 && !placed; ++ring) {
            const qreal out = r + ring * size.height() / 2;
            const qreal above = box.top() - size.height() - out;
            const qreal below = box.bottom() + out;
            const qreal middle = box.center().y() - size.height() / 2;
            const qreal right = box.right() + out;
            const qreal left = box.left() - size.width() - out;
            const qreal centre = box.center().x() - size.width() / 2;
            const QPointF corners[]
                = { QPointF(right, above), QPointF(right, middle), QPointF(right, below), QPointF(left, above),
                      QPointF(left, middle), QPointF(left, below), QPointF(centre, above), QPointF(centre, below) };
            for (QPointF corner : corners) {
                // Near an edge of the plot, moved along it into the plot rather than given up.
                corner.setX(std::clamp(corner.x(), plot.left(), std::max(plot.left(), plot.right() - size.width())));
                const QRectF rect(corner, size);
                // Rounding aside: boxes that only touch (a tenth of a pixel over) are apart.
                const QRectF inner = rect.adjusted(0.5, 0.5, -0.5, -0.5);
                if (!plot.contains(rect)
                    || std::any_of(taken.cbegin(), taken.cend(), [&](const QRectF& t) { return t.intersects(inner); }))
                    continue;
                label->setPos(corner);
                taken.append(rect);
                placed = true;
                break;
            }
        }
        label->setVisible(
            placed && std::any_of(group.cbegin(), group.cend(), [&](qsizetype i) { return plot.contains(at.at(i)); }));
    }
}

QList<BillingChartView::PlacedLabel> BillingChartView::placedLabels() const
{
    QList<PlacedLabel> out;
    for (const QGraphicsSimpleTextItem* label : m_labels)
        out.append({ label->text(), QRectF(label->pos(), label->boundingRect().size()), label->isVisible() });
    return out;
}

QString BillingChartView::markerNumber(qsizetype index)
{
    // ① … ⑳, then (21), (22) …
    return index < 20 ? QString(QChar(char16_t(0x2460 + index))) : QStringLiteral("(%1)").arg(index + 1);
}

void BillingChartView::updateKey(const QValueAxis* y)
{
    if (m_empty)
        return;
    // A point that belongs to one line (where that option finishes) is numbered in the line's entry,
    // its sentence on hover; the entries then read in the points' order, cheapest finish first.
    QHash<QString, QList<qsizetype>> onLine;
    QList<ChartKey::Row> rows;
    for (qsizetype i = 0; i < m_markerData.size(); ++i) {
        const ChartMarker& m = m_markerData.at(i);
        if (!m.curve.isEmpty() && m_series.contains(m.curve))
            onLine[m.curve].append(i);
        else
            rows.append({ markerNumber(i), m.keyText.isEmpty() ? m.detail : m.keyText });
    }
    QStringList order = m_order;
    std::stable_sort(order.begin(), order.end(), [&](const QString& a, const QString& b) {
        const qsizetype x = onLine.contains(a) ? onLine.value(a).first() : m_markerData.size();
        const qsizetype y = onLine.contains(b) ? onLine.value(b).first() : m_markerData.size();
        return x < y;
    });
    QList<ChartKey::Line> lines;
    for (const QString& id : std::as_const(order)) {
        const QLineSeries* s = m_series.value(id);
        if (!s)
            continue;
        const QPen pen = s->pen();
        // The sample is drawn as the line is: colour, dash and weight.
        ChartKey::Line line { pen.color().name(), pen.style() != Qt::SolidLine, pen.widthF() > 2, {}, s->name(), {},
            {} };
        QStringList tips;
        for (qsizetype i : onLine.value(id)) {
            line.numbers += markerNumber(i);
            tips.append(m_markerData.at(i).detail);
        }
        line.tip = tips.join(u'\n');
        double lowest = std::numeric_limits<double>::infinity();
        for (const QPointF& p : s->points()) {
            if (std::isfinite(p.y()))
                lowest = std::min(lowest, p.y());
        }
        // A line that never enters the chart is still listed, with where it starts.
        if (std::isfinite(lowest) && lowest > y->max())
            line.note = tr("(above the chart: from %1)").arg(valueText(lowest));
        lines.append(line);
    }
    m_key->setContent(lines, rows);
}

void BillingChartView::showEmpty(
    bool empty, const QString& title, const QString& advice, QAbstractAxis* x, QAbstractAxis* y)
{
    m_empty = empty;
    x->setVisible(!empty);
    y->setVisible(!empty);
    if (empty) {
        chart()->setTitle(title);
        m_key->showMessage(advice);
    }
}

void BillingChartView::clearSeries()
{
    chart()->removeAllSeries(); // deletes them
    m_series.clear();
    m_markers = nullptr;
    m_markerData.clear();
    qDeleteAll(m_labels);
    m_labels.clear();
}

QStringList BillingChartView::markerLabels() const
{
    QStringList labels;
    for (const ChartMarker& m : m_markerData)
        labels.append(m.label);
    return labels;
}

void BillingChartView::showNearest(QLineSeries* series, const QPointF& point)
{
    // Samples are sorted by x: the nearest one carries the exact value the engine computed.
    const QList<QPointF> points = series->points();
    if (points.isEmpty())
        return;
    auto it = std::lower_bound(
        points.cbegin(), points.cend(), point.x(), [](const QPointF& p, double x) { return p.x() < x; });
    if (it == points.cend() || (it != points.cbegin() && point.x() - (it - 1)->x() < it->x() - point.x()))
        --it;
    QToolTip::showText(QCursor::pos(), pointText(series->name(), *it), this);
}

} // namespace rp
