// docs/reliability.md, "Long inputs": where the cheapest option changes (the lower envelope of the
// cost curves), found without comparing every pair, checked by hand on small
// plans and against the definition on random mixed plans.
#include "models/cost/BreakEven.h"
#include "models/cost/CostFunction.h"
#include "models/cost/PlanEvaluation.h"
#include "tests/TestOffers.h"

#include <QtTest>

#include <random>

using namespace rp;

namespace {

Plan randomPlan(std::mt19937& random, int count)
{
    auto uniform = [&](double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(random); };
    const BillingMode modes[]
        = { BillingMode::OnDemand, BillingMode::Weekly, BillingMode::Monthly, BillingMode::Yearly, BillingMode::Spot };
    const double increments[] = { 0.0, 1.0 / 60.0, 0.25, 1.0, 24.0 };
    Plan plan;
    for (int i = 0; i < count; ++i) {
        Offer o = hourly(QStringLiteral("o%1").arg(i), uniform(2, 40), increments[random() % 5]);
        o.mode = modes[random() % 5];
        if (BillingModes::isPeriodic(o.mode)) {
            o.pricePerCardPeriod = o.pricePerCardHour * BillingModes::periodHours(o.mode) * uniform(0.3, 1.0);
            o.refund = random() % 2 ? Refund::ProRata : Refund::None;
            if (random() % 2)
                o.renewalPricePerCardPeriod = o.pricePerCardPeriod * uniform(0.7, 1.1);
            o.billingIncrementHours = 0;
        }
        o.minBilledHours = double(random() % 4);
        o.storagePerMonth = double(random() % 300);
        o.interruptionsPerDay = uniform(0.1, 2);
        plan.offers.append(o);
    }
    return plan;
}

} // namespace

class TestCostEnvelope : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void hourlyWeeklyMonthly();
    void tiesDoNotChangePlaces();
    void includesSelfBuild();
    void matchesTheDefinitionOnRandomPlans();
    void recommendationUsesTheEnvelope();
};

void TestCostEnvelope::hourlyWeeklyMonthly()
{
    // od = 20 T; wk = 2 000 per started week (168 h); mo = 8 000 per started month (730 h).
    // (0, 100]: od (20 T ≤ 2 000). At 100 od = wk = 2 000: wk strictly cheaper after.
    // At 168 wk's second week (4 000) starts; od = 3 360 < 4 000: od again.
    // At 200 od = 4 000 = wk: wk. At 336 wk = 6 000 against od 6 720: wk stays.
    // (504, 672]: wk = 8 000 = mo: a tie, wk keeps its place.
    Plan plan;
    plan.offers = { hourly(QStringLiteral("od"), 20), periodic(QStringLiteral("wk"), BillingMode::Weekly, 2000),
        periodic(QStringLiteral("mo"), BillingMode::Monthly, 8000) };
    QList<break_even::Point> unfinished;
    const QList<break_even::Point> points = break_even::cheapestChanges(plan, Job(), false, 1000, &unfinished);
    QVERIFY(unfinished.isEmpty());
    // 672: wk's 5th week (10 000) > mo's 8 000. 730: mo's second month (16 000) starts;
    // od = 14 600 and wk = 10 000 → wk (cheapest of the three) right after 730.
    QCOMPARE(points.size(), 5);
    QCOMPARE(points.at(0).hours, 100.0);
    QCOMPARE(points.at(0).a, QStringLiteral("od"));
    QCOMPARE(points.at(0).b, QStringLiteral("wk"));
    QCOMPARE(points.at(1).hours, 168.0);
    QCOMPARE(points.at(1).b, QStringLiteral("od"));
    QCOMPARE(points.at(2).hours, 200.0);
    QCOMPARE(points.at(2).b, QStringLiteral("wk"));
    QCOMPARE(points.at(3).hours, 672.0);
    QCOMPARE(points.at(3).b, QStringLiteral("mo"));
    QCOMPARE(points.at(4).hours, 730.0);
    QCOMPARE(points.at(4).a, QStringLiteral("mo"));
    QCOMPARE(points.at(4).b, QStringLiteral("wk"));
    QCOMPARE(points.at(4).cheaperAfter, QStringLiteral("wk"));
}

void TestCostEnvelope::tiesDoNotChangePlaces()
{
    // Same terms under two names, and a dearer one: never a change.
    Plan plan;
    plan.offers = { hourly(QStringLiteral("a"), 10, 1), hourly(QStringLiteral("b"), 10, 1),
        hourly(QStringLiteral("c"), 12, 1) };
    QVERIFY(break_even::cheapestChanges(plan, Job(), false).isEmpty());
}

