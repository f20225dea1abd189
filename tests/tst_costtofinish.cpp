// The one cost-to-finish ranking and the strategies built on it: only setups that run, scaling
// from the links a split's traffic crosses, owned hardware costed for as long as it is held,
// deadlines for every strategy, CPU phases and data transfer priced. Every expected number is
// worked out by hand in the comments.
#include "models/catalog/CardCatalog.h"
#include "models/common/Translation.h"
#include "models/cost/PlanEvaluation.h"
#include "models/memory/MemoryEstimator.h"
#include "models/plan/PhaseKinds.h"
#include "models/plan/PlanFormat.h"
#include "models/planner/CardUsage.h"
#include "models/planner/CostToFinish.h"
#include "models/planner/PhaseSchedule.h"
#include "models/planner/ProjectPlanner.h"
#include "models/planner/Scaling.h"
#include "models/planner/WorkloadHours.h"
#include "models/quote/QuoteComparison.h"
#include "models/quote/QuoteRules.h"
#include "tests/Near.h"
#include "tests/PlanFromJson.h"

#include <QtTest>

#include <cmath>
#include <random>

using namespace rp;
using rp::test::near;
using rp::test::planFrom;

namespace {

const RankingEntry* entryFor(const QList<RankingEntry>& ranking, const QString& offer, const QString& card = {})
{
    for (const RankingEntry& e : ranking) {
        if (e.offer == offer && (card.isEmpty() || e.card == card))
            return &e;
    }
    return nullptr;
}

// 8 × H100 for one 4 500-hour phase at 40 a card-hour, or one 8-card machine bought for 2.4 M.
const char* kH100Offer = R"([{"id": "h100", "provider": "Cloud", "card": "h100-sxm", "cards": 8,
    "mode": "on_demand", "price_per_card_hour": 40}])";
const char* kH100Machine = R"({"card": "h100-sxm", "cards": 8, "capex": 2400000, "depreciation_years": 3,
    "residual_fraction": 0.2, "resale_discount": 0.3, "min_holding_months": 12, "hosting_per_month": 9000,
    "ops_per_month": 6000, "maintenance_fraction_per_year": 0.05, "power_kw": 8, "idle_power_kw": 2, "pue": 1,
    "electricity_per_kwh": 1})";

} // namespace

class TestCostToFinish : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void heldForTheMinimumHoldingRentWins();
    void deadlineDayIsInclusive();
    void deadlineForEveryStrategy();
    void oneCardMachinesCannotSplitTensors();
    void zero3AcrossOneCardMachines();
    void loraReplicasSyncOnlyAdapters();
    void uploadIsNotEgress();
    void cpuPhasePricedByCpuOffer();
    void cpuPhaseWithoutOfferIsIncomplete();
    void offerWithoutPriceIsNeverRanked();
    void offerNamesAreUniqueInThePlan();
    void quotesServeOtherCardsAtTheirOwnHours();
    void cpuCoresCurveIsSmooth();
    void ownedCardMustFitTheModel();
    void recommendationNamesWhatIsDone();
    void defaultUtilizationFromThePlan();
    void networkHopNeverFaster();
    void everyRecommendedSetupRuns();
    void cardUsageMatchesCounting();
    void timelineListsOnlyRunningPhases();
    void briefSaysHowTheCardsRun();
    void estimatorInputCarriesTheSplit();
};

void TestCostToFinish::initTestCase()
{
    // The English catalogue: counted words ("%n card(s)") take their English plural forms from it.
    QVERIFY(Translation::install(QStringLiteral("en")));
}

void TestCostToFinish::heldForTheMinimumHoldingRentWins()
{
    const Plan plan = planFrom(kH100Offer,
        R"([{"id": "train", "kind": "full_training", "card": "h100-sxm", "cards": 8, "hours": 4500,
             "utilization": 1}])",
        kH100Machine);
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    // Rent: 8 × 40 × 4 500 = 1 440 000.
    QVERIFY(near(r.rent.cost, 1440000));
    // Buy one machine, held 4 500 h but kept the 12-month minimum (8 760 h) the resale assumes:
    // book(8 760) = 2 400 000 − 1 920 000 × 8 760 / 26 280 = 1 760 000; resale × 0.7 = 1 232 000.
    // Running: 9 000 + 6 000 + 5 % × 2 400 000 / 12 = 25 000 a month × 12 = 300 000.
    // Energy: 1 kW a card busy for 8 × 4 500 = 36 000 card-hours = 36 000 kWh; idle 0.25 kW a card
    // for 8 × 8 760 − 36 000 = 34 080 card-hours = 8 520 kWh; 44 520 at 1 a kWh.
    QCOMPARE(r.buy.machines, 1);
    QVERIFY(near(r.buy.holdingHours, 8760));
    QVERIFY(near(r.buy.capex, 2400000));
    QVERIFY(near(r.buy.resale, 1232000));
    QVERIFY(near(r.buy.runningCost, 300000));
    QVERIFY(near(r.buy.energyCost, 44520));
    // Net 2 400 000 − 1 232 000 + 300 000 + 44 520 = 1 512 520: renting wins by 72 520. Running costs
    // for the 4 500 hours alone (154 110) and no idle energy would have made buying look 81 410 cheaper.
    QVERIFY(near(r.buy.costDedicated, 1512520));
    // Utilization over what is paid for: 36 000 of 70 080 card-hours.
    QVERIFY(near(r.buy.utilization, 36000.0 / 70080.0));
    // Hybrid: owning part of the machine saves no rent (the offer rents whole 8-card instances), and
    // one owned card costs 1/8 of (2 400 000 − 1 232 000 + 300 000) = 183 500 plus energy
    // 4 500 + 0.25 × 4 260 = 5 565: 1 440 000 + 189 065 = 1 629 065. All 8 owned: 1 512 520.
    QVERIFY(near(r.hybrid.curve.at(1).cost, 1629065));
    QVERIFY(near(r.hybrid.curve.at(8).cost, 1512520));
    QCOMPARE(r.hybrid.baselineCards, 0);
    QCOMPARE(r.recommendation.strategy, QStringLiteral("rent"));
    QVERIFY(r.recommendation.reason.startsWith(QStringLiteral("Rent each phase")));
    QVERIFY2(!r.recommendation.reason.contains(QStringLiteral("rent the peaks")), qPrintable(r.recommendation.reason));
}

