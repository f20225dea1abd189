// Every real nvidia-smi capture in tests/data/nvidia-smi (copied from the team's shared fixtures,
// sources in SOURCES.md) read by the acceptance parsers, and every cut-off prefix of each
// read without a crash or a count it cannot prove.
#include "models/accept/AcceptanceCheck.h"
#include "models/accept/CaptureReader.h"
#include "models/accept/CardNameMatch.h"

#include <QDir>
#include <QFile>
#include <QtTest>

using namespace rp;
using namespace rp::accept;

namespace {

QString fixture(const QString& name)
{
    return QStringLiteral(RENTPLAN_TEST_DATA "/nvidia-smi/") + name;
}

QByteArray bytesOf(const QString& name)
{
    QFile file(fixture(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return file.readAll();
}

MachineFacts read(const QString& name)
{
    InputError error;
    const std::optional<MachineFacts> facts = CaptureReader::fromText(bytesOf(name), name, &error);
    if (!facts)
        qFatal("%s", qPrintable(error.toString()));
    return *facts;
}

const GpuListing* firstListing(const MachineFacts& facts)
{
    return facts.listings.isEmpty() ? nullptr : &facts.listings.first();
}

ItemResult itemOf(const MachineResult& result, const QString& key)
{
    for (const ItemResult& item : result.items) {
        if (item.key == key)
            return item;
    }
    return {};
}

Expectation expect(const QString& cardId, int cards, Interconnect links = Interconnect::Unknown)
{
    Quote quote;
    quote.id = QStringLiteral("q");
    quote.card = cardId;
    quote.cardsPerMachine = cards;
    quote.interconnect = links;
    return Expectation::fromQuote(quote, {});
}

} // namespace

class TestCaptureParsers : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyFixtureIsCopied();
    void gpuListings_data();
    void gpuListings();
    void smiTable();
    void processes_data();
    void processes();
    void topology_data();
    void topology();
    void nvlinkStatus();
    void migListings_data();
    void migListings();
    void headerlessFragment();
    void cardNames_data();
    void cardNames();
    void everyPrefixIsSafe();
    void cutSmiTableCannotTellCount();
};

void TestCaptureParsers::everyFixtureIsCopied()
{
    // The 35 captures (tests/data/nvidia-smi/SOURCES.md) are all here and all read.
    const QStringList files = QDir(QStringLiteral(RENTPLAN_TEST_DATA "/nvidia-smi"))
                                  .entryList({ QStringLiteral("*.txt"), QStringLiteral("*.csv") }, QDir::Files);
    QCOMPARE(files.size(), 35);
    for (const QString& name : files) {
        InputError error;
        const auto facts = CaptureReader::fromText(bytesOf(name), name, &error);
        QVERIFY2(facts, qPrintable(name + QStringLiteral(": ") + error.toString()));
        QVERIFY2(!facts->recognized.isEmpty(), qPrintable(name));
    }
}

void TestCaptureParsers::gpuListings_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("command");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<bool>("complete");
    QTest::addColumn<QString>("firstName");
    QTest::addColumn<qint64>("memoryMiB");
    QTest::addColumn<QString>("driver");

