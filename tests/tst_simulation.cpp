// The budget simulation (docs/plan-format.md, "Budget with confidence"): analytic cases worked out
// in the comments, the point estimate reproduced at the modes, determinism and convergence.
#include "models/common/Translation.h"
#include "models/plan/PlanFormat.h"
#include "models/planner/ProjectPlanner.h"
#include "models/planner/Sampling.h"
#include "models/planner/Simulation.h"
#include "models/planner/SimulationCalibration.h"
#include "tests/CliRunner.h"
#include "tests/ExamplePlan.h"
#include "tests/PlanFromJson.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace rp;
using namespace rp::simulation;
using namespace Qt::StringLiterals;
using rp::test::planFrom;

namespace {

// Every input fixed at 1 (or none) except those a test states.
constexpr const char* kFixed = R"("work": {"low": 1, "mode": 1, "high": 1},
    "reruns": {"probability": 0, "max": 0}, "price_change": {"low": 0, "mode": 0, "high": 0})";

bool within(double value, double expected, double share)
{
    const bool ok = std::abs(value - expected) <= share * std::abs(expected);
    if (!ok)
        qWarning("%.6f is not within %.2f %% of %.6f", value, share * 100, expected);
    return ok;
}

SimulationResult run(const Plan& plan, int samples, std::uint64_t seed = 1)
{
    const ProjectResult result = ProjectPlanner::evaluate(plan);
    Options options;
    options.samples = samples;
    options.seed = seed;
    return simulate(plan, result, options);
}

} // namespace

class TestSimulation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Translation::install(QStringLiteral("en")); }
    void triangularQuantilesByHand();
    void mfuAloneFollowsTheTriangle();
    void rerunsAddTheirProbabilityToTheMean();
    void weeklyOfferBillsSampledDaysAsWholeWeeks();
    void modesReproduceThePointEstimate();
    void defaultsStayNearThePointEstimate();
    void spotInterruptionsAverageToTheExpectedStretch();
    void deadlineAndBudgetShares();
    void tornadoSwingsOneInputAtATime();
    void sameSeedSameBytes();
    void p90Converges();
    void calibrationMovesTheMedian();
    void learningNeedsFiveJobs();
    void badUncertaintyNamesItsPath();
    void uncertaintyRoundTrips();
};

void TestSimulation::triangularQuantilesByHand()
{
    // a = 0.30, c = 0.40, b = 0.45: F(c) = (c − a)/(b − a) = 2/3.
    // u = 0.5 < 2/3: a + √(0.5 · 0.15 · 0.10) = 0.30 + √0.0075 = 0.3866025.
    // u = 0.9 ≥ 2/3: b − √(0.1 · 0.15 · 0.05) = 0.45 − √0.00075 = 0.4226139.
    const Triangle t { 0.30, 0.40, 0.45 };
    QVERIFY(std::abs(sampling::triangular(t, 0.5) - 0.3866025) < 1e-7);
    QVERIFY(std::abs(sampling::triangular(t, 0.9) - 0.4226139) < 1e-7);
    QCOMPARE(sampling::triangular(t, 0.0), 0.30);
    QCOMPARE(sampling::triangular(t, 1.0), 0.45);
    QCOMPARE(sampling::triangular({ 2, 2, 2 }, 0.7), 2.0);
    // Order statistics 1..10: h = 9 · 0.9 = 8.1 → 9 + 0.1 · (10 − 9) = 9.1 (Hyndman & Fan type 7).
    QCOMPARE(sampling::quantile({ 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 }, 0.9), 9.1);
    // Ranks of (1, 2, 3) against (30, 20, 10): perfectly reversed.
    QCOMPARE(sampling::rankCorrelation({ 1, 2, 3 }, { 30, 20, 10 }), -1.0);
    // std::mt19937_64's 10000th output is fixed by the standard ([rand.predef]).
    sampling::Rng rng(5489u);
    std::uint64_t x = 0;
    for (int i = 0; i < 10000; ++i)
        x = rng.next();
    QCOMPARE(x, 9981545732273789042ull);
}