void TestCostToFinish::deadlineDayIsInclusive()
{
    // One 8-card phase of 252 h = 10.5 days at 100 a card-hour: renting costs 8 × 100 × 252 = 201 600.
    // One machine for 100 000 with a 10-day lead time: bought, it ends on day 20.5.
    // The deadline 2027-01-24 is the 21st day from 2027-01-04: work may go on until its end.
    const char* offers = R"([{"id": "od", "card": "a100-sxm-80g", "cards": 8, "mode": "on_demand",
        "price_per_card_hour": 100}])";
    const char* phases = R"([{"id": "a", "card": "a100-sxm-80g", "cards": 8, "hours": 252, "utilization": 1}])";
    const char* machine = R"({"card": "a100-sxm-80g", "cards": 8, "capex": 100000, "depreciation_years": 3,
        "residual_fraction": 0, "resale_discount": 0.3, "min_holding_months": 12, "lead_time_days": 10})";
    const ProjectResult r = ProjectPlanner::evaluate(
        planFrom(offers, phases, machine, R"({"start_date": "2027-01-04", "deadline": "2027-01-24"})"));
    QVERIFY(near(r.rent.cost, 201600));
    QVERIFY(near(r.buy.calendarDays, 20.5));
    QVERIFY(r.buy.feasible);
    QVERIFY(near(r.buy.deadline.slackDays, 0.5));
    QVERIFY(near(r.rent.deadline.slackDays, 10.5));
    // Resale after the 12-month minimum: (100 000 − 100 000 × 8 760 / 26 280) × 0.7 = 46 666.67;
    // net 53 333.33 against 201 600 for renting.
    QVERIFY(near(r.buy.costDedicated, 100000 - 100000.0 * 2 / 3 * 0.7));
    QCOMPARE(r.recommendation.strategy, QStringLiteral("buy"));

    // A day earlier the purchase is half a day late: the recommendation never picks it while
    // renting meets the deadline.
    const ProjectResult late = ProjectPlanner::evaluate(
        planFrom(offers, phases, machine, R"({"start_date": "2027-01-04", "deadline": "2027-01-23"})"));
    QVERIFY(!late.buy.feasible);
    QVERIFY(near(late.buy.deadline.daysLate, 0.5));
    QVERIFY(!late.hybrid.feasible || late.hybrid.baselineCards == 0);
    QCOMPARE(late.recommendation.strategy, QStringLiteral("rent"));
}

void TestCostToFinish::deadlineForEveryStrategy()
{
    // The deadline 2027-01-10 leaves 7 days: renting (10.5 days) is 3.5 days late, buying (20.5) 13.5.
    const ProjectResult r = ProjectPlanner::evaluate(planFrom(
        R"([{"id": "od", "card": "a100-sxm-80g", "cards": 8, "mode": "on_demand", "price_per_card_hour": 100}])",
        R"([{"id": "a", "card": "a100-sxm-80g", "cards": 8, "hours": 252, "utilization": 1}])",
        R"({"card": "a100-sxm-80g", "cards": 8, "capex": 100000, "lead_time_days": 10})",
        R"({"start_date": "2027-01-04", "deadline": "2027-01-10"})"));
    QVERIFY(!r.rent.deadline.feasible);
    QVERIFY(near(r.rent.deadline.daysLate, 3.5));
    QVERIFY(near(r.buy.deadline.daysLate, 13.5));
    QVERIFY(!r.buy.feasible);
    // None meets it: the least late is named.
    QCOMPARE(r.recommendation.strategy, QStringLiteral("rent"));
    QVERIFY2(r.recommendation.reason.contains(QStringLiteral("No strategy meets the deadline")),
        qPrintable(r.recommendation.reason));
    QVERIFY2(r.recommendation.reason.contains(QStringLiteral("3.5")), qPrintable(r.recommendation.reason));
}

void TestCostToFinish::oneCardMachinesCannotSplitTensors()
{
    // Llama-2 7B LoRA at 4 096 tokens, micro-batch 4, no recomputation. Its activations alone need
    // more than one L4: the gated layer keeps s·b·(12h + 4·k·d + 8·I) bytes (docs/memory-model.md)
    // = 4 096 · 4 · (12 · 4 096 + 4 · 4 096 + 8 · 11 008) = 2 516 582 400 bytes a layer, 32 layers
    // = 80.5 GB. Data parallelism splits no activations, so only tensor parallelism inside one
    // machine helps, and `l4-1` rents 1-card machines.
    const Plan plan = planFrom(R"([
        {"id": "l4-1", "card": "l4", "cards": 1, "mode": "on_demand", "price_per_card_hour": 3},
        {"id": "l4-8", "card": "l4", "cards": 8, "mode": "on_demand", "price_per_card_hour": 3},
        {"id": "a100-8", "card": "a100-sxm-80g", "cards": 8, "mode": "on_demand", "price_per_card_hour": 18}])",
        R"([{"id": "train", "kind": "full_training", "card": "a100-sxm-80g", "cards": 8,
             "workload": {"model": "llama-2-7b", "estimate": {"task": "lora", "context": 4096, "batch": 4,
                          "recompute": "none"}, "tokens": 6e9}}])");
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    const cost_to_finish::Work work = cost_to_finish::prepare(plan.phases.at(0), 0.9);
    QVERIFY(work.device.activationBytes >= 32 * 2516582400.0);
    QVERIFY(work.device.activationBytes > double(CardCatalog::builtIn().find(QStringLiteral("l4"))->memoryBytes()));

    const RankingEntry* oneCard = entryFor(r.phases.at(0).ranking, QStringLiteral("l4-1"));
    QVERIFY(oneCard);
    QVERIFY(!oneCard->runs());
    QCOMPARE(oneCard->problem, QStringLiteral("machine_size"));
    QVERIFY2(oneCard->reason.contains(QStringLiteral("tensor parallel")), qPrintable(oneCard->reason));
    QVERIFY(!oneCard->priced());
    // On 8-card L4 machines the split runs, tensor parallel within the machine, and at 8 × 3 an
    // hour against 8 × 18 for the A100s (2.6 times faster: 312 / 121 TFLOP/s) it is the cheapest.
    const RankingEntry* eightCards = entryFor(r.phases.at(0).ranking, QStringLiteral("l4-8"));
    QVERIFY(eightCards);
    QVERIFY(eightCards->runs());
    QVERIFY(eightCards->split.tp > 1);
    QVERIFY(eightCards->split.tp <= eightCards->cardsPerMachine);
    QCOMPARE(eightCards->machines, 1);
    QCOMPARE(r.phases.at(0).ranking.first().offer, QStringLiteral("l4-8"));
}

