#include "tests/CliRunner.h"
#include "tests/LedgerBackends.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

namespace {

struct Run {
    int code;
    QByteArray out;
    QByteArray err;
};

// Runs the real binary in English (tests/CliRunner.h); `password` goes to libpq as PGPASSWORD, so the
// URI on the command line carries none.
Run run(const QStringList& args, const QString& password = {})
{
    QList<QPair<QString, QString>> extra { { QStringLiteral("LANGUAGE"), QStringLiteral("en") } };
    if (!password.isEmpty())
        extra.append({ QStringLiteral("PGPASSWORD"), password });
    const CliResult r = runCli(args, QStringLiteral("C.UTF-8"), extra);
    return { r.exitCode, r.out.toUtf8(), r.err.toUtf8() };
}

} // namespace

// The `rentplan ledger` command line, run as the real binary, once against a personal
// ledger file and once against a team ledger: a fresh PostgreSQL database given as a
// postgresql:// URI after `rentplan ledger --db URI init` (docs/team-ledger.md).
class TestLedgerCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase_data() { addLedgerBackends(); }
    void init();
    void cleanup();
    void addListStatsExport();
    void importReportsLineAndColumn();
    void badInputExitsWithTwo_data();
    void badInputExitsWithTwo();
    void statsNeverAddCurrencies();

private:
    // A new, empty ledger of the row's back end: a file path, or the URI (without its
    // password) of a fresh database in which `ledger init` created the team ledger.
    QString newLedger(const QString& name);
    Run run(const QStringList& args) const { return ::run(args, m_password); }
    Run ledger(const QString& db, QStringList args) const
    {
        args.prepend(db);
        args.prepend(QStringLiteral("--db"));
        args.prepend(QStringLiteral("ledger"));
        return run(args);
    }
    Run ledger(const QStringList& args) const { return ledger(m_db, args); }
    std::unique_ptr<QTemporaryDir> m_dir; // exported files
    std::unique_ptr<FreshLedgers> m_ledgers;
    QString m_password; // the database user's, for PGPASSWORD
    QString m_user; // the database user (team ledger)
    QString m_db;
};

void TestLedgerCli::init()
{
    QFETCH_GLOBAL(QString, backend);
    m_dir = std::make_unique<QTemporaryDir>();
    m_ledgers = std::make_unique<FreshLedgers>(backend);
    QVERIFY(m_ledgers->ready());
    m_db = newLedger(QStringLiteral("cli"));
    QVERIFY(!m_db.isEmpty());
}

void TestLedgerCli::cleanup()
{
    m_ledgers.reset(); // drops the databases
    m_dir.reset();
}

QString TestLedgerCli::newLedger(const QString& name)
{
    const QString location = m_ledgers->location(name);
    if (!m_ledgers->postgres())
        return location;
    QUrl uri(location);
    m_password = uri.password();
    m_user = uri.userName();
    uri.setPassword({});
    const QString withoutPassword = uri.toString();
    const Run init = ::run(
        { QStringLiteral("ledger"), QStringLiteral("--db"), withoutPassword, QStringLiteral("init") }, m_password);
    if (init.code != 0 || !init.out.contains("is ready")) {
        QTest::qFail(init.err.constData(), __FILE__, __LINE__);
        return {};
    }
    return withoutPassword;
}

