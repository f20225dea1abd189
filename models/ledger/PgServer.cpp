#include "models/ledger/PgServer.h"

#include "models/ledger/LibPq.h"
#include "models/ledger/PgSchema.h"
#include "models/ledger/PgWatchdog.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QLocale>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace rp::pg_server {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Ledger)
};

QString driverName()
{
    return QStringLiteral("QPSQL");
}

// libpq keyword=value options (libpq-connect §34.1.2); QPSQL passes them through.
// Keepalives notice a server that vanished from the network while the connection is
// idle (after 30 s, then three probes 10 s apart); tcp_user_timeout ends a send that a
// server which stopped reading never drains (Linux tcp(7), TCP_USER_TIMEOUT), as a
// net behind PgWatchdog, which ends every wait it guards in half that time.
QString connectOptions(const PgConnection& c, const PgTimeouts& timeouts)
{
    QStringList options;
    options << QStringLiteral("connect_timeout=%1").arg(c.connectTimeoutSeconds)
            << QStringLiteral("application_name=RentPlan") << QStringLiteral("keepalives=1")
            << QStringLiteral("keepalives_idle=30") << QStringLiteral("keepalives_interval=10")
            << QStringLiteral("keepalives_count=3")
            << QStringLiteral("tcp_user_timeout=%1").arg(2 * PgTimeouts::answerMs(timeouts.statementMs));
    if (!c.sslMode.isEmpty())
        options << QStringLiteral("sslmode=") + c.sslMode;
    return options.join(u';');
}

QString seconds(int milliseconds)
{
    return QLocale().toString(milliseconds / 1000.0, 'g', 6);
}

QString firstLine(QString text)
{
    text = text.trimmed();
    text.replace(QLatin1String("\n"), QLatin1String(" "));
    return text.simplified();
}

} // namespace

PgFailure classify(const QString& message)
{
    const auto has
        = [&message](const char* text) { return message.contains(QLatin1String(text), Qt::CaseInsensitive); };
    // A web server or another service at the port answers the first bytes libpq sends
    // (a TLS request or the startup message) with something that is no PostgreSQL reply.
    if (has("received invalid response to SSL negotiation") || has("received invalid response to GSSAPI negotiation")
        || has("expected authentication request from server, but received")
        || has("unexpected message from server during startup") || has("received unencrypted data after"))
        return PgFailure::NotPostgres;
    if (has("no password supplied"))
        return PgFailure::PasswordNeeded;
    if (has("password authentication failed") || has("authentication failed") || has("no pg_hba.conf entry")
        || (has("role \"") && has("does not exist")))
        return PgFailure::AuthFailed;
    if (has("database \"") && has("does not exist"))
        return PgFailure::NoDatabase;
    if (has("does not support SSL") || has("SSL") || has("certificate"))
        return PgFailure::TlsRefused;
    if (has("timeout expired"))
        return PgFailure::Timeout;
    if (has("Connection refused") || has("could not translate host name") || has("No route to host")
        || has("Network is unreachable") || has("No such file or directory") || has("could not connect"))
        return PgFailure::Unreachable;
    if (has("server closed the connection") || has("no connection to the server") || has("terminating connection")
        || has("connection to server was lost"))
        return PgFailure::ConnectionLost;
    return PgFailure::Other;
}

