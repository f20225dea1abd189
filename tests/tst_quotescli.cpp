// `rentplan quotes` run as a user runs it: the quotes compared on the cost to finish the plan's
// phases, the same numbers as the Quotes sub-tab (tst_toolkitpage) from the same engine.
#include "tests/CliRunner.h"

#include <QtTest>

namespace {

QString plan()
{
    return QStringLiteral(RENTPLAN_TEST_DATA "/accept/phases.rentplan");
}

} // namespace

class TestQuotesCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void costToFinishPhases();
    void textShowsEachPhase();
    void unknownScenario();
    void jsonIsPrintedAsTheWholeDocumentWouldBe();
};

void TestQuotesCli::costToFinishPhases()
{
    // The plan's three GPU phases have typed hours; each quote rents whole 8-card machines:
    // rtx4090x8 runs "Batch inference" (8 cards, 20 h): 8 × 3 × 20 = 480;
    // a100x8 runs "Trial runs" (2 cards, 10 h): 8 × 20 × 10 = 1 600;
    // h100x8 runs "Demo" (1 card, 10 h): 8 × 30 × 10 = 2 400. Cheapest first.
    const CliResult r = runCli({ QStringLiteral("quotes"), plan(), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const nlohmann::json j = r.json();
    QCOMPARE(j["currency"], "CNY");
    const nlohmann::json& q = j["quotes"];
    QCOMPARE(q.size(), std::size_t(3));
    QCOMPARE(q[0]["id"], "rtx4090x8");
    QCOMPARE(q[0]["cost"].get<double>(), 480.0);
    QCOMPARE(q[0]["hours"].get<double>(), 20.0);
    QCOMPARE(q[0]["phases_run"], 1);
    QCOMPARE(q[0]["phases"][1]["id"], "batch");
    QCOMPARE(q[0]["phases"][1]["runs"], true);
    QCOMPARE(q[0]["phases"][0]["runs"], false);
    QCOMPARE(q[0]["phases"][0]["problem"],
        "the phase's hours were typed for the A100 80GB SXM: give it a workload to compare the GeForce RTX 4090");
    QCOMPARE(q[1]["id"], "a100x8");
    QCOMPARE(q[1]["cost"].get<double>(), 1600.0);
    QCOMPARE(q[2]["id"], "h100x8");
    QCOMPARE(q[2]["cost"].get<double>(), 2400.0);
    // Two NVSwitch machines with no fabric stated: the gradients cross an unknown network, the
    // slowest link (c = 0.2): 16 / (1 + 15 · 0.2) = 4 (planner/Scaling).
    QCOMPARE(qRound(q[2]["speedup"].get<double>() * 1000), 4000);
}

void TestQuotesCli::jsonIsPrintedAsTheWholeDocumentWouldBe()
{
    // `quotes --json` writes each quote as it goes (cli/JsonWriter), never the whole tree: the bytes
    // must be those nlohmann prints for the document, sorted keys and indentation included. The
    // plan has phases a quote runs (hours, cost, split, scaling) and phases it cannot (problem,
    // problem_key, note).
    const CliResult r = runCli({ QStringLiteral("quotes"), plan(), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const nlohmann::json j = r.json();
    QCOMPARE(r.out, QString::fromStdString(j.dump(2)) + u'\n');
    bool runs = false;
    bool cannot = false;
    for (const nlohmann::json& q : j["quotes"]) {
        for (const nlohmann::json& p : q["phases"]) {
            runs = runs || (p["runs"] == true && p.contains("split") && p.contains("scaling"));
            cannot = cannot || (p["runs"] == false && p.contains("problem_key") && p.contains("note"));
        }
    }
    QVERIFY(runs && cannot);
}

void TestQuotesCli::textShowsEachPhase()
{
    const CliResult r = runCli({ QStringLiteral("quotes"), plan() });
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("1,600.00\u00A0CNY")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("Test A, A100 80GB SXM (quote a100x8):")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("Demo: cannot run it, the phase's hours were typed for the H100 80GB SXM")),
        qPrintable(r.out));
}

void TestQuotesCli::unknownScenario()
{
    const CliResult r = runCli({ QStringLiteral("quotes"), plan(), QStringLiteral("--scenario"), QStringLiteral("x") });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--scenario")), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestQuotesCli)
#include "tst_quotescli.moc"
