// Calibration: the ledger's jobs recorded from a plan phase carry the phase's planned hours;
// billed over planned hours, per card and phase kind, is what the budget learns from
// (ledger/LedgerCalibration.h, `rentplan calibrate`).
#include "tests/CliRunner.h"
#include "tests/Near.h"
#include "tests/SqlScript.h"

#include "models/common/InputError.h"
#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerCalibration.h"
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerImporter.h"
#include "models/planner/Sampling.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace rp;
using rp::test::near;

namespace {

const QString kFixture = QStringLiteral(RENTPLAN_TEST_DATA "/ledger-calibration.csv");

JobRecord job(const QString& card, const QString& task, double planned, double billed, const QString& plan = {},
    const QString& phase = {})
{
    JobRecord j;
    j.date = QDate(2026, 1, 1);
    j.card = card;
    j.task = task;
    j.plannedHours = planned;
    j.billedHours = billed;
    j.plan = plan;
    j.phase = phase;
    return j;
}

// 20 phases of H100 full training, each one job billed 1.3 × its planned hours: 13i / 10i is
// 1.3 exactly as a real number, so each ratio is the double nearest 1.3, and so are the
// median, P10 and P90 (interpolating between equal values).
bool isTheDemoCalibration(const calibration::Calibration& c)
{
    const calibration::Group* g = c.find(QStringLiteral("h100-sxm"), PhaseKind::FullTraining);
    const bool ok = c.jobs == 20 && c.ungrouped == 0 && c.groups.size() == 1 && g && g->jobs == 20
        && g->medianRatio == 1.3 && g->p10Ratio == 1.3 && g->p90Ratio == 1.3 && g->phases == 20 && g->phasesRerun == 0
        && g->enough();
    if (!ok && g) {
        qWarning("jobs %d, groups %d; group: %d jobs, median %.17g, p10 %.17g, p90 %.17g, %d phases, %d rerun", c.jobs,
            int(c.groups.size()), g->jobs, g->medianRatio, g->p10Ratio, g->p90Ratio, g->phases, g->phasesRerun);
    }
    return ok;
}

} // namespace

class TestCalibration : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void kindOfTask_data();
    void kindOfTask();
    void quantilesByHand();
    void twentyJobsBilledAtOnePointThree();
    void spreadByHand();
    void rerunsAreCounted();
    void groupsSortedAndSmallOnesMarked();
    void fromTheFixtureLedger();
    void fromLedgerFailures();
    void olderLedgerHasNothingToLearn();
    void cliText();
    void cliJson();
    void cliEmptyLedgerSaysWhatToDo();
    void cliMissingLedgerFails();
    void cliHelp();

private:
    // A new SQLite ledger holding the fixture's 20 jobs.
    QString fixtureLedger(const char* name);
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestCalibration::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

QString TestCalibration::fixtureLedger(const char* name)
{
    const QString path = m_dir->filePath(QLatin1String(name));
    LedgerDb db(path);
    const ImportResult result = LedgerImporter(db).importCsv(kFixture, false);
    if (!result.ok())
        qFatal("%s", qPrintable(result.errors.isEmpty() ? QString() : result.errors.first().toString()));
    return path;
}

