#pragma once

#include "models/plan/Quote.h"

#include "views/common/TranslatedCommand.h"
#include <QList>

namespace rp {

class PlanModel;

// The plan's quotes replaced (an imported sheet added, a quote removed): one undo step.
class SetQuotesCommand : public TranslatedCommand {
public:
    SetQuotesCommand(PlanModel* plan, QList<Quote> quotes, Text text);

    void undo() override;
    void redo() override;

private:
    void apply(const QList<Quote>& quotes);

    PlanModel* m_plan;
    QList<Quote> m_before;
    QList<Quote> m_after;
};

} // namespace rp
