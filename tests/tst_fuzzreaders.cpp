// A standing guard (docs/reliability.md): a seeded fuzz test for every reader. Valid files are
// mutated (byte flips, truncation, huge numbers, deep nesting, duplicate keys,
// wrong types, stray bytes) for a fixed time budget; every case must end in
// success or an error naming the file, never a crash or an escaped exception,
// and a failed ledger import must leave the ledger as it was.
//
// RENTPLAN_FUZZ_SEED picks the seed (default 11, so CI is repeatable);
// RENTPLAN_FUZZ_SECONDS the budget per reader (default 2.5: ten readers, about 25 s in all).
// A failing case is written next to the build as fuzz-failure-<reader>.bin.
#include "models/accept/AcceptanceCheck.h"
#include "models/accept/CaptureReader.h"
#include "models/accept/Expectation.h"
#include "models/arch/ConfigReader.h"
#include "models/cost/PlanEvaluation.h"
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerImporter.h"
#include "models/plan/OfferCsv.h"
#include "models/plan/PlanFormat.h"
#include "models/planner/ProjectPlanner.h"
#include "models/planner/ScenarioComparison.h"
#include "models/quote/QuoteComparison.h"
#include "models/quote/QuoteRules.h"
#include "models/quote/QuoteSheet.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>
#include <random>

using namespace rp;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing seed %s", qPrintable(path));
    return file.readAll();
}

class Mutator {
public:
    explicit Mutator(std::uint32_t seed)
        : m_random(seed)
    {
    }

    QByteArray mutate(QByteArray bytes)
    {
        const int rounds = 1 + pick(3);
        for (int i = 0; i < rounds; ++i)
            bytes = once(bytes);
        return bytes;
    }

private:
    int pick(int n) { return int(m_random() % std::uint32_t(std::max(n, 1))); }
    qsizetype at(const QByteArray& b) { return b.isEmpty() ? 0 : qsizetype(m_random() % std::uint64_t(b.size())); }

    // A number token or a value to put where another value was.
    QByteArray value()
    {
        static const char* const values[] = { "1e400", "-1e400", "1e308", "-0", "0", "-1", "99999999999999999999999",
            "18446744073709551616", "9223372036854775808", "-9223372036854775809", "4.9e-324", "0.1e-400", "NaN",
            "Infinity", "\"\"", "\"x\"", "null", "true", "[]", "{}", "[1,2]", "{\"a\":1}", "\"\\u0000\"", "\"\\ud800\"",
            "\"\xff\xfe\"", "1.5", "3.7", "2147483648", "4294967296" };
        return values[pick(int(std::size(values)))];
    }

    QByteArray once(QByteArray b)
    {
        switch (pick(11)) {
        case 0: // flip a bit
            if (!b.isEmpty())
                b[at(b)] = char(b[at(b)] ^ char(1 << pick(8)));
            return b;
        case 1: // truncate
            return b.left(at(b));
        case 2: { // replace a number or a quoted value with another value
            const qsizetype from = at(b);
            qsizetype start = from;
            while (start < b.size() && !(QChar::fromLatin1(b[start]).isDigit() || b[start] == '"'))
                ++start;
            qsizetype end = start + 1;
            if (start < b.size() && b[start] == '"') {
                while (end < b.size() && b[end] != '"')
                    ++end;
                ++end;
            } else {
                while (end < b.size() && (QChar::fromLatin1(b[end]).isDigit() || b[end] == '.' || b[end] == 'e'))
                    ++end;
            }
            if (start >= b.size())
                return b + value();
            return b.left(start) + value() + b.mid(std::min(end, b.size()));
        }
        case 3: { // deep nesting
            const int depth = 50 + pick(5000);
            const qsizetype where = at(b);
            return b.left(where) + QByteArray(depth, '[') + QByteArray(pick(2) ? depth : depth / 2, ']') + b.mid(where);
        }
        case 4: { // duplicate a "key": value pair right after itself
            const qsizetype key = b.indexOf("\":", at(b));
            const qsizetype open = key > 0 ? b.lastIndexOf('"', key - 1) : -1;
            const qsizetype comma = key > 0 ? b.indexOf(',', key) : -1;
            if (open < 0 || comma < 0)
                return b;
            return b.left(comma + 1) + b.mid(open, comma - open) + ',' + b.mid(comma + 1);
        }
        case 5: { // insert stray bytes
            static const char* const strays[] = { ",", "\"", "\n", "\r\n", ";", "\0", "\xff", "\xef\xbb\xbf", "'",
                "=cmd|' /C calc'!A0", "\xe4\xb8\xad", "}", "]", ":", "\\" };
            const qsizetype where = at(b);
            const char* s = strays[pick(int(std::size(strays)))];
            return b.left(where) + QByteArray(s, s[0] ? qsizetype(qstrlen(s)) : 1) + b.mid(where);
        }
        case 6: { // delete a range
            const qsizetype from = at(b);
            return b.left(from) + b.mid(from + 1 + pick(40));
        }
        case 7: { // repeat a range (long lines, many rows)
            const qsizetype from = at(b);
            const QByteArray piece = b.mid(from, 1 + pick(200));
            return b.left(from) + piece.repeated(1 + pick(50)) + b.mid(from);
        }
        case 8: // a huge number anywhere
            return b.left(at(b)) + value() + b.mid(at(b));
        case 9: // swap two bytes
            if (b.size() > 1)
                std::swap(b[at(b)], b[at(b)]);
            return b;
        default: // a very long field
            return b.left(at(b)) + QByteArray(1000 + pick(100000), char('a' + pick(26))) + b.mid(at(b));
        }
    }