void TestSimulation::mfuAloneFollowsTheTriangle()
{
    // One training phase billed per minute whose only uncertainty is the MFU reached, 0.30–0.40–0.45
    // with the plan's own MFU 0.40 as the mode. Hours scale as 0.40 / MFU, so the cost does too, and
    // it falls as the MFU rises: cost P50 = point × 0.40 / F⁻¹(0.5), cost P90 = point × 0.40 / F⁻¹(0.1).
    //   F⁻¹(0.5) = 0.30 + √(0.5 · 0.15 · 0.10) = 0.3866025 → ×1.034661
    //   F⁻¹(0.1) = 0.30 + √(0.1 · 0.15 · 0.10) = 0.3387298 → ×1.180884
    const Plan plan = planFrom(R"([{"id": "od", "card": "h100-sxm", "mode": "on_demand", "price_per_card_hour": 20,
            "billing_increment_hours": 0.016666666666666666}])",
        R"([{"id": "train", "kind": "full_training", "card": "h100-sxm", "cards": 8, "offer": "od", "utilization": 1,
            "workload": {"params": 7e9, "estimate": {"task": "full"}, "tokens": 2e10, "mfu": 0.4}}])",
        nullptr,
        (u"{\"uncertainty\": {\"mfu\": {\"low\": 0.30, \"mode\": 0.40, \"high\": 0.45}, "_s + QLatin1String(kFixed)
            + u"}}"_s)
            .toUtf8()
            .constData());
    const ProjectResult point = ProjectPlanner::evaluate(plan);
    QVERIFY(point.rent.cost > 1000);
    Options options;
    options.samples = 20000;
    const SimulationResult r = simulate(plan, point, options);
    const StrategyOutlook& rent = r.outlook(Rent);
    QVERIFY(rent.available);
    QVERIFY(within(rent.cost.p50, point.rent.cost * 1.034661, 0.01));
    QVERIFY(within(rent.cost.p90, point.rent.cost * 1.180884, 0.01));
    // One input only: the tornado holds it, from 0.30 (dearest) to 0.45 (cheapest).
    QCOMPARE(r.tornado.size(), 1);
    QVERIFY(within(r.tornado.at(0).costLow, point.rent.cost * 0.40 / 0.30, 0.001));
    QVERIFY(within(r.tornado.at(0).costHigh, point.rent.cost * 0.40 / 0.45, 0.001));
    QVERIFY(r.tornado.at(0).rankCorrelation < -0.99);
}

void TestSimulation::rerunsAddTheirProbabilityToTheMean()
{
    // 8 cards × 100 h × 10 per card-hour = 8,000 per run. Each run is repeated with p = 0.15 at
    // most once, so the mean is (1 + 0.15) × 8,000 = 9,200; the median is one run, the P90 two.
    const Plan plan = planFrom(
        R"([{"id": "od", "card": "a100-sxm-80g", "mode": "on_demand", "price_per_card_hour": 10}])",
        R"([{"id": "train", "kind": "full_training", "card": "a100-sxm-80g", "cards": 8, "hours": 100, "offer": "od"}])",
        nullptr,
        R"({"uncertainty": {"work": {"low": 1, "mode": 1, "high": 1}, "reruns": {"probability": 0.15, "max": 1},
            "price_change": {"low": 0, "mode": 0, "high": 0}}})");
    const SimulationResult r = run(plan, 20000);
    const StrategyOutlook& rent = r.outlook(Rent);
    QCOMPARE(rent.point, 8000.0);
    QVERIFY(within(rent.cost.mean, 9200, 0.01));
    QCOMPARE(rent.cost.p50, 8000.0);
    QCOMPARE(rent.cost.p90, 16000.0);
    // Two runs take twice as long: 100 h and 200 h on the calendar.
    QCOMPARE(rent.days.p50, 100.0 / 24);
    QCOMPARE(rent.days.p90, 200.0 / 24);
}

