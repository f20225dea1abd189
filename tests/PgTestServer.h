#pragma once

// The throwaway PostgreSQL 15 cluster of the test suite (README.md, "Layout").
//
// ctest starts one shared cluster before the first suite that needs it (fixture `pg`:
// scripts/pg-test-cluster.sh start build/pgtest) and stops it after the last, even when
// tests fail. Suites named tst_pg* and tst_ledger* get RENTPLAN_PG_ENV, the path of the
// cluster's env file, which PgTestServer reads. Without it a suite FAILS (no skipping: CI
// must really test PostgreSQL); run it through ctest.
//
//   PgTestServer pg;                                // the shared cluster
//   PgTestServer own(PgTestServer::OwnCluster);     // a private one, for killServer()
//   QVERIFY(pg.ready());                            // in initTestCase()
//   const QString db = pg.createDatabase("ledger"); // fresh, empty, unique name
//   QVERIFY(pg.exec(db, "CREATE TABLE foreign_thing (x int)"));
//   QVERIFY(pg.createRole("alice", "alice-pw"));
//   const QString uri = pg.uri(db, "alice");        // postgresql://alice:alice-pw@127.0.0.1:PORT/db?sslmode=disable
//
// Every helper that can fail records a Qt Test failure naming what failed and the server's
// words, and returns false (or an empty string), so `QVERIFY(pg.exec(...))` stops the test.
// Administration runs as the superuser over the cluster's Unix socket (trusted); uri() and
// connect() go over TCP with a password, as a user's client would.
// The shared cluster serves suites running in parallel (ctest -j2): never kill it.
// killServer()/restartServer()/freezeServer()/thawServer() work on an OwnCluster only, started in a temporary folder
// inside the shared cluster's folder (so the fixture's cleanup stops it if a suite
// crashes) and stopped by the destructor.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QTest>
#include <QUrl>
#include <QVariant>

#include <atomic>
#include <functional>

class PgTestServer {
public:
    enum Cluster { Shared, OwnCluster };

