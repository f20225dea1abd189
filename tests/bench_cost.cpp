// What one edit on the Billing tab costs: every curve (1 000 points per offer, 10 offers and
// self-built) and every break-even recomputed. Target: well under one 16 ms frame.
#include "models/cost/BillingAnalysis.h"
#include "models/cost/BreakEven.h"

#include <QtTest>

using namespace rp;

namespace {

Plan tenOffers()
{
    Plan plan;
    const BillingMode modes[]
        = { BillingMode::OnDemand, BillingMode::Weekly, BillingMode::Monthly, BillingMode::Yearly, BillingMode::Spot };
    for (int i = 0; i < 10; ++i) {
        Offer o;
        o.id = QStringLiteral("offer-%1").arg(i);
        o.card = QStringLiteral("a100-sxm-80g");
        o.cardsPerInstance = 8;
        o.mode = modes[i % 5];
        o.pricePerCardHour = 6.0 + i;
        o.pricePerCardPeriod
            = (BillingModes::periodHours(o.mode) > 0 ? BillingModes::periodHours(o.mode) : 1) * (8.0 + i) * 0.7;
        o.billingIncrementHours = i % 5 == 4 ? 1.0 / 60.0 : (i % 2 ? 1.0 : 0.0); // per-minute spot, hourly steps
        o.minBilledHours = i % 3;
        o.refund = i % 4 == 1 ? Refund::ProRata : Refund::None;
        o.storagePerMonth = 100.0 * i;
        o.interruptionsPerDay = 2;
        plan.offers.append(o);
    }
    SelfBuild s;
    s.card = QStringLiteral("a100-sxm-80g");
    s.capex = 1200000;
    s.residualFraction = 0.2;
    s.powerKw = 6.5;
    s.electricityPerKwh = 0.8;
    s.hostingPerMonth = 6000;
    s.leadTimeDays = 30;
    s.delayCostPerDay = 500;
    plan.selfBuild = s;
    return plan;
}

} // namespace

class BenchCost : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everythingTheBillingTabShows();
    void breakEvensOnly();
};

void BenchCost::everythingTheBillingTabShows()
{
    const Plan plan = tenOffers();
    Job job;
    job.hours = 300;
    job.cards = 8;
    BillingAnalysis a;
    QBENCHMARK
    {
        a = BillingAnalyzer::analyze(plan, job, { 1000, false });
    }
    QCOMPARE(a.costCurves.size(), 12);
    QCOMPARE(a.costCurves.first().points.size(), 1000);
}

void BenchCost::breakEvensOnly()
{
    const Plan plan = tenOffers();
    Job job;
    job.cards = 8;
    qsizetype count = 0;
    QBENCHMARK
    {
        count = break_even::offerPairs(plan, job).size() + break_even::selfBuildPairs(plan, job).size();
    }
    QVERIFY(count > 0);
}

QTEST_GUILESS_MAIN(BenchCost)
#include "bench_cost.moc"