void TestSimulation::weeklyOfferBillsSampledDaysAsWholeWeeks()
{
    // A week is 168 h at 1,000 per card, whole weeks, 2 cards. Work fixed at 8.2 / 7 of the typed
    // 168 h: every future runs 8.2 days, which bills two weeks: 2 cards × 2 × 1,000 = 4,000,
    // where the plan's own 7 days bill one (2,000).
    const char* offers = R"([{"id": "wk", "card": "a100-sxm-80g", "mode": "weekly", "price_per_card_period": 1000}])";
    const Plan fixed = planFrom(offers,
        R"([{"id": "run", "kind": "custom", "card": "a100-sxm-80g", "cards": 2, "hours": 168, "offer": "wk"}])",
        nullptr,
        R"({"uncertainty": {"work": {"low": 1.1714285714285714, "mode": 1.1714285714285714, "high": 1.1714285714285714},
            "price_change": {"low": 0, "mode": 0, "high": 0}}})");
    const SimulationResult r = run(fixed, 2000);
    QCOMPARE(r.outlook(Rent).point, 2000.0);
    QCOMPARE(r.outlook(Rent).cost.p10, 4000.0);
    QCOMPARE(r.outlook(Rent).cost.p90, 4000.0);
    QVERIFY(std::abs(r.outlook(Rent).days.p50 - 8.2) < 1e-9);

    // Typed 156 h (6.5 days) with work 1.0–1.0–1.3: beyond 168 / 156 = 1.076923 it bills two weeks.
    // P(factor > x) = (b − x)² / ((b − a)(b − c)) = (1.3 − 1.076923)² / (0.3 · 0.3) = 0.552930, so the
    // mean is 2,000 × (1 + 0.552930) = 3,105.86; P10 is one week, P90 two.
    const Plan spread = planFrom(offers,
        R"([{"id": "run", "kind": "custom", "card": "a100-sxm-80g", "cards": 2, "hours": 156, "offer": "wk"}])",
        nullptr,
        R"({"uncertainty": {"work": {"low": 1, "mode": 1, "high": 1.3}, "price_change": {"low": 0, "mode": 0, "high": 0}}})");
    const SimulationResult s = run(spread, 20000);
    QCOMPARE(s.outlook(Rent).cost.p10, 2000.0);
    QCOMPARE(s.outlook(Rent).cost.p90, 4000.0);
    QVERIFY(within(s.outlook(Rent).cost.mean, 3105.86, 0.01));
}

void TestSimulation::modesReproduceThePointEstimate()
{
    // With every input at its mode the simulation's own arithmetic must land on the planner's
    // figures: two code paths, one answer (rent, buy with its lead time and delay cost, and the
    // hybrid's baseline from delivery with the gap rented).
    for (const char* name : { "lora-7b.rentplan", "full-70b.rentplan", "inference-service.rentplan" }) {
        const Plan plan = test::example(name);
        const ProjectResult result = ProjectPlanner::evaluate(plan);
        const Model model = prepare(plan, result, uncertainty_inputs::resolve(plan, result));
        const Outcome o = evaluate(model, modes(model), nullptr);
        QVERIFY2(within(o.cost[Rent], result.rent.cost, 1e-9), name);
        QVERIFY2(std::abs(o.days[Rent] - result.rent.calendarDays) < 1e-9, name);
        if (model.available[Buy]) {
            QVERIFY2(within(o.cost[Buy], result.buy.costDedicated, 1e-9), name);
            QVERIFY2(std::abs(o.days[Buy] - result.buy.calendarDays) < 1e-9, name);
        }
        if (model.available[Hybrid])
            QVERIFY2(within(o.cost[Hybrid], result.hybrid.cost, 1e-9), name);
    }
    // The inference example owns a baseline: the check above covered the hybrid.
    const Plan inference = test::example("inference-service.rentplan");
    const ProjectResult result = ProjectPlanner::evaluate(inference);
    QVERIFY(result.hybrid.baselineCards > 0);
}

