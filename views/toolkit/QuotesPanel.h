#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;
class QTableView;
class QTreeWidget;

namespace rp {

class PlanController;
class QuoteTableModel;

// The plan's quotes side by side on the cost to finish the plan's phases, each quote's
// shortfalls and open questions, import/export of quote sheets, and "make an offer".
class QuotesPanel : public QWidget {
    Q_OBJECT

public:
    explicit QuotesPanel(PlanController* plan, QWidget* parent = nullptr);
    // File → Request for quotation… writes the request of the scenario on screen; its answers are
    // read against the same lines.
    void setScenarioOnScreen(std::function<QString()> scenario) { m_scenarioOnScreen = std::move(scenario); }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();
    void showFindings();
    void importSheet();
    void importAnswers();
    void exportSheet();
    void makeOffer();
    QString selectedQuoteId() const;

    PlanController* m_plan;
    QPushButton* m_import;
    QPushButton* m_importAnswers;
    QPushButton* m_export;
    QPushButton* m_offer;
    QLabel* m_summary;
    QLabel* m_empty;
    QuoteTableModel* m_model;
    QTableView* m_table;
    QLabel* m_findingsLabel;
    QTreeWidget* m_findings;
    std::function<QString()> m_scenarioOnScreen;
};

} // namespace rp
