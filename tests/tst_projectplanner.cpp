// The project planner engine (docs/plan-format.md): every number below is worked out by hand in the comments.
#include "models/catalog/CardCatalog.h"
#include "models/plan/PlanFormat.h"
#include "models/planner/ProjectPlanner.h"
#include "models/planner/ProjectRecommendation.h"
#include "models/planner/RiskRegister.h"
#include "models/planner/Scaling.h"
#include "models/planner/ScenarioComparison.h"
#include "models/planner/WorkloadHours.h"
#include "tests/Near.h"
#include "tests/PlanFromJson.h"

#include <QtTest>

#include <cmath>

using namespace rp;
using rp::test::near;
using rp::test::planFrom;

namespace {

// One card per instance at 10 an hour, billed exactly: costs are cards × hours × 10.
const char* kTenAnHour = R"([{"id": "od", "card": "a100-sxm-80g", "mode": "on_demand", "price_per_card_hour": 10}])";

// 800 000 for an 8-card machine, 4 years to a 20 % residual, resale 25 % below book, 2 000 a month hosting.
const char* kMachine = R"({"card": "a100-sxm-80g", "cards": 8, "capex": 800000, "depreciation_years": 4,
    "residual_fraction": 0.2, "resale_discount": 0.25, "min_holding_months": 12, "hosting_per_month": 2000})";

} // namespace

class TestProjectPlanner : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void phaseTimingWithGapsAndRepeats();
    void rentIsTheSumOfPhasesPlusStorage();
    void ownedUtilization();
    void hybridSplitAndBestBaseline();
    void hybridRentsTheBaselineUntilDelivery();
    void hoursFromTrainingTokens();
    void twoNvlinkMachinesBeatOnePcieMachine();
    void decodeHoursFromBandwidth();
    void dearerCardWinsPerJob();
    void deadlineMakesBuyingInfeasible();
    void fineTuningExampleRentsForUnderHalf();
    void recommendationStatesItsRange();
    void scenarioReplacesPhases();
    void scenarioComparison();
    void nothingToOwnWithoutGpuDemand();
    void exampleShowsNvlinkMachinesBeatPcie();
};

void TestProjectPlanner::phaseTimingWithGapsAndRepeats()
{
    // prep:  no GPU, 10 h                          → 0 … 10
    // trial: 1 card, 4 h × 3 repeats, 1 day gap     → 10 + 24 = 34 … 34 + 12 = 46
    // train: 8 cards, 100 h, half a day gap         → 46 + 12 = 58 … 158
    // eval:  2 cards, 20 h, explicit start day 5    → 120 … 140 (runs beside training)
    // last:  1 card, 10 h, right after eval         → 140 … 150
    const Plan plan = planFrom(kTenAnHour, R"([
        {"id": "prep", "kind": "data_prep", "card": "none", "hours": 10},
        {"id": "trial", "kind": "trial", "card": "a100-sxm-80g", "cards": 1, "hours": 4, "repeats": 3, "gap_days": 1},
        {"id": "train", "kind": "full_training", "card": "a100-sxm-80g", "cards": 8, "hours": 100, "gap_days": 0.5},
        {"id": "eval", "kind": "evaluation", "card": "a100-sxm-80g", "cards": 2, "hours": 20, "start_day": 5},
        {"id": "last", "kind": "custom", "card": "a100-sxm-80g", "cards": 1, "hours": 10}])");
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    const double starts[] = { 0, 34, 58, 120, 140 };
    const double ends[] = { 10, 46, 158, 140, 150 };
    for (int i = 0; i < 5; ++i) {
        QVERIFY(near(r.phases.at(i).startHours, starts[i]));
        QVERIFY(near(r.phases.at(i).endHours, ends[i]));
    }
    QVERIFY(near(r.phases.at(1).hours, 12));
    // The timeline's peak: 120 … 140 has training (8) and evaluation (2) at once = 10 cards;
    // 140 … 150 has training and the last phase, 9.
    QCOMPARE(r.peakCards, 10);
    int atHour130 = -1;
    for (const TimelineStep& step : r.timeline) {
        if (step.startHours <= 130 && 130 < step.endHours)
            atHour130 = step.cards;
    }
    QCOMPARE(atHour130, 10);
    // The calendar ends with training: 158 h = 6.583 days.
    QVERIFY(near(r.calendarDays, 158.0 / 24.0));
    // Card-hours: 1·12 + 8·100 + 2·20 + 1·10 = 862.
    QVERIFY(near(r.totalCardHours, 862));
}

