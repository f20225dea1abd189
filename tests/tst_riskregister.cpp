// The plan PDF's risk register (RiskRegister::build): spot reclaims in hours from the offer's
// checkpoint policy, the purchase's lead time at the plan's delay cost, one vendor for the peak
// phase, a ±10 % price change and the slack to the deadline; with the budget simulation, the
// impacts it gives. Figures worked out by hand.
#include "models/common/Translation.h"
#include "models/planner/ProjectPlanner.h"
#include "models/planner/RiskRegister.h"
#include "models/planner/Simulation.h"
#include "tests/ExamplePlan.h"
#include "tests/PlanFromJson.h"

#include <QtTest>

using namespace rp;

namespace {

// A spot offer of Cloud S reclaimed twice a day, 6 minutes to save a checkpoint and 6 to restart,
// next to Cloud A's on-demand machines; 8 A100s for 100 typed hours on `offer`.
Plan spotPlan(const char* offer)
{
    const QByteArray phases = QByteArrayLiteral(R"([{"id": "train", "name": "Training", "kind": "full_training",
            "card": "a100-sxm-80g", "cards": 8, "hours": 100, "offer": ")")
        + offer + QByteArrayLiteral(R"("}])");
    return test::planFrom(R"([
        {"id": "od", "provider": "Cloud A", "card": "a100-sxm-80g", "cards": 8, "mode": "on_demand",
         "price_per_card_hour": 18},
        {"id": "sp", "provider": "Cloud S", "card": "a100-sxm-80g", "cards": 8, "mode": "spot",
         "price_per_card_hour": 6, "interruptions_per_day": 2, "checkpoint_minutes": 6, "restart_minutes": 6}])",
        phases.constData(), R"({"card": "a100-sxm-80g", "cards": 8, "capex": 1000000, "lead_time_days": 30})",
        R"({"start_date": "2027-03-01", "deadline": "2027-03-10", "delay_cost_per_day": 200})");
}

const Risk* find(const QList<Risk>& risks, const char* key)
{
    for (const Risk& r : risks) {
        if (r.key == QLatin1String(key))
            return &r;
    }
    return nullptr;
}

// Daly (2006) with C = R = 0.1 h and λ = 2 / 24 = 0.08333333 per hour (M = 12 h):
// C / 2M = 0.00416667, √(C / 2M) = 0.06454972, √(2CM) = √2.4 = 1.54919334;
// τ = 1.54919334 × (1 + 0.06454972 / 3 + 0.00416667 / 9) − 0.1 = 1.54919334 × 1.02197953 − 0.1
//   = 1.48324389 h (89.0 min);
// T_w / T = (1 + 0.1 / 1.48324389) / (1 − 0.08333333 × (1.48324389 / 2 + 0.1)) = 1.06742026 / 0.92986484
//   = 1.14793006.
constexpr double kWallPerHour = 1.14793006;

} // namespace

class TestRiskRegister : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Translation::install(QStringLiteral("en")); }
    void spotPhaseByHand();
    void spotAlternativeOfThePeakPhase();
    void noSpotAtAll();
    void examplesHaveEveryRisk();
    void impactsFromTheSimulation();
};

