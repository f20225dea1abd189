// `rentplan plan` run as a user runs it: the JSON keys scripts read, the text table in both
// languages, scenarios, and every kind of bad phase refused with its JSON path.
#include "app/cli/JsonOutput.h"
#include "app/cli/PlanJson.h"
#include "models/plan/PlanFormat.h"
#include "models/planner/ProjectPlanner.h"
#include "tests/CliRunner.h"

#include <QtTest>

namespace {

QString planFile(const char* name)
{
    return QStringLiteral(RENTPLAN_TEST_DATA "/plans/") + QLatin1String(name);
}

bool near(const nlohmann::json& value, double expected, double tolerance = 1e-6)
{
    return value.is_number() && std::abs(value.get<double>() - expected) <= tolerance * std::max(1.0, expected);
}

QStringList keys(const nlohmann::json& object)
{
    QStringList out;
    for (auto it = object.begin(); it != object.end(); ++it)
        out.append(QString::fromStdString(it.key()));
    return out;
}

} // namespace

class TestPlanCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void jsonHasTheIssuesKeys();
    void jsonNumbers();
    void scenario();
    void textTableInBothLanguages();
    void badPhases_data();
    void badPhases();
    void rankingCarriesTheSplit();
    void costsOfAPhaseAreItsRanking();
    void jsonWrittenItemByItemIsTheSameBytes();
    void jsonStatesTheProcurementTerms();
    void cashFlowByMonth();
};

void TestPlanCli::jsonHasTheIssuesKeys()
{
    const CliResult run = runCli({ QStringLiteral("plan"), planFile("phases.rentplan"), QStringLiteral("--json") });
    QCOMPARE(run.exitCode, 0);
    const nlohmann::json j = run.json();
    for (const char* key :
        { "phases", "peak_cards", "total_card_hours", "calendar_days", "strategies", "recommendation" })
        QVERIFY2(j.contains(key), key);
    const nlohmann::json& phase = j["phases"][2];
    for (const char* key :
        { "id", "name", "kind", "start_hours", "hours", "card", "cards", "offer", "cost", "card_hours", "ranking" })
        QVERIFY2(phase.contains(key), key);
    for (const char* key : { "card", "offer", "cards", "hours", "cost", "fits" })
        QVERIFY2(phase["ranking"][0].contains(key), key);
    const nlohmann::json& s = j["strategies"];
    for (const char* key : { "cost", "idle_card_hours" })
        QVERIFY2(s["rent"].contains(key), key);
    for (const char* key : { "cost_dedicated", "cost_amortized", "utilization", "start_delay_days", "feasible" })
        QVERIFY2(s["buy"].contains(key), key);
    for (const char* key : { "cost", "baseline_cards", "curve" })
        QVERIFY2(s["hybrid"].contains(key), key);
    for (const char* key : { "baseline_cards", "cost" })
        QVERIFY2(s["hybrid"]["curve"][0].contains(key), key);
    for (const char* key : { "strategy", "reason" })
        QVERIFY2(j["recommendation"].contains(key), qPrintable(keys(j["recommendation"]).join(u',')));
}

void TestPlanCli::jsonNumbers()
{
    const CliResult run = runCli({ QStringLiteral("plan"), planFile("phases.rentplan"), QStringLiteral("--json") });
    const nlohmann::json j = run.json();
    // a: 2 × 730 × 10 = 14 600; b: after a, 8 × 730 × 10 = 58 400.
    QVERIFY(near(j["phases"][0]["cost"], 14600));
    QVERIFY(near(j["phases"][1]["start_hours"], 730));
    QVERIFY(near(j["phases"][1]["card_hours"], 5840));
    // c: 7 B, 2·10⁹ tokens, full fine-tune with gradient checkpointing (the default: 8·P FLOPs per token), on
    // 8 H100 at MFU 0.4, S(8) = 8 / 1.014: 8 · 7e9 · 2e9 / (989e12 · 0.4 · 7.8895) / 3600 = 9.968 h of
    // computing, billed 9.968 / 0.8 = 12.460 h, 8 × 30 × 12.460 = 2 990.4; it starts on day 0 beside a.
    const double compute = 8.0 * 7e9 * 2e9 / (989e12 * 0.4 * (8.0 / 1.014)) / 3600;
    QVERIFY(near(j["phases"][2]["hours"], compute / 0.8));
    QVERIFY(near(j["phases"][2]["cost"], 8 * 30 * compute / 0.8));
    QVERIFY(near(j["phases"][2]["start_hours"], 0));
    QCOMPARE(j["phases"][2]["ranking"][0]["card"], nlohmann::json("h100-sxm"));
    // Peak: a (2) and c (8) at once = 10.
    QCOMPARE(j["peak_cards"], nlohmann::json(10));
    QVERIFY(near(j["calendar_days"], 1460.0 / 24));
    QVERIFY(near(j["strategies"]["rent"]["cost"], 14600 + 58400 + 8 * 30 * compute / 0.8));
    QCOMPARE(j["strategies"]["buy"]["feasible"], nlohmann::json(true));
    QCOMPARE(j["recommendation"]["strategy"], nlohmann::json("rent"));
    QVERIFY(!j["recommendation"]["reason"].get<std::string>().empty());
}

