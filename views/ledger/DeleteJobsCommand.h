#pragma once

#include "views/ledger/JobCommand.h"

#include <QList>

namespace rp {

class DeleteJobsCommand : public JobCommand {
public:
    DeleteJobsCommand(LedgerSession& session, Report report, const QList<JobRecord>& deleted);

protected:
    void apply() override;
    void revert() override;

private:
    QList<JobRecord> m_jobs;
};

} // namespace rp
