// Cash flow by month (docs/plan-format.md, "Cash flow by month"): when each strategy's money is
// paid and comes back. The small plans are worked out by hand in the comments; on every example
// plan and scenario the months add up, with the delay cost, to the strategy's cost to the cent.
#include "models/planner/CashFlow.h"
#include "models/planner/ProjectPlanner.h"
#include "tests/ExamplePlan.h"
#include "tests/Near.h"
#include "tests/PlanFromJson.h"

#include <QtTest>

#include <cmath>

using namespace rp;
using namespace Qt::StringLiterals;
using rp::test::near;
using rp::test::planFrom;

namespace {

struct Expected {
    QString month;
    double rent = 0;
    double capex = 0;
    double running = 0;
    double resale = 0;
};

bool sameMonths(const CashFlow& flow, const QList<Expected>& expected)
{
    if (flow.months.size() != expected.size()) {
        qWarning("%lld months, expected %lld", qlonglong(flow.months.size()), qlonglong(expected.size()));
        return false;
    }
    double cumulative = 0;
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const CashFlowMonth& m = flow.months.at(i);
        const Expected& e = expected.at(i);
        cumulative += e.rent + e.capex + e.running - e.resale;
        if (m.index != i + 1 || m.month != e.month || !near(m.rent, e.rent) || !near(m.capex, e.capex)
            || !near(m.running, e.running) || !near(m.resale, e.resale) || !near(m.cumulative, cumulative)) {
            qWarning("month %lld (%s) differs", qlonglong(i + 1), qPrintable(m.month));
            return false;
        }
    }
    return true;
}

// Σ net + delay cost = the strategy's cost, to the cent; the last cumulative is Σ net.
void checkAddsUp(const CashFlow& flow, double cost, const char* strategy)
{
    const double sum = flow.total() + flow.delayCost;
    QVERIFY2(std::abs(sum - cost) < 0.005,
        qPrintable(u"%1: months %2 + delay %3 against %4"_s.arg(QLatin1String(strategy))
                       .arg(flow.total(), 0, 'f', 4)
                       .arg(flow.delayCost, 0, 'f', 4)
                       .arg(cost, 0, 'f', 4)));
    if (!flow.months.isEmpty())
        QVERIFY(std::abs(flow.months.last().cumulative - flow.total()) < 0.005);
}

void checkStrategies(const ProjectResult& r)
{
    if (std::isfinite(r.rent.cost)) {
        checkAddsUp(r.rent.cashFlow, r.rent.cost, "rent");
        QCOMPARE(r.rent.cashFlow.delayCost, 0.0);
    }
    if (r.buy.runs()) {
        checkAddsUp(r.buy.cashFlow, r.buy.costDedicated, "buy");
        QCOMPARE(r.buy.cashFlow.delayCost, r.buy.delayCost);
        QVERIFY(!r.buy.cashFlow.months.isEmpty());
        QCOMPARE(r.buy.cashFlow.months.first().capex, r.buy.capex); // ordered at the start
    }
    if (r.hybrid.runs() && std::isfinite(r.hybrid.cost))
        checkAddsUp(r.hybrid.cashFlow, r.hybrid.cost, "hybrid");
}

// Every billing mode on the owned card, a pro-rata refund, renewals, a disk kept between phases,
// a CPU phase sending results out, and machines to own: each rule of the cash flow in one plan.
Plan everyRule()
{
    return planFrom(R"([
        {"id": "od", "card": "a100-sxm-80g", "mode": "on_demand", "price_per_card_hour": 12,
         "billing_increment_hours": 1, "min_billed_hours": 2, "storage_per_month": 100, "egress_per_gb": 0.5},
        {"id": "sp", "card": "a100-sxm-80g", "mode": "spot", "price_per_card_hour": 5, "storage_per_month": 50},
        {"id": "wk", "card": "a100-sxm-80g", "cards": 4, "mode": "weekly", "price_per_card_period": 1500,
         "refund": "prorata", "renewal_price_per_card_period": 1400},
        {"id": "mo", "card": "a100-sxm-80g", "cards": 2, "mode": "monthly", "price_per_card_period": 5000,
         "renewal_price_per_card_period": 4500, "storage_per_month": 200},
        {"id": "yr", "card": "a100-sxm-80g", "mode": "yearly", "price_per_card_period": 50000},
        {"id": "cpu", "card": "none", "mode": "on_demand", "price_per_card_hour": 3, "egress_per_gb": 0.8}])",
        R"([
        {"id": "year", "kind": "inference_service", "card": "a100-sxm-80g", "cards": 4, "hours": 9000,
         "offer": "yr", "start_day": 10},
        {"id": "prep", "kind": "data_prep", "card": "none", "hours": 50, "offer": "cpu", "start_day": 0,
         "transfer": {"data_gb": 200, "bandwidth_mbps": 500, "data_out_gb": 40}},
        {"id": "t1", "kind": "trial", "card": "a100-sxm-80g", "cards": 6, "hours": 30, "offer": "mo"},
        {"id": "t2", "kind": "trial", "card": "a100-sxm-80g", "cards": 2, "hours": 900, "offer": "mo", "gap_days": 3},
        {"id": "spot", "kind": "custom", "card": "a100-sxm-80g", "cards": 3, "hours": 200, "offer": "sp"},
        {"id": "week", "kind": "custom", "card": "a100-sxm-80g", "cards": 6, "hours": 400, "offer": "wk",
         "start_day": 20},
        {"id": "out", "kind": "evaluation", "card": "a100-sxm-80g", "cards": 8, "hours": 40.5, "offer": "od",
         "transfer": {"data_gb": 10, "bandwidth_mbps": 1000, "data_out_gb": 100}},
        {"id": "burst", "kind": "evaluation", "card": "a100-sxm-80g", "cards": 10, "hours": 100, "offer": "od",
         "start_day": 50},
        {"id": "late", "kind": "inference_service", "card": "a100-sxm-80g", "cards": 8, "hours": 4000, "offer": "od",
         "start_day": 60}])",
        R"({"card": "a100-sxm-80g", "cards": 8, "capex": 400000, "depreciation_years": 4, "residual_fraction": 0.1,
            "resale_discount": 0.3, "min_holding_months": 6, "hosting_per_month": 3000, "ops_per_month": 1000,
            "maintenance_fraction_per_year": 0.05, "power_kw": 6.5, "idle_power_kw": 1.5, "pue": 1.3,
            "electricity_per_kwh": 0.9, "lead_time_days": 45})",
        R"({"start_date": "2027-01-20", "delay_cost_per_day": 800})");
}

} // namespace

