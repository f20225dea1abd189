#pragma once

#include "models/common/InputError.h"
#include "models/ledger/LedgerLocation.h"

#include <QSqlDatabase>
#include <QString>

#include <algorithm>

typedef struct pg_conn PGconn;

namespace rp {

class PgWatchdog;

// Why a team ledger could not be used (docs/team-ledger.md, "Failures"), so the window can ask for a
// password and every failure names the server and exits 2 on the command line.
enum class PgFailure {
    None,
    Unreachable, // nothing answers at host:port (or the socket)
    Timeout, // the connect timeout passed
    PasswordNeeded, // the server asks for a password and none was given
    AuthFailed, // wrong password or user, or no pg_hba.conf entry
    NoDatabase, // the database does not exist
    TlsRefused, // TLS was required and the server does not offer it (or the certificate failed)
    TooOld, // the server is older than PostgreSQL 12
    NotLedger, // the database has other tables and no rentplan_meta: left untouched
    Empty, // an empty database: `rentplan ledger --db URI init` creates the ledger
    NewerSchema, // written by a newer RentPlan
    ConnectionLost, // the server went away during work
    NotPostgres, // something answers at host:port, but not in the PostgreSQL protocol (a web server)
    LockTimeout, // another session held a lock longer than lock_timeout; nothing was changed
    StatementTimeout, // the server stopped a statement at statement_timeout; nothing was changed
    NoAnswer, // the server did not answer within the client's own limit: the connection was closed
    Cancelled, // the person stopped waiting (Cancel in the window): the connection was closed
    Other,
};

// How long a team ledger waits, so that no command and no window waits for ever. The
// server enforces lock_timeout and statement_timeout, set on every connection; an
// import's transaction gets the longer importMs. The client gives up by itself when a
// server that stopped answering lets neither fire (PgWatchdog): after the server's
// limit plus a grace. Defaults, or seconds from RENTPLAN_LEDGER_LOCK_TIMEOUT,
// RENTPLAN_LEDGER_STATEMENT_TIMEOUT and RENTPLAN_LEDGER_IMPORT_TIMEOUT (docs/team-ledger.md).
struct PgTimeouts {
    int lockMs = 10 * 1000;
    int statementMs = 2 * 60 * 1000;
    int importMs = 30 * 60 * 1000;
    // How long the client waits for an answer to a statement the server limits to
    // `serverMs`: that limit, plus as much again up to 10 s for the answer to arrive.
    static int answerMs(int serverMs) { return serverMs + std::min(serverMs, 10 * 1000); }
    static PgTimeouts fromEnvironment();
};

class PgException : public InputException {
public:
    PgException(PgFailure failure, InputError error)
        : InputException(std::move(error))
        , m_failure(failure)
    {
    }
    PgFailure failure() const { return m_failure; }

private:
    PgFailure m_failure;
};

// What "Test connection" found: connects, reads the server version and what the
// database holds, writes nothing.
struct PgConnectionTest {
    PgFailure failure = PgFailure::None;
    QString message; // translated: "Connected to PostgreSQL 15.18 …" or the failure naming the server
    bool ok() const { return failure == PgFailure::None || failure == PgFailure::Empty; }
};

namespace pg_server {
inline constexpr int kMinimumVersion = 120000; // server_version_num of PostgreSQL 12

PgConnectionTest test(const PgConnection& connection);

// Opens a QPSQL connection named `connectionName` and checks the server is
// PostgreSQL 12 or newer; throws PgException naming the server otherwise (the
// connection is removed again). The connection gets TCP keepalives, tcp_user_timeout,
// lock_timeout and statement_timeout from `timeouts`; `watchdog`, when given, is
// handed the socket and guards the first statements.
void open(const PgConnection& connection, const QString& connectionName, const PgTimeouts& timeouts = {},
    PgWatchdog* watchdog = nullptr);

// What a database holds, read without writing anything.
enum class Contents { Empty, Ledger, Foreign };
struct Inspection {
    Contents contents = Contents::Empty;
    int schemaVersion = 0; // from rentplan_meta, when contents == Ledger
    bool answered = true; // false: the queries failed (the connection broke meanwhile)
};
Inspection inspect(const QSqlDatabase& db);

// Sorts libpq's connection message into a failure (libpq prints English unless its
// translations are installed and chosen; anything unrecognised is Other).
PgFailure classify(const QString& libpqMessage);
// The translated sentence for a failure, naming the server.
QString describe(PgFailure failure, const PgConnection& connection, const QString& detail);

// libpq's handle under a QPSQL connection (for COPY and for telling a lost connection).
PGconn* handle(const QSqlDatabase& db);
bool isLost(const QSqlDatabase& db);
} // namespace pg_server

} // namespace rp
