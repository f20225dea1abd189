#pragma once

#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"

#include <QHash>

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace rp {

// The cheapest cards for the selected phase, by cost to finish (docs/plan-format.md, "Card ranking"),
// and the button that makes the phase take the winner (the page does it as one undoable edit).
class RankingPanel : public QWidget {
    Q_OBJECT

public:
    explicit RankingPanel(QWidget* parent = nullptr);
    // `phase` null: nothing selected. The plan names the offers and gives the currency.
    void setPhase(const PhaseResult* phase, const Plan& plan);
    QTableWidget* table() const { return m_table; }
    QPushButton* takeButton() const { return m_take; }

Q_SIGNALS:
    void takeWinnerRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fill();

    QLabel* m_title;
    QTableWidget* m_table;
    QPushButton* m_take;
    std::optional<PhaseResult> m_phase;
    QString m_currency;
    QHash<QString, QString> m_offerNames; // offer id → its name in the plan
};

} // namespace rp
