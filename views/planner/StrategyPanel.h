#pragma once

#include "models/planner/ProjectResult.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace rp {

class HybridCurveChart;
class StrategyChart;

// Rent per phase, buy for the peak and hybrid side by side: the recommendation sentence and
// its range, bars of the totals, a table of each strategy's net cost, cash up front, holding
// period and deadline check (a refused strategy says why), the hybrid curve.
class StrategyPanel : public QWidget {
    Q_OBJECT

public:
    explicit StrategyPanel(QWidget* parent = nullptr);
    // `hasDeadline`: the project names a last day (else every strategy says "no deadline").
    void setResult(const ProjectResult& result, const QString& currency, bool hasDeadline = false);
    QString recommendation() const;
    QTableWidget* table() const { return m_table; }
    QLabel* refusals() const { return m_refusals; }
    StrategyChart* chart() const { return m_chart; }
    HybridCurveChart* hybridChart() const { return m_hybrid; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fillTable();

    QLabel* m_recommendation;
    QLabel* m_range;
    QLabel* m_refusals; // why buying or the hybrid cannot run the plan
    StrategyChart* m_chart;
    QTableWidget* m_table;
    HybridCurveChart* m_hybrid;
    ProjectResult m_result;
    QString m_currency;
    bool m_hasDeadline = false;
};

} // namespace rp
