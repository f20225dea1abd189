// The throwaway PostgreSQL 15 cluster itself (scripts/pg-test-cluster.sh): the harness every PostgreSQL
// test stands on, checked against the real server that ctest starts.
#include "tests/PgTestServer.h"

#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QUrl>
#include <QUrlQuery>

class TestPgCluster : public QObject {
    Q_OBJECT

private:
    PgTestServer pg;

    // Opens a QPSQL connection over TCP (127.0.0.1) with a password, as a user's client does.
    static QSqlDatabase openTcp(const QString& name, const PgTestServer& server, const QString& database)
    {
        QSqlDatabase connection = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        connection.setHostName(server.host());
        connection.setPort(server.port());
        connection.setDatabaseName(database);
        connection.setUserName(server.superuser());
        connection.setPassword(server.superuserPassword());
        connection.setConnectOptions(QStringLiteral("connect_timeout=10;sslmode=disable"));
        connection.open();
        return connection;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(pg.ready()); }

    void envNamesLocalServer()
    {
        QCOMPARE(pg.host(), QStringLiteral("127.0.0.1"));
        QVERIFY(pg.port() > 1024 && pg.port() < 65536);
        QCOMPARE(pg.superuser(), QStringLiteral("rentplan_test"));
        QCOMPARE(pg.superuserPassword(), QStringLiteral("rentplan_test"));
        QVERIFY(QFileInfo::exists(pg.socketDir() + QStringLiteral("/.s.PGSQL.%1").arg(pg.port())));
        QVERIFY(QFileInfo::exists(pg.dataDir() + QStringLiteral("/PG_VERSION")));
    }

    void answersVersionOverTcpWithPassword()
    {
        {
            QSqlDatabase connection = openTcp(QStringLiteral("tcp"), pg, QStringLiteral("postgres"));
            QVERIFY2(connection.isOpen(), qPrintable(connection.lastError().text()));
            QSqlQuery query(connection);
            QVERIFY2(query.exec(QStringLiteral("SHOW server_version_num")), qPrintable(query.lastError().text()));
            QVERIFY(query.next());
            // 150000 = PostgreSQL 15.0: version_num is major * 10000 + minor.
            QVERIFY2(query.value(0).toInt() >= 150000, qPrintable(query.value(0).toString()));
            QVERIFY(query.value(0).toInt() < 160000);
            // The connection really is TCP from 127.0.0.1, not the socket.
            QVERIFY(query.exec(QStringLiteral("SELECT host(inet_client_addr())")));
            QVERIFY(query.next());
            QCOMPARE(query.value(0).toString(), QStringLiteral("127.0.0.1"));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("tcp"));
    }

    void wrongPasswordIsRefusedOverTcp()
    {
        const QString error
            = pg.connectError(QStringLiteral("postgres"), pg.superuser(), QStringLiteral("not-the-password"));
        QVERIFY2(error.contains(QStringLiteral("password authentication failed")), qPrintable(error));
        QCOMPARE(pg.connectError(QStringLiteral("postgres"), pg.superuser(), pg.superuserPassword()), QString());
        // No password at all is refused too: TCP never trusts.
        QVERIFY(!pg.connectError(QStringLiteral("postgres"), pg.superuser(), QString()).isEmpty());
    }

    void sslIsOffSoRequireIsRefused()
    {
        QCOMPARE(pg.scalar(QStringLiteral("postgres"), QStringLiteral("SHOW ssl")).toString(), QStringLiteral("off"));
        const QString error = pg.connectError(
            QStringLiteral("postgres"), pg.superuser(), pg.superuserPassword(), QStringLiteral("require"));
        QVERIFY2(error.contains(QStringLiteral("server does not support SSL")), qPrintable(error));
    }

