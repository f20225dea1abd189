#pragma once

#include "models/plan/Offer.h"

#include "views/common/TranslatedCommand.h"
#include <QList>

namespace rp {

class PlanModel;

// Offers added: a new row, a duplicate, or a whole imported quote sheet (one undo step).
class InsertOffersCommand : public TranslatedCommand {
public:
    InsertOffersCommand(PlanModel* plan, int row, QList<Offer> offers, Text text);

    void undo() override;
    void redo() override;

private:
    PlanModel* m_plan;
    int m_row;
    QList<Offer> m_offers;
};

} // namespace rp
