#pragma once

#include "models/ledger/LedgerCalibration.h"
#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"
#include "models/planner/Simulation.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QTableWidget;

namespace rp {

class DistributionChart;
class SimulationRunner;
class TornadoChart;

// The Planner's "Confidence" tab: the budget simulation (planner/Simulation.h) of the plan being
// edited, run off the GUI thread (SimulationRunner) while the tab is shown. Each strategy's cost
// and calendar as distributions with their P50 and P90, a table of P10/P50/P90, the chance of the
// deadline and the budget and how often each strategy is the cheapest, what to ask for, what moves
// the cost most, and every uncertain input with its range and where it comes from. Every number
// comes from the SimulationResult.
class ConfidencePanel : public QWidget {
    Q_OBJECT

public:
    enum Column { Name, P10, P50, P90, Point, Calendar, OnTime, WithinBudget, Cheapest, ColumnCount };
    enum InputColumn { InputName, InputRange, InputSource, InputReason, InputColumnCount };

    explicit ConfidencePanel(QWidget* parent = nullptr);
    ~ConfidencePanel() override;

    // `plan`: the plan with the scenario being edited in place (ProjectPlanner::withScenario);
    // `result`: its evaluation. Restarts the simulation when the plan changed.
    void setPlan(const Plan& plan, const ProjectResult& result);
    // What the ledger taught (calibration::fromLedger of `ledgerName`): simulations from now on use
    // it where a phase's card and kind have enough jobs, and the tab lists what was learned.
    void setCalibration(const calibration::Calibration& calibration, const QString& ledgerName);

    // A share as the tab writes it: 0.883 → "88 %".
    static QString percent(double share);
    // A strategy as the table and sentences name it.
    static QString strategyName(simulation::Strategy strategy);

    SimulationRunner* runner() const { return m_runner; }
    DistributionChart* costChart() const { return m_costChart; }
    DistributionChart* calendarChart() const { return m_calendarChart; }
    TornadoChart* tornado() const { return m_tornado; }
    QTableWidget* table() const { return m_table; }
    QTableWidget* inputs() const { return m_inputs; }

Q_SIGNALS:
    // "Learn from my ledger…": calibrate the inputs from recorded jobs (wired by the main window).
    void learnFromLedgerRequested();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void retranslate();
    void updateActive();
    void showProgress(int percent);
    void showStale();
    void showResult();
    void fillTable(const simulation::SimulationResult& r, const QString& currency);
    void fillInputs(const simulation::SimulationResult& r, const Plan& plan);
    void fillSentences(const simulation::SimulationResult& r, const QString& currency);
    void fillLegend(const simulation::SimulationResult& r, const QString& currency, std::optional<double> deadlineDays);
    // What to say instead of figures, or empty when the plan can be simulated.
    QString emptyReason() const;

    SimulationRunner* m_runner;
    bool m_simulable = false; // the plan has a GPU phase
    // The ledger's calibration turned into the learned inputs of `plan` (the runner's options), listed.
    void applyCalibration(const Plan& plan, const ProjectResult& result);

    std::optional<calibration::Calibration> m_calibration;
    QString m_ledgerName;
    QLabel* m_learned;
    QLabel* m_status;
    QProgressBar* m_progress;
    QPushButton* m_learn;
    QLabel* m_empty;
    QScrollArea* m_scroll;
    QWidget* m_content;
    QLabel* m_summary;
    QLabel* m_ask;
    QTableWidget* m_table;
    QLabel* m_legend;
    DistributionChart* m_costChart;
    DistributionChart* m_calendarChart;
    TornadoChart* m_tornado;
    QLabel* m_inputsTitle;
    QTableWidget* m_inputs;
};

} // namespace rp