    void listensOnLoopbackOnly()
    {
        QCOMPARE(pg.scalar(QStringLiteral("postgres"), QStringLiteral("SHOW listen_addresses")).toString(),
            QStringLiteral("127.0.0.1"));
        QCOMPARE(pg.scalar(QStringLiteral("postgres"), QStringLiteral("SHOW max_connections")).toInt(), 60);
    }

    void createDatabaseIsFreshAndEmpty()
    {
        const QString first = pg.createDatabase(QStringLiteral("Harness Check"));
        const QString second = pg.createDatabase(QStringLiteral("Harness Check"));
        QVERIFY(!first.isEmpty());
        QVERIFY(!second.isEmpty());
        QVERIFY(first != second);
        QVERIFY2(first.startsWith(QStringLiteral("harness_check_%1_").arg(QCoreApplication::applicationPid())),
            qPrintable(first));
        QCOMPARE(pg.scalar(first,
                       QStringLiteral("SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                                      "WHERE n.nspname = 'public'"))
                     .toInt(),
            0);
        QCOMPARE(pg.scalar(first,
                       QStringLiteral("SELECT pg_encoding_to_char(encoding) FROM pg_database "
                                      "WHERE datname = current_database()"))
                     .toString(),
            QStringLiteral("UTF8"));
        // exec runs several statements; what one database gets, the other does not see.
        QVERIFY(pg.exec(
            first, QStringLiteral("CREATE TABLE foreign_thing (x int); INSERT INTO foreign_thing VALUES (7), (8)")));
        QCOMPARE(pg.scalar(first, QStringLiteral("SELECT sum(x) FROM foreign_thing")).toInt(), 15);
        QCOMPARE(
            pg.scalar(second, QStringLiteral("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")).toInt(), 0);
        QVERIFY(pg.dropDatabase(first));
        QVERIFY(pg.dropDatabase(second));
        QCOMPARE(
            pg.scalar(QStringLiteral("postgres"),
                  QStringLiteral("SELECT count(*) FROM pg_database WHERE datname IN ('%1', '%2')").arg(first, second))
                .toInt(),
            0);
    }

    void uriIsLibpqsAndPercentEncoded()
    {
        const QString db = pg.createDatabase(QStringLiteral("uri"));
        QVERIFY(!db.isEmpty());
        const QString role = QStringLiteral("o'brien@team");
        const QString password = QStringLiteral("p@ss:w/rd ?#%");
        QVERIFY(pg.createRole(role, password));
        QVERIFY(pg.exec(db,
            QStringLiteral("GRANT CONNECT ON DATABASE %1 TO %2")
                .arg(PgTestServer::quoted(db), PgTestServer::quoted(role))));

        const QString uri = pg.uri(db, role);
        // ' is %27, @ %40, : %3A, / %2F, space %20, ? %3F, # %23, % %25 (RFC 3986 percent-encoding).
        const QString at = QStringLiteral("@127.0.0.1:") + QString::number(pg.port()) + QLatin1Char('/') + db
            + QStringLiteral("?sslmode=disable");
        QCOMPARE(uri, QStringLiteral("postgresql://o%27brien%40team:p%40ss%3Aw%2Frd%20%3F%23%25") + at);
        const QUrl parsed(uri);
        QCOMPARE(parsed.userName(), role);
        QCOMPARE(parsed.password(), password);
        QCOMPARE(QUrlQuery(parsed).queryItemValue(QStringLiteral("sslmode")), QStringLiteral("disable"));
        QCOMPARE(pg.uri(db, role, false), QStringLiteral("postgresql://o%27brien%40team") + at);
        QCOMPARE(pg.uri(db), QStringLiteral("postgresql://rentplan_test:rentplan_test") + at);

        // libpq itself reads the URI (psql takes it as its connection) and connects as the role.
        QProcess psql;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("PGPASSWORD"));
        psql.setProcessEnvironment(env);
        psql.start(pg.binDir() + QStringLiteral("/psql"),
            { uri, QStringLiteral("-Atc"), QStringLiteral("SELECT current_user || '|' || current_database()") });
        QVERIFY(psql.waitForFinished(30000));
        QVERIFY2(psql.exitCode() == 0, psql.readAllStandardError().constData());
        QCOMPARE(QString::fromUtf8(psql.readAllStandardOutput()).trimmed(), role + QLatin1Char('|') + db);
        QVERIFY(pg.connectError(db, role, QStringLiteral("wrong"))
                    .contains(QStringLiteral("password authentication failed")));

        QVERIFY(pg.dropDatabase(db));
        QVERIFY(pg.exec(QStringLiteral("postgres"), QStringLiteral("DROP ROLE %1").arg(PgTestServer::quoted(role))));
    }

    void killedServerRestartsWithCommittedDataOnly()
    {
        PgTestServer own(PgTestServer::OwnCluster);
        QVERIFY(own.ready());
        QVERIFY(own.port() != pg.port());
        const QString db = own.createDatabase(QStringLiteral("crash"));
        QVERIFY(!db.isEmpty());
        QVERIFY(own.exec(db,
            QStringLiteral("CREATE TABLE jobs (id int PRIMARY KEY, cost numeric(12,2)); "
                           "INSERT INTO jobs VALUES (1, 10.50), (2, 20.25), (3, 0.25)")));

        // A transaction left open when the server dies: like an import cut short.
        {
            QSqlDatabase open = openTcp(QStringLiteral("unfinished"), own, db);
            QVERIFY2(open.isOpen(), qPrintable(open.lastError().text()));
            QVERIFY(open.transaction());
            QSqlQuery insert(open);
            QVERIFY(insert.exec(QStringLiteral("INSERT INTO jobs SELECT g, 1 FROM generate_series(4, 1000) g")));

            QVERIFY(own.killServer());
            QVERIFY(!own.connectError(db, own.superuser(), own.superuserPassword()).isEmpty());
            QVERIFY(!open.commit()); // the server is gone: the commit cannot succeed
        }
        QSqlDatabase::removeDatabase(QStringLiteral("unfinished"));

        QVERIFY(own.restartServer());
        QCOMPARE(own.connectError(db, own.superuser(), own.superuserPassword()), QString());
        // 10.50 + 20.25 + 0.25 = 31.00 over the three committed rows; none of the 997 open ones.
        QCOMPARE(own.scalar(db, QStringLiteral("SELECT count(*) FROM jobs")).toInt(), 3);
        QCOMPARE(
            own.scalar(db, QStringLiteral("SELECT sum(cost)::text FROM jobs")).toString(), QStringLiteral("31.00"));
        // The shared cluster never noticed.
        QCOMPARE(pg.scalar(QStringLiteral("postgres"), QStringLiteral("SELECT 1")).toInt(), 1);
    }

    void sharedClusterIsNeverKilled()
    {
        // Killing the shared cluster would break the suites running beside this one: the
        // helper refuses, records the failure (expected here) and leaves the server alone.
        QEXPECT_FAIL("", "killServer() is for an OwnCluster only", Continue);
        const bool killed = pg.killServer();
        QVERIFY(!killed);
        QCOMPARE(pg.scalar(QStringLiteral("postgres"), QStringLiteral("SELECT 1")).toInt(), 1);
    }

    void withoutCtestTheSuiteFailsAndSaysWhy()
    {
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("RENTPLAN_PG_ENV"));
        child.setProcessEnvironment(env);
        child.setProcessChannelMode(QProcess::MergedChannels);
        child.start(QCoreApplication::applicationFilePath(), { QStringLiteral("envNamesLocalServer") });
        QVERIFY(child.waitForFinished(60000));
        const QString out = QString::fromUtf8(child.readAll());
        QVERIFY2(child.exitCode() != 0, qPrintable(out));
        QVERIFY2(
            out.contains(QStringLiteral("RENTPLAN_PG_ENV is not set: run this suite through ctest")), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("SKIP")), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestPgCluster)
#include "tst_pgcluster.moc"