    QTest::newRow("a100x4 csv") << "query-a100-80gb-sxm4x4-computecap.csv"
                                << "nvidia-smi --query-gpu" << 4 << true << "NVIDIA A100-SXM4-80GB" << qint64(81920)
                                << "580.105.08";
    QTest::newRow("h100 nvl noheader") << "query-h100-nvl-noheader-name-devid.csv"
                                       << "nvidia-smi --query-gpu" << 1 << false << "NVIDIA H100 NVL" << qint64(-1)
                                       << "";
    QTest::newRow("h100 pcie busid mig") << "query-h100-pcie-busid-migmode-enabled.csv"
                                         << "nvidia-smi --query-gpu" << 1 << true << "" << qint64(-1) << "";
    QTest::newRow("h200x8 uuid mem") << "query-h200x8-uuid-mem-util.csv"
                                     << "nvidia-smi --query-gpu" << 8 << true << "" << qint64(143771) << "";
    QTest::newRow("l40s") << "query-l40s-x1-index-name-mem.csv"
                          << "nvidia-smi --query-gpu" << 1 << true << "NVIDIA L40S" << qint64(46068) << "";
    QTest::newRow("rtx3090x2") << "query-rtx3090x2-index-name-mem-driver-cc.csv"
                               << "nvidia-smi --query-gpu" << 2 << true << "NVIDIA GeForce RTX 3090" << qint64(24576)
                               << "580.126.09";
    QTest::newRow("rtx4090 no index") << "query-rtx4090x1-name-mem-driver-cc.csv"
                                      << "nvidia-smi --query-gpu" << 1 << true << "NVIDIA GeForce RTX 4090"
                                      << qint64(24564) << "550.163.01";
    // Rows 4 and 5 of eight, without the header: what they show is true, the count is unknown.
    QTest::newRow("rtx pro 6000 fragment")
        << "query-rtxpro6000-bw-mig-disabled-FRAGMENT.csv"
        << "nvidia-smi --query-gpu" << 2 << false << "NVIDIA RTX PRO 6000 Blackwell Server Edition" << qint64(97887)
        << "610.43.02";
    QTest::newRow("quadro x10 table") << "smi-10x-quadro-rtx8000-r470.txt"
                                      << "nvidia-smi" << 10 << true << "Quadro RTX 8000" << qint64(48601)
                                      << "470.63.01";
    QTest::newRow("a100x8 busy table") << "smi-a100-80gb-sxm4x8-r595-busy.txt"
                                       << "nvidia-smi" << 8 << true << "NVIDIA A100-SXM4-80GB" << qint64(81920)
                                       << "595.71.05";
    // The stored sample stops before the Processes box nvidia-smi always prints: cut, so no count.
    QTest::newRow("h100x8 idle table") << "smi-hgx-h100x8-r550-idle.txt"
                                       << "nvidia-smi" << 8 << false << "NVIDIA H100 80GB HBM3" << qint64(81559)
                                       << "550.90.07";
    QTest::newRow("-L a100 pcie mig") << "list-mig-a100-80gb-pcie-7x1g10gb.txt"
                                      << "nvidia-smi -L" << 1 << true << "NVIDIA A100 80GB PCIe" << qint64(-1) << "";
    QTest::newRow("-L a100 sxm x2") << "list-mig-a100-80gb-sxm4x2-2x1g10gb-each.txt"
                                    << "nvidia-smi -L" << 2 << true << "NVIDIA A100-SXM4-80GB" << qint64(-1) << "";
    QTest::newRow("-L dgx station") << "list-mig-dgx-station-a100-80gb-with-display.txt"
                                    << "nvidia-smi -L" << 4 << true << "NVIDIA A100-SXM4-80GB" << qint64(-1) << "";
    QTest::newRow("-L h100 pcie") << "list-mig-h100-pcie-7x1g10gb.txt"
                                  << "nvidia-smi -L" << 1 << true << "NVIDIA H100 PCIe" << qint64(-1) << "";
    QTest::newRow("nvlink a100x4") << "nvlink-s-4x-a100-80gb-sxm4-r580.txt"
                                   << "nvidia-smi nvlink -s" << 4 << true << "NVIDIA A100-SXM4-80GB" << qint64(-1)
                                   << "";
    QTest::newRow("nvlink v100x8") << "nvlink-s-8x-v100-sxm2.txt"
                                   << "nvidia-smi nvlink -s" << 8 << true << "Tesla V100-SXM2-32GB" << qint64(-1) << "";
}

void TestCaptureParsers::gpuListings()
{
    QFETCH(QString, file);
    QFETCH(QString, command);
    QFETCH(int, gpus);
    QFETCH(bool, complete);
    QFETCH(QString, firstName);
    QFETCH(qint64, memoryMiB);
    QFETCH(QString, driver);
    const MachineFacts facts = read(file);
    QCOMPARE(facts.listings.size(), 1);
    const GpuListing* listing = firstListing(facts);
    QCOMPARE(listing->command, command);
    QCOMPARE(listing->gpus.size(), gpus);
    QCOMPARE(listing->complete, complete);
    QCOMPARE(listing->gpus.first().name, firstName);
    QCOMPARE(listing->gpus.first().memoryTotalMiB, memoryMiB);
    QCOMPARE(facts.driver ? facts.driver->value : QString(), driver);
    QVERIFY(listing->gpus.first().line.number > 0);
}