void TestSimulation::defaultsStayNearThePointEstimate()
{
    // A plan that states no uncertainty gets the defaults; their medians sit within a few percent
    // of the plan's figures (MFU ×0.85–1–1.1: median ×0.987; work ×0.9–1–1.15: median ×1.013).
    const Plan plan = test::example("lora-7b.rentplan");
    QVERIFY(!plan.project || !plan.project->uncertainty);
    const SimulationResult r = run(plan, 10000);
    const StrategyOutlook& rent = r.outlook(Rent);
    QVERIFY(within(rent.cost.p50, rent.point, 0.05));
    QVERIFY(rent.cost.p90 > rent.cost.p50);
    QVERIFY(rent.cost.p10 < rent.cost.p50);
    for (const uncertainty_inputs::Input& in : r.inputs.inputs)
        QCOMPARE(in.source, uncertainty_inputs::Source::Default);
}

void TestSimulation::spotInterruptionsAverageToTheExpectedStretch()
{
    // A spot offer interrupted 2 times a day, checkpoints of 6 min, restarts of 12 min. The drawn
    // wall times average to the planner's expected stretch T_w / T (docs/plan-format.md, "Spot"), so the mean
    // cost is the point estimate (per-second billing, no minimum).
    const Plan plan = planFrom(R"([{"id": "sp", "card": "a100-sxm-80g", "mode": "spot", "price_per_card_hour": 5,
            "interruptions_per_day": 2, "checkpoint_minutes": 6, "restart_minutes": 12,
            "billing_increment_hours": 0.0002777777777777778}])",
        R"([{"id": "run", "kind": "custom", "card": "a100-sxm-80g", "cards": 4, "hours": 500, "offer": "sp"}])",
        nullptr,
        R"({"uncertainty": {"work": {"low": 1, "mode": 1, "high": 1}, "price_change": {"low": 0, "mode": 0, "high": 0}}})");
    const SimulationResult r = run(plan, 20000);
    QVERIFY(within(r.outlook(Rent).cost.mean, r.outlook(Rent).point, 0.005));
    QVERIFY(r.outlook(Rent).cost.p90 > r.outlook(Rent).cost.p10);
    // Interruptions are an input of their own, ranked with the cost.
    QVERIFY(r.inputs.spot >= 0);
    QVERIFY(r.correlations.at(r.inputs.spot).rankCorrelation > 0.9);
}

void TestSimulation::deadlineAndBudgetShares()
{
    // 100 h typed at 1 card × 10 per hour = 1,000, work 0.5–1–1.5 (symmetric). The deadline is the
    // start day itself: 24 h available, so a run fits when 100 × f ≤ 24 — never. Day 5: 120 h, fits
    // when f ≤ 1.2: F(1.2) = 1 − (1.5 − 1.2)² / (1 · 0.5) = 0.82. The budget 1,100 holds when
    // f ≤ 1.1: 1 − 0.4² / 0.5 = 0.68.
    const char* offers = R"([{"id": "od", "card": "a100-sxm-80g", "mode": "on_demand", "price_per_card_hour": 10,
        "billing_increment_hours": 0}])";
    const char* phases
        = R"([{"id": "run", "kind": "custom", "card": "a100-sxm-80g", "cards": 1, "hours": 100, "offer": "od"}])";
    const Plan plan = planFrom(offers, phases, nullptr,
        R"({"start_date": "2027-01-01", "deadline": "2027-01-05", "budget": 1100, "budget_percentile": 80,
            "uncertainty": {"work": {"low": 0.5, "mode": 1, "high": 1.5}, "price_change": {"low": 0, "mode": 0, "high": 0}}})");
    const SimulationResult r = run(plan, 20000);
    QVERIFY(r.outlook(Rent).pDeadline);
    QVERIFY(std::abs(*r.outlook(Rent).pDeadline - 0.82) < 0.01);
    QVERIFY(std::abs(*r.outlook(Rent).pBudget - 0.68) < 0.01);
    // The budget asked for at P80: F⁻¹(0.8) = 1.5 − √(0.2 · 1 · 0.5) = 1.1838 → 1,183.8.
    QCOMPARE(r.budgetPercentile, 80.0);
    QVERIFY(within(r.outlook(Rent).budget, 1183.8, 0.01));
    QCOMPARE(r.outlook(Rent).cheapestShare, 1.0);
}