QString describe(PgFailure failure, const PgConnection& c, const QString& detail)
{
    const QString server = c.serverName();
    const QString user = c.user.isEmpty() ? Text::tr("your login name") : c.user;
    switch (failure) {
    case PgFailure::None:
        return {};
    case PgFailure::Unreachable:
        return Text::tr(
            "cannot reach the PostgreSQL server at %1: nothing answered there (%2). Check the host and port, "
            "and that the server is running.")
            .arg(server, detail);
    case PgFailure::Timeout:
        return Text::tr("the PostgreSQL server at %1 did not answer within %2 s; it may be down or behind a firewall")
            .arg(server)
            .arg(c.connectTimeoutSeconds);
    case PgFailure::PasswordNeeded:
        return Text::tr("the PostgreSQL server at %1 asks for a password for %2, and none was given "
                        "(~/.pgpass, PGPASSWORD or the password field)")
            .arg(server, user);
    case PgFailure::AuthFailed:
        return Text::tr("the PostgreSQL server at %1 refused the login of %2: wrong password or user, or no access "
                        "for this address (%3)")
            .arg(server, user, detail);
    case PgFailure::NoDatabase:
        return Text::tr("the PostgreSQL server at %1 has no database named \"%2\"; ask the administrator to create it")
            .arg(server, c.database);
    case PgFailure::TlsRefused:
        return Text::tr(
            "the PostgreSQL server at %1 refused the encrypted connection that TLS mode \"%2\" demands (%3)")
            .arg(server, c.sslMode.isEmpty() ? QStringLiteral("prefer") : c.sslMode, detail);
    case PgFailure::TooOld:
        return Text::tr("the server at %1 runs %2; RentPlan needs PostgreSQL 12 or newer").arg(server, detail);
    case PgFailure::NotLedger:
        return Text::tr("the database \"%1\" on %2 already holds other tables and is not a RentPlan ledger; "
                        "it was left untouched")
            .arg(c.database, server);
    case PgFailure::Empty:
        return Text::tr(
            "the database \"%1\" on %2 is empty; create the ledger in it with: rentplan ledger --db %3 init")
            .arg(c.database, server, c.uri());
    case PgFailure::NewerSchema:
        return Text::tr("the team ledger \"%1\" on %2 was written by a newer RentPlan (schema version %3; this version "
                        "reads up to %4). It was left unchanged; please update RentPlan.")
            .arg(c.database, server, detail)
            .arg(pg_schema::kVersion);
    case PgFailure::ConnectionLost:
        return Text::tr("lost the connection to the PostgreSQL server at %1 (%2); nothing more was written. "
                        "Reconnect when the server is back.")
            .arg(server, detail);
    case PgFailure::NotPostgres:
        return Text::tr("something answers at %1, but not in the PostgreSQL protocol (%2): another service, such as a "
                        "web server, listens on that port. Check the host and port.")
            .arg(server, detail);
    case PgFailure::LockTimeout:
        return Text::tr("the team ledger on %1 is locked by another session (VACUUM FULL, LOCK TABLE or a long "
                        "transaction does this): RentPlan waited %2 s for the lock and gave up; nothing was changed. "
                        "Try again when that session has finished.")
            .arg(server, detail);
    case PgFailure::StatementTimeout:
        return Text::tr("the PostgreSQL server at %1 stopped the statement after %2 s (statement_timeout) while it was "
                        "still working; nothing was changed")
            .arg(server, detail);
    case PgFailure::NoAnswer:
        return Text::tr(
            "the PostgreSQL server at %1 stopped answering: no reply for %2 s while RentPlan waited for %3. "
            "The connection was closed; what was not committed was not saved.")
            .arg(server, detail.section(u'|', 0, 0), detail.section(u'|', 1));
    case PgFailure::Cancelled:
        return Text::tr("you stopped waiting for the PostgreSQL server at %1 (RentPlan was waiting for %2). The "
                        "connection was closed; what was not committed was not saved.")
            .arg(server, detail);
    case PgFailure::Other:
        break;
    }
    return Text::tr("PostgreSQL server at %1: %2").arg(server, detail);
}

void open(const PgConnection& c, const QString& name, const PgTimeouts& timeouts, PgWatchdog* watchdog)
{
    PgFailure failure = PgFailure::None;
    QString detail;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(driverName(), name);
        if (!db.isValid()) {
            failure = PgFailure::Other;
            detail = Text::tr("Qt's PostgreSQL driver (QPSQL, Debian package libqt6sql6-psql) is not installed");
        } else {
            db.setHostName(c.host);
            if (!c.host.isEmpty() || c.port != 5432)
                db.setPort(c.port);
            db.setDatabaseName(c.database);
            db.setUserName(c.user);
            db.setPassword(c.password);
            db.setConnectOptions(connectOptions(c, timeouts));
            // numeric comes back as text, exactly: money is exact on the server and a
            // cost used as a paging key must compare equal to itself.
            db.setNumericalPrecisionPolicy(QSql::HighPrecision);
            if (!db.open()) {
                detail = firstLine(
                    db.lastError().databaseText().isEmpty() ? db.lastError().text() : db.lastError().databaseText());
                failure = classify(detail);
            } else if (PGconn* conn = handle(db); conn && libPq().serverVersion(conn) < kMinimumVersion) {
                // The version the server announced when the session started (libpq-status §34.2,
                // PQserverVersion), before RentPlan sends anything of its own.
                failure = PgFailure::TooOld;
                detail = QStringLiteral("PostgreSQL ")
                    + QString::fromUtf8(libPq().parameterStatus(conn, "server_version"));
            } else {
                if (watchdog)
                    watchdog->setSocket(libPq().socket(handle(db)));
                const PgWatchdog::Armed armed(watchdog, PgTimeouts::answerMs(timeouts.statementMs));
                // libpq prints the server's notices and warnings on stderr ("policy … does not
                // exist, skipping"); errors reach the app as errors anyway. No wait for a lock
                // or a statement lasts longer than the limits (postgresql.org/docs/15/
                // runtime-config-client.html, lock_timeout and statement_timeout).
                QSqlQuery query(db);
                if (!query.exec(QStringLiteral("SET client_min_messages = error; SET lock_timeout = %1; "
                                               "SET statement_timeout = %2")
                                    .arg(timeouts.lockMs)
                                    .arg(timeouts.statementMs))) {
                    failure = isLost(db) ? PgFailure::ConnectionLost : PgFailure::Other;
                    detail = firstLine(query.lastError().databaseText());
                    if (watchdog && watchdog->reason() == PgWatchdog::Reason::Deadline) {
                        failure = PgFailure::NoAnswer;
                        detail = seconds(watchdog->firedAfterMs()) + u'|' + Text::tr("the session to start");
                    }
                }
            }
        }
    }
    if (failure == PgFailure::None)
        return;
    if (watchdog)
        watchdog->setSocket(-1); // before the connection and its socket go
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    throw PgException(failure, { c.displayName(), {}, describe(failure, c, detail) });
}