void TestCostToFinish::zero3AcrossOneCardMachines()
{
    // Llama-2 70B LoRA on 16 L40S with full recomputation: 138 GB of 16-bit weights do not fit a
    // 45 GiB card unless ZeRO-3 shards them, and ZeRO-3 gathers every weight each step.
    const Plan plan = planFrom(R"([
        {"id": "l40s-1", "card": "l40s", "cards": 1, "mode": "on_demand", "price_per_card_hour": 8},
        {"id": "l40s-8", "card": "l40s", "cards": 8, "mode": "on_demand", "price_per_card_hour": 8},
        {"id": "l40s-8-ib", "card": "l40s", "cards": 8, "fabric": "infiniband", "mode": "on_demand",
         "price_per_card_hour": 8}])",
        R"([{"id": "train", "kind": "full_training", "card": "l40s", "cards": 16, "utilization": 1,
             "workload": {"model": "llama-2-70b", "estimate": {"task": "lora", "context": 4096, "batch": 1,
                          "recompute": "full"}, "tokens": 1e8}}])");
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    const RankingEntry* single = entryFor(r.phases.at(0).ranking, QStringLiteral("l40s-1"));
    const RankingEntry* eight = entryFor(r.phases.at(0).ranking, QStringLiteral("l40s-8"));
    const RankingEntry* fabric = entryFor(r.phases.at(0).ranking, QStringLiteral("l40s-8-ib"));
    QVERIFY(single && eight && fabric);
    QVERIFY(single->runs() && eight->runs() && fabric->runs());
    QCOMPARE(single->cards, 16);
    QCOMPARE(single->machines, 16);
    QCOMPARE(single->split.tp, qint64(1));
    QCOMPARE(single->split.zero, 3);
    // The gathers cross the network between machines, an unknown one (c = 0.2), the slowest link:
    // S = 16 / (1 + 15 · 0.2) = 4, not the 15.5 of NVLink-class scaling.
    QVERIFY(near(single->scaling, 4.0));
    // Two 8-card machines on the same unknown network are held back by it just as much.
    QCOMPARE(eight->machines, 2);
    QVERIFY(near(eight->scaling, 4.0));
    // On InfiniBand the slowest link is the cards' own PCIe (c = 0.065): S = 16 / 1.975 = 8.10.
    QCOMPARE(fabric->machines, 2);
    QVERIFY(near(fabric->scaling, 16.0 / 1.975));
    // Hours: 6 · P · tokens (LoRA 4·P, recomputation 2·P more) / (362 TFLOP/s · 0.4 · S).
    const double p = double(cost_to_finish::prepare(plan.phases.at(0), 1).estimate->params.active);
    QVERIFY(near(single->computeHours, 6.0 * p * 1e8 / (362e12 * 0.4 * 4.0) / 3600));
    QVERIFY(near(fabric->computeHours, 6.0 * p * 1e8 / (362e12 * 0.4 * 16.0 / 1.975) / 3600));
    // At the same price per card-hour the machines on InfiniBand finish it cheapest, and first.
    QVERIFY(fabric->cost < single->cost);
    QCOMPARE(r.phases.at(0).ranking.first().offer, QStringLiteral("l40s-8-ib"));
}

void TestCostToFinish::loraReplicasSyncOnlyAdapters()
{
    // A 7B LoRA that fits one A100 80GB, on eight 1-card machines: plain data parallelism with
    // replicated weights sends only the adapters, c = 0.002 on any link: S(8) = 8 / 1.014.
    const Plan plan = planFrom(
        R"([{"id": "a1", "card": "a100-sxm-80g", "cards": 1, "mode": "on_demand", "price_per_card_hour": 20}])",
        R"([{"id": "t", "kind": "full_training", "card": "a100-sxm-80g", "cards": 8, "utilization": 1,
             "workload": {"model": "llama-2-7b", "estimate": {"task": "lora", "context": 2048, "batch": 1,
                          "recompute": "full"}, "tokens": 1e9}}])");
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    const PhaseResult& t = r.phases.at(0);
    QCOMPARE(t.split.dp, qint64(8));
    QCOMPARE(t.split.zero, 0);
    QCOMPARE(t.split.tp, qint64(1));
    QCOMPARE(t.machines, 8);
    QVERIFY(near(t.scaling, 8.0 / 1.014));
}

void TestCostToFinish::uploadIsNotEgress()
{
    // 2 000 GB uploaded and 100 GB of results downloaded at 1 Gbit/s: 2 100 × 8 / 1 000 × 1 000 s =
    // 16 800 s = 4.6667 h, billed on the card. Egress 0.8 a GB applies to the 100 GB out only: 80.
    // Cost: 20 × (10 + 4.6667) + 80 = 373.33.
    const char* phases = R"([{"id": "t", "card": "a100-sxm-80g", "cards": 1, "hours": 10,
        "transfer": {"data_gb": 2000, "bandwidth_mbps": 1000, "data_out_gb": 100}}])";
    const ProjectResult r = ProjectPlanner::evaluate(planFrom(R"([{"id": "a", "card": "a100-sxm-80g",
        "mode": "on_demand", "price_per_card_hour": 20, "egress_per_gb": 0.8}])",
        phases));
    const PhaseResult& t = r.phases.at(0);
    QVERIFY(near(t.transferHours, 16800.0 / 3600));
    QVERIFY(near(t.egressCost, 80));
    QCOMPARE(t.ingressCost, 0.0);
    QVERIFY(near(t.cost, 20 * (10 + 16800.0 / 3600) + 80));
    // A provider that charges 0.1 a GB coming in adds 2 000 × 0.1 = 200.
    const ProjectResult in = ProjectPlanner::evaluate(planFrom(R"([{"id": "a", "card": "a100-sxm-80g",
        "mode": "on_demand", "price_per_card_hour": 20, "egress_per_gb": 0.8, "ingress_per_gb": 0.1}])",
        phases));
    QVERIFY(near(in.phases.at(0).ingressCost, 200));
    QVERIFY(near(in.phases.at(0).cost, t.cost + 200));
}

