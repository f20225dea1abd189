#include "views/ledger/SpendChart.h"

#include "views/common/DisplayFormat.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QEvent>
#include <QToolTip>
#include <QValueAxis>

namespace rp {

SpendChart::SpendChart(QWidget* parent)
    : QChartView(parent)
    , m_series(new QBarSeries)
    , m_axisX(new QBarCategoryAxis)
    , m_axisY(new QValueAxis)
{
    setObjectName(QStringLiteral("spendChart"));
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setLocalizeNumbers(true); // 20,000 not 20000, in the chosen language
    chart->legend()->hide();
    chart->addSeries(m_series);
    chart->addAxis(m_axisX, Qt::AlignBottom);
    chart->addAxis(m_axisY, Qt::AlignLeft);
    m_series->attachAxis(m_axisX);
    m_series->attachAxis(m_axisY);
    m_axisX->setLabelsAngle(-90);
    m_axisY->setLabelFormat(QStringLiteral("%.0f"));
    m_axisY->setMin(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    setChart(chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
    // Hover shows the exact amount of a month.
    connect(m_series, &QBarSeries::hovered, this, [this](bool status, int index, QBarSet* set) {
        if (!status || index < 0 || index >= m_axisX->count()) {
            QToolTip::hideText();
            return;
        }
        QToolTip::showText(QCursor::pos(),
            m_axisX->at(index) + QStringLiteral(": ") + display::amount(set->at(index), m_currency), this);
    });
    showMonths();
}

void SpendChart::setMonths(const QList<LedgerStats::Group>& months, const QString& currency)
{
    m_months = months;
    m_currency = currency;
    showMonths();
}

void SpendChart::showMonths()
{
    QStringList categories;
    QList<qreal> costs;
    qreal top = 0;
    // Every month from the first to the last, a month without jobs as an empty bar,
    // so the axis reads as time (months arrive sorted, as "yyyy-MM").
    QDate month
        = m_months.isEmpty() ? QDate() : QDate::fromString(m_months.first().key + QStringLiteral("-01"), Qt::ISODate);
    for (const LedgerStats::Group& group : m_months) {
        const QDate next = QDate::fromString(group.key + QStringLiteral("-01"), Qt::ISODate);
        for (; month.isValid() && month < next; month = month.addMonths(1)) {
            categories.append(display::month(month));
            costs.append(0);
        }
        categories.append(display::month(next));
        costs.append(group.cost);
        top = qMax(top, qreal(group.cost));
        month = next.addMonths(1);
    }
    // One call each: a series filled point by point repaints for every point.
    auto* set = new QBarSet(tr("Spend"));
    set->append(costs);
    m_series->clear();
    m_series->append(set);
    m_axisX->clear();
    m_axisX->append(categories);
    m_axisX->setLabelsAngle(categories.size() > 6 ? -90 : 0); // upright while they fit
    m_axisY->setRange(0, top > 0 ? top * 1.1 : 1);
    m_axisY->applyNiceNumbers();
    const bool empty = m_months.isEmpty();
    // No axis labelled 0, 0, 1, 1 over nothing: the title says what is missing instead.
    m_axisX->setVisible(!empty);
    m_axisY->setVisible(!empty);
    m_axisX->setTitleText(tr("Month"));
    m_axisY->setTitleText(m_currency.isEmpty() ? tr("Spend") : tr("Spend (%1)").arg(m_currency));
    if (empty)
        chart()->setTitle(tr("No spend yet"));
    else
        chart()->setTitle(m_currency.isEmpty() ? tr("Spend per month") : tr("Spend per month (%1)").arg(m_currency));
}

QList<qreal> SpendChart::values() const
{
    QList<qreal> result;
    if (!m_series->barSets().isEmpty()) {
        const QBarSet* set = m_series->barSets().first();
        for (int i = 0; i < set->count(); ++i)
            result.append(set->at(i));
    }
    return result;
}

QStringList SpendChart::categories() const
{
    return m_axisX->categories();
}

void SpendChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        showMonths();
    QChartView::changeEvent(event);
}

} // namespace rp