void TestSimulation::tornadoSwingsOneInputAtATime()
{
    // 1,000 h typed at 4 cards × 10 = 40,000. Work 0.9–1–1.2 and prices −5 %–0–+5 %, each swung
    // alone: work 36,000 → 48,000 (swing 12,000), prices 38,000 → 42,000 (swing 4,000): work first.
    const Plan plan = planFrom(
        R"([{"id": "od", "card": "a100-sxm-80g", "mode": "on_demand", "price_per_card_hour": 10}])",
        R"([{"id": "run", "kind": "custom", "card": "a100-sxm-80g", "cards": 4, "hours": 1000, "offer": "od"}])",
        nullptr,
        R"({"uncertainty": {"work": {"low": 0.9, "mode": 1, "high": 1.2}, "price_change": {"low": -0.05, "mode": 0, "high": 0.05}}})");
    const SimulationResult r = run(plan, 2000);
    QCOMPARE(r.tornado.size(), 2);
    const auto& work = r.tornado.at(0);
    QCOMPARE(r.inputs.inputs.at(work.input).factor, uncertainty_inputs::Factor::Work);
    QVERIFY(within(work.costLow, 36000, 1e-9));
    QVERIFY(within(work.costHigh, 48000, 1e-9));
    const auto& price = r.tornado.at(1);
    QCOMPARE(r.inputs.inputs.at(price.input).factor, uncertainty_inputs::Factor::PriceChange);
    QVERIFY(within(price.costLow, 38000, 1e-9));
    QVERIFY(within(price.costHigh, 42000, 1e-9));
    QCOMPARE(r.tornadoBase, 40000.0);
}

void TestSimulation::sameSeedSameBytes()
{
    const QString plan = QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/inference-service.rentplan");
    const CliResult a = runCli({ u"plan"_s, plan, u"--simulate"_s, u"3000"_s, u"--seed"_s, u"7"_s, u"--json"_s });
    const CliResult b = runCli({ u"plan"_s, plan, u"--simulate=3000"_s, u"--seed"_s, u"7"_s, u"--json"_s });
    const CliResult c = runCli({ u"plan"_s, plan, u"--simulate"_s, u"3000"_s, u"--seed"_s, u"8"_s, u"--json"_s });
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(a.out, b.out);
    QVERIFY(a.out != c.out);
    const nlohmann::json sim = a.json().at("simulation");
    QCOMPARE(sim.at("samples").get<int>(), 3000);
    QCOMPARE(sim.at("seed").get<int>(), 7);
    for (const char* key : { "p10", "p50", "p90", "mean" })
        QVERIFY(sim.at("strategies").at("hybrid").at("cost").contains(key));
    QVERIFY(sim.at("strategies").at("rent").at("p_deadline").is_null()); // the example has no deadline
    const double shares = sim.at("cheapest_share").at("rent").get<double>()
        + sim.at("cheapest_share").at("buy").get<double>() + sim.at("cheapest_share").at("hybrid").get<double>();
    QVERIFY(std::abs(shares - 1) < 1e-12);
    QVERIFY(!sim.at("tornado").empty());
    for (const auto& bar : sim.at("tornado"))
        QVERIFY(
            bar.contains("input") && bar.contains("phase") && bar.contains("cost_low") && bar.contains("cost_high"));
    // The text form is one readable block.
    const CliResult text = runCli({ u"plan"_s, plan, u"--simulate"_s, u"2000"_s });
    QVERIFY(text.out.contains(u"Budget with confidence: 2,000 simulated futures (seed 1)"_s));
    QVERIFY(text.out.contains(u"Ask for "_s));
}

void TestSimulation::p90Converges()
{
    const Plan plan = test::example("full-70b.rentplan");
    const double p90 = run(plan, 10000).outlook(Rent).cost.p90;
    const double reference = run(plan, 100000, 99).outlook(Rent).cost.p90;
    QVERIFY(within(p90, reference, 0.01));
}

