// `--json` is read by scripts: whatever the user's language, every command prints the same
// JSON (English texts, English numbers), while its messages on standard error stay in the
// user's language.
#include "tests/CliRunner.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kEnglish = QStringLiteral("en_US.UTF-8");
const QString kChinese = QStringLiteral("zh_CN.UTF-8");

QString data(const char* relative)
{
    return QStringLiteral(RENTPLAN_TEST_DATA "/") + QLatin1String(relative);
}

QString example(const char* name)
{
    return QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/") + QLatin1String(name);
}

bool hasChinese(const QString& text)
{
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    return han.match(text).hasMatch();
}

// The commands whose --help offers --json: `rentplan --help` lists the commands, `ledger --help` its actions.
QStringList commandsWithJson()
{
    QStringList found;
    const CliResult overview = runCli({ QStringLiteral("--help") });
    static const QRegularExpression commandLine(QStringLiteral("^  ([a-z-]+) "));
    for (const QString& line : overview.out.split(u'\n')) {
        const QRegularExpressionMatch m = commandLine.match(line);
        if (!m.hasMatch())
            continue;
        const QString command = m.captured(1);
        if (command == u"ledger") {
            for (const char* action : { "import", "export", "add", "list", "stats", "init", "push" }) {
                const CliResult help = runCli({ command, QLatin1String(action), QStringLiteral("--help") });
                if (help.out.contains(QStringLiteral("--json")))
                    found.append(command + u' ' + QLatin1String(action));
            }
        } else if (runCli({ command, QStringLiteral("--help") }).out.contains(QStringLiteral("--json"))) {
            found.append(command);
        }
    }
    return found;
}

} // namespace

class TestJsonLanguage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sameJsonInEveryLanguage_data();
    void sameJsonInEveryLanguage();
    void everyJsonCommandIsHere();
    void errorsStayInTheUsersLanguage();

private:
    QTemporaryDir m_dir;
    QString m_ledger;
    QString m_captures;
    QStringList m_tested;
};

void TestJsonLanguage::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_ledger = m_dir.filePath(QStringLiteral("jobs.sqlite"));
    const CliResult imported = runCli({ QStringLiteral("ledger"), QStringLiteral("--db"), m_ledger,
        QStringLiteral("import"), example("example-jobs.csv") });
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    // One machine's capture: the busy A100 table against the H100 quote (a failing report, with reasons).
    m_captures = m_dir.filePath(QStringLiteral("gpu-a.txt"));
    QFile table(data("nvidia-smi/smi-a100-80gb-sxm4x8-r595-busy.txt"));
    QVERIFY(table.open(QIODevice::ReadOnly));
    QFile capture(m_captures);
    QVERIFY(capture.open(QIODevice::WriteOnly));
    capture.write(
        "# rentplan-capture v1 host=gpu-a date=2026-11-30T10:00:00Z\n\n=== nvidia-smi ===\n" + table.readAll());
}

void TestJsonLanguage::sameJsonInEveryLanguage_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("args");
    QTest::newRow("cards") << "cards" << QStringList { QStringLiteral("cards"), QStringLiteral("--json") };
    QTest::newRow("model") << "model"
                           << QStringList { QStringLiteral("model"), QStringLiteral("llama-2-7b"),
                                  QStringLiteral("--json") };
    // A 70B full fine-tune on 8 cards: warnings and assumptions in words.
    QTest::newRow("estimate") << "estimate"
                              << QStringList { QStringLiteral("estimate"), QStringLiteral("--preset"),
                                     QStringLiteral("llama-2-70b"), QStringLiteral("--task"), QStringLiteral("full"),
                                     QStringLiteral("--gpus"), QStringLiteral("8"), QStringLiteral("--json") };
    QTest::newRow("costs") << "costs"
                           << QStringList { QStringLiteral("costs"), example("example.rentplan"),
                                  QStringLiteral("--hours"), QStringLiteral("300"), QStringLiteral("--cards"),
                                  QStringLiteral("8"), QStringLiteral("--json") };
    QTest::newRow("costs break-even") << "costs"
                                      << QStringList { QStringLiteral("costs"), example("example.rentplan"),
                                             QStringLiteral("--break-even"), QStringLiteral("--json") };
    QTest::newRow("plan") << "plan"
                          << QStringList { QStringLiteral("plan"), example("lora-7b.rentplan"),
                                 QStringLiteral("--json") };
    QTest::newRow("plan 70b") << "plan"
                              << QStringList { QStringLiteral("plan"), example("full-70b.rentplan"),
                                     QStringLiteral("--json") };
    QTest::newRow("quotes") << "quotes"
                            << QStringList { QStringLiteral("quotes"), data("accept/phases.rentplan"),
                                   QStringLiteral("--json") };
    QTest::newRow("ledger list") << "ledger list"
                                 << QStringList { QStringLiteral("ledger"), QStringLiteral("--db"),
                                        QStringLiteral("@ledger"), QStringLiteral("list"), QStringLiteral("--json") };
    QTest::newRow("ledger stats") << "ledger stats"
                                  << QStringList { QStringLiteral("ledger"), QStringLiteral("--db"),
                                         QStringLiteral("@ledger"), QStringLiteral("stats"), QStringLiteral("--json") };
    // The example jobs carry no planned hours: nothing learned, in the same JSON in every language.
    QTest::newRow("calibrate") << "calibrate"
                               << QStringList { QStringLiteral("calibrate"), QStringLiteral("--db"),
                                      QStringLiteral("@ledger"), QStringLiteral("--json") };
    QTest::newRow("accept") << "accept"
                            << QStringList { QStringLiteral("accept"), data("accept/quotes.rentplan"),
                                   QStringLiteral("@captures"), QStringLiteral("--quote"), QStringLiteral("h100x8"),
                                   QStringLiteral("--json") };
}

