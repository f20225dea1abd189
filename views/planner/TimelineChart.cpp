#include "views/planner/TimelineChart.h"

#include "models/catalog/CardCatalog.h"
#include "models/cost/Money.h"
#include "views/common/ChartRange.h"

#include <QAreaSeries>
#include <QCursor>
#include <QEvent>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QToolTip>
#include <QValueAxis>

namespace rp {

namespace {

constexpr double kHoursPerDay = 24.0;

// Ten distinct colours, cycled (phases of one kind need not share a colour).
QColor bandColor(int i)
{
    static const QColor colors[] = { QColor(0x4e, 0x79, 0xa7), QColor(0xf2, 0x8e, 0x2b), QColor(0x59, 0xa1, 0x4f),
        QColor(0xe1, 0x57, 0x59), QColor(0x76, 0xb7, 0xb2), QColor(0xed, 0xc9, 0x48), QColor(0xb0, 0x7a, 0xa1),
        QColor(0xff, 0x9d, 0xa7), QColor(0x9c, 0x75, 0x5f), QColor(0xba, 0xb0, 0xac) };
    return colors[i % 10];
}

} // namespace

TimelineChart::TimelineChart(QWidget* parent)
    : QChartView(parent)
{
    setObjectName(QStringLiteral("timelineChart"));
    m_x = new QValueAxis(this);
    m_y = new QValueAxis(this);
    chart_range::prepare(this, m_x, m_y);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    retranslate();
}

void TimelineChart::retranslate()
{
    m_x->setTitleText(tr("days from the project start"));
    m_y->setTitleText(tr("cards in use"));
    chart()->setTitle(m_result.phases.isEmpty() ? tr("No phases yet: add one, or start from a template.")
                                                : tr("Cards in use over time"));
    if (m_owned)
        m_owned->setName(tr("owned if bought (%n card(s))", nullptr, m_result.buy.ownedCards));
    if (m_baseline)
        m_baseline->setName(tr("hybrid baseline (%n card(s))", nullptr, m_result.hybrid.baselineCards));
}

void TimelineChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QChartView::changeEvent(event);
}

QString TimelineChart::hoverText(int i) const
{
    if (i < 0 || i >= m_result.phases.size())
        return {};
    const PhaseResult& p = m_result.phases.at(i);
    const rp::Card* card = CardCatalog::builtIn().find(p.card);
    return tr("%1\n%2 × %3\n%4 from day %5\n%6")
        .arg(p.name)
        .arg(p.cards)
        .arg(card ? card->name : p.card, money::formatHours(p.hours), QLocale().toString(p.startHours / 24.0, 'f', 1),
            money::format(p.cost, m_currency));
}

void TimelineChart::setResult(const ProjectResult& result, const QString& currency)
{
    m_result = result;
    m_currency = currency;
    chart()->removeAllSeries();
    m_bands.clear();
    m_owned = nullptr;
    m_baseline = nullptr;

    double endDays = 1;
    for (const TimelineStep& step : result.timeline)
        endDays = std::max(endDays, step.endHours / kHoursPerDay);
    const qsizetype phases = result.phases.size();
    for (qsizetype i = 0; i < phases; ++i) {
        if (result.phases.at(i).cards == 0)
            continue;
        QList<QPointF> upper;
        QList<QPointF> lower;
        for (const TimelineStep& step : result.timeline) {
            int below = 0;
            for (const PhaseCards& a : step.active) {
                if (a.phase < i)
                    below += a.cards;
            }
            const int top = below + step.cardsOf(i);
            const double from = step.startHours / kHoursPerDay;
            const double to = step.endHours / kHoursPerDay;
            lower << QPointF(from, below) << QPointF(to, below);
            upper << QPointF(from, top) << QPointF(to, top);
        }
        auto* up = new QLineSeries(this);
        auto* down = new QLineSeries(this);
        up->replace(upper);
        down->replace(lower);
        auto* band = new QAreaSeries(up, down);
        band->setName(result.phases.at(i).name);
        band->setColor(bandColor(int(i)));
        // No outline: a band's lower edge runs along the whole timeline, and drew a line at
        // zero between its phase's steps.
        band->setPen(Qt::NoPen);
        chart()->addSeries(band);
        band->attachAxis(m_x);
        band->attachAxis(m_y);
        connect(band, &QAreaSeries::hovered, this, [this, i](const QPointF&, bool state) {
            if (state)
                QToolTip::showText(QCursor::pos(), hoverText(int(i)), this);
            else
                QToolTip::hideText();
        });
        m_bands.append(band);
    }
    // `fromDays`: the owned cards serve from delivery (the hybrid's baseline after the lead time).
    auto capacity = [&](int cards, double fromDays, Qt::PenStyle style, const QColor& color) {
        auto* line = new QLineSeries(this);
        line->replace({ QPointF(std::min(fromDays, endDays), cards), QPointF(endDays, cards) });
        QPen pen(color);
        pen.setStyle(style);
        pen.setWidthF(2);
        line->setPen(pen);
        chart()->addSeries(line);
        line->attachAxis(m_x);
        line->attachAxis(m_y);
        return line;
    };
    if (result.buy.available && result.buy.ownedCards > 0)
        m_owned = capacity(result.buy.ownedCards, 0.0, Qt::DashLine, QColor(0x40, 0x40, 0x40));
    if (result.hybrid.available && result.hybrid.baselineCards > 0)
        m_baseline = capacity(
            result.hybrid.baselineCards, result.hybrid.baselineFromHours / 24.0, Qt::DotLine, QColor(0xc0, 0x30, 0x30));
    // No phases: the title says how to begin, and no axes of 0–1 days by 0–2 cards stand for a
    // timeline that does not exist (the other charts hide themselves the same way).
    const bool empty = result.phases.isEmpty();
    m_x->setVisible(!empty);
    m_y->setVisible(!empty);
    chart_range::setNice(m_x, endDays);
    const int top = std::max({ result.peakCards, result.buy.ownedCards, 1 });
    chart_range::setDynamic(m_y, 0, top + std::max(1, top / 10),
        top <= 10        ? 1
            : top <= 40  ? 4
            : top <= 100 ? 10
            : top <= 500 ? 50
                         : 500);
    retranslate();
}

} // namespace rp