class TestCashFlow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void periodsUpFrontAndHoursAsUsed();
    void buyCapexRunningEnergyResale();
    void addsUpOnEveryRule();
    void addsUpOnExamples_data();
    void addsUpOnExamples();
};

void TestCashFlow::periodsUpFrontAndHoursAsUsed()
{
    // The project starts mid-month, on 2027-03-15.
    // "train": 2 cards on a monthly offer (730-hour periods) at 5 000 a card, renewed at 4 000, for
    // 1 000 h from day 0: two periods, 2 × (5 000 + 4 000) = 18 000, paid up front at the start of
    // each period: 10 000 at hour 0 (2027-03-15, March) and 8 000 at hour 730 (30.4 days later,
    // 2027-04-14, April). Its two disks at 365 a month each accrue 2 × 365 / 730 = 1 an hour over
    // the 1 000 h: March holds 17 days (408 h) = 408, April the remaining 592 h = 592.
    // "eval": 1 card on demand at 10 an hour for 100 h from day 44 (2027-04-28): 72 h in April = 720,
    // 28 h in May = 280.
    // March 10 000 + 408 = 10 408; April 8 000 + 592 + 720 = 9 312; May 280; total 20 000.
    const Plan plan = planFrom(R"([
        {"id": "m", "card": "a100-sxm-80g", "mode": "monthly", "price_per_card_period": 5000,
         "renewal_price_per_card_period": 4000, "storage_per_month": 365},
        {"id": "od", "card": "a100-sxm-80g", "mode": "on_demand", "price_per_card_hour": 10}])",
        R"([{"id": "train", "card": "a100-sxm-80g", "cards": 2, "hours": 1000, "offer": "m"},
            {"id": "eval", "card": "a100-sxm-80g", "cards": 1, "hours": 100, "offer": "od", "start_day": 44}])",
        nullptr, R"({"start_date": "2027-03-15"})");
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    QVERIFY(near(r.rent.cost, 20000));
    QVERIFY(sameMonths(r.rent.cashFlow, { { u"2027-03"_s, 10408 }, { u"2027-04"_s, 9312 }, { u"2027-05"_s, 280 } }));
    QCOMPARE(r.rent.cashFlow.delayCost, 0.0);
    QVERIFY(near(r.rent.cashFlow.peak(), 20000));
}

