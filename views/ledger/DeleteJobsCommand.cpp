#include "views/ledger/DeleteJobsCommand.h"

#include "models/ledger/JobStore.h"

#include <QCoreApplication>

namespace rp {

DeleteJobsCommand::DeleteJobsCommand(LedgerSession& session, Report report, const QList<JobRecord>& deleted)
    : JobCommand(session, std::move(report),
        [count = int(deleted.size())] {
            return QCoreApplication::translate("LedgerPage", "Delete %n job(s)", nullptr, count);
        })
    , m_jobs(deleted)
{
}

void DeleteJobsCommand::apply()
{
    QList<qint64> ids;
    for (const JobRecord& job : m_jobs) {
        expectStored(job);
        ids.append(job.id);
    }
    JobStore(db()).remove(ids);
}

void DeleteJobsCommand::revert()
{
    for (const JobRecord& job : m_jobs)
        expectAbsent(job.id);
    JobStore(db()).restore(m_jobs);
}

} // namespace rp
