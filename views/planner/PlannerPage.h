#pragma once

#include "models/ledger/JobRecord.h"
#include "models/ledger/PlanJobDraft.h"
#include "models/plan/Project.h"
#include "models/planner/ProjectResult.h"
#include "views/common/TranslatedCommand.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QTabWidget;
class QSplitter;
class QTableView;
class QToolButton;

namespace rp {

class ConfidencePanel;
class PhaseTableModel;
class PlanController;
class ProjectSettingsPanel;
class RankingPanel;
class ScenarioComparePanel;
class StrategyPanel;
class TimelineChart;
class WorkloadPanel;

// The Planner tab: the plan's phases (or a scenario's) in an editable table, the demand timeline,
// the rent / buy / hybrid comparison with its recommendation, the cheapest cards per phase and the
// scenario comparison (docs/plan-format.md, "The project planner"). Every number comes from
// ProjectPlanner; every edit is an undo command on the plan's stack (the Edit menu).
class PlannerPage : public QWidget {
    Q_OBJECT

public:
    explicit PlannerPage(PlanController* controller, QWidget* parent = nullptr);

    PhaseTableModel* phaseModel() const { return m_phases; }
    QTableView* phaseTable() const { return m_table; }
    const ProjectResult& result() const { return m_result; }
    TimelineChart* timeline() const { return m_timeline; }
    StrategyPanel* strategies() const { return m_strategies; }
    RankingPanel* ranking() const { return m_ranking; }
    ScenarioComparePanel* comparison() const { return m_compare; }
    WorkloadPanel* workload() const { return m_workload; }
    ProjectSettingsPanel* projectSettings() const { return m_project; }
    ConfidencePanel* confidence() const { return m_confidence; }
    // -1: editing the plan's own phases; else a scenario index.
    int scenario() const;
    void setScenario(int scenario);

    void addPhase();
    void duplicatePhase();
    void deletePhase();
    void addFineTuningTemplate();
    void takeWinner();
    // Copies the phases being edited into a new scenario (named from the name field, or
    // "Variant N") and switches to editing it.
    void duplicateAsScenario();
    void deleteScenario();
    // Renames the scenario being edited to the name in the name field (undoable).
    void renameScenario();

Q_SIGNALS:
    // "Record as job…": the selected phase, to pre-fill a ledger entry.
    void recordAsJobRequested(const PlanJobDraft& draft);
    // The user selected a phase (or edited the one selected) while the page is shown: the other
    // tabs follow it. `result` is the engine's for it: its split, machines, offer and hours.
    void phaseSelected(const rp::Phase& phase, const rp::PhaseResult& result);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    QWidget* buildToolbar();
    void retranslate();
    void refresh();
    void fillScenarios();
    int currentRow() const;
    void selectRow(int row);
    void updateButtons();
    void recordAsJob();
    // The selected phase in the ranking and workload panels.
    void showSelectedPhase();
    void editWorkload(const Phase& after, TranslatedCommand::Text what);
    void editProject(const Project& after, const QString& field, TranslatedCommand::Text what);
    // phaseSelected for the current row, when it changed since last said (or `always`).
    void announceSelectedPhase(bool always);
    QString defaultCard() const;
    // The offer column takes what the others leave, but never less than a readable width: below
    // it the table scrolls sideways rather than show "Exa…".
    void fitOfferColumn();
    // The phase table gets the height its rows need, up to kMaxTableShare of the page, until the
    // user drags the splitter handle: then the user's split holds.
    void fitTableHeight();

    PlanController* m_controller;
    PhaseTableModel* m_phases;
    ProjectResult m_result;
    QLabel* m_scenarioLabel = nullptr;
    QComboBox* m_scenario = nullptr;
    QLineEdit* m_scenarioName = nullptr;
    QPushButton* m_duplicateScenario = nullptr;
    QPushButton* m_renameScenario = nullptr;
    QPushButton* m_deleteScenario = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_duplicate = nullptr;
    QPushButton* m_delete = nullptr;
    QToolButton* m_templates = nullptr;
    QMenu* m_templateMenu = nullptr;
    QPushButton* m_record = nullptr;
    QLabel* m_empty = nullptr;
    QLabel* m_error = nullptr;
    QLabel* m_totals = nullptr;
    QTableView* m_table = nullptr;
    QSplitter* m_split = nullptr;
    bool m_userSplit = false;
    TimelineChart* m_timeline = nullptr;
    QTabWidget* m_side = nullptr;
    StrategyPanel* m_strategies = nullptr;
    RankingPanel* m_ranking = nullptr;
    ScenarioComparePanel* m_compare = nullptr;
    WorkloadPanel* m_workload = nullptr;
    ProjectSettingsPanel* m_project = nullptr;
    ConfidencePanel* m_confidence = nullptr;
    // What phaseSelected last said: the phase, and the split the engine gave it.
    std::optional<Phase> m_announcedPhase;
    Split m_announcedSplit;
};

} // namespace rp
