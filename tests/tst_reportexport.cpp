// `rentplan export` run as a user runs it, and the PDF read back with poppler
// (pdftotext, pdffonts, pdfinfo) and qpdf.
#include "models/catalog/CardCatalog.h"
#include "models/plan/BillingMode.h"
#include "models/plan/PlanFormat.h"
#include "models/planner/ProjectPlanner.h"
#include "models/report/ProjectSections.h"
#include "tests/CliRunner.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>

namespace {

QString example()
{
    return QStringLiteral(RENTPLAN_TEST_DATA "/../../resources/data/examples/example.rentplan");
}

QString tool(const QString& program, const QStringList& args, int* exitCode = nullptr)
{
    QProcess process;
    process.start(program, args);
    process.waitForFinished(60000);
    if (exitCode)
        *exitCode = process.exitCode();
    return QString::fromUtf8(process.readAllStandardOutput());
}

// -raw keeps the order the text was drawn in: a table cell's wrapped lines stay together. A command
// set on several lines ends each but the last with " \" (a shell line continuation): joined, as the
// shell reads it.
QString text(const QString& pdf)
{
    static const QRegularExpression continuation(QStringLiteral(" \\\\\n"));
    return tool(QStringLiteral("pdftotext"), { QStringLiteral("-raw"), pdf, QStringLiteral("-") })
        .replace(continuation, QStringLiteral(" "));
}

// Without any white space: a cell may wrap anywhere, and the check should not care where.
QString compact(QString s)
{
    return s.remove(QRegularExpression(QStringLiteral("[\\s\\x{00A0}]+")));
}

bool has(const QString& haystack, const char* needle)
{
    return compact(haystack).contains(compact(QString::fromUtf8(needle)));
}

} // namespace

class TestReportExport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void englishA4();
    void chineseLetter();
    void examplesMatchPlanJson_data();
    void examplesMatchPlanJson();
    void scenarioMatchesPlanJson();
    void billingChapterCheapestIsTheRanking_data();
    void billingChapterCheapestIsTheRanking();
    void strategiesShowCashDeadlineAndHolding();
    void strategiesSayLateAndRefused();
    void memoryBarsAddUpToTheirTotal();
    void memorySettingsReadAsWords();
    void fontsAreEmbedded();
    void badInput_data();
    void badInput();
    void failureKeepsTheOldFile();
    void missingFontIsAnError();

private:
    void matchesPlanJson(const QString& path, const QString& scenario, QString* pdfText = nullptr);
    void matchesRfq(const QString& path, const QString& scenario, const QString& all);

    QTemporaryDir m_dir;
    QString m_en;
    QString m_zh;
};

void TestReportExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_en = m_dir.filePath(QStringLiteral("example-en.pdf"));
    m_zh = m_dir.filePath(QStringLiteral("example-zh.pdf"));
    const CliResult en = runCli({ QStringLiteral("export"), example(), QStringLiteral("-o"), m_en,
        QStringLiteral("--lang"), QStringLiteral("en") });
    QVERIFY2(en.exitCode == 0, qPrintable(en.err));
    const CliResult zh = runCli({ QStringLiteral("export"), example(), QStringLiteral("--output"), m_zh,
        QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--page-size"), QStringLiteral("Letter") });
    QVERIFY2(zh.exitCode == 0, qPrintable(zh.err));
}

void TestReportExport::englishA4()
{
    int code = -1;
    const QString info = tool(QStringLiteral("pdfinfo"), { m_en }, &code);
    QCOMPARE(code, 0);
    // A4 is 210 × 297 mm = 595.28 × 841.89 pt (pdfinfo rounds to whole points).
    QVERIFY2(info.contains(
                 QRegularExpression(QStringLiteral("Page size:\\s+595(\\.\\d+)? x 84[12](\\.\\d+)? pts \\(A4\\)"))),
        qPrintable(info));
    const QRegularExpressionMatch pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    QVERIFY(pages.hasMatch());
    const int pageCount = pages.captured(1).toInt();
    QVERIFY2(pageCount >= 6 && pageCount <= 20, qPrintable(info));

    const QString all = text(m_en);
    // Every page: the plan name in the header, the example mark, "n / N" in the footer.
    const QStringList pageTexts = all.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
    QCOMPARE(pageTexts.size(), pageCount);
    for (int i = 0; i < pageCount; ++i) {
        QVERIFY2(pageTexts.at(i).contains(QLatin1String("EXAMPLE PRICES")), qPrintable(QString::number(i)));
        QVERIFY(
            pageTexts.at(i).contains(QRegularExpression(QStringLiteral("\\b%1 ?/ ?%2\\b").arg(i + 1).arg(pageCount))));
        QVERIFY(has(pageTexts.at(i), "Example plan: fine-tuning on 8 × A100 80 GB"));
    }
    // Bookmarks for every chapter, each opening the page its heading is on; the file passes qpdf's check.
    const QString xml = tool(QStringLiteral("pdftohtml"),
        { QStringLiteral("-xml"), QStringLiteral("-i"), QStringLiteral("-stdout"), QStringLiteral("-q"), m_en });
    for (const char* chapter : { "Summary", "Billing comparison", "Quote checklist", "Acceptance on delivery day",
             "Assumptions and formulas" }) {
        const QRegularExpressionMatch item
            = QRegularExpression(QStringLiteral("<item page=\"(\\d+)\">%1</item>").arg(QLatin1String(chapter)))
                  .match(xml);
        QVERIFY2(item.hasMatch(), chapter);
        QVERIFY2(pageTexts.at(item.captured(1).toInt() - 1).contains(QLatin1String(chapter)), chapter);
    }
    int check = -1;
    const QString qpdf = tool(QStringLiteral("qpdf"), { QStringLiteral("--check"), m_en }, &check);
    QVERIFY2(check == 0 && qpdf.contains(QLatin1String("No syntax or stream encoding errors")), qPrintable(qpdf));
    // The checklist with this plan's values: 8 × A100 SXM, 8 cores and 64 GB per GPU → 64 cores and 512 GB,
    // NVLink 600 GB/s (catalog).
    for (const char* line : { "Form factor", "8 × A100 80GB SXM, SXM", "NVLink between all 8 cards, 600 GB/s per card",
             "At least 64 CPU cores and 512 GB RAM per machine", "Local NVMe", "Network bandwidth", "Exclusive GPU",
             "MIG mode disabled", "Billing terms", "Invoice and tax", "Data deletion on release",
             "SLA and replacement time", "each day without the machine costs this plan 500.00 CNY" })
        QVERIFY2(has(all, line), line);
    // The acceptance commands, with the name and memory nvidia-smi prints for an A100 SXM4 80GB
    // (tests/data/nvidia-smi/query-a100-80gb-sxm4x4-computecap.csv).
    for (const char* line : { "nvidia-smi --query-gpu=name,memory.total --format=csv,noheader",
             "8 lines, each \"NVIDIA A100-SXM4-80GB, 81920 MiB\"", "nvidia-smi topo -m",
             "NV12 in every cell between two different GPUs", "nvidia-smi --query-gpu=mig.mode.current",
             "8 lines \"Disabled\"", "nvidia-smi --query-compute-apps=pid,process_name,used_memory --format=csv",
             "free -g" })
        QVERIFY2(has(all, line), line);
}

void TestReportExport::chineseLetter()
{
    int code = -1;
    const QString info = tool(QStringLiteral("pdfinfo"), { m_zh }, &code);
    QCOMPARE(code, 0);
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Page size:\\s+612 x 792 pts \\(letter\\)"))),
        qPrintable(info));
    const QString all = text(m_zh);
    // Chinese text extracts as the characters written (not as look-alike radicals: PdfTextMapping).
    QVERIFY2(all.contains(QStringLiteral("GPU 采购计划")), qPrintable(all.left(400)));
    QVERIFY(all.contains(QStringLiteral("方式"))); // 方 (U+65B9), not the radical ⽅ (U+2F45)
    QVERIFY(all.contains(QStringLiteral("报价核对清单")));
    QVERIFY(all.contains(QStringLiteral("到货验收")));
    QVERIFY(!all.contains(QChar(0x2F45))); // ⽅, the Kangxi radical drawn with the glyph of 方
    QVERIFY(has(all, "NVIDIA A100-SXM4-80GB, 81920 MiB"));
    QVERIFY(has(all, "nvidia-smi topo -m"));
    // Chinese breaks between any two characters, so a Chinese cell is no single long word: the
    // command column keeps its share and a command wraps after dozens of characters, not five.
    QVERIFY(all.contains(QStringLiteral("nvidia-smi --query-gpu=name,memory.total")));
}

void TestReportExport::examplesMatchPlanJson_data()
{
    QTest::addColumn<QString>("file");
    for (const char* name : { "lora-7b.rentplan", "full-70b.rentplan", "inference-service.rentplan" })
        QTest::newRow(name) << QString::fromLatin1(name);
}

namespace {

// The text of one chapter: from its heading (after the contents page) to the next chapter's.
QString chapter(const QString& all, const QString& title, const QString& next)
{
    const qsizetype contents = all.indexOf(QLatin1Char('\f'));
    const qsizetype from = all.indexOf(QLatin1Char('\n') + title + QLatin1Char('\n'), contents);
    const qsizetype to = all.indexOf(QLatin1Char('\n') + next + QLatin1Char('\n'), from + 1);
    return from < 0 ? QString() : all.mid(from, to < 0 ? -1 : to - from);
}

} // namespace

void TestReportExport::billingChapterCheapestIsTheRanking_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("scenario");
    QTest::newRow("example") << QStringLiteral("example.rentplan") << QString();
    QTest::newRow("lora-7b") << QStringLiteral("lora-7b.rentplan") << QString();
    QTest::newRow("lora-7b, full fine-tune")
        << QStringLiteral("lora-7b.rentplan") << QStringLiteral("Full fine-tune instead of LoRA");
    QTest::newRow("full-70b") << QStringLiteral("full-70b.rentplan") << QString();
    QTest::newRow("inference-service") << QStringLiteral("inference-service.rentplan") << QString();
}