void TestPlanCli::scenario()
{
    // The scenario keeps only phase a, on 4 cards: 4 × 730 × 10 = 29 200.
    const CliResult run = runCli({ QStringLiteral("plan"), planFile("phases.rentplan"), QStringLiteral("--scenario"),
        QStringLiteral("bigger"), QStringLiteral("--json") });
    QCOMPARE(run.exitCode, 0);
    QVERIFY(near(run.json()["strategies"]["rent"]["cost"], 29200));
    const CliResult unknown = runCli({ QStringLiteral("plan"), planFile("phases.rentplan"),
        QStringLiteral("--scenario"), QStringLiteral("smaller") });
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(QStringLiteral("smaller")) && unknown.err.contains(QStringLiteral("bigger")),
        qPrintable(unknown.err));
}

void TestPlanCli::textTableInBothLanguages()
{
    const CliResult en = runCli({ QStringLiteral("plan"), planFile("phases.rentplan") });
    QCOMPARE(en.exitCode, 0);
    QVERIFY2(en.out.contains(QStringLiteral("Large")) && en.out.contains(QStringLiteral("14,600.00"))
            && en.out.contains(QStringLiteral("rent per phase")),
        qPrintable(en.out));
    // A sentence names the offer as people do (provider, billing), not by its key in the file;
    // this offer has no provider, so its id stands in for one.
    // It also says how the cards run: one 8-card machine, ZeRO over 8 ranks (or replicas).
    QVERIFY2(en.out.contains(
                 QStringLiteral("cheapest to finish: 8 × H100 80GB SXM on h, on-demand (1 machine of 8 cards, ")),
        qPrintable(en.out));
    QVERIFY2(en.out.contains(QStringLiteral("), 12.5\u00a0h")), qPrintable(en.out));
    const CliResult zh = runCli({ QStringLiteral("plan"), planFile("phases.rentplan") }, QStringLiteral("zh_CN.UTF-8"));
    QCOMPARE(zh.exitCode, 0);
    QVERIFY2(
        zh.out.contains(QStringLiteral("阶段")) && zh.out.contains(QStringLiteral("按阶段租用")), qPrintable(zh.out));
}

void TestPlanCli::badPhases_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    QTest::newRow("unknown offer") << "phase-unknown-offer.rentplan"
                                   << "phases[0].offer";
    QTest::newRow("offer for another card") << "phase-offer-other-card.rentplan"
                                            << "phases[0].offer";
    QTest::newRow("unknown card") << "phase-unknown-card.rentplan"
                                  << "phases[1].card";
    QTest::newRow("zero hours") << "phase-zero-hours.rentplan"
                                << "phases[1].hours";
    QTest::newRow("negative tokens") << "phase-negative-tokens.rentplan"
                                     << "phases[2].workload.tokens";
    QTest::newRow("utilization 0") << "phase-utilization-zero.rentplan"
                                   << "phases[0].utilization";
    QTest::newRow("utilization above 1") << "phase-utilization-above-one.rentplan"
                                         << "phases[0].utilization";
    QTest::newRow("start before the project") << "phase-start-before-project.rentplan"
                                              << "phases[1].start_day";
}

void TestPlanCli::badPhases()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    const CliResult run = runCli({ QStringLiteral("plan"), planFile(qPrintable(file)), QStringLiteral("--json") });
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains(file) && run.err.contains(path + QStringLiteral(":")), qPrintable(run.err));
}

