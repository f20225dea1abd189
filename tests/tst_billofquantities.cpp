// The bill of quantities behind `rentplan rfq`: one line per phase machine, lines for the same
// machine on overlapping days merged, CPU-only phases as lines, substitutes from the one
// cost-to-finish ranking. Figures worked out by hand from the plans.
#include "models/common/Translation.h"
#include "models/plan/PlanFormat.h"
#include "models/planner/ProjectPlanner.h"
#include "models/procurement/BillOfQuantities.h"
#include "tests/ExamplePlan.h"
#include "tests/PlanFromJson.h"

#include <QtTest>

using namespace rp;

namespace {

using test::example;

QStringList cards(const QList<BillSubstitute>& list)
{
    QStringList out;
    for (const BillSubstitute& s : list)
        out.append(s.card);
    return out;
}

} // namespace

class TestBillOfQuantities : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Translation::install(QStringLiteral("en")); }
    void loraExample();
    void cpuOnlyPhaseIsALine();
    void sameMachineOnOverlappingDaysMerges();
    void substitutesWithinTheMargin();
    void unknownScenarioIsRefused();
};

void TestBillOfQuantities::loraExample()
{
    const Plan plan = example("lora-7b.rentplan");
    const QList<BillLine> lines = BillOfQuantities::build(plan);
    // Four phases, none sharing a machine on the same days: trial (1-card A100) and evaluation
    // (1-card A100) are the same machine, but the 8-card training run and its gaps lie between them.
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines.at(0).phaseIds, QStringList { QStringLiteral("prep") });
    QCOMPARE(lines.at(1).phaseIds, QStringList { QStringLiteral("trial") });
    QCOMPARE(lines.at(2).phaseIds, QStringList { QStringLiteral("train") });
    QCOMPARE(lines.at(3).phaseIds, QStringList { QStringLiteral("eval") });
    for (int i = 0; i < 4; ++i)
        QCOMPARE(lines.at(i).number, i + 1);

    // Data preparation: 300 GB at 15 GB/h = 20 h of work at utilization 0.5 → 40 billed hours on one
    // L4, from the start date 2027-03-01 (hour 0) to hour 40, which falls on day 1: 2027-03-02.
    const BillLine& prep = lines.at(0);
    QCOMPARE(prep.card, QStringLiteral("l4"));
    QCOMPARE(prep.smiName, QStringLiteral("NVIDIA L4"));
    QCOMPARE(prep.cardsPerMachine, 1);
    QCOMPARE(prep.machines, 1);
    QCOMPARE(prep.interconnect, QStringLiteral("none"));
    QCOMPARE(prep.hours, 40.0);
    QCOMPARE(prep.startDate, std::optional<QDate>(QDate(2027, 3, 1)));
    QCOMPARE(prep.endDate, std::optional<QDate>(QDate(2027, 3, 2)));
    QCOMPARE(prep.billingMode, QStringLiteral("on_demand"));
    QCOMPARE(prep.storageGb, 300.0); // the data set it processes
    // NVMe: no model, the 300 GB data set → 300 GB (rounded up to 100 GB).
    QCOMPARE(prep.nvmeGb, 300.0);

    // Trial: after prep's 40 h and a 1-day gap, hour 64 = day 2 = 2027-03-03.
    QCOMPARE(lines.at(1).startDate, std::optional<QDate>(QDate(2027, 3, 3)));
    QCOMPARE(lines.at(1).cardsPerMachine, 1);

    // Training: 8 A100 SXM on the 8-card offer. The 4-card offer costs the same 18 per card-hour but
    // splits the cards over two machines, which never finish sooner: one machine of 8.
    const BillLine& train = lines.at(2);
    QCOMPARE(train.card, QStringLiteral("a100-sxm-80g"));
    QCOMPARE(train.smiName, QStringLiteral("NVIDIA A100-SXM4-80GB"));
    QCOMPARE(train.memoryMiB, std::int64_t(81920));
    QCOMPARE(train.formFactor, QStringLiteral("SXM"));
    QCOMPARE(train.interconnect, QStringLiteral("nvlink"));
    QCOMPARE(train.cardsPerMachine, 8);
    QCOMPARE(train.machines, 1);
    QCOMPARE(train.fabric, QStringLiteral("none"));
    QCOMPARE(train.cpuCores, 64); // 8 cores per GPU × 8
    QCOMPARE(train.ramGb, 512); // 64 GB per GPU × 8
    // NVMe: Llama-2-7B's 6.74e9 parameters × 2 bytes = 13.5 GB of weights, three LoRA checkpoints of
    // about 13.6 GB each (weights and the small adapters with their optimizer states), the 300 GB
    // data set: 13.5 + 40.8 + 300 = 354 GB → 400 GB.
    QCOMPARE(train.nvmeGb, 400.0);
    // Its hours are the planner's for the phase (one number, one function).
    const ProjectResult result = ProjectPlanner::evaluate(plan);
    QCOMPARE(train.hours, result.phases.at(2).hours);
    // Trial: 4 rounds ending at hour 64 + trial hours; training starts 2 days later. Any trial of
    // 8 to 32 hours (the planner gives about 14.4 h: 4 × 3.6 h) puts training's start at hour
    // 120 to 144, day 5 = 2027-03-06.
    QVERIFY(result.phases.at(1).hours >= 8 && result.phases.at(1).hours < 32);
    QCOMPARE(train.startDate, std::optional<QDate>(QDate(2027, 3, 6)));
    // Substitutes: the H100 at 38 per card-hour computes 989 / 312 = 3.2× faster than the A100, so
    // a LoRA run costs 38 / 3.2 = 11.9 per A100-hour of work against 18: it is the cheapest, and
    // listed. The A100 PCIe costs 15.5 per card-hour for the same 312 TFLOPs, 15.5 / 11.9 = 1.30×
    // the H100: beyond 15 %, not listed.
    QVERIFY(cards(train.substitutes).contains(QStringLiteral("h100-sxm")));
    QVERIFY(!cards(train.substitutes).contains(QStringLiteral("a100-pcie-80g")));
    QVERIFY(!cards(train.substitutes).contains(QStringLiteral("a100-sxm-80g"))); // never its own card
}

