#pragma once

#include "models/plan/Phase.h"
#include "models/plan/Scenario.h"

#include "views/common/TranslatedCommand.h"

namespace rp {

class PlanModel;

// The Planner tab's edits, one small command per kind (mapeditor/tiled: src/tiled/changevalue.h). `scenario` = -1 is
// the plan's own phase list, else the index of the scenario being edited.

// One cell of the phase table, or a whole phase replaced (taking the cheapest card). Successive
// edits of the same cell merge, so typing a number is one undo step.
class EditPhaseCommand : public TranslatedCommand {
public:
    EditPhaseCommand(PlanModel* plan, int scenario, int row, Phase before, Phase after, int column, Text text);
    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    PlanModel* m_plan;
    int m_scenario;
    int m_row;
    int m_column; // -1: not mergeable
    Phase m_before;
    Phase m_after;
};

// Phases added (new, duplicated or from a template) at `row`.
class InsertPhasesCommand : public TranslatedCommand {
public:
    InsertPhasesCommand(PlanModel* plan, int scenario, int row, QList<Phase> phases, Text text);
    void undo() override;
    void redo() override;

private:
    PlanModel* m_plan;
    int m_scenario;
    int m_row;
    QList<Phase> m_phases;
};

// Phases deleted from `row`.
class RemovePhasesCommand : public TranslatedCommand {
public:
    RemovePhasesCommand(PlanModel* plan, int scenario, int row, int count, Text text);
    void undo() override;
    void redo() override;

private:
    PlanModel* m_plan;
    int m_scenario;
    int m_row;
    QList<Phase> m_removed;
};

// A phase dragged from one row to another.
class MovePhaseCommand : public TranslatedCommand {
public:
    MovePhaseCommand(PlanModel* plan, int scenario, int from, int to, Text text);
    void undo() override;
    void redo() override;

private:
    PlanModel* m_plan;
    int m_scenario;
    int m_from;
    int m_to;
};

// A scenario renamed; `--scenario NAME` and the comparison pick it by its new name.
class RenameScenarioCommand : public TranslatedCommand {
public:
    RenameScenarioCommand(PlanModel* plan, int index, QString before, QString after, Text text);
    void undo() override;
    void redo() override;

private:
    PlanModel* m_plan;
    int m_index;
    QString m_before;
    QString m_after;
};

// A scenario added (the current phases duplicated under a name) or deleted.
class ScenarioCommand : public TranslatedCommand {
public:
    enum class Kind { Add, Remove };
    ScenarioCommand(PlanModel* plan, Kind kind, int index, Scenario scenario, Text text);
    void undo() override;
    void redo() override;

private:
    void apply(bool add);

    PlanModel* m_plan;
    Kind m_kind;
    int m_index;
    Scenario m_scenario;
};

} // namespace rp