void TestCalibration::kindOfTask_data()
{
    QTest::addColumn<QString>("task");
    QTest::addColumn<int>("kind"); // -1: none
    // What "Record as job…" writes: the phase kind's key.
    QTest::newRow("data_prep") << "data_prep" << int(PhaseKind::DataPrep);
    QTest::newRow("trial") << "trial" << int(PhaseKind::Trial);
    QTest::newRow("full_training") << "full_training" << int(PhaseKind::FullTraining);
    QTest::newRow("evaluation") << "evaluation" << int(PhaseKind::Evaluation);
    QTest::newRow("inference_service") << "inference_service" << int(PhaseKind::InferenceService);
    QTest::newRow("custom") << "custom" << int(PhaseKind::Custom);
    // The ledger's own task keys (JobTasks).
    QTest::newRow("inference") << "inference" << int(PhaseKind::InferenceService);
    QTest::newRow("lora") << "lora" << int(PhaseKind::FullTraining);
    QTest::newRow("qlora") << "qlora" << int(PhaseKind::FullTraining);
    QTest::newRow("full-finetune") << "full-finetune" << int(PhaseKind::FullTraining);
    QTest::newRow("pretraining") << "pretraining" << int(PhaseKind::FullTraining);
    QTest::newRow("data-prep") << "data-prep" << int(PhaseKind::DataPrep);
    // Case, spaces and '-' for '_' do not matter.
    QTest::newRow("Full-Training") << " Full-Training " << int(PhaseKind::FullTraining);
    QTest::newRow("LoRA") << "LoRA" << int(PhaseKind::FullTraining);
    // Free text and nothing name no kind.
    QTest::newRow("free text") << "my experiment" << -1;
    QTest::newRow("empty") << "" << -1;
}

void TestCalibration::kindOfTask()
{
    QFETCH(QString, task);
    QFETCH(int, kind);
    const std::optional<PhaseKind> found = calibration::kindOfTask(task);
    QCOMPARE(found ? int(*found) : -1, kind);
}

void TestCalibration::quantilesByHand()
{
    // Linear interpolation between order statistics, h = (n − 1)·p:
    // {1, 2, 3, 4, 5}: p10 h = 0.4 → 1 + 0.4 × (2 − 1) = 1.4; median h = 2 → 3; p90 h = 3.6 → 4 + 0.6 = 4.6.
    const QList<double> five { 1, 2, 3, 4, 5 };
    QVERIFY(near(sampling::quantile(five, 0.1), 1.4));
    QCOMPARE(sampling::quantile(five, 0.5), 3.0);
    QVERIFY(near(sampling::quantile(five, 0.9), 4.6));
    QCOMPARE(sampling::quantile(five, 0.0), 1.0);
    QCOMPARE(sampling::quantile(five, 1.0), 5.0);
    // An even count: the median halves the middle two, {1, 2, 4, 8}: h = 1.5 → 2 + 0.5 × 2 = 3.
    QCOMPARE(sampling::quantile({ 1, 2, 4, 8 }, 0.5), 3.0);
    QCOMPARE(sampling::quantile({ 7 }, 0.9), 7.0);
    QVERIFY(std::isnan(sampling::quantile({}, 0.5)));
}

void TestCalibration::twentyJobsBilledAtOnePointThree()
{
    // 20 phases of H100 full training, each billed 1.3 × its planned hours (13 h for 10, …).
    QList<JobRecord> jobs;
    for (int i = 1; i <= 20; ++i) {
        jobs.append(job(QStringLiteral("h100-sxm"), QStringLiteral("full_training"), 10.0 * i, 13.0 * i,
            QStringLiteral("calib-demo"), QStringLiteral("p%1").arg(i)));
    }
    const calibration::Calibration c = calibration::learn(jobs);
    QVERIFY(isTheDemoCalibration(c));
    QVERIFY(!c.find(QStringLiteral("h100-sxm"), PhaseKind::Evaluation));
    QVERIFY(!c.find(QStringLiteral("a100-sxm-80g"), PhaseKind::FullTraining));
}