void TestBillOfQuantities::cpuOnlyPhaseIsALine()
{
    // full-70b: "Data preparation" on no GPU, typed 72 h, on the CPU offer (on demand), from the
    // start date 2027-05-03; hour 72 is the end of day 2, so the last day is 2027-05-05.
    const QList<BillLine> lines = BillOfQuantities::build(example("full-70b.rentplan"));
    QVERIFY(!lines.isEmpty());
    const BillLine& prep = lines.first();
    QCOMPARE(prep.phaseIds, QStringList { QStringLiteral("prep") });
    QCOMPARE(prep.card, QStringLiteral("none"));
    QCOMPARE(prep.smiName, QString());
    QCOMPARE(prep.cardsPerMachine, 0);
    QCOMPARE(prep.machines, 1);
    QCOMPARE(prep.hours, 72.0);
    QCOMPARE(prep.billingMode, QStringLiteral("on_demand"));
    QCOMPARE(prep.startDate, std::optional<QDate>(QDate(2027, 5, 3)));
    QCOMPARE(prep.endDate, std::optional<QDate>(QDate(2027, 5, 5)));
    QVERIFY(prep.substitutes.isEmpty());
    // Training: 64 H100 on 8-card machines over InfiniBand → 8 machines.
    QCOMPARE(lines.at(2).machines, 8);
    QCOMPARE(lines.at(2).fabric, QStringLiteral("infiniband"));
}

