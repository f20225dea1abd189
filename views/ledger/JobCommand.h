#pragma once

#include "models/ledger/JobRecord.h"

#include "views/common/TranslatedCommand.h"
#include <QList>

#include <functional>

namespace rp {

struct JobRecord;
class LedgerDb;
class LedgerSession;

// Base of the ledger's undo commands. Each write is its own SQLite transaction;
// the page performs the first write itself (so it can refuse with a message)
// and pushes the command already done. Later undo/redo may still fail (the
// ledger got locked): the failure goes to `report` instead of escaping.
class JobCommand : public TranslatedCommand {
public:
    using Report = std::function<void(const QString& error)>; // empty error = success, refresh the views

    JobCommand(LedgerSession& session, Report report, Text text);

    void redo() final;
    void undo() final;

protected:
    virtual void apply() = 0;
    virtual void revert() = 0;
    // SQLite gives a deleted top id to the next insert, and an import or another
    // program may write meanwhile: before an undo/redo writes, the stored row must
    // still be the one this command left (or be gone, for `expectAbsent`).
    void expectStored(const JobRecord& job) const;
    void expectAbsent(qint64 id) const;
    // The ledger, inside apply() and revert(), which run on the ledger's thread (LedgerSession).
    LedgerDb& db() const { return *m_db; }

private:
    void run(void (JobCommand::*step)());
    LedgerSession& m_session;
    LedgerDb* m_db = nullptr;
    Report m_report;
    bool m_done = true; // pushed after the page already applied it
};

} // namespace rp
