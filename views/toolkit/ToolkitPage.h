#pragma once

#include <QWidget>

#include <functional>

class QTabWidget;

namespace rp {

class AcceptancePanel;
class LedgerSession;
class PlanController;
class QuotesPanel;
class TransferPanel;
class WatchdogPanel;

// The rented-machine toolkit: quotes, delivery acceptance, the idle watchdog and the data transfer
// calculator, one sub-tab each (docs/quotes.md; acceptance in docs/acceptance.md).
class ToolkitPage : public QWidget {
    Q_OBJECT

public:
    explicit ToolkitPage(PlanController* plan, QWidget* parent = nullptr);
    // Where the watchdog's savings read the measured idle share (WatchdogPanel::setLedgerSource).
    void setLedgerSource(std::function<LedgerSession*()> source);
    // The scenario the window shows (empty: the plan): answered requests are read against its lines.
    void setScenarioOnScreen(std::function<QString()> scenario);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslateUi();

    QTabWidget* m_tabs;
    QuotesPanel* m_quotes;
    AcceptancePanel* m_acceptance;
    WatchdogPanel* m_watchdog;
    TransferPanel* m_transfer;
};

} // namespace rp