    explicit PgTestServer(Cluster cluster = Shared)
        : m_cluster(cluster)
    {
        const QString envPath = qEnvironmentVariable("RENTPLAN_PG_ENV");
        if (envPath.isEmpty()) {
            m_error = QStringLiteral(
                "RENTPLAN_PG_ENV is not set: run this suite through ctest (ctest --test-dir build -R <suite>), "
                "which starts the throwaway PostgreSQL cluster (scripts/pg-test-cluster.sh). "
                "PostgreSQL tests never skip.");
            return;
        }
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
            m_error = QStringLiteral("Qt's QPSQL driver is missing: run scripts/install-deps.sh (libqt6sql6-psql)");
            return;
        }
        if (cluster == Shared) {
            readEnv(envPath);
            return;
        }
        // A private cluster next to the shared one's files.
        m_ownDir = QFileInfo(envPath).absolutePath()
            + QStringLiteral("/own-%1-%2").arg(QCoreApplication::applicationPid()).arg(nextNumber());
        QString output;
        if (!runScript(QStringLiteral("start"), m_ownDir, &output)) {
            m_error = QStringLiteral("could not start a private PostgreSQL cluster in %1: %2").arg(m_ownDir, output);
            return;
        }
        readEnv(m_ownDir + QStringLiteral("/env"));
    }

    ~PgTestServer()
    {
        if (m_frozen)
            runScript(QStringLiteral("thaw"), m_ownDir, nullptr);
        if (!m_ownDir.isEmpty())
            runScript(QStringLiteral("stop"), m_ownDir, nullptr);
    }

    PgTestServer(const PgTestServer&) = delete;
    PgTestServer& operator=(const PgTestServer&) = delete;

    // False, with a recorded failure saying why, when the cluster cannot be used.
    bool ready() const { return check(); }
    QString error() const { return m_error; }

    QString host() const { return m_env.value(QStringLiteral("RENTPLAN_PG_HOST")); }
    int port() const { return m_env.value(QStringLiteral("RENTPLAN_PG_PORT")).toInt(); }
    QString socketDir() const { return m_env.value(QStringLiteral("RENTPLAN_PG_SOCKET")); }
    QString superuser() const { return m_env.value(QStringLiteral("RENTPLAN_PG_SUPERUSER")); }
    QString superuserPassword() const { return m_env.value(QStringLiteral("RENTPLAN_PG_PASSWORD")); }
    QString dataDir() const { return m_env.value(QStringLiteral("RENTPLAN_PG_DATA")); }
    QString binDir() const { return m_env.value(QStringLiteral("RENTPLAN_PG_BIN")); }
    // The env file's KEY -> value, for passing to a child process.
    QHash<QString, QString> environment() const { return m_env; }

    // A libpq URI over TCP: postgresql://user:password@127.0.0.1:PORT/database?sslmode=disable.
    // The password is the superuser's or the one given to createRole(); withPassword = false
    // leaves it out (for tests of PGPASSWORD, ~/.pgpass or asking).
    QString uri(const QString& database, const QString& user = {}, bool withPassword = true) const
    {
        const QString who = user.isEmpty() ? superuser() : user;
        QString userInfo = QString::fromUtf8(QUrl::toPercentEncoding(who));
        if (withPassword)
            userInfo += QLatin1Char(':') + QString::fromUtf8(QUrl::toPercentEncoding(passwordOf(who)));
        // Concatenated, not arg(): the encoded parts hold %NN, which arg() would fill in.
        return QStringLiteral("postgresql://") + userInfo + QLatin1Char('@') + host() + QLatin1Char(':')
            + QString::number(port()) + QLatin1Char('/') + QString::fromUtf8(QUrl::toPercentEncoding(database))
            + QStringLiteral("?sslmode=disable");
    }

    // A fresh, empty database (from template0) named prefix_PID_N, lower case.
    QString createDatabase(const QString& prefix)
    {
        QString base = prefix.toLower();
        base.replace(QRegularExpression(QStringLiteral("[^a-z0-9_]")), QStringLiteral("_"));
        const QString name
            = QStringLiteral("%1_%2_%3").arg(base.left(40)).arg(QCoreApplication::applicationPid()).arg(nextNumber());
        if (!exec(QStringLiteral("postgres"),
                QStringLiteral("CREATE DATABASE %1 TEMPLATE template0 ENCODING 'UTF8'").arg(quoted(name))))
            return {};
        return name;
    }

    bool dropDatabase(const QString& name)
    {
        return exec(
            QStringLiteral("postgres"), QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(quoted(name)));
    }

    // Runs SQL (one or more statements) as the superuser in database.
    bool exec(const QString& database, const QString& sql)
    {
        return withSuperuser(database, [&](QSqlDatabase& connection) {
            QSqlQuery query(connection);
            if (query.exec(sql))
                return true;
            failure(QStringLiteral("SQL failed in database %1: %2\n  %3").arg(database, query.lastError().text(), sql));
            return false;
        });
    }

    // The first column of the first row of a query run as the superuser (invalid on failure).
    QVariant scalar(const QString& database, const QString& sql)
    {
        QVariant value;
        withSuperuser(database, [&](QSqlDatabase& connection) {
            QSqlQuery query(connection);
            if (query.exec(sql) && query.next()) {
                value = query.value(0);
                return true;
            }
            failure(QStringLiteral("query gave no row in database %1: %2\n  %3")
                        .arg(database, query.lastError().text(), sql));
            return false;
        });
        return value;
    }

    // A role (LOGIN unless told otherwise) with a password; uri(db, name) then carries it.
    bool createRole(const QString& name, const QString& password, bool login = true)
    {
        QString sqlPassword = password;
        sqlPassword.replace(QLatin1Char('\''), QStringLiteral("''"));
        const bool ok = exec(QStringLiteral("postgres"),
            QStringLiteral("CREATE ROLE %1 %2 PASSWORD '%3'")
                .arg(quoted(name), login ? QStringLiteral("LOGIN") : QStringLiteral("NOLOGIN"), sqlPassword));
        if (ok)
            m_passwords.insert(name, password);
        return ok;
    }

    // Opens a QPSQL connection over TCP as user with password. Returns the server's error
    // text, or an empty string when the connection opened (it is closed again).
    QString connectError(const QString& database, const QString& user, const QString& password,
        const QString& sslmode = QStringLiteral("disable")) const
    {
        QString error;
        const QString name = connectionName();
        {
            QSqlDatabase connection = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            connection.setHostName(host());
            connection.setPort(port());
            connection.setDatabaseName(database);
            connection.setUserName(user);
            connection.setPassword(password);
            connection.setConnectOptions(QStringLiteral("connect_timeout=10;sslmode=%1").arg(sslmode));
            if (!connection.open())
                error = connection.lastError().text();
            connection.close();
        }
        QSqlDatabase::removeDatabase(name);
        return error;
    }

    // SIGKILL of the postmaster and every backend, as a crash would (OwnCluster only).
    bool killServer() { return controlOwn(QStringLiteral("kill")); }
    // Starts the killed (or running) cluster again on the same data and port; it recovers.
    bool restartServer() { return controlOwn(QStringLiteral("restart")); }
    // SIGSTOP of the postmaster and every backend: connections stay open and the kernel
    // acknowledges every packet, but nothing answers, as with a hung server (OwnCluster only).
    // The destructor thaws a frozen cluster before stopping it.
    bool freezeServer()
    {
        m_frozen = controlOwn(QStringLiteral("freeze"));
        return m_frozen;
    }
    bool thawServer()
    {
        m_frozen = false;
        return controlOwn(QStringLiteral("thaw"));
    }

    // Double quotes an SQL identifier.
    static QString quoted(const QString& identifier)
    {
        QString inner = identifier;
        inner.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        return QLatin1Char('"') + inner + QLatin1Char('"');
    }

