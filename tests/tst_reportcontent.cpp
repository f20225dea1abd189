// The plan PDF's content as the engine builds it, before any layout: the bill of quantities
// chapter, the checklist and acceptance procedure per line, the budget's addition, the memory
// chapter's split and the page header's scenario. Figures worked out by hand from the plans.
#include "models/common/Translation.h"
#include "models/planner/ProjectPlanner.h"
#include "models/procurement/BillOfQuantities.h"
#include "models/report/ProjectSections.h"
#include "models/report/ReportBuilder.h"
#include "models/report/ReportSections.h"
#include "tests/ExamplePlan.h"
#include "tests/PlanFromJson.h"

#include <QtTest>

using namespace rp;
using namespace rp::report;
using namespace Qt::StringLiterals;

namespace {

using test::example;

QList<Table> tables(const Section& s)
{
    QList<Table> out;
    for (const Block& b : s.blocks) {
        if (const auto* t = std::get_if<Table>(&b.content))
            out.append(*t);
    }
    return out;
}

QString paragraphs(const Section& s)
{
    QStringList out;
    for (const Block& b : s.blocks) {
        if (const auto* p = std::get_if<Paragraph>(&b.content))
            out.append(p->text);
    }
    return out.join(QLatin1Char('\n'));
}

// "12,345.67 CNY" back to a number.
double amount(const QString& text)
{
    QString number = text;
    number.remove(QStringLiteral("\u00A0CNY")).remove(u',');
    bool ok = false;
    const double value = number.toDouble(&ok);
    if (!ok)
        qFatal("not an amount: %s", qPrintable(text));
    return value;
}

// The titles of the sections from the one called `from` to the next chapter (level 0).
QStringList subsections(const ReportContent& c, const QString& from)
{
    QStringList out;
    bool in = false;
    for (const Section& s : c.sections) {
        if (s.level == 0)
            in = s.title == from;
        else if (in)
            out.append(s.title);
    }
    return out;
}

const Section* section(const ReportContent& c, const QString& title)
{
    for (const Section& s : c.sections) {
        if (s.title == title)
            return &s;
    }
    return nullptr;
}

} // namespace

class TestReportContent : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Translation::install(QStringLiteral("en")); }
    void billOfQuantitiesOnLora();
    void checklistAndAcceptanceCoverEveryLine();
    void budgetLinesAddUpByHand();
    void budgetLinesAddUpOnExamples_data();
    void budgetLinesAddUpOnExamples();
    void memoryShowsThePlannedSplit();
    void headerAndTextFollowTheScenario();
    void assumptionsShowWhatEachPhaseUsed();
    void procurementTermsOnCoverAndChecklist();
    void termsNotStatedSayWhereToSetThem();
    void budgetWithTaxByHand();
    void budgetWithTaxOnTheExample();
    void cashFlowOfTheRecommendedStrategy();
};

