#pragma once

#include "models/ledger/JobRowSink.h"

struct sqlite3_stmt;

namespace rp {

class LedgerDb;

// An import's rows into a SQLite ledger: one INSERT prepared through the C API on the
// QSQLITE driver's own connection (LedgerDb::handle()), bound and stepped per row,
// which keeps a million-row import within 2x of the sqlite3 shell (models/CMakeLists.txt).
class SqliteRowSink final : public JobRowSink {
public:
    explicit SqliteRowSink(const LedgerDb& db);
    ~SqliteRowSink() override;
    SqliteRowSink(const SqliteRowSink&) = delete;
    SqliteRowSink& operator=(const SqliteRowSink&) = delete;

    void add(const QByteArrayView* texts, qsizetype columns, const job_fields::RawValue* values) override;
    void finish() override { }

private:
    QString errorText() const;

    const LedgerDb& m_db;
    sqlite3_stmt* m_stmt = nullptr;
};

} // namespace rp
