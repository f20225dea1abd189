#include "tests/LedgerBackends.h"

#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerExporter.h"
#include "models/ledger/LedgerImporter.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace rp;

namespace {

QString fixture(const char* name)
{
    return QStringLiteral(RENTPLAN_TEST_DATA "/ledger/") + QLatin1String(name);
}

qint64 scalar(const LedgerDb& db, const char* sql)
{
    QSqlQuery query(db.database());
    query.exec(QLatin1String(sql));
    return query.next() ? query.value(0).toLongLong() : -1;
}

QList<JobRecord> allJobs(LedgerDb& db)
{
    QList<JobRecord> jobs;
    JobStore(db).forEach([&](const JobRecord& job) { jobs.append(job); });
    return jobs;
}

} // namespace

class TestLedgerImport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase_data() { addLedgerBackends(); }
    void init();
    void cleanup();
    void validFileWithBomCrlfAndQuoting();
    void malformedRowsAreReportedAndNothingIsWritten_data();
    void malformedRowsAreReportedAndNothingIsWritten();
    void jsonImportIsAllOrNothing_data();
    void jsonImportIsAllOrNothing();
    void errorsAreCapped();
    void duplicateImportRefusedUnlessForced();
    void cancelledImportWritesNothing();
    void roundTrip_data();
    void roundTrip();
    void plannedHoursColumnIsOptional();

private:
    std::unique_ptr<QTemporaryDir> m_dir; // input and export files
    std::unique_ptr<FreshLedgers> m_ledgers;
};

void TestLedgerImport::init()
{
    QFETCH_GLOBAL(QString, backend);
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_ledgers = std::make_unique<FreshLedgers>(backend);
    QVERIFY(m_ledgers->ready());
}

void TestLedgerImport::cleanup()
{
    m_ledgers.reset();
    m_dir.reset();
}

void TestLedgerImport::validFileWithBomCrlfAndQuoting()
{
    const std::unique_ptr<LedgerDb> ledger = m_ledgers->open(QStringLiteral("l"));
    LedgerDb& db = *ledger;
    const ImportResult result = LedgerImporter(db).importCsv(fixture("valid-bom-crlf.csv"), false);
    QVERIFY2(result.ok(), qPrintable(result.errors.isEmpty() ? QString() : result.errors.first().toString()));
    QCOMPARE(result.rows, 3);
    const QList<JobRecord> jobs = allJobs(db);
    QCOMPARE(jobs.size(), 3);
    QCOMPARE(jobs[0].date, QDate(2024, 1, 5));
    QCOMPARE(jobs[0].notes, QStringLiteral("note, with comma"));
    QCOMPARE(jobs[0].busyHours, std::optional<double>(8.0));
    QCOMPARE(jobs[1].result, QStringLiteral("multi\r\nline \"result\""));
    QVERIFY(!jobs[1].busyHours.has_value());
    QCOMPARE(jobs[1].cost, 200.5);
    QCOMPARE(jobs[2].card, QStringLiteral("自建 4090 整机"));
    QCOMPARE(jobs[2].notes, QStringLiteral("中文备注"));
    QCOMPARE(jobs[2].billedHours, 0.1);
    QCOMPARE(jobs[2].cost, 0.3);
    QCOMPARE(scalar(db, "SELECT count(*) FROM imports"), 1);
}