void TestReportContent::billOfQuantitiesOnLora()
{
    const Plan plan = example("lora-7b.rentplan");
    const ProjectResult result = ProjectPlanner::evaluate(plan);
    const Section s = ReportSections::billOfQuantities(BillOfQuantities::build(plan, result));
    QCOMPARE(s.title, QStringLiteral("Bill of quantities"));
    const QList<Table> t = tables(s);
    QCOMPARE(t.size(), 2);
    QCOMPARE(t.at(0).rows.size(), 4); // one line per phase (tst_billofquantities: none merge)

    // Line 1, data preparation: 300 GB at 15 GB/h = 20 h of work at utilization 0.5 → 40 billed hours
    // on one L4, from 2027-03-01 (hour 0) to hour 40, on day 1: 2027-03-02.
    QCOMPARE(t.at(0).rows.at(0),
        (QStringList { QStringLiteral("1"), QStringLiteral("Data cleaning and sampling"), QStringLiteral("L4"),
            QStringLiteral("1 card × 1 machine"), QStringLiteral("2027-03-01"), QStringLiteral("2027-03-02"),
            QStringLiteral("40\u00A0h"), QStringLiteral("on-demand"), QStringLiteral("yes") }));
    // Line 3, the training run: LoRA with gradient checkpointing, 6 · P FLOPs per token:
    // 6 × 6 738 415 616 × 6e9 tokens = 2.4258e20 FLOPs. 8 A100 SXM at 312 TFLOP/s × MFU 0.4 =
    // 1.248e14 each, adapters-only scaling S(8) = 8 / (1 + 7 × 0.002) = 7.8895:
    // 2.4258e20 / (1.248e14 × 7.8895) = 246 373 s = 68.44 h of computing; full training is busy
    // 90 % of its billed time: 68.44 / 0.9 = 76.04 h, printed "76 h".
    // Calendar: prep 40 h, 1 day gap → trial from hour 64, 4 rounds of 3.6 h → hour 78.4, 2 days
    // gap → hour 126.4 = day 5 (2027-03-06); + 76.04 h → hour 202.4 = day 8 (2027-03-09).
    QCOMPARE(t.at(0).rows.at(2),
        (QStringList { QStringLiteral("3"), QStringLiteral("Training run"), QStringLiteral("A100 80GB SXM"),
            QStringLiteral("8 cards × 1 machine"), QStringLiteral("2027-03-06"), QStringLiteral("2027-03-09"),
            QStringLiteral("76\u00A0h"), QStringLiteral("on-demand"), QStringLiteral("yes") }));
    // Each machine of line 3: NVLink inside, no fabric (one machine), 8 cores and 64 GB per GPU:
    // 64 cores, 512 GB; NVMe 13.5 GB of weights + 3 checkpoints of ~13.6 GB + the 300 GB data set =
    // 354 GB → 400 GB; nothing kept on the vendor's storage. The H100 at 38 per card-hour computes
    // 989 / 312 = 3.2× faster: 38 / 3.2 = 11.9 per A100-hour of work against 18, the cheapest way to
    // finish (+0 %); the A100 PCIe, 15.5 / 11.9 = 1.30×, is beyond the 15 % margin.
    QCOMPARE(t.at(1).rows.at(2),
        (QStringList { QStringLiteral("3"), QStringLiteral("NVLink"), QStringLiteral("not needed"),
            QStringLiteral("64"), QStringLiteral("512 GB"), QStringLiteral("400 GB"), QStringLiteral("—"),
            QStringLiteral("H100 80GB SXM (+0.0 %)") }));
    // Line 1 keeps the 300 GB data set it cleans on the vendor's storage.
    QCOMPARE(t.at(1).rows.at(0).at(6), QStringLiteral("300 GB"));
}

void TestReportContent::checklistAndAcceptanceCoverEveryLine()
{
    ReportOptions options;
    const ReportContent c = ReportBuilder::build(example("lora-7b.rentplan"), options);
    // Lines 2 and 4 ask for the same 1-card A100 machine: one list for both. Line 3 is the 8-card one.
    const QStringList groups { QStringLiteral("Line 1: 1 × L4 per machine"),
        QStringLiteral("Lines 2, 4: 1 × A100 80GB SXM per machine"),
        QStringLiteral("Line 3: 8 × A100 80GB SXM per machine") };
    QCOMPARE(subsections(c, QStringLiteral("Quote checklist")), groups);
    QCOMPARE(subsections(c, QStringLiteral("Acceptance on delivery day")), groups);
    // The 8-card line asks for NVLink between all 8 cards; the 1-card lines need none.
    const Section* line3 = nullptr;
    const Section* lines24 = nullptr;
    for (const Section& s : c.sections) {
        if (s.title == groups.at(2) && !line3)
            line3 = &s;
        if (s.title == groups.at(1) && !lines24)
            lines24 = &s;
    }
    QVERIFY(line3 && lines24);
    QVERIFY(tables(*line3).at(0).rows.at(1).at(1).startsWith(QStringLiteral("NVLink between all 8 cards")));
    QVERIFY(tables(*lines24).at(0).rows.at(1).at(1).startsWith(QStringLiteral("Not required")));
}

