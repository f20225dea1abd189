// `rentplan rfq` run as a user runs it: the CSV a spreadsheet opens (byte order mark, the key row,
// the names in English and Chinese), quoting of names with commas and quotes, the XLSX workbook and
// refusals; then `rentplan quotes --sheet` reading vendors' answers back into an award.
#include "tests/CliRunner.h"

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
    void xlsxRequestIsAWorkbook();
    void answeredSheetsGiveTheAward();
    void badCellImportsNothing();
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

void TestRfqCli::xlsxRequestIsAWorkbook()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("request.xlsx"));
    const CliResult run = runCli({ QStringLiteral("rfq"), QLatin1String(kLora), QStringLiteral("-o"), out });
    QCOMPARE(run.exitCode, 0);
    const QByteArray bytes = readAll(out);
    QVERIFY(bytes.startsWith("PK\x03\x04")); // a zip container, as every XLSX file
    QVERIFY(bytes.contains("xl/worksheets/sheet2.xml")); // the notes sheet
    // Written again over itself: allowed. Over another workbook: refused without --force.
    QCOMPARE(runCli({ QStringLiteral("rfq"), QLatin1String(kLora), QStringLiteral("-o"), out }).exitCode, 0);
    const QString other = dir.filePath(QStringLiteral("budget.xlsx"));
    QFile f(other);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("PK\x03\x04 someone's budget");
    f.close();
    const CliResult refused = runCli({ QStringLiteral("rfq"), QLatin1String(kLora), QStringLiteral("-o"), other });
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains(QStringLiteral("--force")), qPrintable(refused.err));
    QCOMPARE(readAll(other), QByteArray("PK\x03\x04 someone's budget"));
}

namespace {

// Two phases with typed hours, so that every cost is hours × cards × price: a training run on one
// machine of 8 A100 SXM for 50 h, then a 1-card evaluation for 6 h.
const char* kTwoPhasePlan = R"({"format": "rentplan-plan", "version": 1, "name": "Two phases",
    "project": {"start_date": "2027-02-01"},
    "offers": [{"id": "x8", "card": "a100-sxm-80g", "cards": 8, "mode": "on_demand", "price_per_card_hour": 20},
               {"id": "x1", "card": "a100-sxm-80g", "cards": 1, "mode": "on_demand", "price_per_card_hour": 20}],
    "phases": [{"id": "train", "name": "Train", "kind": "full_training", "card": "a100-sxm-80g", "cards": 8, "hours": 50},
               {"id": "eval", "name": "Evaluate", "kind": "evaluation", "card": "a100-sxm-80g", "cards": 1, "hours": 6}]})";

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(bytes);
    return path;
}

// The request `rfq` wrote, answered: `prices` per line number (1 train, 2 evaluate) in the
// price_per_card_hour column (index 30 of 40), the vendor's name in column 20.
QString answer(const QTemporaryDir& dir, const QString& request, const QString& name, const char* vendor,
    const QMap<int, QByteArray>& prices)
{
    QList<QByteArray> r = rows(readAll(request).mid(3));
    for (int i = 2; i < r.size(); ++i) {
        QList<QByteArray> cells = r.at(i).split(',');
        const int line = cells.at(0).toInt();
        if (prices.contains(line)) {
            cells[20] = vendor;
            cells[30] = prices.value(line);
        }
        r[i] = cells.join(',');
    }
    return writeFile(dir, name, "\xEF\xBB\xBF" + r.join("\r\n") + "\r\n");
}

} // namespace

