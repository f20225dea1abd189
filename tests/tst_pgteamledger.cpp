// The team ledger against a real PostgreSQL 15 server (docs/team-ledger.md): connection
// failures, schema guards, roles and row-level security, optimistic edits,
// concurrent writers from two processes, a server killed mid-import, push.
#include "tests/CliRunner.h"
#include "tests/FakeHttpServer.h"
#include "tests/FakeOldPgServer.h"
#include "tests/PgTestServer.h"

#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerCalibration.h"
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerImporter.h"
#include "models/ledger/LedgerPush.h"
#include "models/ledger/LedgerSession.h"
#include "models/ledger/LedgerStats.h"
#include "models/ledger/PgSchema.h"
#include "models/ledger/PgServer.h"
#include "views/ledger/DeleteJobsCommand.h"
#include "views/ledger/EditJobCommand.h"

#include <QUndoStack>

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace rp;

namespace {

JobRecord job(const char* date, const char* card, qint64 cards, double billed, double cost)
{
    JobRecord j;
    j.date = QDate::fromString(QString::fromLatin1(date), Qt::ISODate);
    j.card = QString::fromLatin1(card);
    j.cards = cards;
    j.billedHours = billed;
    j.cost = cost;
    j.currency = QStringLiteral("CNY");
    return j;
}

// A listening socket on 127.0.0.1 that never accepts: libpq's TCP handshake
// completes in the backlog, then no server greeting ever comes.
class SilentPort {
public:
    SilentPort() { m_fd = listenOnLoopback(&m_port); }
    ~SilentPort() { ::close(m_fd); }
    int port() const { return m_port; }
    // The port is closed again: nothing listens there any more.
    static int closedPort()
    {
        SilentPort p;
        return p.port();
    }

private:
    int m_fd = -1;
    int m_port = 0;
};

PgFailure failureOpening(const QString& uri, QString* message = nullptr)
{
    try {
        LedgerDb db(uri, LedgerDb::Mode::ReadOnly);
    } catch (const PgException& e) {
        if (message)
            *message = e.error().toString();
        return e.failure();
    }
    return PgFailure::None;
}

QString writeCsv(const QString& path, int rows, int seed)
{
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(
        "date,provider,card,cards,billing_mode,billed_hours,busy_hours,cost,currency,task,model,result,tags,notes\n");
    for (int i = 0; i < rows; ++i) {
        // cost = 1.25 × (i % 8 + 1): a sum the test can work out exactly.
        file.write(
            QStringLiteral("2026-%1-%2,Acme,a100-sxm-80g,%3,on-demand,%4,,%5,CNY,lora,m,ok,t%6,\"row %7, seed %6\"\n")
                .arg(i % 12 + 1, 2, 10, QLatin1Char('0'))
                .arg(i % 28 + 1, 2, 10, QLatin1Char('0'))
                .arg(i % 4 + 1)
                .arg(i % 10 + 1)
                .arg(1.25 * (i % 8 + 1), 0, 'f', 2)
                .arg(seed)
                .arg(i)
                .toUtf8());
    }
    return path;
}

// Sets an environment variable for the life of the object (the CLI runs inherit it).
class ScopedEnv {
public:
    ScopedEnv(const char* name, const QByteArray& value)
        : m_name(name)
    {
        qputenv(name, value);
    }
    ~ScopedEnv() { qunsetenv(m_name); }

private:
    const char* m_name;
};

// A command prints its own messages and nothing else: every line on stderr is one of
// RentPlan's ("rentplan ledger: …"), none from Qt or libpq ("Unable to free statement",
// "QSqlQuery::exec: database not open").
bool ownMessagesOnly(const QString& err)
{
    const QStringList lines = err.split(u'\n', Qt::SkipEmptyParts);
    for (const QString& line : lines) {
        if (!line.startsWith(QLatin1String("rentplan ")))
            return false;
    }
    return true;
}

// Another session holding the jobs table as VACUUM FULL does (ACCESS EXCLUSIVE), in a
// transaction over the cluster's socket, until the object goes.
class JobsTableLock {
public:
    JobsTableLock(const PgTestServer& pg, const QString& database)
    {
        static int count = 0;
        m_name = QStringLiteral("jobs_lock_%1").arg(++count);
        QSqlDatabase holder = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
        holder.setHostName(pg.socketDir());
        holder.setPort(pg.port());
        holder.setDatabaseName(database);
        holder.setUserName(pg.superuser());
        QSqlQuery lock(holder);
        m_held = holder.open() && lock.exec(QStringLiteral("BEGIN"))
            && lock.exec(QStringLiteral("LOCK TABLE jobs IN ACCESS EXCLUSIVE MODE"));
        if (!m_held)
            qWarning("cannot lock jobs: %s", qPrintable(holder.lastError().text() + lock.lastError().text()));
    }
    ~JobsTableLock()
    {
        {
            QSqlDatabase holder = QSqlDatabase::database(m_name, false);
            QSqlQuery(holder).exec(QStringLiteral("ROLLBACK"));
            holder.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    bool held() const { return m_held; }

private:
    QString m_name;
    bool m_held = false;
};

QStringList ledgerArgs(const QString& db, const QStringList& action)
{
    return QStringList { QStringLiteral("ledger"), QStringLiteral("--db"), db } + action;
}

const QStringList kAddJob { QStringLiteral("add"), QStringLiteral("--date"), QStringLiteral("2026-02-03"),
    QStringLiteral("--card"), QStringLiteral("l4"), QStringLiteral("--cards"), QStringLiteral("1"),
    QStringLiteral("--billed-hours"), QStringLiteral("2"), QStringLiteral("--cost"), QStringLiteral("3.5") };

} // namespace

class TestPgTeamLedger : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void connectionFailuresNameTheServer();
    void passwordFromLibpqMechanisms();
    void emptyForeignAndNewerDatabasesAreRefusedUntouched();
    void rolesAreEnforcedByTheServer();
    void rolesSqlIsDocumented();
    void staleEditIsRefused();
    void undoFollowsTheSameRule();
    void concurrentWritersFromTwoProcesses();
    void lostConnectionIsReportedAndReconnects();
    void serverKilledMidImportKeepsNothing();
    void pushIsIdempotent();
    void httpServerAtThePortIsNamed();
    void passwordsAreNeverPrinted_data();
    void passwordsAreNeverPrinted();
    void lockedLedgerEndsTheWait();
    void stoppedServerMidImportEndsTheWait();
    void pushRefusesTheTargetItself();
    void failedWritesPrintOnlyTheirMessage();
    void version1IsUpgradedAndCalibrates();

private:
    QString freshLedger(const QString& prefix, bool roles = false);
    QString role(const QString& name) const { return name + m_suffix; }