void TestProjectPlanner::rentIsTheSumOfPhasesPlusStorage()
{
    // 20 an hour per card, 1 card per instance, billed in whole hours, a 300-a-month disk per instance.
    const Plan plan = planFrom(R"([{"id": "od", "card": "a100-sxm-80g", "mode": "on_demand",
        "price_per_card_hour": 20, "billing_increment_hours": 1, "storage_per_month": 300}])",
        R"([{"id": "t", "kind": "trial", "card": "a100-sxm-80g", "cards": 1, "hours": 2.5, "offer": "od"},
            {"id": "f", "kind": "full_training", "card": "a100-sxm-80g", "cards": 4, "hours": 10, "gap_days": 2}])");
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    // Trial: 2.5 h billed as 3 h × 20 = 60, disk 300 × 2.5 / 730 = 1.0274.
    QVERIFY(near(r.phases.at(0).cost, 60 + 300 * 2.5 / 730));
    // Training: 4 × 20 × 10 = 800, four disks 4 × 300 × 10 / 730 = 16.438.
    QVERIFY(near(r.phases.at(1).cost, 800 + 4 * 300 * 10.0 / 730));
    QCOMPARE(r.phases.at(1).offer, QStringLiteral("od")); // "auto": the only offer for the card
    // The trial's disk is kept over the 2-day gap on the same offer: 300 × 48 / 730 = 19.726.
    QVERIFY(near(r.rent.storageCost, 300 * 48.0 / 730));
    QVERIFY(near(r.rent.cost, r.phases.at(0).cost + r.phases.at(1).cost + 300 * 48.0 / 730));
    QVERIFY(near(r.rent.cost, 897.1917808));
    // Idle card-hours paid: trial at the default 0.5 computes 1.25 of 3 billed hours; training at
    // the default 0.9 computes 36 of 40 card-hours: 1.75 + 4 = 5.75.
    QVERIFY(near(r.rent.idleCardHours, 5.75));
}

void TestProjectPlanner::ownedUtilization()
{
    // 2 cards for 730 h, then 8 cards for 730 h, both computing all the time.
    const Plan plan = planFrom(kTenAnHour,
        R"([{"id": "a", "card": "a100-sxm-80g", "cards": 2, "hours": 730, "utilization": 1},
            {"id": "b", "card": "a100-sxm-80g", "cards": 8, "hours": 730, "utilization": 1}])",
        kMachine);
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    // Rent: (2 + 8) × 730 × 10 = 73 000.
    QVERIFY(near(r.rent.cost, 73000));
    // Buy for the peak (8): one machine, busy 1 460 h but kept the 12-month minimum (8 760 h) before
    // it can be sold; in use 2·730 + 8·730 = 7 300 of 8·8 760 = 70 080 card-hours paid for.
    QCOMPARE(r.buy.machines, 1);
    QVERIFY(near(r.buy.heldHours, 1460));
    QVERIFY(near(r.buy.holdingHours, 8760));
    QVERIFY(near(r.buy.utilization, 7300.0 / 70080.0));
    // Sold at 12 months' book value, 800 000 − 640 000 × 1/4 = 640 000, less 25 % = 480 000.
    // Dedicated: 320 000 + 12 months × 2 000 of hosting = 344 000.
    QVERIFY(near(r.buy.resale, 480000));
    QVERIFY(near(r.buy.costDedicated, 344000));
    // Amortized: (640 000 / 48 + 2 000) × 2 months = 30 666.67.
    QVERIFY(near(r.buy.costAmortized, (640000.0 / 48 + 2000) * 2));
    QVERIFY(near(r.buy.idleCardHours, 70080 - 7300));
}