    std::mt19937 m_random;
};

std::uint32_t seed()
{
    const QByteArray text = qgetenv("RENTPLAN_FUZZ_SEED");
    return text.isEmpty() ? 11u : std::uint32_t(text.toULong());
}

qint64 budgetMs()
{
    const QByteArray text = qgetenv("RENTPLAN_FUZZ_SECONDS");
    return qint64((text.isEmpty() ? 2.5 : text.toDouble()) * 1000.0);
}

} // namespace

class TestFuzzReaders : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void configJson();
    void plan();
    void planPhases();
    void offerCsv();
    void ledgerCsv();
    void ledgerJson();
    void captures();
    void captureFiles();
    void quoteSheets();

private:
    // Runs `read` on mutations of the seeds until the budget is spent. `read` returns
    // the error (empty when the input was accepted) and may QVERIFY more itself.
    void fuzz(const char* reader, const QList<QByteArray>& seeds, const QString& suffix,
        const std::function<InputError(const QString& path)>& read);
    QTemporaryDir m_dir;
    int m_cases = 0;
};

void TestFuzzReaders::initTestCase()
{
    qInfo("fuzz seed %u, %lld ms per reader", seed(), budgetMs());
}

void TestFuzzReaders::fuzz(const char* reader, const QList<QByteArray>& seeds, const QString& suffix,
    const std::function<InputError(const QString& path)>& read)
{
    Mutator mutator(seed() ^ qHash(QByteArray(reader)));
    const QString path = m_dir.filePath(QStringLiteral("case.") + suffix);
    QElapsedTimer timer;
    timer.start();
    int cases = 0, accepted = 0;
    while (timer.elapsed() < budgetMs()) {
        const QByteArray bytes = mutator.mutate(seeds.at(cases % seeds.size()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
        file.close();
        // Kept until the case passes, so a crash leaves the input behind.
        QFile::remove(QStringLiteral("fuzz-failure-") + QLatin1String(reader) + QStringLiteral(".bin"));
        QFile::copy(path, QStringLiteral("fuzz-failure-") + QLatin1String(reader) + QStringLiteral(".bin"));
        InputError error;
        try {
            error = read(path);
        } catch (const std::exception& e) {
            QFAIL(qPrintable(QStringLiteral("%1: an exception escaped the reader: %2")
                                 .arg(QLatin1String(reader), QString::fromUtf8(e.what()))));
        }
        if (QTest::currentTestFailed())
            return;
        if (error.isEmpty()) {
            ++accepted;
        } else {
            QVERIFY2(error.file == path || error.toString().startsWith(path),
                qPrintable(
                    QLatin1String(reader) + QStringLiteral(": the error does not name the file: ") + error.toString()));
        }
        ++cases;
    }
    QFile::remove(QStringLiteral("fuzz-failure-") + QLatin1String(reader) + QStringLiteral(".bin"));
    m_cases += cases;
    qInfo("%s: %d cases, %d accepted", reader, cases, accepted);
    QVERIFY(cases > 20);
}

void TestFuzzReaders::configJson()
{
    QList<QByteArray> seeds { readAll(QStringLiteral(RENTPLAN_TEST_DATA "/configs/llama-2-7b-config.json")) };
    for (const char* preset : { "mixtral-8x7b", "gpt2", "qwen2-7b", "gemma-7b" })
        seeds.append(readAll(QStringLiteral(":/data/presets/") + QLatin1String(preset) + QStringLiteral(".json")));
    fuzz("config", seeds, QStringLiteral("json"), [](const QString& path) {
        InputError error;
        if (ConfigReader::fromFile(path, &error))
            return InputError {};
        return error;
    });
}

void TestFuzzReaders::plan()
{
    const QList<QByteArray> seeds { readAll(QStringLiteral(RENTPLAN_TEST_DATA "/plans/good.rentplan")),
        readAll(QStringLiteral(RENTPLAN_TEST_DATA "/plans/cli.rentplan")),
        readAll(QStringLiteral(":/data/examples/example.rentplan")) };
    fuzz("plan", seeds, QStringLiteral("rentplan"), [](const QString& path) {
        InputError error;
        const auto plan = PlanFormat::load(path, &error);
        if (!plan)
            return error;
        // What `costs` does with an accepted plan must not crash either.
        Job job;
        job.hours = 100;
        PlanEvaluation::evaluate(*plan, job);
        return InputError {};
    });
}

void TestFuzzReaders::planPhases()
{
    // Plans with phases (typed hours and workloads of every kind: training, inference, data),
    // scenarios, quotes and a project calendar: the planner's own examples and test plans.
    // An accepted plan then goes through everything `plan`, `quotes` and `export` compute:
    // the planner for the plan and each scenario, the scenario comparison, the quote
    // comparison and the acceptance expectation of its peak phase.
    QList<QByteArray> seeds { readAll(QStringLiteral(RENTPLAN_TEST_DATA "/plans/phases.rentplan")),
        readAll(QStringLiteral(RENTPLAN_TEST_DATA "/accept/phases.rentplan")),
        readAll(QStringLiteral(RENTPLAN_TEST_DATA "/accept/quotes.rentplan")) };
    for (const char* example : { "full-70b", "lora-7b", "inference-service" })
        seeds.append(
            readAll(QStringLiteral(":/data/examples/") + QLatin1String(example) + QStringLiteral(".rentplan")));
    fuzz("plan-phases", seeds, QStringLiteral("rentplan"), [](const QString& path) {
        InputError error;
        const auto plan = PlanFormat::load(path, &error);
        if (!plan)
            return error;
        ProjectPlanner::evaluate(*plan);
        for (const Scenario& scenario : plan->scenarios) {
            ProjectPlanner::evaluate(*plan, scenario.name);
            ScenarioComparison::compare(*plan, {}, scenario.name);
        }
        QuoteComparison::compare(*plan);
        try {
            accept::Expectation::forPlan(*plan, {});
        } catch (const InputException&) {
            // A plan with neither quotes nor offers has nothing to accept a machine against: documented.
        }
        return InputError {};
    });
}

void TestFuzzReaders::offerCsv()
{
    const QList<QByteArray> seeds { "\xEF\xBB\xBFid;provider;card;cards;mode;price_per_card_period;refund\r\n"
                                    "m1;\"Cloud; \"\"Big\"\"\";h100-sxm;8;monthly;8000;prorata\r\n"
                                    "m2;Other;l40s;;weekly;1500,5;\r\n",
        "id,card,mode,price_per_card_hour,min_billed_hours,billing_increment_hours\n"
        "a,h100-sxm,on_demand,20,1,1\nb,rtx-4090,spot,2,,\nc,a100-sxm-80g,on_demand,12.5,0,0.0166667\n" };
    fuzz("offer-csv", seeds, QStringLiteral("csv"), [](const QString& path) {
        InputError error;
        QFile file(path);
        file.open(QIODevice::ReadOnly);
        if (offer_csv::read(file.readAll(), path, &error))
            return InputError {};
        return error;
    });
}

namespace {

// Imports into one ledger; a failed import must leave its rows and imports as they were.
InputError importInto(LedgerDb& db, const QString& path, bool json)
{
    auto counts = [&db] {
        QSqlQuery q(db.database());
        q.exec(QStringLiteral("SELECT (SELECT count(*) FROM jobs), (SELECT count(*) FROM imports), "
                              "(SELECT total(cost) FROM jobs)"));
        q.next();
        return QStringList { q.value(0).toString(), q.value(1).toString(), q.value(2).toString() };
    };
    const QStringList before = counts();
    LedgerImporter importer(db);
    ImportResult result;
    try {
        result = json ? importer.importJson(path, true) : importer.importCsv(path, true);
    } catch (const InputException& e) {
        result.errors.append(e.error());
    }
    if (result.ok())
        return {};
    if (counts() != before)
        qFatal("a failed import changed the ledger: %s", qPrintable(path));
    return result.errors.isEmpty() ? InputError { path, {}, QStringLiteral("refused") } : result.errors.first();
}

} // namespace

void TestFuzzReaders::ledgerCsv()
{
    QList<QByteArray> seeds { readAll(QStringLiteral(RENTPLAN_TEST_DATA "/ledger/valid-bom-crlf.csv")) };
    seeds.append("date,provider,card,cards,billing_mode,billed_hours,busy_hours,cost,currency,task,model,result,tags,"
                 "notes,plan,phase,planned_cost\n2024-05-01,P,l40s,2,on_demand,3,2,12,CNY,lora,m,ok,a;b,\"x, y\",p,"
                 "train,11.5\n2024-06-30,Q,h100-sxm,8,monthly,730,,58400,USD,,,,,'=1+1,,,\n");
    LedgerDb db(m_dir.filePath(QStringLiteral("fuzz-csv.sqlite")));
    fuzz(
        "ledger-csv", seeds, QStringLiteral("csv"), [&db](const QString& path) { return importInto(db, path, false); });
}

void TestFuzzReaders::ledgerJson()
{
    const QList<QByteArray> seeds {
        R"({"format": "rentplan-ledger", "version": 1, "jobs": [
    {"date": "2024-05-01", "provider": "P", "card": "l40s", "cards": 2, "billing_mode": "on_demand", "billed_hours": 3, "busy_hours": 2, "cost": 12, "currency": "CNY", "task": "lora", "model": "m", "result": "ok", "tags": "a;b", "notes": "x", "plan": null, "phase": null, "planned_cost": null},
    {"date": "2024-06-30", "provider": "Q", "card": "h100-sxm", "cards": 8, "billing_mode": "monthly", "billed_hours": 730, "busy_hours": null, "cost": 58400, "currency": "USD", "task": "", "model": "", "result": "", "tags": "", "notes": "", "plan": "p", "phase": "train", "planned_cost": 60000}
  ]}
)"
    };
    LedgerDb db(m_dir.filePath(QStringLiteral("fuzz-json.sqlite")));
    fuzz("ledger-json", seeds, QStringLiteral("json"),
        [&db](const QString& path) { return importInto(db, path, true); });
}

