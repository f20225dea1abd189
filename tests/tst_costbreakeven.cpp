// Break-evens found from the billing rules, the recommendation and the chart data.
#include "models/cost/BillingAnalysis.h"
#include "models/cost/BreakEven.h"
#include "models/cost/PlanEvaluation.h"
#include "tests/TestOffers.h"

#include <QtTest>

using namespace rp;

namespace {

QList<double> hoursOf(const QList<break_even::Change>& changes)
{
    QList<double> hours;
    for (const break_even::Change& c : changes)
        hours.append(std::round(c.hours * 1e6) / 1e6);
    return hours;
}

} // namespace

class TestCostBreakEven : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void hourlyAgainstMonthly();
    void staircaseAgainstLine();
    void proRataIsLinear();
    void identicalOffersNeverChange();
    void searchThatStopsShortSaysSo();
    void selfBuildAgainstRental();
    void recommendation();
    void analysisForCharts();
};

void TestCostBreakEven::hourlyAgainstMonthly()
{
    // 20 T against 8 000 per started month of 730 h:
    // 20 T = 8 000 at T = 400 (monthly cheaper after); at 730 the second month starts
    // (16 000 > 14 600: hourly cheaper again); 20 T = 16 000 at T = 800 (monthly for good,
    // since 8 000 / 730 = 10.96 < 20 per hour and each new month starts below the hourly line).
    Plan plan;
    plan.offers = { hourly(QStringLiteral("od"), 20), monthly(QStringLiteral("mo"), 8000) };
    Job job;
    const QList<break_even::Point> points = break_even::offerPairs(plan, job);
    QCOMPARE(points.size(), 3);
    QCOMPARE(points.at(0).hours, 400.0);
    QCOMPARE(points.at(0).a, QStringLiteral("od"));
    QCOMPARE(points.at(0).b, QStringLiteral("mo"));
    QCOMPARE(points.at(0).cheaperAfter, QStringLiteral("mo"));
    QCOMPARE(points.at(1).hours, 730.0);
    QCOMPARE(points.at(1).cheaperAfter, QStringLiteral("od"));
    QCOMPARE(points.at(2).hours, 800.0);
    QCOMPARE(points.at(2).cheaperAfter, QStringLiteral("mo"));
}

void TestCostBreakEven::staircaseAgainstLine()
{
    // a = 10 × 6 × ceil(T/6) (6-hour steps), b = 12 T. On (0,6] a = 60: b is cheaper until
    // 12 T = 60 at T = 5. Each new step of a starts above b (b cheaper again at 6, 12, 18, 24)
    // and b catches up at 12 T = 120, 180, 240, 300 → T = 10, 15, 20, 25. From 24 on the
    // step (300) is below b(25+) and at 30 a = 360 = b(30): equal, not a change; later
    // steps stay below b (420 < 432). Changes: 5, 6, 10, 12, 15, 18, 20, 24, 25.
    const Job job;
    const CostFunction a = CostFunction::forOffer(hourly(QStringLiteral("a"), 10, 6), job);
    const CostFunction b = CostFunction::forOffer(hourly(QStringLiteral("b"), 12), job);
    const QList<double> expected = { 5, 6, 10, 12, 15, 18, 20, 24, 25 };
    QCOMPARE(hoursOf(break_even::changes(a, b)), expected);
    // The same pair seen the other way round changes at the same durations.
    QCOMPARE(hoursOf(break_even::changes(b, a)), expected);
}

void TestCostBreakEven::proRataIsLinear()
{
    // Pro rata monthly at 7 300 is 10 per hour for the first month, then renews at 14 600
    // (20 per hour). Against 15 per hour on demand: monthly cheaper from the start; at 730 h both
    // are 7 300 vs 10 950; 7 300 + 20 (T − 730) = 15 T → T = 7 300 / 5 = 1 460 h.
    Offer m = monthly(QStringLiteral("m"), 7300, Refund::ProRata);
    m.renewalPricePerCardPeriod = 14600;
    const Job job;
    const QList<double> expected = { 1460 };
    QCOMPARE(hoursOf(break_even::changes(
                 CostFunction::forOffer(m, job), CostFunction::forOffer(hourly(QStringLiteral("h"), 15), job))),
        expected);
}