void TestLedgerImport::malformedRowsAreReportedAndNothingIsWritten_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("where");
    // Line numbers are physical lines of the fixture (the header is line 1).
    QTest::newRow("wrong column count") << "wrong-column-count.csv"
                                        << "line 3";
    QTest::newRow("non-numeric cost") << "non-numeric-cost.csv"
                                      << "line 4, column cost";
    QTest::newRow("comma decimal") << "comma-decimal-hours.csv"
                                   << "line 3, column billed_hours";
    QTest::newRow("negative hours") << "negative-hours.csv"
                                    << "line 2, column billed_hours";
    QTest::newRow("negative cost") << "negative-cost.csv"
                                   << "line 3, column cost";
    QTest::newRow("nan") << "nan-cost.csv"
                         << "line 3, column cost";
    QTest::newRow("inf") << "infinite-busy-hours.csv"
                         << "line 3, column busy_hours";
    QTest::newRow("30 February") << "bad-date.csv"
                                 << "line 2, column date";
    QTest::newRow("not ISO date") << "bad-date-format.csv"
                                  << "line 4, column date";
    QTest::newRow("fractional cards") << "fractional-cards.csv"
                                      << "line 3, column cards";
    QTest::newRow("zero cards") << "zero-cards.csv"
                                << "line 2, column cards";
    QTest::newRow("missing card") << "missing-card.csv"
                                  << "line 3, column card";
    QTest::newRow("busy > billed") << "busy-exceeds-billed.csv"
                                   << "line 3, column busy_hours";
    QTest::newRow("unterminated quote") << "unterminated-quote.csv"
                                        << "line 4, column notes";
    QTest::newRow("stray quote") << "stray-quote.csv"
                                 << "line 3, column card";
    QTest::newRow("invalid UTF-8") << "invalid-utf8.csv"
                                   << "line 3, column notes";
    QTest::newRow("after quoted newlines") << "error-after-quoted-newlines.csv"
                                           << "line 5, column cards";
    QTest::newRow("bad header") << "bad-header.csv"
                                << "line 1";
    // PostgreSQL's text holds no zero byte: once a COPY error naming neither file nor column.
    QTest::newRow("zero byte") << "nul-in-notes.csv"
                               << "line 3, column notes";
    // The planned hours of a phase (18-column files): never negative, a number, finite.
    QTest::newRow("negative planned hours") << "negative-planned-hours.csv"
                                            << "line 3, column planned_hours";
    QTest::newRow("text planned hours") << "text-planned-hours.csv"
                                        << "line 4, column planned_hours";
    QTest::newRow("NaN planned hours") << "nan-planned-hours.csv"
                                       << "line 2, column planned_hours";
}

void TestLedgerImport::malformedRowsAreReportedAndNothingIsWritten()
{
    QFETCH(QString, file);
    QFETCH(QString, where);
    const std::unique_ptr<LedgerDb> ledger = m_ledgers->open(QStringLiteral("l"));
    LedgerDb& db = *ledger;
    const ImportResult result
        = LedgerImporter(db).importCsv(QStringLiteral(RENTPLAN_TEST_DATA "/ledger/") + file, false);
    QCOMPARE(result.errors.size(), 1);
    QCOMPARE(result.errors.first().where, where);
    QVERIFY(result.errors.first().file.endsWith(file));
    QVERIFY(!result.errors.first().message.isEmpty());
    QCOMPARE(result.rows, 0);
    QCOMPARE(scalar(db, "SELECT count(*) FROM jobs"), 0);
    QCOMPARE(scalar(db, "SELECT count(*) FROM job_totals"), 0);
    QCOMPARE(scalar(db, "SELECT count(*) FROM imports"), 0);
    // The refused import left the ledger usable: a good file goes in at once.
    const ImportResult next = LedgerImporter(db).importCsv(fixture("valid-bom-crlf.csv"), false);
    QVERIFY2(next.ok(), qPrintable(next.errors.isEmpty() ? QString() : next.errors.first().toString()));
    QCOMPARE(scalar(db, "SELECT count(*) FROM jobs"), 3);
}