void TestPlanCli::rankingCarriesTheSplit()
{
    // The shipped 7B example's training phase: every ranked setup says how its cards run.
    const QString example = QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/lora-7b.rentplan");
    const CliResult run = runCli({ QStringLiteral("plan"), example, QStringLiteral("--json") });
    QCOMPARE(run.exitCode, 0);
    const nlohmann::json plan = run.json();
    const nlohmann::json& train = plan["phases"][2];
    QCOMPARE(train["id"], "train");
    QCOMPARE(train["hours_from"], "workload");
    for (const nlohmann::json& e : train["ranking"]) {
        const nlohmann::json& split = e["split"];
        for (const char* key : { "tp", "dp", "pp", "zero", "machines", "cards_per_machine" })
            QVERIFY2(split.contains(key), key);
        QVERIFY(e.contains("scaling"));
        if (!e["runs"].get<bool>()) {
            QVERIFY(e["problem"].is_string());
            continue;
        }
        // tp × pp × dp cards, tensor parallelism inside one machine, enough machines for the cards.
        QCOMPARE(split["tp"].get<int>() * split["pp"].get<int>() * split["dp"].get<int>(), e["cards"].get<int>());
        QVERIFY(split["tp"].get<int>() <= split["cards_per_machine"].get<int>());
        QVERIFY(split["machines"].get<int>() * split["cards_per_machine"].get<int>() >= e["cards"].get<int>());
        // A training workload's hours divide by S(n) ≤ n.
        QVERIFY(e["scaling"].is_number());
        QVERIFY(e["scaling"].get<double>() <= e["cards"].get<double>() + 1e-9);
    }
}

void TestPlanCli::costsOfAPhaseAreItsRanking()
{
    // `costs --phase` lists the same entries and numbers as the phase's ranking in `plan --json`,
    // for the plan and for a scenario.
    const QString example = QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/lora-7b.rentplan");
    const QString scenario = QStringLiteral("Full fine-tune instead of LoRA");
    for (const QStringList& extra : { QStringList {}, QStringList { QStringLiteral("--scenario"), scenario } }) {
        const CliResult plan
            = runCli(QStringList { QStringLiteral("plan"), example, QStringLiteral("--json") } + extra);
        const CliResult costs = runCli(QStringList { QStringLiteral("costs"), example, QStringLiteral("--phase"),
                                           QStringLiteral("train"), QStringLiteral("--json") }
            + extra);
        QCOMPARE(costs.exitCode, 0);
        const nlohmann::json c = costs.json();
        QCOMPARE(c["phase"], "train");
        QCOMPARE(c["currency"], "CNY");
        QCOMPARE(c["ranking"], plan.json()["phases"][2]["ranking"]);
        QVERIFY(c["ranking"].size() > 10);
    }
    // A phase the plan does not have is named with the phases it has; a CPU phase has no cards.
    const CliResult missing
        = runCli({ QStringLiteral("costs"), example, QStringLiteral("--phase"), QStringLiteral("x") });
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains(QStringLiteral("prep, trial, train, eval")), qPrintable(missing.err));
    const CliResult mixed = runCli({ QStringLiteral("costs"), example, QStringLiteral("--phase"),
        QStringLiteral("train"), QStringLiteral("--hours"), QStringLiteral("3") });
    QCOMPARE(mixed.exitCode, 2);
    // The text form: one line per setup, the cheapest first.
    const CliResult text
        = runCli({ QStringLiteral("costs"), example, QStringLiteral("--phase"), QStringLiteral("train") });
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(QStringLiteral("Cost to finish \"Training run\"")), qPrintable(text.out));
    QVERIFY2(text.out.contains(QStringLiteral("8 × A100 80GB SXM")), qPrintable(text.out));
}

