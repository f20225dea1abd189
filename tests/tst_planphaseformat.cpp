// The plan file's planner sections (docs/plan-format.md): phases, project, scenarios; older files unchanged.
#include "models/plan/PhaseKinds.h"
#include "models/plan/PlanFormat.h"

#include <QtTest>

using namespace rp;
using namespace Qt::StringLiterals;

class TestPlanPhaseFormat : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void olderFileOpensUnchanged();
    void examplesRoundTrip_data();
    void examplesRoundTrip();
    void projectHoldsSelfBuildAndDelay();
    void procurementTermsReadAndWriteBack();
    void badProcurementTermsAreRefused_data();
    void badProcurementTermsAreRefused();
    void phaseDefaults();
    void workloadRecomputesByDefault();
    void derivedHoursAreBounded_data();
    void derivedHoursAreBounded();
    void sizesBeyondDesignAreRefused_data();
    void sizesBeyondDesignAreRefused();
};

void TestPlanPhaseFormat::olderFileOpensUnchanged()
{
    InputError error;
    const auto plan = PlanFormat::load(QStringLiteral(":/data/examples/example.rentplan"), &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    QVERIFY(plan->phases.isEmpty());
    QVERIFY(!plan->project);
    QVERIFY(plan->scenarios.isEmpty());
    // The delay cost is still read where older files keep it.
    QCOMPARE(plan->selfBuild->delayCostPerDay, 500.0);
    const nlohmann::json out = nlohmann::json::parse(PlanFormat::toJson(*plan).toStdString());
    QVERIFY(!out.contains("phases"));
    QVERIFY(!out.contains("project"));
    QVERIFY(!out.contains("scenarios"));
    QVERIFY(out.contains("self_build"));
    // Read back, it is the same plan.
    const auto again = PlanFormat::fromJson(PlanFormat::toJson(*plan), QStringLiteral("again"), &error);
    QVERIFY(again);
    QCOMPARE(again->offers.size(), plan->offers.size());
    QCOMPARE(again->selfBuild->capex, plan->selfBuild->capex);
    QCOMPARE(PlanFormat::toJson(*again), PlanFormat::toJson(*plan));
}

void TestPlanPhaseFormat::examplesRoundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("7B LoRA") << ":/data/examples/lora-7b.rentplan";
    QTest::newRow("70B full") << ":/data/examples/full-70b.rentplan";
    QTest::newRow("inference service") << ":/data/examples/inference-service.rentplan";
}

void TestPlanPhaseFormat::examplesRoundTrip()
{
    QFETCH(QString, file);
    InputError error;
    const auto plan = PlanFormat::load(file, &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    QVERIFY(!plan->phases.isEmpty());
    QVERIFY(plan->project);
    QVERIFY(plan->project->selfBuildHere);
    const QByteArray saved = PlanFormat::toJson(*plan);
    const auto again = PlanFormat::fromJson(saved, QStringLiteral("again"), &error);
    QVERIFY2(again, qPrintable(error.toString()));
    QCOMPARE(again->phases.size(), plan->phases.size());
    for (qsizetype i = 0; i < plan->phases.size(); ++i) {
        const Phase& a = plan->phases.at(i);
        const Phase& b = again->phases.at(i);
        QCOMPARE(b.id, a.id);
        QCOMPARE(b.kind, a.kind);
        QCOMPARE(b.cards, a.cards);
        QCOMPARE(b.hours, a.hours);
        QCOMPARE(b.workload.has_value(), a.workload.has_value());
        if (a.workload) {
            QCOMPARE(b.workload->tokens, a.workload->tokens);
            QCOMPARE(b.workload->estimate.task, a.workload->estimate.task);
        }
        QCOMPARE(b.startDay, a.startDay);
        QCOMPARE(b.offer, a.offer);
    }
    QCOMPARE(again->selfBuild->capex, plan->selfBuild->capex);
    QCOMPARE(again->selfBuild->resaleDiscount, plan->selfBuild->resaleDiscount);
    QCOMPARE(again->project->startDate, plan->project->startDate);
    // Saved twice, the text is the same.
    QCOMPARE(PlanFormat::toJson(*again), saved);
}

void TestPlanPhaseFormat::projectHoldsSelfBuildAndDelay()
{
    const QByteArray text = R"({"format": "rentplan-plan", "version": 1,
        "self_build": {"card": "a100-sxm-80g", "capex": 1000, "delay_cost_per_day": 50},
        "project": {"start_date": "2027-02-01", "deadline": "2027-03-01", "delay_cost_per_day": 80,
                    "team_profile": "training_platform"}})";
    InputError error;
    const auto plan = PlanFormat::fromJson(text, QStringLiteral("p"), &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    // The project's delay cost wins and reaches the self-build the Billing tab costs.
    QCOMPARE(plan->selfBuild->delayCostPerDay, 80.0);
    QCOMPARE(plan->project->teamProfile, TeamProfile::TrainingPlatform);
    QCOMPARE(plan->project->deadline, QDate(2027, 3, 1));
    // The self-build stays at the top level, where this file had it.
    const nlohmann::json out = nlohmann::json::parse(PlanFormat::toJson(*plan).toStdString());
    QVERIFY(out.contains("self_build"));
    QVERIFY(!out["project"].contains("self_build"));
    QCOMPARE(out["project"]["delay_cost_per_day"], nlohmann::json(80.0));

    const QByteArray badDate = R"({"format": "rentplan-plan", "version": 1, "project": {"start_date": "1st May"}})";
    QVERIFY(!PlanFormat::fromJson(badDate, QStringLiteral("p"), &error));
    QCOMPARE(error.where, QStringLiteral("project.start_date"));
}

