// The generated acceptance and watchdog scripts, run by bash under a PATH whose nvidia-smi,
// lscpu, free, df, nproc, hostname and pgrep are fakes printing the real captures in
// tests/data; dd, curl, awk and the rest are the system's.
#include "models/accept/AcceptanceCheck.h"
#include "models/accept/CaptureReader.h"
#include "models/plan/PlanFormat.h"
#include "models/toolkit/AcceptanceScript.h"
#include "models/toolkit/WatchdogScript.h"

#include "tests/ScriptSandbox.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace rp;

namespace {

using script_sandbox::testData;
using script_sandbox::writeExecutable;

QString data(const QString& relative)
{
    return testData(relative);
}

struct FakeMachine {
    QTemporaryDir dir;
    QString bin() const { return dir.filePath(QStringLiteral("bin")); }

    FakeMachine()
    {
        QDir().mkpath(bin());
        writeExecutable(bin() + QStringLiteral("/nvidia-smi"), script_sandbox::kFakeSmi);
        auto printer = [&](const char* name, const QString& file) {
            writeExecutable(
                bin() + u'/' + QLatin1String(name), QStringLiteral("#!/bin/sh\ncat '%1'\n").arg(data(file)).toUtf8());
        };
        printer("lscpu", QStringLiteral("accept/host/lscpu-2x48c-epyc.txt"));
        printer("free", QStringLiteral("accept/host/free-g-2tb.txt"));
        printer("df", QStringLiteral("accept/host/df-h-nvme.txt"));
        writeExecutable(bin() + QStringLiteral("/nproc"), "#!/bin/sh\necho 192\n");
        writeExecutable(bin() + QStringLiteral("/hostname"), "#!/bin/sh\necho gpu-test-01\n");
        // pgrep -x -- NAME succeeds for the names in $FAKE_RUNNING.
        writeExecutable(bin() + QStringLiteral("/pgrep"),
            "#!/bin/bash\nfor n in ${FAKE_RUNNING:-}; do [ \"$n\" = \"${!#}\" ] && exit 0; done\nexit 1\n");
    }

    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };

    Run bash(const QString& script, const QStringList& args, const QMap<QString, QString>& env) const
    {
        const QString path = dir.filePath(QStringLiteral("script.sh"));
        writeExecutable(path, script.toUtf8());
        QProcess p;
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("PATH"), bin() + QStringLiteral(":/usr/bin:/bin"));
        e.insert(QStringLiteral("HOME"), dir.path());
        e.insert(QStringLiteral("RENTPLAN_WATCHDOG_SLEEP"), QStringLiteral("0"));
        e.insert(QStringLiteral("FAKE_SMI_TABLE"), data(QStringLiteral("nvidia-smi/smi-hgx-h100x8-r550-idle.txt")));
        e.insert(QStringLiteral("FAKE_SMI_TOPO"), data(QStringLiteral("nvidia-smi/topo-hgx-h100x8-nv18-spaces.txt")));
        e.insert(
            QStringLiteral("FAKE_SMI_APPS"), data(QStringLiteral("nvidia-smi/apps-empty-header-only-rtxpro6000.csv")));
        for (auto it = env.cbegin(); it != env.cend(); ++it)
            e.insert(it.key(), it.value());
        p.setProcessEnvironment(e);
        p.setWorkingDirectory(dir.path());
        p.start(QStringLiteral("/bin/bash"), QStringList { path } + args);
        p.waitForFinished(60000);
        return { p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError()) };
    }
};

QString readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class TestToolkitScripts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void acceptanceScriptCapturesWhatTheCheckReads();
    void watchdogDecides_data();
    void watchdogDecides();
    void watchdogStopsForReal();
    void watchdogRefusesBadOptions_data();
    void watchdogRefusesBadOptions();
};