void TestProjectPlanner::hybridSplitAndBestBaseline()
{
    // A service on 4 cards all year and an 8-card peak for a week at day 100, both on the owned card.
    const Plan plan = planFrom(kTenAnHour,
        R"([{"id": "service", "kind": "inference_service", "card": "a100-sxm-80g", "cards": 4, "hours": 8760,
             "utilization": 1},
            {"id": "peak", "kind": "custom", "card": "a100-sxm-80g", "cards": 8, "hours": 168, "start_day": 100,
             "utilization": 1}])",
        kMachine);
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    // Rent: 4 × 8 760 × 10 + 8 × 168 × 10 = 350 400 + 13 440 = 363 840.
    QVERIFY(near(r.rent.cost, 363840));
    QCOMPARE(r.peakCards, 12);
    // One owned card held 8 760 h (= the 12-month minimum): an eighth of (800 000 − 480 000 resale
    // + 12 × 2 000 hosting) = 43 000. Each of the first 4 saves the service's 87 600 of rent;
    // the next ones only save the peak's 1 680 (the service holds the first 4 during the peak).
    const double perCard = (800000.0 - 480000.0 + 12 * 2000.0) / 8;
    QVERIFY(near(perCard, 43000));
    QCOMPARE(r.hybrid.curve.size(), qsizetype(13)); // B = 0 … 12
    QVERIFY(near(r.hybrid.curve.at(0).cost, 363840));
    for (int b = 1; b <= 4; ++b)
        QVERIFY(near(r.hybrid.curve.at(b).cost, 363840 - b * 87600.0 + b * perCard));
    // B = 5: the peak gets 1 owned card, rents 7: 7 × 1 680 + 5 × 43 000 = 226 760.
    QVERIFY(near(r.hybrid.curve.at(5).cost, 7 * 1680.0 + 5 * perCard));
    QVERIFY(near(r.hybrid.curve.at(12).cost, 12 * perCard));
    QCOMPARE(r.hybrid.baselineCards, 4);
    QVERIFY(near(r.hybrid.cost, 185440));
    // The owned baseline is busy all year: 4 × 8 760 of 4 × 8 760.
    QVERIFY(near(r.hybrid.utilization, 1.0));
    // Buying the peak: 2 machines (12 cards), 2 × (320 000 + 24 000) = 688 000; in use
    // (4 × 8 760 + 8 × 168) / (16 × 8 760) = 36 384 / 140 160.
    QCOMPARE(r.buy.machines, 2);
    QVERIFY(near(r.buy.costDedicated, 688000));
    QVERIFY(near(r.buy.utilization, 36384.0 / 140160.0));
    QCOMPARE(r.recommendation.strategy, QStringLiteral("hybrid"));
}

void TestProjectPlanner::hybridRentsTheBaselineUntilDelivery()
{
    // The service of the test above alone, computing half the time, with a 30-day lead time and a
    // deadline on the last day of the year. The baseline is ordered at the start and serves from day 30; its cards are
    // rented until then, so nothing waits and nothing is late.
    const QByteArray machine = QByteArray(kMachine).replace(
        R"("hosting_per_month": 2000})", R"("hosting_per_month": 2000, "lead_time_days": 30})");
    const Plan plan = planFrom(kTenAnHour,
        R"([{"id": "service", "kind": "inference_service", "card": "a100-sxm-80g", "cards": 4, "hours": 8760,
             "utilization": 0.5}])",
        machine.constData(), R"({"start_date": "2027-01-01", "deadline": "2027-12-31", "delay_cost_per_day": 1000})");
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    // Rent: 4 × 8 760 × 10 = 350 400, over 365 days: the deadline's last day, no slack.
    QVERIFY(near(r.rent.cost, 350400));
    QVERIFY(r.rent.deadline.feasible);
    // Buying waits 30 days for the machines: 395 days, 30 late.
    QVERIFY(!r.buy.feasible);
    QVERIFY(near(r.buy.deadline.daysLate, 30));
    // Hybrid, B owned cards: they serve 8 760 − 720 = 8 040 h and are rented for the first 720 h
    // (720 × 10 = 7 200 each); each still costs 43 000 owned (held the 12-month minimum). One
    // card saves 87 600 − 7 200 − 43 000 = 37 400, so B = 4: 350 400 − 4 × 37 400 = 200 800.
    QCOMPARE(r.hybrid.baselineCards, 4);
    QVERIFY(near(r.hybrid.baselineFromHours, 720));
    QVERIFY(near(r.hybrid.gapRentedCost, 4 * 720 * 10.0));
    QVERIFY(near(r.hybrid.rentedCost, 0));
    QVERIFY(near(r.hybrid.cost, 200800));
    QVERIFY(near(r.hybrid.curve.at(1).cost, 350400 - 37400));
    // No delay: the calendar is renting's, and the deadline holds.
    QVERIFY(near(r.hybrid.calendarDays, 365));
    QVERIFY(r.hybrid.feasible);
    QCOMPARE(r.recommendation.strategy, QStringLiteral("hybrid"));
    // One basis for use and idle time: computing card-hours. The 4 owned cards compute half of
    // their 8 040 h, 4 × 4 020 = 16 080 of the 4 × 8 760 = 35 040 held: 45.89 %, idle 18 960;
    // the rented gap adds its billed idle time, 4 × 720 × 0.5 = 1 440: 20 400 idle card-hours.
    QVERIFY(near(r.hybrid.utilization, 16080.0 / 35040.0));
    QVERIFY(near(r.hybrid.idleCardHours, 20400));
    // Buying for the peak of 4: one 8-card machine held 8 760 h: 4 × 4 380 = 17 520 computing
    // card-hours of 70 080, 25 %, and the other 52 560 idle: use + idle = what is held.
    QVERIFY(near(r.buy.utilization, 0.25));
    QVERIFY(near(r.buy.idleCardHours, 52560));
    // The budget gives the rented gap its own line, and the reason says it is in the net.
    QVERIFY(r.recommendation.reason.contains(QStringLiteral("30-day lead time")));
    // Its lead-time risk is renting longer, not waiting: 4 cards × 24 h × 10 = 960 a day of slip.
    const QList<Risk> risks = RiskRegister::build(plan, r);
    const auto lead = std::find_if(risks.begin(), risks.end(), [](const Risk& k) { return k.key == u"lead_time"; });
    QVERIFY(lead != risks.end());
    QVERIFY(near(lead->cost, 960));
    QVERIFY(near(lead->days, 30));
}

