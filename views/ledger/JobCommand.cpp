#include "ledger/JobCommand.h"

#include "common/InputError.h"

namespace rp {

JobCommand::JobCommand(LedgerDb& db, Report report, const QString& text)
    : QUndoCommand(text)
    , m_db(db)
    , m_report(std::move(report))
{
}

void JobCommand::redo()
{
    if (m_done) { // the first redo comes from push(): the page already wrote it
        m_done = false;
        return;
    }
    run(&JobCommand::apply);
}

void JobCommand::undo()
{
    run(&JobCommand::revert);
}

void JobCommand::run(void (JobCommand::*step)())
{
    try {
        (this->*step)();
        m_report({});
    } catch (const InputException& e) {
        m_report(e.error().toString());
    }
}

} // namespace rp
