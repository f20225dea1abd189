#include "views/planner/EditProjectCommand.h"

#include "models/qt/PlanModel.h"

namespace rp {

namespace {

// After the billing tab's ids (billing/CommandIds.h) and the phase edits (PhaseCommands.cpp).
constexpr int kEditProjectId = 101;

} // namespace

EditProjectCommand::EditProjectCommand(PlanModel* plan, std::optional<Project> after, QString field, Text text)
    : TranslatedCommand(std::move(text))
    , m_plan(plan)
    , m_field(std::move(field))
    , m_before(plan->plan().project)
    , m_after(std::move(after))
    , m_selfBuildBefore(plan->plan().selfBuild)
{
}

void EditProjectCommand::undo()
{
    // The self-build first: setting it carries its delay cost into the project, which the
    // project put back next then overrides with its own.
    if (m_plan->plan().selfBuild != m_selfBuildBefore)
        m_plan->setSelfBuild(m_selfBuildBefore);
    m_plan->setProject(m_before);
}

void EditProjectCommand::redo()
{
    m_plan->setProject(m_after);
}

int EditProjectCommand::id() const
{
    return kEditProjectId;
}

bool EditProjectCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const EditProjectCommand*>(other);
    if (next->m_field != m_field)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace rp
