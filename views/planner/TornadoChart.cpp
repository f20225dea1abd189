#include "views/planner/TornadoChart.h"

#include "models/cost/Money.h"
#include "models/planner/ProjectRecommendation.h"
#include "models/planner/UncertaintyInputs.h"
#include "views/common/ChartRange.h"

#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QCursor>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace rp {

using namespace rp::simulation;

TornadoChart::TornadoChart(QWidget* parent)
    : QChartView(parent)
{
    setObjectName(QStringLiteral("tornadoChart"));
    m_x = new QValueAxis(this);
    m_y = new QBarCategoryAxis(this);
    chart_range::prepare(this, m_x, nullptr);
    chart()->addAxis(m_y, Qt::AlignLeft);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    setMinimumSize(300, 270);
    retranslate();
}

void TornadoChart::retranslate()
{
    chart()->setTitle(m_totalBars > kMaxBars
            ? tr("What moves the cost most (the %1 largest of %2 inputs)").arg(kMaxBars).arg(m_totalBars)
            : tr("What moves the cost most"));
    m_x->setTitleText(tr("project cost (%1)").arg(m_currency));
    const QList<QBarSet*> sets = chart()->series().isEmpty()
        ? QList<QBarSet*> {}
        : static_cast<QHorizontalStackedBarSeries*>(chart()->series().first())->barSets();
    if (sets.size() == 3) {
        sets.at(1)->setLabel(tr("cheaper than at the modes"));
        sets.at(2)->setLabel(tr("dearer than at the modes"));
    }
}

QStringList TornadoChart::labels() const
{
    QStringList shown = m_y->categories();
    std::reverse(shown.begin(), shown.end()); // the axis counts from the bottom
    return shown;
}

void TornadoChart::clear()
{
    chart()->removeAllSeries();
    m_bars.clear();
    m_names.clear();
    m_baseLine = nullptr;
    m_totalBars = 0;
    m_y->clear();
}

void TornadoChart::setResult(const SimulationResult& result, const Plan& plan)
{
    clear();
    m_currency = plan.currency;
    m_base = result.tornadoBase;
    m_totalBars = int(result.tornado.size());
    m_bars = result.tornado.mid(0, kMaxBars);
    for (const TornadoBar& bar : m_bars)
        m_names.append(uncertainty_inputs::Text::name(plan, result.inputs.inputs.at(bar.input)));
    if (m_bars.isEmpty()) {
        retranslate();
        return;
    }
    // Stacked from 0: an invisible stretch up to the bar's cheaper end, then the part below the
    // modes' cost and the part above it. The largest swing on top: the axis counts from the bottom.
    auto* series = new QHorizontalStackedBarSeries(this);
    auto* offset = new QBarSet(QString(), series);
    auto* lower = new QBarSet(QString(), series);
    auto* higher = new QBarSet(QString(), series);
    offset->setColor(Qt::transparent);
    offset->setBorderColor(Qt::transparent);
    lower->setColor(QColor(0x59, 0xa1, 0x4f));
    higher->setColor(QColor(0xe1, 0x57, 0x59));
    double lo = m_base;
    double hi = m_base;
    for (qsizetype k = m_bars.size() - 1; k >= 0; --k) {
        const TornadoBar& bar = m_bars.at(k);
        const double a = std::min(bar.costLow, bar.costHigh);
        const double b = std::max(bar.costLow, bar.costHigh);
        lo = std::min(lo, a);
        hi = std::max(hi, b);
        *offset << a;
        *lower << (a < m_base ? std::min(b, m_base) - a : 0.0);
        *higher << (b > m_base ? b - std::max(a, m_base) : 0.0);
    }
    series->append({ offset, lower, higher });
    series->setBarWidth(0.6);
    chart()->addSeries(series);
    series->attachAxis(m_x);
    series->attachAxis(m_y);
    fitLabels();
    // The cost with every input at its mode, where the bars meet.
    m_baseLine = new QLineSeries(this);
    m_baseLine->setPen(QPen(palette().color(QPalette::WindowText), 1.5));
    m_baseLine->replace({ QPointF(m_base, -0.5), QPointF(m_base, double(m_bars.size()) - 0.5) });
    chart()->addSeries(m_baseLine);
    m_baseLine->attachAxis(m_x);
    m_baseLine->attachAxis(m_y);
    chart_range::setNiceSpan(m_x, lo, hi, 4); // after attaching: attaching fits the axis to the series
    retranslate(); // the sets' names, before their legend markers are sorted out
    // The legend names the two colours; the invisible stretch and the base line need no entry.
    for (QLegendMarker* marker : chart()->legend()->markers()) {
        if (marker->series() == m_baseLine)
            marker->setVisible(false);
    }
    for (QLegendMarker* marker : chart()->legend()->markers(series)) {
        if (static_cast<QBarLegendMarker*>(marker)->barset() == offset)
            marker->setVisible(false);
    }
    for (QBarSet* set : { lower, higher }) {
        connect(set, &QBarSet::hovered, this, [this](bool state, int index) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            const qsizetype k = m_bars.size() - 1 - index;
            if (k < 0 || k >= m_bars.size())
                return;
            const TornadoBar& bar = m_bars.at(k);
            QToolTip::showText(QCursor::pos(),
                tr("%1: %2 at its low end, %3 at its high end (%4 with every input at its mode); rank "
                   "correlation with the cost %5")
                    .arg(m_names.at(k), money::format(bar.costLow, m_currency), money::format(bar.costHigh, m_currency),
                        money::format(m_base, m_currency), QLocale().toString(bar.rankCorrelation, 'f', 2)),
                this);
        });
    }
    retranslate();
}

void TornadoChart::fitLabels()
{
    if (m_names.isEmpty())
        return;
    // Names take at most a third of the width; the bars keep the rest. Elided names that come out
    // alike get invisible marks apart: a category axis merges equal labels.
    const QFontMetrics metrics(m_y->labelsFont());
    // Qt Charts gives a left axis about a third of the chart at most: wider labels come out as "...".
    const int room = std::max(80, int(width() * 0.33));
    QStringList shown;
    for (qsizetype k = m_names.size() - 1; k >= 0; --k) {
        QString label = metrics.elidedText(m_names.at(k), Qt::ElideRight, room);
        while (shown.contains(label))
            label += QChar(0x200b);
        shown.append(label);
    }
    if (shown != m_y->categories())
        m_y->setCategories(shown);
}

void TornadoChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    fitLabels();
}

} // namespace rp
