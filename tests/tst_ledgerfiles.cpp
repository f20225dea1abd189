// docs/reliability.md's file promises on the real binary: RentPlan leaves files it does not own
// as it found them, reads damaged and read-only ledgers honestly, names a full
// disk, and guards CSV cells against formula injection with exact round trips.
#include "tests/CliRunner.h"
#include "tests/DamagedLedger.h"

#include "models/common/InputError.h"
#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerPush.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace {

QByteArray fingerprint(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return "missing";
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
}

QStringList listing(const QString& dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

CliResult ledger(const QString& db, const QStringList& args)
{
    return runCli(QStringList { QStringLiteral("ledger"), QStringLiteral("--db"), db } + args);
}

// `bash -c "ulimit -f KB; rentplan ..."`: every file the command writes may grow to KB kilobytes.
CliResult ledgerWithFileLimit(int kilobytes, const QString& db, const QStringList& args)
{
    QProcess process;
    process.start(QStringLiteral("bash"),
        QStringList { QStringLiteral("-c"),
            QStringLiteral("trap '' XFSZ; ulimit -f %1; exec \"$0\" \"$@\"").arg(kilobytes),
            QStringLiteral(RENTPLAN_BINARY), QStringLiteral("ledger"), QStringLiteral("--db"), db }
            + args);
    process.waitForFinished(120000);
    return { process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError()) };
}

const QStringList kAddJob { QStringLiteral("add"), QStringLiteral("--date"), QStringLiteral("2024-05-01"),
    QStringLiteral("--card"), QStringLiteral("l40s"), QStringLiteral("--cards"), QStringLiteral("2"),
    QStringLiteral("--billed-hours"), QStringLiteral("3"), QStringLiteral("--cost"), QStringLiteral("12") };

QByteArray csvOfJobs(int count)
{
    QByteArray csv = "date,provider,card,cards,billing_mode,billed_hours,busy_hours,cost,currency,task,model,result,"
                     "tags,notes\n";
    for (int i = 0; i < count; ++i)
        csv += "2024-05-" + QByteArray::number(1 + i % 28).rightJustified(2, '0') + ",P" + QByteArray::number(i % 7)
            + ",l40s,2,on_demand,3,2,12,CNY,lora,m,ok,t,note " + QByteArray::number(i) + '\n';
    return csv;
}

} // namespace

class TestLedgerFiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void failedCommandCreatesNoLedger_data();
    void failedCommandCreatesNoLedger();
    void foreignWalDatabaseIsNotTouched();
    void exportNeverReplacesADevice();
    void exportFollowsSymlinkToRegularFileOnly();
    void readCommandsLeaveTheFolderAsFound();
    void damagedLedgerIsNotReadAsTrue();
    void readOnlyFolderLedgerIsReadable();
    void fullDiskIsNamed();
    void listWorksOnAFullDisk();
    void pushRefusesTheSameFile();
    void csvFormulaCellsAreGuardedAndRoundTrip();

private:
    QString path(const QString& name) const { return m_dir->filePath(name); }
    QString write(const QString& name, const QByteArray& bytes) const;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestLedgerFiles::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
}

QString TestLedgerFiles::write(const QString& name, const QByteArray& bytes) const
{
    QFile file(path(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(name));
    return file.fileName();
}

void TestLedgerFiles::failedCommandCreatesNoLedger_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing CSV") << QStringList { QStringLiteral("import"), QStringLiteral("nosuch.csv") }
                                 << QStringLiteral("nosuch.csv");
    QTest::newRow("invalid CSV") << QStringList { QStringLiteral("import"), QStringLiteral("@bad.csv") }
                                 << QStringLiteral("line 3, column cost");
    QTest::newRow("invalid JSON job") << QStringList { QStringLiteral("import"), QStringLiteral("@bad.json") }
                                      << QStringLiteral("jobs[1].cards");
    QTest::newRow("/dev/zero") << QStringList { QStringLiteral("import"), QStringLiteral("/dev/zero") }
                               << QStringLiteral("not a regular file");
    QTest::newRow("export to a missing folder") << QStringList { QStringLiteral("export"),
        QStringLiteral("/nonexistent/out.csv") } << QStringLiteral("out.csv");
}