void TestProjectPlanner::hoursFromTrainingTokens()
{
    // 7 B parameters, 2·10⁹ tokens, full fine-tune with gradient checkpointing (the default, 8·P per token):
    // 8 · 7e9 · 2e9 = 1.12e20 FLOPs.
    // 8 H100 SXM (989 TFLOP/s dense bf16) at MFU 0.4 on NVLink: S(8) = 8 / (1 + 7 · 0.002) = 7.88955.
    // Hours = 1.12e20 / (989e12 · 0.4 · 7.88955) / 3 600 = 9.9680 h.
    const Plan plan = planFrom(R"([{"id": "h", "card": "h100-sxm", "cards": 8, "mode": "on_demand",
        "price_per_card_hour": 30}])",
        R"([{"id": "train", "kind": "full_training", "card": "h100-sxm", "cards": 8, "utilization": 0.8,
            "workload": {"params": 7e9, "estimate": {"task": "full"}, "tokens": 2e9, "mfu": 0.4}}])");
    const double s8 = 8.0 / (1.0 + 7.0 * 0.002);
    QVERIFY(near(s8, 7.889546351));
    const double computeHours = 8.0 * 7e9 * 2e9 / (989e12 * 0.4 * s8) / 3600.0;
    QVERIFY(near(computeHours, 9.96798, 1e-5));
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    QVERIFY(near(r.phases.at(0).computeHours, computeHours));
    // Billed = computing / utilization; cost 8 × 30 × billed.
    QVERIFY(near(r.phases.at(0).hours, computeHours / 0.8));
    QVERIFY(near(r.phases.at(0).cost, 8 * 30 * computeHours / 0.8));
    // Without recomputation: 6 · P · D.
    Workload w = *plan.phases.at(0).workload;
    w.estimate.recompute = Recompute::None;
    const MemoryEstimate e = WorkloadHours::estimate(w);
    QCOMPARE(e.params.active, Q_INT64_C(7000000000));
    QVERIFY(near(WorkloadHours::trainingFlopsPerToken(w, e), 6 * 7e9));
    // LoRA: 4 · P; QLoRA defaults to 0.6 × 0.4 = 0.24 MFU.
    w.estimate.task = Task::Lora;
    QVERIFY(near(WorkloadHours::trainingFlopsPerToken(w, e), 4 * 7e9));
    w.mfu.reset();
    w.estimate.task = Task::Qlora;
    QVERIFY(near(WorkloadHours::mfu(w), 0.24));
}

