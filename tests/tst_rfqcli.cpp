// `rentplan rfq` run as a user runs it: the CSV a spreadsheet opens (byte order mark, the key row,
// the names in English and Chinese), quoting of names with commas and quotes, and refusals.
#include "CliRunner.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const char* kLora = RENTPLAN_SOURCE_DIR "/resources/data/examples/lora-7b.rentplan";

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QList<QByteArray> rows(const QByteArray& csv)
{
    QList<QByteArray> out = csv.split('\n');
    for (QByteArray& row : out) {
        if (row.endsWith('\r'))
            row.chop(1);
    }
    if (!out.isEmpty() && out.last().isEmpty())
        out.removeLast();
    return out;
}

// The rows of the request `rentplan rfq lora-7b -o DIR/request.csv --lang LANG` writes, byte order
// mark taken off; fails the test when the command does.
QList<QByteArray> loraRequest(const QTemporaryDir& dir, const char* lang, QByteArray* bytes = nullptr)
{
    const QString out = dir.filePath(QStringLiteral("request.csv"));
    const CliResult run = runCli({ QStringLiteral("rfq"), QLatin1String(kLora), QStringLiteral("-o"), out,
        QStringLiteral("--lang"), QLatin1String(lang) });
    if (run.exitCode != 0)
        qWarning("%s", qPrintable(run.err));
    const QByteArray csv = readAll(out);
    if (bytes)
        *bytes = csv;
    return rows(csv.mid(3));
}

} // namespace

class TestRfqCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void englishHeaderAndKeys();
    void chineseHeader();
    void namesWithCommaAndQuoteAreQuoted();
    void unknownScenarioRefused();
    void xlsxRefused();
};

void TestRfqCli::englishHeaderAndKeys()
{
    QTemporaryDir dir;
    QByteArray csv;
    const QList<QByteArray> r = loraRequest(dir, "en", &csv);
    QVERIFY(csv.startsWith("\xEF\xBB\xBF")); // UTF-8 byte order mark
    QCOMPARE(r.at(0),
        QByteArray("line,phases,card,smi_name,memory_mib,form_factor,interconnect,cards_per_machine,machines,fabric,"
                   "cpu_cores,ram_gb,nvme_gb,start_date,end_date,hours,billing_mode,storage_gb,mandatory,substitutes,"
                   "vendor,offered_card,offered_cards_per_machine,offered_machines,offered_interconnect,"
                   "offered_fabric,offered_cpu_cores,offered_ram_gb,offered_nvme_gb,offered_billing_mode,"
                   "price_per_card_hour,price_per_card_period,min_billed_hours,billing_increment_hours,"
                   "storage_per_month,egress_per_gb,available_from,valid_until,cancellation_terms,notes"));
    QVERIFY(r.at(1).startsWith("Line,Phases served,Card,"));
    // The margin is stated, and prices name the plan's currency.
    QVERIFY(r.at(1).contains("within 15 % of the cheapest cost to finish"));
    QVERIFY(r.at(1).contains("Price per card-hour (CNY)"));
    // lora-7b: four phases, four lines (tst_billofquantities works them out); 40 columns each,
    // the 20 vendor columns empty. Line 3 is the training run: 8 A100 SXM in one machine, 64 cores,
    // 512 GB RAM, from 2027-03-06.
    QCOMPARE(r.size(), 2 + 4);
    const QList<QByteArray> train = r.at(4).split(',');
    QCOMPARE(train.size(), 40);
    QCOMPARE(train.at(0), QByteArray("3"));
    QCOMPARE(train.at(1), QByteArray("Training run"));
    QCOMPARE(train.at(3), QByteArray("NVIDIA A100-SXM4-80GB"));
    QCOMPARE(train.at(7), QByteArray("8"));
    QCOMPARE(train.at(8), QByteArray("1"));
    QCOMPARE(train.at(10), QByteArray("64"));
    QCOMPARE(train.at(11), QByteArray("512"));
    QCOMPARE(train.at(13), QByteArray("2027-03-06"));
    for (int i = 20; i < 40; ++i)
        QVERIFY(train.at(i).isEmpty());
    // Writing it again over the request it wrote is allowed.
    const QString out = dir.filePath(QStringLiteral("request.csv"));
    QCOMPARE(runCli({ QStringLiteral("rfq"), QLatin1String(kLora), QStringLiteral("-o"), out }).exitCode, 0);
}

void TestRfqCli::chineseHeader()
{
    QTemporaryDir dir;
    const QList<QByteArray> r = loraRequest(dir, "zh_CN");
    QCOMPARE(r.size(), 2 + 4);
    QVERIFY(r.at(0).startsWith("line,phases,card,smi_name,")); // keys do not change with the language
    const QString names = QString::fromUtf8(r.at(1));
    QVERIFY2(names.startsWith(QStringLiteral("行号,")), qPrintable(names));
    QVERIFY2(names.contains(QStringLiteral("供应商")), qPrintable(names));
}

void TestRfqCli::namesWithCommaAndQuoteAreQuoted()
{
    QTemporaryDir dir;
    const QString plan = dir.filePath(QStringLiteral("quoted.rentplan"));
    QFile f(plan);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "rentplan-plan", "version": 1, "name": "Plan, \"quoted\"",
        "offers": [{"id": "a1", "card": "a100-sxm-80g", "cards": 1, "mode": "on_demand", "price_per_card_hour": 10}],
        "phases": [{"id": "p", "name": "Eval, \"quick\" round", "card": "a100-sxm-80g", "cards": 1, "hours": 5}]})");
    f.close();
    const QString out = dir.filePath(QStringLiteral("request.csv"));
    const CliResult run = runCli(
        { QStringLiteral("rfq"), plan, QStringLiteral("-o"), out, QStringLiteral("--lang"), QStringLiteral("en") });
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> r = rows(readAll(out).mid(3));
    QCOMPARE(r.size(), 3);
    // RFC 4180: the field in quotes, its quotes doubled. No start date: day offsets. 5 h on day 0.
    QVERIFY2(
        r.at(2).startsWith("1,\"Eval, \"\"quick\"\" round\",A100 80GB SXM,NVIDIA A100-SXM4-80GB,81920,SXM,none,1,1,"
                           "none,8,64,100,D+0,D+0,5,on_demand,0,yes,"),
        r.at(2).constData());
}

void TestRfqCli::unknownScenarioRefused()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("request.csv"));
    const CliResult run = runCli({ QStringLiteral("rfq"), QLatin1String(kLora), QStringLiteral("--scenario"),
        QStringLiteral("Nope"), QStringLiteral("-o"), out });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("--scenario")) && run.err.contains(QStringLiteral("Nope")),
        qPrintable(run.err));
    QVERIFY(!QFile::exists(out));
}

void TestRfqCli::xlsxRefused()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("request.xlsx"));
    const CliResult run = runCli({ QStringLiteral("rfq"), QLatin1String(kLora), QStringLiteral("-o"), out });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("-o ")) && run.err.contains(QStringLiteral("XLSX")), qPrintable(run.err));
    QVERIFY(!QFile::exists(out));
}

QTEST_GUILESS_MAIN(TestRfqCli)
#include "tst_rfqcli.moc"