void TestSimulation::calibrationMovesTheMedian()
{
    // tests/data/ledger-calibration.csv: 20 hand-made jobs of H100 SXM full training, each billed
    // 1.3 × its planned hours, each a phase of its own. A plan with one such phase, 8 cards × 100 h at
    // 20 per card-hour (16,000), and nothing else uncertain: its P50 becomes 1.3 × 16,000 = 20,800.
    QTemporaryDir dir;
    const QString ledger = dir.filePath(u"ledger.sqlite"_s);
    const CliResult imported = runCli(
        { u"ledger"_s, u"--db"_s, ledger, u"import"_s, QStringLiteral(RENTPLAN_TEST_DATA "/ledger-calibration.csv") });
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    QFile plan(dir.filePath(u"train.rentplan"_s));
    QVERIFY(plan.open(QIODevice::WriteOnly));
    plan.write(R"({"format": "rentplan-plan", "version": 1,
        "offers": [{"id": "od", "card": "h100-sxm", "mode": "on_demand", "price_per_card_hour": 20}],
        "phases": [{"id": "train", "kind": "full_training", "card": "h100-sxm", "cards": 8, "hours": 100, "offer": "od"}],
        "project": {"uncertainty": {"work": {"low": 1, "mode": 1, "high": 1}, "reruns": {"probability": 0, "max": 0},
            "price_change": {"low": 0, "mode": 0, "high": 0}}}})");
    plan.close();
    auto p50 = [&](const QStringList& extra) {
        const CliResult r
            = runCli(QStringList { u"plan"_s, plan.fileName(), u"--simulate"_s, u"2000"_s, u"--json"_s } + extra);
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        return r.json().at("simulation");
    };
    const nlohmann::json plain = p50({});
    const nlohmann::json learned = p50({ u"--calibrate-from"_s, ledger });
    QCOMPARE(plain.at("strategies").at("rent").at("cost").at("p50").get<double>(), 16000.0);
    const double moved = learned.at("strategies").at("rent").at("cost").at("p50").get<double>();
    QVERIFY(within(moved / 16000.0, 1.3, 0.05));
    QVERIFY(plain.at("calibration").is_null());
    const nlohmann::json& calibration = learned.at("calibration");
    QCOMPARE(calibration.at("jobs").get<int>(), 20);
    QCOMPARE(calibration.at("inputs").size(), std::size_t(1));
    QCOMPARE(calibration.at("inputs").at(0).at("phase").get<std::string>(), std::string("train"));
    QVERIFY(std::abs(calibration.at("inputs").at(0).at("median_ratio").get<double>() - 1.3) < 1e-9);
    // The learned input says where it comes from.
    bool fromLedger = false;
    for (const auto& in : learned.at("inputs"))
        fromLedger
            = fromLedger || (in.at("source") == "ledger" && in.at("input") == "work" && in.at("phase") == "train");
    QVERIFY(fromLedger);
    // --calibrate-from without --simulate is a usage error.
    QCOMPARE(runCli({ u"plan"_s, plan.fileName(), u"--calibrate-from"_s, ledger }).exitCode, 2);
}

void TestSimulation::learningNeedsFiveJobs()
{
    // Four jobs of a card and kind are fewer than calibration::kMinJobs: the phase keeps its defaults
    // and the text says why; five are enough.
    const Plan plan = planFrom(R"([{"id": "od", "card": "h100-sxm", "mode": "on_demand", "price_per_card_hour": 20}])",
        R"([{"id": "train", "kind": "full_training", "card": "h100-sxm", "cards": 8, "hours": 100, "offer": "od"}])");
    const ProjectResult result = ProjectPlanner::evaluate(plan);
    QList<JobRecord> jobs;
    for (int i = 0; i < 5; ++i) {
        JobRecord job;
        job.card = u"h100-sxm"_s;
        job.task = u"full_training"_s;
        job.plan = u"p"_s;
        job.phase = QString::number(i);
        job.billedHours = 12;
        job.plannedHours = 10;
        jobs.append(job);
    }
    const Learned five = learn(plan, result, calibration::learn(jobs));
    QVERIFY(five.perPhase.at(0) && five.perPhase.at(0)->work);
    QCOMPARE(five.perPhase.at(0)->work->mode, 1.2);
    jobs.removeLast();
    const Learned four = learn(plan, result, calibration::learn(jobs));
    QVERIFY(!four.perPhase.at(0));
    QCOMPARE(four.tooFew.size(), 1);
    QVERIFY(LearnedText::lines(plan, four).at(0).contains(u"only 4 jobs recorded, fewer than 5"_s));
}