void TestCostToFinish::cpuPhasePricedByCpuOffer()
{
    // A 10.2-hour CPU phase on a CPU machine at 2.5 an hour billed in whole hours: 11 × 2.5 = 27.5.
    const ProjectResult r = ProjectPlanner::evaluate(planFrom(R"([
        {"id": "cpu", "provider": "Cloud", "card": "none", "mode": "on_demand", "price_per_hour": 2.5,
         "billing_increment_hours": 1},
        {"id": "od", "card": "a100-sxm-80g", "mode": "on_demand", "price_per_card_hour": 10}])",
        R"([{"id": "prep", "kind": "data_prep", "card": "none", "hours": 10.2},
            {"id": "train", "card": "a100-sxm-80g", "cards": 1, "hours": 5, "utilization": 1}])",
        R"({"card": "a100-sxm-80g", "cards": 8, "capex": 100000})"));
    const PhaseResult& prep = r.phases.at(0);
    QVERIFY(prep.cpuOnly);
    QCOMPARE(prep.offer, QStringLiteral("cpu"));
    QVERIFY(near(prep.cost, 27.5));
    QVERIFY(prep.problems.isEmpty());
    // Rent: 27.5 + 5 × 10 = 77.5; complete.
    QVERIFY(near(r.rent.cost, 77.5));
    QVERIFY(r.rent.complete);
    // Owning the GPU leaves the CPU machine rented: buying counts its 27.5 too.
    QVERIFY(near(r.buy.rentedCost, 27.5));
}

void TestCostToFinish::cpuPhaseWithoutOfferIsIncomplete()
{
    const ProjectResult r = ProjectPlanner::evaluate(
        planFrom(R"([{"id": "od", "card": "a100-sxm-80g", "mode": "on_demand", "price_per_card_hour": 10}])",
            R"([{"id": "prep", "kind": "data_prep", "card": "none", "hours": 10},
            {"id": "train", "card": "a100-sxm-80g", "cards": 1, "hours": 5}])"));
    const PhaseResult& prep = r.phases.at(0);
    QCOMPARE(prep.cost, 0.0);
    QVERIFY(prep.offer.isEmpty());
    QCOMPARE(prep.problems.size(), qsizetype(1));
    QVERIFY2(prep.problems.first().contains(QStringLiteral("CPU offer")), qPrintable(prep.problems.first()));
    QVERIFY(!r.rent.complete);
    QVERIFY(r.rent.gpuComplete);
    QCOMPARE(r.rent.unpricedPhases, QStringList { QStringLiteral("prep") });
    // The GPU phases are all priced, so strategies are still compared.
    QCOMPARE(r.recommendation.strategy, QStringLiteral("rent"));
}

// An offer without a price (0, as a new offer starts) is in the ranking with what it lacks, after every
// priced setup; "auto" passes it over for a priced offer listed after it; a phase bound to it is unpriced.
void TestCostToFinish::offerWithoutPriceIsNeverRanked()
{
    const char* phases = R"([{"id": "train", "card": "a100-sxm-80g", "cards": 1, "hours": 5, "utilization": 1}])";
    const ProjectResult r = ProjectPlanner::evaluate(planFrom(R"([
        {"id": "new", "card": "a100-sxm-80g", "mode": "on_demand", "price_per_card_hour": 0},
        {"id": "od", "card": "a100-sxm-80g", "mode": "on_demand", "price_per_card_hour": 10}])",
        phases));
    const PhaseResult& train = r.phases.at(0);
    // 5 h on one card at 10: 50, on "od" although "new" comes first.
    QCOMPARE(train.offer, QStringLiteral("od"));
    QVERIFY(near(train.cost, 50));
    QVERIFY(r.rent.complete);
    QCOMPARE(train.ranking.size(), qsizetype(2)); // typed hours: the offers of its card only
    QCOMPARE(train.ranking.at(0).offer, QStringLiteral("od"));
    const RankingEntry& unpriced = train.ranking.at(1);
    QCOMPARE(unpriced.offer, QStringLiteral("new"));
    QVERIFY(unpriced.runs());
    QVERIFY(!unpriced.priced());
    QCOMPARE(unpriced.missing, QStringLiteral("price_per_card_hour"));
    QCOMPARE(unpriced.reason, QStringLiteral("no price yet: its price per card-hour is 0"));
    QVERIFY(train.ranking.at(0).missing.isEmpty());

    // The phase bound to the offer without a price: unpriced, and the plan says which offer lacks what.
    const ProjectResult bound = ProjectPlanner::evaluate(planFrom(R"([
        {"id": "new", "card": "a100-sxm-80g", "mode": "monthly", "price_per_card_period": 0}])",
        R"([{"id": "train", "card": "a100-sxm-80g", "cards": 1, "hours": 5, "offer": "new"}])"));
    const PhaseResult& p = bound.phases.at(0);
    QVERIFY(p.offer.isEmpty());
    QCOMPARE(p.cost, 0.0);
    QCOMPARE(
        p.problems, QStringList { QStringLiteral("offer \"new\": no price yet: its price per card and period is 0") });
    QVERIFY(!bound.rent.complete);
    QCOMPARE(bound.rent.unpricedPhases, QStringList { QStringLiteral("train") });

    // A CPU machine without its price: the CPU phase says so, rather than asking for a CPU offer.
    const ProjectResult cpu = ProjectPlanner::evaluate(planFrom(R"([
        {"id": "cpu", "card": "none", "mode": "on_demand", "price_per_hour": 0}])",
        R"([{"id": "prep", "kind": "data_prep", "card": "none", "hours": 10}])"));
    QCOMPARE(cpu.phases.at(0).problems,
        QStringList { QStringLiteral("offer \"cpu\": no price yet: its price per machine-hour is 0") });
}