// Two phases on one offer with a disk: the budget lists both phases and the storage between them,
// and the lines add up to the strategy's total.
void TestReportContent::budgetLinesAddUpByHand()
{
    const Plan plan = test::planFrom(R"([{"id": "a", "provider": "Cloud A", "card": "a100-sxm-80g", "cards": 8,
        "mode": "on_demand", "price_per_card_hour": 18, "storage_per_month": 730}])",
        R"([{"id": "train", "name": "Training", "kind": "full_training", "card": "a100-sxm-80g", "cards": 8,
             "hours": 120, "offer": "a"},
            {"id": "eval", "name": "Evaluation", "kind": "evaluation", "card": "a100-sxm-80g", "cards": 8,
             "hours": 10, "offer": "a", "gap_days": 2}])");
    const ProjectResult result = ProjectPlanner::evaluate(plan);
    const Section s = ProjectSections::summary(plan, result, ProjectSections::machineNeed(plan, result));
    const Table budget = tables(s).at(1);
    // Training: 8 cards × 18 × 120 h = 17 280, its disk 730 a month = 1 an hour × 120 h = 120: 17 400.
    // Evaluation: 8 × 18 × 10 = 1 440 + 10 h of disk = 1 450. The disk kept over the 2-day gap:
    // 48 h × 1 = 48. Renting: 17 400 + 1 450 + 48 = 18 898; contingency 10 %: 1 889.80; total
    // 20 787.80.
    const QList<QStringList> expected {
        { QStringLiteral("Phase \"Training\""), QStringLiteral("17,400.00\u00A0CNY") },
        { QStringLiteral("Phase \"Evaluation\""), QStringLiteral("1,450.00\u00A0CNY") },
        { QStringLiteral("Storage between phases"), QStringLiteral("48.00\u00A0CNY") },
        { QStringLiteral("Rent per phase (recommended), the lines above added up"),
            QStringLiteral("18,898.00\u00A0CNY") },
        { QStringLiteral("Contingency (10 %)"), QStringLiteral("1,889.80\u00A0CNY") },
        { QStringLiteral("Total budget"), QStringLiteral("20,787.80\u00A0CNY") },
    };
    QCOMPARE(budget.rows, expected);
    QCOMPARE(budget.emphasizedRow, 5);
}

void TestReportContent::budgetLinesAddUpOnExamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("scenario");
    QTest::newRow("lora-7b") << QStringLiteral("lora-7b.rentplan") << QString();
    QTest::newRow("lora-7b, full fine-tune")
        << QStringLiteral("lora-7b.rentplan") << QStringLiteral("Full fine-tune instead of LoRA");
    QTest::newRow("full-70b") << QStringLiteral("full-70b.rentplan") << QString();
    // Recommends the hybrid: owned baseline, resale, running costs, energy, what stays rented, storage.
    QTest::newRow("inference-service") << QStringLiteral("inference-service.rentplan") << QString();
}

// Every example's budget: the parts add up to the recommended strategy's line, which with the
// contingency adds up to the total; each printed to the cent, so the sum of n printed lines may
// differ from the printed total by at most n half-cents.
void TestReportContent::budgetLinesAddUpOnExamples()
{
    QFETCH(QString, file);
    QFETCH(QString, scenario);
    const Plan plan = example(file.toUtf8().constData());
    const Plan effective = ProjectPlanner::withScenario(plan, scenario);
    const ProjectResult result = ProjectPlanner::evaluate(plan, scenario);
    const Section s = ProjectSections::summary(effective, result, ProjectSections::machineNeed(effective, result));
    const Table budget = tables(s).at(1);
    const qsizetype parts = budget.rows.size() - 3;
    QVERIFY(parts >= 2);
    double sum = 0;
    for (qsizetype i = 0; i < parts; ++i)
        sum += amount(budget.rows.at(i).at(1));
    const double strategy = amount(budget.rows.at(parts).at(1));
    QVERIFY2(std::abs(sum - strategy) <= 0.005 * double(parts) + 1e-9,
        qPrintable(QStringLiteral("%1 against %2").arg(sum, 0, 'f', 2).arg(strategy, 0, 'f', 2)));
    QCOMPARE(strategy, std::round(ProjectSections::recommendedCost(result) * 100.0) / 100.0);
    const double total = amount(budget.rows.at(parts + 2).at(1));
    QVERIFY(std::abs(strategy + amount(budget.rows.at(parts + 1).at(1)) - total) <= 0.01 + 1e-9);
    QCOMPARE(budget.rows.at(parts + 2).at(0), QStringLiteral("Total budget"));
}