// The billing chapter's "cheapest" is what the engine ranks first for the peak phase (the most
// cards; ties: the longest): the first setup of its ranking in `rentplan plan --json` that runs and
// has a price, with its card, count and cost. A plan without phases prices one typed job, and says
// every card is priced at the same hours; its cheapest is `rentplan costs`'s.
void TestReportExport::billingChapterCheapestIsTheRanking()
{
    QFETCH(QString, file);
    QFETCH(QString, scenario);
    const QString path = QStringLiteral(RENTPLAN_TEST_DATA "/../../resources/data/examples/") + file;
    rp::InputError error;
    const std::optional<rp::Plan> plan = rp::PlanFormat::load(path, &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    const QString pdf
        = m_dir.filePath(QStringLiteral("billing-%1.pdf").arg(QString::fromUtf8(QTest::currentDataTag())));
    QStringList exportArgs { QStringLiteral("export"), path, QStringLiteral("-o"), pdf, QStringLiteral("--lang"),
        QStringLiteral("en") };
    QStringList planArgs { QStringLiteral("plan"), path, QStringLiteral("--simulate"), QStringLiteral("--json") };
    if (!scenario.isEmpty()) {
        exportArgs << QStringLiteral("--scenario") << scenario;
        planArgs << QStringLiteral("--scenario") << scenario;
    }
    const CliResult r = runCli(exportArgs);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QString billing = chapter(text(pdf), QStringLiteral("Billing comparison"),
        plan->phases.isEmpty() ? QStringLiteral("Quote checklist") : QStringLiteral("Rent, buy or hybrid"));
    QVERIFY(!billing.isEmpty());
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    auto money = [&](double v) -> QString { return en.toString(v, 'f', 2) + QLatin1Char(' ') + plan->currency; };

    if (plan->phases.isEmpty()) {
        // One machine of the plan's card for a month: 8 cards for 730 h.
        const CliResult costs = runCli({ QStringLiteral("costs"), path, QStringLiteral("--hours"),
            QStringLiteral("730"), QStringLiteral("--cards"), QStringLiteral("8"), QStringLiteral("--json") });
        QVERIFY2(costs.exitCode == 0, qPrintable(costs.err));
        QVERIFY(has(billing, "Every card is priced at the same 730 h on 8 cards, whatever its speed"));
        QVERIFY2(has(billing, costs.json()["reason"].get<std::string>().c_str()), qPrintable(billing));
        return;
    }
    const CliResult json = runCli(planArgs);
    QVERIFY2(json.exitCode == 0, qPrintable(json.err));
    const nlohmann::json phases = json.json()["phases"];
    std::size_t peak = phases.size();
    for (std::size_t i = 0; i < phases.size(); ++i) {
        const nlohmann::json& p = phases[i];
        if (p["card"] == "none" || p["cards"].get<int>() <= 0)
            continue;
        if (peak == phases.size() || p["cards"].get<int>() > phases[peak]["cards"].get<int>()
            || (p["cards"] == phases[peak]["cards"] && p["hours"].get<double>() > phases[peak]["hours"].get<double>()))
            peak = i;
    }
    QVERIFY(peak < phases.size());
    const nlohmann::json* first = nullptr;
    for (const nlohmann::json& e : phases[peak]["ranking"]) {
        if (e["runs"].get<bool>() && !e["cost"].is_null()) {
            first = &e;
            break;
        }
    }
    QVERIFY(first);
    const rp::Card* card = rp::CardCatalog::builtIn().find(QString::fromStdString((*first)["card"].get<std::string>()));
    QVERIFY(card);
    const QString name = QString::fromStdString(phases[peak]["name"].get<std::string>());
    const QString setup = QStringLiteral("%1 × %2 (").arg((*first)["cards"].get<int>()).arg(card->name);
    // The sentence names it, with its cost ...
    const QString cheapest = QStringLiteral("To finish \"%1\", ").arg(name);
    QVERIFY2(has(billing, cheapest.toUtf8().constData()), qPrintable(billing));
    const QString sentence = compact(billing.mid(billing.indexOf(QStringLiteral("To finish"))));
    QVERIFY2(sentence.contains(compact(QStringLiteral("is cheapest: ") + setup))
            || sentence.contains(compact(QStringLiteral("is the only offer that runs it: ") + setup)),
        qPrintable(sentence.left(300)));
    QVERIFY2(sentence.left(400).contains(compact(QStringLiteral("for ") + money((*first)["cost"].get<double>()))),
        qPrintable(sentence.left(400)));
    // ... and the offers table lists it first: its id right after the heading, its cost in the row.
    const QString table = compact(billing.mid(billing.indexOf(QStringLiteral("Option"))));
    const QString id = QString::fromStdString((*first)["offer"].get<std::string>());
    QVERIFY2(
        table.startsWith(compact(QStringLiteral("Option Offer Price Cards and how they run Hours to finish Cost to "
                                                "finish"))
            + id),
        qPrintable(table.left(200)));
    QVERIFY(table.left(300).contains(compact(money((*first)["cost"].get<double>()))));
}

// The strategies as a purchasing department needs them: the cash a purchase needs apart from the
// net after resale, how long the machines are held, and each strategy's deadline in words.
void TestReportExport::strategiesShowCashDeadlineAndHolding()
{
    const QString path = QStringLiteral(RENTPLAN_TEST_DATA "/../../resources/data/examples/lora-7b.rentplan");
    const QString pdf = m_dir.filePath(QStringLiteral("strategies.pdf"));
    const CliResult r = runCli(
        { QStringLiteral("export"), path, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), QStringLiteral("en") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const CliResult json = runCli({ QStringLiteral("plan"), path, QStringLiteral("--json") });
    QVERIFY2(json.exitCode == 0, qPrintable(json.err));
    const nlohmann::json s = json.json()["strategies"];
    const QString all = chapter(text(pdf), QStringLiteral("Rent, buy or hybrid"), QStringLiteral("Bill of quantities"));
    QVERIFY(!all.isEmpty());
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    auto money = [&](double v) { return (en.toString(v, 'f', 2) + QStringLiteral(" CNY")).toUtf8(); };
    // lora-7b buys one 8-card A100 machine at 1 200 000: the cash up front, apart from the net.
    QCOMPARE(s["buy"]["capex"].get<double>(), 1200000.0);
    QVERIFY(has(all, "Net cost Cash up front"));
    QVERIFY(has(all, QByteArray("Buying 1 machine needs " + money(1200000.0) + " up front").constData()));
    QVERIFY(has(all, QByteArray(money(s["buy"]["cost_dedicated"].get<double>()) + " net").constData()));
    // Held for the 12-month minimum holding period its resale value assumes (the project is shorter).
    QCOMPARE(s["buy"]["holding_months"].get<double>(), 12.0);
    QVERIFY(has(all, "held 12.0 months"));
    // Each strategy's deadline: the rented project takes the calendar days plan --json states, from
    // 2027-03-01; the deadline 2027-04-30 is the last day, inclusive, so work may run until 2027-05-01
    // 00:00, 61 days after the start: 61 − calendar days to spare (one decimal).
    const double spareDays = 61.0 - s["rent"]["calendar_days"].get<double>();
    QVERIFY(qAbs(s["rent"]["deadline"]["slack_days"].get<double>() - spareDays) < 1e-6);
    const QByteArray spare = (en.toString(spareDays, 'f', 1) + QStringLiteral(" days to spare")).toUtf8();
    QVERIFY2(has(all, spare.constData()), spare.constData());
    QVERIFY(has(all, ("Recommendation: " + json.json()["recommendation"]["reason"].get<std::string>()).c_str()));
    // The same in words, per strategy, with the last day of work: the rented project's calendar days
    // from 2027-03-01 end on day ⌈days⌉ − 1 after it; buying starts 30 days later.
    auto lastDay
        = [](double days) { return QDate(2027, 3, 1).addDays(qint64(std::ceil(days)) - 1).toString(Qt::ISODate); };
    const QByteArray rentWords
        = QStringLiteral("Deadline 2027-04-30, the last day of work: Rent per phase ends %1, "
                         "%2 days before the end of the deadline day.")
              .arg(lastDay(s["rent"]["calendar_days"].get<double>()), en.toString(spareDays, 'f', 1))
              .toUtf8();
    QVERIFY2(has(all, rentWords.constData()), rentWords.constData());
    const double buySpare = 61.0 - s["buy"]["calendar_days"].get<double>();
    const QByteArray buyWords
        = QStringLiteral("Buy for the peak ends %1, %2 days before the end of the deadline day.")
              .arg(lastDay(s["buy"]["calendar_days"].get<double>()), en.toString(buySpare, 'f', 1))
              .toUtf8();
    QVERIFY2(has(all, buyWords.constData()), buyWords.constData());
}

// A strategy that misses the deadline says by how many days, and one that cannot run says why; the
// recommendation is the engine's sentence.
void TestReportExport::strategiesSayLateAndRefused()
{
    auto write = [this](const QString& name, const QByteArray& json) {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size())
            return QString();
        return file.fileName();
    };
    auto strategies = [this](const QString& plan, const QString& pdf) {
        const CliResult r = runCli({ QStringLiteral("export"), plan, QStringLiteral("-o"), pdf,
            QStringLiteral("--lang"), QStringLiteral("en") });
        return r.exitCode == 0
            ? chapter(text(pdf), QStringLiteral("Rent, buy or hybrid"), QStringLiteral("Bill of quantities"))
            : QString();
    };
    // 8 × A100 for 120 typed hours from 2027-03-01, deadline 2027-03-03: 120 h = 5.0 days, the
    // deadline day ends 3 days after the start, 2.0 days late; renting costs 8 × 18 × 120 = 17 280.
    const QString late = write(QStringLiteral("late.rentplan"),
        R"({"format": "rentplan-plan", "version": 1, "currency": "CNY",
            "offers": [{"id": "a", "provider": "Cloud A", "card": "a100-sxm-80g", "cards": 8,
                        "mode": "on_demand", "price_per_card_hour": 18}],
            "phases": [{"id": "train", "name": "Training", "kind": "full_training", "card": "a100-sxm-80g",
                        "cards": 8, "hours": 120, "offer": "a"}],
            "self_build": {"card": "t4", "cards": 8, "capex": 200000},
            "project": {"start_date": "2027-03-01", "deadline": "2027-03-03"}})");
    QVERIFY(!late.isEmpty());
    const QString lateText = strategies(late, m_dir.filePath(QStringLiteral("late.pdf")));
    QVERIFY(!lateText.isEmpty());
    QVERIFY2(has(lateText, "Rent per phase 17,280.00 CNY"), qPrintable(lateText));
    QVERIFY(has(lateText, "2.0 days late"));
    // In words: 120 h end at midnight after 2027-03-05, the last day of work; 5.0 − 3 = 2.0 days late.
    QVERIFY(has(lateText,
        "Rent per phase ends 2027-03-05, 2.0 days after the end of the deadline day: it misses the "
        "deadline."));
    const CliResult lateJson = runCli({ QStringLiteral("plan"), late, QStringLiteral("--json") });
    QVERIFY2(lateJson.exitCode == 0, qPrintable(lateJson.err));
    QCOMPARE(lateJson.json()["strategies"]["rent"]["deadline"]["days_late"].get<double>(), 2.0);
    const std::string lateReason = lateJson.json()["recommendation"]["reason"].get<std::string>();
    QVERIFY2(QString::fromStdString(lateReason).startsWith(QStringLiteral("No strategy meets the deadline")),
        lateReason.c_str());
    QVERIFY(has(lateText, ("Recommendation: " + lateReason).c_str()));

    // A 7 B full fine-tune at micro-batch 8 without recomputation does not fit any number of T4s:
    // buying them is refused, with the reason, in the table and in words.
    const QString refused = write(QStringLiteral("refused.rentplan"),
        R"({"format": "rentplan-plan", "version": 1, "currency": "CNY",
            "offers": [{"id": "a", "provider": "Cloud A", "card": "a100-sxm-80g", "cards": 8,
                        "mode": "on_demand", "price_per_card_hour": 18}],
            "phases": [{"id": "train", "name": "Training", "kind": "full_training", "card": "a100-sxm-80g",
                        "cards": 8, "offer": "a", "workload": {"params": 7e9, "tokens": 1e9,
                        "estimate": {"task": "full", "context": 4096, "batch": 8, "recompute": "none"}}}],
            "self_build": {"card": "t4", "cards": 8, "capex": 200000}})");
    QVERIFY(!refused.isEmpty());
    const QString refusedText = strategies(refused, m_dir.filePath(QStringLiteral("refused.pdf")));
    QVERIFY(!refusedText.isEmpty());
    QVERIFY2(has(refusedText, "Buy for the peak cannot run"), qPrintable(refusedText));
    QVERIFY(has(refusedText,
        "Buying cannot run the plan: \"Training\" cannot run on the owned Tesla T4: the model "
        "does not fit on any number of these cards"));
    QVERIFY(has(refusedText, "no deadline"));
}