void TestJsonLanguage::sameJsonInEveryLanguage()
{
    QFETCH(QString, command);
    QFETCH(QStringList, args);
    args.replaceInStrings(QStringLiteral("@ledger"), m_ledger);
    args.replaceInStrings(QStringLiteral("@captures"), m_captures);
    const CliResult english = runCli(args, kEnglish);
    const CliResult chinese = runCli(args, kChinese);
    QVERIFY2(english.exitCode == 0 || (command == u"accept" && english.exitCode == 1), qPrintable(english.err));
    QCOMPARE(chinese.exitCode, english.exitCode);
    QVERIFY(english.json().is_structured()); // it is JSON
    QCOMPARE(chinese.out, english.out);
    QVERIFY2(!hasChinese(chinese.out), qPrintable(chinese.out.left(2000)));
    m_tested.append(command);
}

void TestJsonLanguage::everyJsonCommandIsHere()
{
    // A command that gains --json gains a row above.
    for (const QString& command : commandsWithJson())
        QVERIFY2(m_tested.contains(command), qPrintable(command + QStringLiteral(" has --json but no row here")));
}

void TestJsonLanguage::errorsStayInTheUsersLanguage()
{
    // A scenario the plan does not have, asked for with --json: the message is an error for a
    // person, in Chinese for a Chinese user; nothing goes to standard output.
    const QStringList args { QStringLiteral("plan"), example("lora-7b.rentplan"), QStringLiteral("--scenario"),
        QStringLiteral("nope"), QStringLiteral("--json") };
    const CliResult english = runCli(args, kEnglish);
    const CliResult chinese = runCli(args, kChinese);
    QCOMPARE(english.exitCode, 2);
    QCOMPARE(chinese.exitCode, 2);
    QVERIFY(english.out.isEmpty() && chinese.out.isEmpty());
    QVERIFY2(english.err.contains(QStringLiteral("--scenario")), qPrintable(english.err));
    QVERIFY2(!hasChinese(english.err), qPrintable(english.err));
    QVERIFY2(hasChinese(chinese.err), qPrintable(chinese.err));
    // The same for an estimate the engine refuses (found while computing, where JSON's texts are
    // English): 10⁷ tokens × a batch of 10⁵ is beyond 64 PiB of KV cache per GPU.
    const QStringList estimate { QStringLiteral("estimate"), QStringLiteral("--preset"), QStringLiteral("llama-2-70b"),
        QStringLiteral("--task"), QStringLiteral("inference"), QStringLiteral("--context"), QStringLiteral("10000000"),
        QStringLiteral("--batch"), QStringLiteral("100000"), QStringLiteral("--json") };
    const CliResult refusedEnglish = runCli(estimate, kEnglish);
    const CliResult refusedChinese = runCli(estimate, kChinese);
    QCOMPARE(refusedEnglish.exitCode, 2);
    QCOMPARE(refusedChinese.exitCode, 2);
    QVERIFY2(refusedEnglish.err.contains(QStringLiteral("64 PiB")), qPrintable(refusedEnglish.err));
    QVERIFY2(hasChinese(refusedChinese.err), qPrintable(refusedChinese.err));
    QVERIFY(refusedChinese.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestJsonLanguage)
#include "tst_jsonlanguage.moc"
