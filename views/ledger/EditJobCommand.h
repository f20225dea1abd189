#pragma once

#include "views/ledger/JobCommand.h"

namespace rp {

class EditJobCommand : public JobCommand {
public:
    EditJobCommand(LedgerSession& session, Report report, const JobRecord& before, const JobRecord& after);

protected:
    void apply() override;
    void revert() override;

private:
    JobRecord m_before;
    JobRecord m_after;
};

} // namespace rp