// The six procurement terms of `project` (docs/plan-format.md): read as written, written back with
// the text they were read with, written anew only where they changed in memory.
void TestPlanPhaseFormat::procurementTermsReadAndWriteBack()
{
    const QByteArray text = R"({"format": "rentplan-plan", "version": 1,
        "project": {"start_date": "2027-03-01", "tax_included": false, "tax_rate": 6e-2,
                    "payment_terms": "  30 days net after invoice ", "region": "cn-east, mainland China",
                    "data_residency": "数据留在中国大陆", "quote_valid_until": "2027-03-31"},
        "scenarios": [{"name": "own terms", "phases": [],
                       "project": {"tax_included": true, "region": null, "payment_terms": ""}}]})";
    InputError error;
    const auto plan = PlanFormat::fromJson(text, u"p"_s, &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    const ProcurementTerms& t = plan->project->terms;
    QCOMPARE(t.taxIncluded, std::optional<bool>(false));
    QCOMPARE(t.taxRate, std::optional<double>(0.06));
    QCOMPARE(t.paymentTerms, std::optional<QString>(u"30 days net after invoice"_s)); // trimmed for print
    QCOMPARE(t.region, std::optional<QString>(u"cn-east, mainland China"_s));
    QCOMPARE(t.dataResidency, std::optional<QString>(u"数据留在中国大陆"_s));
    QCOMPARE(t.quoteValidUntil, std::optional<QDate>(QDate(2027, 3, 31)));
    // A scenario's own project states its own terms: null and "" are not stated.
    const ProcurementTerms own = plan->procurementTerms(u"own terms"_s);
    QCOMPARE(own.taxIncluded, std::optional<bool>(true));
    QVERIFY(!own.region && !own.paymentTerms && !own.taxRate);
    QCOMPARE(plan->procurementTerms(), t);

    // Saved: every key as it was read (the untrimmed text, null and "" kept).
    const nlohmann::json out = nlohmann::json::parse(PlanFormat::toJson(*plan).toStdString());
    const nlohmann::json& project = out["project"];
    QCOMPARE(project["tax_included"], nlohmann::json(false));
    QCOMPARE(project["tax_rate"], nlohmann::json(0.06));
    QCOMPARE(project["payment_terms"], nlohmann::json("  30 days net after invoice "));
    QCOMPARE(project["region"], nlohmann::json("cn-east, mainland China"));
    QCOMPARE(project["data_residency"], nlohmann::json("数据留在中国大陆"));
    QCOMPARE(project["quote_valid_until"], nlohmann::json("2027-03-31"));
    const nlohmann::json& scenario = out["scenarios"][0]["project"];
    QVERIFY(scenario.contains("region") && scenario["region"].is_null());
    QCOMPARE(scenario["payment_terms"], nlohmann::json(""));

    // Edited in memory: a changed term is written anew, a cleared one removed, the rest kept.
    Plan edited = *plan;
    edited.project->terms.taxRate = 0.13;
    edited.project->terms.region.reset();
    const nlohmann::json changed = nlohmann::json::parse(PlanFormat::toJson(edited).toStdString())["project"];
    QCOMPARE(changed["tax_rate"], nlohmann::json(0.13));
    QVERIFY(!changed.contains("region"));
    QCOMPARE(changed["payment_terms"], nlohmann::json("  30 days net after invoice "));
    const auto again = PlanFormat::fromJson(PlanFormat::toJson(edited), u"again"_s, &error);
    QVERIFY2(again, qPrintable(error.toString()));
    QCOMPARE(again->project->terms.taxRate, std::optional<double>(0.13));

    // A project without terms gains no key on save.
    const auto bare = PlanFormat::fromJson(
        R"({"format": "rentplan-plan", "version": 1, "project": {"start_date": "2027-03-01"}})", u"p"_s, &error);
    QVERIFY2(bare, qPrintable(error.toString()));
    QVERIFY(bare->project->terms.isEmpty());
    const nlohmann::json bareOut = nlohmann::json::parse(PlanFormat::toJson(*bare).toStdString())["project"];
    for (const char* key :
        { "tax_included", "tax_rate", "payment_terms", "region", "data_residency", "quote_valid_until" })
        QVERIFY2(!bareOut.contains(key), key);
}