void TestRiskRegister::spotPhaseByHand()
{
    const Plan plan = spotPlan("sp");
    const ProjectResult result = ProjectPlanner::evaluate(plan);
    const QList<Risk> risks = RiskRegister::build(plan, result);

    // Spot: 100 h of work take 100 × 1.14793006 = 114.79 wall hours, 14.79 more per card; on 8 cards
    // at 6 an hour they cost 8 × 6 × 14.793006 = 710.06, and end up to 14.79 / 24 = 0.62 days later.
    const Risk* spot = find(risks, "spot_reclaims");
    QVERIFY(spot);
    QVERIFY(qAbs(spot->hours - 100.0 * (kWallPerHour - 1.0)) < 1e-4);
    QVERIFY(qAbs(spot->cost - 8 * 6 * 100.0 * (kWallPerHour - 1.0)) < 1e-2);
    QVERIFY(qAbs(spot->days - 100.0 * (kWallPerHour - 1.0) / 24.0) < 1e-5);
    QVERIFY2(spot->description.contains(QStringLiteral("Each hour of work takes 1.148 wall hours: 100\u00A0h of work "
                                                       "need 14.8\u00A0h more per card.")),
        qPrintable(spot->description));
    QVERIFY2(spot->description.contains(QStringLiteral("a checkpoint every 89.0 min")), qPrintable(spot->description));
    QVERIFY2(spot->impact.startsWith(QStringLiteral("+14.8\u00A0h per card on 8 cards: 710.06\u00A0CNY")),
        qPrintable(spot->impact));

    // Prices: the spot phase bills 8 × 6 × 114.793006 = 5 510.06; every price 10 % up or down moves
    // renting by 551.01, from 5 510.06 − 551.01 = 4 959.06 to 6 061.07 (to the cent of the exact sums).
    const Risk* price = find(risks, "price_change");
    QVERIFY(price);
    QVERIFY(qAbs(result.rent.cost - 8 * 6 * 100.0 * kWallPerHour) < 1e-2);
    QVERIFY(qAbs(price->cost - 0.1 * 8 * 6 * 100.0 * kWallPerHour) < 1e-3);
    QCOMPARE(price->impact, QStringLiteral("±551.01\u00A0CNY (from 4,959.06\u00A0CNY to 6,061.07\u00A0CNY)"));

    // One vendor: if Cloud S cannot deliver, Cloud A's on-demand machines finish the 100 h for
    // 8 × 18 × 100 = 14 400: 14 400 − 5 510.06 = 8 889.94 more.
    const Risk* vendor = find(risks, "single_vendor");
    QVERIFY(vendor);
    QVERIFY(qAbs(vendor->cost - (14400.0 - 8 * 6 * 100.0 * kWallPerHour)) < 1e-2);
    QCOMPARE(vendor->impact, QStringLiteral("+8,889.94\u00A0CNY to finish the phase"));

    // Lead time: bought machines arrive 30 days after the order; 30 × 200 = 6 000.
    const Risk* lead = find(risks, "lead_time");
    QVERIFY(lead);
    QCOMPARE(lead->days, 30.0);
    QCOMPARE(lead->cost, 6000.0);
    // Bought, the project starts on day 30 and the deadline day (2027-03-10) ends 10 days after the
    // start: it is already late, by 30 + 100 / 24 − 10 = 24.2 days.
    QVERIFY2(lead->description.contains(QStringLiteral("already ends 24.2 days after the deadline")),
        qPrintable(lead->description));

    // Deadline: renting ends 100 h = 4.17 days after the start; the deadline day ends 10 days after
    // it: 10 − 4.1667 = 5.83 days to spare.
    const Risk* deadline = find(risks, "deadline");
    QVERIFY(deadline);
    QVERIFY(qAbs(deadline->days - (10.0 - 100.0 / 24.0)) < 1e-9);
    QCOMPARE(deadline->impact, QStringLiteral("5.8 days to spare"));
}

// No phase on spot, but the peak phase could run on the spot offer: the register says what reclaims
// would cost it, from the same policy.
void TestRiskRegister::spotAlternativeOfThePeakPhase()
{
    const Plan plan = spotPlan("od");
    const QList<Risk> risks = RiskRegister::build(plan, ProjectPlanner::evaluate(plan));
    const Risk* spot = find(risks, "spot_reclaims");
    QVERIFY(spot);
    QVERIFY(spot->description.startsWith(QStringLiteral("No phase runs on spot instances; if \"Training\" ran on")));
    QVERIFY(qAbs(spot->hours - 100.0 * (kWallPerHour - 1.0)) < 1e-4);
    // Renting on demand: 8 × 18 × 100 = 14 400; ±10 % = 1 440.
    QCOMPARE(find(risks, "price_change")->cost, 1440.0);
    // The other provider is Cloud S, cheaper by 14 400 − 5 510.06 = 8 889.94.
    QVERIFY(qAbs(find(risks, "single_vendor")->cost + (14400.0 - 8 * 6 * 100.0 * kWallPerHour)) < 1e-2);
}

