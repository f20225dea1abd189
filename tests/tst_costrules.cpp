// Billing rules, spot and self-built cost of ownership on cases worked out by hand.
#include "models/cost/BillingRules.h"
#include "models/cost/SelfBuildCost.h"
#include "models/cost/SpotModel.h"

#include <QtTest>

using namespace rp;

namespace {

Offer offer(BillingMode mode, double price)
{
    Offer o;
    o.id = QStringLiteral("o");
    o.card = QStringLiteral("a100-sxm-80g");
    o.mode = mode;
    if (BillingModes::isPeriodic(mode))
        o.pricePerCardPeriod = price;
    else
        o.pricePerCardHour = price;
    return o;
}

Job job(double hours, int cards = 1)
{
    Job j;
    j.hours = hours;
    j.cards = cards;
    return j;
}

// An example machine whose month costs 59 200 with 8 cards. 59 200 × 36 = 2 131 200 of
// capex written off over three years to nothing gives exactly that month, with no other cost.
SelfBuild seedMachine()
{
    SelfBuild s;
    s.card = QStringLiteral("a100-sxm-80g");
    s.cards = 8;
    s.capex = 2131200;
    s.depreciationYears = 3;
    return s;
}

} // namespace

class TestCostRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void onDemand_data();
    void onDemand();
    void periodic_data();
    void periodic();
    void storageAndEgressAndInstances();
    void spotDalyInterval();
    void spotMaxLossInterval();
    void spotWallTimeAndCost();
    void spotThatNeverFinishes();
    void selfBuildSeedUtilization_data();
    void selfBuildSeedUtilization();
    void selfBuildSeedEnergy();
    void selfBuildProjectCost();
    void selfBuildResaleFollowsTheWriteOff();
    void selfBuildAmortizedPerCardUsed();
    void selfBuildBreakEvenUtilization();
};

void TestCostRules::onDemand_data()
{
    QTest::addColumn<double>("hours");
    QTest::addColumn<double>("minimum");
    QTest::addColumn<double>("increment");
    QTest::addColumn<double>("billed");
    QTest::addColumn<double>("cost"); // at 10 per card-hour, 1 card
    // 0.5 h under a 1-hour minimum bills the minimum: 1 h, 10.
    QTest::newRow("minimum 1 h") << 0.5 << 1.0 << 0.0 << 1.0 << 10.0;
    // 25 h in 6-hour steps: ceil(25/6) = 5 steps = 30 h, 300.
    QTest::newRow("6 h increments") << 25.0 << 0.0 << 6.0 << 30.0 << 300.0;
    // Exactly 24 h in 6-hour steps is 4 steps, not 5.
    QTest::newRow("on a step boundary") << 24.0 << 0.0 << 6.0 << 24.0 << 240.0;
    // 1/3 h three times is 1 h: floating-point 1.0000000000000002 must not tip into the next hour.
    QTest::newRow("boundary after rounding") << (1.0 / 3.0 + 1.0 / 3.0 + 1.0 / 3.0) << 0.0 << 1.0 << 1.0 << 10.0;
    // No increment: billed exactly, 2.25 h → 22.5.
    QTest::newRow("exact") << 2.25 << 0.0 << 0.0 << 2.25 << 22.5;
    // 7 h with a 6 h minimum and 1 h steps: 7 h.
    QTest::newRow("above minimum") << 7.0 << 6.0 << 1.0 << 7.0 << 70.0;
}

void TestCostRules::onDemand()
{
    QFETCH(double, hours);
    QFETCH(double, minimum);
    QFETCH(double, increment);
    QFETCH(double, billed);
    QFETCH(double, cost);
    Offer o = offer(BillingMode::OnDemand, 10);
    o.minBilledHours = minimum;
    o.billingIncrementHours = increment;
    const billing::OfferCost c = billing::cost(o, job(hours));
    QCOMPARE(c.billedHours, billed);
    QCOMPARE(c.cost, cost);
    QCOMPARE(c.wallHours, hours);
}