void TestCaptureParsers::smiTable()
{
    // H200 capture: 8 cards at 143 771 MiB; GPU 7 has 58 071 MiB in use at 0 %.
    const MachineFacts h200 = read(QStringLiteral("query-h200x8-uuid-mem-util.csv"));
    QCOMPARE(h200.listings.first().gpus.at(7).memoryUsedMiB, qint64(58071));
    QCOMPARE(h200.listings.first().gpus.at(7).uuid, QStringLiteral("GPU-28780eb0-24d5-1f13-59b8-ae5c23617a72"));

    const MachineFacts busy = read(QStringLiteral("smi-a100-80gb-sxm4x8-r595-busy.txt"));
    const GpuListing& table = busy.listings.first();
    QCOMPARE(table.gpus.at(0).memoryUsedMiB, qint64(72297));
    QCOMPARE(table.gpus.at(3).memoryUsedMiB, qint64(0));
    QCOMPARE(table.gpus.at(7).busId, QStringLiteral("00000000:CA:00.0"));
    QCOMPARE(table.gpus.at(0).migMode, QStringLiteral("Disabled"));
    QCOMPARE(table.gpus.at(0).line.number, 9);

    const MachineFacts quadro = read(QStringLiteral("smi-10x-quadro-rtx8000-r470.txt"));
    QCOMPARE(quadro.listings.first().gpus.at(9).busId, QStringLiteral("00000000:C2:00.0"));
    QCOMPARE(quadro.listings.first().gpus.at(0).migMode, QStringLiteral("N/A"));
    QCOMPARE(quadro.processes.size(), 1);
    QVERIFY(quadro.processes.first().complete);
    QVERIFY(quadro.processes.first().processes.isEmpty());

    // The H100 sample has no Processes section: nothing is claimed about processes.
    QVERIFY(read(QStringLiteral("smi-hgx-h100x8-r550-idle.txt")).processes.isEmpty());
}

void TestCaptureParsers::processes_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("firstPid");
    QTest::addColumn<QString>("firstName");
    QTest::addColumn<qint64>("firstMiB");
    QTest::newRow("vllm x2") << "apps-1gpu-2x-vllm-enginecore.csv" << 2 << "3858903"
                             << "VLLM::EngineCore" << qint64(6265);
    QTest::newRow("header only") << "apps-empty-header-only-rtxpro6000.csv" << 0 << ""
                                 << "" << qint64(-1);
    QTest::newRow("h200 busy") << "apps-h200x8-busy-notfound.csv" << 8 << "1328667"
                               << "/usr/local/bin/python3.10" << qint64(130004);
    QTest::newRow("l40s triton") << "apps-l40s-x1-3procs.csv" << 3 << "44378"
                                 << "tritonserver" << qint64(1836);
    QTest::newRow("smi table") << "smi-a100-80gb-sxm4x8-r595-busy.txt" << 5 << "2010386"
                               << "...envs/diffsynth/bin/python3.12" << qint64(72288);
}

void TestCaptureParsers::processes()
{
    QFETCH(QString, file);
    QFETCH(int, count);
    QFETCH(QString, firstPid);
    QFETCH(QString, firstName);
    QFETCH(qint64, firstMiB);
    const MachineFacts facts = read(file);
    QCOMPARE(facts.processes.size(), 1);
    const ProcessListing& listing = facts.processes.first();
    QVERIFY(listing.complete);
    QCOMPARE(listing.processes.size(), count);
    if (count > 0) {
        QCOMPARE(listing.processes.first().pid, firstPid);
        QCOMPARE(listing.processes.first().name, firstName);
        QCOMPARE(listing.processes.first().usedMiB, firstMiB);
    }
    // [Not Found] is still a process holding memory (the H200 capture's last row, 58 060 MiB).
    if (file.startsWith(QLatin1String("apps-h200")))
        QCOMPARE(listing.processes.last().name, QStringLiteral("[Not Found]"));
}

