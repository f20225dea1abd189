// A command prints its own messages and nothing else: run as a cron job or a fresh container
// runs it (no XDG_RUNTIME_DIR, no DISPLAY, a scratch HOME), every command that succeeds leaves
// standard error empty. Qt's "QStandardPaths: XDG_RUNTIME_DIR not set" once came with each one.
#include "tests/CliRunner.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QString data(const char* relative)
{
    return QStringLiteral(RENTPLAN_TEST_DATA "/") + QLatin1String(relative);
}

QString example(const char* name)
{
    return QStringLiteral(RENTPLAN_TEST_DATA "/../../resources/data/examples/") + QLatin1String(name);
}

// One job added to a ledger in the scratch home (@HOME@).
QStringList ledgerAdd()
{
    return { QStringLiteral("ledger"), QStringLiteral("--db"), QStringLiteral("@HOME@/l.sqlite"), QStringLiteral("add"),
        QStringLiteral("--date"), QStringLiteral("2026-11-02"), QStringLiteral("--card"), QStringLiteral("l40s"),
        QStringLiteral("--cards"), QStringLiteral("2"), QStringLiteral("--billed-hours"), QStringLiteral("3"),
        QStringLiteral("--cost"), QStringLiteral("12") };
}

// Runs the program with `args` in a bare environment (plus `extra`) under LD_DEBUG=files, which
// makes the dynamic loader print "file=NAME [0]; needed by …" or "dynamically loaded by …" for
// every library it loads (ld.so(8)); returns those libraries' file names, empty on failure.
QStringList librariesLoaded(const QStringList& args, const QString& home, const QProcessEnvironment& extra = {},
    const QString& program = QStringLiteral(RENTPLAN_BINARY))
{
    QProcess process;
    QProcessEnvironment env = extra;
    env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin"));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LD_DEBUG"), QStringLiteral("files"));
    keepSanitizerOptions(env);
    process.setProcessEnvironment(env);
    process.start(program, args);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return {};
    QStringList loaded;
    static const QRegularExpression file(QStringLiteral("\\bfile=(\\S+)"));
    for (const QRegularExpressionMatch& m : file.globalMatch(QString::fromUtf8(process.readAllStandardError())))
        loaded.append(QFileInfo(m.captured(1)).fileName());
    return loaded;
}

} // namespace

class TestCliQuiet : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void successLeavesStandardErrorEmpty_data();
    void successLeavesStandardErrorEmpty();
    void commandsLoadNoGuiLibrary_data();
    void commandsLoadNoGuiLibrary();
    void windowLoadsNoPdfOrKeyringLibrary();
};

