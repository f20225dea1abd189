#pragma once

#include "views/common/TranslatedCommand.h"

namespace rp {

class PlanModel;

// The plan's currency changed; typing a code merges into one step.
class SetCurrencyCommand : public TranslatedCommand {
public:
    SetCurrencyCommand(PlanModel* plan, const QString& currency);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    PlanModel* m_plan;
    QString m_before;
    QString m_after;
};

} // namespace rp
