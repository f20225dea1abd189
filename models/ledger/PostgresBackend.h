#pragma once

#include "models/ledger/LedgerBackend.h"

namespace rp {

// The team ledger on a PostgreSQL server (docs/team-ledger.md): shared by a team, with
// who-and-when stamps on every job and roles enforced by row-level security (PgSchema).
class PostgresBackend final : public LedgerBackend {
public:
    bool isShared() const override { return true; }
    QString beginWriteSql() const override;
    void lockUntilCommit(const LedgerDb& db, const QString& key) const override;
    QString stampColumns() const override;
    QString likeIgnoringCase() const override;
    QString monthOf(const QString& dateColumn) const override;
    QString planIndexHint() const override { return {}; }
    QString countAllJobsSql() const override;
    QString returningId() const override;
    qint64 insertedId(const LedgerDb& db, QSqlQuery& insert) const override;
    QString sameVersionCondition() const override;
    void prepareForImport(const LedgerDb&) const override { }
    std::unique_ptr<JobRowSink> openRowSink(const LedgerDb& db) const override;
    void afterImport(const LedgerDb& db, qint64 rows) const override;
    QString identity(const LedgerDb& db) const override;

    // A timestamptz as milliseconds since 1970 (exact: the stamps are kept to the millisecond).
    static QString epochMs(const QString& column);
};

} // namespace rp