// Every number the PDF states about phases and strategies is the one `rentplan plan --json`
// prints for the same plan and scenario (the scenario's name empty: the plan's own phases).
void TestReportExport::matchesPlanJson(const QString& path, const QString& scenario, QString* pdfText)
{
    rp::InputError error;
    const std::optional<rp::Plan> plan = rp::PlanFormat::load(path, &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    QStringList planArgs { QStringLiteral("plan"), path, QStringLiteral("--simulate"), QStringLiteral("--json") };
    QStringList exportArgs { QStringLiteral("export"), path, QStringLiteral("-o"),
        m_dir.filePath(QFileInfo(path).completeBaseName() + QStringLiteral(".pdf")), QStringLiteral("--lang"),
        QStringLiteral("en") };
    if (!scenario.isEmpty()) {
        planArgs << QStringLiteral("--scenario") << scenario;
        exportArgs << QStringLiteral("--scenario") << scenario;
    }
    const CliResult json = runCli(planArgs);
    QVERIFY2(json.exitCode == 0, qPrintable(json.err));
    const nlohmann::json j = json.json();
    const CliResult r = runCli(exportArgs);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QString all = text(exportArgs.at(3));
    if (pdfText)
        *pdfText = all;
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    auto money = [&](const nlohmann::json& v) {
        return (en.toString(v.get<double>(), 'f', 2) + QLatin1Char(' ') + plan->currency).toUtf8();
    };
    for (const nlohmann::json& phase : j["phases"]) {
        QVERIFY2(has(all, phase["name"].get<std::string>().c_str()), phase["name"].get<std::string>().c_str());
        if (!phase["cost"].is_null())
            QVERIFY2(has(all, money(phase["cost"]).constData()), money(phase["cost"]).constData());
    }
    const nlohmann::json& strategies = j["strategies"];
    QVERIFY2(has(all, money(strategies["rent"]["cost"]).constData()), money(strategies["rent"]["cost"]).constData());
    if (!strategies["buy"].is_null()) {
        QVERIFY(has(all, money(strategies["buy"]["cost_dedicated"]).constData()));
        QVERIFY(has(all, money(strategies["hybrid"]["cost"]).constData()));
    }
    // The budget: the recommended strategy's simulated cost at the budget percentile (P90, the same
    // 10,000 futures and seed as `plan --simulate`) plus the plan's contingency on its point estimate.
    const std::string strategy = j["recommendation"]["strategy"].get<std::string>();
    const double cost = strategy == "buy" ? strategies["buy"]["cost_dedicated"].get<double>()
        : strategy == "hybrid"            ? strategies["hybrid"]["cost"].get<double>()
                                          : strategies["rent"]["cost"].get<double>();
    const nlohmann::json& simulated = j["simulation"]["strategies"][strategy];
    QCOMPARE(simulated["point_cost"].get<double>(), cost);
    const double budget = simulated["budget"].get<double>() + cost * plan->contingency;
    const QByteArray asked = "Budget at P90: it holds in 90 % of the simulated futures " + money(simulated["budget"]);
    QVERIFY2(has(all, asked.constData()), asked.constData());
    const QByteArray median = "Simulated cost, P50 of 10,000 futures " + money(simulated["cost"]["p50"]);
    QVERIFY2(has(all, median.constData()), median.constData());
    const QByteArray total = money(nlohmann::json(budget));
    QVERIFY2(has(all, QByteArray(QByteArray("Total budget ") + total).constData()), total.constData());
    // The procurement terms `plan --json` states are on the PDF; prices without tax at a rate give the
    // total with tax under the budget: the total × (1 + rate), as the budget line prints money.
    const nlohmann::json& terms = j["project"];
    for (const char* key : { "payment_terms", "region", "data_residency", "quote_valid_until" }) {
        if (!terms[key].is_null())
            QVERIFY2(has(all, terms[key].get<std::string>().c_str()), key);
    }
    if (terms["tax_included"] == false && terms["tax_rate"].is_number() && terms["tax_rate"].get<double>() > 0) {
        const double rate = terms["tax_rate"].get<double>();
        const QByteArray withTax = QByteArray("With ") + en.toString(std::round(rate * 10000) / 100, 'g', 6).toUtf8()
            + " % tax: " + money(nlohmann::json(budget * (1 + rate)));
        QVERIFY2(has(all, withTax.constData()), withTax.constData());
    }
    if (terms.is_object()
        && std::all_of(terms.begin(), terms.end(), [](const nlohmann::json& v) { return v.is_null(); }))
        QVERIFY(has(all, "Procurement terms not stated in the plan (project.tax_included"));
    QVERIFY(has(all, j["recommendation"]["reason"].get<std::string>().c_str()));
    // When the recommendation holds, and the calendar's length in days (one decimal).
    if (!j["recommendation"]["range"].get<std::string>().empty())
        QVERIFY(has(all, ("When it holds: " + j["recommendation"]["range"].get<std::string>()).c_str()));
    const QByteArray calendar
        = (QStringLiteral("(") + en.toString(j["calendar_days"].get<double>(), 'f', 1) + QStringLiteral(" days)."))
              .toUtf8();
    QVERIFY2(has(all, calendar.constData()), calendar.constData());
    // The peak phase's card, as nvidia-smi names it, in the acceptance procedure.
    int peak = -1;
    for (std::size_t i = 0; i < j["phases"].size(); ++i) {
        const nlohmann::json& p = j["phases"][i];
        if (p["card"] != "none" && (peak < 0 || p["cards"].get<int>() > j["phases"][peak]["cards"].get<int>()))
            peak = int(i);
    }
    QVERIFY(peak >= 0);
    const rp::Card* card = rp::CardCatalog::builtIn().find(QString::fromStdString(j["phases"][peak]["card"]));
    QVERIFY(card);
    const QByteArray expected
        = (card->smiName + QStringLiteral(", ") + QString::number(card->memoryMiB) + QStringLiteral(" MiB")).toUtf8();
    QVERIFY2(has(all, expected.constData()), expected.constData());
    QVERIFY(has(all, "nvidia-smi --query-gpu=name,memory.total --format=csv,noheader"));
    // The billing comparison costs every offer to finish that same phase, planned as its cards for its hours.
    const QByteArray billed = (QStringLiteral("costed to finish the largest phase, \"%1\", planned as %2 × ")
                                   .arg(QString::fromStdString(j["phases"][peak]["name"].get<std::string>()))
                                   .arg(j["phases"][peak]["cards"].get<int>()))
                                  .toUtf8();
    QVERIFY2(has(all, billed.constData()), billed.constData());
    // The assumptions name the planner's MFU and scaling, the figures every hour above rests on.
    QVERIFY(has(all, "Model FLOPs utilization (MFU) 0.40 (QLoRA 0.24)"));
    QVERIFY(has(all, "Scaling coefficient c inside one machine NVLink 0.002, PCIe 0.065"));
    QVERIFY(has(all, "Scaling coefficient c between machines 0.2"));
    QVERIFY(has(all, "Scaling coefficient c, adapters only 0.002"));
    // The CPU-cores curve of quotes: √(7/8) = 0.935, √(4/8) = 0.707.
    QVERIFY(has(all, "7 cores per GPU keep 94 % of the speed, 4 cores 71 %"));
    // The default utilization of every kind of phase, with its reason (docs/plan-format.md's table:
    // full training 0.9 for every team profile but a training platform's 0.95, which no example is).
    QVERIFY(has(all, "full training 90 % one long run; checkpoints and restarts take the rest"));
    QVERIFY(has(all, "data preparation 30 % mostly CPU work: the cards wait on loading and cleaning"));
    matchesRfq(path, scenario, all);
}

namespace {

// The fields of one CSV record as `rentplan rfq` writes them (RFC 4180: quoted fields, doubled quotes).
QStringList csvFields(const QString& line)
{
    QStringList out;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted && c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"') {
            field += c;
            ++i;
        } else if (c == u'"') {
            quoted = !quoted;
        } else if (c == u',' && !quoted) {
            out.append(field);
            field.clear();
        } else {
            field += c;
        }
    }
    out.append(field);
    return out;
}

} // namespace