void TestPlanCli::jsonWrittenItemByItemIsTheSameBytes()
{
    // `plan --json` and `quotes --json` write their long list one item at a time (a plan of 10,000
    // phases is never one JSON tree); the bytes must be those of the whole document printed at once.
    const auto whole = [](const nlohmann::json& document) {
        QString text;
        QTextStream out(&text);
        rp::cli::printJson(out, document);
        out.flush();
        return text;
    };
    const auto streamed = [](const nlohmann::json& document, const std::string& key) {
        QString text;
        QTextStream out(&text);
        nlohmann::json rest = document;
        rest.erase(key);
        const nlohmann::json& list = document.at(key);
        rp::cli::printJson(out, rest, key, list.size(), [&](std::size_t i) { return list.at(i); });
        out.flush();
        return text;
    };
    // Items of every shape, a newline and a control character inside strings, keys before and after.
    const nlohmann::json document = { { "a", 1 }, { "z", nullptr },
        { "items",
            { { { "x", { 1, 2 } }, { "nested", { { "deep", { { "k", "v" } } } } } }, "line\nbreak \x01",
                nlohmann::json::array(), nlohmann::json::object(), 3.5 } } };
    QCOMPARE(streamed(document, "items"), whole(document));
    nlohmann::json empty = document;
    empty["items"] = nlohmann::json::array();
    QCOMPARE(streamed(empty, "items"), whole(empty));

    // A real plan: the phases of an example, printed by `plan --json`.
    rp::InputError error;
    const auto plan = rp::PlanFormat::load(
        QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/full-70b.rentplan"), &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    const CliResult run = runCli({ QStringLiteral("plan"),
        QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/full-70b.rentplan"), QStringLiteral("--json") });
    QCOMPARE(run.exitCode, 0);
    const rp::cli::SourceLanguage english(true);
    QCOMPARE(run.out, whole(rp::cli::planJson(rp::ProjectPlanner::evaluate(*plan))));
}

// `plan --json` prints the project's procurement terms under the plan file's keys, null where
// the plan states none; lora-7b states all six (resources/data/examples/lora-7b.rentplan).
void TestPlanCli::jsonStatesTheProcurementTerms()
{
    const CliResult run = runCli({ QStringLiteral("plan"),
        QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/lora-7b.rentplan"), QStringLiteral("--json") });
    QCOMPARE(run.exitCode, 0);
    const nlohmann::json expected = { { "tax_included", false }, { "tax_rate", 0.06 },
        { "payment_terms", "30 days net after invoice" }, { "region", "mainland China (cn-east or cn-north)" },
        { "data_residency", "training data and checkpoints stay in mainland China" },
        { "quote_valid_until", "2027-03-31" } };
    QCOMPARE(run.json()["project"], expected);

    const CliResult none = runCli({ QStringLiteral("plan"),
        QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/full-70b.rentplan"), QStringLiteral("--json") });
    QCOMPARE(none.exitCode, 0);
    const nlohmann::json all = none.json();
    const nlohmann::json& project = all["project"];
    QCOMPARE(project.size(), expected.size());
    for (auto it = expected.begin(); it != expected.end(); ++it)
        QVERIFY2(project.contains(it.key()) && project[it.key()].is_null(), it.key().c_str());
}

// Each strategy carries its cash flow. phases.rentplan has no start date: months of 730 hours.
// Renting, "a" (2 cards, 0 … 730 h, 14 600) and "c" (8 H100, from hour 0, 12.46 h, 2 990.4) are
// paid in month 1; "b" (730 … 1 460 h, 58 400) in month 2. The months add up to the cost.
void TestPlanCli::cashFlowByMonth()
{
    const CliResult run = runCli({ QStringLiteral("plan"), planFile("phases.rentplan"), QStringLiteral("--json") });
    QCOMPARE(run.exitCode, 0);
    const nlohmann::json j = run.json();
    const nlohmann::json& rent = j["strategies"]["rent"];
    const nlohmann::json& months = rent["cash_flow"];
    QCOMPARE(months.size(), std::size_t(2));
    for (const char* key : { "month", "index", "rent", "capex", "running", "resale", "net", "cumulative" })
        QVERIFY2(months[0].contains(key), key);
    QVERIFY(months[0]["month"].is_null());
    QCOMPARE(months[1]["index"], nlohmann::json(2));
    const double compute = 8.0 * 7e9 * 2e9 / (989e12 * 0.4 * (8.0 / 1.014)) / 3600;
    QVERIFY(near(months[0]["rent"], 14600 + 8 * 30 * compute / 0.8));
    QVERIFY(near(months[1]["rent"], 58400));
    QVERIFY(near(months[1]["cumulative"], rent["cost"].get<double>()));
    // Buying: the machines in month 1, the resale in the last month; with the delay cost (none
    // here: no lead time) the nets add up to the dedicated cost.
    const nlohmann::json& buy = j["strategies"]["buy"];
    double nets = 0;
    for (const nlohmann::json& m : buy["cash_flow"])
        nets += m["net"].get<double>();
    QVERIFY(near(nets + buy["delay_cost"].get<double>(), buy["cost_dedicated"].get<double>()));
    QVERIFY(near(buy["cash_flow"][0]["capex"], buy["capex"].get<double>()));
    QVERIFY(near(buy["cash_flow"].back()["resale"], buy["resale"].get<double>()));
    QVERIFY(j["strategies"]["hybrid"].contains("cash_flow"));
}

QTEST_GUILESS_MAIN(TestPlanCli)
#include "tst_plancli.moc"
