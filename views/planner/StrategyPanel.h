#pragma once

#include "planner/ProjectResult.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace rp {

class HybridCurveChart;
class StrategyChart;

// Rent per phase, buy for the peak and hybrid side by side: the recommendation sentence and
// its range, bars of the totals, a table of the measures issue #8 asks for, the hybrid curve.
class StrategyPanel : public QWidget {
    Q_OBJECT

public:
    explicit StrategyPanel(QWidget* parent = nullptr);
    void setResult(const ProjectResult& result, const QString& currency);
    QString recommendation() const;
    QTableWidget* table() const { return m_table; }
    StrategyChart* chart() const { return m_chart; }
    HybridCurveChart* hybridChart() const { return m_hybrid; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fillTable();

    QLabel* m_recommendation;
    QLabel* m_range;
    StrategyChart* m_chart;
    QTableWidget* m_table;
    HybridCurveChart* m_hybrid;
    ProjectResult m_result;
    QString m_currency;
};

} // namespace rp