void TestProjectPlanner::twoNvlinkMachinesBeatOnePcieMachine()
{
    // Two 4-card NVLink machines joined by InfiniBand beat one 8-card PCIe machine: the slowest
    // link is as fast as NVLink, c = 0.002, S = 8 / (1 + 7 · 0.002) = 7.8895; PCIe, one machine:
    // 8 / (1 + 7 · 0.065) = 5.4983.
    const Card* sxm = CardCatalog::builtIn().find(QStringLiteral("a100-sxm-80g"));
    const Card* pcie = CardCatalog::builtIn().find(QStringLiteral("a100-pcie-80g"));
    scaling::MachineLinks fabric;
    fabric.cardsPerMachine = 4;
    fabric.fastFabric = true;
    const double twoMachines = scaling::clusterSpeedup(8, fabric, *sxm, Task::Full);
    const double onePcie = scaling::clusterSpeedup(8, 8, *pcie, Task::Full);
    QVERIFY(near(twoMachines, 8 / 1.014));
    QVERIFY(near(onePcie, 8 / 1.455));
    QVERIFY(twoMachines > onePcie);
    // On an unknown network between them (c = 0.2, the slowest link the gradients cross) the two
    // lose: 8 / (1 + 7 · 0.2) = 3.333.
    QVERIFY(near(scaling::clusterSpeedup(8, 4, *sxm, Task::Full), 8 / 2.4));
    // The same in hours of a phase (same 312 TFLOP/s on both cards): rented as 4-card instances of
    // the SXM card on InfiniBand it finishes sooner than on one 8-card PCIe instance.
    const Plan plan = planFrom(R"([{"id": "sxm4", "card": "a100-sxm-80g", "cards": 4, "mode": "on_demand",
        "price_per_card_hour": 10, "fabric": "infiniband"}, {"id": "pcie8", "card": "a100-pcie-80g", "cards": 8,
        "mode": "on_demand", "price_per_card_hour": 10}])",
        R"([{"id": "a", "card": "a100-sxm-80g", "cards": 8, "offer": "sxm4", "utilization": 1,
             "workload": {"params": 7e9, "estimate": {"task": "full", "recompute": "none"}, "tokens": 1e9}},
            {"id": "b", "card": "a100-pcie-80g", "cards": 8, "offer": "pcie8", "utilization": 1,
             "workload": {"params": 7e9, "estimate": {"task": "full", "recompute": "none"}, "tokens": 1e9}}])");
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    const double flops = 6.0 * 7e9 * 1e9; // "recompute": "none": 6·P per token (Kaplan et al. 2020)
    QVERIFY(near(r.phases.at(0).hours, flops / (312e12 * 0.4 * twoMachines) / 3600));
    QVERIFY(near(r.phases.at(1).hours, flops / (312e12 * 0.4 * onePcie) / 3600));
    QVERIFY(r.phases.at(0).hours < r.phases.at(1).hours);
}

void TestProjectPlanner::decodeHoursFromBandwidth()
{
    // Llama-2 7B (the shipped config.json preset; 6,738,415,616 parameters as published and as
    // tst_memoryestimator checks): bf16 weights 13,476,831,232 bytes; KV cache 2 · 32 layers ·
    // 32 heads · 128 · 2 bytes = 524,288 bytes per token. One A100 SXM 80 GB: 2 039 GB/s at η = 0.7.
    const Plan plan = planFrom(R"([{"id": "a", "card": "a100-sxm-80g", "mode": "on_demand",
        "price_per_card_hour": 10}])",
        R"([{"id": "eval", "kind": "evaluation", "card": "a100-sxm-80g", "cards": 1, "utilization": 1,
            "workload": {"model": "llama-2-7b", "estimate": {"task": "inference", "context": 1024, "batch": 1},
                         "tokens_out": 1e6}}])");
    const Workload& w = *plan.phases.at(0).workload;
    const MemoryEstimate e = WorkloadHours::estimate(w);
    QCOMPARE(e.params.active, Q_INT64_C(6738415616));
    QCOMPARE(qint64(e.totals.weightBytes), Q_INT64_C(13476831232));
    QCOMPARE(e.kvBytesPerToken, Q_INT64_C(524288));
    // Batch 1, 1 024 tokens held: each step reads 13,476,831,232 + 524,288 · 1 024 = 14,013,702,144 bytes
    // at 2 039e9 · 0.7 = 1.4273e12 B/s = 9.8183 ms (the compute bound 2 · P / (312e12 · 0.4) = 0.108 ms is
    // smaller); 10⁶ tokens = 10⁶ steps = 9 818.3 s = 2.7273 h.
    const double step1 = (13476831232.0 + 524288.0 * 1024) / (2039e9 * 0.7);
    QVERIFY(near(step1, 0.00981833, 1e-5));
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    QVERIFY(near(r.phases.at(0).computeHours, 1e6 * step1 / 3600));
    // Batch 16 shares the weight read: (13,476,831,232 + 16 · 536,870,912) / 1.4273e12 = 15.460 ms per
    // step of 16 tokens; 62 500 steps = 966.3 s.
    Plan batched = plan;
    batched.phases[0].workload->estimate.batch = 16;
    const double step16 = (13476831232.0 + 16 * 524288.0 * 1024) / (2039e9 * 0.7);
    const ProjectResult b = ProjectPlanner::evaluate(batched);
    QVERIFY(near(b.phases.at(0).computeHours, 62500 * step16 / 3600));
    QVERIFY(b.phases.at(0).computeHours < r.phases.at(0).computeHours / 10);
    // Prefill is compute-bound: 10⁶ prompt tokens = 2 · P · 10⁶ / (312e12 · 0.4) = 107.99 s.
    Plan prompts = plan;
    prompts.phases[0].workload->tokensIn = 1e6;
    const ProjectResult p = ProjectPlanner::evaluate(prompts);
    QVERIFY(near(
        p.phases.at(0).computeHours - r.phases.at(0).computeHours, 2.0 * 6738415616.0 * 1e6 / (312e12 * 0.4) / 3600));
}