void TestPlanPhaseFormat::badProcurementTermsAreRefused_data()
{
    QTest::addColumn<QByteArray>("project");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("message");
    QTest::newRow("rate 1.5") << QByteArray(R"({"tax_included": false, "tax_rate": 1.5})") << u"project.tax_rate"_s
                              << u"1.5 is not between 0 and 1"_s;
    QTest::newRow("rate 1 (100 %)") << QByteArray(R"({"tax_rate": 1})") << u"project.tax_rate"_s
                                    << u"1 is not between 0 and 1"_s;
    QTest::newRow("rate below 0") << QByteArray(R"({"tax_rate": -0.06})") << u"project.tax_rate"_s
                                  << u"-0.06 is not between 0 and 1"_s;
    QTest::newRow("rate six (a string)") << QByteArray(R"({"tax_rate": "six"})") << u"project.tax_rate"_s
                                         << u"expected a number, found a string"_s;
    QTest::newRow("included yes (a string)") << QByteArray(R"({"tax_included": "yes"})") << u"project.tax_included"_s
                                             << u"expected true or false, found a string"_s;
    QTest::newRow("month 13") << QByteArray(R"({"quote_valid_until": "2027-13-01"})") << u"project.quote_valid_until"_s
                              << u"expected a date as YYYY-MM-DD, found \"2027-13-01\""_s;
    QTest::newRow("payment terms of 501 characters")
        << (R"({"payment_terms": ")" + QByteArray(501, 'x') + R"("})") << u"project.payment_terms"_s
        << u"is 501 characters long; at most 500 are accepted"_s;
    // 200 Chinese characters are 600 bytes of UTF-8 and still 200 characters: accepted; 201 are not.
    QTest::newRow("region of 201 characters")
        << (R"({"region": ")" + QString(201, QChar(0x534E)).toUtf8() + R"("})") << u"project.region"_s
        << u"is 201 characters long; at most 200 are accepted"_s;
    QTest::newRow("residency on two lines") << QByteArray(R"({"data_residency": "China\nand Singapore"})")
                                            << u"project.data_residency"_s << u"must be one line"_s;
    QTest::newRow("region a number") << QByteArray(R"({"region": 7})") << u"project.region"_s
                                     << u"expected a string, found a number"_s;
}

// Each bad term is refused with its JSON path, and no plan is loaded.
void TestPlanPhaseFormat::badProcurementTermsAreRefused()
{
    QFETCH(QByteArray, project);
    QFETCH(QString, where);
    QFETCH(QString, message);
    const QByteArray text = R"({"format": "rentplan-plan", "version": 1, "project": )" + project + "}";
    InputError error;
    QVERIFY(!PlanFormat::fromJson(text, u"p"_s, &error));
    QCOMPARE(error.where, where);
    QVERIFY2(error.message.contains(message), qPrintable(error.toString()));
    // In a scenario's own project, the path leads there.
    const QByteArray inScenario
        = R"({"format": "rentplan-plan", "version": 1, "scenarios": [{"name": "s", "phases": [], "project": )" + project
        + "}]}";
    QVERIFY(!PlanFormat::fromJson(inScenario, u"p"_s, &error));
    QCOMPARE(error.where, u"scenarios[0]."_s + where);
    // 200 characters are accepted.
    if (where == u"project.region") {
        const QByteArray fits = R"({"format": "rentplan-plan", "version": 1, "project": {"region": ")"
            + QString(200, QChar(0x534E)).toUtf8() + R"("}})";
        const auto plan = PlanFormat::fromJson(fits, u"p"_s, &error);
        QVERIFY2(plan, qPrintable(error.toString()));
        QCOMPARE(plan->project->terms.region->size(), 200);
    }
}