void TestLedgerCli::addListStatsExport()
{
    // 2 × 10 h at 50 with 7.5 busy hours: 20 card-hours, idle 50 × 2.5/10 = 12.5.
    Run r = ledger({ QStringLiteral("add"), QStringLiteral("--date"), QStringLiteral("2024-07-01"),
        QStringLiteral("--card"), QStringLiteral("rtx-4090"), QStringLiteral("--cards"), QStringLiteral("2"),
        QStringLiteral("--billed-hours"), QStringLiteral("10"), QStringLiteral("--busy-hours"), QStringLiteral("7.5"),
        QStringLiteral("--cost"), QStringLiteral("50"), QStringLiteral("--provider"), QStringLiteral("AutoDL"),
        QStringLiteral("--notes"), QStringLiteral("first, \"quoted\"") });
    QVERIFY2(r.code == 0, r.err.constData());
    // 1 × 4 h at 30 on 2024-08-15: 4 card-hours, no idle time.
    r = ledger({ QStringLiteral("add"), QStringLiteral("--date"), QStringLiteral("2024-08-15"),
        QStringLiteral("--card"), QStringLiteral("a100-sxm-80g"), QStringLiteral("--cards"), QStringLiteral("1"),
        QStringLiteral("--billed-hours"), QStringLiteral("4"), QStringLiteral("--cost"), QStringLiteral("30") });
    QVERIFY2(r.code == 0, r.err.constData());

    r = ledger({ QStringLiteral("list"), QStringLiteral("--limit"), QStringLiteral("1"), QStringLiteral("--json") });
    QCOMPARE(r.code, 0);
    const QJsonArray list = QJsonDocument::fromJson(r.out).array();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list[0][QStringLiteral("date")].toString(), QStringLiteral("2024-08-15")); // newest first
    QCOMPARE(list[0][QStringLiteral("busy_hours")].isNull(), true);
    QCOMPARE(list[0][QStringLiteral("cost")].toDouble(), 30.0);
    if (m_ledgers->postgres()) {
        // A team ledger says who recorded each job (the database user) and when.
        QCOMPARE(list[0][QStringLiteral("recorded_by")].toString(), m_user);
        QVERIFY2(QDateTime::fromString(list[0][QStringLiteral("recorded_at")].toString(), Qt::ISODateWithMs).isValid(),
            r.out.constData());
        QVERIFY(list[0][QStringLiteral("updated_by")].isNull()); // never edited
    } else {
        QVERIFY2(!list[0].toObject().contains(QStringLiteral("recorded_by")), r.out.constData());
    }

    r = ledger({ QStringLiteral("stats"), QStringLiteral("--json") });
    QCOMPARE(r.code, 0);
    const QJsonObject stats = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(stats[QStringLiteral("jobs")].toInt(), 2);
    QCOMPARE(stats[QStringLiteral("total_cost")].toDouble(), 80.0);
    QCOMPARE(stats[QStringLiteral("billed_card_hours")].toDouble(), 24.0);
    QCOMPARE(stats[QStringLiteral("busy_card_hours")].toDouble(), 19.0);
    QCOMPARE(stats[QStringLiteral("idle_cost")].toDouble(), 12.5);
    const QJsonArray byCard = stats[QStringLiteral("by_card")].toArray();
    QCOMPARE(byCard.size(), 2);
    QCOMPARE(byCard[0][QStringLiteral("card")].toString(), QStringLiteral("rtx-4090"));
    QCOMPARE(byCard[0][QStringLiteral("jobs")].toInt(), 1);
    QCOMPARE(byCard[0][QStringLiteral("card_hours")].toDouble(), 20.0);
    QCOMPARE(byCard[0][QStringLiteral("cost")].toDouble(), 50.0);
    QCOMPARE(byCard[0][QStringLiteral("cost_per_card_hour")].toDouble(), 2.5);
    const QJsonArray byMonth = stats[QStringLiteral("by_month")].toArray();
    QCOMPARE(byMonth.size(), 2);
    QCOMPARE(byMonth[1][QStringLiteral("month")].toString(), QStringLiteral("2024-08"));
    QCOMPARE(byMonth[1][QStringLiteral("cost")].toDouble(), 30.0);
    const QJsonArray byPerson = stats[QStringLiteral("by_person")].toArray();
    if (m_ledgers->postgres()) {
        // Both jobs were recorded by the one database user: 2 jobs, 50 + 30 = 80, 20 + 4 = 24 card-hours.
        QCOMPARE(byPerson.size(), 1);
        QCOMPARE(byPerson[0][QStringLiteral("person")].toString(), m_user);
        QCOMPARE(byPerson[0][QStringLiteral("jobs")].toInt(), 2);
        QCOMPARE(byPerson[0][QStringLiteral("cost")].toDouble(), 80.0);
        QCOMPARE(byPerson[0][QStringLiteral("card_hours")].toDouble(), 24.0);
        QCOMPARE(byPerson[0][QStringLiteral("idle_cost")].toDouble(), 12.5);
    } else {
        QCOMPARE(byPerson.size(), 0); // a personal ledger has one person
    }

    r = ledger({ QStringLiteral("stats"), QStringLiteral("--from"), QStringLiteral("2024-08-01"),
        QStringLiteral("--to"), QStringLiteral("2024-08-31"), QStringLiteral("--json") });
    QCOMPARE(QJsonDocument::fromJson(r.out).object()[QStringLiteral("total_cost")].toDouble(), 30.0);

    const QString csv = m_dir->filePath(QStringLiteral("out.csv"));
    r = ledger({ QStringLiteral("export"), csv });
    QCOMPARE(r.code, 0);
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.startsWith("date,provider,card,cards,billing_mode,billed_hours,busy_hours,cost,currency,task,model,"
                            "result,tags,notes\n"));
    QVERIFY(text.contains("2024-07-01,AutoDL,rtx-4090,2,,10,7.5,50,,,,,,\"first, \"\"quoted\"\"\"\n"));

    // Export then import into a new ledger gives the same statistics.
    const QString copy = newLedger(QStringLiteral("copy"));
    r = ledger(copy, { QStringLiteral("import"), csv });
    QVERIFY2(r.code == 0, r.err.constData());
    r = ledger(copy, { QStringLiteral("stats"), QStringLiteral("--json") });
    QCOMPARE(QJsonDocument::fromJson(r.out).object(), stats);
    r = ledger(copy, { QStringLiteral("import"), csv });
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("already imported") && r.err.contains("--force"), r.err.constData());
    r = ledger(copy, { QStringLiteral("import"), csv, QStringLiteral("--force") });
    QCOMPARE(r.code, 0);
    r = ledger(copy, { QStringLiteral("stats"), QStringLiteral("--json") });
    QCOMPARE(QJsonDocument::fromJson(r.out).object()[QStringLiteral("total_cost")].toDouble(), 160.0); // 80 twice

    // The same through JSON: export, import into a third ledger, same statistics.
    const QString json = m_dir->filePath(QStringLiteral("out.json"));
    r = ledger({ QStringLiteral("export"), json });
    QVERIFY2(r.code == 0, r.err.constData());
    const QString third = newLedger(QStringLiteral("third"));
    r = ledger(third, { QStringLiteral("import"), json });
    QVERIFY2(r.code == 0, r.err.constData());
    r = ledger(third, { QStringLiteral("stats"), QStringLiteral("--json") });
    QCOMPARE(QJsonDocument::fromJson(r.out).object(), stats);
}

