#pragma once

#include "models/ledger/JobRowSink.h"
#include "models/ledger/PgCopy.h"

#include <optional>

namespace rp {

class LedgerDb;

// An import's rows into a team ledger, streamed with COPY (PgCopy). PostgreSQL refuses COPY
// FROM into a table whose row-level security applies to the user (postgresql.org/docs/15/
// sql-copy.html, Notes; src/backend/commands/copy.c, DoCopy). Where it does not apply (the
// table's owner, a superuser, a role with BYPASSRLS, or a ledger made without --roles) the
// rows go straight into jobs; for everyone else into a temporary table first, moved into jobs
// by finish() with one INSERT … SELECT, which the policies check. Either way the totals
// trigger fires once, for the one statement that fills jobs.
class PgRowSink final : public JobRowSink {
public:
    explicit PgRowSink(const LedgerDb& db);

    // Numbers and dates go as validated text: the cost "12.30" reaches the numeric column exactly.
    void add(const QByteArrayView* texts, qsizetype columns, const job_fields::RawValue* values) override;
    void finish() override;

private:
    const LedgerDb& m_db;
    bool m_throughTemporaryTable = true;
    std::optional<PgCopy> m_copy;
};

} // namespace rp