namespace {

// What `rentplan accept` does with a capture: read it, then check it against the expectation.
std::function<InputError(const QString&)> checkedAgainst(const accept::Expectation& expected)
{
    return [expected](const QString& path) {
        InputError error;
        const auto machines = accept::CaptureReader::load(path, &error);
        if (!machines)
            return error;
        accept::AcceptanceCheck::run(expected, *machines);
        return InputError {};
    };
}

} // namespace

void TestFuzzReaders::captures()
{
    // The delivery acceptance check reads what users paste from a rented machine: nvidia-smi in
    // its many forms, topology matrices, MIG listings (docs/acceptance.md). Seeds: every real capture the
    // parser tests use (tests/data/nvidia-smi, copied from the shared fixtures). What is read is
    // then checked against an 8 × H100 offer, as `rentplan accept` does.
    QList<QByteArray> seeds;
    const QDir dir(QStringLiteral(RENTPLAN_TEST_DATA "/nvidia-smi"));
    for (const QString& name : dir.entryList(QDir::Files, QDir::Name))
        seeds.append(readAll(dir.filePath(name)));
    QVERIFY(seeds.size() > 30);
    Offer offer;
    offer.id = QStringLiteral("h100");
    offer.card = QStringLiteral("h100-sxm");
    offer.cardsPerInstance = 8;
    const accept::Expectation expected = accept::Expectation::fromOffer(offer, QStringLiteral("535.0"));
    fuzz("capture", seeds, QStringLiteral("txt"), checkedAgainst(expected));
}