void TestRfqCli::answeredSheetsGiveTheAward()
{
    QTemporaryDir dir;
    const QString plan = writeFile(dir, QStringLiteral("two.rentplan"), kTwoPhasePlan);
    const QString request = dir.filePath(QStringLiteral("request.csv"));
    QCOMPARE(runCli({ QStringLiteral("rfq"), plan, QStringLiteral("-o"), request }).exitCode, 0);
    QVERIFY(rows(readAll(request).mid(3)).at(0).split(',').at(30) == "price_per_card_hour");
    // Alpha is cheaper for training (17 against 19), Beta for evaluation (11 against 21).
    const QString alpha = answer(dir, request, QStringLiteral("alpha.csv"), "Alpha", { { 1, "17" }, { 2, "21" } });
    const QString beta = answer(dir, request, QStringLiteral("beta.csv"), "Beta", { { 1, "19" }, { 2, "11" } });
    const CliResult run = runCli({ QStringLiteral("quotes"), plan, QStringLiteral("--sheet"), alpha,
        QStringLiteral("--sheet"), beta, QStringLiteral("--json") });
    QCOMPARE(run.exitCode, 0);
    const nlohmann::json j = run.json();
    // Training 50 h × 8 cards × 17 = 6,800 (Beta 7,600); evaluation 6 h × 1 × 11 = 66 (Alpha 126).
    // Split: 6,866. Alpha alone 6,800 + 126 = 6,926; Beta alone 7,600 + 66 = 7,666.
    const nlohmann::json& award = j.at("award");
    QCOMPARE(award.at("complete").get<bool>(), true);
    QCOMPARE(award.at("split").get<bool>(), true);
    QCOMPARE(award.at("cost").get<double>(), 6866.0);
    QCOMPARE(award.at("lines").at(0).at("vendor").get<std::string>(), std::string("Alpha"));
    QCOMPARE(award.at("lines").at(0).at("cost").get<double>(), 6800.0);
    QCOMPARE(award.at("lines").at(1).at("vendor").get<std::string>(), std::string("Beta"));
    QCOMPARE(award.at("lines").at(1).at("quote_id").get<std::string>(), std::string("beta-line2"));
    QCOMPARE(j.at("single_vendor").at(0).at("vendor").get<std::string>(), std::string("Alpha"));
    QCOMPARE(j.at("single_vendor").at(0).at("cost").get<double>(), 6926.0);
    QCOMPARE(j.at("single_vendor").at(1).at("cost").get<double>(), 7666.0);
    QCOMPARE(j.at("lines").at(0).at("bids").size(), std::size_t(2));

    // The text says the same, and --add-to-plan makes the awarded answers quotes of the plan.
    const CliResult text = runCli({ QStringLiteral("quotes"), plan, QStringLiteral("--sheet"), alpha,
        QStringLiteral("--sheet"), beta, QStringLiteral("--add-to-plan") });
    QCOMPARE(text.exitCode, 0);
    const QString said = QString(text.out).replace(QChar(0x00A0), u' '); // money keeps its unit on the line
    QVERIFY2(said.contains(QStringLiteral("Alpha (line 1); Beta (line 2), 6,866.00 CNY in all")), qPrintable(said));
    QVERIFY2(said.contains(
                 QStringLiteral("The cheapest single vendor, Alpha, costs 6,926.00 CNY: the split saves 60.00 CNY")),
        qPrintable(said));
    const CliResult quotes = runCli({ QStringLiteral("quotes"), plan, QStringLiteral("--json") });
    QCOMPARE(quotes.exitCode, 0);
    QStringList ids;
    const nlohmann::json listed = quotes.json();
    for (const nlohmann::json& q : listed.at("quotes"))
        ids.append(QString::fromStdString(q.at("id").get<std::string>()));
    ids.sort();
    QCOMPARE(ids, (QStringList { QStringLiteral("alpha-line1"), QStringLiteral("beta-line2") }));
}

void TestRfqCli::badCellImportsNothing()
{
    QTemporaryDir dir;
    const QString plan = writeFile(dir, QStringLiteral("two.rentplan"), kTwoPhasePlan);
    const QString request = dir.filePath(QStringLiteral("request.csv"));
    QCOMPARE(runCli({ QStringLiteral("rfq"), plan, QStringLiteral("-o"), request }).exitCode, 0);
    const QString bad = answer(dir, request, QStringLiteral("answered.csv"), "Alpha", { { 1, "twelve" }, { 2, "21" } });
    const QByteArray before = readAll(plan);
    const CliResult run
        = runCli({ QStringLiteral("quotes"), plan, QStringLiteral("--sheet"), bad, QStringLiteral("--add-to-plan") });
    QCOMPARE(run.exitCode, 2);
    // Row 3 of the sheet is line 1 (row 1 keys, row 2 names).
    QVERIFY2(
        run.err.contains(QStringLiteral("answered.csv: row 3 (line 1), price_per_card_hour: 'twelve' is not a number")),
        qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("nothing was imported")), qPrintable(run.err));
    QCOMPARE(readAll(plan), before);
    // With --skip-bad-lines the good line counts and the skipped one is listed.
    const CliResult skipped = runCli({ QStringLiteral("quotes"), plan, QStringLiteral("--sheet"), bad,
        QStringLiteral("--skip-bad-lines"), QStringLiteral("--json") });
    QCOMPARE(skipped.exitCode, 0);
    const nlohmann::json j = skipped.json();
    QCOMPARE(j.at("skipped").size(), std::size_t(1));
    QCOMPARE(j.at("award").at("complete").get<bool>(), false);
    QCOMPARE(j.at("award").at("cost").get<double>(), 126.0); // 6 h × 1 × 21
}

QTEST_GUILESS_MAIN(TestRfqCli)
#include "tst_rfqcli.moc"
