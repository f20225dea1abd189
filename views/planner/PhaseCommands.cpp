#include "views/planner/PhaseCommands.h"

#include "models/qt/PlanModel.h"

namespace rp {

namespace {

// After the billing tab's ids (billing/CommandIds.h), so the two never merge.
constexpr int kEditPhaseId = 100;

} // namespace

EditPhaseCommand::EditPhaseCommand(
    PlanModel* plan, int scenario, int row, Phase before, Phase after, int column, Text text)
    : TranslatedCommand(std::move(text))
    , m_plan(plan)
    , m_scenario(scenario)
    , m_row(row)
    , m_column(column)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void EditPhaseCommand::undo()
{
    m_plan->setPhase(m_scenario, m_row, m_before);
}

void EditPhaseCommand::redo()
{
    m_plan->setPhase(m_scenario, m_row, m_after);
}

int EditPhaseCommand::id() const
{
    return kEditPhaseId;
}

bool EditPhaseCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const EditPhaseCommand*>(other);
    if (m_column < 0 || next->m_column != m_column || next->m_row != m_row || next->m_scenario != m_scenario)
        return false;
    m_after = next->m_after;
    return true;
}

InsertPhasesCommand::InsertPhasesCommand(PlanModel* plan, int scenario, int row, QList<Phase> phases, Text text)
    : TranslatedCommand(std::move(text))
    , m_plan(plan)
    , m_scenario(scenario)
    , m_row(row)
    , m_phases(std::move(phases))
{
}

void InsertPhasesCommand::undo()
{
    m_plan->removePhases(m_scenario, m_row, int(m_phases.size()));
}

void InsertPhasesCommand::redo()
{
    m_plan->insertPhases(m_scenario, m_row, m_phases);
}

RemovePhasesCommand::RemovePhasesCommand(PlanModel* plan, int scenario, int row, int count, Text text)
    : TranslatedCommand(std::move(text))
    , m_plan(plan)
    , m_scenario(scenario)
    , m_row(row)
    , m_removed(plan->phases(scenario).mid(row, count))
{
}

void RemovePhasesCommand::undo()
{
    m_plan->insertPhases(m_scenario, m_row, m_removed);
}

void RemovePhasesCommand::redo()
{
    m_plan->removePhases(m_scenario, m_row, int(m_removed.size()));
}

MovePhaseCommand::MovePhaseCommand(PlanModel* plan, int scenario, int from, int to, Text text)
    : TranslatedCommand(std::move(text))
    , m_plan(plan)
    , m_scenario(scenario)
    , m_from(from)
    , m_to(to)
{
}

void MovePhaseCommand::undo()
{
    m_plan->movePhase(m_scenario, m_to, m_from);
}

void MovePhaseCommand::redo()
{
    m_plan->movePhase(m_scenario, m_from, m_to);
}

ScenarioCommand::ScenarioCommand(PlanModel* plan, Kind kind, int index, Scenario scenario, Text text)
    : TranslatedCommand(std::move(text))
    , m_plan(plan)
    , m_kind(kind)
    , m_index(index)
    , m_scenario(std::move(scenario))
{
}

void ScenarioCommand::apply(bool add)
{
    if (add)
        m_plan->insertScenario(m_index, m_scenario);
    else
        m_plan->removeScenario(m_index);
}

void ScenarioCommand::undo()
{
    apply(m_kind == Kind::Remove);
}

void ScenarioCommand::redo()
{
    apply(m_kind == Kind::Add);
}

RenameScenarioCommand::RenameScenarioCommand(PlanModel* plan, int index, QString before, QString after, Text text)
    : TranslatedCommand(std::move(text))
    , m_plan(plan)
    , m_index(index)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void RenameScenarioCommand::undo()
{
    m_plan->renameScenario(m_index, m_before);
}

void RenameScenarioCommand::redo()
{
    m_plan->renameScenario(m_index, m_after);
}

} // namespace rp
