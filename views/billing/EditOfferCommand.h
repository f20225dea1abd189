#pragma once

#include "models/plan/Offer.h"

#include "views/common/TranslatedCommand.h"

namespace rp {

class PlanModel;

// One cell of the offer table changed. Successive edits of the same cell merge,
// so typing a price is one undo step.
class EditOfferCommand : public TranslatedCommand {
public:
    // `field` names the column for the Edit menu ("Edit Price of Example Cloud A, monthly"),
    // in the language of the moment it is asked.
    EditOfferCommand(PlanModel* plan, int row, Offer before, Offer after, int column, Text field);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    PlanModel* m_plan;
    int m_row;
    int m_column;
    Offer m_before;
    Offer m_after;
};

} // namespace rp