void TestSimulation::badUncertaintyNamesItsPath()
{
    auto error = [](const char* project, const char* phaseExtra) {
        const QByteArray text = QByteArrayLiteral(R"({"format": "rentplan-plan", "version": 1, "offers": [],
            "phases": [{"id": "a", "card": "none", "hours": 5)")
            + phaseExtra + QByteArrayLiteral(R"(}], "project": )") + project + '}';
        InputError e;
        const std::optional<Plan> plan = PlanFormat::fromJson(text, u"bad.rentplan"_s, &e);
        return plan ? QString() : e.toString();
    };
    QVERIFY(error(R"({"uncertainty": {"mfu": {"low": 0.3, "mode": 0.5, "high": 0.45}}})", "")
                .contains(u"project.uncertainty.mfu.high"_s));
    QVERIFY(error(R"({"uncertainty": {"mfu": {"low": 30, "mode": 40, "high": 45}}})", "")
                .contains(u"project.uncertainty.mfu.low"_s));
    QVERIFY(error(R"({"uncertainty": {"reruns": {"probability": 1, "max": 1}}})", "")
                .contains(u"project.uncertainty.reruns.probability"_s));
    QVERIFY(error(R"({"uncertainty": {"rounds": {"low": 2.5, "mode": 3, "high": 4}}})", "")
                .contains(u"project.uncertainty.rounds.low"_s));
    QVERIFY(error(R"({"budget": -5})", "").contains(u"project.budget"_s));
    QVERIFY(error(R"({"budget_percentile": 100})", "").contains(u"project.budget_percentile"_s));
    QVERIFY(error("{}", R"(, "uncertainty": {"lead_time_days": {"low": 1, "mode": 2, "high": 3}})")
                .contains(u"phases[0].uncertainty.lead_time_days"_s));
    QVERIFY(error(R"({"uncertainty": {"work": {"low": 0.9, "mode": 1, "high": 1.2}}})", "").isEmpty());
}

void TestSimulation::uncertaintyRoundTrips()
{
    const Plan plan = planFrom(R"([])",
        R"([{"id": "a", "card": "none", "hours": 5, "uncertainty": {"work": {"low": 0.5, "mode": 1, "high": 2}}}])",
        nullptr,
        R"({"budget": 5000, "budget_percentile": 75, "uncertainty": {"mfu": {"low": 0.3, "mode": 0.4, "high": 0.45},
            "reruns": {"probability": 0.15, "max": 2}, "rounds": {"low": 3, "mode": 4, "high": 8},
            "lead_time_days": {"low": 20, "mode": 30, "high": 60}, "price_change": {"low": -0.1, "mode": 0, "high": 0.15}}})");
    InputError e;
    const std::optional<Plan> again = PlanFormat::fromJson(PlanFormat::toJson(plan), u"again.rentplan"_s, &e);
    QVERIFY2(again, qPrintable(e.toString()));
    QCOMPARE(again->project->uncertainty, plan.project->uncertainty);
    QCOMPARE(again->phases.at(0).uncertainty, plan.phases.at(0).uncertainty);
    QCOMPARE(*again->project->budget, 5000.0);
    QCOMPARE(*again->project->budgetPercentile, 75.0);
    QCOMPARE(plan.project->uncertainty->rounds->high, 8.0);
    QCOMPARE(plan.project->uncertainty->reruns->max, 2);
}

QTEST_GUILESS_MAIN(TestSimulation)
#include "tst_simulation.moc"