// The memory chapter shows the split the planner runs the peak phase with, and the memory per card
// under it: the full fine-tune scenario's training runs 8 A100s data parallel with ZeRO-1.
void TestReportContent::memoryShowsThePlannedSplit()
{
    const Plan plan = example("lora-7b.rentplan");
    const QString scenario = QStringLiteral("Full fine-tune instead of LoRA");
    const ProjectResult result = ProjectPlanner::evaluate(plan, scenario);
    const std::optional<Section> memory = ProjectSections::memory(ProjectPlanner::withScenario(plan, scenario), result);
    QVERIFY(memory);
    const Split split = result.phases.at(2).split;
    QCOMPARE(split.cards(), std::int64_t(8));
    QCOMPARE(split.zero, 1);
    const QString text = paragraphs(*memory);
    const QRegularExpression planned(
        QStringLiteral("As planned: 8 cards, ZeRO-1 over 8 data-parallel ranks: ([0-9.]+) GiB per card\\."));
    const QRegularExpressionMatch m = planned.match(text);
    QVERIFY2(m.hasMatch(), qPrintable(text));
    // Weights 2 bytes and gradients 2 bytes per parameter on every card, the 12 bytes of Adam states
    // and master weights sharded over 8 ranks: (2 + 2 + 12 / 8) × 6 738 415 616 = 37.06e9 bytes =
    // 34.5 GiB before activations and overhead; below the card's 80 GiB.
    const double gib = m.captured(1).toDouble();
    QVERIFY2(gib > 34.5 && gib < 80.0, qPrintable(m.captured(1)));
    QVERIFY(!text.contains(QStringLiteral("1 card")));
}

// A scenario's PDF says so on every page, and describes the scenario's training, not the plan's.
void TestReportContent::headerAndTextFollowTheScenario()
{
    ReportOptions options;
    options.scenario = QStringLiteral("Full fine-tune instead of LoRA");
    const ReportContent c = ReportBuilder::build(example("lora-7b.rentplan"), options);
    QCOMPARE(c.planName,
        QStringLiteral("Example project: LoRA fine-tune of a 7B model — scenario Full fine-tune instead of LoRA"));
    const Section* summary = section(c, QStringLiteral("Summary"));
    QVERIFY(summary);
    QVERIFY2(paragraphs(*summary).contains(QStringLiteral("It trains Llama-2 7B (full fine-tune).")),
        qPrintable(paragraphs(*summary)));
    // The plan as saved trains LoRA, and its header is the plan's name alone.
    const ReportContent own = ReportBuilder::build(example("lora-7b.rentplan"), ReportOptions {});
    QCOMPARE(own.planName, QStringLiteral("Example project: LoRA fine-tune of a 7B model"));
    QVERIFY(
        paragraphs(*section(own, QStringLiteral("Summary"))).contains(QStringLiteral("It trains Llama-2 7B (LoRA).")));
}