void TestLedgerFiles::failedCommandCreatesNoLedger()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    write(QStringLiteral("bad.csv"), csvOfJobs(1) + "2024-05-02,P,l40s,2,on_demand,3,2,twelve,CNY,,,,,\n");
    write(QStringLiteral("bad.json"),
        R"({"jobs":[{"date":"2024-05-01","card":"l4","cards":1,"billed_hours":1,"cost":1},)"
        R"({"date":"2024-05-01","card":"l4","cards":1.5,"billed_hours":1,"cost":1}]})");
    for (QString& a : args) {
        if (a.startsWith(u'@'))
            a = path(a.mid(1));
    }
    const QString db = path(QStringLiteral("new.sqlite"));
    const QStringList before = listing(m_dir->path());
    const CliResult r = ledger(db, args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    // Before: a 36 KB new.sqlite stayed behind.
    QCOMPARE(listing(m_dir->path()), before);
}

void TestLedgerFiles::foreignWalDatabaseIsNotTouched()
{
    // Another program's WAL-mode database, with its -wal not yet checkpointed (the
    // program is running or was killed): exactly the files the adversarial run used.
    const QString app = path(QStringLiteral("app.db"));
    sqlite3* handle = nullptr;
    QCOMPARE(sqlite3_open(QFile::encodeName(app).constData(), &handle), SQLITE_OK);
    QCOMPARE(
        sqlite3_exec(handle, "PRAGMA journal_mode=WAL; CREATE TABLE notes(x); INSERT INTO notes VALUES ('keep me');",
            nullptr, nullptr, nullptr),
        SQLITE_OK);
    sqlite3_db_config(handle, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr);
    sqlite3_close(handle);
    QVERIFY(QFile::exists(app + QStringLiteral("-wal")));
    const QList<QByteArray> before { fingerprint(app), fingerprint(app + QStringLiteral("-wal")),
        fingerprint(app + QStringLiteral("-shm")) };

    for (const QStringList& args : { QStringList { QStringLiteral("stats") }, QStringList { QStringLiteral("list") },
             kAddJob, QStringList { QStringLiteral("export"), path(QStringLiteral("o.csv")) } }) {
        const CliResult r = ledger(app, args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"belongs to another program"), qPrintable(r.err));
        const QList<QByteArray> after { fingerprint(app), fingerprint(app + QStringLiteral("-wal")),
            fingerprint(app + QStringLiteral("-shm")) };
        QCOMPARE(after, before); // before: app.db grew 4096 → 8192 and its -wal was checkpointed away
    }
}

void TestLedgerFiles::exportNeverReplacesADevice()
{
    const QString db = path(QStringLiteral("l.sqlite"));
    QCOMPARE(ledger(db, kAddJob).exitCode, 0);
    // A device node of our own (the adversarial run used `mknod full.csv c 1 7`);
    // making one needs root, as replacing the machine's /dev/full did.
    const QString full = path(QStringLiteral("full.csv"));
    const QString null = path(QStringLiteral("null.json"));
    if (::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0666, makedev(1, 7)) != 0
        || ::mknod(QFile::encodeName(null).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
        QSKIP("mknod needs root");
    const QString linkToFull = path(QStringLiteral("link.csv"));
    QVERIFY(QFile::link(full, linkToFull));

    for (const QString& target : { full, linkToFull }) {
        const CliResult r = ledger(db, { QStringLiteral("export"), target });
        QCOMPARE(r.exitCode, 2); // before: exit 0, and the node became a regular file
        QVERIFY2(r.err.contains(u"the disk is full (free space needed:"), qPrintable(r.err));
        struct stat st = {};
        QCOMPARE(::stat(QFile::encodeName(full).constData(), &st), 0);
        QVERIFY(S_ISCHR(st.st_mode));
    }
    QVERIFY(QFileInfo(linkToFull).isSymLink());
    // A device that takes the bytes is written in place, and stays a device.
    const CliResult r = ledger(db, { QStringLiteral("export"), null });
    QCOMPARE(r.exitCode, 0);
    struct stat st = {};
    QCOMPARE(::stat(QFile::encodeName(null).constData(), &st), 0);
    QVERIFY(S_ISCHR(st.st_mode));
}

void TestLedgerFiles::exportFollowsSymlinkToRegularFileOnly()
{
    const QString db = path(QStringLiteral("l.sqlite"));
    QCOMPARE(ledger(db, kAddJob).exitCode, 0);
    const QString real = write(QStringLiteral("real.csv"), "old\n");
    const QString link = path(QStringLiteral("link.csv"));
    QVERIFY(QFile::link(real, link));
    QCOMPARE(ledger(db, { QStringLiteral("export"), link }).exitCode, 0);
    QVERIFY(QFileInfo(link).isSymLink()); // the link stays, its file got the export
    QVERIFY(fingerprint(real) != QCryptographicHash::hash("old\n", QCryptographicHash::Sha256).toHex());

    const QString dangling = path(QStringLiteral("dangling.csv"));
    QVERIFY(QFile::link(path(QStringLiteral("nowhere/x.csv")), dangling));
    const QString fifo = path(QStringLiteral("fifo.csv"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const QString toFifo = path(QStringLiteral("tofifo.csv"));
    QVERIFY(QFile::link(fifo, toFifo));
    const QString toFolder = path(QStringLiteral("tofolder.csv"));
    QVERIFY(QFile::link(m_dir->path(), toFolder));
    for (const QString& target : { dangling, fifo, toFifo, toFolder }) {
        const CliResult r = ledger(db, { QStringLiteral("export"), target });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(target + u':'), qPrintable(r.err));
    }
    QVERIFY(QFileInfo(dangling).isSymLink() && !QFileInfo::exists(path(QStringLiteral("nowhere"))));
    QVERIFY(QFileInfo(toFifo).isSymLink());
    struct stat st = {};
    QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &st), 0);
    QVERIFY(S_ISFIFO(st.st_mode));
}

