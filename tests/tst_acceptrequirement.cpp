// A rented machine checked against the plan's peak phase: the phase's cards of one model (with
// NVLink inside each tensor-parallel group where its split needs it), not the shape of the offer
// `auto` chose. Captures are the real nvidia-smi outputs in tests/data/nvidia-smi (SOURCES.md
// there) and the host outputs in tests/data/accept/host; plans are written here.
#include "tests/PlanFromJson.h"
#include "tests/RepositoryFiles.h"

#include "models/accept/AcceptanceCheck.h"
#include "models/accept/AcceptanceHeadline.h"
#include "models/accept/CaptureReader.h"
#include "models/accept/RequirementCheck.h"
#include "models/common/Translation.h"

#include <QtTest>

using namespace rp;
using namespace rp::accept;

namespace {

QByteArray bytesOf(const QString& relative)
{
    return repositoryBytes(repositoryPath(QStringLiteral("tests/data/") + relative));
}

// A machine as the acceptance script captures it: one marked section per command.
MachineFacts machine(
    const QString& host, const QList<std::pair<const char*, QString>>& sections, const QByteArray& extra = {})
{
    QByteArray text = "# rentplan-capture v1 host=" + host.toUtf8() + " date=2026-11-30T10:00:00Z\n";
    for (const auto& [title, file] : sections)
        text += QByteArray("\n=== ") + title + " ===\n" + bytesOf(file);
    text += extra;
    InputError error;
    const std::optional<MachineFacts> facts = CaptureReader::fromText(text, host + QStringLiteral(".txt"), &error);
    if (!facts)
        qFatal("%s", qPrintable(error.toString()));
    return *facts;
}

// The HGX H100 of modal-labs/gpu-glossary: 8 × H100 80GB HBM3, idle, NV18 between all 28 pairs,
// with the 2 × 48-core EPYC host (192 threads, 2 TB RAM) of tests/data/accept/host.
MachineFacts h100x8(const QString& host = QStringLiteral("hgx"))
{
    return machine(host,
        { { "nvidia-smi", QStringLiteral("nvidia-smi/smi-hgx-h100x8-r550-idle.txt") },
            { "nvidia-smi topo -m", QStringLiteral("nvidia-smi/topo-hgx-h100x8-nv18-spaces.txt") },
            { "nvidia-smi --query-compute-apps", QStringLiteral("nvidia-smi/apps-empty-header-only-rtxpro6000.csv") },
            { "lscpu", QStringLiteral("accept/host/lscpu-2x48c-epyc.txt") },
            { "free -g", QStringLiteral("accept/host/free-g-2tb.txt") },
            { "df -h", QStringLiteral("accept/host/df-h-nvme.txt") } },
        "\n=== nproc ===\n192\n");
}

// 8 × A100-SXM4-80GB (the busy Slurm node's table: five cards run other people's jobs) with the
// DGX A100 matrix (NV12 between all 28 pairs).
MachineFacts busyA100x8()
{
    return machine(QStringLiteral("a100-8"),
        { { "nvidia-smi", QStringLiteral("nvidia-smi/smi-a100-80gb-sxm4x8-r595-busy.txt") },
            { "nvidia-smi topo -m", QStringLiteral("nvidia-smi/topo-dgx-a100-nvlink-mlx5.txt") } });
}

// 4 × A100-SXM4-80GB, NV12 between all 6 pairs: one machine, its --query-gpu and topo -m blocks.
MachineFacts a100x4(const QString& host)
{
    return machine(host,
        { { "nvidia-smi --query-gpu", QStringLiteral("nvidia-smi/query-a100-80gb-sxm4x4-computecap.csv") },
            { "nvidia-smi topo -m", QStringLiteral("nvidia-smi/topo-4x-a100-80gb-sxm4-nv12-nic-roce.txt") } });
}

// The peak phase "Training run": 8 cards of `card` for 10 typed hours (plain data parallel).
// The only offer rents machines of `perMachine` cards, so `auto` places it on 8 / perMachine machines.
Plan trainingPlan(const char* card, int perMachine)
{
    const QByteArray offers = QStringLiteral(R"([{"id": "rent", "provider": "Test A", "card": "%1", "cards": %2,
        "mode": "on_demand", "price_per_card_hour": 20}])")
                                  .arg(QLatin1String(card))
                                  .arg(perMachine)
                                  .toUtf8();
    const QByteArray phases = QStringLiteral(R"([{"id": "train", "name": "Training run", "kind": "full_training",
        "card": "%1", "cards": 8, "hours": 10}])")
                                  .arg(QLatin1String(card))
                                  .toUtf8();
    return test::planFrom(offers.constData(), phases.constData());
}

