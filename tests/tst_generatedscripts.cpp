// The scripts RentPlan generates for a rented machine (accept-script, watchdog) cannot be hijacked
// by what a plan file or an option holds. A table of hostile values is put in each field; each
// script must parse (bash -n), pass shellcheck, and run for real in a scratch folder whose PATH
// has harmless stand-ins (tests/ScriptSandbox.h): nothing may appear but what the script
// documents (the capture file, the watchdog's log), and curl must get the URL as data after "--".
// A value that cannot be put in a script at all is refused with the option it came from.
#include "tests/CliRunner.h"
#include "tests/ScriptSandbox.h"

#include "models/accept/Expectation.h"
#include "models/common/InputError.h"
#include "models/plan/PlanFormat.h"
#include "models/toolkit/AcceptanceScript.h"
#include "models/toolkit/WatchdogScript.h"

#include <QRegularExpression>
#include <QtTest>

using namespace rp;
using script_sandbox::Sandbox;

namespace {

struct Hostile {
    const char* name;
    QString value;
    QString comment; // how it must read inside a `#` line (the first 60 characters are compared)
};

QList<Hostile> hostileValues()
{
    const QString longText = QString(100000, u'a') + QStringLiteral("$(touch INJECTED_LONG)");
    return {
        { "newline", QStringLiteral("x\ntouch INJECTED_NEWLINE\n#"), QStringLiteral("x\\ntouch INJECTED_NEWLINE\\n#") },
        { "carriage return", QStringLiteral("x\rtouch INJECTED_CR"), QStringLiteral("x\\rtouch INJECTED_CR") },
        { "command substitution", QStringLiteral("$(touch INJECTED_SUBST)"),
            QStringLiteral("$(touch INJECTED_SUBST)") },
        { "backticks", QStringLiteral("`touch INJECTED_BACKTICK`"), QStringLiteral("`touch INJECTED_BACKTICK`") },
        { "semicolon", QStringLiteral("x;touch INJECTED_SEMI;#"), QStringLiteral("x;touch INJECTED_SEMI;#") },
        { "quotes", QStringLiteral("it's \"q\"'; touch INJECTED_QUOTE; echo '"),
            QStringLiteral("it's \"q\"'; touch INJECTED_QUOTE; echo '") },
        { "leading dash", QStringLiteral("-oINJECTED_DASH"), QStringLiteral("-oINJECTED_DASH") },
        { "placeholders", QStringLiteral("@URL@@DATA_DIR@@PLAN@@BASIS@@STOP@@KEEP@;touch INJECTED_AT"),
            QStringLiteral("@URL@@DATA_DIR@@PLAN@@BASIS@@STOP@@KEEP@;touch INJECTED_AT") },
        { "NUL", QStringLiteral("a") + QChar(0) + QStringLiteral("touch INJECTED_NUL"),
            QStringLiteral("a\\x00touch INJECTED_NUL") },
        // A comment keeps the first 120 characters, then "…".
        { "very long", longText, QString(60, u'a') },
        { "line separator", QStringLiteral("x\u2028touch INJECTED_LS"), QStringLiteral("x\\u{2028}touch INJECTED_LS") },
        { "bidi override", QStringLiteral("x\u202Etouch INJECTED_BIDI"),
            QStringLiteral("x\\u{202e}touch INJECTED_BIDI") },
        { "terminal escape", QStringLiteral("\x1b[2Jx"), QStringLiteral("\\x1b[2Jx") },
        { "backslash", QStringLiteral("a\\nb"), QStringLiteral("a\\\\nb") },
    };
}

// A valid URL made of the value: "http://x/" and the value without spaces and control characters.
QString urlOf(const QString& value)
{
    QString path = value;
    path.remove(QRegularExpression(QStringLiteral("[\\x00-\\x20\\x7f\\x{2028}\\x{2029}]")));
    return QStringLiteral("http://x/") + path;
}

std::optional<Plan> loadPlan(const QString& relative)
{
    InputError error;
    auto plan = PlanFormat::load(QStringLiteral(RENTPLAN_TEST_DATA "/") + relative, &error);
    if (!plan)
        qWarning("%s", qPrintable(error.toString()));
    return plan;
}

// The leading `#` lines, up to the first line of code.
QStringList headerOf(const QString& script)
{
    QStringList header;
    for (const QString& line : script.split(u'\n')) {
        if (!line.startsWith(u'#'))
            break;
        header.append(line);
    }
    return header;
}

} // namespace

