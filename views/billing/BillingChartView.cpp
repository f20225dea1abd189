#include "billing/BillingChartView.h"

#include <QAbstractAxis>
#include <QCursor>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QScrollArea>
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
    static const QRgb kColors[] = { 0x4e79a7, 0xf28e2b, 0x59a14f, 0xe15759, 0xb07aa1, 0x76b7b2, 0xedc948,
        0x9c755f, 0xff9da7, 0xbab0ac };
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
    // A few lines high; more break-evens scroll inside it, never over the chart.
    m_key = new QLabel;
    m_key->setWordWrap(true);
    m_key->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_key->setObjectName(QStringLiteral("chartKey"));
    m_key->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_keyArea = new QScrollArea(parent);
    m_keyArea->setWidget(m_key);
    m_keyArea->setWidgetResizable(true);
    m_keyArea->setFrameShape(QFrame::NoFrame);
    m_keyArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_keyArea->setFixedHeight(m_key->fontMetrics().lineSpacing() * 5 + 6);
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
        const bool owned = curve.kind == ChartCurve::Kind::SelfBuildDedicated
            || curve.kind == ChartCurve::Kind::SelfBuildAmortized;
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
    while (m_labels.size() > markers.size())
        delete m_labels.takeLast();
    while (m_labels.size() < markers.size()) {
        auto* label = new QGraphicsSimpleTextItem(chart());
        label->setZValue(10);
        m_labels.append(label);
    }
    // Numbers by the points, the sentences in the key: labels of nearby points never pile up.
    for (qsizetype i = 0; i < markers.size(); ++i)
        m_labels.at(i)->setText(markerNumber(i));
    placeLabels();
}

void BillingChartView::placeLabels()
{
    if (!m_markers)
        return;
    // Each number goes to the first free corner around its point (above right, above left,
    // below right, below left) that overlaps no other number and no marker; with none free it
    // is left out of the chart, and the key still lists the point.
    QList<QRectF> taken;
    const qreal r = m_markers->markerSize() / 2 + 1;
    for (qsizetype i = 0; i < m_labels.size(); ++i)
        taken.append(QRectF(chart()->mapToPosition(m_markerData.at(i).at, m_markers) - QPointF(r, r), QSizeF(2 * r, 2 * r)));
    const QRectF plot = chart()->plotArea();
    for (qsizetype i = 0; i < m_labels.size(); ++i) {
        QGraphicsSimpleTextItem* label = m_labels.at(i);
        const QPointF at = chart()->mapToPosition(m_markerData.at(i).at, m_markers);
        const QSizeF size = label->boundingRect().size();
        const QPointF corners[] = { at + QPointF(r, -size.height() - r), at + QPointF(-size.width() - r, -size.height() - r),
            at + QPointF(r, r), at + QPointF(-size.width() - r, r) };
        bool placed = false;
        for (const QPointF& corner : corners) {
            const QRectF box(corner, size);
            if (!plot.contains(box) || std::any_of(taken.cbegin(), taken.cend(), [&](const QRectF& t) { return t.intersects(box); }))
                continue;
            label->setPos(corner);
            taken.append(box);
            placed = true;
            break;
        }
        label->setVisible(placed && plot.contains(at));
    }
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
    QStringList entries;
    for (const QString& id : std::as_const(m_order)) {
        const QLineSeries* s = m_series.value(id);
        if (!s)
            continue;
        const QPen pen = s->pen();
        // The sample is drawn as the line is: colour, dash and weight.
        const QString sample = pen.style() == Qt::SolidLine ? QStringLiteral("━━━") : QStringLiteral("╍╍╍");
        QString entry = QStringLiteral("<span style=\"color:%1;%2\">%3</span>&nbsp;%4")
                            .arg(pen.color().name(), pen.widthF() > 2 ? QStringLiteral("font-weight:bold") : QString(),
                                sample, s->name().toHtmlEscaped());
        double lowest = std::numeric_limits<double>::infinity();
        for (const QPointF& p : s->points()) {
            if (std::isfinite(p.y()))
                lowest = std::min(lowest, p.y());
        }
        // A line that never enters the chart is still listed, with where it starts.
        if (std::isfinite(lowest) && lowest > y->max())
            entry += QStringLiteral(" <i>") + tr("(above the chart: from %1)").arg(valueText(lowest)).toHtmlEscaped()
                + QStringLiteral("</i>");
        entries.append(entry);
    }
    QString text = entries.join(QStringLiteral(" &nbsp;&nbsp; "));
    for (qsizetype i = 0; i < m_markerData.size(); ++i) {
        const ChartMarker& m = m_markerData.at(i);
        text += QStringLiteral("<br><b>") + markerNumber(i) + QStringLiteral("</b>&nbsp;")
            + (m.keyText.isEmpty() ? m.detail : m.keyText).toHtmlEscaped();
    }
    m_key->setText(text);
}

void BillingChartView::showEmpty(bool empty, const QString& title, const QString& advice, QAbstractAxis* x, QAbstractAxis* y)
{
    m_empty = empty;
    x->setVisible(!empty);
    y->setVisible(!empty);
    if (empty) {
        chart()->setTitle(title);
        m_key->setText(advice);
    }
}

void BillingChartView::setNiceRange(QValueAxis* axis, double max)
{
    if (!(max > 0))
        max = 1;
    const double raw = max / 5.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude * 10.0;
    for (double m : { 1.0, 2.0, 5.0, 10.0 }) {
        if (m * magnitude >= raw) {
            step = m * magnitude;
            break;
        }
    }
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    axis->setRange(0, std::ceil(max / step) * step);
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
    auto it = std::lower_bound(points.cbegin(), points.cend(), point.x(),
        [](const QPointF& p, double x) { return p.x() < x; });
    if (it == points.cend() || (it != points.cbegin() && point.x() - (it - 1)->x() < it->x() - point.x()))
        --it;
    QToolTip::showText(QCursor::pos(), pointText(series->name(), *it), this);
}

} // namespace rp
