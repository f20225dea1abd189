#include "ledger/PgServer.h"

#include "ledger/PgSchema.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <libpq-fe.h>

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
QString connectOptions(const PgConnection& c)
{
    QStringList options;
    options << QStringLiteral("connect_timeout=%1").arg(c.connectTimeoutSeconds)
            << QStringLiteral("application_name=RentPlan");
    if (!c.sslMode.isEmpty())
        options << QStringLiteral("sslmode=") + c.sslMode;
    return options.join(u';');
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
    const auto has = [&message](const char* text) { return message.contains(QLatin1String(text), Qt::CaseInsensitive); };
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
    case PgFailure::None: return {};
    case PgFailure::Unreachable:
        return Text::tr("cannot reach the PostgreSQL server at %1: nothing answered there (%2). Check the host and port, "
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
        return Text::tr("the PostgreSQL server at %1 refused the encrypted connection that TLS mode \"%2\" demands (%3)")
            .arg(server, c.sslMode.isEmpty() ? QStringLiteral("prefer") : c.sslMode, detail);
    case PgFailure::TooOld:
        return Text::tr("the server at %1 runs %2; RentPlan needs PostgreSQL 12 or newer").arg(server, detail);
    case PgFailure::NotLedger:
        return Text::tr("the database \"%1\" on %2 already holds other tables and is not a RentPlan ledger; "
                        "it was left untouched")
            .arg(c.database, server);
    case PgFailure::Empty:
        return Text::tr("the database \"%1\" on %2 is empty; create the ledger in it with: rentplan ledger --db %3 init")
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
    case PgFailure::Other: break;
    }
    return Text::tr("PostgreSQL server at %1: %2").arg(server, detail);
}

void open(const PgConnection& c, const QString& name)
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
            db.setConnectOptions(connectOptions(c));
            // numeric comes back as text, exactly: money is exact on the server and a
            // cost used as a paging key must compare equal to itself.
            db.setNumericalPrecisionPolicy(QSql::HighPrecision);
            if (!db.open()) {
                detail = firstLine(db.lastError().databaseText().isEmpty() ? db.lastError().text()
                                                                           : db.lastError().databaseText());
                failure = classify(detail);
            } else if (PGconn* conn = handle(db); conn && PQserverVersion(conn) < kMinimumVersion) {
                // The version the server announced when the session started (libpq-status §34.2,
                // PQserverVersion), before RentPlan sends anything of its own.
                failure = PgFailure::TooOld;
                detail = QStringLiteral("PostgreSQL ") + QString::fromUtf8(PQparameterStatus(conn, "server_version"));
            } else {
                // libpq prints the server's notices and warnings on stderr ("policy … does not
                // exist, skipping"); errors reach the app as errors anyway.
                QSqlQuery query(db);
                query.exec(QStringLiteral("SET client_min_messages = error"));
            }
        }
    }
    if (failure == PgFailure::None)
        return;
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
    if (!query.next())
        return result;
    if (query.value(0).toBool()) {
        result.contents = Contents::Ledger;
        QSqlQuery version(db);
        if (version.exec(QStringLiteral("SELECT value FROM rentplan_meta WHERE key = 'schema_version'")) && version.next())
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
    return !conn || PQstatus(conn) == CONNECTION_BAD;
}

PgConnectionTest test(const PgConnection& c)
{
    static QAtomicInt counter;
    const QString name = QStringLiteral("rentplan-pg-test-%1").arg(counter.fetchAndAddRelaxed(1));
    PgConnectionTest result;
    try {
        open(c, name);
    } catch (const PgException& e) {
        result.failure = e.failure();
        result.message = e.error().message;
        return result;
    }
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        QSqlQuery version(db);
        version.exec(QStringLiteral("SELECT current_setting('server_version'), current_user"));
        version.next();
        const QString server = Text::tr("Connected to PostgreSQL %1 at %2 as %3.")
                                   .arg(version.value(0).toString(), c.serverName(), version.value(1).toString());
        const Inspection found = inspect(db);
        if (found.contents == Contents::Empty) {
            result.failure = PgFailure::Empty;
            result.message = server + u' ' + describe(PgFailure::Empty, c, {});
        } else if (found.contents == Contents::Foreign) {
            result.failure = PgFailure::NotLedger;
            result.message = server + u' ' + describe(PgFailure::NotLedger, c, {});
        } else if (found.schemaVersion > pg_schema::kVersion) {
            result.failure = PgFailure::NewerSchema;
            result.message = server + u' ' + describe(PgFailure::NewerSchema, c, QString::number(found.schemaVersion));
        } else {
            QSqlQuery jobs(db);
            jobs.exec(QStringLiteral("SELECT count(*) FROM jobs"));
            jobs.next();
            result.message = server + u' '
                + Text::tr("The database \"%1\" holds a RentPlan team ledger with %n job(s).", nullptr,
                    int(std::min<qint64>(jobs.value(0).toLongLong(), INT_MAX)))
                      .arg(c.database);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

} // namespace rp::pg_server