void TestCaptureParsers::topology_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("nvPairs"); // of n(n-1)/2 pairs
    QTest::addColumn<QString>("link01");
    // 4 × A100 SXM4: NV12 everywhere, 6 pairs.
    QTest::newRow("a100x4 nv12") << "topo-4x-a100-80gb-sxm4-nv12-nic-roce.txt" << 4 << 6 << "NV12";
    QTest::newRow("rtx4090 pix") << "topo-8x-rtx4090-pcie-pix-mlx5bond.txt" << 8 << 0 << "PIX";
    QTest::newRow("rtx4090 sys") << "topo-8x-rtx4090-pcie-sys-nic.txt" << 8 << 0 << "SYS";
    // V100 hybrid cube mesh: each card NVLinked to 4 others, 8 × 4 / 2 = 16 of 28 pairs.
    QTest::newRow("v100 nv1/nv2") << "topo-8x-v100-sxm2-nv1nv2-nic.txt" << 8 << 16 << "NV1";
    QTest::newRow("dgx a100") << "topo-dgx-a100-nvlink-mlx5.txt" << 8 << 28 << "NV12";
    QTest::newRow("dgx1 v100 cpu aff") << "topo-dgx1-v100-nv1nv2-mlx5-cpuaff-only.txt" << 8 << 16 << "NV1";
    QTest::newRow("dgx1 -mp pcie") << "topo-dgx1-v100-pcie-mp-mlx5.txt" << 8 << 0 << "PIX";
    QTest::newRow("hgx h100 spaces") << "topo-hgx-h100x8-nv18-spaces.txt" << 8 << 28 << "NV18";
    QTest::newRow("k80 old legend") << "topo-old-driver-k80x4-mlx4-soc-legend-spaces.txt" << 4 << 0 << "PIX";
}

void TestCaptureParsers::topology()
{
    QFETCH(QString, file);
    QFETCH(int, gpus);
    QFETCH(int, nvPairs);
    QFETCH(QString, link01);
    const MachineFacts facts = read(file);
    QVERIFY(facts.topo);
    QVERIFY(facts.topo->complete);
    QCOMPARE(facts.topo->gpus, gpus);
    QCOMPARE(facts.topo->links.at(0).at(1), link01);
    int nv = 0;
    for (int i = 0; i < gpus; ++i) {
        for (int j = i + 1; j < gpus; ++j)
            nv += facts.topo->links.at(i).at(j).startsWith(QLatin1String("NV")) ? 1 : 0;
    }
    QCOMPARE(nv, nvPairs);

    // Against an all-NVLink quote: only the 28-of-28 and 6-of-6 machines pass.
    const Expectation e = expect(QStringLiteral("a100-sxm-80g"), gpus, Interconnect::NvSwitch);
    const ItemResult links = itemOf(AcceptanceCheck::checkMachine(e, facts), QStringLiteral("nvlink"));
    QCOMPARE(links.verdict, nvPairs == gpus * (gpus - 1) / 2 ? Verdict::Pass : Verdict::Fail);
    QVERIFY(links.line);
    // Bridged pairs: the V100 mesh gives every card a peer.
    const Expectation pairs = expect(QStringLiteral("a100-sxm-80g"), gpus, Interconnect::NvlinkPairs);
    const ItemResult bridged = itemOf(AcceptanceCheck::checkMachine(pairs, facts), QStringLiteral("nvlink"));
    QCOMPARE(bridged.verdict, nvPairs > 0 ? Verdict::Pass : Verdict::Fail);
}

void TestCaptureParsers::nvlinkStatus()
{
    // A100 SXM4: 12 links at 25 GB/s = 300 GB/s per card; V100 SXM2: 6 × 25.781 = 154.686 GB/s.
    const MachineFacts a100 = read(QStringLiteral("nvlink-s-4x-a100-80gb-sxm4-r580.txt"));
    QVERIFY(a100.nvlink);
    QCOMPARE(a100.nvlink->activeLinks, QList<int>({ 12, 12, 12, 12 }));
    QCOMPARE(a100.nvlink->gbPerSecond.at(3), 300.0);
    const MachineFacts v100 = read(QStringLiteral("nvlink-s-8x-v100-sxm2.txt"));
    QCOMPARE(v100.nvlink->activeLinks.size(), 8);
    QVERIFY(qAbs(v100.nvlink->gbPerSecond.at(0) - 154.686) < 1e-9);
    // nvlink -s proves links are up, not that every pair is joined: bridged pairs pass,
    // an all-pairs quote needs topo -m.
    QCOMPARE(itemOf(AcceptanceCheck::checkMachine(
                        expect(QStringLiteral("a100-sxm-80g"), 4, Interconnect::NvlinkPairs), a100),
                 QStringLiteral("nvlink"))
                 .verdict,
        Verdict::Pass);
    QCOMPARE(
        itemOf(AcceptanceCheck::checkMachine(expect(QStringLiteral("a100-sxm-80g"), 4, Interconnect::NvSwitch), a100),
            QStringLiteral("nvlink"))
            .verdict,
        Verdict::CannotTell);
}