void TestLedgerCli::importReportsLineAndColumn()
{
    const Run r = run({ QStringLiteral("ledger"), QStringLiteral("--db"), m_db, QStringLiteral("import"),
        QStringLiteral(RENTPLAN_TEST_DATA "/ledger/error-after-quoted-newlines.csv") });
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("error-after-quoted-newlines.csv: line 5, column cards:"), r.err.constData());
    QVERIFY(r.err.contains("nothing was imported"));
    const Run stats = ledger(m_db, { QStringLiteral("stats"), QStringLiteral("--json") });
    QCOMPARE(stats.code, 0);
    const QJsonObject empty = QJsonDocument::fromJson(stats.out).object();
    QCOMPARE(empty[QStringLiteral("jobs")].toInt(), 0);
    QCOMPARE(empty[QStringLiteral("total_cost")].toDouble(), 0.0);
    QCOMPARE(empty[QStringLiteral("by_card")].toArray().size(), 0);
    QCOMPARE(empty[QStringLiteral("by_person")].toArray().size(), 0);
    const Run list = ledger(m_db, { QStringLiteral("list") });
    QCOMPARE(list.code, 0);
    QVERIFY2(list.out.startsWith("No jobs yet"), list.out.constData());
    const Run text = ledger(m_db, { QStringLiteral("stats") });
    QCOMPARE(text.code, 0);
    QVERIFY2(!text.out.isEmpty() && text.err.isEmpty(), text.err.constData());
}

