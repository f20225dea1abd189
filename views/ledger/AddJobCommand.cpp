#include "views/ledger/AddJobCommand.h"

#include "models/ledger/JobStore.h"
#include "views/common/DisplayFormat.h"

#include <QCoreApplication>

namespace rp {

AddJobCommand::AddJobCommand(LedgerSession& session, Report report, const JobRecord& added)
    : JobCommand(session, std::move(report),
        [card = added.card, date = added.date] {
            return QCoreApplication::translate("LedgerPage", "Add job %1 on %2")
                .arg(display::cardName(card), date.toString(Qt::ISODate));
        })
    , m_job(added)
{
}

void AddJobCommand::apply()
{
    expectAbsent(m_job.id);
    JobStore(db()).restore({ m_job });
}

void AddJobCommand::revert()
{
    expectStored(m_job);
    JobStore(db()).remove(m_job.id);
}

} // namespace rp