const ItemResult* find(const QList<ItemResult>& items, const char* key)
{
    for (const ItemResult& item : items) {
        if (item.key == QLatin1String(key))
            return &item;
    }
    return nullptr;
}

} // namespace

class TestAcceptRequirement : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void peakPhaseIsARequirement();
    void oneMachineOfEightForTwoOfFourPasses();
    void busyA100OfEightCountsButFails();
    void twoOfFourForOneOfEightDataParallel();
    void fewerCardsFail();
    void anotherModelFails();
    void lessMemoryFails();
    void tensorParallelGroupsNeedNvlink_data();
    void tensorParallelGroupsNeedNvlink();
    void tensorParallelCannotSpanMachines();
    void plannerSplitSetsTheGroups();
    void quoteStaysExact();
    void headlineInChinese();
};

void TestAcceptRequirement::initTestCase()
{
    Translation::install(QStringLiteral("en"));
}

void TestAcceptRequirement::peakPhaseIsARequirement()
{
    // 8 cards on 4-card machines: ceil(8 / 4) = 2 machines planned; typed hours run data parallel.
    const Expectation e = Expectation::forPlan(trainingPlan("a100-sxm-80g", 4), {});
    QCOMPARE(e.kind, ExpectationKind::PeakPhase);
    QCOMPARE(e.totalCards, 8);
    QCOMPARE(e.machines, 2);
    QCOMPARE(e.cardsPerMachine, 4);
    QCOMPARE(e.tensorParallel, 1);
    QVERIFY(!e.nvlinkInGroup);
    QCOMPARE(e.memoryMiB, 81920); // resources/data/cards.json, A100 80GB SXM
    QCOMPARE(e.basis, QStringLiteral("the peak phase \"Training run\""));
    QCOMPARE(
        AcceptanceHeadline::expectedText(e), QStringLiteral("8 × A100 80GB SXM for the peak phase \"Training run\""));
}

void TestAcceptRequirement::oneMachineOfEightForTwoOfFourPasses()
{
    // The plan placed "Training run" on 2 machines of 4 H100s; one HGX machine of 8 arrives.
    const Expectation e = Expectation::forPlan(trainingPlan("h100-sxm", 4), {});
    const AcceptanceReport report = AcceptanceCheck::run(e, { h100x8() });
    QCOMPARE(report.overall(), Verdict::Pass);
    const QString note
        = QStringLiteral("8 cards in one machine instead of 2 machines of 4: enough for the peak phase.");
    QCOMPARE(report.note, note);

    const QList<ItemResult>& items = report.machines.first().items;
    const ItemResult* count = find(items, "card_count");
    QVERIFY(count);
    QCOMPARE(count->verdict, Verdict::Pass);
    QCOMPARE(count->expected, QStringLiteral("8 cards in all, in one machine or several"));
    // The table stops before its Processes box (no count); the matrix lists GPU0–GPU7.
    QCOMPARE(count->found, QStringLiteral("8 cards in nvidia-smi topo -m"));
    QCOMPARE(count->note, note);
    // CPU and RAM for the 8 cards this machine has, not the 4 planned per machine:
    // 8 × 8 = 64 cores (192 here), 8 × 64 = 512 GB (2 015 GiB here).
    QCOMPARE(find(items, "cpu_per_gpu")->expected, QStringLiteral("64 cores (8 per card recommended)"));
    QCOMPARE(find(items, "ram_per_gpu")->expected, QStringLiteral("512 GB (64 GB per card recommended)"));
    // Data parallel needs no NVLink; the 28 NV18 pairs are reported.
    QCOMPARE(find(items, "nvlink")->verdict, Verdict::Pass);
    QCOMPARE(find(items, "nvlink")->found, QStringLiteral("28 of 28 card pairs NVLinked"));

    QCOMPARE(report.acrossMachines.size(), 1);
    const ItemResult& all = report.acrossMachines.first();
    QCOMPARE(all.key, QStringLiteral("card_count"));
    QCOMPARE(all.verdict, Verdict::Pass);
    QCOMPARE(all.expected, QStringLiteral("8 cards of the peak phase in all (planned: 2 machines of 4)"));
    QCOMPARE(all.found, QStringLiteral("1 machine captured with 8 cards in all"));

    const AcceptanceHeadline headline = AcceptanceHeadline::of(report);
    QCOMPARE(headline.sentence,
        QStringLiteral("Expected 8 × H100 80GB SXM for the peak phase \"Training run\"; found 8 × NVIDIA H100 80GB "
                       "HBM3 in one machine with NVLink: pass."));
    QCOMPARE(headline.note, note);
}