// The PDF's bill of quantities is the request `rentplan rfq -o -` writes for the same plan and
// scenario: every line with its number, phases, card, machines, dates, billed hours, billing mode,
// whether it is mandatory and its substitutes.
void TestReportExport::matchesRfq(const QString& path, const QString& scenario, const QString& all)
{
    QStringList args { QStringLiteral("rfq"), path, QStringLiteral("-o"), QStringLiteral("-"), QStringLiteral("--lang"),
        QStringLiteral("en") };
    if (!scenario.isEmpty())
        args << QStringLiteral("--scenario") << scenario;
    const CliResult rfq = runCli(args);
    QVERIFY2(rfq.exitCode == 0, qPrintable(rfq.err));
    QStringList records = rfq.out.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QVERIFY(records.size() > 2);
    const QStringList keys = csvFields(records.takeFirst().remove(QChar(0xFEFF)));
    records.removeFirst(); // the names for people
    const QString boq = chapter(all, QStringLiteral("Bill of quantities"), QStringLiteral("Risk register"));
    QVERIFY(!boq.isEmpty());
    const QString text = compact(boq);
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    for (const QString& record : records) {
        const QStringList f = csvFields(record);
        auto value = [&](const char* key) { return f.value(keys.indexOf(QLatin1String(key))); };
        const QString card = value("card") == u"none" ? QStringLiteral("CPU only") : value("card");
        const int perMachine = value("cards_per_machine").toInt();
        const int machines = value("machines").toInt();
        QString setup = (machines == 1 ? QStringLiteral("1 machine") : QStringLiteral("%1 machines").arg(machines));
        if (perMachine > 0)
            setup = (perMachine == 1 ? QStringLiteral("1 card") : QStringLiteral("%1 cards").arg(perMachine))
                + QStringLiteral(" × ") + setup;
        // Dates as the CSV has them when the plan has a start date, else "day n".
        auto day = [](const QString& d) { return d.startsWith(u"D+") ? QStringLiteral("day ") + d.mid(2) : d; };
        const QString row = compact(value("line") + value("phases").replace(QStringLiteral("; "), QStringLiteral(";"))
            + card + setup + day(value("start_date")) + day(value("end_date")));
        const qsizetype at = text.indexOf(row);
        QVERIFY2(at >= 0, qPrintable(QStringLiteral("line %1: %2").arg(value("line"), row)));
        // Then its billed hours, to one decimal ("76 h"; the CSV keeps two), its billing and "yes".
        const QRegularExpressionMatch hours
            = QRegularExpression(QStringLiteral("^([0-9,]+(\\.[0-9])?)h")).match(text.mid(at + row.size()));
        QVERIFY2(hours.hasMatch(), qPrintable(text.mid(at + row.size(), 40)));
        QVERIFY2(qAbs(en.toDouble(hours.captured(1)) - value("hours").toDouble()) <= 0.05 + 1e-9,
            qPrintable(hours.captured(1) + QStringLiteral(" against ") + value("hours")));
        const std::optional<rp::BillingMode> mode = rp::BillingModes::fromKey(value("billing_mode"));
        QVERIFY(mode);
        QVERIFY(text.mid(at + row.size() + hours.capturedLength())
                    .startsWith(compact(rp::BillingModes::label(*mode)
                        + (value("mandatory") == u"yes" ? QStringLiteral("yes") : QStringLiteral("no")))));
        // Its substitutes, by name, in the machine table's row of the line.
        for (const QString& substitute : value("substitutes").split(QStringLiteral("; "), Qt::SkipEmptyParts))
            QVERIFY2(text.contains(compact(substitute.left(substitute.indexOf(QStringLiteral(" (+"))))),
                qPrintable(substitute));
    }
}

