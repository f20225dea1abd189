#pragma once

#include "views/billing/BillingChartView.h"

class QValueAxis;

namespace rp {

// Chart 2: what one computing card-hour costs on self-built hardware at each
// utilization, each rental price as a flat line, break-even utilizations marked.
class UtilizationChart : public BillingChartView {
    Q_OBJECT

public:
    explicit UtilizationChart(QWidget* parent = nullptr);

    void setAnalysis(const BillingAnalysis& analysis, const QString& currency);
    void retranslate();

protected:
    QString pointText(const QString& curveLabel, const QPointF& point) const override;
    QString valueText(double y) const override;
    QString xText(double x) const override;

private:
    QValueAxis* m_x;
    QValueAxis* m_y;
};

} // namespace rp