// Names tell offers apart wherever they appear together (the Planner's lists, the Billing tab's keys
// and sentences, the PDF): provider and billing, then the machine size, then the id.
void TestCostToFinish::offerNamesAreUniqueInThePlan()
{
    InputError error;
    std::optional<Plan> loaded
        = PlanFormat::load(QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/lora-7b.rentplan"), &error);
    QVERIFY2(loaded, qPrintable(error.toString()));
    Plan plan = *loaded;
    QCOMPARE(PlanEvaluation::label(plan, QStringLiteral("a100-x1-hourly")),
        QStringLiteral("Example Cloud A, on-demand, 1-card machines"));
    QCOMPARE(PlanEvaluation::label(plan, QStringLiteral("a100-x4-hourly")),
        QStringLiteral("Example Cloud A, on-demand, 4-card machines"));
    QCOMPARE(PlanEvaluation::label(plan, QStringLiteral("a100-x8-hourly")),
        QStringLiteral("Example Cloud A, on-demand, 8-card machines"));
    QCOMPARE(
        PlanEvaluation::label(plan, QStringLiteral("h100-x8-hourly")), QStringLiteral("Example Cloud B, on-demand"));
    QCOMPARE(PlanEvaluation::distinctLabel(plan, QStringLiteral("a100-x4-hourly")),
        PlanEvaluation::label(plan, QStringLiteral("a100-x4-hourly")));
    // A copy of an 8-card offer (Duplicate on the Billing tab) is told apart by its id.
    Offer copy = plan.offers.at(plan.indexOfOffer(QStringLiteral("a100-x8-hourly")));
    copy.id = QStringLiteral("a100-x8-hourly-2");
    plan.offers.append(copy);
    QCOMPARE(PlanEvaluation::label(plan, copy.id),
        QStringLiteral("Example Cloud A, on-demand, 8-card machines (a100-x8-hourly-2)"));
    QSet<QString> names;
    for (const Offer& offer : plan.offers)
        names.insert(PlanEvaluation::label(plan, offer.id));
    QCOMPARE(names.size(), plan.offers.size());

    // full-70b rents an H100 machine and a CPU machine from Example Cloud B, both on demand: the CPU
    // machine is no "1-card machine".
    loaded = PlanFormat::load(QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/full-70b.rentplan"), &error);
    QVERIFY2(loaded, qPrintable(error.toString()));
    QCOMPARE(PlanEvaluation::label(*loaded, QStringLiteral("cpu-hourly")),
        QStringLiteral("Example Cloud B, on-demand, CPU machines"));
    QCOMPARE(PlanEvaluation::label(*loaded, QStringLiteral("h100-hourly")),
        QStringLiteral("Example Cloud B, on-demand, 8-card machines"));
}

void TestCostToFinish::quotesServeOtherCardsAtTheirOwnHours()
{
    // A full fine-tune of 7 B parameters over 10⁹ tokens on 8 A100 SXM: 6 · 7e9 · 1e9 = 4.2e19 FLOPs.
    const char* phases = R"([{"id": "train", "kind": "full_training", "card": "a100-sxm-80g", "cards": 8,
        "utilization": 1, "workload": {"params": 7e9, "estimate": {"task": "full", "recompute": "none"},
        "tokens": 1e9}}])";
    const char* quotes = R"([
        {"id": "h100", "provider": "B", "card": "h100-sxm", "form_factor": "sxm", "interconnect": "nvswitch",
         "cards_per_machine": 8, "machines": 1, "billing": {"mode": "on_demand", "price_per_card_hour": 40}},
        {"id": "pcie", "provider": "D", "card": "a100-pcie-80g", "form_factor": "pcie", "interconnect": "none",
         "cards_per_machine": 8, "machines": 1, "billing": {"mode": "on_demand", "price_per_card_hour": 14}},
        {"id": "small", "provider": "E", "card": "a100-sxm-80g", "form_factor": "sxm", "interconnect": "nvswitch",
         "cards_per_machine": 4, "machines": 1, "billing": {"mode": "on_demand", "price_per_card_hour": 10}}])";
    const Plan plan = planFrom("[]", phases, nullptr, nullptr, quotes);
    const QList<QuoteCost> costs = QuoteComparison::compare(plan);
    auto byId = [&](const char* id) {
        for (const QuoteCost& c : costs) {
            if (c.quoteId == QLatin1String(id))
                return c;
        }
        return QuoteCost {};
    };
    // H100 for an A100 phase: it runs, at its own hours: 4.2e19 / (989e12 · 0.4 · 8/1.014) / 3 600.
    const QuoteCost h100 = byId("h100");
    QVERIFY(h100.phases.at(0).runs());
    const double h100Hours = 4.2e19 / (989e12 * 0.4 * 8 / 1.014) / 3600;
    QVERIFY(near(h100.phases.at(0).hours, h100Hours));
    QVERIFY(near(h100.cost, 8 * 40 * h100Hours));
    QVERIFY(!h100.phases.at(0).note.isEmpty());
    // A100 PCIe for an A100 SXM phase runs too, but slower, and says why: S(8) over PCIe = 8 / 1.455.
    const QuotePhaseCost pcie = byId("pcie").phases.at(0);
    QVERIFY(pcie.runs());
    QVERIFY(near(pcie.hours, 4.2e19 / (312e12 * 0.4 * 8 / 1.455) / 3600));
    QVERIFY2(pcie.note.contains(QStringLiteral("PCIe")) && pcie.note.contains(QStringLiteral("no NVLink")),
        qPrintable(pcie.note));
    // A 4-card quote cannot give the phase its 8 cards, and says so.
    const QuotePhaseCost small = byId("small").phases.at(0);
    QVERIFY(!small.runs());
    QCOMPARE(small.problemKey, QStringLiteral("cards"));
    QVERIFY2(small.problem.contains(QStringLiteral("the quote has 4")), qPrintable(small.problem));
}

void TestCostToFinish::cpuCoresCurveIsSmooth()
{
    // min(1, √(cores per GPU / 8)): 64 cores on 8 cards = 8 per GPU, full speed; 56 = 7 per GPU,
    // √(7/8) = 0.9354; 16 = 2 per GPU, √(2/8) = 0.5, half speed.
    Quote q;
    q.card = QStringLiteral("a100-sxm-80g");
    q.cardsPerMachine = 8;
    q.cpuCores = 64;
    QCOMPARE(QuoteRules::cpuFactor(q), 1.0);
    q.cpuCores = 56;
    QVERIFY(near(QuoteRules::cpuFactor(q), std::sqrt(7.0 / 8.0)));
    q.cpuCores = 16;
    QVERIFY(near(QuoteRules::cpuFactor(q), 0.5));
    // One core fewer per GPU costs 1 / 0.9354 − 1 = 6.9 % more hours, not double.
    q.cpuCores = 64;
    const double full = QuoteRules::cpuFactor(q);
    q.cpuCores = 56;
    QVERIFY(full / QuoteRules::cpuFactor(q) < 1.07);
}