void TestProjectPlanner::dearerCardWinsPerJob()
{
    // An H100 at twice the A100's price finishes the job 989 / 312 = 3.17 times sooner, so it is
    // cheaper per job: the ranking is by cost to finish, not price per hour.
    const Plan plan = planFrom(R"([
        {"id": "a100", "card": "a100-sxm-80g", "cards": 8, "mode": "on_demand", "price_per_card_hour": 20},
        {"id": "h100", "card": "h100-sxm", "cards": 8, "mode": "on_demand", "price_per_card_hour": 40}])",
        R"([{"id": "train", "kind": "full_training", "card": "a100-sxm-80g", "cards": 8, "utilization": 1,
            "workload": {"params": 7e9, "estimate": {"task": "full"}, "tokens": 2e9}}])");
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    const QList<RankingEntry>& ranking = r.phases.at(0).ranking;
    QVERIFY(!ranking.isEmpty());
    const double s8 = 8.0 / (1.0 + 7.0 * 0.002);
    // 8 · 7e9 · 2e9 = 1.12e20 FLOPs (gradient checkpointing, the default).
    const double h100Hours = 1.12e20 / (989e12 * 0.4 * s8) / 3600; // 9.968 h
    const double a100Hours = 1.12e20 / (312e12 * 0.4 * s8) / 3600; // 31.597 h
    QCOMPARE(ranking.at(0).card, QStringLiteral("h100-sxm"));
    QCOMPARE(ranking.at(0).offer, QStringLiteral("h100"));
    QCOMPARE(ranking.at(0).cards, 8);
    QVERIFY(ranking.at(0).fits);
    QVERIFY(near(ranking.at(0).cost, 8 * 40 * h100Hours)); // 3 189.8
    QCOMPARE(ranking.at(1).card, QStringLiteral("a100-sxm-80g"));
    QVERIFY(near(ranking.at(1).cost, 8 * 20 * a100Hours)); // 5 055.6
    // The phase itself runs on the A100 it was given.
    QVERIFY(near(r.phases.at(0).cost, 8 * 20 * a100Hours));
    // Catalog cards nobody quoted are listed with no price.
    bool unquoted = false;
    for (const RankingEntry& e : ranking)
        unquoted = unquoted || (e.offer.isEmpty() && std::isnan(e.cost) && e.card == QStringLiteral("h200"));
    QVERIFY(unquoted);
}

void TestProjectPlanner::deadlineMakesBuyingInfeasible()
{
    // 30 days' lead time; the project runs 10 days and must end by the end of 2027-01-24, its 21st day.
    const Plan plan = planFrom(kTenAnHour, R"([{"id": "a", "card": "a100-sxm-80g", "cards": 8, "hours": 240}])",
        R"({"card": "a100-sxm-80g", "capex": 800000, "lead_time_days": 30})",
        R"({"start_date": "2027-01-04", "deadline": "2027-01-24", "delay_cost_per_day": 1000})");
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    QVERIFY(near(r.buy.startDelayDays, 30));
    QVERIFY(near(r.buy.calendarDays, 40));
    QVERIFY(!r.buy.feasible);
    // The delay cost per day now lives in `project`: 30 × 1 000.
    QVERIFY(near(r.buy.delayCost, 30000));
    QCOMPARE(r.recommendation.strategy, QStringLiteral("rent"));
    QVERIFY(r.recommendation.reason.contains(QStringLiteral("deadline")));
}