void TestAcceptRequirement::busyA100OfEightCountsButFails()
{
    // The case as reported: 2 × 4 A100 80GB SXM planned, one 8-card NVLink machine delivered. The
    // count passes with the note; the machine still fails, on the processes already running.
    const Expectation e = Expectation::forPlan(trainingPlan("a100-sxm-80g", 4), {});
    const AcceptanceReport report = AcceptanceCheck::run(e, { busyA100x8() });
    const QList<ItemResult>& items = report.machines.first().items;
    QCOMPARE(find(items, "card_count")->verdict, Verdict::Pass);
    QCOMPARE(find(items, "card_count")->found, QStringLiteral("8 cards in nvidia-smi"));
    QCOMPARE(find(items, "foreign_processes")->verdict, Verdict::Fail);
    QCOMPARE(report.overall(), Verdict::Fail);
    QCOMPARE(AcceptanceHeadline::of(report).sentence,
        QStringLiteral("Expected 8 × A100 80GB SXM for the peak phase \"Training run\"; found 8 × NVIDIA "
                       "A100-SXM4-80GB in one machine with NVLink: FAIL on Cards free of other processes."));
}

void TestAcceptRequirement::twoOfFourForOneOfEightDataParallel()
{
    // One machine of 8 planned (the offer rents 8-card machines), two of 4 delivered. Data
    // parallel runs across machines: enough cards, with a note that the phase may run longer.
    const Expectation e = Expectation::forPlan(trainingPlan("a100-sxm-80g", 8), {});
    QCOMPARE(e.machines, 1);
    const AcceptanceReport report
        = AcceptanceCheck::run(e, { a100x4(QStringLiteral("a")), a100x4(QStringLiteral("b")) });
    for (const MachineResult& m : report.machines) {
        QCOMPARE(find(m.items, "card_count")->verdict, Verdict::Pass);
        QCOMPARE(find(m.items, "card_count")->found, QStringLiteral("4 cards in nvidia-smi --query-gpu"));
        QCOMPARE(find(m.items, "nvlink")->found, QStringLiteral("6 of 6 card pairs NVLinked"));
    }
    const ItemResult* all = find(report.acrossMachines, "card_count");
    QVERIFY(all);
    QCOMPARE(all->verdict, Verdict::Pass);
    QCOMPARE(all->found, QStringLiteral("2 machines captured with 8 cards in all"));
    QVERIFY2(all->note.startsWith(QLatin1String("2 machines of 4 instead of 1 machine of 8: enough for the peak phase, "
                                                "but its cards now talk across machines")),
        qPrintable(all->note));
    QCOMPARE(report.note, all->note);
    // The machines agree on card, memory and driver (580.105.08).
    QCOMPARE(find(report.acrossMachines, "same_on_every_machine")->verdict, Verdict::Pass);
    QCOMPARE(AcceptanceHeadline::foundText(report.machines),
        QStringLiteral("8 × NVIDIA A100-SXM4-80GB in 2 machines with NVLink"));
}

