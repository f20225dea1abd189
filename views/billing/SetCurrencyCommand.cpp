#include "views/billing/SetCurrencyCommand.h"

#include "models/qt/PlanModel.h"
#include "views/billing/CommandIds.h"

#include <QCoreApplication>

namespace rp {

SetCurrencyCommand::SetCurrencyCommand(PlanModel* plan, const QString& currency)
    : TranslatedCommand({})
    , m_plan(plan)
    , m_before(plan->plan().currency)
    , m_after(currency)
{
    setTextMaker(
        [this] { return QCoreApplication::translate("SetCurrencyCommand", "Change currency to %1").arg(m_after); });
}

void SetCurrencyCommand::undo()
{
    m_plan->setCurrency(m_before);
}

void SetCurrencyCommand::redo()
{
    m_plan->setCurrency(m_after);
}

int SetCurrencyCommand::id() const
{
    return int(CommandId::SetCurrency);
}

bool SetCurrencyCommand::mergeWith(const QUndoCommand* other)
{
    m_after = static_cast<const SetCurrencyCommand*>(other)->m_after;
    retranslate();
    return true;
}

} // namespace rp
