// The quote checklist and the delivery-day acceptance procedure a plan's machine needs,
// with hand-computed figures and the card names real nvidia-smi captures print.
#include "models/catalog/CardCatalog.h"
#include "models/common/Translation.h"
#include "models/procurement/AcceptanceProcedure.h"
#include "models/procurement/MachineNeed.h"
#include "models/procurement/QuoteChecklist.h"

#include <QFile>
#include <QtTest>

using namespace rp;

namespace {

const Card& card(const char* id)
{
    const Card* c = CardCatalog::builtIn().find(QLatin1String(id));
    Q_ASSERT(c);
    return *c;
}

MachineNeed eightCardTraining(const char* cardId)
{
    MachineNeed need;
    need.cardId = QLatin1String(cardId);
    need.cardsPerMachine = 8;
    need.cardsWorkTogether = true;
    // A 7 B model: 2 bytes per parameter downloaded, 16 per parameter in a training checkpoint
    // (bf16 weights + fp32 master + Adam m, v: the ZeRO paper's 16 bytes less the gradients, kept
    // here at 16 to be safe), a 60 GB data set.
    need.weightsBytes = 7e9 * 2;
    need.checkpointBytes = 7e9 * 16;
    need.datasetBytes = 60e9;
    need.delayCostPerDay = 500;
    return need;
}

// A real capture from tests/data/nvidia-smi (SOURCES.md there); a missing one stops the suite.
QString fixture(const char* name)
{
    QFile f(QStringLiteral(RENTPLAN_TEST_DATA "/nvidia-smi/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return QString::fromUtf8(f.readAll());
}

const ChecklistItem* item(const QList<ChecklistItem>& items, const char* key)
{
    for (const ChecklistItem& i : items) {
        if (i.key == QLatin1String(key))
            return &i;
    }
    return nullptr;
}

const AcceptanceStep* step(const QList<AcceptanceStep>& steps, const char* key)
{
    for (const AcceptanceStep& s : steps) {
        if (s.key == QLatin1String(key))
            return &s;
    }
    return nullptr;
}

} // namespace

class TestProcurement : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Translation::install(QStringLiteral("en")); } // plural forms come from the catalogue
    void machineFigures();
    void downloadBandwidthFromTheSeedExample();
    void checklistCarriesThePlansValues();
    void singleCardNeedsNoNvlink();
    void acceptanceExpectsWhatNvidiaSmiPrints();
    void catalogNamesMatchCaptures();
};

void TestProcurement::machineFigures()
{
    const MachineNeed need = eightCardTraining("a100-sxm-80g");
    // 8 cores and 64 GB per GPU at least (docs/quotes.md) → 64 cores, 512 GB for 8 GPUs.
    QCOMPARE(need.minCpuCores(), 64);
    QCOMPARE(need.minRamGb(), 512);
    // 14 GB weights + 3 × 112 GB checkpoints + 60 GB data = 410 GB → 500 GB in 100 GB steps.
    QCOMPARE(need.minNvmeGb(), 500.0);
    // 14 GB in one hour: 14e9 × 8 / 3600 = 31.1 Mbit/s → the 100 Mbit/s floor.
    QCOMPARE(need.minDownloadMbps(), 100.0);
}

void TestProcurement::downloadBandwidthFromTheSeedExample()
{
    // A 140 GB model at 100 Mbit/s: 140e9 × 8 / 1e8 = 11 200 s = 3.1 h (docs/quotes.md, "Data transfer").
    // In one hour it needs 140e9 × 8 / 3600 / 1e6 = 311.1 Mbit/s → 400 Mbit/s.
    MachineNeed need;
    need.weightsBytes = 140e9;
    QCOMPARE(need.minDownloadMbps(), 400.0);
}

void TestProcurement::checklistCarriesThePlansValues()
{
    QLocale::setDefault(QLocale::c());
    MachineNeed need = eightCardTraining("h100-sxm");
    Offer offer;
    offer.id = QStringLiteral("h-monthly");
    offer.mode = BillingMode::Monthly;
    offer.pricePerCardPeriod = 9000;
    offer.renewalPricePerCardPeriod = 9900;
    offer.storagePerMonth = 300;
    offer.minBilledHours = 24;
    need.offer = offer;
    const QList<ChecklistItem> items = QuoteChecklist::build(need, card("h100-sxm"), QStringLiteral("CNY"));
    // Every item of the issue, in order.
    QStringList keys;
    for (const ChecklistItem& i : items)
        keys.append(i.key);
    QCOMPARE(keys.join(u','),
        QStringLiteral("form_factor,nvlink,cpu_ram,nvme,network,exclusive,billing_terms,invoice,data_deletion,sla"));
    QVERIFY(item(items, "form_factor")->requirement.startsWith(QStringLiteral("8 × H100 80GB SXM, SXM")));
    // Catalog: H100 SXM NVLink 900 GB/s.
    QVERIFY(
        item(items, "nvlink")->requirement.contains(QLatin1String("NVLink between all 8 cards, 900 GB/s per card")));
    QVERIFY(item(items, "cpu_ram")->requirement.contains(QLatin1String("64 CPU cores and 512 GB RAM")));
    QVERIFY(item(items, "nvme")->requirement.contains(QLatin1String("500 GB")));
    QVERIFY(item(items, "network")->requirement.contains(QLatin1String("100 Mbit/s, dedicated")));
    QVERIFY(item(items, "exclusive")->requirement.contains(QLatin1String("MIG mode disabled")));
    const QString& terms = item(items, "billing_terms")->requirement;
    QVERIFY2(terms.contains(QLatin1String("minimum billed 24.00 h")), qPrintable(terms));
    QVERIFY(terms.contains(QLatin1String("storage while stopped 300.00 CNY per month")));
    QVERIFY(terms.contains(QLatin1String("renewal 9900.00 CNY per card and period")));
    QVERIFY(item(items, "sla")->requirement.contains(QLatin1String("500.00 CNY")));

    need.machines = 2;
    const QList<ChecklistItem> two = QuoteChecklist::build(need, card("h100-sxm"), QStringLiteral("CNY"));
    QVERIFY(item(two, "network")->requirement.contains(QLatin1String("between the 2 machines 100 GbE or InfiniBand")));
}

