#include "views/ledger/JobCommand.h"

#include "models/common/InputError.h"
#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerSession.h"

#include <QCoreApplication>

namespace rp {

JobCommand::JobCommand(LedgerSession& session, Report report, Text text)
    : TranslatedCommand(std::move(text))
    , m_session(session)
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
        m_session.run([this, step](LedgerDb& db) {
            m_db = &db;
            (this->*step)();
        });
        m_report({});
    } catch (const InputException& e) {
        // A step that cannot run now never will: drop it, so the next undo does
        // not act on a ledger that no longer looks the way this command expects.
        setObsolete(true);
        m_report(e.error().toString());
    }
}

void JobCommand::expectStored(const JobRecord& job) const
{
    // The content as this command left it; on a team ledger also the version, when
    // this command knows it (a job added just now was stamped by the server).
    const std::optional<JobRecord> stored = JobStore(*m_db).find(job.id);
    if (!stored || !stored->sameContent(job) || (job.version().isValid() && stored->version() != job.version()))
        throw InputException({ m_db->path(), {},
            QCoreApplication::translate("JobCommand", "job %1 was changed since; it was left as it is").arg(job.id) });
}

void JobCommand::expectAbsent(qint64 id) const
{
    if (JobStore(*m_db).find(id))
        throw InputException({ m_db->path(), {},
            QCoreApplication::translate("JobCommand", "job number %1 is now used by another job; it was left as it is")
                .arg(id) });
}

} // namespace rp
