#pragma once

#include <QString>

#include <memory>

class QSqlQuery;

namespace rp {

class JobRowSink;
class LedgerDb;
struct LedgerLocation;

// What differs between the two kinds of ledger: the personal ledger, a SQLite file
// (SqliteBackend), and the team ledger on a PostgreSQL server (PostgresBackend,
// docs/team-ledger.md). LedgerDb picks one when it opens the connection (forLocation);
// the code above it (JobStore, JobFilter, LedgerStats, LedgerImporter, LedgerPush, the
// Ledger tab's JobTableModel, the command line) asks it for its dialect's SQL instead of
// asking which database it is. A back end holds no state, so it may be read from any
// thread (LedgerSession).
class LedgerBackend {
public:
    virtual ~LedgerBackend() = default;

    // SqliteBackend for a file, PostgresBackend for a URI or profile:NAME.
    static std::unique_ptr<const LedgerBackend> forLocation(const LedgerLocation& location);

    // The one question of kind. A team ledger is shared: several people write it, each
    // job carries who recorded and last changed it and when (recorded_by, recorded_at,
    // updated_by, updated_at), roles on the server decide who may do what, and jobs can
    // be pushed into it. A personal ledger has one writer and none of that.
    virtual bool isShared() const = 0;

    // Starts a write transaction.
    virtual QString beginWriteSql() const = 0;
    // Makes writers that name the same `key` wait for each other until this transaction ends.
    virtual void lockUntilCommit(const LedgerDb& db, const QString& key) const = 0;

    // The stamps that follow a job's columns (", recorded_by, …"), "" when the ledger keeps none.
    virtual QString stampColumns() const = 0;
    static constexpr int kStampCount = 4;
    int stampCount() const { return isShared() ? kStampCount : 0; }
    // A LIKE that ignores case, as the Ledger tab's search and tag filter do.
    virtual QString likeIgnoringCase() const = 0;
    // "YYYY-MM" of a date column, the key of the monthly totals.
    virtual QString monthOf(const QString& dateColumn) const = 0;
    // Put after "FROM jobs" when reading the few jobs tied to a plan.
    virtual QString planIndexHint() const = 0;
    // The number of jobs in the ledger (one row, one column).
    virtual QString countAllJobsSql() const = 0;

    // Appended to an INSERT INTO jobs; insertedId() then reads the new job's id.
    virtual QString returningId() const = 0;
    virtual qint64 insertedId(const LedgerDb& db, QSqlQuery& insert) const = 0;
    // Appended to "UPDATE jobs … WHERE id = ?" to overwrite only the version a job was
    // loaded at (one more value to bind: JobRecord::version() in ms since 1970); "" when
    // the ledger keeps no versions.
    virtual QString sameVersionCondition() const = 0;

    // Before an import's transaction starts.
    virtual void prepareForImport(const LedgerDb& db) const = 0;
    // Where an import writes its rows, inside the caller's transaction.
    virtual std::unique_ptr<JobRowSink> openRowSink(const LedgerDb& db) const = 0;
    // After an import that added `rows` jobs was committed.
    virtual void afterImport(const LedgerDb& db, qint64 rows) const = 0;

    // What makes this ledger itself, however its location is written ("" if it cannot
    // be told): two open ledgers with the same identity are one.
    virtual QString identity(const LedgerDb& db) const = 0;
};

} // namespace rp
