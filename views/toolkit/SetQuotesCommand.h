#pragma once

#include "plan/Quote.h"

#include <QList>
#include <QUndoCommand>

namespace rp {

class PlanModel;

// The plan's quotes replaced (an imported sheet added, a quote removed): one undo step.
class SetQuotesCommand : public QUndoCommand {
public:
    SetQuotesCommand(PlanModel* plan, QList<Quote> quotes, const QString& text);

    void undo() override;
    void redo() override;

private:
    void apply(const QList<Quote>& quotes);

    PlanModel* m_plan;
    QList<Quote> m_before;
    QList<Quote> m_after;
};

} // namespace rp