void TestFuzzReaders::captureFiles()
{
    // Whole capture files as the acceptance script writes them (a "# rentplan-capture v1" header,
    // then one "=== title ===" section per command, dd and curl included), so the splitting into
    // sections and the host parsers are mutated too, not only nvidia-smi's output.
    auto section = [](const char* title, const QString& relative) -> QByteArray {
        return QByteArray("\n=== ") + title + " ===\n" + readAll(QStringLiteral(RENTPLAN_TEST_DATA "/") + relative);
    };
    const QByteArray header = "# rentplan-capture v1 host=gpu-test-01 date=2026-11-30T10:00:00Z\n";
    const QByteArray host = section("lscpu", QStringLiteral("accept/host/lscpu-2x48c-epyc.txt"))
        + section("free -g", QStringLiteral("accept/host/free-g-2tb.txt"))
        + section("df -h", QStringLiteral("accept/host/df-h-nvme.txt")) + "\n=== nproc ===\n192\n"
        + "\n=== disk write (dd) ===\n2048+0 records in\n2048+0 records out\n"
          "2147483648 bytes (2.1 GB, 2.0 GiB) copied, 1.12345 s, 1.9 GB/s\n"
        + "\n=== disk read (dd) ===\n2048+0 records in\n2048+0 records out\n"
          "2147483648 bytes (2.1 GB, 2.0 GiB) copied, 0.812 s, 2.6 GB/s\n"
        + "\n=== network download (curl) ===\n"
          "rentplan-net: bytes=1073741824 seconds=9.5 bytes_per_second=113025455\n"
        + "\n=== gpu matmul (pytorch) ===\nrentplan-matmul: tflops=612.3\n";
    const QList<QByteArray> seeds {
        header + section("nvidia-smi", QStringLiteral("nvidia-smi/smi-hgx-h100x8-r550-idle.txt"))
            + section("nvidia-smi topo -m", QStringLiteral("nvidia-smi/topo-hgx-h100x8-nv18-spaces.txt"))
            + section(
                "nvidia-smi --query-compute-apps", QStringLiteral("nvidia-smi/apps-empty-header-only-rtxpro6000.csv"))
            + section("nvidia-smi nvlink -s", QStringLiteral("nvidia-smi/nvlink-s-4x-a100-80gb-sxm4-r580.txt")) + host,
        header + section("nvidia-smi", QStringLiteral("nvidia-smi/smi-a100-80gb-sxm4x8-r595-busy.txt"))
            + section("nvidia-smi mig -lgi", QStringLiteral("nvidia-smi/mig-lgi-a100-80gb-3g40gb-4g40gb.txt"))
            + section("nvidia-smi -L", QStringLiteral("nvidia-smi/list-mig-a100-80gb-pcie-7x1g10gb.txt"))
            + section("nvidia-smi --query-gpu", QStringLiteral("nvidia-smi/query-h100-pcie-busid-migmode-enabled.csv"))
            + host,
    };
    InputError error;
    const auto plan = PlanFormat::load(QStringLiteral(RENTPLAN_TEST_DATA "/accept/quotes.rentplan"), &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    const accept::Expectation expected = accept::Expectation::forPlan(*plan, QStringLiteral("h100x8"));
    for (const QByteArray& seed : seeds) { // the seeds themselves are read
        const auto facts = accept::CaptureReader::fromText(seed, QStringLiteral("seed"), &error);
        QVERIFY2(facts && facts->diskWriteMBps && facts->downloadMbps, qPrintable(error.toString()));
    }
    fuzz("capture-file", seeds, QStringLiteral("txt"), checkedAgainst(expected));
}

void TestFuzzReaders::quoteSheets()
{
    // Quote sheets (docs/quotes.md) arrive as CSV or JSON from providers: the shipped example sheet in
    // both forms, the JSON written by RentPlan's own export of it.
    const QByteArray csv = readAll(QStringLiteral(RENTPLAN_TEST_DATA "/../../resources/data/examples/quotes.csv"));
    InputError error;
    const auto quotes = QuoteSheet::readCsv(csv, QStringLiteral("quotes.csv"), &error);
    QVERIFY2(quotes, qPrintable(error.toString()));
    const QByteArray json = QuoteSheet::toJson(*quotes);
    // Accepted quotes then go where an imported sheet goes: into a plan with phases, compared on
    // the cost to finish, checked by the quote rules, and turned into an acceptance expectation.
    const auto phases = PlanFormat::load(QStringLiteral(RENTPLAN_TEST_DATA "/accept/phases.rentplan"), &error);
    QVERIFY2(phases, qPrintable(error.toString()));
    auto use = [&phases](const QString& path) {
        InputError e;
        const auto read = QuoteSheet::load(path, &e);
        if (!read)
            return e;
        Plan plan = *phases;
        plan.quotes = *read;
        QuoteComparison::compare(plan);
        for (const Quote& quote : plan.quotes) {
            QuoteRules::check(quote, QuoteUse { true, QDate(2026, 11, 30), plan.currency });
            accept::Expectation::fromQuote(quote, plan.requiredDriver);
        }
        return InputError {};
    };
    fuzz("quotes-csv", { csv }, QStringLiteral("csv"), use);
    fuzz("quotes-json", { json }, QStringLiteral("json"), use);
}

QTEST_GUILESS_MAIN(TestFuzzReaders)
#include "tst_fuzzreaders.moc"
