#pragma once

#include "ledger/Job.h"
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
    qint64 add(const Job& job);
    // Inserts inside a transaction the caller holds (JSON import); returns the new id.
    qint64 insertInTransaction(const Job& job);
    // Puts a deleted job back under its old id (undo of a delete).
    void restore(const Job& job);
    void update(const Job& job);
    // Deletes and returns the job, so the caller can undo.
    Job remove(qint64 id);
    std::optional<Job> find(qint64 id) const;
    // Newest first (date, then id).
    QList<Job> list(qsizetype limit) const;
    // Every job in id order, one at a time (exports never hold the ledger in memory).
    void forEach(const std::function<void(const Job&)>& visit) const;
    qint64 count(const JobFilter& filter = {}) const;
    // Card or provider names in use, for the filter menus (read from the monthly totals).
    QStringList distinct(const QString& column) const;

    // Columns of a full job in the order fromRow() reads them.
    static QString selectColumns();
    static Job fromRow(const QSqlQuery& query);

private:
    void write(const QString& sql, const Job& job, bool withId);

    LedgerDb& m_db;
};

} // namespace rp