private:
    static int nextNumber()
    {
        static std::atomic<int> counter { 0 };
        return ++counter;
    }

    static QString connectionName() { return QStringLiteral("pgtestserver_%1").arg(nextNumber()); }

    static QString scriptPath() { return QStringLiteral(RENTPLAN_SOURCE_DIR "/scripts/pg-test-cluster.sh"); }

    static void failure(const QString& message)
    {
        QTest::qFail(qPrintable(QStringLiteral("PgTestServer: ") + message), __FILE__, __LINE__);
    }

    bool check() const
    {
        if (m_error.isEmpty())
            return true;
        failure(m_error);
        return false;
    }

    QString passwordOf(const QString& user) const
    {
        return user == superuser() ? superuserPassword() : m_passwords.value(user);
    }

    void readEnv(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
            m_error = QStringLiteral("cannot read %1 (%2): did pg_cluster_start run? Run the suite through ctest.")
                          .arg(path, file.errorString());
            return;
        }
        static const QRegularExpression line(QStringLiteral("^([A-Z_]+)='([^']*)'$"));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        for (const QString& text : lines) {
            const QRegularExpressionMatch match = line.match(text);
            if (match.hasMatch())
                m_env.insert(match.captured(1), match.captured(2));
        }
        for (const char* key : { "RENTPLAN_PG_HOST", "RENTPLAN_PG_PORT", "RENTPLAN_PG_SOCKET", "RENTPLAN_PG_SUPERUSER",
                 "RENTPLAN_PG_PASSWORD" }) {
            if (!m_env.contains(QLatin1String(key)))
                m_error = QStringLiteral("%1 lacks %2").arg(path, QLatin1String(key));
        }
    }

    // Runs body on a superuser connection over the Unix socket (trusted).
    bool withSuperuser(const QString& database, const std::function<bool(QSqlDatabase&)>& body)
    {
        if (!check())
            return false;
        bool ok = false;
        const QString name = connectionName();
        {
            QSqlDatabase connection = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            connection.setHostName(socketDir());
            connection.setPort(port());
            connection.setDatabaseName(database);
            connection.setUserName(superuser());
            connection.setConnectOptions(QStringLiteral("connect_timeout=10"));
            if (connection.open())
                ok = body(connection);
            else
                failure(QStringLiteral("cannot connect as %1 to database %2 through %3: %4")
                            .arg(superuser(), database, socketDir(), connection.lastError().text()));
            connection.close();
        }
        QSqlDatabase::removeDatabase(name);
        return ok;
    }

    static bool runScript(const QString& action, const QString& dir, QString* output)
    {
        QProcess process;
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.start(QStringLiteral("bash"), { scriptPath(), action, dir });
        const bool finished = process.waitForFinished(180000);
        if (output)
            *output = QString::fromUtf8(process.readAll()).trimmed();
        return finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    }

    bool controlOwn(const QString& action)
    {
        if (!check())
            return false;
        if (m_cluster != OwnCluster) {
            failure(QStringLiteral("%1 of the shared cluster would break the suites running beside this one; "
                                   "use PgTestServer(PgTestServer::OwnCluster)")
                        .arg(action));
            return false;
        }
        QString output;
        if (runScript(action, m_ownDir, &output))
            return true;
        failure(QStringLiteral("pg-test-cluster.sh %1 %2 failed: %3").arg(action, m_ownDir, output));
        return false;
    }

    Cluster m_cluster;
    bool m_frozen = false;
    QString m_ownDir;
    QString m_error;
    QHash<QString, QString> m_env;
    QHash<QString, QString> m_passwords;
};
