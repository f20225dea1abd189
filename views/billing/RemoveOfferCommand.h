#pragma once

#include "models/plan/Offer.h"

#include "views/common/TranslatedCommand.h"

namespace rp {

class PlanModel;

// One offer deleted; undo puts it back where it was.
class RemoveOfferCommand : public TranslatedCommand {
public:
    RemoveOfferCommand(PlanModel* plan, int row);

    void undo() override;
    void redo() override;

private:
    PlanModel* m_plan;
    int m_row;
    Offer m_offer;
};

} // namespace rp
