#pragma once

#include "views/ledger/JobCommand.h"

namespace rp {

class AddJobCommand : public JobCommand {
public:
    AddJobCommand(LedgerSession& session, Report report, const JobRecord& added); // `added` carries its new id
protected:
    void apply() override;
    void revert() override;

private:
    JobRecord m_job;
};

} // namespace rp
