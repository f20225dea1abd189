#include "views/ledger/EditJobCommand.h"

#include "models/ledger/JobStore.h"
#include "views/common/DisplayFormat.h"

#include <QCoreApplication>

namespace rp {

EditJobCommand::EditJobCommand(LedgerSession& session, Report report, const JobRecord& before, const JobRecord& after)
    : JobCommand(session, std::move(report),
        [card = after.card, date = after.date] {
            return QCoreApplication::translate("LedgerPage", "Edit job %1 on %2")
                .arg(display::cardName(card), date.toString(Qt::ISODate));
        })
    , m_before(before)
    , m_after(after)
{
}

void EditJobCommand::apply()
{
    expectStored(m_before);
    // On a team ledger the server stamps each edit: keep the stored version, so
    // the next undo's optimistic check compares against what this step wrote.
    const JobRecord stored = JobStore(db()).update(m_after.withStampsOf(m_before));
    m_after = stored;
}

void EditJobCommand::revert()
{
    expectStored(m_after);
    const JobRecord stored = JobStore(db()).update(m_before.withStampsOf(m_after));
    m_before = stored;
}

} // namespace rp