void TestCostToFinish::ownedCardMustFitTheModel()
{
    // A 7 B full fine-tune at micro-batch 8 without recomputation: one rank's activations are far
    // beyond what 8 T4 (15 GiB each) hold even split 8 ways, so buying T4s is refused with the reason.
    const Plan plan = planFrom(
        R"([{"id": "a", "card": "a100-sxm-80g", "cards": 8, "mode": "on_demand", "price_per_card_hour": 18}])",
        R"([{"id": "train", "kind": "full_training", "card": "a100-sxm-80g", "cards": 8,
             "workload": {"params": 7e9, "estimate": {"task": "full", "context": 4096, "batch": 8,
                          "recompute": "none"}, "tokens": 1e9}}])",
        R"({"card": "t4", "cards": 8, "capex": 200000})");
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    QVERIFY(r.buy.available);
    QVERIFY(!r.buy.runs());
    QVERIFY2(r.buy.refusal.contains(QStringLiteral("T4")), qPrintable(r.buy.refusal));
    QCOMPARE(r.recommendation.strategy, QStringLiteral("rent"));
    QVERIFY2(r.recommendation.reason.contains(r.buy.refusal), qPrintable(r.recommendation.reason));
}

void TestCostToFinish::recommendationNamesWhatIsDone()
{
    // One 8-card phase all year (8 760 h) at 40 a card-hour = 2 803 200 to rent; one machine bought for
    // 800 000 (4 years, 20 % residual, resale 25 % below book) costs far less: buying is recommended,
    // and since nothing is rented the sentence says "Buy", not "rent the peaks".
    const Plan plan = planFrom(
        R"([{"id": "od", "card": "a100-sxm-80g", "cards": 8, "mode": "on_demand", "price_per_card_hour": 40}])",
        R"([{"id": "a", "card": "a100-sxm-80g", "cards": 8, "hours": 8760, "utilization": 1}])",
        R"({"card": "a100-sxm-80g", "cards": 8, "capex": 800000, "depreciation_years": 4,
            "residual_fraction": 0.2, "resale_discount": 0.25})");
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    QCOMPARE(r.recommendation.strategy, QStringLiteral("buy"));
    QVERIFY2(r.recommendation.reason.startsWith(QStringLiteral("Buy 8 × A100")), qPrintable(r.recommendation.reason));
    QVERIFY(!r.recommendation.range.isEmpty());

    // A baseline of 4 cards busy all year and a 12-card peak of a week: own 4, rent the rest of the peak.
    const Plan peaks
        = planFrom(R"([{"id": "od", "card": "a100-sxm-80g", "mode": "on_demand", "price_per_card_hour": 10}])",
            R"([{"id": "base", "card": "a100-sxm-80g", "cards": 4, "hours": 8760, "utilization": 1},
            {"id": "peak", "card": "a100-sxm-80g", "cards": 8, "hours": 168, "start_day": 100, "utilization": 1}])",
            R"({"card": "a100-sxm-80g", "cards": 8, "capex": 800000, "depreciation_years": 4,
            "residual_fraction": 0.2, "resale_discount": 0.25, "hosting_per_month": 2000})");
    const ProjectResult h = ProjectPlanner::evaluate(peaks);
    QCOMPARE(h.recommendation.strategy, QStringLiteral("hybrid"));
    QCOMPARE(h.hybrid.baselineCards, 4);
    // The baseline's 4 cards are busy with "base" during the peak, which rents all its 8: one phase.
    QCOMPARE(h.hybrid.rentedPhases, 1);
    QCOMPARE(h.hybrid.mostRentedCards, 8);
    QVERIFY2(h.recommendation.reason.startsWith(QStringLiteral("Own 4 × A100")), qPrintable(h.recommendation.reason));
    QVERIFY2(h.recommendation.reason.contains(QStringLiteral("rent up to 8 more in 1 phase")),
        qPrintable(h.recommendation.reason));
    QVERIFY2(h.recommendation.range.contains(QStringLiteral("owned cards")), qPrintable(h.recommendation.range));
}

void TestCostToFinish::defaultUtilizationFromThePlan()
{
    // A training phase of 100 typed hours computes 0.9 of them by default (its kind, profile
    // "exploring"); the plan sets training to 0.5: 50 computing hours, 50 idle, and says why.
    const char* phases = R"([{"id": "t", "kind": "full_training", "card": "a100-sxm-80g", "cards": 1, "hours": 100},
        {"id": "e", "kind": "evaluation", "card": "a100-sxm-80g", "cards": 1, "hours": 10, "utilization": 1}])";
    const ProjectResult before = ProjectPlanner::evaluate(planFrom(kH100Offer, phases));
    QVERIFY(near(before.phases.at(0).computeHours, 90));
    const Plan plan = planFrom(kH100Offer, phases, nullptr,
        R"({"start_date": "2027-01-04", "default_utilization": {"full_training": 0.5, "evaluation": 0.2}})");
    const ProjectResult r = ProjectPlanner::evaluate(plan);
    QVERIFY(near(r.phases.at(0).utilization, 0.5));
    QVERIFY(near(r.phases.at(0).computeHours, 50));
    QVERIFY(near(r.phases.at(1).computeHours, 10)); // its own utilization wins
    QCOMPARE(PhaseKinds::utilizationReason(PhaseKind::FullTraining, *plan.project),
        PhaseKinds::tr("set for this kind of phase in the plan"));
    QVERIFY(!PhaseKinds::utilizationReason(PhaseKind::Trial, *plan.project).isEmpty());
    // Saved and read back unchanged; a bad value names its field.
    InputError error;
    const auto again = PlanFormat::fromJson(PlanFormat::toJson(plan), QStringLiteral("again"), &error);
    QVERIFY2(again, qPrintable(error.toString()));
    QCOMPARE(again->project->defaultUtilization, plan.project->defaultUtilization);
    QVERIFY(!PlanFormat::fromJson(R"({"format": "rentplan-plan", "version": 1,
        "project": {"default_utilization": {"trial": 0}}})",
        QStringLiteral("bad"), &error));
    QCOMPARE(error.where, QStringLiteral("project.default_utilization.trial"));
    QVERIFY(!PlanFormat::fromJson(R"({"format": "rentplan-plan", "version": 1,
        "project": {"default_utilization": {"training": 0.5}}})",
        QStringLiteral("bad"), &error));
    QCOMPARE(error.where, QStringLiteral("project.default_utilization.training"));
}