// The assumptions page shows, per phase, the c and S(n) the hours were divided by and the FLOPs per
// token they were computed from.
void TestReportContent::assumptionsShowWhatEachPhaseUsed()
{
    auto phaseRows = [](const Plan& plan, const QString& scenario) {
        const ProjectResult result = ProjectPlanner::evaluate(plan, scenario);
        const Plan effective = ProjectPlanner::withScenario(plan, scenario);
        const Section s
            = ReportSections::assumptions(effective, ProjectSections::machineNeed(effective, result), &result);
        for (const Table& t : tables(s)) {
            if (t.header.value(2) == u"Scaling used")
                return t.rows;
        }
        return QList<QStringList> {};
    };
    // lora-7b's training: LoRA on 8 A100s data parallel sends only the adapters, c = 0.002:
    // S(8) = 8 / (1 + 7 × 0.002) = 7.889. LoRA with full recomputation (the default): 6 · P, and
    // Llama-2 7B has P = 6 738 415 616 parameters (its config.json: 32 layers of hidden 4 096).
    const Plan lora = example("lora-7b.rentplan");
    const QList<QStringList> rows = phaseRows(lora, QString());
    QCOMPARE(rows.size(), qsizetype(4));
    QCOMPARE(rows.at(2).at(0), QStringLiteral("Training run"));
    QCOMPARE(rows.at(2).at(2), QStringLiteral("c = 0.002 (adapters only, on any link): S(8) = 7.89"));
    QCOMPARE(rows.at(2).at(3), QStringLiteral("6 · P (LoRA, gradient checkpointing), P = 6.74 B"));
    QCOMPARE(rows.at(2).at(4), QStringLiteral("0.40"));
    QCOMPARE(rows.at(2).at(5), QStringLiteral("90 % (default for full training)"));
    // The data preparation phase sets its own 50 %.
    QCOMPARE(rows.at(0).at(5), QStringLiteral("50 % (set in the phase)"));
    // The full fine-tune scenario: ZeRO-1 gradients over NVLink inside one machine, c = 0.002, and
    // 8 · P with recomputation.
    const QList<QStringList> full = phaseRows(lora, QStringLiteral("Full fine-tune instead of LoRA"));
    QCOMPARE(full.at(2).at(2), QStringLiteral("c = 0.002 (inside one machine, NVLink): S(8) = 7.89"));
    QCOMPARE(full.at(2).at(3), QStringLiteral("8 · P (full fine-tune, gradient checkpointing), P = 6.74 B"));
    // full-70b's training: 64 H100s in 8 machines with ZeRO-3 on the offer's InfiniBand, which is
    // as fast as inside: S(64) = 64 / (1 + 63 × 0.002) = 56.84.
    const QList<QStringList> big = phaseRows(example("full-70b.rentplan"), QString());
    QCOMPARE(big.at(2).at(2), QStringLiteral("c = 0.002 (between 8 machines, fast fabric): S(64) = 56.84"));
}

namespace {

QString coverValue(const ReportContent& c, const QString& label)
{
    for (const CoverLine& line : c.cover) {
        if (line.label == label)
            return line.value;
    }
    return u"(no line)"_s;
}

// The "Terms to confirm with each vendor" table of the checklist chapter: its first table with
// the header "Term".
std::optional<Table> termsTable(const Section& s)
{
    for (const Table& t : tables(s)) {
        if (t.header.value(0) == u"Term")
            return t;
    }
    return std::nullopt;
}

} // namespace