class TestGeneratedScripts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void acceptScriptTakesHostileValuesAsData_data();
    void acceptScriptTakesHostileValuesAsData();
    void watchdogTakesHostileValuesAsData_data();
    void watchdogTakesHostileValuesAsData();
    void watchdogStopCommandKeepsPlaceholderText();
    void commandLineExamples();
};

void TestGeneratedScripts::acceptScriptTakesHostileValuesAsData_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("comment");
    for (const Hostile& h : hostileValues()) {
        for (const char* field : { "plan name", "quote id", "quote card", "offer id", "phase name", "data dir", "url",
                 "url path", "all at once" })
            QTest::addRow("%s: %s", field, h.name) << QString::fromLatin1(field) << h.value << h.comment;
    }
}

void TestGeneratedScripts::acceptScriptTakesHostileValuesAsData()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, comment);
    const bool all = field == QLatin1String("all at once");
    std::optional<Plan> plan
        = loadPlan(field == QLatin1String("phase name") ? QStringLiteral("plans/phases.rentplan")
                                                        : QStringLiteral("accept/quotes.rentplan"));
    QVERIFY(plan);
    QString quoteId = QStringLiteral("h100x8");
    toolkit::AcceptanceScriptOptions o;
    o.planName = plan->name;
    o.diskTestMiB = 1;
    o.dataDir = QStringLiteral("data");
    o.downloadUrl = QStringLiteral("https://example.com/weights.bin");
    if (field == QLatin1String("plan name") || all)
        o.planName = value;
    if (field == QLatin1String("quote id") || all)
        quoteId = plan->quotes[1].id = value;
    if (field == QLatin1String("quote card") || all)
        plan->quotes[1].card = value;
    if (field == QLatin1String("offer id")) {
        plan->quotes.clear(); // the plan's offer with the most cards per machine
        plan->offers[0].id = value;
        quoteId.clear();
    }
    if (field == QLatin1String("phase name")) {
        for (Phase& phase : plan->phases)
            phase.name = value;
        quoteId.clear(); // the peak phase
    }
    if (field == QLatin1String("data dir") || all)
        o.dataDir = value;
    if (field == QLatin1String("url"))
        o.downloadUrl = value;
    if (field == QLatin1String("url path") || all)
        o.downloadUrl = urlOf(value);

    QString script;
    try {
        script = toolkit::AcceptanceScript::generate(accept::Expectation::forPlan(*plan, quoteId), o);
    } catch (const InputException& e) {
        // Only a NUL (no shell word holds one) and a text that is no URL are refused, naming the option.
        if (o.dataDir.contains(QChar(0)))
            QCOMPARE(e.error().where, QStringLiteral("--data-dir"));
        else if (field == QLatin1String("url") || o.downloadUrl.contains(QChar(0)))
            QCOMPARE(e.error().where, QStringLiteral("--url"));
        else
            QFAIL(qPrintable(QStringLiteral("refused: ") + e.error().toString()));
        return;
    }
    QVERIFY2(field != QLatin1String("url"), "a text without a scheme was taken for a URL");

    // Comments: the same seven lines whatever the values, each value on its line, escaped.
    const QStringList header = headerOf(script);
    QCOMPARE(header.size(), 7);
    QVERIFY(header.at(1).startsWith(QLatin1String("# RentPlan acceptance capture for ")));
    for (const QString& line : header)
        QVERIFY2(line.size() < 500, qPrintable(line.left(200))); // three fields of at most 121 characters
    if (!field.startsWith(QLatin1String("url")) && field != QLatin1String("data dir"))
        QVERIFY2(header.at(1).contains(comment.left(60)), qPrintable(header.at(1)));

    QCOMPARE(script_sandbox::bashSyntaxErrors(script), QString());

    Sandbox machine;
    // The data folder exists when the file system can hold its name (not 100 000 characters).
    const bool folder = QDir(machine.work()).mkdir(o.dataDir);
    const auto run = machine.bash(script, { QStringLiteral("capture.txt") });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QStringList expected = { QStringLiteral("capture.txt") };
    if (folder)
        expected.append(QDir(machine.work()).relativeFilePath(machine.inWork(o.dataDir)));
    expected.sort();
    QCOMPARE(machine.createdFiles(), expected); // the dd test file removed, nothing injected
    QFile capture(machine.inWork(QStringLiteral("capture.txt")));
    QVERIFY(capture.open(QIODevice::ReadOnly));
    const QString captured = QString::fromUtf8(capture.readAll());
    // 1 MiB written into the folder and read back (dd: "1048576 bytes (1.0 MB, 1.0 MiB) copied").
    QCOMPARE(captured.count(QStringLiteral("1048576 bytes")), folder ? 2 : 0);
    QCOMPARE(captured.contains(QStringLiteral("is not a writable folder")), !folder);
    // curl got the URL as one argument after "--", never as an option.
    const QList<QStringList> curl = machine.calls("curl");
    QCOMPARE(curl.size(), 1);
    QVERIFY(curl.first().size() >= 2);
    QCOMPARE(curl.first().at(curl.first().size() - 2), QStringLiteral("--"));
    QCOMPARE(curl.first().last(), o.downloadUrl);
    QVERIFY(machine.calls("shutdown").isEmpty());

    if (!script_sandbox::shellcheckInstalled())
        QSKIP(script_sandbox::kNoShellcheck);
    QCOMPARE(script_sandbox::shellcheckFindings(script), QString());
}