void TestCaptureParsers::migListings_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("instances");
    QTest::addColumn<QString>("firstProfile");
    QTest::addColumn<bool>("complete");
    QTest::newRow("-L a100 pcie") << "list-mig-a100-80gb-pcie-7x1g10gb.txt" << 7 << "1g.10gb" << true;
    QTest::newRow("-L a100 x2") << "list-mig-a100-80gb-sxm4x2-2x1g10gb-each.txt" << 4 << "1g.10gb" << true;
    QTest::newRow("-L dgx station") << "list-mig-dgx-station-a100-80gb-with-display.txt" << 7 << "1g.10gb" << true;
    QTest::newRow("-L h100 pcie") << "list-mig-h100-pcie-7x1g10gb.txt" << 7 << "1g.10gb" << true;
    QTest::newRow("-lci h100") << "mig-lci-h100-80gb-7x1g10gb.txt" << 7 << "1g.10gb" << true;
    QTest::newRow("-lgi a100 3g+4g") << "mig-lgi-a100-80gb-3g40gb-4g40gb.txt" << 2 << "3g.40gb" << true;
    QTest::newRow("-lgi a100 mixed") << "mig-lgi-a100x2plus-mixed-PARTIAL.txt" << 8 << "1g.10gb" << true;
    QTest::newRow("-lgi h100") << "mig-lgi-h100-80gb-7x1g10gb.txt" << 7 << "1g.10gb" << true;
    QTest::newRow("-lgip h100") << "mig-lgip-h100-80gb.txt" << 0 << "" << true;
}

void TestCaptureParsers::migListings()
{
    QFETCH(QString, file);
    QFETCH(int, instances);
    QFETCH(QString, firstProfile);
    QFETCH(bool, complete);
    const MachineFacts facts = read(file);
    QCOMPARE(facts.mig.size(), 1);
    QCOMPARE(facts.mig.first().instances.size(), instances);
    QCOMPARE(facts.mig.first().complete, complete);
    if (instances > 0)
        QCOMPARE(facts.mig.first().instances.first().profile, firstProfile);
    // Any of these shows MIG on: whole cards were not delivered.
    const ItemResult mig = itemOf(
        AcceptanceCheck::checkMachine(expect(QStringLiteral("a100-sxm-80g"), 1), facts), QStringLiteral("mig"));
    QCOMPARE(mig.verdict, Verdict::Fail);
    QVERIFY(mig.line);
}

void TestCaptureParsers::headerlessFragment()
{
    // Rows 4 and 5 of an eight-card RTX PRO 6000 machine: the card is foreign to an H100
    // quote (fail, with the row read), the count cannot be told, MIG shows Disabled.
    const MachineFacts facts = read(QStringLiteral("query-rtxpro6000-bw-mig-disabled-FRAGMENT.csv"));
    const MachineResult r = AcceptanceCheck::checkMachine(expect(QStringLiteral("h100-sxm"), 8), facts);
    QCOMPARE(itemOf(r, QStringLiteral("card_model")).verdict, Verdict::Fail);
    QCOMPARE(itemOf(r, QStringLiteral("card_model")).line->number, 1);
    QCOMPARE(itemOf(r, QStringLiteral("card_count")).verdict, Verdict::CannotTell);
    QCOMPARE(itemOf(r, QStringLiteral("mig")).verdict, Verdict::Pass);
    // A fragment showing more cards than quoted is already a fail: two rows against one card.
    QCOMPARE(itemOf(AcceptanceCheck::checkMachine(expect(QStringLiteral("h100-sxm"), 1), facts),
                 QStringLiteral("card_count"))
                 .verdict,
        Verdict::Fail);
}