void TestProjectPlanner::fineTuningExampleRentsForUnderHalf()
{
    // Renting each phase at its own size costs a fraction of buying for the peak.
    InputError error;
    const auto plan = PlanFormat::load(QStringLiteral(":/data/examples/lora-7b.rentplan"), &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    QCOMPARE(plan->phases.size(), qsizetype(4));
    const ProjectResult r = ProjectPlanner::evaluate(*plan);
    QVERIFY(r.rent.complete);
    QVERIFY2(r.rent.cost < 0.5 * r.buy.costDedicated,
        qPrintable(QStringLiteral("%1 vs %2").arg(r.rent.cost).arg(r.buy.costDedicated)));
    QCOMPARE(r.recommendation.strategy, QStringLiteral("rent"));
}

void TestProjectPlanner::recommendationStatesItsRange()
{
    // ownedUtilization's plan: rent 73 000 against buying 344 000. Without resale buying costs
    // 344 000 + 480 000 = 824 000, so it would tie with renting at a resale of
    // (824 000 − 73 000) / 800 000 = 94 % of the price: more than the machine can fetch.
    const Plan plan = planFrom(kTenAnHour,
        R"([{"id": "a", "card": "a100-sxm-80g", "cards": 2, "hours": 730, "utilization": 1},
            {"id": "b", "card": "a100-sxm-80g", "cards": 8, "hours": 730, "utilization": 1}])",
        kMachine);
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    QCOMPARE(r.recommendation.strategy, QStringLiteral("rent"));
    QVERIFY(near(ProjectRecommendation::breakEvenResaleShare(plan, r, r.rent.cost), (824000.0 - 73000.0) / 800000.0));
    QVERIFY2(r.recommendation.range.contains(QStringLiteral("94 %")), qPrintable(r.recommendation.range));
    QVERIFY2(r.recommendation.range.contains(QStringLiteral("60 %")), qPrintable(r.recommendation.range));
}

void TestProjectPlanner::scenarioReplacesPhases()
{
    Plan plan = planFrom(kTenAnHour, R"([{"id": "a", "card": "a100-sxm-80g", "cards": 2, "hours": 10}])");
    Scenario bigger;
    bigger.name = QStringLiteral("bigger");
    bigger.phases = plan.phases;
    bigger.phases[0].cards = 4;
    plan.scenarios.append(bigger);
    // 2 × 10 × 10 = 200 for the plan, 4 × 10 × 10 = 400 for the scenario.
    QVERIFY(near(ProjectPlanner::evaluate(plan).rent.cost, 200));
    QVERIFY(near(ProjectPlanner::evaluate(plan, QStringLiteral("bigger")).rent.cost, 400));
    try {
        ProjectPlanner::evaluate(plan, QStringLiteral("missing"));
        QFAIL("an unknown scenario was accepted");
    } catch (const InputException& e) {
        QVERIFY(e.error().message.contains(QStringLiteral("bigger")));
    }
}

void TestProjectPlanner::scenarioComparison()
{
    // Plan: a = 2 cards × 10 h = 200, b = 1 card × 5 h = 50 (total 250).
    // Scenario "s": a on 4 cards = 400, b dropped, c = 1 card × 3 h = 30 (total 430).
    Plan plan = planFrom(kTenAnHour, R"([{"id": "a", "card": "a100-sxm-80g", "cards": 2, "hours": 10},
        {"id": "b", "card": "a100-sxm-80g", "cards": 1, "hours": 5}])");
    Scenario s;
    s.name = QStringLiteral("s");
    s.phases = { plan.phases.at(0) };
    s.phases[0].cards = 4;
    Phase c = plan.phases.at(1);
    c.id = QStringLiteral("c");
    c.hours = 3;
    s.phases.append(c);
    plan.scenarios.append(s);
    const ScenarioComparison cmp = ScenarioComparison::compare(plan, {}, QStringLiteral("s"));
    QVERIFY(near(cmp.a.rent.cost, 250));
    QVERIFY(near(cmp.b.rent.cost, 430));
    QCOMPARE(cmp.phases.size(), qsizetype(3));
    QCOMPARE(cmp.phases.at(0).id, QStringLiteral("a"));
    QVERIFY(near(cmp.phases.at(0).costDelta(), 200));
    QCOMPARE(cmp.phases.at(0).cardsB, 4);
    QCOMPARE(cmp.phases.at(1).id, QStringLiteral("b"));
    QVERIFY(!cmp.phases.at(1).costB);
    QVERIFY(near(cmp.phases.at(1).costDelta(), -50));
    QCOMPARE(cmp.phases.at(2).id, QStringLiteral("c"));
    QVERIFY(!cmp.phases.at(2).costA);
    QVERIFY(near(cmp.phases.at(2).costDelta(), 30));
}