void TestPlanPhaseFormat::phaseDefaults()
{
    const QByteArray text = R"({"format": "rentplan-plan", "version": 1,
        "phases": [{"id": "x", "card": "l4", "hours": 3}]})";
    InputError error;
    const auto plan = PlanFormat::fromJson(text, QStringLiteral("p"), &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    const Phase& p = plan->phases.at(0);
    QCOMPARE(p.name, QStringLiteral("x"));
    QCOMPARE(p.kind, PhaseKind::Custom);
    QCOMPARE(p.cards, 1);
    QCOMPARE(p.repeats, 1);
    QCOMPARE(p.offer, QStringLiteral("auto"));
    QCOMPARE(p.gapDays, 0.0);
    QVERIFY(!p.startDay);
    // Default utilizations by kind: a trial computes half its billed time when exploring.
    QCOMPARE(PhaseKinds::defaultUtilization(PhaseKind::Trial, TeamProfile::Exploring), 0.5);
    // Neither hours nor workload: refused, naming the phase.
    const QByteArray neither = R"({"format": "rentplan-plan", "version": 1, "phases": [{"id": "x", "card": "l4"}]})";
    QVERIFY(!PlanFormat::fromJson(neither, QStringLiteral("p"), &error));
    QCOMPARE(error.where, QStringLiteral("phases[0]"));
    const QByteArray twice = R"({"format": "rentplan-plan", "version": 1,
        "phases": [{"id": "x", "hours": 1}, {"id": "x", "hours": 2}]})";
    QVERIFY(!PlanFormat::fromJson(twice, QStringLiteral("p"), &error));
    QCOMPARE(error.where, QStringLiteral("phases[1].id"));
}