void TestToolkitScripts::acceptanceScriptCapturesWhatTheCheckReads()
{
    InputError error;
    const auto plan = PlanFormat::load(data(QStringLiteral("accept/quotes.rentplan")), &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    FakeMachine machine;
    const QString dataDir = machine.dir.filePath(QStringLiteral("data disk"));
    QDir().mkpath(dataDir);
    const QString download = machine.dir.filePath(QStringLiteral("weights.bin"));
    QFile weights(download);
    QVERIFY(weights.open(QIODevice::WriteOnly));
    weights.write(QByteArray(1 << 20, 'w'));
    weights.close();

    toolkit::AcceptanceScriptOptions o;
    o.planName = plan->name;
    o.dataDir = dataDir;
    o.diskTestMiB = 4;
    o.downloadUrl = QStringLiteral("file://") + download;
    const QString script
        = toolkit::AcceptanceScript::generate(accept::Expectation::forPlan(*plan, QStringLiteral("h100x8")), o);
    if (script_sandbox::shellcheckInstalled())
        QCOMPARE(script_sandbox::shellcheckFindings(script), QString());

    const QString out = machine.dir.filePath(QStringLiteral("capture.txt"));
    const auto run = machine.bash(script, { out }, {});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.err.contains(QStringLiteral("rentplan: wrote")));
    // Read-only: the data folder holds nothing afterwards (its test file was removed).
    QVERIFY(QDir(dataDir).entryList(QDir::Files | QDir::NoDotAndDotDot).isEmpty());

    const auto machines = accept::CaptureReader::load(out, &error);
    QVERIFY2(machines, qPrintable(error.toString()));
    const accept::MachineFacts& facts = machines->first();
    QCOMPARE(facts.name, QStringLiteral("gpu-test-01"));
    for (const char* kind : { "nvidia-smi", "nvidia-smi topo -m", "nvidia-smi --query-compute-apps", "lscpu", "free -g",
             "df -h", "nproc", "dd", "curl", "nvidia-smi mig -lgi" })
        QVERIFY2(facts.recognized.contains(QLatin1String(kind)), kind);
    QVERIFY(facts.diskWriteMBps && facts.diskWriteMBps->value > 0);
    QVERIFY(facts.diskReadMBps && facts.diskReadMBps->value > 0);
    QVERIFY(facts.downloadMbps && facts.downloadMbps->value > 0);
    QCOMPARE(facts.nproc->value, 192);

    // Every item of the H100 quote passes on this machine: the one captured of two cannot tell.
    const accept::AcceptanceReport report
        = accept::AcceptanceCheck::run(accept::Expectation::forPlan(*plan, QStringLiteral("h100x8")), *machines);
    for (const accept::ItemResult& item : report.machines.first().items)
        QVERIFY2(item.verdict == accept::Verdict::Pass, qPrintable(item.key + QStringLiteral(": ") + item.found));
    QCOMPARE(report.acrossMachines.first().verdict, accept::Verdict::CannotTell);
}

void TestToolkitScripts::watchdogDecides_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("running");
    QTest::addColumn<bool>("broken");
    QTest::addColumn<QString>("decision");
    // Idle H100 table: 0 % on all eight cards, average 0 < 5: stop after 30 checks.
    QTest::newRow("idle h100") << "smi-hgx-h100x8-r550-idle.txt"
                               << "" << false << "decision: stop (dry run";
    // Busy A100 table: (11 + 82 + 97 + 0 + 97 + 76 + 0 + 0) / 8 = 45.4 %: keeps running.
    QTest::newRow("busy a100") << "smi-a100-80gb-sxm4x8-r595-busy.txt"
                               << "" << false << "decision: keep running (40 checks, 0 idle in a row)";
    // Quadro table: 0 % everywhere, but rsync is copying results out.
    QTest::newRow("idle but rsync runs") << "smi-10x-quadro-rtx8000-r470.txt"
                                         << "rsync" << false << "decision: keep running (40 checks, 0 idle in a row)";
    // A lost driver is not idleness.
    QTest::newRow("nvidia-smi fails") << "smi-hgx-h100x8-r550-idle.txt"
                                      << "" << true << "decision: keep running (40 checks, 0 idle in a row)";
}

