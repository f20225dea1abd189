#pragma once

#include "models/ledger/LedgerBackend.h"
#include "models/ledger/LedgerLocation.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

#include <memory>

struct sqlite3;
typedef struct pg_conn PGconn;

namespace rp {

class LedgerConnection;
class PgWatchdog;

// One open ledger, a SQLite file or a team ledger on PostgreSQL, behind a named Qt SQL
// connection. A file is checked before anything is written. Opening refuses (with an InputException naming the file) a
// special file, an empty file, a file that is not SQLite, a SQLite file of another program (identified from the header
// bytes before SQLite opens it), a damaged ledger and one from a newer RentPlan; none of them is changed. An older
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
// The location picks the back end and the connection once (LedgerBackend::forLocation,
// LedgerConnection::forLocation): the SQL that differs between the two is asked of
// backend(), opening, checking and failing of the connection (SqliteConnection,
// PostgresConnection); nothing here tests which database this is.
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
    QString userName() const;
    // libpq's handle (PostgreSQL only), for COPY.
    PGconn* pgHandle() const;
    bool isReadOnly() const { return m_readOnly; }
    // The QSqlDatabase connection's name (unique to this object) and the connection.
    const QString& connectionName() const { return m_connection; }
    QSqlDatabase database() const { return QSqlDatabase::database(m_connection, false); }
    // The driver's own sqlite3 handle, for the import's hot loop (never a second SQLite).
    sqlite3* handle() const;
    // Runs the whole-file check now unless done; throws InputException if the file is damaged.
    void ensureChecked();
    bool isChecked() const;
    // A background quickCheck() of this file found it sound.
    void markChecked();
    // Checks the file at `path` on a connection of its own ("ok" or SQLite's report).
    // Safe to call from a worker thread.
    static QString quickCheck(const QString& path);

    // The bytes the coming writes need (an import: its input's size), for the
    // "disk is full" message.
    void setWriteSizeHint(qint64 bytes) { m_writeSizeHint = bytes; }
    qint64 writeSizeHint() const { return m_writeSizeHint; }

    // Where the last schema upgrade saved the previous file ("" if none happened).
    QString backupPath() const;

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
    // Inside a write transaction: statements may take the import's limit until it ends.
    void allowImportDuration();
    // Watches a call that waits on the server (PgCopy), nullptr for a file.
    PgWatchdog* watchdog() const;
    // The limit the watchdog is armed with for an answer.
    int answerMs() const;
    // How long rows streamed to the server (COPY) may stall: the ordinary limit, also inside an import.
    int stallMs() const;
    // What the call in flight waits for, for the message when the server stops answering.
    void setWaitingFor(const QString& what) const;
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
    void guardedExec(QSqlQuery& query, const QString& sql) const;

    LedgerLocation m_location;
    std::unique_ptr<const LedgerBackend> m_backend;
    std::unique_ptr<LedgerConnection> m_conn;
    QString m_path;
    QString m_connection;
    bool m_readOnly = false;
    qint64 m_writeSizeHint = 0;
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