void TestAcceptRequirement::fewerCardsFail()
{
    // One machine of 8 planned, one of 4 delivered and captured: 8 − 4 = 4 cards short.
    const Expectation e = Expectation::forPlan(trainingPlan("a100-sxm-80g", 8), {});
    const AcceptanceReport report = AcceptanceCheck::run(e, { a100x4(QStringLiteral("small")) });
    QCOMPARE(report.overall(), Verdict::Fail);
    const ItemResult* all = find(report.acrossMachines, "card_count");
    QVERIFY(all);
    QCOMPARE(all->verdict, Verdict::Fail);
    QCOMPARE(all->found, QStringLiteral("1 machine captured with 4 cards in all"));
    QCOMPARE(all->note, QStringLiteral("4 cards short of the peak phase."));
    QVERIFY(report.note.isEmpty());
    QCOMPARE(AcceptanceHeadline::of(report).sentence,
        QStringLiteral("Expected 8 × A100 80GB SXM for the peak phase \"Training run\"; found 4 × NVIDIA "
                       "A100-SXM4-80GB in one machine with NVLink: FAIL on Number of cards."));

    // Two machines of 4 planned and only one captured: the other may hold the rest.
    const AcceptanceReport partial = AcceptanceCheck::run(
        Expectation::forPlan(trainingPlan("a100-sxm-80g", 4), {}), { a100x4(QStringLiteral("first")) });
    QCOMPARE(find(partial.acrossMachines, "card_count")->verdict, Verdict::CannotTell);
    QCOMPARE(find(partial.acrossMachines, "card_count")->note,
        QStringLiteral("4 more cards needed: capture the other machines, or the delivery is short."));
}

void TestAcceptRequirement::anotherModelFails()
{
    // H100s delivered for an A100 plan: the right count, the wrong card.
    const Expectation e = Expectation::forPlan(trainingPlan("a100-sxm-80g", 4), {});
    const AcceptanceReport report = AcceptanceCheck::run(e, { h100x8() });
    QCOMPARE(report.overall(), Verdict::Fail);
    const ItemResult* model = find(report.machines.first().items, "card_model");
    QCOMPARE(model->verdict, Verdict::Fail);
    QCOMPARE(model->found, QStringLiteral("NVIDIA H100 80GB HBM3"));
    QCOMPARE(AcceptanceHeadline::of(report).verdictText, QStringLiteral("FAIL on Card model"));
}

void TestAcceptRequirement::lessMemoryFails()
{
    // Not a capture: the --query-gpu lines a DGX A100 320GB (8 × A100-SXM4-40GB, 40 960 MiB each,
    // resources/data/cards.json) prints, in the layout of query-a100-80gb-sxm4x4-computecap.csv.
    // 40 960 MiB < 97 % of 81 920 = 79 462 MiB.
    QByteArray csv = "\n=== nvidia-smi --query-gpu ===\nindex, name, memory.total [MiB], driver_version\n";
    for (int i = 0; i < 8; ++i)
        csv += QByteArray::number(i) + ", NVIDIA A100-SXM4-40GB, 40960 MiB, 580.105.08\n";
    const MachineFacts small = machine(QStringLiteral("dgx-40g"),
        { { "nvidia-smi topo -m", QStringLiteral("nvidia-smi/topo-dgx-a100-nvlink-mlx5.txt") } }, csv);
    const Expectation e = Expectation::forPlan(trainingPlan("a100-sxm-80g", 4), {});
    const AcceptanceReport report = AcceptanceCheck::run(e, { small });
    const QList<ItemResult>& items = report.machines.first().items;
    QCOMPARE(find(items, "memory_per_card")->verdict, Verdict::Fail);
    QCOMPARE(find(items, "memory_per_card")->found, QStringLiteral("40,960 MiB"));
    QCOMPARE(find(items, "card_count")->verdict, Verdict::Pass); // 8 cards: the count is not the problem
    QCOMPARE(AcceptanceHeadline::of(report).verdictText, QStringLiteral("FAIL on Card model, Memory per card"));
    QVERIFY(report.note.isEmpty()); // no note on a delivery that fails
}

void TestAcceptRequirement::tensorParallelGroupsNeedNvlink_data()
{
    QTest::addColumn<QString>("topo");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("verdict");
    QTest::addColumn<QString>("found");
    // DGX-1 V100 hybrid cube mesh: GPU0–3 and GPU4–7 are each NVLinked all round (NV1/NV2), the
    // quads only by GPUn–GPUn+4: 16 of 28 pairs.
    QTest::newRow("cube mesh, groups of 4")
        << "topo-dgx1-v100-nv1nv2-mlx5-cpuaff-only.txt" << 4 << int(Verdict::Pass) << "16 of 28 card pairs NVLinked";
    QTest::newRow("cube mesh, a group of 8") << "topo-dgx1-v100-nv1nv2-mlx5-cpuaff-only.txt" << 8 << int(Verdict::Fail)
                                             << "16 of 28 card pairs NVLinked; GPU0–GPU5: SYS";
    QTest::newRow("8 PCIe cards, groups of 2") << "topo-8x-rtx4090-pcie-sys-nic.txt" << 2 << int(Verdict::Fail)
                                               << "0 of 28 card pairs NVLinked; GPU0–GPU1: SYS";
    QTest::newRow("HGX H100, a group of 8")
        << "topo-hgx-h100x8-nv18-spaces.txt" << 8 << int(Verdict::Pass) << "28 of 28 card pairs NVLinked";
}