void TestCashFlow::buyCapexRunningEnergyResale()
{
    // No start date: months of 730 hours from the start. One 8-card machine at 800 000, ordered at
    // the start with a 30-day lead time (720 h), so the phase (8 cards, 730 h, computing all the
    // time) runs 720 … 1 450 h. Held 730 h, kept the 12-month minimum: 8 760 h, 720 … 9 480 h,
    // which ends in month 13 (8 760 … 9 490).
    // Capex: 800 000 in month 1.
    // Hosting 2 000 a month × 12 = 24 000, 24 000 / 8 760 an hour: month 1 holds 10 h = 27.397,
    // months 2–12 730 h = 2 000 each, month 13 720 h = 1 972.603.
    // Energy at 0.1 a kWh, PUE 1, 6 kW busy and 2 kW idle per machine: per card 0.75 and 0.25 kW.
    // Idle card-hours 8 × 8 760 − 5 840 = 64 240: (0.75 × 5 840 + 0.25 × 64 240) × 0.1 = 2 044.
    // By month, every card idle-powered over the holding (2 kW) plus 0.5 kW more per computing card:
    // month 1: 2 × 10 + 8 × 0.5 × 10 = 60 kWh = 6; month 2: 2 × 730 + 8 × 0.5 × 720 = 4 340 kWh = 434;
    // months 3–12: 1 460 kWh = 146; month 13: 2 × 720 = 1 440 kWh = 144 (total 20 440 kWh = 2 044).
    // Resale after 12 months: book 800 000 − 640 000 × 1/4 = 640 000, less 25 % = 480 000, month 13.
    // Delay 30 days × 1 000 = 30 000, apart. Net cost 800 000 + 24 000 + 2 044 − 480 000 + 30 000 = 376 044.
    const Plan plan
        = planFrom(R"([{"id": "od", "card": "a100-sxm-80g", "mode": "on_demand", "price_per_card_hour": 10}])",
            R"([{"id": "a", "card": "a100-sxm-80g", "cards": 8, "hours": 730, "utilization": 1}])",
            R"({"card": "a100-sxm-80g", "cards": 8, "capex": 800000, "depreciation_years": 4, "residual_fraction": 0.2,
            "resale_discount": 0.25, "min_holding_months": 12, "hosting_per_month": 2000, "power_kw": 6,
            "idle_power_kw": 2, "pue": 1, "electricity_per_kwh": 0.1, "lead_time_days": 30,
            "delay_cost_per_day": 1000})");
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    QVERIFY(r.buy.runs());
    QVERIFY(near(r.buy.costDedicated, 376044));
    QList<Expected> months { { QString(), 0, 800000, 27.397260274 + 6 }, { QString(), 0, 0, 2000 + 434 } };
    for (int month = 3; month <= 12; ++month)
        months.append({ QString(), 0, 0, 2000 + 146 });
    months.append({ QString(), 0, 0, 24000 - 2000 * 11 - 27.397260274 + 144, 480000 });
    QVERIFY(sameMonths(r.buy.cashFlow, months));
    QVERIFY(near(r.buy.cashFlow.delayCost, 30000));
    // The most cash out at once: month 12, 800 000 + 22 027.397 of hosting + 1 900 of energy.
    QVERIFY(near(r.buy.cashFlow.peak(), 800000 + 22000 + 27.397260274 + 1900));
}

void TestCashFlow::addsUpOnEveryRule()
{
    const Plan plan = everyRule();
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    QVERIFY(r.rent.complete);
    QVERIFY(r.buy.runs());
    QVERIFY(r.hybrid.runs());
    checkStrategies(r);
    // The plan exercises what the hybrid pays: an owned baseline, a phase ("burst", 10 cards) served
    // partly by it and partly by rented cards beyond it, and phases ("year", "spot") that start before
    // the baseline arrives and rent its cards until then.
    QVERIFY(r.hybrid.baselineCards > 0);
    QVERIFY(r.hybrid.ownedCards.at(7) > 0 && r.hybrid.ownedCards.at(7) < r.phases.at(7).cards);
    QVERIFY(r.hybrid.ownedCards.at(0) > 0 && r.phases.at(0).startHours < r.hybrid.baselineFromHours);
    QCOMPARE(r.hybrid.cashFlow.delayCost, 0.0); // nothing waits for the baseline
    // Ordered on 2027-01-20 with a 45-day lead time, the baseline arrives on 2027-03-06: January pays
    // the machines, the phases before delivery rent its cards (gap_rented_cost), and the running
    // costs and energy start in March.
    const QList<CashFlowMonth>& hybrid = r.hybrid.cashFlow.months;
    QVERIFY(r.hybrid.gapRentedCost > 0);
    QCOMPARE(hybrid.at(0).capex, r.hybrid.capex);
    QVERIFY(hybrid.at(0).rent > 0);
    QCOMPARE(hybrid.at(0).running + hybrid.at(1).running, 0.0);
    QCOMPARE(hybrid.at(2).month, u"2027-03"_s);
    QVERIFY(hybrid.at(2).running > 0);
    // Renting, the yearly term (4 cards × 50 000) is paid whole at its start, day 10 (2027-01-30): January.
    QCOMPARE(r.rent.cashFlow.months.first().month, u"2027-01"_s);
    QVERIFY(r.rent.cashFlow.months.first().rent > 200000);
}

void TestCashFlow::addsUpOnExamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("scenario");
    for (const char* file :
        { "example.rentplan", "full-70b.rentplan", "inference-service.rentplan", "lora-7b.rentplan" }) {
        const Plan plan = test::example(file);
        QTest::addRow("%s", file) << QString::fromLatin1(file) << QString();
        for (const Scenario& s : plan.scenarios)
            QTest::addRow("%s, %s", file, qPrintable(s.name)) << QString::fromLatin1(file) << s.name;
    }
}

void TestCashFlow::addsUpOnExamples()
{
    QFETCH(QString, file);
    QFETCH(QString, scenario);
    const ProjectResult r = ProjectPlanner::evaluate(test::example(file.toUtf8().constData()), scenario);
    checkStrategies(r);
}

QTEST_GUILESS_MAIN(TestCashFlow)
#include "tst_cashflow.moc"
