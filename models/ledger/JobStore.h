#pragma once

#include "models/ledger/JobFilter.h"
#include "models/ledger/JobRecord.h"

#include <QList>
#include <QSqlQuery>
#include <QStringList>
#include <QVariantList>

#include <functional>
#include <optional>

namespace rp {

class LedgerBackend;
class LedgerDb;

// Single-job reads and writes, each write in its own write transaction
// (LedgerDb::beginWrite). Errors are thrown as InputException naming the ledger.
class JobStore {
public:
    explicit JobStore(LedgerDb& db);

    // Validates (busy ≤ billed, required fields) and stores; returns the new id.
    qint64 add(const JobRecord& job);
    // Inserts inside a transaction the caller holds (JSON import); returns the new id.
    // `fingerprint` marks a job pushed from a personal ledger (team ledger only).
    qint64 insertInTransaction(const JobRecord& job, const QString& fingerprint = {});
    // Puts deleted jobs back under their old ids (undo of a delete), in one transaction.
    void restore(const QList<JobRecord>& jobs);
    // Writes the job's fields over the stored job with its id. On a team ledger the
    // stored job must still be the version `job` was loaded at (optimistic check):
    // otherwise nothing is written and the message says who changed it and when.
    // Returns the job as now stored (with the server's new stamps).
    JobRecord update(const JobRecord& job);
    // Deletes jobs in one transaction and returns them, so the caller can undo.
    QList<JobRecord> remove(const QList<qint64>& ids);
    JobRecord remove(qint64 id) { return remove(QList<qint64> { id }).first(); }
    std::optional<JobRecord> find(qint64 id) const;
    // Newest first (date, then id).
    QList<JobRecord> list(qsizetype limit) const;
    // Every job in id order, one at a time (exports never hold the ledger in memory).
    void forEach(const std::function<void(const JobRecord&)>& visit) const;
    qint64 count(const JobFilter& filter = {}) const;
    // Card or provider names in use, for the filter menus (read from the monthly totals).
    QStringList distinct(const QString& column) const;

    // Columns of a full job in the order fromRow() reads them; a team ledger adds
    // who recorded and changed it (LedgerBackend::stampColumns()).
    static QString selectColumns(const LedgerBackend& backend);
    static JobRecord fromRow(const QSqlQuery& query, const LedgerBackend& backend);
    // How many columns selectColumns() names: the id, the fields and the stamps.
    static int columnCount(const LedgerBackend& backend);

private:
    void write(const QString& sql, const JobRecord& job, bool withId, const QVariantList& extra = {});
    [[noreturn]] void refuseStaleEdit(const JobRecord& job) const;

    LedgerDb& m_db;
    QSqlQuery m_lastQuery; // the last write, for RETURNING and rows affected
};

} // namespace rp