void TestAcceptRequirement::tensorParallelGroupsNeedNvlink()
{
    QFETCH(QString, topo);
    QFETCH(int, tp);
    QFETCH(int, verdict);
    QFETCH(QString, found);
    // A hand-built requirement: 8 H100 SXM (an NVLink card) in tensor-parallel groups of `tp`.
    Expectation e;
    e.kind = ExpectationKind::PeakPhase;
    e.cardId = QStringLiteral("h100-sxm");
    e.totalCards = 8;
    e.tensorParallel = tp;
    e.nvlinkInGroup = true;
    const MachineFacts facts
        = machine(QStringLiteral("m"), { { "nvidia-smi topo -m", QStringLiteral("nvidia-smi/") + topo } });
    const ItemResult links = RequirementCheck::links(e, facts);
    QCOMPARE(int(links.verdict), verdict);
    QCOMPARE(links.found, found);
}

void TestAcceptRequirement::tensorParallelCannotSpanMachines()
{
    // Tensor parallel over 8 cards planned in one machine; two machines of 4 arrive. Each holds
    // no whole group of 8, so no card of either can run the phase's split.
    Expectation e = Expectation::forPlan(trainingPlan("a100-sxm-80g", 8), {});
    e.tensorParallel = 8;
    e.nvlinkInGroup = true;
    const AcceptanceReport report
        = AcceptanceCheck::run(e, { a100x4(QStringLiteral("a")), a100x4(QStringLiteral("b")) });
    QCOMPARE(report.overall(), Verdict::Fail);
    for (const MachineResult& m : report.machines) {
        const ItemResult* count = find(m.items, "card_count");
        QCOMPARE(count->verdict, Verdict::Fail);
        QCOMPARE(
            count->note, QStringLiteral("Tensor parallelism over 8 cards cannot span machines, and this one holds 4."));
    }
    const ItemResult* all = find(report.acrossMachines, "card_count");
    QCOMPARE(all->verdict, Verdict::Fail);
    QCOMPARE(all->found, QStringLiteral("2 machines captured with 8 cards, 0 of them in whole tensor-parallel groups"));
    QCOMPARE(AcceptanceHeadline::expectedText(e),
        QStringLiteral("8 × A100 80GB SXM, NVLinked in groups of 8 inside one machine for the peak phase \"Training "
                       "run\""));
    // One machine of 8 holds the group: the same requirement passes on the DGX A100 matrix.
    const ItemResult links = RequirementCheck::links(e, busyA100x8());
    QCOMPARE(links.verdict, Verdict::Pass);
    QCOMPARE(RequirementCheck::cardCount(e, busyA100x8()).verdict, Verdict::Pass);
}

