#pragma once

#include "models/planner/ProjectResult.h"

#include <QChartView>

class QValueAxis;

namespace rp {

// Hybrid: the project's cost against the number of owned cards B, with the best B marked.
class HybridCurveChart : public QChartView {
    Q_OBJECT

public:
    explicit HybridCurveChart(QWidget* parent = nullptr);
    void setResult(const ProjectResult& result, const QString& currency);
    int pointCount() const;
    void retranslate();

private:
    QValueAxis* m_x;
    QValueAxis* m_y;
    ProjectResult m_result;
    QString m_currency;
    int m_points = 0;
};

} // namespace rp