void TestLedgerFiles::readCommandsLeaveTheFolderAsFound()
{
    const QString db = path(QStringLiteral("l.sqlite"));
    QCOMPARE(ledger(db, kAddJob).exitCode, 0);
    const QStringList before = listing(m_dir->path());
    QCOMPARE(before, QStringList { QStringLiteral("l.sqlite") });
    // A failed export (the adversarial case), and the read commands that succeed.
    QCOMPARE(ledger(db, { QStringLiteral("export"), QStringLiteral("/nonexistent/out.csv") }).exitCode, 2);
    QCOMPARE(listing(m_dir->path()), before);
    QCOMPARE(ledger(db, { QStringLiteral("stats"), QStringLiteral("--json") }).exitCode, 0);
    QCOMPARE(ledger(db, { QStringLiteral("list") }).exitCode, 0);
    QCOMPARE(listing(m_dir->path()), before); // before: l.sqlite-shm and l.sqlite-wal stayed
}

void TestLedgerFiles::damagedLedgerIsNotReadAsTrue()
{
    const QString db = path(QStringLiteral("damaged.sqlite"));
    QVERIFY(makeDamagedLedger(db));
    const QByteArray before = fingerprint(db);
    for (const QStringList& args :
        { QStringList { QStringLiteral("stats"), QStringLiteral("--json") }, QStringList { QStringLiteral("list") },
            QStringList { QStringLiteral("export"), path(QStringLiteral("o.csv")) } }) {
        const CliResult r = ledger(db, args);
        QCOMPARE(r.exitCode, 2); // before: stats and list exited 0 with the damaged file's numbers
        QVERIFY2(r.err.contains(u"the ledger is damaged"), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
    QCOMPARE(fingerprint(db), before);
}

void TestLedgerFiles::readOnlyFolderLedgerIsReadable()
{
    const QString folder = path(QStringLiteral("ro"));
    QVERIFY(QDir().mkpath(folder));
    const QString db = folder + QStringLiteral("/l.sqlite");
    QCOMPARE(ledger(db, kAddJob).exitCode, 0);
    QVERIFY(QFile::setPermissions(folder,
        QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup | QFileDevice::ExeGroup
            | QFileDevice::ReadOther | QFileDevice::ExeOther));
    QFile::setPermissions(
        m_dir->path(), QFile::permissions(m_dir->path()) | QFileDevice::ExeOther | QFileDevice::ReadOther);
    QStringList prefix;
    if (::geteuid() == 0) {
        // root writes anywhere: run the reader as nobody, for whom the folder is read-only.
        if (QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty())
            QSKIP("needs setpriv to drop root");
        prefix = QStringList { QStringLiteral("setpriv"), QStringLiteral("--reuid=65534"),
            QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups"), QStringLiteral(RENTPLAN_BINARY) };
    }
    auto runReader = [&](const QStringList& args) {
        QProcess process;
        const QStringList all = QStringList { QStringLiteral("ledger"), QStringLiteral("--db"), db } + args;
        if (prefix.isEmpty())
            process.start(QStringLiteral(RENTPLAN_BINARY), all);
        else
            process.start(prefix.first(), prefix.mid(1) + all);
        process.waitForFinished(60000);
        return CliResult { process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError()) };
    };
    const CliResult stats = runReader({ QStringLiteral("stats"), QStringLiteral("--json") });
    QCOMPARE(stats.exitCode, 0); // before: exit 2, "cannot be changed"
    QCOMPARE(stats.json()["jobs"].get<int>(), 1);
    QCOMPARE(stats.json()["total_cost"].get<double>(), 12.0);
    const CliResult list = runReader({ QStringLiteral("list") });
    QCOMPARE(list.exitCode, 0);
    QVERIFY(list.out.contains(u"l40s"));
    QCOMPARE(listing(folder), QStringList { QStringLiteral("l.sqlite") });
    // Writing still says why it cannot.
    const CliResult add = runReader(kAddJob);
    QCOMPARE(add.exitCode, 2);
    QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

void TestLedgerFiles::fullDiskIsNamed()
{
    // `ulimit -f` makes every write past the limit fail as a full disk does (EFBIG).
    const QString db = path(QStringLiteral("l.sqlite"));
    QCOMPARE(ledger(db, kAddJob).exitCode, 0);
    const QString csv = write(QStringLiteral("many.csv"), csvOfJobs(20000));
    CliResult r = ledgerWithFileLimit(64, db, { QStringLiteral("import"), csv });
    QCOMPARE(r.exitCode, 2);
    // Before: "disk I/O error".
    QVERIFY2(r.err.contains(u"the disk is full (free space needed: about "), qPrintable(r.err));
    QCOMPARE(ledger(db, { QStringLiteral("stats"), QStringLiteral("--json") }).json()["jobs"].get<int>(), 1);

    // 100 jobs with 1 000-character notes: a 100 KB export against a 64 KB limit
    // (room for the 32 KB -shm SQLite maps beside the ledger it only reads).
    for (int i = 0; i < 100; ++i)
        QCOMPARE(ledger(db, kAddJob + QStringList { QStringLiteral("--notes"), QString(1000, u'n') }).exitCode, 0);
    const QString out = path(QStringLiteral("out.csv"));
    r = ledgerWithFileLimit(64, db, { QStringLiteral("export"), out });
    QCOMPARE(r.exitCode, 2);
    // Before: "cannot write: Unknown error".
    QVERIFY2(r.err.contains(out + QStringLiteral(": the disk is full (free space needed: about ")), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
}

// Reading needs no free space. `ulimit -f` makes every write fail as on a full disk
// (EFBIG, which RentPlan treats as ENOSPC); before, `list` was refused with "the disk
// is full" because SQLite could not make the 32 KiB -shm it maps beside a WAL ledger.
void TestLedgerFiles::listWorksOnAFullDisk()
{
    const QString db = path(QStringLiteral("l.sqlite"));
    QCOMPARE(ledger(db, kAddJob).exitCode, 0);
    QCOMPARE(ledger(db, kAddJob + QStringList { QStringLiteral("--notes"), QStringLiteral("second") }).exitCode, 0);
    const QStringList before = listing(m_dir->path());
    const QByteArray file = fingerprint(db);
    for (const int kilobytes : { 0, 16 }) {
        CliResult r = ledgerWithFileLimit(kilobytes, db, { QStringLiteral("list"), QStringLiteral("--json") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QCOMPARE(r.json().size(), 2u); // both jobs, 2 × l40s: as added above
        QCOMPARE(r.json()[0]["card"].get<std::string>(), "l40s");
        r = ledgerWithFileLimit(kilobytes, db, { QStringLiteral("stats"), QStringLiteral("--json") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // Two jobs of 12 each: 24 in all, 2 × 2 cards × 3 h = 12 card-hours.
        QCOMPARE(r.json()["total_cost"].get<double>(), 24.0);
        QCOMPARE(r.json()["billed_card_hours"].get<double>(), 12.0);
        // Nothing left beside the ledger, nothing changed in it.
        QCOMPARE(listing(m_dir->path()), before);
        QCOMPARE(fingerprint(db), file);
    }
    // Writing still says the disk is full.
    const CliResult add = ledgerWithFileLimit(0, db, kAddJob);
    QCOMPARE(add.exitCode, 2);
    QVERIFY2(add.err.contains(u"the disk is full"), qPrintable(add.err));
}

// The same file however its name is written: a symlink, a hard link, "sub/../", "./".
// Pushing it into itself would add every job again; a copy is another ledger.
void TestLedgerFiles::pushRefusesTheSameFile()
{
    const QString db = path(QStringLiteral("l.sqlite"));
    QCOMPARE(ledger(db, kAddJob).exitCode, 0);
    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("sub")));
    QVERIFY(QFile::link(db, path(QStringLiteral("link.sqlite"))));
    QCOMPARE(
        ::link(QFile::encodeName(db).constData(), QFile::encodeName(path(QStringLiteral("hard.sqlite"))).constData()),
        0);
    QVERIFY(QFile::copy(db, path(QStringLiteral("copy.sqlite"))));
    rp::LedgerDb target(db);
    const QStringList spellings { path(QStringLiteral("link.sqlite")), path(QStringLiteral("hard.sqlite")),
        path(QStringLiteral("sub/../l.sqlite")), QString(m_dir->path() + QStringLiteral("/./l.sqlite")) };
    for (const QString& spelling : spellings) {
        rp::LedgerDb source(spelling, rp::LedgerDb::Mode::ReadOnly);
        QVERIFY2(rp::ledger_push::isSameLedger(source, target), qPrintable(spelling));
        try {
            rp::ledger_push::push(source, target);
            QFAIL("a ledger was pushed into itself");
        } catch (const rp::InputException& e) {
            QVERIFY2(e.error().message.contains(QLatin1String("the same file as")), qPrintable(e.error().toString()));
        }
    }
    rp::LedgerDb copy(path(QStringLiteral("copy.sqlite")), rp::LedgerDb::Mode::ReadOnly);
    QVERIFY(!rp::ledger_push::isSameLedger(copy, target));
    QCOMPARE(rp::JobStore(target).count(), 1);
}

void TestLedgerFiles::csvFormulaCellsAreGuardedAndRoundTrip()
{
    const QString db = path(QStringLiteral("l.sqlite"));
    // OWASP's examples, the adversarial run's cells, and texts that must stay as they are.
    const QStringList notes { QStringLiteral("=HYPERLINK(\"http://x.test\",\"click\")"), QStringLiteral("+1+1"),
        QStringLiteral("@SUM(A1)"), QStringLiteral("=cmd|' /C calc'!A0"), QStringLiteral("-2+3"),
        QStringLiteral("\tindented"), QStringLiteral("-5"), QStringLiteral("+1.5e3"),
        QStringLiteral("'=quoted already"), QStringLiteral("''+two quotes"), QStringLiteral("it's fine"),
        QStringLiteral("plain") };
    const QStringList guarded { QStringLiteral("'=HYPERLINK(\"\"http://x.test\"\",\"\"click\"\")"),
        QStringLiteral("'+1+1"), QStringLiteral("'@SUM(A1)"), QStringLiteral("'=cmd|' /C calc'!A0"),
        QStringLiteral("'-2+3"), QStringLiteral("'\tindented"), QStringLiteral("-5"), QStringLiteral("+1.5e3"),
        QStringLiteral("''=quoted already"), QStringLiteral("'''+two quotes"), QStringLiteral("it's fine"),
        QStringLiteral("plain") };
    for (const QString& note : notes)
        QCOMPARE(
            ledger(db, kAddJob + QStringList { QStringLiteral("--notes"), note, QStringLiteral("--provider"), note })
                .exitCode,
            0);
    const QString csv = path(QStringLiteral("out.csv"));
    QCOMPARE(ledger(db, { QStringLiteral("export"), csv }).exitCode, 0);
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    for (const QString& cell : guarded)
        QVERIFY2(text.contains(u',' + cell + u',') || text.contains(u",\"" + cell + u"\",")
                || text.contains(u",\"" + cell + u"\"\n") || text.contains(u',' + cell + u'\n'),
            qPrintable(cell));
    QVERIFY(!text.contains(u",=") && !text.contains(u",+1+1") && !text.contains(u",@"));

    // Import strips the guard: the copy lists exactly the same jobs.
    const QString copy = path(QStringLiteral("copy.sqlite"));
    QCOMPARE(ledger(copy, { QStringLiteral("import"), csv }).exitCode, 0);
    const auto original = ledger(
        db, { QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("--limit"), QStringLiteral("100") })
                              .json();
    const auto imported = ledger(
        copy, { QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("--limit"), QStringLiteral("100") })
                              .json();
    QCOMPARE(imported.dump(), original.dump());
    QStringList importedNotes;
    for (const auto& job : imported)
        importedNotes.prepend(QString::fromStdString(job["notes"].get<std::string>()));
    QCOMPARE(importedNotes, notes);
}

QTEST_GUILESS_MAIN(TestLedgerFiles)
#include "tst_ledgerfiles.moc"
