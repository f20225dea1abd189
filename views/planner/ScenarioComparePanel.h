#pragma once

#include "models/plan/Plan.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableWidget;

namespace rp {

// Two variants of the plan side by side: totals of each strategy and the per-phase change.
class ScenarioComparePanel : public QWidget {
    Q_OBJECT

public:
    explicit ScenarioComparePanel(QWidget* parent = nullptr);
    void setPlan(const Plan& plan);
    QComboBox* first() const { return m_a; }
    QComboBox* second() const { return m_b; }
    QTableWidget* table() const { return m_table; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fillChoices();
    void compare();

    QLabel* m_title;
    QComboBox* m_a;
    QComboBox* m_b;
    QTableWidget* m_table;
    Plan m_plan;
};

} // namespace rp