void TestCostRules::periodic_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("refund");
    QTest::addColumn<double>("renewal"); // < 0: same as the first period
    QTest::addColumn<double>("hours");
    QTest::addColumn<double>("cost"); // first period 8 000 per card
    QTest::addColumn<double>("billed");
    const int monthly = int(BillingMode::Monthly);
    const int none = int(Refund::None);
    const int prorata = int(Refund::ProRata);
    // 800 h > 730 h: two whole months, 16 000, billed 1 460 h.
    QTest::newRow("800 h monthly, no refund") << monthly << none << -1.0 << 800.0 << 16000.0 << 1460.0;
    // 10 h of a month without refund is still the whole month.
    QTest::newRow("10 h monthly, no refund") << monthly << none << -1.0 << 10.0 << 8000.0 << 730.0;
    // 365 h is half a month: pro rata pays 4 000.
    QTest::newRow("365 h monthly, pro rata") << monthly << prorata << -1.0 << 365.0 << 4000.0 << 365.0;
    // 1 500 h = 3 started months: 8 000 + 2 × 6 000 renewal = 20 000.
    QTest::newRow("renewal, no refund") << monthly << none << 6000.0 << 1500.0 << 20000.0 << 2190.0;
    // 1 095 h = 1.5 months pro rata: 8 000 + 0.5 × 6 000 = 11 000.
    QTest::newRow("renewal, pro rata") << monthly << prorata << 6000.0 << 1095.0 << 11000.0 << 1095.0;
    // 200 h weekly (168 h): 2 weeks = 16 000.
    QTest::newRow("weekly") << int(BillingMode::Weekly) << none << -1.0 << 200.0 << 16000.0 << 336.0;
    // 9 000 h yearly (8 760 h): 2 years.
    QTest::newRow("yearly") << int(BillingMode::Yearly) << none << -1.0 << 9000.0 << 16000.0 << 17520.0;
}

void TestCostRules::periodic()
{
    QFETCH(int, mode);
    QFETCH(int, refund);
    QFETCH(double, renewal);
    QFETCH(double, hours);
    QFETCH(double, cost);
    QFETCH(double, billed);
    Offer o = offer(BillingMode(mode), 8000);
    o.refund = Refund(refund);
    if (renewal >= 0)
        o.renewalPricePerCardPeriod = renewal;
    const billing::OfferCost c = billing::cost(o, job(hours));
    QCOMPARE(c.cost, cost);
    QCOMPARE(c.billedHours, billed);
}

void TestCostRules::storageAndEgressAndInstances()
{
    // 3 cards on 2-card instances: 2 instances, 4 cards billed. 100 h at 10: 4 × 10 × 100 = 4 000.
    // Storage 73 a month per instance for 100 h: 2 × 73 × 100 / 730 = 20. Egress 200 GB × 0.5 = 100.
    Offer o = offer(BillingMode::OnDemand, 10);
    o.cardsPerInstance = 2;
    o.storagePerMonth = 73;
    o.egressPerGb = 0.5;
    Job j = job(100, 3);
    j.egressGb = 200;
    const billing::OfferCost c = billing::cost(o, j);
    QCOMPARE(c.instances, 2);
    QCOMPARE(c.computeCost, 4000.0);
    QCOMPARE(c.storageCost, 20.0);
    QCOMPARE(c.egressCost, 100.0);
    QCOMPARE(c.cost, 4120.0);
}

void TestCostRules::spotDalyInterval()
{
    // C = 5 min = 1/12 h, M = 24 h. √(2CM) = √4 = 2 h. C/2M = 1/576, √ = 1/24.
    // 2 × (1 + 1/72 + 1/5184) − 1/12 = 2 × 1.0140818 − 0.0833333 = 1.9448302 h = 116.69 min.
    const double tau = spot::dalyIntervalHours(1.0 / 12.0, 24.0);
    QVERIFY(qAbs(tau * 60.0 - 116.69) < 0.01);
    // Young: √(2CM) = 2 h = 120 min.
    QCOMPARE(spot::youngIntervalHours(1.0 / 12.0, 24.0), 2.0);
    // C ≥ 2M: checkpoint once per M.
    QCOMPARE(spot::dalyIntervalHours(3.0, 1.0), 1.0);
}

void TestCostRules::spotMaxLossInterval()
{
    // Lose at most 40 min with 5-min saves → save every 35 min.
    QCOMPARE(spot::maxLossIntervalHours(40.0 / 60.0, 5.0 / 60.0) * 60.0, 35.0);
    Offer o = offer(BillingMode::Spot, 4);
    o.interruptionsPerDay = 1;
    o.checkpointMinutes = 5;
    o.maxLossMinutes = 40;
    const spot::Estimate e = spot::estimate(o);
    // Daly says 116.7 min; the 40-minute bound wins.
    QVERIFY(qAbs(e.intervalHours * 60.0 - 35.0) < 1e-9);
}

void TestCostRules::spotWallTimeAndCost()
{
    // τ = 1.9448302 h, C/τ = 0.0833333 / 1.9448302 = 0.0428486; λ = 1/24;
    // λ·(τ/2 + R) = (0.9724151 + 0.1666667) / 24 = 0.0474617. T_w/T = 1.0428486 / 0.9525383 = 1.0948102.
    Offer o = offer(BillingMode::Spot, 4);
    o.interruptionsPerDay = 1;
    o.checkpointMinutes = 5;
    o.restartMinutes = 10;
    const spot::Estimate e = spot::estimate(o);
    QVERIFY(qAbs(e.wallPerComputeHour - 1.0948102) < 1e-6);
    // 100 h of computing takes 109.48 h of wall time, billed exactly at 4: 437.92.
    const billing::OfferCost c = billing::cost(o, job(100));
    QVERIFY(qAbs(c.wallHours - 109.48102) < 1e-4);
    QVERIFY(qAbs(c.cost - 437.92410) < 1e-3);
    // No interruptions: no stretching.
    o.interruptionsPerDay = 0;
    QCOMPARE(billing::cost(o, job(100)).cost, 400.0);
}

