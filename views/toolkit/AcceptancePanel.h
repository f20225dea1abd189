#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableView;
class QTimer;

namespace rp {

class AcceptanceTableModel;
class PlanModel;

// Delivery acceptance: paste or load what the rented machine printed, see pass / fail /
// cannot tell per contract item with the line read; save the capture script.
class AcceptancePanel : public QWidget {
    Q_OBJECT

public:
    explicit AcceptancePanel(PlanModel* plan, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void fillQuotes();
    void check();
    void showStatus(const QString& text, const QString& note = {}, bool verdict = false);
    void loadCapture();
    void saveScript();

    PlanModel* m_plan;
    QLabel* m_quoteLabel;
    QComboBox* m_quote;
    QPushButton* m_load;
    QPushButton* m_script;
    QLabel* m_dataDirLabel;
    QLineEdit* m_dataDir;
    QLabel* m_urlLabel;
    QLineEdit* m_url;
    QPlainTextEdit* m_paste;
    QLabel* m_status; // the check in one sentence (bold), or what to do
    QLabel* m_note; // the report's note, hidden without one
    QTableView* m_table;
    AcceptanceTableModel* m_model;
    QTimer* m_debounce;
};

} // namespace rp