void TestCaptureParsers::cardNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("cardId");
    QTest::newRow("a100 sxm4 80") << "NVIDIA A100-SXM4-80GB"
                                  << "a100-sxm-80g";
    QTest::newRow("a100 80 pcie") << "NVIDIA A100 80GB PCIe"
                                  << "a100-pcie-80g";
    QTest::newRow("h100 hbm3 = sxm") << "NVIDIA H100 80GB HBM3"
                                     << "h100-sxm";
    QTest::newRow("h100 pcie") << "NVIDIA H100 PCIe"
                               << "h100-pcie";
    QTest::newRow("h100 nvl: not in catalog") << "NVIDIA H100 NVL"
                                              << "";
    QTest::newRow("rtx 4090") << "NVIDIA GeForce RTX 4090"
                              << "rtx-4090";
    QTest::newRow("rtx 3090") << "NVIDIA GeForce RTX 3090"
                              << "rtx-3090";
    QTest::newRow("l40s") << "NVIDIA L40S"
                          << "l40s";
    QTest::newRow("v100: not in catalog") << "Tesla V100-SXM2-32GB"
                                          << "";
    QTest::newRow("quadro: not in catalog") << "Quadro RTX 8000"
                                            << "";
}

void TestCaptureParsers::cardNames()
{
    QFETCH(QString, name);
    QFETCH(QString, cardId);
    QCOMPARE(cardIdForName(name), cardId);
    QVERIFY(!cardNameMatches(QStringLiteral("rtx-4090"), QStringLiteral("NVIDIA GeForce RTX ...")).has_value());
}

void TestCaptureParsers::everyPrefixIsSafe()
{
    // Cut every capture after each line and in the middle of it: the reader never crashes,
    // and a card count it passes is one whose every GPU line is inside the cut.
    const QStringList files = QDir(QStringLiteral(RENTPLAN_TEST_DATA "/nvidia-smi"))
                                  .entryList({ QStringLiteral("*.txt"), QStringLiteral("*.csv") }, QDir::Files);
    int cuts = 0;
    for (const QString& name : files) {
        const QByteArray whole = bytesOf(name);
        const MachineFacts full = read(name);
        int lastGpuLine = 0;
        int fullCount = 0;
        for (const GpuListing& l : full.listings) {
            fullCount = std::max(fullCount, int(l.gpus.size()));
            for (const GpuRecord& g : l.gpus)
                lastGpuLine = std::max(lastGpuLine, g.line.number);
        }
        if (full.topo)
            fullCount = std::max(fullCount, full.topo->gpus);
        const Expectation e = expect(QStringLiteral("a100-sxm-80g"), std::max(1, fullCount));
        for (qsizetype end = 0; end < whole.size(); ++end) {
            if (end > 0 && whole.at(end - 1) != '\n' && (end + 1 >= whole.size() || whole.at(end + 1) != '\n'))
                continue; // cut at each line end and one byte before it
            const QByteArray cut = whole.left(end);
            InputError error;
            const auto facts = CaptureReader::fromText(cut, name, &error);
            ++cuts;
            if (!facts) {
                QVERIFY(!error.message.isEmpty());
                continue;
            }
            const ItemResult count = itemOf(AcceptanceCheck::checkMachine(e, *facts), QStringLiteral("card_count"));
            const int linesInCut = int(cut.count('\n')) + 1;
            if (count.verdict == Verdict::Pass && !full.topo)
                QVERIFY2(linesInCut >= lastGpuLine, qPrintable(name + QStringLiteral(" cut at %1").arg(end)));
        }
    }
    QVERIFY(cuts > 1000);
}

void TestCaptureParsers::cutSmiTableCannotTellCount()
{
    // The busy A100 table cut inside GPU 4's block, and cut at the border after GPU 3:
    // four or five cards seen, the count unknown either way.
    const QByteArray whole = bytesOf(QStringLiteral("smi-a100-80gb-sxm4x8-r595-busy.txt"));
    for (const QByteArray& cut :
        { whole.left(whole.indexOf("| N/A   57C")), whole.left(whole.indexOf("|   4  NVIDIA")) }) {
        InputError error;
        const auto facts = CaptureReader::fromText(cut, QStringLiteral("cut.txt"), &error);
        QVERIFY(facts);
        QVERIFY(!facts->listings.first().complete);
        const MachineResult r = AcceptanceCheck::checkMachine(expect(QStringLiteral("a100-sxm-80g"), 8), *facts);
        QCOMPARE(itemOf(r, QStringLiteral("card_count")).verdict, Verdict::CannotTell);
        QCOMPARE(itemOf(r, QStringLiteral("card_model")).verdict, Verdict::Pass);
    }
}

QTEST_GUILESS_MAIN(TestCaptureParsers)
#include "tst_captureparsers.moc"