void TestReportExport::examplesMatchPlanJson()
{
    QFETCH(QString, file);
    matchesPlanJson(QStringLiteral(RENTPLAN_TEST_DATA "/../../resources/data/examples/") + file, QString());
}

// The PDF of a scenario is that scenario's plan: the LoRA example's scenario trains the whole model
// instead, so its cost differs from the plan's own and only the scenario's numbers can match.
void TestReportExport::scenarioMatchesPlanJson()
{
    const QString path = QStringLiteral(RENTPLAN_TEST_DATA "/../../resources/data/examples/lora-7b.rentplan");
    const QString scenario = QStringLiteral("Full fine-tune instead of LoRA");
    const CliResult own = runCli({ QStringLiteral("plan"), path, QStringLiteral("--json") });
    const CliResult full
        = runCli({ QStringLiteral("plan"), path, QStringLiteral("--json"), QStringLiteral("--scenario"), scenario });
    QVERIFY2(own.exitCode == 0 && full.exitCode == 0, qPrintable(own.err + full.err));
    QVERIFY(own.json()["strategies"]["rent"]["cost"] != full.json()["strategies"]["rent"]["cost"]);
    QString all;
    matchesPlanJson(path, scenario, &all);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(has(all, "Scenario Full fine-tune instead of LoRA"));
    // Every page's header names the scenario its numbers belong to.
    const QStringList pages = all.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
    QVERIFY(pages.size() > 6);
    for (const QString& page : pages)
        QVERIFY2(has(page, "Example project: LoRA fine-tune of a 7B model — scenario Full fine-tune instead of LoRA"),
            qPrintable(page.left(200)));
    // It describes the scenario's training, a full fine-tune, not the plan's LoRA.
    QVERIFY(has(all, "It trains Llama-2 7B (full fine-tune)."));
}