// lora-7b states its terms (resources/data/examples): the cover prints one line per term, the
// checklist asks every vendor to confirm each, with an empty column for the quote's answer.
void TestReportContent::procurementTermsOnCoverAndChecklist()
{
    const ReportContent c = ReportBuilder::build(example("lora-7b.rentplan"), ReportOptions {});
    QCOMPARE(coverValue(c, u"Tax"_s), u"prices exclude tax (VAT 6 %)"_s);
    QCOMPARE(coverValue(c, u"Payment terms"_s), u"30 days net after invoice"_s);
    QCOMPARE(coverValue(c, u"Region"_s), u"mainland China (cn-east or cn-north)"_s);
    QCOMPARE(coverValue(c, u"Data residency"_s), u"training data and checkpoints stay in mainland China"_s);
    QCOMPARE(coverValue(c, u"Quotes must stay valid until"_s), u"2027-03-31"_s);
    QCOMPARE(coverValue(c, u"Procurement terms"_s), u"(no line)"_s);
    // The plan's own quotes state no validity: the validity asked of vendors stands alone.
    QCOMPARE(coverValue(c, u"Quotes valid until"_s), u"(no line)"_s);

    const Section* checklist = section(c, u"Quote checklist"_s);
    QVERIFY(checklist);
    QVERIFY(paragraphs(*checklist).contains(u"Terms to confirm with each vendor"_s));
    const std::optional<Table> terms = termsTable(*checklist);
    QVERIFY(terms);
    QCOMPARE(terms->header, (QStringList { u"Term"_s, u"Confirm with each vendor"_s, u"Quote says"_s }));
    const QList<QStringList> expected {
        { u"Tax"_s, u"Quote prices without tax; tax at 6 % is added on the invoice."_s, QString() },
        { u"Payment terms"_s, u"Payment on these terms: 30 days net after invoice"_s, QString() },
        { u"Region"_s, u"The machines are located in: mainland China (cn-east or cn-north)"_s, QString() },
        { u"Data residency"_s,
            u"The data, its copies and backups stay where required: training data and checkpoints stay in "
            "mainland China"_s,
            QString() },
        { u"Quotes must stay valid until"_s, u"The quote stays valid until 2027-03-31 at least."_s, QString() },
    };
    QCOMPARE(terms->rows, expected);
    // The line groups stay the chapter's subsections (checklistAndAcceptanceCoverEveryLine).
    QCOMPARE(subsections(c, u"Quote checklist"_s).size(), 3);

    // A plan without phases has the same table in its one-machine checklist; the buyer's text is
    // printed as written (markup and a leading "=" are data), prices with tax at 13 %.
    const Plan plain = test::planFrom(R"([{"id": "a", "card": "a100-sxm-80g", "cards": 8, "mode": "on_demand",
        "price_per_card_hour": 18}])",
        "[]", nullptr,
        R"({"tax_included": true, "tax_rate": 0.13, "payment_terms": "<b>=SUM(A1:A9)</b> & 50 % upfront"})");
    const ReportContent p = ReportBuilder::build(plain, ReportOptions {});
    QCOMPARE(coverValue(p, u"Tax"_s), u"prices include tax (13 %)"_s);
    QCOMPARE(coverValue(p, u"Payment terms"_s), u"<b>=SUM(A1:A9)</b> & 50 % upfront"_s);
    const Section* one = section(p, u"Quote checklist"_s);
    QVERIFY(one);
    const std::optional<Table> oneTerms = termsTable(*one);
    QVERIFY(oneTerms);
    QCOMPARE(oneTerms->rows.size(), 2);
    QCOMPARE(oneTerms->rows.at(0).at(1), u"Quote prices with tax at 13 % included."_s);
    QCOMPARE(oneTerms->rows.at(1).at(1), u"Payment on these terms: <b>=SUM(A1:A9)</b> & 50 % upfront"_s);
}

// No term stated: one cover line names the keys to set, and the checklist says the same.
void TestReportContent::termsNotStatedSayWhereToSetThem()
{
    const ReportContent c = ReportBuilder::build(example("full-70b.rentplan"), ReportOptions {});
    const QString notStated = u"not stated in the plan (project.tax_included, tax_rate, payment_terms, region, "
                              "data_residency, quote_valid_until)"_s;
    QCOMPARE(coverValue(c, u"Procurement terms"_s), notStated);
    QCOMPARE(coverValue(c, u"Tax"_s), u"(no line)"_s);
    QCOMPARE(coverValue(c, u"Quotes valid until"_s), u"not stated"_s);
    const Section* checklist = section(c, u"Quote checklist"_s);
    QVERIFY(checklist);
    QVERIFY(!termsTable(*checklist));
    QVERIFY(paragraphs(*checklist).contains(u"Terms to confirm with each vendor: "_s + notStated));
    // And the budget says nothing about tax.
    const Section* summary = section(c, u"Summary"_s);
    QVERIFY(summary);
    QVERIFY(!paragraphs(*summary).contains(u"tax"_s));
}