void TestBillOfQuantities::sameMachineOnOverlappingDaysMerges()
{
    // No start date: days after the start. One 1-card A100 offer, billed by the exact hour.
    const Plan plan = test::planFrom(
        R"([{"id": "a1", "card": "a100-sxm-80g", "cards": 1, "mode": "on_demand", "price_per_card_hour": 10}])",
        R"([{"id": "a", "name": "First", "card": "a100-sxm-80g", "cards": 1, "hours": 10},
            {"id": "b", "name": "Second", "card": "a100-sxm-80g", "cards": 1, "hours": 6},
            {"id": "c", "name": "Later", "card": "a100-sxm-80g", "cards": 1, "hours": 5, "gap_days": 3},
            {"id": "d", "name": "Side by side 1", "card": "a100-sxm-80g", "cards": 1, "hours": 30, "start_day": 10},
            {"id": "e", "name": "Side by side 2", "card": "a100-sxm-80g", "cards": 1, "hours": 20, "start_day": 10}])");
    const QList<BillLine> lines = BillOfQuantities::build(plan);
    QCOMPARE(lines.size(), 3);
    // a: hours 0–10, b: 10–16, both on day 0: one line, one machine, 10 + 6 = 16 hours.
    QCOMPARE(lines.at(0).phaseIds, (QStringList { QStringLiteral("a"), QStringLiteral("b") }));
    QCOMPARE(lines.at(0).phaseNames, (QStringList { QStringLiteral("First"), QStringLiteral("Second") }));
    QCOMPARE(lines.at(0).machines, 1);
    QCOMPARE(lines.at(0).hours, 16.0);
    QCOMPARE(lines.at(0).startDay, 0);
    QCOMPARE(lines.at(0).endDay, 0);
    QVERIFY(!lines.at(0).startDate); // the plan has no start date
    // c: 3 days after b ends at hour 16 → hour 88 = day 3, to hour 93, still day 3: its own line.
    QCOMPARE(lines.at(1).phaseIds, QStringList { QStringLiteral("c") });
    QCOMPARE(lines.at(1).startDay, 3);
    QCOMPARE(lines.at(1).endDay, 3);
    // d and e both start on day 10 (hour 240) and run at the same time: one line of two machines,
    // 30 + 20 = 50 hours; d ends at hour 270, day 11.
    QCOMPARE(lines.at(2).phaseIds, (QStringList { QStringLiteral("d"), QStringLiteral("e") }));
    QCOMPARE(lines.at(2).machines, 2);
    QCOMPARE(lines.at(2).hours, 50.0);
    QCOMPARE(lines.at(2).startDay, 10);
    QCOMPARE(lines.at(2).endDay, 11);
    QCOMPARE(lines.at(2).number, 3);
}

void TestBillOfQuantities::substitutesWithinTheMargin()
{
    // A data workload takes the same hours on every card: 100 GB at 10 GB/h at utilization 1 = 10 h
    // on one card. Costs to finish, billed exactly: L4 9 × 10 = 90 (the cheapest), A100 (the
    // phase's own card) 10.2 × 10 = 102, H100 10 × 10 = 100 = 90 × 1.111 (+11.1 %, within 15 %),
    // L40S 10.4 × 10 = 104 = 90 × 1.156 (+15.6 %, beyond 15 %).
    const Plan plan = test::planFrom(
        R"([{"id": "l4", "card": "l4", "cards": 1, "mode": "on_demand", "price_per_card_hour": 9},
            {"id": "a100", "card": "a100-sxm-80g", "cards": 1, "mode": "on_demand", "price_per_card_hour": 10.2},
            {"id": "h100", "card": "h100-sxm", "cards": 1, "mode": "on_demand", "price_per_card_hour": 10},
            {"id": "l40s", "card": "l40s", "cards": 1, "mode": "on_demand", "price_per_card_hour": 10.4}])",
        R"([{"id": "p", "name": "Prepare", "kind": "data_prep", "card": "a100-sxm-80g", "cards": 1,
             "utilization": 1, "workload": {"data_gb": 100, "throughput_gb_per_hour": 10}}])");
    const QList<BillLine> lines = BillOfQuantities::build(plan);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines.at(0).hours, 10.0);
    const QList<BillSubstitute>& subs = lines.at(0).substitutes;
    QCOMPARE(cards(subs), (QStringList { QStringLiteral("l4"), QStringLiteral("h100-sxm") }));
    QCOMPARE(subs.at(0).extra, 0.0);
    QVERIFY(std::abs(subs.at(1).extra - (100.0 / 90.0 - 1.0)) < 1e-9);
    QCOMPARE(BillOfQuantities::kSubstituteMargin, 0.15);
}

void TestBillOfQuantities::unknownScenarioIsRefused()
{
    QVERIFY_THROWS_EXCEPTION(
        InputException, BillOfQuantities::build(example("lora-7b.rentplan"), QStringLiteral("no such")));
    // The scenario's phases are the lines: the full fine-tune keeps the four phases.
    QCOMPARE(
        BillOfQuantities::build(example("lora-7b.rentplan"), QStringLiteral("Full fine-tune instead of LoRA")).size(),
        4);
}

QTEST_GUILESS_MAIN(TestBillOfQuantities)
#include "tst_billofquantities.moc"