void TestCostToFinish::networkHopNeverFaster()
{
    // For any count, machine size, link and fabric: spreading the same cards over more machines, or
    // joining the machines by a slower network, never raises S.
    const Card* sxm = CardCatalog::builtIn().find(QStringLiteral("a100-sxm-80g"));
    const Card* pcie = CardCatalog::builtIn().find(QStringLiteral("l40s"));
    std::mt19937_64 random(20261201);
    const int sizes[] = { 1, 2, 4, 8, 16 };
    const scaling::Traffic kinds[]
        = { scaling::Traffic::Adapters, scaling::Traffic::Gradients, scaling::Traffic::Weights };
    for (int i = 0; i < 5000; ++i) {
        const int cards = 1 + int(random() % 64);
        const int bigger = sizes[random() % 5];
        const int smaller = std::max(1, bigger >> (1 + random() % 3));
        const scaling::Traffic traffic = kinds[random() % 3];
        const Card& card = random() % 2 ? *sxm : *pcie;
        scaling::MachineLinks few;
        few.cardsPerMachine = bigger;
        few.fastFabric = random() % 2;
        if (random() % 3 == 0)
            few.nvlink = random() % 2;
        scaling::MachineLinks many = few;
        many.cardsPerMachine = smaller;
        const double sFew = scaling::clusterSpeedup(cards, traffic, few, card);
        QVERIFY2(scaling::clusterSpeedup(cards, traffic, many, card) <= sFew + 1e-12,
            qPrintable(QStringLiteral("%1 cards, %2 → %3 per machine").arg(cards).arg(bigger).arg(smaller)));
        scaling::MachineLinks slowNet = few;
        slowNet.fastFabric = false;
        QVERIFY(scaling::clusterSpeedup(cards, traffic, slowNet, card) <= sFew + 1e-12);
        QVERIFY(sFew <= cards + 1e-12);
    }
}

void TestCostToFinish::everyRecommendedSetupRuns()
{
    // Seeded random plans: every setup the ranking says runs, and every phase's own offer choice,
    // fits the card with its split (the estimator's per-GPU peak, as nvidia-smi would show it) and
    // keeps tensor parallelism inside one machine.
    const QStringList models
        = { QStringLiteral("llama-3.2-1b"), QStringLiteral("llama-2-7b"), QStringLiteral("mistral-7b"),
              QStringLiteral("llama-2-13b"), QStringLiteral("llama-2-70b"), QStringLiteral("mixtral-8x7b") };
    const QStringList tasks
        = { QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora"), QStringLiteral("inference") };
    const QStringList cards = CardCatalog::builtIn().ids();
    std::mt19937_64 random(4242);
    int checked = 0;
    for (int planIndex = 0; planIndex < 12; ++planIndex) {
        QByteArray offers = "[";
        for (int o = 0; o < 6; ++o) {
            const int perMachine = 1 << (random() % 4);
            offers += QStringLiteral(R"(%1{"id": "o%2", "card": "%3", "cards": %4, "mode": "on_demand",
                "price_per_card_hour": %5})")
                          .arg(o ? QStringLiteral(",") : QString())
                          .arg(o)
                          .arg(cards.at(int(random() % cards.size())))
                          .arg(perMachine)
                          .arg(1 + int(random() % 40))
                          .toUtf8();
        }
        offers += "]";
        QByteArray phases = "[";
        for (int p = 0; p < 3; ++p) {
            const QString task = tasks.at(int(random() % tasks.size()));
            const QString load
                = task == u"inference" ? QStringLiteral(R"("tokens_out": 1e6)") : QStringLiteral(R"("tokens": 1e8)");
            phases += QStringLiteral(R"(%1{"id": "p%2", "card": "%3", "cards": %4, "workload": {"model": "%5",
                "estimate": {"task": "%6", "context": %7, "batch": %8}, %9}})")
                          .arg(p ? QStringLiteral(",") : QString())
                          .arg(p)
                          .arg(cards.at(int(random() % cards.size())))
                          .arg(1 + int(random() % 16))
                          .arg(models.at(int(random() % models.size())), task)
                          .arg(1024 << (random() % 3))
                          .arg(1 + int(random() % 4))
                          .arg(load)
                          .toUtf8();
        }
        phases += "]";
        const Plan plan = planFrom(offers.constData(), phases.constData());
        const ProjectResult r = ProjectPlanner::evaluate(plan);
        for (qsizetype i = 0; i < r.phases.size(); ++i) {
            const cost_to_finish::Work work = cost_to_finish::prepare(plan.phases.at(i), r.phases.at(i).utilization);
            QVERIFY(work.estimate);
            QList<RankingEntry> setups = r.phases.at(i).ranking;
            if (const auto own = cost_to_finish::phaseSetup(plan, work))
                setups.append(*own);
            for (const RankingEntry& e : setups) {
                if (!e.runs())
                    continue;
                const Card* card = CardCatalog::builtIn().find(e.card);
                QVERIFY(card);
                QCOMPARE(e.split.cards(), qint64(e.cards));
                QVERIFY2(e.split.tp <= e.cardsPerMachine,
                    qPrintable(QStringLiteral("%1: tp %2 on %3-card machines")
                                   .arg(e.card)
                                   .arg(e.split.tp)
                                   .arg(e.cardsPerMachine)));
                QVERIFY(e.machines * e.cardsPerMachine >= e.cards);
                const std::int64_t peak = MemoryEstimator::perGpu(work.device, e.split).peak();
                QVERIFY2(peak <= card->memoryBytes(),
                    qPrintable(QStringLiteral("%1 × %2 needs %3 bytes a card").arg(e.cards).arg(e.card).arg(peak)));
                ++checked;
            }
        }
    }
    QVERIFY(checked > 200);
}