void TestCliQuiet::successLeavesStandardErrorEmpty_data()
{
    // @HOME@ stands for the scratch home folder. The expected exit code: 0, or 1 for an
    // acceptance that does not pass (a result, not an error).
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    const QString plan = example("example.rentplan");
    QTest::newRow("--help") << QStringList { QStringLiteral("--help") } << 0;
    QTest::newRow("cards") << QStringList { QStringLiteral("cards"), QStringLiteral("--json") } << 0;
    QTest::newRow("model") << QStringList { QStringLiteral("model"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--json") }
                           << 0;
    QTest::newRow("estimate") << QStringList { QStringLiteral("estimate"), QStringLiteral("--preset"),
        QStringLiteral("llama-2-7b"), QStringLiteral("--task"), QStringLiteral("lora") }
                              << 0;
    QTest::newRow("costs") << QStringList { QStringLiteral("costs"), plan, QStringLiteral("--hours"),
        QStringLiteral("300"), QStringLiteral("--json") }
                           << 0;
    QTest::newRow("costs --break-even") << QStringList { QStringLiteral("costs"), plan, QStringLiteral("--break-even") }
                                        << 0;
    QTest::newRow("plan") << QStringList { QStringLiteral("plan"), example("lora-7b.rentplan") } << 0;
    QTest::newRow("quotes") << QStringList { QStringLiteral("quotes"), data("accept/phases.rentplan") } << 0;
    QTest::newRow("export") << QStringList { QStringLiteral("export"), plan, QStringLiteral("-o"),
        QStringLiteral("@HOME@/plan.pdf") }
                            << 0;
    QTest::newRow("export in Chinese") << QStringList { QStringLiteral("export"), example("lora-7b.rentplan"),
        QStringLiteral("-o"), QStringLiteral("@HOME@/plan-zh.pdf"), QStringLiteral("--lang"), QStringLiteral("zh_CN") }
                                       << 0;
    QTest::newRow("rfq") << QStringList { QStringLiteral("rfq"), example("lora-7b.rentplan"), QStringLiteral("-o"),
        QStringLiteral("@HOME@/request.xlsx") }
                         << 0;
    QTest::newRow("accept-script") << QStringList { QStringLiteral("accept-script"), data("accept/quotes.rentplan"),
        QStringLiteral("--quote"), QStringLiteral("h100x8") }
                                   << 0;
    QTest::newRow("accept") << QStringList { QStringLiteral("accept"), data("accept/quotes.rentplan"),
        data("nvidia-smi/smi-hgx-h100x8-r550-idle.txt"), QStringLiteral("--quote"), QStringLiteral("h100x8") }
                            << 1; // one nvidia-smi table cannot tell the CPU, memory and disks
    QTest::newRow("watchdog") << QStringList { QStringLiteral("watchdog") } << 0;
    QTest::newRow("ledger add") << ledgerAdd() << 0;
}

void TestCliQuiet::successLeavesStandardErrorEmpty()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QTemporaryDir home;
    for (QString& arg : args)
        arg.replace(QStringLiteral("@HOME@"), home.path());
    const CliBytes r = runCliClean(args, home.path());
    QVERIFY2(r.exitCode == exitCode, qPrintable(r.err));
    QCOMPARE(r.err, QString());
    QVERIFY(!r.out.isEmpty() || args.contains(QStringLiteral("-o")) || args.contains(QStringLiteral("add")));
}

void TestCliQuiet::commandsLoadNoGuiLibrary_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("draws");
    const QString plan = example("lora-7b.rentplan");
    QTest::newRow("--help") << QStringList { QStringLiteral("--help") } << false;
    QTest::newRow("estimate") << QStringList { QStringLiteral("estimate"), QStringLiteral("--preset"),
        QStringLiteral("llama-2-7b"), QStringLiteral("--task"), QStringLiteral("lora") }
                              << false;
    QTest::newRow("plan") << QStringList { QStringLiteral("plan"), plan, QStringLiteral("--json") } << false;
    QTest::newRow("ledger add") << ledgerAdd() << false;
    QTest::newRow("export") << QStringList { QStringLiteral("export"), plan, QStringLiteral("-o"),
        QStringLiteral("@HOME@/plan.pdf") }
                            << true;
}

void TestCliQuiet::commandsLoadNoGuiLibrary()
{
    // A command that draws nothing loads QtCore, QtSql and the engine, never Qt's GUI libraries
    // nor the window's library; libpq waits for a team ledger (README.md, "Layout").
    QFETCH(QStringList, args);
    QFETCH(bool, draws);
    QTemporaryDir home;
    for (QString& arg : args)
        arg.replace(QStringLiteral("@HOME@"), home.path());
    const QStringList loaded = librariesLoaded(args, home.path());
    QVERIFY2(loaded.contains(QStringLiteral("libQt6Core.so.6")), qPrintable(loaded.join(u' ')));
    QVERIFY2(loaded.contains(QStringLiteral("librentplan-models.so")), qPrintable(loaded.join(u' ')));
    for (const char* gui : { "libQt6Gui.so.6", "libQt6Widgets.so.6", "libQt6Charts.so.6", "librentplan-gui.so",
             "librentplan-pdfedit.so", "libqpdf.so.29" })
        QVERIFY2(loaded.contains(QLatin1String(gui)) == draws, gui);
    for (const char* unused : { "libpq.so.5", "librentplan-keyring.so", "libqt6keychain.so.1" })
        QVERIFY2(!loaded.contains(QLatin1String(unused)), unused);
}

void TestCliQuiet::windowLoadsNoPdfOrKeyringLibrary()
{
    // The window starts without libqpdf and QtKeychain, and the libraries those two link: they
    // load with the first PDF written or the first remembered password looked up.
    QTemporaryDir home;
    QProcessEnvironment window;
    window.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // The window as the program opens it, through tests/helpers/startup_probe.cpp: every tab built, then quit.
    const QStringList loaded
        = librariesLoaded({ QStringLiteral("tabs") }, home.path(), window, QStringLiteral(RENTPLAN_STARTUP_PROBE));
    QVERIFY2(loaded.contains(QStringLiteral("librentplan-gui.so")), qPrintable(loaded.join(u' ')));
    for (const char* later :
        { "librentplan-pdfedit.so", "libqpdf.so.29", "librentplan-keyring.so", "libqt6keychain.so.1" })
        QVERIFY2(!loaded.contains(QLatin1String(later)), later);
}

QTEST_GUILESS_MAIN(TestCliQuiet)
#include "tst_cliquiet.moc"
