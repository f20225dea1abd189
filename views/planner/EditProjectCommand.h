#pragma once

#include "models/plan/Project.h"
#include "models/plan/SelfBuild.h"
#include "views/common/TranslatedCommand.h"

#include <optional>

namespace rp {

class PlanModel;

// The plan's project edited in the Planner's Project tab (dates, team profile, delay cost,
// default busy shares). The delay cost also lives in the self-build (PlanModel::setProject sets
// both), so undo puts the self-build back as it was too. Successive edits of one field merge.
class EditProjectCommand : public TranslatedCommand {
public:
    EditProjectCommand(PlanModel* plan, std::optional<Project> after, QString field, Text text);
    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    PlanModel* m_plan;
    QString m_field;
    std::optional<Project> m_before;
    std::optional<Project> m_after;
    std::optional<SelfBuild> m_selfBuildBefore;
};

} // namespace rp