void TestCostRules::spotThatNeverFinishes()
{
    // 48 interruptions a day (one per 30 min) and a 40-minute restart: λ·R = 2 × 0.667 > 1.
    Offer o = offer(BillingMode::Spot, 4);
    o.interruptionsPerDay = 48;
    o.restartMinutes = 40;
    QVERIFY(!spot::estimate(o).finishes);
    QVERIFY(qIsInf(billing::cost(o, job(10)).cost));
}

void TestCostRules::selfBuildSeedUtilization_data()
{
    QTest::addColumn<double>("utilization");
    QTest::addColumn<double>("perCardHour");
    // 59 200 / (8 × 730 × u): u = 1 → 59 200 / 5 840 = 10.137;
    // u = 0.5 → / 2 920 = 20.274; u = 0.3 → / 1 752 = 33.790.
    QTest::newRow("100 %") << 1.0 << 10.137;
    QTest::newRow("50 %") << 0.5 << 20.274;
    QTest::newRow("30 %") << 0.3 << 33.790;
}

void TestCostRules::selfBuildSeedUtilization()
{
    QFETCH(double, utilization);
    QFETCH(double, perCardHour);
    const SelfBuild s = seedMachine();
    QCOMPARE(self_build::monthlyFixed(s), 59200.0);
    QVERIFY(qAbs(self_build::costPerCardHour(s, utilization) - perCardHour) < 0.001);
}

void TestCostRules::selfBuildSeedEnergy()
{
    // 4 kW × 730 h × 0.8 = 2 336 a month; 8 kW: 4 672.
    SelfBuild s = seedMachine();
    s.powerKw = 4;
    s.electricityPerKwh = 0.8;
    QCOMPARE(self_build::energyPerMonth(s, 1.0), 2336.0);
    s.powerKw = 8;
    QCOMPARE(self_build::energyPerMonth(s, 1.0), 4672.0);
    // Half the time idle at 1 kW, PUE 1.5: (8 × 0.5 + 1 × 0.5) × 730 × 1.5 × 0.8 = 4.5 × 876 = 3 942.
    s.idlePowerKw = 1;
    s.pue = 1.5;
    QVERIFY(qAbs(self_build::energyPerMonth(s, 0.5) - 3942.0) < 1e-9);
}

void TestCostRules::selfBuildProjectCost()
{
    // 100 000 capex, 2 years (17 520 h) to a 20 % residual, resale 30 % below book (default), at
    // least 12 months held (default), 1 000 hosting a month, 10 days' lead time at 100 a day.
    // A 1-year job (8 760 h = 12 months): book 100 000 − 80 000 × 8 760 / 17 520 = 60 000, resale
    // 60 000 × 0.7 = 42 000, so dedicated = 58 000 + 12 × 1 000 + 1 000 = 71 000.
    // Amortized: (80 000 / 24 + 1 000) × 12 = 40 000 + 12 000 = 52 000 (all 8 cards used).
    SelfBuild s = seedMachine();
    s.capex = 100000;
    s.depreciationYears = 2;
    s.residualFraction = 0.2;
    s.hostingPerMonth = 1000;
    s.leadTimeDays = 10;
    s.delayCostPerDay = 100;
    Job j = job(8760, 8);
    self_build::ProjectCost p = self_build::projectCost(s, j);
    QCOMPARE(p.machines, 1);
    QVERIFY2(qAbs(p.dedicated - 71000.0) < 1e-6, qPrintable(QString::number(p.dedicated)));
    QVERIFY(qAbs(p.amortized - 52000.0) < 1e-6);
    // After 3 years the book value has stopped at the residual 20 000 (resale 14 000): 86 000 + 36 000 + 1 000.
    j.hours = 3 * 8760;
    QVERIFY(qAbs(self_build::projectCost(s, j).dedicated - 123000.0) < 1e-6);
    // 9 cards need two 8-card machines: twice the machine costs, one delay.
    j.hours = 8760;
    j.cards = 9;
    QVERIFY(qAbs(self_build::projectCost(s, j).dedicated - 141000.0) < 1e-6);

    // Cards that compute half the time are held twice as long: 4 380 h of computing at
    // u = 0.5 keeps the machine 8 760 h, so it costs what the 1-year job above costs
    // (71 000 dedicated, 52 000 amortized), not half of it.
    j.cards = 8;
    j.hours = 4380;
    j.utilization = 0.5;
    p = self_build::projectCost(s, j);
    QVERIFY2(qAbs(p.dedicated - 71000.0) < 1e-6, qPrintable(QString::number(p.dedicated)));
    QVERIFY(qAbs(p.amortized - 52000.0) < 1e-6);
    // Energy counts full load for the computing hours and idle power for the rest:
    // 6 kW × 4 380 h + 1 kW × 4 380 h = 30 660 kWh at 0.8 = 24 528.
    s.powerKw = 6;
    s.idlePowerKw = 1;
    s.electricityPerKwh = 0.8;
    p = self_build::projectCost(s, j);
    QVERIFY2(qAbs(p.dedicated - (71000.0 + 24528.0)) < 1e-6, qPrintable(QString::number(p.dedicated)));
}