void TestPlanPhaseFormat::workloadRecomputesByDefault()
{
    // A workload's estimate without "recompute" fine-tunes with gradient checkpointing, as PEFT, torchtune and
    // LLaMA-Factory do (docs/plan-format.md); saving the plan does not add the key. A value written is kept,
    // whether the user's or that of a version that wrote every key; a value RentPlan cannot read is refused.
    const auto planWith = [](const char* estimate) -> QByteArray {
        return QByteArray(R"({"format": "rentplan-plan", "version": 1, "phases": [{"id": "t", "card": "l4",
            "workload": {"model": "mistral-7b", "estimate": )")
            + estimate + R"(, "tokens": 1e6}}]})";
    };
    InputError error;
    const auto plain = PlanFormat::fromJson(planWith(R"({"task": "qlora"})"), QStringLiteral("p"), &error);
    QVERIFY2(plain, qPrintable(error.toString()));
    const EstimateInput& in = plain->phases.at(0).workload->estimate;
    QVERIFY(!in.recompute);
    QCOMPARE(in.effectiveRecompute(), Recompute::Full);
    const nlohmann::json saved = nlohmann::json::parse(PlanFormat::toJson(*plain).toStdString());
    QVERIFY(!saved["phases"][0]["workload"]["estimate"].contains("recompute"));

    const auto none
        = PlanFormat::fromJson(planWith(R"({"task": "lora", "recompute": "none"})"), QStringLiteral("p"), &error);
    QVERIFY2(none, qPrintable(error.toString()));
    QCOMPARE(none->phases.at(0).workload->estimate.effectiveRecompute(), Recompute::None);
    const nlohmann::json kept = nlohmann::json::parse(PlanFormat::toJson(*none).toStdString());
    QCOMPARE(kept["phases"][0]["workload"]["estimate"]["recompute"], nlohmann::json("none"));

    QVERIFY(
        !PlanFormat::fromJson(planWith(R"({"task": "lora", "recompute": "sometimes"})"), QStringLiteral("p"), &error));
    QCOMPARE(error.where, QStringLiteral("phases[0].workload.estimate.recompute"));
    QVERIFY(error.message.contains(u"\"sometimes\""));
    // The same check for the other setting written only when set.
    QVERIFY(!PlanFormat::fromJson(planWith(R"({"task": "lora", "weights": "bf17"})"), QStringLiteral("p"), &error));
    QCOMPARE(error.where, QStringLiteral("phases[0].workload.estimate.weights"));
}

void TestPlanPhaseFormat::derivedHoursAreBounded_data()
{
    // Typed hours are capped at 1e6 (PlanLimits.h); hours derived from a workload are too. A 7B
    // full fine-tune without recomputation on one H100 SXM (989 TFLOP/s bf16, MFU 0.4, one card: no
    // scaling loss): 6 × 7e9 FLOPs per token / (989e12 × 0.4) = 1.0617e-4 s per token.
    QTest::addColumn<QByteArray>("phase");
    QTest::addColumn<QString>("refusal"); // empty: accepted
    const QByteArray training = R"("card": "h100-sxm", "cards": 1,
        "workload": {"params": 7e9, "estimate": {"task": "full", "recompute": "none"}, "mfu": 0.4, "tokens": )";
    // 3.3e13 tokens: 3.5035e9 s = 973,200 h.
    QTest::newRow("973,200 h") << training + "3.3e13}" << QString();
    // 3.5e13 tokens: 3.7159e9 s = 1,032,200 h.
    QTest::newRow("1,032,200 h") << training + "3.5e13}"
                                 << "gives 1.03e+06 hours per run on 1 × H100 80GB SXM, more than the @LIMIT@ hours";
    // 973,200 computing hours at half utilization bill 1,946,400 h.
    QTest::newRow("973,200 h at utilization 0.5") << training + "3.3e13}, \"utilization\": 0.5"
                                                  << "gives 1.95e+06 hours per run on 1 × H100 80GB SXM";
    // The issue's case: 1e18 tokens, 1.0617e14 s = 2.949e10 h.
    QTest::newRow("1e18 tokens") << training + "1e18}"
                                 << "gives 2.95e+10 hours per run on 1 × H100 80GB SXM";
    // Data preparation: 2e6 GB at 1 GB an hour = 2e6 h.
    QTest::newRow("data") << QByteArray(R"("card": "none", "workload": {"data_gb": 2e6, "throughput_gb_per_hour": 1})")
                          << "gives 2e+06 hours per run at its throughput";
}

void TestPlanPhaseFormat::derivedHoursAreBounded()
{
    QFETCH(QByteArray, phase);
    QFETCH(QString, refusal);
    const QByteArray text
        = R"({"format": "rentplan-plan", "version": 1, "phases": [{"id": "a", "hours": 10}, {"id": "train", )" + phase
        + "}]}";
    InputError error;
    const auto plan = PlanFormat::fromJson(text, QStringLiteral("p.rentplan"), &error);
    if (refusal.isEmpty()) {
        QVERIFY2(plan, qPrintable(error.toString()));
        return;
    }
    QVERIFY(!plan);
    QCOMPARE(error.file, QStringLiteral("p.rentplan"));
    QCOMPARE(error.where, QStringLiteral("phases[1].workload"));
    refusal.replace(QStringLiteral("@LIMIT@"), QLocale().toString(1e6, 'f', 0)); // "1,000,000" in English
    QVERIFY2(error.message.contains(refusal), qPrintable(error.message));
}

namespace {

// `count` JSON objects made by `item(i)`, as a list's text.
template <typename Item> QByteArray items(int count, Item item)
{
    QByteArray out = "[";
    for (int i = 0; i < count; ++i)
        out += (i ? "," : "") + QByteArray(item(i));
    return out + "]";
}

QByteArray phases(int count)
{
    return items(
        count, [](int i) -> QByteArray { return R"({"id": "p)" + QByteArray::number(i) + R"(", "hours": 1})"; });
}

QByteArray quotes(int count)
{
    return items(count, [](int i) -> QByteArray {
        return R"({"id": "q)" + QByteArray::number(i)
            + R"(", "card": "h100-sxm", "cards": 8, "mode": "on_demand", "price_per_card_hour": 20})";
    });
}

QByteArray offers(int count)
{
    return items(count, [](int i) -> QByteArray {
        return R"({"id": "o)" + QByteArray::number(i)
            + R"(", "card": "a100-sxm-80g", "mode": "on_demand", "price_per_card_hour": 10})";
    });
}

} // namespace