void TestProcurement::singleCardNeedsNoNvlink()
{
    MachineNeed need;
    need.cardId = QStringLiteral("l40s");
    need.cardsPerMachine = 1;
    const QList<ChecklistItem> items = QuoteChecklist::build(need, card("l40s"), QStringLiteral("USD"));
    QVERIFY(item(items, "nvlink")->requirement.startsWith(QLatin1String("Not required")));
    // The L40S has no MIG: the exclusivity line asks for whole cards, not for MIG off.
    QVERIFY(!item(items, "exclusive")->requirement.contains(QLatin1String("MIG")));
    const QList<AcceptanceStep> steps = AcceptanceProcedure::build(need, card("l40s"));
    QVERIFY(!step(steps, "topology"));
    QVERIFY(!step(steps, "mig"));
    // tests/data/nvidia-smi/query-l40s-x1-index-name-mem.csv: "0, NVIDIA L40S, 46068 MiB, ..."
    QCOMPARE(step(steps, "gpu_list")->expected, QStringLiteral("1 line, each \"NVIDIA L40S, 46068 MiB\""));
    QVERIFY(fixture("query-l40s-x1-index-name-mem.csv").contains(QLatin1String("NVIDIA L40S, 46068 MiB")));
}

void TestProcurement::acceptanceExpectsWhatNvidiaSmiPrints()
{
    const MachineNeed need = eightCardTraining("h100-sxm");
    const QList<AcceptanceStep> steps = AcceptanceProcedure::build(need, card("h100-sxm"));
    const AcceptanceStep* list = step(steps, "gpu_list");
    QVERIFY(list);
    QCOMPARE(list->command, QStringLiteral("nvidia-smi --query-gpu=name,memory.total --format=csv,noheader"));
    QCOMPARE(list->expected, QStringLiteral("8 lines, each \"NVIDIA H100 80GB HBM3, 81559 MiB\""));
    // The HGX H100 capture shows that name and "81559MiB" total on every one of its 8 cards.
    const QString smi = fixture("smi-hgx-h100x8-r550-idle.txt");
    QCOMPARE(smi.count(QLatin1String("NVIDIA H100 80GB HBM3")), 8);
    QCOMPARE(smi.count(QLatin1String("/  81559MiB")), 8);
    // And NV18 between every pair in its topology.
    const AcceptanceStep* topo = step(steps, "topology");
    QVERIFY(topo);
    QCOMPARE(topo->command, QStringLiteral("nvidia-smi topo -m"));
    QVERIFY(topo->expected.startsWith(QLatin1String("NV18 in every cell")));
    QCOMPARE(fixture("topo-hgx-h100x8-nv18-spaces.txt").count(QLatin1String("NV18")), 8 * 7);
    QVERIFY(step(steps, "mig")->expected.contains(QLatin1String("8 lines \"Disabled\"")));
    // The empty compute-apps answer is its header alone (apps-empty-header-only-rtxpro6000.csv).
    QVERIFY(step(steps, "processes")->expected.contains(QLatin1String("pid, process_name, used_gpu_memory [MiB]")));
    QVERIFY(fixture("apps-l40s-x1-3procs.csv").startsWith(QLatin1String("pid, process_name, used_gpu_memory [MiB]")));
    QVERIFY(step(steps, "cpu")->expected.contains(QLatin1String("64")));
}

void TestProcurement::catalogNamesMatchCaptures()
{
    // Each catalog card with a capture prints "<smi_name>, <memory_mib> MiB" in a CSV query.
    const struct {
        const char* id;
        const char* file;
    } captures[] = {
        { "a100-sxm-80g", "query-a100-80gb-sxm4x4-computecap.csv" },
        { "l40s", "query-l40s-x1-index-name-mem.csv" },
        { "rtx-3090", "query-rtx3090x2-index-name-mem-driver-cc.csv" },
        { "rtx-4090", "query-rtx4090x1-name-mem-driver-cc.csv" },
    };
    for (const auto& c : captures) {
        const Card& k = card(c.id);
        const QString line = k.smiName + QStringLiteral(", ") + QString::number(k.memoryMiB) + QStringLiteral(" MiB");
        QVERIFY2(fixture(c.file).contains(line), qPrintable(line));
    }
    for (const Card& k : CardCatalog::builtIn().cards())
        QVERIFY2(!k.smiName.isEmpty(), qPrintable(k.id));
}

QTEST_GUILESS_MAIN(TestProcurement)
#include "tst_procurement.moc"
