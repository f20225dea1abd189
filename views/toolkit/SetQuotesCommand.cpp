#include "views/toolkit/SetQuotesCommand.h"

#include "models/qt/PlanModel.h"

namespace rp {

SetQuotesCommand::SetQuotesCommand(PlanModel* plan, QList<Quote> quotes, Text text)
    : TranslatedCommand(std::move(text))
    , m_plan(plan)
    , m_before(plan->plan().quotes)
    , m_after(std::move(quotes))
{
}

void SetQuotesCommand::undo()
{
    apply(m_before);
}

void SetQuotesCommand::redo()
{
    apply(m_after);
}

void SetQuotesCommand::apply(const QList<Quote>& quotes)
{
    Plan plan = m_plan->plan();
    plan.quotes = quotes;
    m_plan->setPlan(std::move(plan));
}

} // namespace rp
