#pragma once

#include "views/billing/BillingChartView.h"

class QValueAxis;

namespace rp {

// Chart 1: total cost of the job against its duration for every offer and
// self-built hardware, break-evens marked; duration linear or logarithmic.
class CostCurveChart : public BillingChartView {
    Q_OBJECT

public:
    explicit CostCurveChart(QWidget* parent = nullptr);

    void setAnalysis(const BillingAnalysis& analysis, const QString& currency);
    bool isLogScale() const { return m_logScale; }
    void retranslate();

protected:
    QString pointText(const QString& curveLabel, const QPointF& point) const override;
    QString valueText(double y) const override;
    QString xText(double x) const override;

private:
    void useXAxis(bool logScale);

    QAbstractAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    bool m_logScale = false;
};

} // namespace rp