void TestCostEnvelope::includesSelfBuild()
{
    // Renting at 2 per card-hour against buying one 1-card machine for 26 280, written off
    // over 3 years (26 280 h) to nothing, with 1 day of lead time at 500 and the default
    // resale terms (docs/plan-format.md): no resale before 12 months (8 760 h), then
    // book value less 30 %. For any job up to 8 760 h the machine is sold at
    // book(8 760) · 0.7 = (26 280 − 8 760) · 0.7 = 12 264, so owning costs
    // 26 280 − 12 264 + 500 = 14 516 whatever T is; renting costs 2 T.
    // They meet at 2 T = 14 516, T = 7 258 (inside the 8 760 h holding floor).
    Plan plan;
    plan.offers = { hourly(QStringLiteral("od"), 2) };
    SelfBuild s;
    s.card = QStringLiteral("a100-sxm-80g");
    s.cards = 1;
    s.capex = 26280;
    s.leadTimeDays = 1;
    s.delayCostPerDay = 500;
    plan.selfBuild = s;
    const QList<break_even::Point> points = break_even::cheapestChanges(plan, Job(), true);
    QCOMPARE(points.size(), 1);
    QCOMPARE(points.first().a, QStringLiteral("od"));
    QCOMPARE(points.first().b, QStringLiteral("self_build"));
    QCOMPARE(std::round(points.first().hours * 1e6) / 1e6, 7258.0);
    QVERIFY(break_even::cheapestChanges(plan, Job(), false).isEmpty());
}

void TestCostEnvelope::matchesTheDefinitionOnRandomPlans()
{
    // Between two reported changes the owner is never dearer than any option (sampled
    // densely, plus just inside each step); right after a change the new owner is the
    // cheapest. And every change of the cheapest is one of the all-pairs crossings.
    std::mt19937 random(20261130);
    for (int round = 0; round < 40; ++round) {
        const Plan plan = randomPlan(random, 2 + int(random() % 9));
        Job job;
        job.cards = 1 + int(random() % 8);
        const double horizon = 3000;
        QList<CostFunction> f;
        for (const Offer& o : plan.offers)
            f.append(CostFunction::forOffer(o, job));
        QList<break_even::Point> unfinished;
        const QList<break_even::Point> changes = break_even::cheapestChanges(plan, job, false, horizon, &unfinished);
        QVERIFY(unfinished.isEmpty());
        auto cheapestAt = [&](double t) {
            double least = std::numeric_limits<double>::infinity();
            for (const CostFunction& g : f)
                least = std::min(least, g.at(t));
            return least;
        };
        auto costOf = [&](const QString& id, double t) { return f.at(plan.indexOfOffer(id)).at(t); };
        // The owner at each time: before the first change, whoever is cheapest just after 0.
        QString owner;
        for (const Offer& o : plan.offers) {
            if (owner.isEmpty() && std::isfinite(costOf(o.id, 1e-7)) && costOf(o.id, 1e-7) <= cheapestAt(1e-7) + 1e-6)
                owner = o.id;
        }
        if (!changes.isEmpty() && changes.first().hours > 1e-3)
            QCOMPARE(costOf(changes.first().a, 1e-7), costOf(owner, 1e-7));
        double from = 0;
        for (int k = 0; k <= changes.size(); ++k) {
            const double to = k < changes.size() ? changes.at(k).hours : horizon;
            const QString id = k == 0 ? (changes.isEmpty() ? owner : changes.first().a) : changes.at(k - 1).b;
            for (int s = 1; s < 50; ++s) {
                const double t = from + (to - from) * s / 50.0;
                const double least = cheapestAt(t);
                QVERIFY2(costOf(id, t) <= least + 1e-6 * std::max(1.0, least),
                    qPrintable(QStringLiteral("round %1: %2 is not cheapest at %3 h").arg(round).arg(id).arg(t)));
            }
            if (k < changes.size()) {
                QVERIFY(changes.at(k).hours >= from);
                QCOMPARE(changes.at(k).cheaperAfter, changes.at(k).b);
                const double after = changes.at(k).hours + 1e-6;
                QVERIFY(costOf(changes.at(k).b, after) <= cheapestAt(after) + 1e-6 * std::max(1.0, cheapestAt(after)));
                QVERIFY(costOf(changes.at(k).b, after) < costOf(changes.at(k).a, after));
            }
            from = to;
        }
        // Each change is also a crossing of its two offers.
        const QList<break_even::Point> pairs = break_even::offerPairs(plan, job, horizon);
        for (const break_even::Point& c : changes) {
            bool found = false;
            for (const break_even::Point& p : pairs)
                found = found
                    || (std::abs(p.hours - c.hours) < 1e-6 * std::max(1.0, c.hours)
                        && ((p.a == c.a && p.b == c.b) || (p.a == c.b && p.b == c.a)) && p.cheaperAfter == c.b);
            QVERIFY2(found,
                qPrintable(QStringLiteral("round %1: %2>%3 at %4 h is no pair crossing")
                               .arg(round)
                               .arg(c.a, c.b)
                               .arg(c.hours)));
        }
    }
}

void TestCostEnvelope::recommendationUsesTheEnvelope()
{
    // od = 20 T and mo = 8 000 per month: at 300 h od is cheapest (6 000), up to 400 h.
    Plan plan;
    plan.currency = QStringLiteral("USD");
    plan.offers = { hourly(QStringLiteral("od"), 20), periodic(QStringLiteral("mo"), BillingMode::Monthly, 8000) };
    Job job;
    job.hours = 300;
    const JobEvaluation e = PlanEvaluation::evaluate(plan, job);
    QCOMPARE(e.cheapestId, QStringLiteral("od"));
    QVERIFY2(e.reason.contains(u"up to 400"), qPrintable(e.reason));
}

QTEST_GUILESS_MAIN(TestCostEnvelope)
#include "tst_costenvelope.moc"
