#include "views/planner/DistributionChart.h"

#include "models/cost/Money.h"
#include "models/planner/ProjectRecommendation.h"
#include "views/common/ChartRange.h"

#include <QCursor>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rp {

using namespace rp::simulation;

namespace {

// Above this ratio of the dearest future to the cheapest, the cost axis is logarithmic: renting
// for 12,000 beside buying for 810,000 would otherwise be a vertical line at the left edge.
constexpr double kLogRatio = 4.0;

// The largest 1, 2 or 5 × 10^k at or below `v`, and the smallest at or above: a logarithmic axis
// labels only the powers of 10, and a whole decade of margin squeezed 9,500 … 816,000 into its right half.
double logFloor(double v)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : { 5.0, 2.0 }) {
        if (m * magnitude <= v)
            return m * magnitude;
    }
    return magnitude;
}

double logCeil(double v)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : { 1.0, 2.0, 5.0 }) {
        if (m * magnitude >= v)
            return m * magnitude;
    }
    return 10.0 * magnitude;
}

} // namespace

DistributionChart::DistributionChart(Measure measure, QWidget* parent)
    : QChartView(parent)
    , m_measure(measure)
{
    setObjectName(measure == Measure::Cost ? QStringLiteral("costDistributionChart")
                                           : QStringLiteral("calendarDistributionChart"));
    m_linearX = new QValueAxis(this);
    m_logX = new QLogValueAxis(this);
    m_logX->setBase(10);
    m_logX->setLabelFormat(QStringLiteral("%.0f"));
    m_logX->setMinorTickCount(8); // 2 … 9 × 10^k as grid lines between the labelled powers
    m_y = new QValueAxis(this);
    chart_range::prepare(this, m_linearX, m_y);
    chart_range::setDynamic(m_y, 0, 100, 25);
    chart()->legend()->hide();
    setMinimumSize(260, 270);
    retranslate();
}

QColor DistributionChart::strategyColor(Strategy strategy)
{
    switch (strategy) {
    case Rent:
        return QColor(0x4e, 0x79, 0xa7); // as the strategy bars
    case Buy:
        return QColor(0xe1, 0x81, 0x2c);
    case Hybrid:
        return QColor(0x3b, 0x8e, 0x3b);
    }
    return Qt::gray;
}

QColor DistributionChart::limitColor()
{
    return QColor(0xb0, 0x20, 0x20);
}

QString DistributionChart::format(double value) const
{
    if (m_measure == Measure::Cost)
        return money::format(value, m_currency);
    return tr("%1 d").arg(QLocale().toString(value, 'f', 1));
}

void DistributionChart::retranslate()
{
    if (m_measure == Measure::Cost) {
        chart()->setTitle(tr("Project cost in the simulated futures"));
        const QString title = tr("project cost (%1)").arg(m_currency);
        m_linearX->setTitleText(title);
        m_logX->setTitleText(tr("%1, logarithmic").arg(title));
    } else {
        chart()->setTitle(tr("Calendar in the simulated futures"));
        m_linearX->setTitleText(tr("days from the start"));
    }
    m_y->setTitleText(tr("share of futures (%)"));
}

void DistributionChart::useAxis(bool logarithmic)
{
    QAbstractAxis* wanted = logarithmic ? static_cast<QAbstractAxis*>(m_logX) : m_linearX;
    QAbstractAxis* other = logarithmic ? static_cast<QAbstractAxis*>(m_linearX) : m_logX;
    if (chart()->axes(Qt::Horizontal).contains(other))
        chart()->removeAxis(other); // the chart gives it back; it stays this view's child
    if (!chart()->axes(Qt::Horizontal).contains(wanted))
        chart()->addAxis(wanted, Qt::AlignBottom);
    m_log = logarithmic;
}

void DistributionChart::clear()
{
    chart()->removeAllSeries();
    m_curves.clear();
    m_marks = nullptr;
    m_limitLine = nullptr;
    m_markTexts.clear();
}