// Each bar of the memory chart is drawn from the parts of the total written beside it: the full
// fine-tune's estimate holds an allocator reserve (metric "device"), which must be one of them.
void TestReportExport::memoryBarsAddUpToTheirTotal()
{
    rp::InputError error;
    const std::optional<rp::Plan> plan = rp::PlanFormat::load(
        QStringLiteral(RENTPLAN_TEST_DATA "/../../resources/data/examples/lora-7b.rentplan"), &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    const rp::ProjectResult result
        = rp::ProjectPlanner::evaluate(*plan, QStringLiteral("Full fine-tune instead of LoRA"));
    const std::optional<rp::report::Section> memory = rp::ProjectSections::memory(
        rp::ProjectPlanner::withScenario(*plan, QStringLiteral("Full fine-tune instead of LoRA")), result);
    QVERIFY(memory);
    int bars = 0;
    for (const rp::report::Block& block : memory->blocks) {
        const auto* chart = std::get_if<rp::report::Chart>(&block.content);
        if (!chart)
            continue;
        QCOMPARE(chart->partLabels.size(), 9);
        for (const rp::report::ChartBar& bar : chart->bars) {
            QCOMPARE(bar.parts.size(), chart->partLabels.size());
            double gib = 0;
            for (double part : bar.parts)
                gib += part;
            QCOMPARE(QLocale().toString(gib, 'f', 1) + QStringLiteral(" GiB"), bar.valueText);
            ++bars;
        }
    }
    QVERIFY(bars >= 1);
}

void TestReportExport::fontsAreEmbedded()
{
    for (const QString& pdf : { m_en, m_zh }) {
        int code = -1;
        const QStringList lines
            = tool(QStringLiteral("pdffonts"), { pdf }, &code).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(code, 0);
        QVERIFY(lines.size() > 2); // header, rule, at least one font
        for (const QString& line : lines.mid(2)) {
            // name type encoding emb sub uni object ID: "emb" is the 4th column from the right of the name.
            const QStringList columns = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            QVERIFY2(columns.size() >= 7, qPrintable(line));
            QCOMPARE(columns.at(columns.size() - 5), QStringLiteral("yes"));
            QVERIFY2(line.contains(QLatin1String("NotoSans")), qPrintable(line));
        }
    }
}

void TestReportExport::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString out = m_dir.filePath(QStringLiteral("never-written.pdf"));
    QTest::newRow("not json") << QStringList { QStringLiteral(RENTPLAN_TEST_DATA "/plans/not-json.rentplan"),
        QStringLiteral("-o"), out }
                              << QStringLiteral("not-json.rentplan: line");
    QTest::newRow("bad field") << QStringList { QStringLiteral(RENTPLAN_TEST_DATA "/plans/negative-price.rentplan"),
        QStringLiteral("-o"), out }
                               << QStringLiteral("offers[");
    QTest::newRow("no output") << QStringList { example() } << QStringLiteral("-o FILE");
    QTest::newRow("unwritable") << QStringList { example(), QStringLiteral("-o"),
        QStringLiteral("/proc/rentplan/out.pdf") }
                                << QStringLiteral("cannot write /proc/rentplan/out.pdf");
    QTest::newRow("page size") << QStringList { example(), QStringLiteral("-o"), out, QStringLiteral("--page-size"),
        QStringLiteral("A3") } << QStringLiteral("--page-size");
    QTest::newRow("language") << QStringList { example(), QStringLiteral("-o"), out, QStringLiteral("--lang"),
        QStringLiteral("fr") } << QStringLiteral("--lang");
}