void TestGeneratedScripts::watchdogTakesHostileValuesAsData_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    for (const Hostile& h : hostileValues()) {
        for (const char* field : { "stop command", "keep-alive", "all at once" })
            QTest::addRow("%s: %s", field, h.name) << QString::fromLatin1(field) << h.value;
    }
}

void TestGeneratedScripts::watchdogTakesHostileValuesAsData()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    const bool all = field == QLatin1String("all at once");
    toolkit::WatchdogOptions o;
    o.minutes = 2; // a check a minute: 2 idle checks decide
    if (field == QLatin1String("stop command") || all)
        o.stopCommand = value;
    if (field == QLatin1String("keep-alive") || all)
        o.keepAlive = { value };
    QString script;
    try {
        script = toolkit::WatchdogScript::generate(o);
    } catch (const InputException& e) {
        // The stop command is one line; a keep-alive entry is a process name (pgrep -x).
        static const QRegularExpression lineBreakOrControl(
            QStringLiteral("[\\x00-\\x08\\x0a-\\x1f\\x7f\\x{2028}\\x{2029}]"));
        static const QRegularExpression processName(QStringLiteral("^[A-Za-z0-9._+-]{1,15}$"));
        if (o.stopCommand == value && value.contains(lineBreakOrControl))
            QCOMPARE(e.error().where, QStringLiteral("--stop-command"));
        else if (o.keepAlive.contains(value) && !processName.match(value).hasMatch())
            QCOMPARE(e.error().where, QStringLiteral("--keep-alive"));
        else
            QFAIL(qPrintable(QStringLiteral("refused: ") + e.error().toString()));
        return;
    }
    QCOMPARE(headerOf(script).size(), 12);
    QCOMPARE(script_sandbox::bashSyntaxErrors(script), QString());

    // A dry run on an idle machine: it decides to stop, logs the command and runs nothing.
    Sandbox machine;
    const bool keepAliveRuns = o.keepAlive == QStringList { value }; // the stand-in pgrep finds it
    const QMap<QString, QString> env { { QStringLiteral("FAKE_RUNNING"), keepAliveRuns ? value : QString() } };
    const auto run
        = machine.bash(script, { QStringLiteral("--dry-run"), QStringLiteral("--checks"), QStringLiteral("3") }, env);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(machine.createdFiles(), QStringList { QStringLiteral("rentplan-watchdog.log") });
    QFile log(machine.inWork(QStringLiteral("rentplan-watchdog.log")));
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QString logged = QString::fromUtf8(log.readAll());
    if (keepAliveRuns)
        QVERIFY2(logged.contains(QStringLiteral("but %1 is running: not idle").arg(value)), qPrintable(logged));
    else
        QVERIFY2(logged.contains(QStringLiteral("decision: stop (dry run, would run: %1)\n").arg(o.stopCommand)),
            qPrintable(logged.right(300)));
    QVERIFY(machine.calls("shutdown").isEmpty());

    if (!script_sandbox::shellcheckInstalled())
        QSKIP(script_sandbox::kNoShellcheck);
    QCOMPARE(script_sandbox::shellcheckFindings(script), QString());
}

