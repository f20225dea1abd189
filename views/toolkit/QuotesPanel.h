#pragma once

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTreeWidget;

namespace rp {

class PlanController;

// The plan's quotes side by side on the cost to finish the plan's work, each quote's
// shortfalls and open questions, import/export of quote sheets, and "make an offer".
class QuotesPanel : public QWidget {
    Q_OBJECT

public:
    explicit QuotesPanel(PlanController* plan, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();
    void showFindings();
    void importSheet();
    void exportSheet();
    void makeOffer();
    QString selectedQuoteId() const;

    PlanController* m_plan;
    QPushButton* m_import;
    QPushButton* m_export;
    QPushButton* m_offer;
    QLabel* m_workLabel;
    QDoubleSpinBox* m_work;
    QComboBox* m_reference;
    QLabel* m_empty;
    QTableWidget* m_table;
    QLabel* m_findingsLabel;
    QTreeWidget* m_findings;
};

} // namespace rp