void TestCostBreakEven::identicalOffersNeverChange()
{
    const Job job;
    const CostFunction a = CostFunction::forOffer(hourly(QStringLiteral("a"), 10, 1), job);
    QVERIFY(break_even::changes(a, a).isEmpty());
}

void TestCostBreakEven::selfBuildAgainstRental()
{
    // One machine, one card: capex 7 300 written off over one year (8 760 h) to nothing, no running
    // costs, 10 days' lead time at 100 a day; resold at book value, with no minimum holding period. Bought for a job of
    // T h it costs the value lost, 7 300 × T / 8 760 = 0.8333 T, plus the 1 000 delay. Renting at 2 per hour: 2 T = 1
    // 000 + 0.8333 T → T = 1 000 / 1.1667 = 857.14 h, owning cheaper after.
    Plan plan;
    plan.offers = { hourly(QStringLiteral("r"), 2) };
    SelfBuild s;
    s.card = QStringLiteral("a100-sxm-80g");
    s.cards = 1;
    s.capex = 7300;
    s.depreciationYears = 1;
    s.resaleDiscount = 0;
    s.minHoldingMonths = 0;
    s.leadTimeDays = 10;
    s.delayCostPerDay = 100;
    plan.selfBuild = s;
    const QList<break_even::Point> points = break_even::selfBuildPairs(plan, Job());
    QCOMPARE(points.size(), 1);
    QVERIFY(qAbs(points.at(0).hours - 857.142857) < 1e-5);
    QCOMPARE(points.at(0).cheaperAfter, QStringLiteral("self_build"));
}

void TestCostBreakEven::recommendation()
{
    // 300 h: on demand 20 × 300 = 6 000; monthly 8 000. 500 h: 10 000 vs 8 000.
    Plan plan;
    plan.currency = QStringLiteral("CNY");
    plan.offers = { hourly(QStringLiteral("od"), 20), monthly(QStringLiteral("mo"), 8000) };
    Job job;
    job.hours = 300;
    JobEvaluation e = PlanEvaluation::evaluate(plan, job);
    QCOMPARE(e.cheapestId, QStringLiteral("od"));
    QCOMPARE(e.cheapestCost, 6000.0);
    QVERIFY2(e.reason.contains(QStringLiteral("300")), qPrintable(e.reason));
    QVERIFY2(e.reason.contains(QStringLiteral("2,000.00")), qPrintable(e.reason));
    // On demand stays cheapest until the 400 h break-even.
    QVERIFY2(e.reason.contains(QStringLiteral("up to 400\u00A0h")), qPrintable(e.reason));
    job.hours = 500;
    e = PlanEvaluation::evaluate(plan, job);
    QCOMPARE(e.cheapestId, QStringLiteral("mo"));
    QVERIFY2(e.reason.contains(BillingModes::label(BillingMode::Monthly)), qPrintable(e.reason));
    // Monthly wins from 400 h until the second month starts at 730 h.
    QVERIFY2(e.reason.contains(QStringLiteral("from 400\u00A0h to 730\u00A0h")), qPrintable(e.reason));
    QVERIFY(!PlanEvaluation::evaluate(Plan(), job).reason.isEmpty());
}

void TestCostBreakEven::analysisForCharts()
{
    Plan plan;
    plan.offers = { hourly(QStringLiteral("od"), 20), monthly(QStringLiteral("mo"), 8000) };
    Job job;
    job.hours = 300;
    const BillingAnalysis a = BillingAnalyzer::analyze(plan, job, { 1000, false });
    QCOMPARE(a.costCurves.size(), 2);
    QCOMPARE(a.costCurves.at(0).points.size(), 1000);
    // The range covers every crossing up to a month: 400 and 730 are marked, 800 is beyond 1.2 × 730...
    QVERIFY(a.toHours >= 730);
    QVERIFY(a.costMarkers.size() >= 2);
    QCOMPARE(a.costMarkers.at(0).at, QPointF(400, 8000));
    const BillingAnalysis logarithmic = BillingAnalyzer::analyze(plan, job, { 100, true });
    QVERIFY(logarithmic.fromHours > 0);
    QCOMPARE(logarithmic.costCurves.at(0).points.first().x(), logarithmic.fromHours);
}