Inspection inspect(const QSqlDatabase& db)
{
    Inspection result;
    QSqlQuery query(db);
    // Only the schema RentPlan would write to (the first on the search path) counts.
    query.exec(QStringLiteral("SELECT to_regclass('rentplan_meta') IS NOT NULL, "
                              "(SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                              " WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f'))"));
    if (!query.next()) {
        result.answered = false;
        return result;
    }
    if (query.value(0).toBool()) {
        result.contents = Contents::Ledger;
        QSqlQuery version(db);
        if (version.exec(QStringLiteral("SELECT value FROM rentplan_meta WHERE key = 'schema_version'"))
            && version.next())
            result.schemaVersion = version.value(0).toInt();
    } else if (query.value(1).toLongLong() > 0) {
        result.contents = Contents::Foreign;
    }
    return result;
}

PGconn* handle(const QSqlDatabase& db)
{
    if (!db.driver())
        return nullptr;
    const QVariant v = db.driver()->handle();
    // QPSQL registers the handle's type under libpq's struct name.
    if (v.isValid() && (qstrcmp(v.typeName(), "pg_conn*") == 0 || qstrcmp(v.typeName(), "PGconn*") == 0))
        return *static_cast<PGconn* const*>(v.data());
    return nullptr;
}

bool isLost(const QSqlDatabase& db)
{
    PGconn* conn = handle(db);
    return !conn || libPq().status(conn) == CONNECTION_BAD;
}

PgConnectionTest test(const PgConnection& c)
{
    static QAtomicInt counter;
    const QString name = QStringLiteral("rentplan-pg-test-%1").arg(counter.fetchAndAddRelaxed(1));
    const PgTimeouts timeouts = PgTimeouts::fromEnvironment();
    PgWatchdog watchdog;
    PgConnectionTest result;
    try {
        open(c, name, timeouts, &watchdog);
    } catch (const PgException& e) {
        result.failure = e.failure();
        result.message = e.error().message;
        return result;
    }
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        {
            const PgWatchdog::Armed armed(&watchdog, PgTimeouts::answerMs(timeouts.statementMs));
            QSqlQuery version(db);
            version.exec(QStringLiteral("SELECT current_setting('server_version'), current_user"));
            version.next();
            const QString server = Text::tr("Connected to PostgreSQL %1 at %2 as %3.")
                                       .arg(version.value(0).toString(), c.serverName(), version.value(1).toString());
            const Inspection found = inspect(db);
            if (!found.answered) {
                result.failure = watchdog.reason() == PgWatchdog::Reason::Deadline ? PgFailure::NoAnswer
                                                                                   : PgFailure::ConnectionLost;
                result.message = describe(result.failure, c,
                    result.failure == PgFailure::NoAnswer
                        ? seconds(watchdog.firedAfterMs()) + u'|' + Text::tr("the list of the database's tables")
                        : firstLine(db.lastError().text()));
            } else if (found.contents == Contents::Empty) {
                result.failure = PgFailure::Empty;
                result.message = server + u' ' + describe(PgFailure::Empty, c, {});
            } else if (found.contents == Contents::Foreign) {
                result.failure = PgFailure::NotLedger;
                result.message = server + u' ' + describe(PgFailure::NotLedger, c, {});
            } else if (found.schemaVersion > pg_schema::kVersion) {
                result.failure = PgFailure::NewerSchema;
                result.message
                    = server + u' ' + describe(PgFailure::NewerSchema, c, QString::number(found.schemaVersion));
            } else {
                QSqlQuery jobs(db);
                jobs.exec(QStringLiteral("SELECT count(*) FROM jobs"));
                jobs.next();
                result.message = server + u' '
                    + Text::tr("The database \"%1\" holds a RentPlan team ledger with %n job(s).", nullptr,
                        int(std::min<qint64>(jobs.value(0).toLongLong(), INT_MAX)))
                          .arg(c.database);
            }
        }
        watchdog.setSocket(-1); // before the socket closes
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

} // namespace rp::pg_server

namespace rp {

namespace {
// Seconds from the environment (decimals allowed), or the default.
int environmentMs(const char* name, int fallbackMs)
{
    bool ok = false;
    const double seconds = qEnvironmentVariable(name).toDouble(&ok);
    return ok && seconds > 0 && seconds < 1e6 ? int(seconds * 1000) : fallbackMs;
}

} // namespace

PgTimeouts PgTimeouts::fromEnvironment()
{
    PgTimeouts t;
    t.lockMs = environmentMs("RENTPLAN_LEDGER_LOCK_TIMEOUT", t.lockMs);
    t.statementMs = environmentMs("RENTPLAN_LEDGER_STATEMENT_TIMEOUT", t.statementMs);
    t.importMs = environmentMs("RENTPLAN_LEDGER_IMPORT_TIMEOUT", t.importMs);
    return t;
}

} // namespace rp
