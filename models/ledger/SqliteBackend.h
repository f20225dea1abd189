#pragma once

#include "models/ledger/LedgerBackend.h"

namespace rp {

// The personal ledger: a SQLite file, one writer at a time (sqlite.org/lang_transaction.html).
class SqliteBackend final : public LedgerBackend {
public:
    bool isShared() const override { return false; }
    QString beginWriteSql() const override;
    void lockUntilCommit(const LedgerDb& db, const QString& key) const override;
    QString stampColumns() const override { return {}; }
    QString likeIgnoringCase() const override;
    QString monthOf(const QString& dateColumn) const override;
    QString planIndexHint() const override;
    QString countAllJobsSql() const override;
    QString returningId() const override { return {}; }
    qint64 insertedId(const LedgerDb& db, QSqlQuery& insert) const override;
    QString sameVersionCondition() const override { return {}; }
    void prepareForImport(const LedgerDb& db) const override;
    std::unique_ptr<JobRowSink> openRowSink(const LedgerDb& db) const override;
    void afterImport(const LedgerDb& db, qint64 rows) const override;
    QString identity(const LedgerDb& db) const override;
};

} // namespace rp