void TestCalibration::spreadByHand()
{
    // Ten A100 LoRA jobs, each planned 10 h, billed 9, 10, 11, 12, 13, 14, 15, 16, 18 and 25 h
    // (given out of order): ratios 0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.8, 2.5.
    // n = 10, h = 9p:
    //   p10: h = 0.9 → 0.9 + 0.9 × (1.0 − 0.9) = 0.99
    //   p50: h = 4.5 → 1.3 + 0.5 × (1.4 − 1.3) = 1.35
    //   p90: h = 8.1 → 1.8 + 0.1 × (2.5 − 1.8) = 1.87
    QList<JobRecord> jobs;
    int phase = 0;
    for (double billed : { 25.0, 9.0, 16.0, 10.0, 13.0, 11.0, 18.0, 12.0, 15.0, 14.0 })
        jobs.append(job(QStringLiteral("a100-sxm-80g"), QStringLiteral("lora"), 10, billed, QStringLiteral("p"),
            QString::number(++phase)));
    const calibration::Calibration c = calibration::learn(jobs);
    QCOMPARE(c.groups.size(), 1);
    const calibration::Group& g = c.groups.first();
    QCOMPARE(g.kind, PhaseKind::FullTraining);
    QCOMPARE(g.jobs, 10);
    QVERIFY(near(g.p10Ratio, 0.99));
    QVERIFY(near(g.medianRatio, 1.35));
    QVERIFY(near(g.p90Ratio, 1.87));
}

void TestCalibration::rerunsAreCounted()
{
    // Plan A: p1 recorded three times, p2 once, p3 twice; plan B: its own p1 once; and one job
    // naming no phase. Phases: A/p1, A/p2, A/p3, B/p1 and the unnamed one = 5; rerun: A/p1, A/p3 = 2.
    const QString card = QStringLiteral("l40s");
    const QString eval = QStringLiteral("evaluation");
    const QString a = QStringLiteral("A");
    QList<JobRecord> jobs = {
        job(card, eval, 2, 2, a, QStringLiteral("p1")),
        job(card, eval, 2, 2.5, a, QStringLiteral("p1")),
        job(card, eval, 2, 1, a, QStringLiteral("p1")),
        job(card, eval, 4, 4, a, QStringLiteral("p2")),
        job(card, eval, 3, 3, a, QStringLiteral("p3")),
        job(card, eval, 3, 3, a, QStringLiteral("p3")),
        job(card, eval, 2, 2, QStringLiteral("B"), QStringLiteral("p1")),
        job(card, eval, 1, 1),
    };
    const calibration::Calibration c = calibration::learn(jobs);
    QCOMPARE(c.groups.size(), 1);
    QCOMPARE(c.groups.first().jobs, 8);
    QCOMPARE(c.groups.first().phases, 5);
    QCOMPARE(c.groups.first().phasesRerun, 2);
}

void TestCalibration::groupsSortedAndSmallOnesMarked()
{
    QList<JobRecord> jobs;
    // Four L4 evaluation jobs (under kMinJobs = 5), five L4 data preparation jobs, one A10 trial.
    for (int i = 0; i < 4; ++i)
        jobs.append(job(QStringLiteral("l4"), QStringLiteral("evaluation"), 1, 1.5));
    for (int i = 0; i < 5; ++i)
        jobs.append(job(QStringLiteral("l4"), QStringLiteral("data-prep"), 2, 1));
    jobs.append(job(QStringLiteral("a10"), QStringLiteral("trial"), 1, 1));
    // Left out of every group: free text, no task, planned hours of zero.
    jobs.append(job(QStringLiteral("l4"), QStringLiteral("my experiment"), 1, 1));
    jobs.append(job(QStringLiteral("l4"), QString(), 1, 1));
    jobs.append(job(QStringLiteral("l4"), QStringLiteral("trial"), 0, 1));
    // Not counted at all: no planned hours.
    JobRecord unplanned = job(QStringLiteral("l4"), QStringLiteral("trial"), 1, 1);
    unplanned.plannedHours.reset();
    jobs.append(unplanned);

    const calibration::Calibration c = calibration::learn(jobs);
    QCOMPARE(c.jobs, 13); // 4 + 5 + 1 + 3 carried planned hours
    QCOMPARE(c.ungrouped, 3);
    QCOMPARE(c.groups.size(), 3);
    // By card, then kind in PhaseKind's order (data preparation before evaluation).
    QCOMPARE(c.groups[0].card, QStringLiteral("a10"));
    QCOMPARE(c.groups[1].card, QStringLiteral("l4"));
    QCOMPARE(c.groups[1].kind, PhaseKind::DataPrep);
    QCOMPARE(c.groups[2].kind, PhaseKind::Evaluation);
    QCOMPARE(c.groups[1].jobs, 5);
    QVERIFY(c.groups[1].enough());
    QCOMPARE(c.groups[1].medianRatio, 0.5); // 1 h billed for 2 planned
    QCOMPARE(c.groups[2].jobs, 4);
    QVERIFY(!c.groups[2].enough());
    QCOMPARE(c.groups[2].medianRatio, 1.5);
    QVERIFY(!c.groups[0].enough());
}