void TestCostToFinish::cardUsageMatchesCounting()
{
    // The segment tree behind the hybrid's allocation against counting by hand at every instant.
    std::mt19937_64 random(7);
    for (int round = 0; round < 50; ++round) {
        QList<double> from, to;
        QList<int> cards;
        for (int i = 0; i < 30; ++i) {
            const double a = double(random() % 100);
            from << a;
            to << a + 1 + double(random() % 30);
            cards << 1 + int(random() % 8);
        }
        CardUsage usage(from + to);
        for (int i = 0; i < 30; ++i) {
            // The most in use during booking i by bookings 0 … i − 1, counted at each instant
            // some booking starts (the step function's maximum is at one of them).
            int expected = 0;
            for (double t : from + QList<double> { from.at(i) }) {
                if (t < from.at(i) || t >= to.at(i))
                    continue;
                int inUse = 0;
                for (int j = 0; j < i; ++j)
                    inUse += from.at(j) <= t && t < to.at(j) ? cards.at(j) : 0;
                expected = std::max(expected, inUse);
            }
            QCOMPARE(usage.most(from.at(i), to.at(i)), expected);
            usage.add(from.at(i), to.at(i), cards.at(i));
        }
    }
}

void TestCostToFinish::timelineListsOnlyRunningPhases()
{
    // 1 000 phases one after another, 1 card each: 1 000 steps of one running phase each (the
    // timeline used to hold every phase in every step: a million entries).
    QList<double> starts, durations;
    QList<int> cards;
    for (int i = 0; i < 1000; ++i) {
        starts << 10.0 * i;
        durations << 10.0;
        cards << 1 + i % 3;
    }
    const QList<TimelineStep> steps = phase_schedule::timeline(starts, durations, cards);
    QCOMPARE(steps.size(), qsizetype(1000));
    for (qsizetype i = 0; i < steps.size(); ++i) {
        QCOMPARE(steps.at(i).active.size(), qsizetype(1));
        QCOMPARE(steps.at(i).cardsOf(i), int(1 + i % 3));
        QCOMPARE(steps.at(i).cardsOf(i + 1), 0);
    }
    QCOMPARE(phase_schedule::peak(steps), 3);
    QCOMPARE(phase_schedule::peak(starts, durations, cards), 3);
    // Two overlapping: 0–10 h 2 cards, 5–15 h 3 cards: steps 0–5 (2), 5–10 (5), 10–15 (3).
    const QList<TimelineStep> two = phase_schedule::timeline({ 0, 5 }, { 10, 10 }, { 2, 3 });
    QCOMPARE(two.size(), qsizetype(3));
    QCOMPARE(two.at(1).cards, 5);
    QCOMPARE(two.at(1).cardsOf(0), 2);
    QCOMPARE(two.at(1).cardsOf(1), 3);
    QCOMPARE(two.at(2).cards, 3);
}

void TestCostToFinish::briefSaysHowTheCardsRun()
{
    // The phase table's cell: the machines first, then what the cards share.
    Split zero3;
    zero3.dp = 8;
    zero3.zero = 3;
    QCOMPARE(cost_to_finish::brief(zero3, 1, 8), QStringLiteral("8 cards, ZeRO-3"));
    // 8 cards serving 4 copies of a model, each cut over 2 cards, on two 4-card machines.
    Split tp2;
    tp2.tp = 2;
    tp2.dp = 4;
    QCOMPARE(cost_to_finish::brief(tp2, 2, 4), QStringLiteral("2 machines × 4 cards, tensor parallel 2, 4 replicas"));
    // Training the same way with the states sharded: the ranks are not copies.
    tp2.zero = 3;
    QCOMPARE(cost_to_finish::brief(tp2, 2, 4), QStringLiteral("2 machines × 4 cards, ZeRO-3, tensor parallel 2"));
    // 6 cards on 4-card machines fill one and half of another: 2 machines, not "2 × 4".
    Split six;
    six.dp = 6;
    QCOMPARE(cost_to_finish::brief(six, 2, 4), QStringLiteral("6 cards on 2 machines, data parallel"));
    // Inference across machines: tensor parallel inside each, pipeline stages between them.
    Split stages;
    stages.tp = 8;
    stages.pp = 2;
    QCOMPARE(cost_to_finish::brief(stages, 2, 8),
        QStringLiteral("2 machines × 8 cards, tensor parallel 8, 2 pipeline stages"));
    // Two copies of a model cut into 4 stages, on one 8-card machine.
    Split copies;
    copies.pp = 4;
    copies.dp = 2;
    QCOMPARE(cost_to_finish::brief(copies, 1, 8), QStringLiteral("8 cards, 4 pipeline stages, 2 replicas"));
    QCOMPARE(cost_to_finish::brief(Split {}, 1, 8), QStringLiteral("1 card"));
}

void TestCostToFinish::estimatorInputCarriesTheSplit()
{
    // The Memory & cards tab shows a phase with the phase's own settings and the split it runs with.
    Workload w;
    w.preset = QStringLiteral("llama-2-7b");
    w.estimate.task = Task::Lora;
    w.estimate.context = 2048;
    w.estimate.batch = 2;
    w.tokens = 1e9;
    Split zero3;
    zero3.dp = 16;
    zero3.zero = 3;
    const EstimateInput training = WorkloadHours::estimatorInput(w, zero3);
    QCOMPARE(training.gpus, qint64(16));
    QCOMPARE(training.tp, qint64(1));
    QCOMPARE(training.zero, 3);
    QCOMPARE(training.context, qint64(2048)); // the rest is the workload's own
    QCOMPARE(training.batch, qint64(2));
    QVERIFY(training.task == Task::Lora);
    // Inference on 2 machines: tensor parallel 4 × 2 pipeline stages × 2 replicas = 16 cards. Each
    // card holds 1/8 of the weights, as tensor parallel 8 would: gpus 16, tp 8, no ZeRO.
    w.estimate.task = Task::Inference;
    Split serving;
    serving.tp = 4;
    serving.pp = 2;
    serving.dp = 2;
    serving.zero = 3; // meaningless without training: dropped
    const EstimateInput inference = WorkloadHours::estimatorInput(w, serving);
    QCOMPARE(inference.gpus, qint64(16));
    QCOMPARE(inference.tp, qint64(8));
    QCOMPARE(inference.dataParallel(), qint64(2));
    QCOMPARE(inference.zero, 0);
    QVERIFY(inference.problems().isEmpty());
}

QTEST_GUILESS_MAIN(TestCostToFinish)
#include "tst_costtofinish.moc"