// budgetLinesAddUpByHand's plan with prices stated to exclude 6 % tax: the total stays 20,787.80, and
// under it the total with tax, 20,787.80 × 1.06 = 20,787.80 + 1,247.268 = 22,035.068 → 22,035.07.
// Stated to include tax, the budget says no tax is to be added.
void TestReportContent::budgetWithTaxByHand()
{
    const char* offers = R"([{"id": "a", "provider": "Cloud A", "card": "a100-sxm-80g", "cards": 8,
        "mode": "on_demand", "price_per_card_hour": 18, "storage_per_month": 730}])";
    const char* phases = R"([{"id": "train", "name": "Training", "kind": "full_training", "card": "a100-sxm-80g",
             "cards": 8, "hours": 120, "offer": "a"},
            {"id": "eval", "name": "Evaluation", "kind": "evaluation", "card": "a100-sxm-80g", "cards": 8,
             "hours": 10, "offer": "a", "gap_days": 2}])";
    const Plan plan = test::planFrom(offers, phases, nullptr, R"({"tax_included": false, "tax_rate": 0.06})");
    const ProjectResult result = ProjectPlanner::evaluate(plan);
    const Section s = ProjectSections::summary(plan, result, ProjectSections::machineNeed(plan, result));
    const Table budget = tables(s).at(1);
    QCOMPARE(budget.rows.last(), (QStringList { u"Total budget"_s, u"20,787.80\u00A0CNY"_s }));
    QVERIFY2(paragraphs(s).contains(u"With 6 % tax: 22,035.07\u00A0CNY"_s), qPrintable(paragraphs(s)));
    // The one engine function the PDF prints from.
    QCOMPARE(std::round(*plan.procurementTerms().withTax(20787.80) * 100) / 100, 22035.07);

    const Plan included = test::planFrom(offers, phases, nullptr, R"({"tax_included": true, "tax_rate": 0.06})");
    const ProjectResult r2 = ProjectPlanner::evaluate(included);
    const Section s2 = ProjectSections::summary(included, r2, ProjectSections::machineNeed(included, r2));
    QCOMPARE(tables(s2).at(1).rows.last().at(1), u"20,787.80\u00A0CNY"_s);
    QVERIFY(!paragraphs(s2).contains(u"With 6 % tax"_s));
    QVERIFY2(paragraphs(s2).contains(u"The prices include tax (6 %): the budget needs no tax added."_s),
        qPrintable(paragraphs(s2)));
    QVERIFY(!included.procurementTerms().withTax(20787.80));
    // A rate alone (inclusion not stated) adds nothing either.
    ProcurementTerms rateOnly;
    rateOnly.taxRate = 0.06;
    QVERIFY(!rateOnly.withTax(100.0));
}

// lora-7b excludes 6 % tax. Its budget: renting per phase 11,701.07 CNY (the lines add up to it and
// it is `plan --json`'s rent cost: budgetLinesAddUpOnExamples, tst_reportexport), contingency 10 %:
// total 11,701.07 × 1.1 = 12,871.17. Under it, the total with tax: 12,871.17 × 1.06 = 12,871.17 +
// 772.2702 = 13,643.4402 → 13,643.44 CNY. The table itself is unchanged.
void TestReportContent::budgetWithTaxOnTheExample()
{
    const Plan plan = example("lora-7b.rentplan");
    const ProjectResult result = ProjectPlanner::evaluate(plan);
    const Section s = ProjectSections::summary(plan, result, ProjectSections::machineNeed(plan, result));
    const QStringList total = tables(s).at(1).rows.last();
    QCOMPARE(total.at(0), u"Total budget"_s);
    const double withTax = std::round(amount(total.at(1)) * 1.06 * 100.0) / 100.0;
    const QRegularExpression line(u"With 6 % tax: ([0-9,.]+)\u00A0CNY"_s);
    const QRegularExpressionMatch m = line.match(paragraphs(s));
    QVERIFY2(m.hasMatch(), qPrintable(paragraphs(s)));
    QVERIFY(std::abs(amount(m.captured(1)) - withTax) <= 0.01 + 1e-9);
    QCOMPARE(total.at(1), u"12,871.17\u00A0CNY"_s);
    QCOMPARE(m.captured(0), u"With 6 % tax: 13,643.44\u00A0CNY"_s);
}

