// What the idle-shutdown watchdog would save on a plan's phases (docs/quotes.md), by hand.
#include "models/plan/PlanFormat.h"
#include "models/planner/ProjectPlanner.h"
#include "models/toolkit/IdleSavings.h"

#include <QtTest>

using namespace rp;

class TestIdleSavings : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fromPhaseUtilization();
    void fromMeasuredShare();
    void periodicOfferSavesNothing();

private:
    Plan load()
    {
        InputError error;
        const std::optional<Plan> plan
            = PlanFormat::load(QStringLiteral(RENTPLAN_TEST_DATA "/accept/phases.rentplan"), &error);
        if (!plan)
            qFatal("%s", qPrintable(error.toString()));
        return *plan;
    }
};

void TestIdleSavings::fromPhaseUtilization()
{
    // tests/data/accept/phases.rentplan, typed hours billed as typed:
    // Trial runs: 2 cards × 10 h × (1 − 0.5) = 10 idle card-h × 21 per card-hour = 210;
    // Batch inference: 8 cards × 20 h × (1 − 0.75) = 40 idle card-h × 3 = 120;
    // Demo: utilization 1, nothing idle. Total 50 card-h (the planner's idle card-hours), 330.
    const Plan plan = load();
    const toolkit::PlanIdleSavings s = toolkit::idleSavings(plan, ProjectPlanner::evaluate(plan), std::nullopt);
    QVERIFY(!s.measured);
    QCOMPARE(s.phases.size(), 3);
    QCOMPARE(s.phases.at(0).idleShare, 0.5);
    QCOMPARE(s.phases.at(0).idleCardHours, 10.0);
    QCOMPARE(s.phases.at(0).pricePerCardHour, 21.0);
    QCOMPARE(s.phases.at(0).saved, 210.0);
    QCOMPARE(s.phases.at(1).idleCardHours, 40.0);
    QCOMPARE(s.phases.at(1).saved, 120.0);
    QCOMPARE(s.phases.at(2).saved, 0.0);
    QCOMPARE(s.idleCardHours, 50.0);
    QCOMPARE(s.saved, 330.0);
    QCOMPARE(s.idleCardHours, ProjectPlanner::evaluate(plan).rent.idleCardHours);
}

void TestIdleSavings::fromMeasuredShare()
{
    // The ledger measured 20 % idle: Trial 2 × 10 × 0.2 = 4 card-h × 21 = 84; Batch 8 × 20 × 0.2 = 32 × 3 = 96;
    // Demo 1 × 10 × 0.2 = 2 × 30 = 60. Total 38 card-h, 240.
    const Plan plan = load();
    const toolkit::PlanIdleSavings s = toolkit::idleSavings(plan, ProjectPlanner::evaluate(plan), 0.2);
    QVERIFY(s.measured);
    QCOMPARE(qRound(s.idleCardHours * 1000), 38000);
    QCOMPARE(qRound(s.saved * 1000), 240000);
    QCOMPARE(qRound(s.phases.at(2).saved * 1000), 60000);
}

void TestIdleSavings::periodicOfferSavesNothing()
{
    // A monthly offer is paid for the month: stopping the Trial's cards saves nothing.
    Plan plan = load();
    plan.offers[plan.indexOfOffer(QStringLiteral("a100-x2"))].mode = BillingMode::Monthly;
    plan.offers[plan.indexOfOffer(QStringLiteral("a100-x2"))].pricePerCardPeriod = 10000;
    const toolkit::PlanIdleSavings s = toolkit::idleSavings(plan, ProjectPlanner::evaluate(plan), std::nullopt);
    QVERIFY(s.phases.at(0).periodic);
    QCOMPARE(s.phases.at(0).idleCardHours, 10.0);
    QCOMPARE(s.phases.at(0).saved, 0.0);
    QCOMPARE(s.saved, 120.0);
}

QTEST_GUILESS_MAIN(TestIdleSavings)
#include "tst_idlesavings.moc"
