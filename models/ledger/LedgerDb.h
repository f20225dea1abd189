#pragma once

#include "models/ledger/LedgerBackend.h"
#include "models/ledger/LedgerLocation.h"
#include "models/ledger/PgServer.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

#include <memory>

struct sqlite3;
typedef struct pg_conn PGconn;

namespace rp {

// One open ledger file: a named QSQLITE connection, checked before anything is
// written. Opening refuses (with an InputException naming the file) a special
// file, an empty file, a file that is not SQLite, a SQLite file of another
// program (identified from the header bytes before SQLite opens it), a damaged
// ledger and one from a newer RentPlan; none of them is changed. An older
// schema is upgraded step by step after a backup (LedgerSchema).
//
// Leaving things as found (docs/reliability.md): a ledger this object created is removed
// again if nothing was ever committed to it; a read-only open removes the
// -wal/-shm files SQLite made for it; in a folder that cannot be written the
// file is opened immutable, so reading needs no write access.
//
// A team ledger (docs/team-ledger.md) is a PostgreSQL database reached through QPSQL: the
// location is a libpq URI or "profile:NAME" (LedgerLocation). Opening names the
// server in every failure (PgException), refuses a database that holds other
// tables, an empty one (Mode::Init creates the ledger there) and a newer schema.
//
// The location picks the back end once (LedgerBackend::forLocation): the SQL that differs
// between the two is asked of backend(), never decided by testing which database this is.
class LedgerDb {
public:
    // Init: read-write, and on PostgreSQL create the ledger in an empty database
    // (`rentplan ledger --db URI init`); a SQLite file is created on first use anyway.
    enum class Mode { ReadWrite, ReadOnly, Init };
    // When the whole-file check (PRAGMA quick_check, 0.5 s on a million jobs) runs.
    // BeforeFirstWrite lets a window show the ledger at once and check it in the
    // background (quickCheck + markChecked); a write that comes first runs the check
    // itself, so nothing is ever written to a file that was not checked.
    enum class Check { OnOpen, BeforeFirstWrite };

    // `location`: a SQLite path, a postgresql:// URI or profile:NAME (LedgerLocation::parse).
    explicit LedgerDb(const QString& location, Mode mode = Mode::ReadWrite, Check check = Check::OnOpen);
    LedgerDb(const LedgerLocation& location, Mode mode, Check check = Check::OnOpen);
    ~LedgerDb();
    LedgerDb(const LedgerDb&) = delete;
    LedgerDb& operator=(const LedgerDb&) = delete;

    // The file, or the team ledger's display name ("rentplan on db:5432"), for messages.
    const QString& path() const { return m_path; }
    const LedgerLocation& location() const { return m_location; }
    // The dialect and capabilities of this ledger's database (SqliteBackend or PostgresBackend).
    const LedgerBackend& backend() const { return *m_backend; }
    // The database user jobs are recorded as (PostgreSQL); empty for a personal ledger.
    const QString& userName() const { return m_userName; }
    // libpq's handle (PostgreSQL only), for COPY.
    PGconn* pgHandle() const;
    bool isReadOnly() const { return m_readOnly; }
    QSqlDatabase database() const { return QSqlDatabase::database(m_connection, false); }
    // The driver's own sqlite3 handle, for the import's hot loop (never a second SQLite).
    sqlite3* handle() const;
    // Runs the whole-file check now unless done; throws InputException if the file is damaged.
    void ensureChecked();
    bool isChecked() const { return m_checked; }
    // A background quickCheck() of this file found it sound.
    void markChecked() { m_checked = true; }
    // Checks the file at `path` on a connection of its own ("ok" or SQLite's report).
    // Safe to call from a worker thread.
    static QString quickCheck(const QString& path);

    // The bytes the coming writes need (an import: its input's size), for the
    // "disk is full" message.
    void setWriteSizeHint(qint64 bytes) { m_writeSizeHint = bytes; }

    // Where the last schema upgrade saved the previous file ("" if none happened).
    const QString& backupPath() const { return m_backupPath; }

    // Prepares a statement, throwing a readable error if SQLite refuses it.
    QSqlQuery prepare(const QString& sql) const;
    // Runs a prepared statement; throws on failure.
    void exec(QSqlQuery& query) const;
    void exec(const QString& sql) const;
    // The next row of a forward-only query (PostgreSQL sends them as they are read):
    // false at the end; throws when the rows stopped coming because of an error.
    bool next(QSqlQuery& query) const;