void TestRiskRegister::noSpotAtAll()
{
    const Plan plan = test::planFrom(R"([{"id": "od", "provider": "Cloud A", "card": "a100-sxm-80g", "cards": 8,
        "mode": "on_demand", "price_per_card_hour": 18}])",
        R"([{"id": "train", "name": "Training", "kind": "full_training", "card": "a100-sxm-80g", "cards": 8,
             "hours": 100, "offer": "od"}])");
    const QList<Risk> risks = RiskRegister::build(plan, ProjectPlanner::evaluate(plan));
    QCOMPARE(find(risks, "spot_reclaims")->impact, QStringLiteral("none"));
    QCOMPARE(find(risks, "spot_reclaims")->hours, 0.0);
    // One provider only: no priced alternative. No self-build: no lead time. No deadline.
    QCOMPARE(find(risks, "single_vendor")->impact, QStringLiteral("no alternative: ask a second vendor for a quote"));
    QVERIFY(!find(risks, "lead_time"));
    QCOMPARE(find(risks, "deadline")->impact, QStringLiteral("none stated"));
}

// Every example with phases states each kind of risk the plan has.
void TestRiskRegister::examplesHaveEveryRisk()
{
    for (const char* name : { "lora-7b.rentplan", "full-70b.rentplan", "inference-service.rentplan" }) {
        const Plan plan = test::example(name);
        const QList<Risk> risks = RiskRegister::build(plan, ProjectPlanner::evaluate(plan));
        for (const char* key : { "spot_reclaims", "lead_time", "single_vendor", "price_change", "deadline" })
            QVERIFY2(find(risks, key), key);
        for (const Risk& r : risks)
            QVERIFY2(!r.description.isEmpty() && !r.impact.isEmpty(), qPrintable(r.key));
    }
}

// With the budget simulation of the same plan, the price risk is its tornado's price input, the
// deadline says how often it is met, and the spread above the point estimate is a risk of its own.
void TestRiskRegister::impactsFromTheSimulation()
{
    // Renting on demand, 8 × 18 × 100 = 14,400, prices stated −5 % to +20 % and nothing else
    // uncertain: at +20 % with the rest at their mode, 17,280, so the impact is +2,880.
    const Plan plan = test::planFrom(R"([{"id": "od", "provider": "Cloud A", "card": "a100-sxm-80g", "cards": 8,
        "mode": "on_demand", "price_per_card_hour": 18}])",
        R"([{"id": "train", "name": "Training", "kind": "custom", "card": "a100-sxm-80g", "cards": 8,
             "hours": 100, "offer": "od"}])",
        nullptr,
        R"({"start_date": "2027-03-01", "deadline": "2027-03-10", "uncertainty": {"work": {"low": 1, "mode": 1,
            "high": 1}, "price_change": {"low": -0.05, "mode": 0, "high": 0.2}}})");
    const ProjectResult result = ProjectPlanner::evaluate(plan);
    const simulation::SimulationResult simulated = simulation::simulate(plan, result);
    const QList<Risk> risks = RiskRegister::build(plan, result, &simulated);
    const Risk* price = find(risks, "price_change");
    QVERIFY(qAbs(price->cost - 2880.0) < 1e-6);
    QVERIFY2(price->description.contains(QStringLiteral("from 13,680.00")), qPrintable(price->description));
    // 100 h end on day 5 of 10: every future is on time.
    QVERIFY(
        find(risks, "deadline")->description.endsWith(QStringLiteral("Simulated, it is met in 100 % of the futures.")));
    // The P90 of a triangular price change −5 %–0–+20 %: F⁻¹(0.9) = 0.2 − √(0.1 · 0.25 · 0.2) = 0.129289,
    // so P90 = 14,400 × 1.129289 = 16,261.76 and the overrun at P90 is 1,861.76.
    const Risk* overrun = find(risks, "cost_overrun");
    QVERIFY(overrun);
    QVERIFY2(qAbs(overrun->cost - 1861.76) < 14400 * 0.005, qPrintable(QString::number(overrun->cost)));
    // Without the simulation the register is as before: ±10 %.
    QCOMPARE(find(RiskRegister::build(plan, result), "price_change")->cost, 1440.0);
    QVERIFY(!find(RiskRegister::build(plan, result), "cost_overrun"));
}

QTEST_GUILESS_MAIN(TestRiskRegister)
#include "tst_riskregister.moc"
