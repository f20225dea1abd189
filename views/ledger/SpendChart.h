#pragma once

#include "models/ledger/LedgerStats.h"

#include <QChartView>

class QBarCategoryAxis;
class QBarSeries;
class QValueAxis;

namespace rp {

// Spend per month as bars (a month-by-month review shows where money leaks), in one currency.
class SpendChart : public QChartView {
    Q_OBJECT

public:
    explicit SpendChart(QWidget* parent = nullptr);
    void setMonths(const QList<LedgerStats::Group>& months, const QString& currency);
    // The values shown, for tests: one per month.
    QList<qreal> values() const;
    // The month labels under the bars, for tests.
    QStringList categories() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void showMonths();

    QList<LedgerStats::Group> m_months;
    QString m_currency;
    QBarSeries* m_series;
    QBarCategoryAxis* m_axisX;
    QValueAxis* m_axisY;
};

} // namespace rp