    // A team ledger's waits (PgTimeouts): every call that waits on the server is
    // guarded by the client's own deadline (PgWatchdog), so none waits for ever.
    const PgTimeouts& timeouts() const { return m_timeouts; }
    // Inside a write transaction: statements may take the import's limit until it ends.
    void allowImportDuration();
    // Watches a call that waits on the server (PgCopy): armed with the current limit.
    PgWatchdog* watchdog() const { return m_watchdog.get(); }
    int answerMs() const { return PgTimeouts::answerMs(m_statementMs); }
    // How long rows streamed to the server (COPY) may stall: the ordinary limit, also inside an import.
    int stallMs() const { return PgTimeouts::answerMs(m_timeouts.statementMs); }
    // What the call in flight waits for, for the message when the server stops answering.
    void setWaitingFor(const QString& what) const { m_waitingFor = what; }
    // Closes the connection's socket now, from any thread: the call waiting on the
    // server fails at once with PgFailure::Cancelled (Cancel in the window).
    void cut() const;
    // A translated message for a failed statement: "locked", "read-only", ...
    [[noreturn]] void fail(const QString& nativeCode, const QString& detail) const;
    [[noreturn]] void fail(const QSqlQuery& query) const;

    // Starts a write transaction (LedgerBackend::beginWriteSql) after the whole-file check.
    void beginWrite();
    void commit();
    void rollback() noexcept;

    // The ledger used when none is chosen: RentPlan's data folder (created if missing).
    static QString defaultPath();
    // Milliseconds a write waits for another program's lock before giving up.
    static constexpr int kBusyTimeoutMs = 1500;

private:
    bool isPostgres() const { return m_location.pg.has_value(); }
    void openSqlite(Check check);
    void connectSqlite(bool existed, Check check);
    // No -wal beside the file, or an empty one: the file holds every committed change.
    bool walHoldsNothing() const;
    void openPostgres(Mode mode);
    [[noreturn]] void failPostgres(const QString& sqlState, const QString& detail) const;
    void identify(const QString& path);
    void checkAndPrepare(bool created, Check check);
    void close() noexcept;
    void removeSidecars() const noexcept;
    qint64 neededBytesForWrite() const;
    // A team ledger's transaction that failed is rolled back at once: PostgreSQL ignores
    // everything else in it, QPSQL's statements could not be freed ("Unable to free
    // statement") and the connection would keep them.
    void rollbackFailedTransaction() const noexcept;
    void guardedExec(QSqlQuery& query, const QString& sql) const;
    // Throws PgException naming the server when a team ledger's connection is gone.
    void requireConnection() const;

    LedgerLocation m_location;
    std::unique_ptr<const LedgerBackend> m_backend;
    QString m_path;
    QString m_connection;
    QString m_userName;
    bool m_readOnly = false;
    bool m_checked = false; // quick_check passed (or the file was created here)
    bool m_created = false; // this object made the file
    bool m_prepared = false; // opened, checked and ready
    bool m_wrote = false; // a transaction was committed after opening
    bool m_immutable = false; // opened read-only in a folder that cannot be written, or on a full disk
    bool m_refusedForSpace = false; // the last open failed for want of disk space
    QStringList m_absentSidecars; // -wal/-shm that did not exist before opening
    qint64 m_writeSizeHint = 0;
    QString m_backupPath;
    PgTimeouts m_timeouts;
    int m_statementMs = 0; // statement_timeout now in force (the import's inside an import)
    std::unique_ptr<PgWatchdog> m_watchdog; // team ledger only
    mutable QString m_waitingFor;
};

// Rolls back unless commit() was called, so every exit path of a write is safe.
class WriteTransaction {
public:
    explicit WriteTransaction(LedgerDb& db)
        : m_db(db)
    {
        m_db.beginWrite();
    }
    ~WriteTransaction()
    {
        if (!m_done)
            m_db.rollback();
    }
    void commit()
    {
        m_db.commit();
        m_done = true;
    }

private:
    LedgerDb& m_db;
    bool m_done = false;
};

} // namespace rp