// The cash flow chapter follows the strategies and shows the recommended strategy's months: the
// inference service owns a 4-card baseline (the hybrid) over 13 months, 2027-01 to 2028-01. Its
// rows add up to the hybrid's net cost (the hybrid has no delay cost), and the first
// month pays for the machines. Each strategy's largest cumulative is listed to compare.
void TestReportContent::cashFlowOfTheRecommendedStrategy()
{
    using namespace Qt::StringLiterals;
    const Plan plan = example("inference-service.rentplan");
    const ProjectResult result = ProjectPlanner::evaluate(plan);
    QCOMPARE(result.recommendation.strategy, u"hybrid"_s);
    const ReportContent c = ReportBuilder::build(plan, ReportOptions {});
    qsizetype at = -1;
    for (qsizetype i = 0; i < c.sections.size(); ++i) {
        if (c.sections.at(i).title == u"Cash flow by month"_s)
            at = i;
    }
    QVERIFY(at > 0);
    // After the strategies and their simulated spread.
    QCOMPARE(c.sections.at(at - 1).title, u"Budget with confidence"_s);
    QCOMPARE(c.sections.at(at - 2).title, u"Rent, buy or hybrid"_s);
    const Section& s = c.sections.at(at);
    const Table months = tables(s).at(0);
    QCOMPARE(months.header,
        QStringList({ u"Month"_s, u"Rent"_s, u"Machines bought"_s, u"Running costs and energy"_s, u"Resale"_s, u"Net"_s,
            u"Cumulative"_s }));
    QCOMPARE(months.rows.size(), qsizetype(13 + 1));
    QCOMPARE(months.rows.first().at(0), u"2027-01"_s);
    QCOMPARE(months.rows.at(12).at(0), u"2028-01"_s);
    QCOMPARE(amount(months.rows.first().at(2)), std::round(result.hybrid.capex * 100.0) / 100.0);
    // Resale comes back in the last month: shown as a negative amount.
    QVERIFY(amount(months.rows.at(12).at(4)) < 0);
    double sum = 0;
    for (qsizetype i = 0; i < 13; ++i)
        sum += amount(months.rows.at(i).at(5));
    const double total = amount(months.rows.last().at(5));
    QCOMPARE(months.rows.last().at(0), u"Total"_s);
    QCOMPARE(months.emphasizedRow, 13);
    QCOMPARE(total, std::round(result.hybrid.cost * 100.0) / 100.0);
    QVERIFY(std::abs(sum - total) <= 0.005 * 13 + 1e-9);
    QCOMPARE(amount(months.rows.at(12).at(6)), total); // the last cumulative is the total
    QVERIFY2(paragraphs(s).contains(u"up front at the start of each period"_s), qPrintable(paragraphs(s)));
    // Rent, buy and hybrid: the most cash each needs at once, the recommended one emphasized.
    const Table peaks = tables(s).at(1);
    QCOMPARE(peaks.rows.size(), qsizetype(3));
    QCOMPARE(peaks.emphasizedRow, 2);
    QCOMPARE(amount(peaks.rows.at(2).at(1)), std::round(result.hybrid.cashFlow.peak() * 100.0) / 100.0);
}

QTEST_GUILESS_MAIN(TestReportContent)
#include "tst_reportcontent.moc"
