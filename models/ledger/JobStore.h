#pragma once

#include "ledger/JobRecord.h"
#include "ledger/JobFilter.h"

#include <QList>
#include <QStringList>

#include <functional>
#include <optional>

class QSqlQuery;

namespace rp {

class LedgerDb;

// Single-job reads and writes, each write in its own BEGIN IMMEDIATE
// transaction. Errors are thrown as InputException naming the ledger.
class JobStore {
public:
    explicit JobStore(LedgerDb& db);

    // Validates (busy ≤ billed, required fields) and stores; returns the new id.
    qint64 add(const JobRecord& job);
    // Inserts inside a transaction the caller holds (JSON import); returns the new id.
    qint64 insertInTransaction(const JobRecord& job);
    // Puts deleted jobs back under their old ids (undo of a delete), in one transaction.
    void restore(const QList<JobRecord>& jobs);
    void update(const JobRecord& job);
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

    // Columns of a full job in the order fromRow() reads them.
    static QString selectColumns();
    static JobRecord fromRow(const QSqlQuery& query);

private:
    void write(const QString& sql, const JobRecord& job, bool withId);

    LedgerDb& m_db;
};

} // namespace rp
