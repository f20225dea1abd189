#include "ledger/SpendChart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLocale>
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
}

void SpendChart::setMonths(const QList<LedgerStats::Group>& months, const QString& currency)
{
    QStringList categories;
    QList<qreal> costs;
    const QLocale locale;
    qreal top = 0;
    // Every month from the first to the last, a month without jobs as an empty bar,
    // so the axis reads as time (months arrive sorted, as "yyyy-MM").
    QDate month = months.isEmpty() ? QDate() : QDate::fromString(months.first().key + QStringLiteral("-01"), Qt::ISODate);
    for (const LedgerStats::Group& group : months) {
        const QDate next = QDate::fromString(group.key + QStringLiteral("-01"), Qt::ISODate);
        for (; month.isValid() && month < next; month = month.addMonths(1)) {
            categories.append(locale.toString(month, QStringLiteral("MMM yy")));
            costs.append(0);
        }
        categories.append(locale.toString(next, QStringLiteral("MMM yy")));
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
    m_axisY->setRange(0, top > 0 ? top * 1.1 : 1);
    m_axisY->applyNiceNumbers();
    chart()->setTitle(currency.isEmpty() ? tr("Spend per month") : tr("Spend per month (%1)").arg(currency));
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

} // namespace rp