    PgTestServer m_pg;
    QString m_suffix;
};

void TestPgTeamLedger::initTestCase()
{
    QVERIFY(m_pg.ready());
    // Roles belong to the whole cluster, which other suites share: unique names.
    m_suffix = QStringLiteral("_%1").arg(QCoreApplication::applicationPid());
}

QString TestPgTeamLedger::freshLedger(const QString& prefix, bool roles)
{
    const QString name = m_pg.createDatabase(prefix);
    QStringList args { QStringLiteral("ledger"), QStringLiteral("--db"), m_pg.uri(name), QStringLiteral("init") };
    if (roles)
        args << QStringLiteral("--roles");
    const CliResult init = runCli(args);
    if (init.exitCode != 0)
        qWarning("init failed: %s", qPrintable(init.err));
    return name;
}

void TestPgTeamLedger::connectionFailuresNameTheServer()
{
    const QString name = freshLedger(QStringLiteral("failures"));
    const QString server = QStringLiteral("127.0.0.1:%1").arg(m_pg.port());
    QString message;

    // A wrong password: refused, the message names server and user.
    QString uri = m_pg.uri(name);
    uri.replace(QLatin1Char(':') + m_pg.superuserPassword() + QLatin1Char('@'), QStringLiteral(":not-the-password@"));
    QCOMPARE(failureOpening(uri, &message), PgFailure::AuthFailed);
    QVERIFY2(message.contains(server) && message.contains(m_pg.superuser()), qPrintable(message));
    QVERIFY2(!message.contains(QLatin1String("not-the-password")), "a password never appears in a message");
    // The command line exits 2 and says the same.
    const CliResult cli = runCli({ QStringLiteral("ledger"), QStringLiteral("--db"), uri, QStringLiteral("list") });
    QCOMPARE(cli.exitCode, 2);
    QVERIFY2(cli.err.contains(QLatin1String("refused the login")) && cli.err.contains(server), qPrintable(cli.err));

    // Nothing listens on the port.
    const int closed = SilentPort::closedPort();
    QCOMPARE(
        failureOpening(QStringLiteral("postgresql://u@127.0.0.1:%1/x").arg(closed), &message), PgFailure::Unreachable);
    QVERIFY2(message.contains(QStringLiteral("127.0.0.1:%1").arg(closed)), qPrintable(message));

    // Something listens but never answers: the connect timeout ends the wait.
    SilentPort silent;
    QCOMPARE(
        failureOpening(QStringLiteral("postgresql://u@127.0.0.1:%1/x?connect_timeout=2").arg(silent.port()), &message),
        PgFailure::Timeout);
    QVERIFY2(message.contains(QLatin1String("2 s")), qPrintable(message));

    // The database does not exist.
    QString missing = m_pg.uri(name);
    missing.replace(QLatin1Char('/') + name + QLatin1Char('?'), QStringLiteral("/no_such_ledger?"));
    QCOMPARE(failureOpening(missing, &message), PgFailure::NoDatabase);
    QVERIFY2(message.contains(QLatin1String("no_such_ledger")), qPrintable(message));

    // TLS demanded from a server that has none (the test cluster runs with ssl=off).
    QString tls = m_pg.uri(name);
    tls.replace(QLatin1String("sslmode=disable"), QLatin1String("sslmode=require"));
    QCOMPARE(failureOpening(tls, &message), PgFailure::TlsRefused);
    QVERIFY2(message.contains(QLatin1String("require")) && message.contains(server), qPrintable(message));

    // A server older than PostgreSQL 12 is refused by the version it announces, before
    // anything is written; the message names the server and its version.
    FakeOldPgServer old("11.22");
    const QString oldUri
        = QStringLiteral("postgresql://u@127.0.0.1:%1/ledger?sslmode=disable&connect_timeout=5").arg(old.port());
    QCOMPARE(failureOpening(oldUri, &message), PgFailure::TooOld);
    QVERIFY2(message.contains(QLatin1String("PostgreSQL 11.22")) && message.contains(QLatin1String("12 or newer"))
            && message.contains(QStringLiteral("127.0.0.1:%1").arg(old.port())),
        qPrintable(message));
    QCOMPARE(pg_server::test(pg_uri::parse(oldUri)).failure, PgFailure::TooOld);
    const CliResult tooOld
        = runCli({ QStringLiteral("ledger"), QStringLiteral("--db"), oldUri, QStringLiteral("list") });
    QCOMPARE(tooOld.exitCode, 2);
    QVERIFY2(tooOld.err.contains(QLatin1String("PostgreSQL 11.22")), qPrintable(tooOld.err));
    QVERIFY(old.sessions() >= 3);

    // "Test connection" reports success with the server's version and what the database holds.
    PgConnection ok = pg_uri::parse(m_pg.uri(name));
    const PgConnectionTest test = pg_server::test(ok);
    QVERIFY2(test.ok(), qPrintable(test.message));
    QVERIFY2(
        test.message.contains(QLatin1String("PostgreSQL 15")) && test.message.contains(QLatin1String("with 0 job")),
        qPrintable(test.message));
}

void TestPgTeamLedger::passwordFromLibpqMechanisms()
{
    const QString name = freshLedger(QStringLiteral("password"));
    const QString bare = m_pg.uri(name, {}, false);
    qunsetenv("PGPASSWORD");
    QTemporaryDir home;
    qputenv("PGPASSFILE", home.filePath(QStringLiteral("none")).toLocal8Bit());
    QString message;
    QCOMPARE(failureOpening(bare, &message), PgFailure::PasswordNeeded);
    QVERIFY2(message.contains(QLatin1String("asks for a password")), qPrintable(message));
    // The command line tries the same, then the desktop keyring (here a session bus that does not answer),
    // and with no terminal to ask on (its standard input is a pipe) it stops at once and says what to use.
    const CliResult cli = runCli({ QStringLiteral("ledger"), QStringLiteral("--db"), bare, QStringLiteral("stats") },
        QStringLiteral("en_US.UTF-8"),
        { { QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=/nonexistent/bus") } });
    QCOMPARE(cli.exitCode, 2);
    QVERIFY2(cli.err.contains(QLatin1String("asks for a password"))
            && cli.err.contains(QLatin1String("no terminal to type it on"))
            && cli.err.contains(QLatin1String("PGPASSWORD")),
        qPrintable(cli.err));

    // ~/.pgpass (here through PGPASSFILE): host:port:database:user:password, mode 0600.
    QFile pass(home.filePath(QStringLiteral("pgpass")));
    QVERIFY(pass.open(QIODevice::WriteOnly));
    pass.write(QStringLiteral("127.0.0.1:%1:%2:%3:%4\n")
                   .arg(m_pg.port())
                   .arg(name, m_pg.superuser(), m_pg.superuserPassword())
                   .toUtf8());
    pass.close();
    pass.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    qputenv("PGPASSFILE", pass.fileName().toLocal8Bit());
    QCOMPARE(failureOpening(bare), PgFailure::None);

    // PGPASSWORD.
    qputenv("PGPASSFILE", home.filePath(QStringLiteral("none")).toLocal8Bit());
    qputenv("PGPASSWORD", m_pg.superuserPassword().toLocal8Bit());
    QCOMPARE(failureOpening(bare), PgFailure::None);
    qunsetenv("PGPASSWORD");
    qunsetenv("PGPASSFILE");
}

void TestPgTeamLedger::emptyForeignAndNewerDatabasesAreRefusedUntouched()
{
    // Empty: reading is refused with the command that creates the ledger.
    const QString empty = m_pg.createDatabase(QStringLiteral("empty"));
    QString message;
    QCOMPARE(failureOpening(m_pg.uri(empty), &message), PgFailure::Empty);
    QVERIFY2(message.contains(QLatin1String("init")), qPrintable(message));
    QCOMPARE(
        m_pg.scalar(empty, QStringLiteral("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")).toInt(), 0);

    // Foreign: another program's table, no rentplan_meta. Neither open nor init touches it.
    const QString foreign = m_pg.createDatabase(QStringLiteral("foreign"));
    QVERIFY(m_pg.exec(foreign, QStringLiteral("CREATE TABLE invoices (id int); INSERT INTO invoices VALUES (7)")));
    QCOMPARE(failureOpening(m_pg.uri(foreign), &message), PgFailure::NotLedger);
    const CliResult init
        = runCli({ QStringLiteral("ledger"), QStringLiteral("--db"), m_pg.uri(foreign), QStringLiteral("init") });
    QCOMPARE(init.exitCode, 2);
    QVERIFY2(init.err.contains(QLatin1String("other tables")), qPrintable(init.err));
    QCOMPARE(
        m_pg.scalar(foreign, QStringLiteral("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")).toInt(), 1);
    QCOMPARE(m_pg.scalar(foreign, QStringLiteral("SELECT id FROM invoices")).toInt(), 7);

    // Newer: a ledger whose schema version is above ours is refused and left as it was.
    const QString newer = freshLedger(QStringLiteral("newer"));
    QVERIFY(m_pg.exec(newer, QStringLiteral("UPDATE rentplan_meta SET value = '99' WHERE key = 'schema_version'")));
    QCOMPARE(failureOpening(m_pg.uri(newer), &message), PgFailure::NewerSchema);
    QVERIFY2(message.contains(QLatin1String("99")), qPrintable(message));
    const CliResult add = runCli({ QStringLiteral("ledger"), QStringLiteral("--db"), m_pg.uri(newer),
        QStringLiteral("add"), QStringLiteral("--date"), QStringLiteral("2026-01-01"), QStringLiteral("--card"),
        QStringLiteral("l4"), QStringLiteral("--cards"), QStringLiteral("1"), QStringLiteral("--billed-hours"),
        QStringLiteral("1"), QStringLiteral("--cost"), QStringLiteral("1") });
    QCOMPARE(add.exitCode, 2);
    QCOMPARE(m_pg.scalar(newer, QStringLiteral("SELECT count(*) FROM jobs")).toInt(), 0);
    QCOMPARE(
        m_pg.scalar(newer, QStringLiteral("SELECT value FROM rentplan_meta WHERE key = 'schema_version'")).toString(),
        QStringLiteral("99"));
}

void TestPgTeamLedger::rolesAreEnforcedByTheServer()
{
    const QString name = freshLedger(QStringLiteral("roles"), true);
    const QString alice = role(QStringLiteral("alice")), bob = role(QStringLiteral("bob")),
                  fin = role(QStringLiteral("fin")), boss = role(QStringLiteral("boss"));
    for (const QString& who : { alice, bob, fin, boss })
        QVERIFY(m_pg.createRole(who, who + QStringLiteral("-pw")));
    QVERIFY(m_pg.exec(QStringLiteral("postgres"),
        QStringLiteral("GRANT rentplan_writer TO %1, %2; GRANT rentplan_reader TO %3; "
                       "GRANT rentplan_admin TO %4")
            .arg(alice, bob, fin, boss)));

    LedgerDb asAlice(m_pg.uri(name, alice));
    LedgerDb asBob(m_pg.uri(name, bob));
    LedgerDb asFin(m_pg.uri(name, fin));
    LedgerDb asBoss(m_pg.uri(name, boss));
    QCOMPARE(asAlice.userName(), alice);

    // Writers add jobs, stamped with who recorded them.
    const qint64 aliceJob = JobStore(asAlice).add(job("2026-11-02", "a100-sxm-80g", 8, 60, 8880));
    const qint64 bobJob = JobStore(asBob).add(job("2026-11-03", "l4", 1, 10, 25));
    QCOMPARE(JobStore(asBob).find(aliceJob)->recordedBy, alice);

    // Bob cannot change or delete Alice's job: the message says whose it is.
    JobRecord changed = *JobStore(asBob).find(aliceJob);
    changed.cost = 1;
    try {
        JobStore(asBob).update(changed);
        QFAIL("a writer edited someone else's job");
    } catch (const InputException& e) {
        QVERIFY2(e.error().message.contains(alice), qPrintable(e.error().message));
    }
    QVERIFY_THROWS_EXCEPTION(InputException, JobStore(asBob).remove(aliceJob));
    // Enforced by the server, not the app: plain SQL as Bob changes no row of Alice's
    // and cannot record a job in her name.
    QSqlQuery raw(asBob.database());
    QVERIFY(raw.exec(QStringLiteral("UPDATE jobs SET cost = 0")));
    QCOMPARE(raw.numRowsAffected(), 1); // his own only
    QVERIFY(!raw.exec(QStringLiteral("INSERT INTO jobs (date, card, cards, billed_hours, cost, recorded_by) "
                                     "VALUES ('2026-01-01', 'l4', 1, 1, 1, '%1')")
                          .arg(alice)));
    QCOMPARE(JobStore(asAlice).find(aliceJob)->cost, 8880.0);
    QCOMPARE(JobStore(asAlice).find(bobJob)->cost, 0.0);

    // Finance reads everything, statistics by person included, and writes nothing.
    const LedgerStats stats = LedgerStats::compute(asFin);
    QCOMPARE(stats.jobs, 2);
    QCOMPARE(stats.currencies.first().byPerson.size(), 2);
    QCOMPARE(stats.currencies.first().byPerson.first().key, alice); // 8,880 before 0
    try {
        JobStore(asFin).add(job("2026-11-04", "l4", 1, 1, 1));
        QFAIL("a reader added a job");
    } catch (const InputException& e) {
        QVERIFY2(e.error().message.contains(QLatin1String("role does not allow")), qPrintable(e.error().message));
    }

    // The admin edits anyone's job; the edit is stamped with the admin's name.
    JobRecord fixed = *JobStore(asBoss).find(aliceJob);
    fixed.notes = QStringLiteral("checked against the invoice");
    const JobRecord stored = JobStore(asBoss).update(fixed);
    QCOMPARE(stored.updatedBy, boss);
    QCOMPARE(stored.recordedBy, alice);
    QVERIFY(stored.updatedAt.isValid());

    // Imports are the admin's: a writer's import is refused whole, an admin's goes in whole.
    QTemporaryDir dir;
    const QString csv = writeCsv(dir.filePath(QStringLiteral("jobs.csv")), 40, 1);
    QVERIFY_THROWS_EXCEPTION(InputException, LedgerImporter(asAlice).importCsv(csv, false));
    QCOMPARE(m_pg.scalar(name, QStringLiteral("SELECT count(*) FROM jobs")).toInt(), 2);
    const ImportResult imported = LedgerImporter(asBoss).importCsv(csv, false);
    QVERIFY(imported.ok());
    QCOMPARE(imported.rows, 40);
    QCOMPARE(
        m_pg.scalar(name, QStringLiteral("SELECT count(*) FROM jobs WHERE recorded_by = '%1'").arg(boss)).toInt(), 40);
}

// docs/team-ledger.md prints the SQL `init --roles` runs; every statement must be there
// as the program has it (compared with runs of white space made one).
void TestPgTeamLedger::rolesSqlIsDocumented()
{
    QFile doc(QStringLiteral(RENTPLAN_SOURCE_DIR "/docs/team-ledger.md"));
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(doc.readAll()).simplified();
    const QStringList statements = pg_schema::rolesSql();
    QVERIFY(statements.size() > 10);
    for (const QString& sql : statements)
        QVERIFY2(text.contains(sql.simplified() + u';'), qPrintable(sql));
}

void TestPgTeamLedger::staleEditIsRefused()
{
    const QString name = freshLedger(QStringLiteral("stale"));
    LedgerDb first(m_pg.uri(name));
    LedgerDb second(m_pg.uri(name));
    const qint64 id = JobStore(first).add(job("2026-10-01", "h100-sxm-80g", 2, 5, 100));

    const JobRecord loadedByFirst = *JobStore(first).find(id);
    JobRecord edit = *JobStore(second).find(id);
    edit.cost = 120;
    const JobRecord afterSecond = JobStore(second).update(edit);
    QVERIFY(afterSecond.updatedAt.isValid());

    JobRecord late = loadedByFirst;
    late.cost = 90;
    try {
        JobStore(first).update(late);
        QFAIL("an edit of a job changed since it was loaded went through");
    } catch (const InputException& e) {
        QVERIFY2(e.error().message.contains(QLatin1String("changed by %1").arg(m_pg.superuser()))
                && e.error().message.contains(QLatin1String("reload")),
            qPrintable(e.error().message));
    }
    QCOMPARE(JobStore(first).find(id)->cost, 120.0);

    // Reloaded, the edit goes through; the undo writes the old content over the version it left.
    const JobRecord reloaded = *JobStore(first).find(id);
    late = late.withStampsOf(reloaded);
    const JobRecord afterFirst = JobStore(first).update(late);
    QCOMPARE(afterFirst.cost, 90.0);
    const JobRecord undone = JobStore(first).update(reloaded.withStampsOf(afterFirst));
    QCOMPARE(undone.cost, 120.0);
    // An undo against a version someone else replaced meanwhile is refused the same way.
    JobRecord other = *JobStore(second).find(id);
    other.notes = QStringLiteral("second client");
    JobStore(second).update(other);
    QVERIFY_THROWS_EXCEPTION(InputException, JobStore(first).update(afterFirst.withStampsOf(undone)));

    // Edits back to back, several within one millisecond: each still moves the version on,
    // or a stale edit could slip past the check.
    QDateTime last = JobStore(first).find(id)->version();
    for (int i = 0; i < 20; ++i) {
        JobRecord quick = *JobStore(first).find(id);
        quick.notes = QString::number(i);
        const JobRecord stored = JobStore(first).update(quick);
        QVERIFY2(stored.version() > last, qPrintable(stored.version().toString(Qt::ISODateWithMs)));
        last = stored.version();
    }
}

// The window's undo stack on a team ledger: an edit and a delete are undone and
// redone while nobody else writes; once another client changed the job, the undo
// is refused with that client's name and the job keeps the other client's change.
void TestPgTeamLedger::undoFollowsTheSameRule()
{
    const QString name = freshLedger(QStringLiteral("undo"));
    LedgerDb window(m_pg.uri(name));
    LedgerDb colleague(m_pg.uri(name));
    const qint64 id = JobStore(window).add(job("2026-09-01", "a100-sxm-80g", 4, 10, 740));
    QStringList reports;
    auto report = [&reports](const QString& error) { reports.append(error); };
    LedgerSession session(window); // as the page holds it; a ledger on this thread here
    QUndoStack stack;

    // As the page does it: the first write, then the command pushed already done.
    const JobRecord before = *JobStore(window).find(id);
    JobRecord after = before;
    after.cost = 720;
    const JobRecord stored = JobStore(window).update(after);
    stack.push(new EditJobCommand(session, report, before, stored));
    stack.undo();
    QCOMPARE(JobStore(window).find(id)->cost, 740.0);
    stack.redo();
    QCOMPARE(JobStore(window).find(id)->cost, 720.0);
    QVERIFY2(reports.filter(QRegularExpression(QStringLiteral("."))).isEmpty(), qPrintable(reports.join(u'\n')));

    // A delete and its undo bring the job back with who recorded it and when.
    const QList<JobRecord> removed = JobStore(window).remove(QList<qint64> { id });
    stack.push(new DeleteJobsCommand(session, report, removed));
    QCOMPARE(JobStore(window).count(), 0);
    stack.undo();
    const JobRecord back = *JobStore(window).find(id);
    QCOMPARE(back.cost, 720.0);
    QCOMPARE(back.recordedBy, removed.first().recordedBy);
    QCOMPARE(back.recordedAt, removed.first().recordedAt);

    // The colleague edits the job; undoing the window's edit is refused and changes nothing.
    JobRecord theirs = *JobStore(colleague).find(id);
    theirs.notes = QStringLiteral("price agreed with the provider");
    JobStore(colleague).update(theirs);
    stack.setIndex(1); // back to just after the edit
    reports.clear();
    stack.undo();
    QCOMPARE(reports.size(), 1);
    QVERIFY2(reports.first().contains(QLatin1String("changed")), qPrintable(reports.first()));
    const JobRecord now = *JobStore(window).find(id);
    QCOMPARE(now.cost, 720.0);
    QCOMPARE(now.notes, QStringLiteral("price agreed with the provider"));
}

void TestPgTeamLedger::concurrentWritersFromTwoProcesses()
{
    const QString name = freshLedger(QStringLiteral("concurrent"));
    const QString uri = m_pg.uri(name);
    QTemporaryDir dir;
    // Process 1 imports 3,000 rows; process 2 imports another 3,000 and a third process
    // adds 30 jobs one by one, all at once. A fourth imports file 1 again at the same time:
    // exactly one of the two imports of that file may go in.
    const QString csv1 = writeCsv(dir.filePath(QStringLiteral("a.csv")), 3000, 1);
    const QString csv2 = writeCsv(dir.filePath(QStringLiteral("b.csv")), 3000, 2);
    auto start = [&](const QStringList& args, const QString& program = QStringLiteral(RENTPLAN_BINARY)) {
        auto* p = new QProcess(this);
        p->start(program, args);
        return p;
    };
    QProcess* import1
        = start({ QStringLiteral("ledger"), QStringLiteral("--db"), uri, QStringLiteral("import"), csv1 });
    QProcess* import1again
        = start({ QStringLiteral("ledger"), QStringLiteral("--db"), uri, QStringLiteral("import"), csv1 });
    QProcess* import2
        = start({ QStringLiteral("ledger"), QStringLiteral("--db"), uri, QStringLiteral("import"), csv2 });
    // Days 10 to 27 of June and July: always two digits.
    const QString loop = QStringLiteral("for i in $(seq 0 29); do \"") + QStringLiteral(RENTPLAN_BINARY)
        + QStringLiteral("\" ledger --db '") + uri
        + QStringLiteral("' add --date 2026-0$((6 + i / 18))-$((10 + i % 18)) --card l4 --cards 1 --billed-hours 2 "
                         "--cost 3.5 --currency CNY || exit 1; done");
    QProcess* adder = start({ QStringLiteral("-c"), loop }, QStringLiteral("/bin/sh"));
    for (QProcess* p : { import1, import1again, import2, adder }) {
        QVERIFY(p->waitForFinished(180000));
    }
    QVERIFY2(adder->exitCode() == 0, adder->readAllStandardError().constData());
    QCOMPARE(import2->exitCode(), 0);
    // One import of file 1 went in, the other was refused as already imported.
    QCOMPARE(import1->exitCode() + import1again->exitCode(), 2);
    const QString refused = QString::fromUtf8((import1->exitCode() ? import1 : import1again)->readAllStandardError());
    QVERIFY2(refused.contains(QLatin1String("already imported")), qPrintable(refused));

    // Nothing lost, nothing twice: 3,000 + 3,000 + 30 jobs, and the totals the triggers
    // keep agree with the jobs. Each file costs Σ 1.25 × (i % 8 + 1) over 3,000 rows
    // = 375 full cycles × 1.25 × 36 = 16,875; the adds 30 × 3.5 = 105.
    QCOMPARE(m_pg.scalar(name, QStringLiteral("SELECT count(*) FROM jobs")).toInt(), 6030);
    QCOMPARE(
        m_pg.scalar(name, QStringLiteral("SELECT sum(cost)::text FROM jobs")).toString(), QStringLiteral("33855.00"));
    QCOMPARE(m_pg.scalar(name, QStringLiteral("SELECT sum(jobs) FROM job_totals")).toInt(), 6030);
    QCOMPARE(m_pg.scalar(name, QStringLiteral("SELECT sum(cost)::text FROM job_totals")).toString(),
        QStringLiteral("33855.00"));
    QCOMPARE(m_pg.scalar(name, QStringLiteral("SELECT count(*) FROM imports")).toInt(), 2);
}

void TestPgTeamLedger::lostConnectionIsReportedAndReconnects()
{
    const QString name = freshLedger(QStringLiteral("lost"));
    LedgerDb db(m_pg.uri(name));
    JobStore(db).add(job("2026-01-05", "l4", 1, 1, 2));
    // The server ends this client's session (as a restart or an administrator would).
    QVERIFY(m_pg.exec(name,
        QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                       "WHERE datname = current_database() AND pid <> pg_backend_pid()")));
    try {
        JobStore(db).add(job("2026-01-06", "l4", 1, 1, 2));
        QFAIL("a write on a lost connection reported success");
    } catch (const PgException& e) {
        QCOMPARE(e.failure(), PgFailure::ConnectionLost);
        QVERIFY2(
            e.error().message.contains(QStringLiteral("127.0.0.1:%1").arg(m_pg.port())), qPrintable(e.error().message));
    }
    LedgerDb again(m_pg.uri(name));
    QCOMPARE(JobStore(again).count(), 1);
}

void TestPgTeamLedger::serverKilledMidImportKeepsNothing()
{
    PgTestServer own(PgTestServer::OwnCluster);
    QVERIFY(own.ready());
    const QString name = own.createDatabase(QStringLiteral("killed"));
    const QString uri = own.uri(name);
    QCOMPARE(runCli({ QStringLiteral("ledger"), QStringLiteral("--db"), uri, QStringLiteral("init") }).exitCode, 0);
    QTemporaryDir dir;
    const QString csv = writeCsv(dir.filePath(QStringLiteral("big.csv")), 20000, 3);

    // The import (tests/helpers/import_pauser.cpp, the importer `rentplan ledger import` runs) stops inside
    // its transaction after 12,288 rows, most of them already streamed to the server; then the server is
    // killed (SIGKILL) and started again.
    QProcess child;
    child.setProcessChannelMode(QProcess::MergedChannels);
    child.start(QStringLiteral(RENTPLAN_IMPORT_PAUSER), { uri, csv, QStringLiteral("12000") });
    QVERIFY(child.waitForStarted());
    QByteArray err;
    while (!err.contains("RENTPLAN_IMPORT_PAUSED") && child.waitForReadyRead(20000))
        err += child.readAll();
    QVERIFY2(err.contains("RENTPLAN_IMPORT_PAUSED"), err.constData());
    QVERIFY(own.killServer());
    child.kill();
    child.waitForFinished();
    QVERIFY(own.restartServer());

    // Crash recovery rolled the open transaction back: no job, no import record.
    QCOMPARE(own.scalar(name, QStringLiteral("SELECT count(*) FROM jobs")).toInt(), 0);
    QCOMPARE(own.scalar(name, QStringLiteral("SELECT count(*) FROM imports")).toInt(), 0);
    QCOMPARE(own.scalar(name, QStringLiteral("SELECT count(*) FROM job_totals")).toInt(), 0);
    // The same file imports whole afterwards (it was never recorded as imported).
    const CliResult again
        = runCli({ QStringLiteral("ledger"), QStringLiteral("--db"), uri, QStringLiteral("import"), csv });
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    QCOMPARE(own.scalar(name, QStringLiteral("SELECT count(*) FROM jobs")).toInt(), 20000);
}

void TestPgTeamLedger::pushIsIdempotent()
{
    const QString name = freshLedger(QStringLiteral("push"));
    QTemporaryDir dir;
    const QString personal = dir.filePath(QStringLiteral("mine.sqlite"));
    {
        LedgerDb mine(personal);
        JobStore store(mine);
        store.add(job("2026-03-01", "rtx-4090", 1, 12, 30.5));
        // Two identical real jobs are two jobs: both are pushed once.
        store.add(job("2026-03-02", "rtx-4090", 1, 12, 30.5));
        store.add(job("2026-03-02", "rtx-4090", 1, 12, 30.5));
    }
    const QStringList push = { QStringLiteral("ledger"), QStringLiteral("--db"), m_pg.uri(name), QStringLiteral("push"),
        QStringLiteral("--from"), personal };
    CliResult first = runCli(push);
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    QVERIFY2(first.out.contains(QLatin1String("3 added, 0 already there")), qPrintable(first.out));
    CliResult second = runCli(push);
    QVERIFY2(second.out.contains(QLatin1String("0 added, 3 already there")), qPrintable(second.out));
    {
        LedgerDb mine(personal);
        JobStore(mine).add(job("2026-03-02", "rtx-4090", 1, 12, 30.5)); // a third identical job
    }
    CliResult third = runCli(push);
    QVERIFY2(third.out.contains(QLatin1String("1 added, 3 already there")), qPrintable(third.out));
    QCOMPARE(m_pg.scalar(name, QStringLiteral("SELECT count(*) FROM jobs")).toInt(), 4);
    // 4 × 30.5 = 122, exactly (numeric).
    QCOMPARE(m_pg.scalar(name, QStringLiteral("SELECT sum(cost)::text FROM jobs")).toString(), QStringLiteral("122.0"));

    // export works from a team ledger like from a file.
    const QString out = dir.filePath(QStringLiteral("team.csv"));
    const CliResult exported
        = runCli({ QStringLiteral("ledger"), QStringLiteral("--db"), m_pg.uri(name), QStringLiteral("export"), out });
    QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll().count('\n'), 5); // header + 4 jobs
}

// A web server at the port answers libpq's first bytes with HTTP. Before: "refused the
// encrypted connection that TLS mode prefer demands" (with the default TLS mode).
void TestPgTeamLedger::httpServerAtThePortIsNamed()
{
    FakeHttpServer http;
    const QString server = QStringLiteral("127.0.0.1:%1").arg(http.port());
    for (const QString& tls : { QString(), QStringLiteral("?sslmode=disable"), QStringLiteral("?sslmode=require") }) {
        const QString uri = QStringLiteral("postgresql://alice@%1/rentplan").arg(server) + tls;
        QString message;
        QCOMPARE(failureOpening(uri, &message), PgFailure::NotPostgres);
        QVERIFY2(message.contains(server) && message.contains(QLatin1String("not in the PostgreSQL protocol"))
                && !message.contains(QLatin1String("TLS mode")),
            qPrintable(message));
        const CliResult cli = runCli(ledgerArgs(uri, { QStringLiteral("list") }));
        QCOMPARE(cli.exitCode, 2);
        QVERIFY2(cli.err.contains(QLatin1String("not in the PostgreSQL protocol")), qPrintable(cli.err));
        QVERIFY2(ownMessagesOnly(cli.err), qPrintable(cli.err));
        QVERIFY(cli.out.isEmpty());
    }
    QVERIFY(http.connections() >= 6);
}

// Every URI that fails, every action: the password is in no output, as typed or
// percent-decoded. Before: `list` printed the whole URI twice (once in QUrl's report).
void TestPgTeamLedger::passwordsAreNeverPrinted_data()
{
    QTest::addColumn<QString>("uri");
    QTest::addColumn<QStringList>("secrets");
    const QString closed = QString::number(SilentPort::closedPort());
    const QStringList secret { QStringLiteral("Hunter2-SECRET") };
    QTest::newRow("port not a number") << QStringLiteral("postgresql://alice:Hunter2-SECRET@h:abc/x") << secret;
    QTest::newRow("unclosed [") << QStringLiteral("postgresql://alice:Hunter2-SECRET@[::1/x") << secret;
    QTest::newRow("?password= with a bad TLS mode")
        << QStringLiteral("postgresql://alice@h/x?password=Hunter2-SECRET&sslmode=bogus") << secret;
    QTest::newRow("?password= with an unknown key")
        << QStringLiteral("postgresql://alice@h/x?password=Hunter2-SECRET&colour=blue") << secret;
    QTest::newRow("?password= and nothing listens")
        << QStringLiteral("postgresql://alice@127.0.0.1:%1/x?password=Hunter2-SECRET").arg(closed) << secret;
    QTest::newRow("nothing listens") << QStringLiteral("postgresql://alice:Hunter2-SECRET@127.0.0.1:%1/x").arg(closed)
                                     << secret;
    QTest::newRow("percent-encoded") << QStringLiteral("postgresql://alice:Hunter2-%53ECRET@h:abc/x")
                                     << QStringList { QStringLiteral("Hunter2-%53ECRET"),
                                            QStringLiteral("Hunter2-SECRET") };
    QTest::newRow("with / and @") << QStringLiteral("postgresql://alice:Hun/ter2@SECRET@h/x?sslmode=bogus")
                                  << QStringList { QStringLiteral("Hun/ter2@SECRET") };
    QTest::newRow("no //") << QStringLiteral("postgresql:alice:Hunter2-SECRET@h/x") << secret;
    QTest::newRow("POSTGRES:// in capitals") << QStringLiteral("POSTGRES://alice:Hunter2-SECRET@h:abc/x") << secret;
    QTest::newRow("empty database") << QStringLiteral("postgresql://alice:Hunter2-SECRET@h:5432/") << secret;
}

void TestPgTeamLedger::passwordsAreNeverPrinted()
{
    QFETCH(QString, uri);
    QFETCH(QStringList, secrets);
    QTemporaryDir dir;
    const QString csv = writeCsv(dir.filePath(QStringLiteral("jobs.csv")), 3, 9);
    const QString personal = dir.filePath(QStringLiteral("mine.sqlite"));
    QCOMPARE(runCli(ledgerArgs(personal, kAddJob)).exitCode, 0);
    const QList<QStringList> runs { ledgerArgs(uri, { QStringLiteral("list") }),
        ledgerArgs(uri, { QStringLiteral("stats"), QStringLiteral("--json") }), ledgerArgs(uri, kAddJob),
        ledgerArgs(uri, { QStringLiteral("import"), csv }),
        ledgerArgs(uri, { QStringLiteral("export"), dir.filePath(QStringLiteral("out.csv")) }),
        ledgerArgs(uri, { QStringLiteral("init"), QStringLiteral("--roles") }),
        ledgerArgs(uri, { QStringLiteral("push"), QStringLiteral("--from"), personal }),
        { QStringLiteral("ledger"), QStringLiteral("--db=") + uri, QStringLiteral("list") },
        // The source of a push is named in messages too.
        ledgerArgs(m_pg.uri(QStringLiteral("postgres")), { QStringLiteral("push"), QStringLiteral("--from"), uri }) };
    for (const QStringList& args : runs) {
        const CliResult r = runCli(args);
        const QString all = r.out + r.err;
        QVERIFY2(r.exitCode == 2, qPrintable(args.join(u' ') + u'\n' + all));
        QVERIFY2(!r.err.trimmed().isEmpty(), qPrintable(args.join(u' ')));
        for (const QString& s : secrets)
            QVERIFY2(!all.contains(s), qPrintable(args.join(u' ') + QStringLiteral("\nprinted the password:\n") + all));
        QVERIFY2(ownMessagesOnly(r.err), qPrintable(r.err));
    }
    // The engine's own message, as the window shows it.
    try {
        LedgerDb db(uri, LedgerDb::Mode::ReadOnly);
        QFAIL("a failing URI opened");
    } catch (const InputException& e) {
        for (const QString& s : secrets)
            QVERIFY2(!e.error().toString().contains(s), qPrintable(e.error().toString()));
    }
}

// The jobs table locked by another session, as VACUUM FULL or LOCK TABLE hold it. Before:
// `list` and `add` never returned. Now each gives up after lock_timeout (1 s here) with
// the server's name and what it waited for, and the ledger stays as it was.
void TestPgTeamLedger::lockedLedgerEndsTheWait()
{
    const QString name = freshLedger(QStringLiteral("locked"));
    const QString uri = m_pg.uri(name);
    CliResult added = runCli(ledgerArgs(uri, kAddJob));
    QVERIFY2(added.exitCode == 0, qPrintable(added.err));
    QVERIFY2(ownMessagesOnly(added.err), qPrintable(added.err)); // success: nothing but RentPlan's own warning
    {
        const JobsTableLock lock(m_pg, name);
        QVERIFY(lock.held());
        const ScopedEnv lockTimeout("RENTPLAN_LEDGER_LOCK_TIMEOUT", "1");
        QTemporaryDir dir;
        const QString csv = writeCsv(dir.filePath(QStringLiteral("jobs.csv")), 10, 4);
        const QString server = QStringLiteral("127.0.0.1:%1").arg(m_pg.port());
        for (const QStringList& action :
            { QStringList { QStringLiteral("list") }, kAddJob, QStringList { QStringLiteral("import"), csv } }) {
            const CliResult r = runCli(ledgerArgs(uri, action));
            QVERIFY2(r.exitCode == 2, qPrintable(action.first() + u'\n' + r.out + r.err));
            QVERIFY2(r.err.contains(server) && r.err.contains(QLatin1String("locked by another session"))
                    && r.err.contains(QLatin1String("waited 1 s for the lock"))
                    && r.err.contains(QLatin1String("nothing was changed")),
                qPrintable(action.first() + u'\n' + r.err));
            QVERIFY2(ownMessagesOnly(r.err), qPrintable(r.err));
        }
    }
    // Unchanged: the one job added before the lock, no import recorded.
    QCOMPARE(m_pg.scalar(name, QStringLiteral("SELECT count(*) FROM jobs")).toInt(), 1);
    QCOMPARE(m_pg.scalar(name, QStringLiteral("SELECT count(*) FROM imports")).toInt(), 0);
    const CliResult list = runCli(ledgerArgs(uri, { QStringLiteral("list") }));
    QVERIFY2(list.exitCode == 0 && list.out.contains(QLatin1String("2026-02-03")), qPrintable(list.err));
}

// The server stops answering mid-import (SIGSTOP: the kernel still acknowledges every
// packet, so neither TCP nor the server's own limits end the wait). Before: the import
// never returned. Now RentPlan's own limit (the statement limit, 2 s here, plus as much
// again) closes the connection with a message naming the server; nothing is kept.
void TestPgTeamLedger::stoppedServerMidImportEndsTheWait()
{
    PgTestServer own(PgTestServer::OwnCluster);
    QVERIFY(own.ready());
    const QString name = own.createDatabase(QStringLiteral("stopped"));
    const QString uri = own.uri(name);
    QCOMPARE(runCli(ledgerArgs(uri, { QStringLiteral("init") })).exitCode, 0);
    QTemporaryDir dir;
    const QString csv = writeCsv(dir.filePath(QStringLiteral("big.csv")), 20000, 5);
    const QString resume = dir.filePath(QStringLiteral("resume"));

    // The import (tests/helpers/import_pauser.cpp, the importer `rentplan ledger import` runs) stops inside
    // its transaction after 12,288 rows and goes on once the resume file exists.
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RENTPLAN_LEDGER_STATEMENT_TIMEOUT"), QStringLiteral("2"));
    child.setProcessEnvironment(env);
    child.setReadChannel(QProcess::StandardError);
    child.start(QStringLiteral(RENTPLAN_IMPORT_PAUSER), { uri, csv, QStringLiteral("12000"), resume });
    QVERIFY(child.waitForStarted());
    QByteArray err;
    while (!err.contains("RENTPLAN_IMPORT_PAUSED") && child.waitForReadyRead(20000))
        err += child.readAllStandardError();
    QVERIFY2(err.contains("RENTPLAN_IMPORT_PAUSED"), err.constData());
    QVERIFY(own.freezeServer());
    QFile(resume).open(QIODevice::WriteOnly); // the import goes on, into a server that does not answer
    // Bounded: the test's own limit is far above the 4 s RentPlan waits.
    const bool ended = child.waitForFinished(60000);
    if (!ended)
        child.kill();
    QVERIFY(own.thawServer());
    QVERIFY2(ended, "the import still waits on a stopped server");
    err += child.readAllStandardError();
    const QString message = QString::fromUtf8(err);
    QCOMPARE(child.exitCode(), 2);
    QVERIFY2(message.contains(QStringLiteral("127.0.0.1:%1").arg(own.port()))
            && message.contains(QLatin1String("stopped answering: no reply for 4 s while RentPlan waited for")),
        qPrintable(message));
    QVERIFY2(child.readAllStandardOutput().isEmpty(), "nothing reported as imported");
    // The server, thawed, finds the client gone and rolls the transaction back.
    QTRY_COMPARE_WITH_TIMEOUT(
        own.scalar(name,
               QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                              "AND application_name = 'RentPlan'"))
            .toInt(),
        0, 30000);
    QCOMPARE(own.scalar(name, QStringLiteral("SELECT count(*) FROM jobs")).toInt(), 0);
    QCOMPARE(own.scalar(name, QStringLiteral("SELECT count(*) FROM imports")).toInt(), 0);
}

// `push --from` the team ledger itself, however it is spelt, would add every job again
// ("5 added" before). It is refused and nothing changes; another database is fine.
void TestPgTeamLedger::pushRefusesTheTargetItself()
{
    const QString name = freshLedger(QStringLiteral("self"));
    const QString uri = m_pg.uri(name);
    for (int i = 0; i < 5; ++i)
        QCOMPARE(runCli(ledgerArgs(uri, kAddJob)).exitCode, 0);
    const QStringList spellings { uri, m_pg.uri(name).replace(QLatin1String("127.0.0.1"), QLatin1String("localhost")),
        // The Unix socket instead of TCP (the cluster trusts it).
        // Concatenated, not arg(): the encoded folder holds %2F.
        QStringLiteral("postgresql:///") + name + QStringLiteral("?host=")
            + QString::fromUtf8(QUrl::toPercentEncoding(m_pg.socketDir())) + QStringLiteral("&port=")
            + QString::number(m_pg.port()) + QStringLiteral("&user=") + m_pg.superuser() };
    for (const QString& from : spellings) {
        const CliResult r = runCli(ledgerArgs(uri, { QStringLiteral("push"), QStringLiteral("--from"), from }));
        QVERIFY2(r.exitCode == 2, qPrintable(from + u'\n' + r.out + r.err));
        QVERIFY2(r.err.contains(QLatin1String("same server and database"))
                && r.err.contains(QLatin1String("nothing was pushed")),
            qPrintable(r.err));
        QVERIFY2(!r.out.contains(QLatin1String("added")), qPrintable(r.out));
        QVERIFY2(ownMessagesOnly(r.err), qPrintable(r.err));
    }
    QCOMPARE(m_pg.scalar(name, QStringLiteral("SELECT count(*) FROM jobs")).toInt(), 5);

    // Another team ledger on the same server is a real source: its 5 jobs go in.
    const QString other = freshLedger(QStringLiteral("other"));
    const CliResult pushed
        = runCli(ledgerArgs(m_pg.uri(other), { QStringLiteral("push"), QStringLiteral("--from"), uri }));
    QVERIFY2(
        pushed.exitCode == 0 && pushed.out.contains(QLatin1String("5 added, 0 already there")), qPrintable(pushed.err));
}

// A write the server refuses, and one whose connection the server ends, print RentPlan's
// message and nothing else. Before: "Unable to free statement: ERROR: current transaction
// is aborted…" (QPSQL freeing a statement inside the failed transaction) and
// "QSqlQuery::exec: database not open" (a rollback on the closed connection).
void TestPgTeamLedger::failedWritesPrintOnlyTheirMessage()
{
    const QString name = freshLedger(QStringLiteral("quiet"), true);
    const QString reader = role(QStringLiteral("quiet_reader"));
    QVERIFY(m_pg.createRole(reader, QStringLiteral("reader-pw")));
    QVERIFY(m_pg.exec(QStringLiteral("postgres"), QStringLiteral("GRANT rentplan_reader TO %1").arg(reader)));
    QTemporaryDir dir;
    const QString csv = writeCsv(dir.filePath(QStringLiteral("jobs.csv")), 10, 6);
    for (const QStringList& action : { kAddJob, QStringList { QStringLiteral("import"), csv } }) {
        const CliResult refused = runCli(ledgerArgs(m_pg.uri(name, reader), action));
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QLatin1String("your role does not allow it")), qPrintable(refused.err));
        QVERIFY2(ownMessagesOnly(refused.err), qPrintable(refused.err));
    }

    // An add waits for a lock; the server then ends its session.
    {
        const JobsTableLock lock(m_pg, name);
        QVERIFY(lock.held());
        const ScopedEnv patient("RENTPLAN_LEDGER_LOCK_TIMEOUT", "60"); // the session ends first
        QProcess add;
        add.start(QStringLiteral(RENTPLAN_BINARY), ledgerArgs(m_pg.uri(name), kAddJob));
        QVERIFY(add.waitForStarted());
        const QString waiting
            = QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                             "AND application_name = 'RentPlan' AND wait_event_type = 'Lock'");
        QTRY_COMPARE_WITH_TIMEOUT(m_pg.scalar(name, waiting).toInt(), 1, 20000);
        QVERIFY(m_pg.exec(name,
            QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE "
                           "datname = current_database() AND application_name = 'RentPlan'")));
        QVERIFY(add.waitForFinished(30000));
        const QString err = QString::fromUtf8(add.readAllStandardError());
        QCOMPARE(add.exitCode(), 2);
        QVERIFY2(err.contains(QLatin1String("lost the connection")), qPrintable(err));
        QVERIFY2(ownMessagesOnly(err), qPrintable(err));
    }
    QCOMPARE(m_pg.scalar(name, QStringLiteral("SELECT count(*) FROM jobs")).toInt(), 0);
}

