#include "ledger/DeleteJobsCommand.h"

#include "ledger/JobStore.h"

#include <QCoreApplication>

namespace rp {

DeleteJobsCommand::DeleteJobsCommand(LedgerDb& db, Report report, const QList<JobRecord>& deleted)
    : JobCommand(db, std::move(report),
        [count = int(deleted.size())] { return QCoreApplication::translate("LedgerPage", "Delete %n job(s)", nullptr, count); })
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
    JobStore(m_db).remove(ids);
}

void DeleteJobsCommand::revert()
{
    for (const JobRecord& job : m_jobs)
        expectAbsent(job.id);
    JobStore(m_db).restore(m_jobs);
}

} // namespace rp
