#include "views/billing/InsertOffersCommand.h"

#include "models/qt/PlanModel.h"

namespace rp {

InsertOffersCommand::InsertOffersCommand(PlanModel* plan, int row, QList<Offer> offers, Text text)
    : TranslatedCommand(std::move(text))
    , m_plan(plan)
    , m_row(row)
    , m_offers(std::move(offers))
{
}

void InsertOffersCommand::undo()
{
    m_plan->removeOffers(m_row, int(m_offers.size()));
}

void InsertOffersCommand::redo()
{
    m_plan->insertOffers(m_row, m_offers);
}

} // namespace rp
