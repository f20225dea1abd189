#include "views/billing/EditSelfBuildCommand.h"

#include "models/qt/PlanModel.h"
#include "views/billing/CommandIds.h"

#include <QCoreApplication>

namespace rp {

EditSelfBuildCommand::EditSelfBuildCommand(PlanModel* plan, std::optional<SelfBuild> after, const QString& field)
    : TranslatedCommand({})
    , m_plan(plan)
    , m_field(field)
    , m_before(plan->plan().selfBuild)
    , m_after(std::move(after))
{
    setTextMaker([source = field.toUtf8()] {
        return QCoreApplication::translate("EditSelfBuildCommand", "Edit self-build: %1")
            .arg(QCoreApplication::translate("rp::SelfBuildForm", source.constData()));
    });
}

void EditSelfBuildCommand::undo()
{
    m_plan->setSelfBuild(m_before);
}

void EditSelfBuildCommand::redo()
{
    m_plan->setSelfBuild(m_after);
}

int EditSelfBuildCommand::id() const
{
    return int(CommandId::EditSelfBuild);
}

bool EditSelfBuildCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const EditSelfBuildCommand*>(other);
    if (next->m_field != m_field)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace rp
