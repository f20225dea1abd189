#pragma once

#include "models/ledger/JobRowSink.h"
#include "models/ledger/PgCopy.h"

#include <optional>

namespace rp {

class LedgerDb;

// An import's rows into a team ledger. PostgreSQL refuses COPY into a table with
// row-level security for everyone but its owner (postgresql.org/docs/15/sql-copy.html,
// Notes), so the rows are streamed (PgCopy) into a temporary table first and moved into
// jobs by finish() with one INSERT … SELECT, which the policies check and which fires
// the totals trigger once.
class PgRowSink final : public JobRowSink {
public:
    explicit PgRowSink(const LedgerDb& db);

    // Numbers and dates go as validated text: the cost "12.30" reaches the numeric column exactly.
    void add(const QByteArrayView* texts, qsizetype columns, const job_fields::RawValue* values) override;
    void finish() override;

private:
    const LedgerDb& m_db;
    std::optional<PgCopy> m_copy;
};

} // namespace rp