void DistributionChart::setResult(const SimulationResult& result, const QString& currency, std::optional<double> limit)
{
    clear();
    m_currency = currency;
    m_limit = limit;
    const bool cost = m_measure == Measure::Cost;
    double lo = limit.value_or(std::numeric_limits<double>::infinity());
    double hi = limit.value_or(-std::numeric_limits<double>::infinity());
    QList<QPointF> marks;
    for (const StrategyOutlook& o : result.strategies) {
        const QList<double>& sorted = cost ? o.sortedCosts : o.sortedDays;
        if (!o.available || sorted.isEmpty())
            continue;
        lo = std::min(lo, sorted.first());
        hi = std::max(hi, sorted.last());
        // Every future is a step of 1/n; at most kMaxPoints of them drawn, evenly through the list.
        const qsizetype n = sorted.size();
        const qsizetype m = std::min<qsizetype>(n, kMaxPoints);
        QList<QPointF> points;
        points.reserve(m);
        for (qsizetype k = 0; k < m; ++k) {
            const qsizetype i = m == 1 ? n - 1 : qsizetype(std::llround(double(k) * double(n - 1) / double(m - 1)));
            points.append(QPointF(sorted.at(i), 100.0 * double(i + 1) / double(n)));
        }
        auto* curve = new QLineSeries(this);
        curve->setName(ProjectRecommendation::strategyLabel(strategyKey(o.strategy)));
        curve->setPen(QPen(strategyColor(o.strategy), 2));
        curve->replace(points);
        m_curves.append(curve);
        const Spread& spread = cost ? o.cost : o.days;
        const QString name = curve->name();
        for (auto [p, value] : { std::pair { 50, spread.p50 }, std::pair { 90, spread.p90 } }) {
            marks.append(QPointF(value, p));
            m_markTexts.append({ marks.last(), tr("%1: P%2 %3").arg(name, QString::number(p), format(value)) });
        }
    }
    if (m_curves.isEmpty())
        return;
    const bool logarithmic = cost && lo > 0 && hi / lo > kLogRatio;
    useAxis(logarithmic);
    QAbstractAxis* x = logarithmic ? static_cast<QAbstractAxis*>(m_logX) : m_linearX;

    auto attach = [&](QXYSeries* series) {
        chart()->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(m_y);
    };
    for (QLineSeries* curve : m_curves) {
        attach(curve);
        connect(curve, &QLineSeries::hovered, this, [this, curve](const QPointF& point, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            QToolTip::showText(QCursor::pos(),
                tr("%1: %2 of the futures at or below %3")
                    .arg(
                        curve->name(), QLocale().toString(point.y(), 'f', 0) + QStringLiteral(" %"), format(point.x())),
                this);
        });
    }
    if (limit) {
        m_limitLine = new QLineSeries(this);
        QPen pen(limitColor(), 1.5, Qt::DashLine);
        m_limitLine->setPen(pen);
        m_limitLine->replace({ QPointF(*limit, 0), QPointF(*limit, 100) });
        attach(m_limitLine);
    }
    m_marks = new QScatterSeries(this);
    m_marks->setMarkerSize(8);
    m_marks->setColor(palette().color(QPalette::WindowText));
    m_marks->setBorderColor(palette().color(QPalette::Base));
    m_marks->replace(marks);
    attach(m_marks);
    connect(m_marks, &QScatterSeries::hovered, this, [this](const QPointF& point, bool state) {
        if (!state) {
            QToolTip::hideText();
            return;
        }
        for (const Mark& mark : m_markTexts) {
            if (mark.point == point)
                QToolTip::showText(QCursor::pos(), mark.text, this);
        }
    });
    // The ranges after attaching: attaching fits an axis to its series.
    if (logarithmic)
        m_logX->setRange(logFloor(lo), logCeil(hi));
    else
        chart_range::setNiceSpan(m_linearX, lo, hi, 4);
    chart_range::setDynamic(m_y, 0, 100, 25);
    retranslate();
}

} // namespace rp