void TestCostBreakEven::searchThatStopsShortSaysSo()
{
    // Two quotes at 20 per card-hour: one charges storage 0.5 a month, the other egress
    // 0.5 per GB on a 5 GB job. They cross where storage reaches the egress bill:
    // 0.5 · T / 730 = 2.5  =>  T = 3 650 h.
    Offer storage = hourly(QStringLiteral("storage"), 20, 1.0);
    storage.storagePerMonth = 0.5;
    Offer egress = hourly(QStringLiteral("egress"), 20, 1.0);
    egress.egressPerGb = 0.5;
    Job job;
    job.egressGb = 5;
    double searched = 0;
    QCOMPARE(hoursOf(break_even::changes(CostFunction::forOffer(storage, job), CostFunction::forOffer(egress, job),
                 break_even::kHorizonHours, &searched)),
        QList<double> { 3650.0 });
    QCOMPARE(searched, break_even::kHorizonHours); // hourly steps: searched to the end

    // Billed per minute, the two staircases stay within a cent for years: the search
    // stops short, says how far it got, finds nothing it did not reach...
    storage.billingIncrementHours = egress.billingIncrementHours = 1.0 / 60.0;
    const QList<break_even::Change> partial = break_even::changes(CostFunction::forOffer(storage, job),
        CostFunction::forOffer(egress, job), break_even::kHorizonHours, &searched);
    QVERIFY(searched > 0 && searched < 3650.0);
    for (const break_even::Change& c : partial)
        QVERIFY(c.hours <= searched);

    Plan plan;
    plan.currency = QStringLiteral("CNY");
    plan.offers = { storage, egress };
    job.hours = 100;
    job.cards = 1;
    QList<break_even::Point> unfinished;
    break_even::offerPairs(plan, job, break_even::kHorizonHours, &unfinished);
    QCOMPARE(unfinished.size(), 1);
    // The search for changes of the cheapest (which the recommendation uses) drops
    // whatever cannot be cheapest and gets through the per-minute steps. It finds the
    // crossing at 3 650 h, give or take the 1e-9 relative tolerance on equal costs (0.1 h
    // here, where the two totals are 73 000 apart by cents).
    unfinished.clear();
    QList<break_even::Point> cheapest
        = break_even::cheapestChanges(plan, job, false, break_even::kHorizonHours, &unfinished);
    QVERIFY(unfinished.isEmpty());
    QCOMPARE(cheapest.size(), 1);
    QVERIFY(std::abs(cheapest.first().hours - 3650.0) < 0.2);
    QCOMPARE(cheapest.first().cheaperAfter, QStringLiteral("egress"));

    // Two per-second quotes a hundred-billionth apart stay tied (within that tolerance)
    // for three years, so every second would need a look: the search runs out of steps,
    // says how far it got (empty b: the whole search), and the recommendation claims no
    // range of durations it did not check.
    plan.offers
        = { hourly(QStringLiteral("a"), 20, 1.0 / 3600.0), hourly(QStringLiteral("b"), 20 + 2e-10, 1.0 / 3600.0) };
    cheapest = break_even::cheapestChanges(plan, job, false, break_even::kHorizonHours, &unfinished);
    QCOMPARE(unfinished.size(), 1);
    QVERIFY(unfinished.first().b.isEmpty());
    QVERIFY(unfinished.first().hours > 0 && unfinished.first().hours < 3650.0);
    QVERIFY(cheapest.isEmpty());
    const QString reason = PlanEvaluation::evaluate(plan, job).reason;
    QVERIFY2(!reason.contains(u"stays") && !reason.contains(u"any duration"), qPrintable(reason));

    // The same terms under two names cost the same at every duration: no search, no change.
    Offer twin = storage;
    twin.id = QStringLiteral("twin");
    twin.provider = QStringLiteral("Another provider");
    plan.offers = { storage, twin };
    unfinished.clear();
    QVERIFY(break_even::offerPairs(plan, job, break_even::kHorizonHours, &unfinished).isEmpty());
    QVERIFY(unfinished.isEmpty());
}

QTEST_GUILESS_MAIN(TestCostBreakEven)
#include "tst_costbreakeven.moc"
