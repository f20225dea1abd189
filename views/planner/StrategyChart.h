#pragma once

#include "models/planner/ProjectResult.h"

#include <QChartView>

class QBarSet;
class QBarCategoryAxis;
class QValueAxis;

namespace rp {

// The three strategies' total costs as bars (rent per phase, buy for the peak, hybrid);
// hovering a bar shows its exact cost.
class StrategyChart : public QChartView {
    Q_OBJECT

public:
    explicit StrategyChart(QWidget* parent = nullptr);
    void setResult(const ProjectResult& result, const QString& currency);
    QBarSet* bars() const { return m_bars; }
    QStringList categories() const; // the bars' names, as shown under them
    void retranslate();

private:
    QBarSet* m_bars = nullptr;
    QList<double> m_costs; // rent, buy, hybrid as computed (the bars hold them rounded)
    QBarCategoryAxis* m_x;
    QValueAxis* m_y;
    ProjectResult m_result;
    QString m_currency;
};

} // namespace rp