void TestLedgerCli::badInputExitsWithTwo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString add = QStringLiteral("add");
    auto base = [&](QStringList extra) {
        QStringList a = { add, QStringLiteral("--date"), QStringLiteral("2024-01-01"), QStringLiteral("--card"),
            QStringLiteral("t4"), QStringLiteral("--cards"), QStringLiteral("1"), QStringLiteral("--billed-hours"),
            QStringLiteral("2"), QStringLiteral("--cost"), QStringLiteral("3") };
        for (int i = 0; i + 1 < extra.size(); i += 2) {
            const int at = a.indexOf(extra[i]);
            if (at >= 0)
                a[at + 1] = extra[i + 1];
            else
                a << extra[i] << extra[i + 1];
        }
        return a;
    };
    QTest::newRow("bad date") << base({ QStringLiteral("--date"), QStringLiteral("2024-02-30") }) << "--date";
    QTest::newRow("nan cost") << base({ QStringLiteral("--cost"), QStringLiteral("nan") }) << "--cost";
    QTest::newRow("negative hours") << base({ QStringLiteral("--billed-hours"), QStringLiteral("-1") })
                                    << "--billed-hours";
    QTest::newRow("busy > billed") << base({ QStringLiteral("--busy-hours"), QStringLiteral("5") }) << "--busy-hours";
    QTest::newRow("no card") << QStringList { add, QStringLiteral("--date"), QStringLiteral("2024-01-01") } << "--card";
    QTest::newRow("unknown option") << base({ QStringLiteral("--colour"), QStringLiteral("red") }) << "colour";
    QTest::newRow("unknown action") << QStringList { QStringLiteral("frobnicate") } << "frobnicate";
    QTest::newRow("no action") << QStringList {} << "missing";
    QTest::newRow("export name") << QStringList { QStringLiteral("export"), QStringLiteral("x.txt") }
                                 << ".csv or .json";
    QTest::newRow("stats date") << QStringList { QStringLiteral("stats"), QStringLiteral("--from"),
        QStringLiteral("May") } << "--from";
    QTest::newRow("missing file") << QStringList { QStringLiteral("import"), QStringLiteral("/nonexistent/x.csv") }
                                  << "x.csv";
}

void TestLedgerCli::badInputExitsWithTwo()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    args.prepend(m_db);
    args.prepend(QStringLiteral("--db"));
    args.prepend(QStringLiteral("ledger"));
    const Run r = run(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

// Four CNY jobs (29,709.60) and one USD job (2,392.00) once printed a
// total of 32,101.60 with no currency. Each currency now keeps its own sums.
void TestLedgerCli::statsNeverAddCurrencies()
{
    auto add = [&](const char* date, const char* cost, const char* currency) {
        const Run r = run({ QStringLiteral("ledger"), QStringLiteral("--db"), m_db, QStringLiteral("add"),
            QStringLiteral("--date"), QLatin1String(date), QStringLiteral("--card"), QStringLiteral("a100-sxm-80g"),
            QStringLiteral("--cards"), QStringLiteral("8"), QStringLiteral("--billed-hours"), QStringLiteral("24"),
            QStringLiteral("--cost"), QLatin1String(cost), QStringLiteral("--currency"), QLatin1String(currency) });
        QVERIFY2(r.code == 0, r.err.constData());
    };
    add("2026-01-05", "7372.80", "CNY");
    add("2026-01-20", "14745.60", "CNY");
    add("2026-02-03", "6000", "CNY");
    add("2026-02-09", "1591.20", "CNY");
    add("2026-02-14", "2392", "USD");

    Run r = run(
        { QStringLiteral("ledger"), QStringLiteral("--db"), m_db, QStringLiteral("stats"), QStringLiteral("--json") });
    QCOMPARE(r.code, 0);
    const QJsonObject stats = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(stats[QStringLiteral("jobs")].toInt(), 5);
    QCOMPARE(
        stats[QStringLiteral("currencies")].toArray(), (QJsonArray { QStringLiteral("CNY"), QStringLiteral("USD") }));
    // Several currencies: each money key is an object by currency code.
    const QJsonObject total = stats[QStringLiteral("total_cost")].toObject();
    QCOMPARE(total.size(), 2);
    QCOMPARE(qRound64(total[QStringLiteral("CNY")].toDouble() * 100), Q_INT64_C(2970960));
    QCOMPARE(total[QStringLiteral("USD")].toDouble(), 2392.0);
    // 24 card-hours... 8 cards × 24 h = 192 card-hours per job, five jobs: hours do add up.
    QCOMPARE(stats[QStringLiteral("billed_card_hours")].toDouble(), 960.0);
    QCOMPARE(stats[QStringLiteral("cost_per_card_hour")].toObject()[QStringLiteral("USD")].toDouble(), 2392.0 / 192.0);
    const QJsonArray byCard = stats[QStringLiteral("by_card")].toArray();
    QCOMPARE(byCard.size(), 2); // the same card, once per currency
    QCOMPARE(byCard[0][QStringLiteral("currency")].toString(), QStringLiteral("CNY"));
    QCOMPARE(byCard[1][QStringLiteral("currency")].toString(), QStringLiteral("USD"));
    QCOMPARE(byCard[1][QStringLiteral("cost")].toDouble(), 2392.0);
    const QJsonArray byMonth = stats[QStringLiteral("by_month")].toArray();
    QCOMPARE(byMonth.size(), 3); // 2026-01 CNY, 2026-02 CNY, 2026-02 USD
    QVERIFY(!r.out.contains("32101.6"));

    r = run({ QStringLiteral("ledger"), QStringLiteral("--db"), m_db, QStringLiteral("stats") });
    QCOMPARE(r.code, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains(QStringLiteral("Total cost: 29,709.60\u00A0CNY"))
            || text.contains(QStringLiteral("Total cost: 29,709.60 CNY")),
        r.out.constData());
    QVERIFY2(text.contains(QStringLiteral("2,392.00")) && text.contains(u"USD"), r.out.constData());
    QVERIFY2(!text.contains(QStringLiteral("32,101.60")), r.out.constData());

    // --currency keeps one: the money keys are numbers again, as for a one-currency ledger.
    r = run({ QStringLiteral("ledger"), QStringLiteral("--db"), m_db, QStringLiteral("stats"),
        QStringLiteral("--currency"), QStringLiteral("USD"), QStringLiteral("--json") });
    QCOMPARE(r.code, 0);
    const QJsonObject usd = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(usd[QStringLiteral("jobs")].toInt(), 1);
    QCOMPARE(usd[QStringLiteral("total_cost")].toDouble(), 2392.0);
    QCOMPARE(usd[QStringLiteral("currencies")].toArray(), QJsonArray { QStringLiteral("USD") });

    // `ledger list`: ISO dates, one column each, a header row.
    r = run({ QStringLiteral("ledger"), QStringLiteral("--db"), m_db, QStringLiteral("list") });
    QCOMPARE(r.code, 0);
    const QStringList lines = QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 6);
    QVERIFY2(lines[0].contains(u"Date") && lines[0].contains(u"Cost"), r.out.constData());
    QVERIFY2(lines[1].contains(u"2026-02-14"), r.out.constData());
    const qsizetype dateColumn = lines[1].indexOf(u"2026-02-14");
    for (qsizetype i = 2; i < lines.size(); ++i)
        QCOMPARE(lines[i].indexOf(u"2026-"), dateColumn);
}