void TestGeneratedScripts::watchdogStopCommandKeepsPlaceholderText()
{
    // The stop command is the user's command line, run as written when the machine is idle:
    // "touch STOP_@KEEP@" makes exactly that file, not "STOP_rsync scp rclone".
    toolkit::WatchdogOptions o;
    o.minutes = 2;
    o.stopCommand = QStringLiteral("touch STOP_@KEEP@");
    Sandbox machine;
    auto run = machine.bash(toolkit::WatchdogScript::generate(o), { QStringLiteral("--checks"), QStringLiteral("3") });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(machine.createdFiles(),
        QStringList({ QStringLiteral("STOP_@KEEP@"), QStringLiteral("rentplan-watchdog.log") }));

    // The default stops the machine: shutdown -h now, two words.
    Sandbox other;
    run = other.bash(toolkit::WatchdogScript::generate(toolkit::WatchdogOptions {}),
        { QStringLiteral("--checks"), QStringLiteral("31") });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(other.calls("shutdown"), QList<QStringList>({ { QStringLiteral("-h"), QStringLiteral("now") } }));
}

void TestGeneratedScripts::commandLineExamples()
{
    // The attacks as a user would meet them: a plan file whose name holds a newline and a
    // command, placeholders in --data-dir, a --url starting with "-".
    QTemporaryDir dir;
    QFile source(QStringLiteral(RENTPLAN_TEST_DATA "/accept/quotes.rentplan"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    nlohmann::json document = nlohmann::json::parse(source.readAll().toStdString());
    document["name"] = "x\ntouch INJECTED";
    const QString planPath = dir.filePath(QStringLiteral("hostile.rentplan"));
    QFile plan(planPath);
    QVERIFY(plan.open(QIODevice::WriteOnly));
    plan.write(QByteArray::fromStdString(document.dump()));
    plan.close();

    CliResult cli = runCli({ QStringLiteral("accept-script"), planPath, QStringLiteral("--quote"),
        QStringLiteral("h100x8"), QStringLiteral("--data-dir"), QStringLiteral("/data@URL@"), QStringLiteral("--url"),
        QStringLiteral("http://a;touch${IFS}INJECTED;#") });
    QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
    QVERIFY2(cli.out.contains(QStringLiteral("\n# RentPlan acceptance capture for x\\ntouch INJECTED: 8 x ")),
        qPrintable(cli.out.left(300)));
    QVERIFY(cli.out.contains(QStringLiteral("\nDEFAULT_DATA_DIR='/data@URL@'\n")));
    QVERIFY(cli.out.contains(QStringLiteral("\nDOWNLOAD_URL='http://a;touch${IFS}INJECTED;#'\n")));
    Sandbox machine;
    const auto run = machine.bash(cli.out, { QStringLiteral("capture.txt") });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(machine.createdFiles(), QStringList { QStringLiteral("capture.txt") });
    QCOMPARE(machine.calls("curl").value(0).mid(machine.calls("curl").value(0).size() - 2),
        QStringList({ QStringLiteral("--"), QStringLiteral("http://a;touch${IFS}INJECTED;#") }));

    // A --url that curl would take for an option is refused, naming the option.
    for (const QString& url : { QStringLiteral("-o/tmp/x://y"), QStringLiteral("--output=INJECTED") }) {
        cli = runCli({ QStringLiteral("accept-script"), planPath, QStringLiteral("--url"), url });
        QCOMPARE(cli.exitCode, 2);
        QVERIFY2(cli.err.contains(QStringLiteral("--url: ")), qPrintable(cli.err));
        QVERIFY(cli.out.isEmpty());
    }

    // The watchdog's stop command keeps its text.
    cli = runCli({ QStringLiteral("watchdog"), QStringLiteral("--minutes"), QStringLiteral("2"),
        QStringLiteral("--stop-command"), QStringLiteral("touch STOP_@KEEP@") });
    QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
    QVERIFY(cli.out.contains(QStringLiteral("\nSTOP_COMMAND='touch STOP_@KEEP@'\n")));
    Sandbox watched;
    QCOMPARE(watched.bash(cli.out, { QStringLiteral("--checks"), QStringLiteral("3") }).exitCode, 0);
    QCOMPARE(watched.createdFiles(),
        QStringList({ QStringLiteral("STOP_@KEEP@"), QStringLiteral("rentplan-watchdog.log") }));
}

QTEST_GUILESS_MAIN(TestGeneratedScripts)
#include "tst_generatedscripts.moc"
