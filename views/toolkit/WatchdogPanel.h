#pragma once

#include <QWidget>

#include <functional>

class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace rp {

class LedgerSession;
class PlanModel;

// The idle-shutdown watchdog: its settings, the script it makes, and what it would save
// on the plan's phases (toolkit::idleSavings), from the ledger's measured idle share when
// there is one.
class WatchdogPanel : public QWidget {
    Q_OBJECT

public:
    explicit WatchdogPanel(PlanModel* plan, QWidget* parent = nullptr);
    // Re-reads the ledger's idle share (when the tab is shown).
    void refreshLedger();
    // The ledger the Ledger tab has open, if any: a team ledger is read through its
    // connection (no second login, no prompt); a file is opened here when the tab has none.
    using LedgerSource = std::function<LedgerSession*()>;
    void setLedgerSource(LedgerSource source) { m_ledgerSource = std::move(source); }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void regenerate();
    void updateSavings();
    void save();

    PlanModel* m_plan;
    LedgerSource m_ledgerSource;
    QGroupBox* m_settingsBox;
    QFormLayout* m_form;
    QDoubleSpinBox* m_threshold;
    QSpinBox* m_minutes;
    QSpinBox* m_interval;
    QLineEdit* m_stop;
    QLineEdit* m_keep;
    QLabel* m_warning;
    QPlainTextEdit* m_preview;
    QPushButton* m_save;
    QGroupBox* m_savingsBox;
    QFormLayout* m_savingsForm;
    QLabel* m_ledgerNote;
    QTreeWidget* m_phases;
    QLabel* m_savings;
    std::optional<double> m_ledgerShare;
    double m_ledgerCardHours = 0;
    bool m_teamLedgerClosed = false; // the remembered ledger is a team ledger the Ledger tab has not opened
    QString m_error;
    QString m_script; // saved as generated: the preview's plain text is not byte for byte the script
    QList<QLabel*> m_labels; // the form rows' labels, in order
};

} // namespace rp
