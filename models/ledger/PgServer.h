#pragma once

#include "common/InputError.h"
#include "ledger/LedgerLocation.h"

#include <QSqlDatabase>
#include <QString>

typedef struct pg_conn PGconn;

namespace rp {

// Why a team ledger could not be used (issue #13), so the window can ask for a
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
    Other,
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
// connection is removed again).
void open(const PgConnection& connection, const QString& connectionName);

// What a database holds, read without writing anything.
enum class Contents { Empty, Ledger, Foreign };
struct Inspection {
    Contents contents = Contents::Empty;
    int schemaVersion = 0; // from rentplan_meta, when contents == Ledger
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
