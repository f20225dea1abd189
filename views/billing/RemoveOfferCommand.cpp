#include "billing/RemoveOfferCommand.h"

#include "qt/PlanModel.h"

#include <QCoreApplication>

namespace rp {

RemoveOfferCommand::RemoveOfferCommand(PlanModel* plan, int row)
    : m_plan(plan)
    , m_row(row)
    , m_offer(plan->plan().offers.at(row))
{
    setText(QCoreApplication::translate("RemoveOfferCommand", "Delete offer %1").arg(m_offer.id));
}

void RemoveOfferCommand::undo()
{
    m_plan->insertOffers(m_row, { m_offer });
}

void RemoveOfferCommand::redo()
{
    m_plan->removeOffers(m_row, 1);
}

} // namespace rp