void TestToolkitScripts::watchdogDecides()
{
    QFETCH(QString, table);
    QFETCH(QString, running);
    QFETCH(bool, broken);
    QFETCH(QString, decision);
    FakeMachine machine;
    toolkit::WatchdogOptions o; // 5 %, 30 minutes, a check a minute: 30 checks
    o.stopCommand = QStringLiteral("touch '%1'").arg(machine.dir.filePath(QStringLiteral("stopped")));
    const QString script = toolkit::WatchdogScript::generate(o);
    QCOMPARE(toolkit::WatchdogScript::checksNeeded(o), 30);
    QVERIFY(script.contains(QStringLiteral("WARNING")));
    QVERIFY(script.contains(QStringLiteral("CPU-only")));
    if (script_sandbox::shellcheckInstalled())
        QCOMPARE(script_sandbox::shellcheckFindings(script), QString());

    QMap<QString, QString> env { { QStringLiteral("FAKE_SMI_TABLE"), data(QStringLiteral("nvidia-smi/") + table) },
        { QStringLiteral("FAKE_RUNNING"), running } };
    if (broken)
        env.insert(QStringLiteral("FAKE_SMI_BROKEN"), QStringLiteral("1"));
    const auto run
        = machine.bash(script, { QStringLiteral("--dry-run"), QStringLiteral("--checks"), QStringLiteral("40") }, env);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(decision), qPrintable(run.out.right(400)));
    QVERIFY(!QFile::exists(machine.dir.filePath(QStringLiteral("stopped")))); // dry run never stops
    // The log holds what was printed.
    const QString log = readAll(machine.dir.filePath(QStringLiteral("rentplan-watchdog.log")));
    QVERIFY(log.contains(decision));
    if (decision.startsWith(QLatin1String("decision: stop")))
        QVERIFY(log.contains(QStringLiteral("idle 30/30: GPU use 0.0 %")));
    if (!running.isEmpty())
        QVERIFY(log.contains(QStringLiteral("but rsync is running")));
}

void TestToolkitScripts::watchdogStopsForReal()
{
    // Without --dry-run the stop command runs once the 2 minutes (2 checks) are idle.
    FakeMachine machine;
    toolkit::WatchdogOptions o;
    o.minutes = 2;
    o.thresholdPercent = 0.5;
    o.keepAlive = {};
    o.stopCommand = QStringLiteral("touch '%1'").arg(machine.dir.filePath(QStringLiteral("stopped")));
    const auto run
        = machine.bash(toolkit::WatchdogScript::generate(o), { QStringLiteral("--checks"), QStringLiteral("5") }, {});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("decision: stop, running: touch")), qPrintable(run.out));
    QVERIFY(QFile::exists(machine.dir.filePath(QStringLiteral("stopped"))));
}

void TestToolkitScripts::watchdogRefusesBadOptions_data()
{
    QTest::addColumn<double>("threshold");
    QTest::addColumn<int>("minutes");
    QTest::addColumn<QString>("stop");
    QTest::addColumn<QString>("keep");
    QTest::addColumn<QString>("where");
    QTest::newRow("threshold 0") << 0.0 << 30 << "shutdown -h now"
                                 << "rsync"
                                 << "--threshold";
    QTest::newRow("threshold 150") << 150.0 << 30 << "shutdown -h now"
                                   << "rsync"
                                   << "--threshold";
    QTest::newRow("minutes 0") << 5.0 << 0 << "shutdown -h now"
                               << "rsync"
                               << "--minutes";
    QTest::newRow("two-line stop") << 5.0 << 30 << "true\nrm -rf /"
                                   << "rsync"
                                   << "--stop-command";
    QTest::newRow("quote in name") << 5.0 << 30 << "shutdown -h now"
                                   << "rsync'; reboot"
                                   << "--keep-alive";
}

void TestToolkitScripts::watchdogRefusesBadOptions()
{
    QFETCH(double, threshold);
    QFETCH(int, minutes);
    QFETCH(QString, stop);
    QFETCH(QString, keep);
    QFETCH(QString, where);
    toolkit::WatchdogOptions o;
    o.thresholdPercent = threshold;
    o.minutes = minutes;
    o.stopCommand = stop;
    o.keepAlive = { keep };
    try {
        toolkit::WatchdogScript::generate(o);
        QFAIL("accepted");
    } catch (const InputException& e) {
        QCOMPARE(e.error().where, where);
    }
}

QTEST_GUILESS_MAIN(TestToolkitScripts)
#include "tst_toolkitscripts.moc"
