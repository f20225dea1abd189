#include "views/billing/RemoveOfferCommand.h"

#include "models/cost/PlanEvaluation.h"
#include "models/qt/PlanModel.h"

#include <QCoreApplication>

namespace rp {

RemoveOfferCommand::RemoveOfferCommand(PlanModel* plan, int row)
    : TranslatedCommand({})
    , m_plan(plan)
    , m_row(row)
    , m_offer(plan->plan().offers.at(row))
{
    setTextMaker([offer = m_offer] {
        return QCoreApplication::translate("RemoveOfferCommand", "Delete offer %1")
            .arg(PlanEvaluation::offerLabel(offer));
    });
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