void TestCalibration::fromTheFixtureLedger()
{
    // tests/data/ledger-calibration.csv: 20 phases of 8 × H100 SXM full training, billed 1.3 × planned.
    QVERIFY(isTheDemoCalibration(calibration::fromLedger(fixtureLedger("fixture.sqlite"))));
}

void TestCalibration::fromLedgerFailures()
{
    const QString missing = m_dir->filePath(QStringLiteral("missing.sqlite"));
    try {
        calibration::fromLedger(missing);
        QFAIL("a missing ledger was read");
    } catch (const InputException& e) {
        QCOMPARE(e.error().file, missing);
    }
    QVERIFY(!QFile::exists(missing)); // reading never creates a ledger
    const QString junk = m_dir->filePath(QStringLiteral("notes.txt"));
    QFile file(junk);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a ledger");
    file.close();
    try {
        calibration::fromLedger(junk);
        QFAIL("a foreign file was read");
    } catch (const InputException& e) {
        QCOMPARE(e.error().file, junk);
    }
}

void TestCalibration::olderLedgerHasNothingToLearn()
{
    // A version-3 ledger (before planned_hours) is read as it is, not upgraded: nothing to learn.
    const QString path = m_dir->filePath(QStringLiteral("v3.sqlite"));
    runSqlScript(path, QStringLiteral(RENTPLAN_TEST_DATA "/ledger/version3.sql"));
    const calibration::Calibration c = calibration::fromLedger(path);
    QCOMPARE(c.jobs, 0);
    QVERIFY(c.groups.isEmpty());
    QVERIFY(QDir(m_dir->path()).entryList({ QStringLiteral("*backup*") }).isEmpty());
}

void TestCalibration::cliText()
{
    const QString path = fixtureLedger("cli.sqlite");
    {
        // Two L4 evaluation jobs of one phase: too few to learn from, and the phase ran twice.
        LedgerDb db(path);
        JobRecord eval = job(QStringLiteral("l4"), QStringLiteral("evaluation"), 4, 5, QStringLiteral("calib-demo"),
            QStringLiteral("eval"));
        eval.cost = 3;
        JobStore(db).add(eval);
        JobStore(db).add(eval);
    }
    const CliResult r = runCli({ QStringLiteral("calibrate"), QStringLiteral("--db"), path });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"22 jobs with planned hours"), qPrintable(r.out));
    const QStringList lines = r.out.split(u'\n');
    const QStringList h100 = lines.filter(u"h100-sxm");
    QCOMPARE(h100.size(), 1);
    // 20 jobs, median 1.30×, P10–P90 1.30× – 1.30×, no phase ran twice out of 20.
    QVERIFY2(h100.first().contains(u"full training") && h100.first().contains(u"20")
            && h100.first().contains(u"1.30× – 1.30×") && h100.first().contains(u"0 of 20 phases")
            && !h100.first().contains(u"not enough"),
        qPrintable(h100.first()));
    const QStringList l4 = lines.filter(u"l4 ");
    QCOMPARE(l4.size(), 1);
    // 5 / 4 = 1.25 for both jobs; one phase, recorded twice.
    QVERIFY2(l4.first().contains(u"evaluation") && l4.first().contains(u"1.25×") && l4.first().contains(u"1 of 1 phase")
            && l4.first().contains(u"not enough to learn from (fewer than 5 jobs)"),
        qPrintable(l4.first()));

    const CliResult zh
        = runCli({ QStringLiteral("calibrate"), QStringLiteral("--db"), path }, QStringLiteral("zh_CN.UTF-8"));
    QCOMPARE(zh.exitCode, 0);
    QVERIFY2(zh.out.contains(QStringLiteral("全量训练")), qPrintable(zh.out));
}