void TestPgTeamLedger::version1IsUpgradedAndCalibrates()
{
    // A team ledger as schema version 1 had it: no planned_hours column, one job in it.
    const QString name = freshLedger(QStringLiteral("v1"));
    QVERIFY(m_pg.exec(name,
        QStringLiteral("ALTER TABLE jobs DROP COLUMN planned_hours; "
                       "UPDATE rentplan_meta SET value = '1' WHERE key = 'schema_version'; "
                       "INSERT INTO jobs (date, card, cards, billed_hours, cost, task, plan, phase) "
                       "VALUES ('2026-01-05', 'h100-sxm', 8, 13, 260, 'full_training', 'calib-demo', 'p01')")));
    {
        LedgerDb db(m_pg.uri(name)); // opened for writing: upgraded in place
        JobStore store(db);
        QCOMPARE(store.count(), 1);
        JobRecord kept = store.list(1).first();
        QCOMPARE(kept.billedHours, 13.0);
        QCOMPARE(kept.phase, QStringLiteral("p01"));
        QVERIFY(!kept.plannedHours);
        kept.plannedHours = 10;
        store.update(kept);
        // Four more phases billed 1.3 × planned: 26 for 20, 39 for 30, 52 for 40, 65 for 50.
        for (int i = 2; i <= 5; ++i) {
            JobRecord more = job("2026-01-06", "h100-sxm", 8, 13.0 * i, 260.0 * i);
            more.task = QStringLiteral("full_training");
            more.plan = QStringLiteral("calib-demo");
            more.phase = QStringLiteral("p0%1").arg(i);
            more.plannedHours = 10.0 * i;
            store.add(more);
        }
    }
    QCOMPARE(
        m_pg.scalar(name, QStringLiteral("SELECT value FROM rentplan_meta WHERE key = 'schema_version'")).toString(),
        QString::number(pg_schema::kVersion));
    QCOMPARE(m_pg.scalar(name, QStringLiteral("SELECT count(*) FROM jobs WHERE planned_hours IS NOT NULL")).toInt(), 5);
    const calibration::Calibration c = calibration::fromLedger(m_pg.uri(name));
    const calibration::Group* g = c.find(QStringLiteral("h100-sxm"), PhaseKind::FullTraining);
    QVERIFY(g);
    QCOMPARE(g->jobs, 5);
    QCOMPARE(g->medianRatio, 1.3);
    QVERIFY(g->enough());
    const CliResult cli
        = runCli({ QStringLiteral("calibrate"), QStringLiteral("--db"), m_pg.uri(name), QStringLiteral("--json") });
    QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
    QCOMPARE(cli.json().at("groups").at(0).at("jobs").get<int>(), 5);
}

QTEST_GUILESS_MAIN(TestPgTeamLedger)
#include "tst_pgteamledger.moc"