void TestLedgerImport::jsonImportIsAllOrNothing_data()
{
    QTest::addColumn<QByteArray>("third");
    QTest::addColumn<QString>("where");
    // Two good jobs come first and are already on their way into the ledger when the
    // third is read and refused.
    QTest::newRow("fractional cards") << QByteArray(
        R"({"date":"2024-05-03","card":"l4","cards":1.5,"billed_hours":1,"cost":1})")
                                      << "jobs[2].cards";
    QTest::newRow("busy > billed") << QByteArray(
        R"({"date":"2024-05-03","card":"l4","cards":1,"billed_hours":2,"busy_hours":5,"cost":1})")
                                   << "jobs[2].busy_hours";
    QTest::newRow("negative cost") << QByteArray(
        R"({"date":"2024-05-03","card":"l4","cards":1,"billed_hours":1,"cost":-3})")
                                   << "jobs[2].cost";
    QTest::newRow("zero byte") << QByteArray(
        R"({"date":"2024-05-03","card":"l4","cards":1,"billed_hours":1,"cost":1,"notes":"a\u0000b"})")
                               << "jobs[2].notes";
    QTest::newRow("30 February") << QByteArray(
        R"({"date":"2024-02-30","card":"l4","cards":1,"billed_hours":1,"cost":1})")
                                 << "jobs[2].date";
    QTest::newRow("negative planned hours")
        << QByteArray(R"({"date":"2024-05-03","card":"l4","cards":1,"billed_hours":1,"cost":1,"planned_hours":-2})")
        << "jobs[2].planned_hours";
    QTest::newRow("text planned hours") << QByteArray(
        R"({"date":"2024-05-03","card":"l4","cards":1,"billed_hours":1,"cost":1,"planned_hours":"ten"})")
                                        << "jobs[2].planned_hours";
}

void TestLedgerImport::jsonImportIsAllOrNothing()
{
    QFETCH(QByteArray, third);
    QFETCH(QString, where);
    const QByteArray good = R"({"date":"2024-05-01","card":"l4","cards":1,"billed_hours":1,"cost":1.25},)"
                            R"({"date":"2024-05-02","card":"a10","cards":2,"billed_hours":3,"cost":4.5})";
    const QString path = m_dir->filePath(QStringLiteral("jobs.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format":"rentplan-ledger","jobs":[)" + good + ',' + third + "]}");
    file.close();
    const std::unique_ptr<LedgerDb> ledger = m_ledgers->open(QStringLiteral("l"));
    LedgerDb& db = *ledger;
    const ImportResult result = LedgerImporter(db).importJson(path, false);
    QCOMPARE(result.errors.size(), 1);
    QVERIFY2(result.errors.first().where.startsWith(where), qPrintable(result.errors.first().toString()));
    QCOMPARE(result.errors.first().file, path);
    QCOMPARE(result.rows, 0);
    QCOMPARE(scalar(db, "SELECT count(*) FROM jobs"), 0);
    QCOMPARE(scalar(db, "SELECT count(*) FROM job_totals"), 0);
    QCOMPARE(scalar(db, "SELECT count(*) FROM imports"), 0);

    // Without the bad job the same two jobs go in: 1.25 + 4.5 = 5.75 in all.
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(R"({"format":"rentplan-ledger","jobs":[)" + good + "]}");
    file.close();
    const ImportResult fixed = LedgerImporter(db).importJson(path, false);
    QVERIFY2(fixed.ok(), qPrintable(fixed.errors.isEmpty() ? QString() : fixed.errors.first().toString()));
    QCOMPARE(fixed.rows, 2);
    const QList<JobRecord> jobs = allJobs(db);
    QCOMPARE(jobs.size(), 2);
    QCOMPARE(jobs[0].cost + jobs[1].cost, 5.75);
    QCOMPARE(jobs[1].cardHours(), 6.0);
    QCOMPARE(scalar(db, "SELECT count(*) FROM imports"), 1);
}