void TestCostRules::selfBuildResaleFollowsTheWriteOff()
{
    // A review finding: the shipped example machine (1 200 000, 3 years, 20 % residual).
    // The monthly write-off is 960 000 / 36 = 26 666.67, 320 000 a year; the book value after a
    // year must have lost the same 320 000 (the old resale curve lost 400 000).
    SelfBuild s = seedMachine();
    s.capex = 1200000;
    s.residualFraction = 0.2;
    QVERIFY(qAbs(self_build::monthlyFixed(s) * 12 - 320000.0) < 1e-6);
    QVERIFY(qAbs(s.capex - self_build::bookValue(s, 8760) - 320000.0) < 1e-6);
    // With no discount and no minimum holding, owning for a year costs the same both ways.
    SelfBuild plain = s;
    plain.resaleDiscount = 0;
    plain.minHoldingMonths = 0;
    const self_build::ProjectCost year = self_build::projectCost(plain, job(8760, 8));
    QVERIFY(qAbs(year.dedicated - 320000.0) < 1e-6);
    QVERIFY(qAbs(year.amortized - 320000.0) < 1e-6);
    // The book value reaches the residual at the end of the 3 years, not at 2.4.
    QVERIFY(qAbs(self_build::bookValue(s, 2.4 * 8760) - (1200000.0 - 960000.0 * 0.8)) < 1e-6);
    QVERIFY(qAbs(self_build::bookValue(s, 3 * 8760) - 240000.0) < 1e-6);

    // Selling after 300 h: the old curve returned 98.9 % of the price. Now the machine is kept the
    // 12-month minimum and sells 30 % below book: 880 000 × 0.7 = 616 000, 51.3 % of the price.
    QVERIFY(qAbs(s.resaleDiscount - 0.3) < 1e-12);
    QVERIFY(qAbs(s.minHoldingMonths - 12) < 1e-12);
    QVERIFY(qAbs(self_build::resaleValue(s, 300) - 616000.0) < 1e-6);
    // So buying for 300 h loses 584 000 and never beats renting 8 cards at 18 an hour (43 200).
    QVERIFY(self_build::projectCost(s, job(300, 8)).dedicated > 8 * 18 * 300);
}

void TestCostRules::selfBuildAmortizedPerCardUsed()
{
    // A review finding, with the shipped example machine: monthly fixed 26 666.67 + 6 000
    // hosting + 5 000 ops + 5 000 maintenance = 42 666.67, energy 6.5 kW × 730 × 1.4 × 0.8 = 5 314.4.
    // 100 h of the whole machine: 47 981.07 × 100 / 730 = 6 572.75; one card of it: an eighth, 821.59.
    SelfBuild s = seedMachine();
    s.capex = 1200000;
    s.residualFraction = 0.2;
    s.powerKw = 6.5;
    s.idlePowerKw = 1.5;
    s.pue = 1.4;
    s.electricityPerKwh = 0.8;
    s.hostingPerMonth = 6000;
    s.opsPerMonth = 5000;
    s.maintenanceFractionPerYear = 0.05;
    QVERIFY(qAbs(self_build::projectCost(s, job(100, 8)).amortized - 6572.7489) < 1e-3);
    QVERIFY(qAbs(self_build::projectCost(s, job(100, 1)).amortized - 821.5936) < 1e-3);
}

void TestCostRules::selfBuildBreakEvenUtilization()
{
    // 59 200 / (8 × 730 × u) = 20 → u = 59 200 / 116 800 = 0.50685.
    const SelfBuild s = seedMachine();
    QVERIFY(qAbs(self_build::breakEvenUtilization(s, 20.0) - 0.50685) < 1e-5);
    // Against 5 per card-hour: u = 59 200 / 29 200 = 2.03 > 1, owning never wins; reported anyway.
    QVERIFY(qAbs(self_build::breakEvenUtilization(s, 5.0) - 2.0274) < 1e-4);
}

QTEST_GUILESS_MAIN(TestCostRules)
#include "tst_costrules.moc"
