#pragma once

#include "models/plan/SelfBuild.h"

#include "views/common/TranslatedCommand.h"

#include <optional>

namespace rp {

class PlanModel;

// The self-build form changed (a field, or buying switched on/off). Edits of the
// same field merge, so spinning a value is one undo step.
class EditSelfBuildCommand : public TranslatedCommand {
public:
    // `field`: the form's label as written in the source (SelfBuildForm's tr() context), so the
    // Edit menu names it in whatever language is chosen later.
    EditSelfBuildCommand(PlanModel* plan, std::optional<SelfBuild> after, const QString& field);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    PlanModel* m_plan;
    QString m_field;
    std::optional<SelfBuild> m_before;
    std::optional<SelfBuild> m_after;
};

} // namespace rp