void TestCalibration::cliJson()
{
    const QString path = fixtureLedger("json.sqlite");
    const CliResult r = runCli({ QStringLiteral("calibrate"), QStringLiteral("--db"), path, QStringLiteral("--json") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const nlohmann::json doc = r.json();
    QCOMPARE(doc.at("jobs").get<int>(), 20);
    QCOMPARE(doc.at("min_jobs").get<int>(), 5);
    QCOMPARE(doc.at("groups").size(), std::size_t(1));
    const nlohmann::json& g = doc.at("groups").at(0);
    QCOMPARE(g.at("card").get<std::string>(), std::string("h100-sxm"));
    QCOMPARE(g.at("kind").get<std::string>(), std::string("full_training"));
    QCOMPARE(g.at("jobs").get<int>(), 20);
    QCOMPARE(g.at("median_ratio").get<double>(), 1.3);
    QCOMPARE(g.at("p10_ratio").get<double>(), 1.3);
    QCOMPARE(g.at("p90_ratio").get<double>(), 1.3);
    QCOMPARE(g.at("phases").get<int>(), 20);
    QCOMPARE(g.at("phases_rerun").get<int>(), 0);
    QCOMPARE(g.at("enough").get<bool>(), true);
}

void TestCalibration::cliEmptyLedgerSaysWhatToDo()
{
    // An empty ledger (a job added and deleted again), then one whose jobs carry no planned hours.
    const QString path = m_dir->filePath(QStringLiteral("empty.sqlite"));
    {
        LedgerDb db(path);
        JobRecord j = job(QStringLiteral("l4"), QStringLiteral("trial"), 1, 1);
        JobStore(db).remove({ JobStore(db).add(j) });
    }
    const CliResult r = runCli({ QStringLiteral("calibrate"), QStringLiteral("--db"), path });
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(u"carries planned hours") && r.out.contains(u"Record as job"), qPrintable(r.out));
    const QString unplanned = m_dir->filePath(QStringLiteral("unplanned.sqlite"));
    {
        LedgerDb db(unplanned);
        QVERIFY(
            LedgerImporter(db).importCsv(QStringLiteral(RENTPLAN_TEST_DATA "/ledger/valid-bom-crlf.csv"), false).ok());
    }
    const CliResult none = runCli({ QStringLiteral("calibrate"), QStringLiteral("--db"), unplanned });
    QCOMPARE(none.exitCode, 0);
    QVERIFY2(none.out.contains(u"Record as job"), qPrintable(none.out));
    const CliResult json
        = runCli({ QStringLiteral("calibrate"), QStringLiteral("--db"), path, QStringLiteral("--json") });
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(json.json().at("jobs").get<int>(), 0);
    QVERIFY(json.json().at("groups").empty());
}

void TestCalibration::cliMissingLedgerFails()
{
    const QString missing = m_dir->filePath(QStringLiteral("nowhere.sqlite"));
    const CliResult r = runCli({ QStringLiteral("calibrate"), QStringLiteral("--db"), missing });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(missing) && r.err.contains(u"no such ledger file"), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFile::exists(missing));
}

void TestCalibration::cliHelp()
{
    const CliResult r = runCli({ QStringLiteral("calibrate"), QStringLiteral("--help") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(
        r.out.contains(u"--db") && r.out.contains(u"--json") && r.out.contains(u"median_ratio"), qPrintable(r.out));
    const CliResult all = runCli({ QStringLiteral("--help") });
    QVERIFY2(all.out.contains(u"calibrate"), qPrintable(all.out));
}

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