void TestPlanPhaseFormat::sizesBeyondDesignAreRefused_data()
{
    // The sizes RentPlan is built and benchmarked for (plan/PlanLimits.h, bench_longplans): one
    // more is refused when the plan is read, naming the list, instead of running for minutes or
    // aborting out of memory (40,000 phases once ended in std::bad_alloc).
    QTest::addColumn<QByteArray>("sections");
    QTest::addColumn<QString>("where"); // empty: accepted
    QTest::addColumn<QString>("message");
    const QLocale l; // numbers as the messages write them: "10,001" in English, "10001" in C
    QTest::newRow("10,000 phases") << R"("phases": )" + phases(10000) << QString() << QString();
    QTest::newRow("10,001 phases") << R"("phases": )" + phases(10001) << QStringLiteral("phases")
                                   << QStringLiteral("has %1 items; RentPlan is built for at most %2 here")
                                          .arg(l.toString(10001), l.toString(10000));
    QTest::newRow("10,001 phases in a scenario")
        << R"("phases": [{"id": "a", "hours": 1}], "scenarios": [{"name": "big", "phases": )" + phases(10001) + "}]"
        << QStringLiteral("scenarios[0].phases") << QStringLiteral("has %1 items").arg(l.toString(10001));
    QTest::newRow("10,001 quotes") << R"("quotes": )" + quotes(10001) << QStringLiteral("quotes")
                                   << QStringLiteral("has %1 items; RentPlan is built for at most %2 here")
                                          .arg(l.toString(10001), l.toString(10000));
    // 10,000 quotes × 100 phases = 1,000,000 comparisons: the designed most.
    QTest::newRow("10,000 quotes × 100 phases")
        << R"("quotes": )" + quotes(10000) + R"(, "phases": )" + phases(100) << QString() << QString();
    // 10,000 × 101 = 1,010,000 comparisons, and a scenario counts as the plan does.
    QTest::newRow("10,000 quotes × 101 phases")
        << R"("quotes": )" + quotes(10000) + R"(, "phases": )" + phases(101) << QStringLiteral("quotes")
        << QStringLiteral("%1 quotes on 101 phases are 1.01e+06 comparisons; RentPlan is built for at most %2")
               .arg(l.toString(10000), l.toString(1e6, 'f', 0));
    QTest::newRow("10,000 quotes × a scenario of 101 phases")
        << R"("quotes": )" + quotes(10000) + R"(, "scenarios": [{"name": "s", "phases": )" + phases(101) + "}]"
        << QStringLiteral("quotes") << QStringLiteral("%1 quotes on 101 phases").arg(l.toString(10000));
    // Offers have no count of their own beyond the file's 16 MiB, but each phase ranks every offer:
    // 100 offers × 10,000 phases = 1,000,000 is the most, 101 × 10,000 = 1,010,000 is refused.
    QTest::newRow("100 offers × 10,000 phases")
        << R"("offers": )" + offers(100) + R"(, "phases": )" + phases(10000) << QString() << QString();
    QTest::newRow("101 offers × 10,000 phases")
        << R"("offers": )" + offers(101) + R"(, "phases": )" + phases(10000) << QStringLiteral("offers")
        << QStringLiteral("101 offers on %1 phases are 1.01e+06 comparisons").arg(l.toString(10000));
    QTest::newRow("20,000 offers, no phases") << R"("offers": )" + offers(20000) << QString() << QString();
}

void TestPlanPhaseFormat::sizesBeyondDesignAreRefused()
{
    QFETCH(QByteArray, sections);
    QFETCH(QString, where);
    QFETCH(QString, message);
    const QByteArray text = R"({"format": "rentplan-plan", "version": 1, )" + sections + "}";
    InputError error;
    const auto plan = PlanFormat::fromJson(text, QStringLiteral("big.rentplan"), &error);
    if (where.isEmpty()) {
        QVERIFY2(plan, qPrintable(error.toString()));
        return;
    }
    QVERIFY(!plan);
    QCOMPARE(error.file, QStringLiteral("big.rentplan"));
    QCOMPARE(error.where, where);
    QVERIFY2(error.message.contains(message), qPrintable(error.message));
}

QTEST_GUILESS_MAIN(TestPlanPhaseFormat)
#include "tst_planphaseformat.moc"
