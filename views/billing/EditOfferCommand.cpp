#include "views/billing/EditOfferCommand.h"

#include "models/cost/PlanEvaluation.h"
#include "models/qt/PlanModel.h"
#include "views/billing/CommandIds.h"

#include <QCoreApplication>

namespace rp {

EditOfferCommand::EditOfferCommand(PlanModel* plan, int row, Offer before, Offer after, int column, Text field)
    : TranslatedCommand({})
    , m_plan(plan)
    , m_row(row)
    , m_column(column)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
    setTextMaker([field = std::move(field), offer = m_after] {
        return QCoreApplication::translate("EditOfferCommand", "Edit %1 of %2")
            .arg(field(), PlanEvaluation::offerLabel(offer));
    });
}

void EditOfferCommand::undo()
{
    m_plan->setOffer(m_row, m_before);
}

void EditOfferCommand::redo()
{
    m_plan->setOffer(m_row, m_after);
}

int EditOfferCommand::id() const
{
    return int(CommandId::EditOffer);
}

bool EditOfferCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const EditOfferCommand*>(other);
    if (next->m_row != m_row || next->m_column != m_column)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace rp