void TestReportExport::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliResult r = runCli(QStringList { QStringLiteral("export") } + args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("never-written.pdf"))));
}

void TestReportExport::failureKeepsTheOldFile()
{
    const QString path = m_dir.filePath(QStringLiteral("old.pdf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("%PDF-1.4 old contents"); // an older PDF: replaced without --force, if the export works
    file.close();
    const CliResult r = runCli({ QStringLiteral("export"), example(), QStringLiteral("-o"), path,
        QStringLiteral("--scenario"), QStringLiteral("no such scenario") });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("no such scenario")), qPrintable(r.err));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("%PDF-1.4 old contents"));
    QCOMPARE(QDir(m_dir.path()).entryList({ QStringLiteral("old*") }, QDir::Files | QDir::Hidden).size(), 1);
}

void TestReportExport::missingFontIsAnError()
{
    // A fontconfig without font directories: the CJK family is missing, and the export says so.
    const QString conf = m_dir.filePath(QStringLiteral("fonts.conf"));
    QFile file(conf);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">\n<fontconfig></fontconfig>\n");
    file.close();
    const QString out = m_dir.filePath(QStringLiteral("nofont.pdf"));
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("FONTCONFIG_FILE"), conf);
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(RENTPLAN_BINARY), { QStringLiteral("export"), example(), QStringLiteral("-o"), out });
    QVERIFY(process.waitForFinished(60000));
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QCOMPARE(process.exitCode(), 2);
    QVERIFY2(err.contains(QLatin1String("Noto Sans CJK SC")) && err.contains(QLatin1String("fonts-noto-cjk")),
        qPrintable(err));
    QVERIFY(!QFile::exists(out));
}

void TestReportExport::memorySettingsReadAsWords()
{
    // The memory chapter named its settings by their command-line keys ("task lora",
    // "重计算 none"): a purchasing department reads words, in its language.
    const QString pdf = m_dir.filePath(QStringLiteral("lora-zh.pdf"));
    const CliResult run = runCli({ QStringLiteral("export"),
        QStringLiteral(RENTPLAN_TEST_DATA "/../../resources/data/examples/lora-7b.rentplan"), QStringLiteral("-o"), pdf,
        QStringLiteral("--lang"), QStringLiteral("zh_CN") });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString all = text(pdf);
    QVERIFY2(all.contains(QStringLiteral("Llama-2 7B，LoRA，权重 bf16")), qPrintable(all));
    // The example names no recomputation: LoRA then runs with gradient checkpointing, the fine-tuning default.
    QVERIFY(all.contains(QStringLiteral("梯度检查点")));
    QVERIFY(!all.contains(QStringLiteral("none")));
    QVERIFY(!all.contains(QStringLiteral("任务 lora")));
    QVERIFY(!all.contains(QStringLiteral("（lora）")));
    // Offers by provider and billing in the summary, the phase table and the checklist; their ids
    // (the file's keys, "l4-hourly") appear only in the offers table's option column.
    QVERIFY(has(all, "Example Cloud C，按量计费"));
    QVERIFY(has(all, "报价“Example Cloud A”（按量计费）"));
    QCOMPARE(all.count(QStringLiteral("l4-hourly")), 1);
}

QTEST_GUILESS_MAIN(TestReportExport)
#include "tst_reportexport.moc"