void TestLedgerImport::errorsAreCapped()
{
    const QString path = m_dir->filePath(QStringLiteral("many.csv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        "date,provider,card,cards,billing_mode,billed_hours,busy_hours,cost,currency,task,model,result,tags,notes\n");
    for (int i = 0; i < 30; ++i)
        file.write("2024-01-01,p,c,1,m,1,,oops,CNY,t,m,r,,\n");
    file.close();
    const std::unique_ptr<LedgerDb> ledger = m_ledgers->open(QStringLiteral("l"));
    LedgerDb& db = *ledger;
    const ImportResult result = LedgerImporter(db).importCsv(path, false);
    QCOMPARE(result.errors.size(), LedgerImporter::kMaxErrors);
    QVERIFY(result.truncated);
    QCOMPARE(result.errors.last().where, QStringLiteral("line 21, column cost"));
}

void TestLedgerImport::duplicateImportRefusedUnlessForced()
{
    const std::unique_ptr<LedgerDb> ledger = m_ledgers->open(QStringLiteral("l"));
    LedgerDb& db = *ledger;
    LedgerImporter importer(db);
    QVERIFY(importer.importCsv(fixture("valid-bom-crlf.csv"), false).ok());
    const ImportResult again = importer.importCsv(fixture("valid-bom-crlf.csv"), false);
    QVERIFY(again.duplicate);
    QCOMPARE(again.rows, 0);
    QCOMPARE(scalar(db, "SELECT count(*) FROM jobs"), 3);
    const ImportResult forced = importer.importCsv(fixture("valid-bom-crlf.csv"), true);
    QVERIFY(forced.ok());
    QCOMPARE(forced.rows, 3);
    QCOMPARE(scalar(db, "SELECT count(*) FROM jobs"), 6);
    QCOMPARE(scalar(db, "SELECT count(*) FROM imports"), 2);
}

void TestLedgerImport::cancelledImportWritesNothing()
{
    const QString path = m_dir->filePath(QStringLiteral("rows.csv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        "date,provider,card,cards,billing_mode,billed_hours,busy_hours,cost,currency,task,model,result,tags,notes\n");
    for (int i = 0; i < 3 * LedgerImporter::kProgressRows; ++i)
        file.write("2024-01-01,p,c,1,m,1,,2,CNY,t,m,r,,\n");
    file.close();
    const std::unique_ptr<LedgerDb> ledger = m_ledgers->open(QStringLiteral("l"));
    LedgerDb& db = *ledger;
    LedgerImporter importer(db);
    QList<qint64> seen;
    qint64 reportedTotal = 0;
    importer.setProgress([&](qint64 done, qint64 total) -> bool {
        reportedTotal = total;
        seen.append(done);
        return seen.size() < 2; // stop at the second report
    });
    const ImportResult result = importer.importCsv(path, false);
    QVERIFY(result.cancelled);
    QCOMPARE(seen.size(), 2);
    QCOMPARE(reportedTotal, file.size());
    QVERIFY(seen[0] > 0 && seen[0] <= seen[1]);
    QCOMPARE(scalar(db, "SELECT count(*) FROM jobs"), 0);
    QCOMPARE(scalar(db, "SELECT count(*) FROM imports"), 0);
    importer.setProgress({});
    QCOMPARE(importer.importCsv(path, false).rows, 3 * LedgerImporter::kProgressRows);
}

void TestLedgerImport::roundTrip_data()
{
    QTest::addColumn<QString>("exportName");
    QTest::newRow("csv") << "export.csv";
    QTest::newRow("json") << "export.json";
}

void TestLedgerImport::roundTrip()
{
    QFETCH(QString, exportName);
    QList<JobRecord> before;
    const QString exported = m_dir->filePath(exportName);
    {
        const std::unique_ptr<LedgerDb> ledger = m_ledgers->open(QStringLiteral("a"));
        LedgerDb& db = *ledger;
        QVERIFY(LedgerImporter(db).importCsv(fixture("valid-bom-crlf.csv"), false).ok());
        // Values whose shortest decimal form is long, and a job tied to a plan.
        JobRecord job;
        job.date = QDate(2024, 6, 30);
        job.card = QStringLiteral("h100-sxm");
        job.cards = 8;
        job.billedHours = 1.0 / 3.0;
        job.busyHours = 0.1 + 0.2;
        job.cost = 1e-7 + 123456.789;
        job.tags = QStringLiteral(" lead space ");
        job.plan = QStringLiteral("Qwen LoRA");
        job.phase = QStringLiteral("full training");
        job.plannedCost = 2500.25;
        job.plannedHours = 100.0 / 7.0; // 14.285714285714286: its shortest form has 17 digits
        JobStore(db).add(job);
        before = allJobs(db);
        QCOMPARE(LedgerExporter(db).exportTo(exported, LedgerExporter::formatFor(exported)), 4);
    }
    const std::unique_ptr<LedgerDb> copied = m_ledgers->open(QStringLiteral("b"));
    LedgerDb& copy = *copied;
    LedgerImporter importer(copy);
    const ImportResult result
        = exportName.endsWith(u".json") ? importer.importJson(exported, false) : importer.importCsv(exported, false);
    QVERIFY2(result.ok(), qPrintable(result.errors.isEmpty() ? QString() : result.errors.first().toString()));
    // Same ids, same bits in every number. A team ledger stamps who imported the copy and
    // when, so there the jobs are compared without the server's stamps.
    const QList<JobRecord> after = allJobs(copy);
    QCOMPARE(after.size(), before.size());
    for (qsizetype i = 0; i < after.size(); ++i) {
        QCOMPARE(after[i].id, before[i].id);
        QVERIFY2(after[i].sameContent(before[i]), qPrintable(QStringLiteral("job %1 differs").arg(after[i].id)));
        QCOMPARE(after[i].cost, before[i].cost);
    }
    if (m_ledgers->postgres())
        QCOMPARE(after.first().recordedBy, copy.userName());
    QCOMPARE(after.last().plannedHours, std::optional<double>(100.0 / 7.0));
    QVERIFY(!after.first().plannedHours.has_value()); // an empty cell stays "not given", not 0
}

void TestLedgerImport::plannedHoursColumnIsOptional()
{
    // Three widths of header: without plan columns, with plan to planned_cost (files written
    // before planned_hours existed), and with planned_hours. Each row is one job.
    const QByteArray base = "date,provider,card,cards,billing_mode,billed_hours,busy_hours,cost,currency,task,model,"
                            "result,tags,notes";
    const QString path = m_dir->filePath(QStringLiteral("widths.csv"));
    const std::unique_ptr<LedgerDb> ledger = m_ledgers->open(QStringLiteral("l"));
    LedgerDb& db = *ledger;
    const QList<QByteArray> files = {
        base + "\n2024-05-01,p,h100-sxm,8,on_demand,13,,260,USD,full_training,,,,\n",
        base
            + ",plan,phase,planned_cost\n2024-05-02,p,h100-sxm,8,on_demand,13,,260,USD,full_training,,,,,demo,p1,200\n",
        base
            + ",plan,phase,planned_cost,planned_hours\n"
              "2024-05-03,p,h100-sxm,8,on_demand,13,,260,USD,full_training,,,,,demo,p2,200,10\n",
    };
    for (const QByteArray& content : files) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(content);
        file.close();
        const ImportResult result = LedgerImporter(db).importCsv(path, true);
        QVERIFY2(result.ok(), qPrintable(result.errors.isEmpty() ? QString() : result.errors.first().toString()));
    }
    const QList<JobRecord> jobs = allJobs(db);
    QCOMPARE(jobs.size(), 3);
    QVERIFY(!jobs[0].plannedHours && !jobs[1].plannedHours);
    QCOMPARE(jobs[1].plannedCost, std::optional<double>(200.0));
    QCOMPARE(jobs[2].plannedHours, std::optional<double>(10.0));
    QCOMPARE(scalar(db, "SELECT count(*) FROM jobs WHERE planned_hours = 10"), 1);
}

QTEST_GUILESS_MAIN(TestLedgerImport)
#include "tst_ledgerimport.moc"
