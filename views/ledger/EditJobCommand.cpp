#include "ledger/EditJobCommand.h"

#include "common/DisplayFormat.h"
#include "ledger/JobStore.h"

#include <QCoreApplication>

namespace rp {

EditJobCommand::EditJobCommand(LedgerDb& db, Report report, const JobRecord& before, const JobRecord& after)
    : JobCommand(db, std::move(report),
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
    JobStore(m_db).update(m_after);
}

void EditJobCommand::revert()
{
    expectStored(m_after);
    JobStore(m_db).update(m_before);
}

} // namespace rp
