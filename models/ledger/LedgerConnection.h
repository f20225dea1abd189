#pragma once

#include "models/ledger/LedgerDb.h"

#include <QString>

#include <memory>

struct sqlite3;
typedef struct pg_conn PGconn;

namespace rp {

class PgWatchdog;
struct LedgerLocation;

// How a LedgerDb holds its database: opening it, checking it, turning a failed
// statement into a message, and what a transaction's end means. A personal ledger is
// a SQLite file (SqliteConnection), a team ledger a PostgreSQL server
// (PostgresConnection). LedgerBackend holds the SQL that differs and no state; a
// connection holds the state of one open ledger (the file's sidecars and checks, the
// server's limits and watchdog). LedgerDb makes one from the location and asks it,
// never which kind of database it is. The defaults below are a file's: nothing waits
// on a server.
class LedgerConnection {
public:
    virtual ~LedgerConnection() = default;

    static std::unique_ptr<LedgerConnection> forLocation(const LedgerLocation& location);

    // Opens the QSqlDatabase named db.connectionName() and readies the ledger: the checks,
    // a new ledger's schema, an older one's upgrade. Throws with nothing left open.
    virtual void open(LedgerDb& db, LedgerDb::Mode mode, LedgerDb::Check check) = 0;
    virtual void close(const LedgerDb& db) noexcept = 0;

    // The whole-file check (LedgerDb::Check); a server keeps its own files sound.
    virtual void ensureChecked(const LedgerDb&) { }
    virtual bool isChecked() const { return true; }
    virtual void markChecked() { }
    // Where the last schema upgrade saved the previous file ("" if none happened).
    virtual QString backupPath() const { return {}; }
    // The database user jobs are recorded as; empty for a personal ledger.
    virtual QString userName() const { return {}; }
    virtual sqlite3* sqliteHandle(const LedgerDb&) const { return nullptr; }
    virtual PGconn* pgHandle(const LedgerDb&) const { return nullptr; }

    // Throws before a statement is sent on a connection known to be gone.
    virtual void requireConnection(const LedgerDb&) const { }
    // A translated message for a failed statement, thrown.
    [[noreturn]] virtual void fail(const LedgerDb& db, const QString& nativeCode, const QString& detail) const = 0;

    // The watchdog that guards every call waiting on a server (none for a file), the limit
    // it is armed with, and what the call waits for (for the message when no answer comes).
    virtual PgWatchdog* watchdog() const { return nullptr; }
    virtual int answerMs() const { return 0; }
    virtual int stallMs() const { return 0; }
    virtual void setWaitingFor(const QString&) const { }
    virtual void cut() const { }

    // Inside a write transaction: statements may take the import's limit until it ends.
    virtual void allowImportDuration(const LedgerDb&) { }
    // COMMIT or ROLLBACK is about to be sent: what lasted for the transaction ends.
    virtual void transactionEnding() { }
    // A COMMIT went through.
    virtual void committed() { }
    // Whether a ROLLBACK has anything to undo: false when the connection is gone or idle.
    virtual bool mayRollBack(const LedgerDb&) const noexcept { return true; }
};

} // namespace rp