void TestProjectPlanner::nothingToOwnWithoutGpuDemand()
{
    // With self-build figures but no phase on a GPU, buying used to price one machine held for
    // nothing (599 000 for the example's 8 × A100), the first number a new user saw. There is no
    // peak to size a purchase for: buy and hybrid are not offered, and the sentence says why.
    const Plan empty = planFrom(kTenAnHour, "[]", kMachine);
    ProjectResult r = ProjectPlanner::evaluate(empty);
    QCOMPARE(r.peakCards, 0);
    QVERIFY(!r.buy.available);
    QVERIFY(!r.hybrid.available);
    QVERIFY(r.hybrid.curve.isEmpty());
    QVERIFY(r.recommendation.strategy.isEmpty());
    QCOMPARE(r.recommendation.reason, ProjectRecommendation::tr("Add phases to see what the project costs."));

    // One CPU-only phase of 10 h and no CPU offer: it has no price yet, and buying is still not offered.
    const Plan cpuOnly
        = planFrom(kTenAnHour, R"([{"id": "prep", "kind": "data_prep", "card": "none", "hours": 10}])", kMachine);
    r = ProjectPlanner::evaluate(cpuOnly);
    QVERIFY(!r.buy.available);
    QCOMPARE(r.recommendation.strategy, QStringLiteral("rent"));
    QVERIFY2(r.recommendation.reason.contains(QStringLiteral("nothing to buy")), qPrintable(r.recommendation.reason));
}

void TestProjectPlanner::exampleShowsNvlinkMachinesBeatPcie()
{
    // The shipped 7B example: its scenario "Full fine-tune instead of LoRA" trains every weight on
    // 8 A100s. Two 4-card NVLink machines on RoCE (18 per card-hour) finish it for less than one
    // 8-card PCIe machine (15.50 per card-hour, 14 % cheaper by the hour), because the PCIe machine
    // scales to S(8) = 8 / (1 + 7 · 0.065) = 5.498 and the two NVLink machines to 8 / 1.014 = 7.890
    // (the hand calculation of twoNvlinkMachinesBeatOnePcieMachine).
    InputError error;
    const auto plan = PlanFormat::load(QStringLiteral(":/data/examples/lora-7b.rentplan"), &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    const ProjectResult r = ProjectPlanner::evaluate(*plan, QStringLiteral("Full fine-tune instead of LoRA"));
    QCOMPARE(r.phases.at(2).id, QStringLiteral("train"));
    const RankingEntry* nvlink = nullptr;
    const RankingEntry* pcie = nullptr;
    for (const RankingEntry& e : r.phases.at(2).ranking) {
        if (e.offer == QLatin1String("a100-x4-hourly"))
            nvlink = &e;
        if (e.offer == QLatin1String("a100-pcie-x8-hourly"))
            pcie = &e;
    }
    QVERIFY(nvlink && pcie);
    QCOMPARE(nvlink->cards, 8);
    QCOMPARE(pcie->cards, 8);
    // Same 312 TFLOP/s card, same FLOPs: the hours differ by the speed-ups alone.
    QVERIFY(near(pcie->hours / nvlink->hours, (8 / 1.014) / (8 / 1.455), 1e-9));
    QVERIFY(nvlink->cost < pcie->cost);
    // And the ranking puts it first of the two.
    QVERIFY(nvlink < pcie);
}

QTEST_GUILESS_MAIN(TestProjectPlanner)
#include "tst_projectplanner.moc"