void TestAcceptRequirement::plannerSplitSetsTheGroups()
{
    // Serving Llama 2 70B on 8 A100 80GB SXM from an offer of 8-card machines. The planner gives
    // inference the fewest cards that hold one copy of the model, tensor parallel before pipeline
    // stages on a tie (models/planner/CostToFinish.cpp). Per copy: 69e9 parameters × 2 bytes ≈
    // 138 GB of weights; KV cache 2 · 80 layers · 8 KV heads · 128 · 2 bytes = 327 680 bytes a token
    // × 4 096 × 32 sequences ≈ 42.9 GB. Over 2 cards that is ≈ 90 GB + 2 GiB each, more than one
    // card's 81 920 MiB (85.9 GB); over 4 cards ≈ 45 GB + 2 GiB fits. So tensor parallel over 4,
    // 2 replicas on the 8 cards; the requirement follows that split.
    const Plan plan = test::planFrom(
        R"([{"id": "a100-8", "provider": "Test A", "card": "a100-sxm-80g", "cards": 8, "mode": "on_demand",
             "price_per_card_hour": 20}])",
        R"([{"id": "eval", "name": "Evaluation rounds", "kind": "evaluation", "card": "a100-sxm-80g", "cards": 8,
             "workload": {"model": "llama-2-70b", "estimate": {"task": "inference", "context": 4096, "batch": 32},
                          "tokens_in": 20000000, "tokens_out": 5000000}}])");
    const Expectation e = Expectation::forPlan(plan, {});
    QCOMPARE(e.tensorParallel, 4);
    QVERIFY(e.nvlinkInGroup); // the A100 SXM is an NVLink card (600 GB/s in the catalog)
    QCOMPARE(AcceptanceHeadline::expectedText(e),
        QStringLiteral("8 × A100 80GB SXM, NVLinked in groups of 4 inside one machine for the peak phase "
                       "\"Evaluation rounds\""));

    // Two machines of 4, each one NVLinked group: the split runs, across machines.
    const AcceptanceReport two = AcceptanceCheck::run(e, { a100x4(QStringLiteral("a")), a100x4(QStringLiteral("b")) });
    for (const MachineResult& m : two.machines) {
        QCOMPARE(find(m.items, "card_count")->verdict, Verdict::Pass);
        QCOMPARE(find(m.items, "nvlink")->verdict, Verdict::Pass);
    }
    QCOMPARE(find(two.acrossMachines, "card_count")->verdict, Verdict::Pass);
    QVERIFY(!two.note.isEmpty());

    // Eight PCIe cards (every pair SYS): no group of 4 is NVLinked.
    const MachineFacts pcie = machine(QStringLiteral("pcie"),
        { { "nvidia-smi topo -m", QStringLiteral("nvidia-smi/topo-8x-rtx4090-pcie-sys-nic.txt") } });
    const AcceptanceReport report = AcceptanceCheck::run(e, { pcie });
    const ItemResult* links = find(report.machines.first().items, "nvlink");
    QCOMPARE(links->verdict, Verdict::Fail);
    QCOMPARE(links->found, QStringLiteral("0 of 28 card pairs NVLinked; GPU0–GPU1: SYS"));
    QCOMPARE(links->expected,
        QStringLiteral("NVLink between the cards of each tensor-parallel group of 4 (GPU0–GPU3, …: NV# in topo -m)"));
    QCOMPARE(AcceptanceHeadline::of(report).verdictText, QStringLiteral("FAIL on Links between cards"));
}

void TestAcceptRequirement::quoteStaysExact()
{
    // A quote is the machine as sold: 8 cards per machine, 2 machines. One machine of 8 captured
    // is one of the two (cannot tell), and its count is checked exactly as before.
    const Plan plan = test::planFrom("[]", "[]", nullptr, nullptr,
        R"([{"id": "h100x8", "provider": "Test B", "card": "h100-sxm", "form_factor": "sxm",
             "interconnect": "nvswitch", "cards_per_machine": 8, "machines": 2,
             "billing": {"mode": "on_demand", "price_per_card_hour": 30}}])");
    const Expectation e = Expectation::forPlan(plan, QStringLiteral("h100x8"));
    QCOMPARE(e.kind, ExpectationKind::Quote);
    const AcceptanceReport report = AcceptanceCheck::run(e, { h100x8() });
    QCOMPARE(find(report.acrossMachines, "machine_count")->verdict, Verdict::CannotTell);
    QVERIFY(report.note.isEmpty());
    QCOMPARE(AcceptanceHeadline::of(report).sentence,
        QStringLiteral("Expected 8 × H100 80GB SXM on each of 2 machines, as quote \"h100x8\" states; found 8 × "
                       "NVIDIA H100 80GB HBM3 in one machine with NVLink: cannot tell: Machines captured."));
}

void TestAcceptRequirement::headlineInChinese()
{
    Translation::install(QStringLiteral("zh_CN"));
    const Expectation e = Expectation::forPlan(trainingPlan("h100-sxm", 4), {});
    const AcceptanceHeadline headline = AcceptanceHeadline::of(AcceptanceCheck::run(e, { h100x8() }));
    Translation::install(QStringLiteral("en"));
    QCOMPARE(headline.sentence,
        QStringLiteral("应为 8 × H100 80GB SXM（峰值阶段“Training run”）；实测 8 × NVIDIA H100 80GB HBM3（一台机器），"
                       "带 NVLink：通过。"));
    QCOMPARE(headline.note, QStringLiteral("一台机器 8 卡，而非计划的 2 台 4 卡机器：足够峰值阶段使用。"));
}

QTEST_GUILESS_MAIN(TestAcceptRequirement)
#include "tst_acceptrequirement.moc"