// What only a ledger file can do: a disk that refuses every byte.
class TestLedgerCliFile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void failedCreationLeavesNoFile();
};

void TestLedgerCliFile::failedCreationLeavesNoFile()
{
    // The disk refuses every byte (a full disk, a file-size limit): creating the ledger fails.
    // What the attempt began must not stay as an empty file, refused on every later open.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new.sqlite"));
    QProcess process;
    process.start(QStringLiteral("bash"),
        { QStringLiteral("-c"),
            QStringLiteral("trap '' XFSZ; ulimit -f 0; exec \"$0\" ledger --db \"$1\" add --date 2024-01-01 --card l4 "
                           "--cards 1 --billed-hours 1 --cost 1"),
            QStringLiteral(RENTPLAN_BINARY), path });
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 2);
    QVERIFY2(!QFile::exists(path), "an empty ledger file was left behind");
    // With room on the disk the same command then works.
    QCOMPARE(
        run({ QStringLiteral("ledger"), QStringLiteral("--db"), path, QStringLiteral("add"), QStringLiteral("--date"),
                QStringLiteral("2024-01-01"), QStringLiteral("--card"), QStringLiteral("l4"), QStringLiteral("--cards"),
                QStringLiteral("1"), QStringLiteral("--billed-hours"), QStringLiteral("1"), QStringLiteral("--cost"),
                QStringLiteral("1") })
            .code,
        0);
}

// Two classes: the shared behaviour runs once per back end (global data), the file's own
// behaviour once.
int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    TestLedgerCli shared;
    TestLedgerCliFile file;
    const int sharedStatus = QTest::qExec(&shared, argc, argv);
    const int fileStatus = QTest::qExec(&file, argc, argv);
    return sharedStatus != 0 ? sharedStatus : fileStatus;
}
#include "tst_ledgercli.moc"
