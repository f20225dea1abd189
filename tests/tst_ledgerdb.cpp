#include "models/common/InputError.h"
#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerImporter.h"
#include "models/ledger/LedgerSchema.h"
#include "models/ledger/LedgerStats.h"

#include "tests/DamagedLedger.h"
#include "tests/SqlScript.h"
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <QtTest>

using namespace rp;

namespace {

// The statistics of a ledger whose jobs all use one currency (or none).
const LedgerStats::Currency& one(const LedgerStats& stats)
{
    if (stats.currencies.size() != 1)
        qFatal("expected one currency, found %d", int(stats.currencies.size()));
    return stats.currencies.first();
}

// Runs statements on a plain QSQLITE connection of the test's own, as another program would.
QVariant raw(const QString& path, const QStringList& statements)
{
    QVariant last;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        if (!db.open())
            qFatal("cannot open %s", qPrintable(path));
        QSqlQuery query(db);
        for (const QString& sql : statements) {
            if (!query.exec(sql))
                qFatal("%s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
            if (query.next())
                last = query.value(0);
        }
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    return last;
}

QByteArray bytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

JobRecord sampleJob()
{
    JobRecord job;
    job.date = QDate(2024, 5, 1);
    job.card = QStringLiteral("l40s");
    job.cards = 2;
    job.billedHours = 3;
    job.cost = 12;
    return job;
}

// The schema as version 1 shipped it, frozen here: old files in the wild look like this.
QStringList version1(const QString& extraColumn = {})
{
    return { QStringLiteral("PRAGMA application_id = %1").arg(ledger_schema::kApplicationId),
        QStringLiteral("CREATE TABLE jobs (date TEXT NOT NULL CHECK (length(date) = 10), provider TEXT NOT NULL "
                       "DEFAULT '', card TEXT NOT NULL CHECK (card <> ''), cards INTEGER NOT NULL CHECK (cards >= 1), "
                       "billing_mode TEXT NOT NULL DEFAULT '', billed_hours REAL NOT NULL CHECK (billed_hours > 0), "
                       "busy_hours REAL CHECK (busy_hours >= 0 AND busy_hours <= billed_hours), cost REAL NOT NULL "
                       "CHECK (cost >= 0), currency TEXT NOT NULL DEFAULT '', task TEXT NOT NULL DEFAULT '', model "
                       "TEXT NOT NULL DEFAULT '', result TEXT NOT NULL DEFAULT '', tags TEXT NOT NULL DEFAULT '', "
                       "notes TEXT NOT NULL DEFAULT '', id INTEGER PRIMARY KEY%1)")
            .arg(extraColumn),
        QStringLiteral("CREATE INDEX jobs_date ON jobs (date)"),
        QStringLiteral("CREATE TABLE imports (id INTEGER PRIMARY KEY, sha256 TEXT NOT NULL, file_name TEXT NOT NULL, "
                       "imported_at TEXT NOT NULL, rows INTEGER NOT NULL)"),
        QStringLiteral("CREATE INDEX imports_sha256 ON imports (sha256)"),
        QStringLiteral("INSERT INTO jobs (date, card, cards, billed_hours, busy_hours, cost) VALUES "
                       "('2023-12-01', 'a10', 1, 10, 5, 20), ('2023-12-02', 'a10', 2, 1, NULL, 4)"),
        QStringLiteral("PRAGMA user_version = 1") };
}

QString openError(const QString& path, LedgerDb::Mode mode = LedgerDb::Mode::ReadWrite)
{
    try {
        LedgerDb db(path, mode);
    } catch (const InputException& e) {
        return e.error().message;
    }
    return {};
}

} // namespace

class TestLedgerDb : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void newLedgerIsCreatedWithSchemaAndWal();
    void newerSchemaIsRefusedAndLeftUntouched();
    void foreignFilesAreRefusedAndNeverOverwritten_data();
    void foreignFilesAreRefusedAndNeverOverwritten();
    void readOnlyLedgerReadsButRefusesWrites();
    void lockedLedgerFailsFastWithAClearMessage();
    void killDuringImportLeavesLedgerAsBefore();
    void upgradeFromVersion1KeepsJobsAndMakesBackup();
    void failedUpgradeRollsBackAndKeepsBackup();
    void upgradeFromVersion3AddsPlannedHours();
    void damagedLedgerIsRefusedAndNeverWritten();
    void defaultPathHasNoDoubledFolder();

private:
    QString path(const char* name) const { return m_dir->filePath(QLatin1String(name)); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestLedgerDb::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestLedgerDb::newLedgerIsCreatedWithSchemaAndWal()
{
    {
        LedgerDb db(path("new.sqlite"));
        QVERIFY(!db.isReadOnly());
        QVERIFY(db.backupPath().isEmpty());
        QVERIFY(db.handle());
        QCOMPARE(raw(path("new.sqlite"), { QStringLiteral("PRAGMA application_id") }).toInt(),
            ledger_schema::kApplicationId);
        QCOMPARE(raw(path("new.sqlite"), { QStringLiteral("PRAGMA user_version") }).toInt(), ledger_schema::kVersion);
        QCOMPARE(raw(path("new.sqlite"), { QStringLiteral("PRAGMA journal_mode") }).toString(), QStringLiteral("wal"));
    }
    // Nothing was written to it, so it is not left behind (docs/reliability.md)...
    QVERIFY(QDir(m_dir->path()).entryList({ QStringLiteral("new.sqlite*") }, QDir::Files).isEmpty());
    // ...while one that received a job stays.
    {
        LedgerDb db(path("new.sqlite"));
        JobStore(db).add(sampleJob());
    }
    QCOMPARE(raw(path("new.sqlite"), { QStringLiteral("SELECT count(*) FROM jobs") }).toInt(), 1);
}

void TestLedgerDb::newerSchemaIsRefusedAndLeftUntouched()
{
    {
        LedgerDb db(path("l.sqlite"));
        JobStore(db).add(sampleJob());
    }
    raw(path("l.sqlite"), { QStringLiteral("PRAGMA user_version = 99") });
    const QByteArray before = bytes(path("l.sqlite"));
    // SQLite's own -wal/-shm companions may appear; what matters is the ledger file and no backup.
    const QStringList filesBefore = QDir(m_dir->path()).entryList({ QStringLiteral("*.sqlite*") }, QDir::Files);
    QVERIFY(openError(path("l.sqlite")).contains(u"newer"));
    QVERIFY(openError(path("l.sqlite"), LedgerDb::Mode::ReadOnly).contains(u"newer"));
    QCOMPARE(bytes(path("l.sqlite")), before);
    QStringList filesAfter = QDir(m_dir->path()).entryList({ QStringLiteral("*.sqlite*") }, QDir::Files);
    filesAfter.removeIf([](const QString& name) { return name.endsWith(u"-wal") || name.endsWith(u"-shm"); });
    QCOMPARE(filesAfter, filesBefore);
}

void TestLedgerDb::foreignFilesAreRefusedAndNeverOverwritten_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty file") << QByteArray() << "empty";
    QTest::newRow("text file") << QByteArray("date,card\n2024-01-01,a10\n").repeated(40) << "not a SQLite database";
    QTest::newRow("short junk") << QByteArray("x") << "not a SQLite database";
}

void TestLedgerDb::foreignFilesAreRefusedAndNeverOverwritten()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QFile file(path("f.sqlite"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    const QString message = openError(path("f.sqlite"));
    QVERIFY2(message.contains(expected), qPrintable(message));
    QCOMPARE(bytes(path("f.sqlite")), content);
}

void TestLedgerDb::readOnlyLedgerReadsButRefusesWrites()
{
    // Another program's SQLite file is refused too, and stays as it was.
    raw(path("other.sqlite"),
        { QStringLiteral("CREATE TABLE notes (x)"), QStringLiteral("INSERT INTO notes VALUES (1)") });
    const QByteArray other = bytes(path("other.sqlite"));
    QVERIFY(openError(path("other.sqlite")).contains(u"another program"));
    QCOMPARE(bytes(path("other.sqlite")), other);

    QVERIFY(openError(path("missing.sqlite"), LedgerDb::Mode::ReadOnly).contains(u"no such"));
    QVERIFY(!QFile::exists(path("missing.sqlite")));

    {
        LedgerDb db(path("l.sqlite"));
        JobStore(db).add(sampleJob());
    }
    LedgerDb db(path("l.sqlite"), LedgerDb::Mode::ReadOnly);
    QVERIFY(db.isReadOnly());
    QCOMPARE(JobStore(db).count(), 1);
    QCOMPARE(one(LedgerStats::compute(db)).total.cost, 12.0);
    try {
        JobStore(db).add(sampleJob());
        QFAIL("a read-only ledger accepted a write");
    } catch (const InputException& e) {
        QVERIFY2(e.error().message.contains(u"read-only"), qPrintable(e.error().message));
    }
    QCOMPARE(JobStore(db).count(), 1);
}

void TestLedgerDb::lockedLedgerFailsFastWithAClearMessage()
{
    LedgerDb db(path("l.sqlite"));
    LedgerDb other(path("l.sqlite")); // a second connection, as a second window would have
    other.beginWrite();
    JobStore(other).insertInTransaction(sampleJob());
    QElapsedTimer timer;
    timer.start();
    try {
        JobStore(db).add(sampleJob());
        QFAIL("the write did not notice the lock");
    } catch (const InputException& e) {
        QVERIFY2(e.error().message.contains(u"locked"), qPrintable(e.error().message));
    }
    QVERIFY(timer.elapsed() < 5000);
    QVERIFY(timer.elapsed() >= LedgerDb::kBusyTimeoutMs - 100); // it did wait for the lock first
    QCOMPARE(JobStore(db).count(), 0); // WAL: reading still works during the other's write
    other.rollback();
    JobStore(db).add(sampleJob());
    QCOMPARE(JobStore(db).count(), 1);
}

void TestLedgerDb::killDuringImportLeavesLedgerAsBefore()
{
    {
        LedgerDb db(path("l.sqlite"));
        QVERIFY(
            LedgerImporter(db).importCsv(QStringLiteral(RENTPLAN_TEST_DATA "/ledger/valid-bom-crlf.csv"), false).ok());
    }
    QFile csv(path("big.csv"));
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write(
        "date,provider,card,cards,billing_mode,billed_hours,busy_hours,cost,currency,task,model,result,tags,notes\n");
    for (int i = 0; i < 5000; ++i)
        csv.write(QStringLiteral("2024-04-%1,p,h100-sxm,8,spot,%2,,%3,USD,t,m,r,,\n")
                      .arg(1 + i % 28, 2, 10, QLatin1Char('0'))
                      .arg(1 + i % 9)
                      .arg(i)
                      .toUtf8());
    csv.close();

    // The import (tests/helpers/import_pauser.cpp, the importer `rentplan ledger import` runs) stops inside
    // its write transaction at its first progress report, after 4,096 rows.
    QProcess child;
    child.setProcessChannelMode(QProcess::MergedChannels);
    child.start(QStringLiteral(RENTPLAN_IMPORT_PAUSER), { path("l.sqlite"), path("big.csv"), QStringLiteral("4096") });
    QVERIFY(child.waitForStarted());
    QByteArray err;
    while (!err.contains("RENTPLAN_IMPORT_PAUSED") && child.waitForReadyRead(10000))
        err += child.readAll();
    QVERIFY2(err.contains("RENTPLAN_IMPORT_PAUSED"), err.constData());

    {
        // Another process holds the write lock now: a write here fails fast and says why.
        LedgerDb db(path("l.sqlite"));
        QElapsedTimer timer;
        timer.start();
        QString message;
        try {
            JobStore(db).add(sampleJob());
        } catch (const InputException& e) {
            message = e.error().message;
        }
        QVERIFY2(message.contains(u"locked"), qPrintable(message));
        QVERIFY(timer.elapsed() < 5000);
    }

    child.kill(); // SIGKILL: no destructor, no rollback by the importer itself
    QVERIFY(child.waitForFinished(10000));

    LedgerDb db(path("l.sqlite"));
    QCOMPARE(JobStore(db).count(), 3);
    QCOMPARE(LedgerStats::compute(db).jobs, 3);
    QSqlQuery check(db.database());
    QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
    QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
    QVERIFY(check.exec(QStringLiteral("SELECT count(*) FROM imports")) && check.next());
    QCOMPARE(check.value(0).toInt(), 1);
}

void TestLedgerDb::upgradeFromVersion1KeepsJobsAndMakesBackup()
{
    raw(path("old.sqlite"), version1());
    QString backup;
    {
        LedgerDb db(path("old.sqlite"));
        backup = db.backupPath();
        QVERIFY(QFile::exists(backup));
        QCOMPARE(JobStore(db).count(), 2);
        // Totals were built from the old jobs: 20 + 4 cost, 10 + 2 card-hours.
        const LedgerStats stats = LedgerStats::compute(db);
        QCOMPARE(one(stats).total.cost, 24.0);
        QCOMPARE(one(stats).total.cardHours, 12.0);
        QCOMPARE(one(stats).total.idleCost, 10.0);
    }
    QCOMPARE(raw(path("old.sqlite"), { QStringLiteral("PRAGMA user_version") }).toInt(), ledger_schema::kVersion);
    QCOMPARE(raw(backup, { QStringLiteral("PRAGMA user_version") }).toInt(), 1);
    QCOMPARE(raw(backup, { QStringLiteral("SELECT count(*) FROM jobs") }).toInt(), 2);
}

void TestLedgerDb::failedUpgradeRollsBackAndKeepsBackup()
{
    // A hand-edited version 1 file that already has a "phase" column: step 2 adds
    // "plan", then fails on "phase" and must take "plan" back out.
    raw(path("old.sqlite"), version1(QStringLiteral(", phase TEXT")));
    const QString message = openError(path("old.sqlite"));
    QVERIFY2(message.contains(u"undone"), qPrintable(message));
    const QStringList backups = QDir(m_dir->path()).entryList({ QStringLiteral("old.sqlite.v1-backup-*") });
    QCOMPARE(backups.size(), 1);
    QVERIFY(message.contains(backups.first()));
    QCOMPARE(raw(path("old.sqlite"), { QStringLiteral("PRAGMA user_version") }).toInt(), 1);
    QCOMPARE(raw(path("old.sqlite"),
                 { QStringLiteral("SELECT count(*) FROM pragma_table_info('jobs') WHERE name = 'plan'") })
                 .toInt(),
        0);
    QCOMPARE(raw(path("old.sqlite"), { QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'job_totals'") })
                 .toInt(),
        0);
    QCOMPARE(raw(path("old.sqlite"), { QStringLiteral("SELECT count(*) FROM jobs") }).toInt(), 2);
    QCOMPARE(raw(m_dir->filePath(backups.first()), { QStringLiteral("SELECT count(*) FROM jobs") }).toInt(), 2);
}

void TestLedgerDb::upgradeFromVersion3AddsPlannedHours()
{
    // A ledger as version 3 wrote it (before planned_hours), with one job recorded from a phase.
    runSqlScript(path("v3.sqlite"), QStringLiteral(RENTPLAN_TEST_DATA "/ledger/version3.sql"));
    QCOMPARE(raw(path("v3.sqlite"), { QStringLiteral("PRAGMA user_version") }).toInt(), 3);
    QCOMPARE(raw(path("v3.sqlite"),
                 { QStringLiteral("SELECT count(*) FROM pragma_table_info('jobs') WHERE name = 'planned_hours'") })
                 .toInt(),
        0);
    // Read-only, it is not upgraded (and says why).
    QVERIFY(openError(path("v3.sqlite"), LedgerDb::Mode::ReadOnly).contains(u"upgrade"));
    QString backup;
    {
        LedgerDb db(path("v3.sqlite"));
        backup = db.backupPath();
        QVERIFY(QFile::exists(backup));
        JobStore store(db);
        QCOMPARE(store.count(), 1);
        JobRecord job = store.list(10).first();
        // The job kept every field: 8 × H100 SXM for 13 h at 260, planned 200 for phase p01.
        QCOMPARE(job.card, QStringLiteral("h100-sxm"));
        QCOMPARE(job.cards, 8);
        QCOMPARE(job.billedHours, 13.0);
        QCOMPARE(job.cost, 260.0);
        QCOMPARE(job.plan, QStringLiteral("calib-demo"));
        QCOMPARE(job.phase, QStringLiteral("p01"));
        QCOMPARE(job.plannedCost, std::optional<double>(200.0));
        QVERIFY(!job.plannedHours.has_value()); // unknown, not zero
        // The new column takes planned hours, and refuses negative ones.
        job.plannedHours = 10.0;
        store.update(job);
        QCOMPARE(store.find(job.id)->plannedHours, std::optional<double>(10.0));
        QSqlQuery negative(db.database());
        QVERIFY(!negative.exec(QStringLiteral("UPDATE jobs SET planned_hours = -1")));
        // Totals kept by the version-3 triggers still add up: 8 × 13 = 104 card-hours.
        QCOMPARE(one(LedgerStats::compute(db)).total.cardHours, 104.0);
    }
    QCOMPARE(raw(path("v3.sqlite"), { QStringLiteral("PRAGMA user_version") }).toInt(), ledger_schema::kVersion);
    QCOMPARE(ledger_schema::kVersion, 4);
    QCOMPARE(raw(backup, { QStringLiteral("PRAGMA user_version") }).toInt(), 3);
}

void TestLedgerDb::damagedLedgerIsRefusedAndNeverWritten()
{
    const QString file = path("damaged.sqlite");
    QVERIFY(makeDamagedLedger(file));
    const QByteArray before = bytes(file);
    QVERIFY(LedgerDb::quickCheck(file) != u"ok");

    // Checked on opening: refused with the reason.
    try {
        LedgerDb db(file);
        QFAIL("a damaged ledger opened");
    } catch (const InputException& e) {
        QVERIFY2(e.error().message.contains(u"damaged"), qPrintable(e.error().toString()));
    }
    // Checked before the first write: it opens for reading, but the write is refused.
    {
        LedgerDb db(file, LedgerDb::Mode::ReadWrite, LedgerDb::Check::BeforeFirstWrite);
        QVERIFY(!db.isChecked());
        QVERIFY_THROWS_EXCEPTION(InputException, JobStore(db).add(sampleJob()));
        QVERIFY(!db.isChecked());
    }
    QCOMPARE(bytes(file), before);

    // A sound ledger passes the same check, and a deferred open writes once it has.
    const QString good = path("good.sqlite");
    {
        LedgerDb db(good);
        JobStore(db).add(sampleJob());
    }
    QCOMPARE(LedgerDb::quickCheck(good), QStringLiteral("ok"));
    LedgerDb db(good, LedgerDb::Mode::ReadWrite, LedgerDb::Check::BeforeFirstWrite);
    JobStore(db).add(sampleJob());
    QVERIFY(db.isChecked());
}

void TestLedgerDb::defaultPathHasNoDoubledFolder()
{
    // The app's organization and name are both "RentPlan"; AppDataLocation would put the
    // ledger in …/RentPlan/RentPlan/. It goes in <data>/RentPlan/ledger.sqlite.
    QStandardPaths::setTestModeEnabled(true);
    const QString organization = QCoreApplication::organizationName();
    const QString application = QCoreApplication::applicationName();
    QCoreApplication::setOrganizationName(QStringLiteral("RentPlan"));
    QCoreApplication::setApplicationName(QStringLiteral("RentPlan"));
    const QString path = LedgerDb::defaultPath();
    QCoreApplication::setOrganizationName(organization);
    QCoreApplication::setApplicationName(application);
    QCOMPARE(path,
        QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
            + QStringLiteral("/RentPlan/ledger.sqlite"));
    QVERIFY2(!path.contains(QStringLiteral("RentPlan/RentPlan")), qPrintable(path));
}

QTEST_GUILESS_MAIN(TestLedgerDb)
#include "tst_ledgerdb.moc"
