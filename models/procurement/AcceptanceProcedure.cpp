#include "models/procurement/AcceptanceProcedure.h"

#include <QLocale>

namespace rp {

QString AcceptanceProcedure::expectedCards(const MachineNeed& need, const Card& card)
{
    const QString name = card.smiName.isEmpty() ? card.name : card.smiName;
    return tr("%n line(s), each \"%1, %2 MiB\"", nullptr, need.cardsPerMachine).arg(name).arg(card.memoryMiB);
}

QList<AcceptanceStep> AcceptanceProcedure::build(const MachineNeed& need, const Card& card)
{
    QList<AcceptanceStep> steps;
    const int n = need.cardsPerMachine;
    const QString name = card.smiName.isEmpty() ? card.name : card.smiName;

    // The cards, their number and memory, as nvidia-smi reports them (docs/acceptance.md).
    steps.append({ QStringLiteral("gpu_list"), tr("Card model, count and memory"),
        QStringLiteral("nvidia-smi --query-gpu=name,memory.total --format=csv,noheader"), expectedCards(need, card) });
    steps.append(
        { QStringLiteral("gpu_uuid"), tr("Every card visible with its own UUID"), QStringLiteral("nvidia-smi -L"),
            tr("%n line(s) \"GPU i: %1 (UUID: GPU-…)\", no MIG device lines", nullptr, n).arg(name) });

    // NV# between the cards means NVLink; PIX/PXB/SYS means PCIe (the legend `nvidia-smi topo -m` prints).
    if (need.cardsWorkTogether && n > 1 && card.hasNvlink()) {
        const QString link = card.topoLink.isEmpty() ? QStringLiteral("NV#") : card.topoLink;
        steps.append({ QStringLiteral("topology"), tr("NVLink between every pair of cards"),
            QStringLiteral("nvidia-smi topo -m"),
            tr("%1 in every cell between two different GPUs (no PIX, PXB, PHB, NODE or SYS)").arg(link) });
        steps.append(
            { QStringLiteral("nvlink_status"), tr("Every NVLink link up"), QStringLiteral("nvidia-smi nvlink -s"),
                tr("Every link of every card shows a speed in GB/s; none shows inactive") });
    } else if (n > 1) {
        steps.append(
            { QStringLiteral("topology"), tr("How the cards are connected"), QStringLiteral("nvidia-smi topo -m"),
                tr("The connection type the quote states, for all %n cards", nullptr, n) });
    }

    // A MIG-capable card must not arrive sliced: a slice is a share of a card (docs/acceptance.md).
    if (card.mig) {
        steps.append({ QStringLiteral("mig"), tr("MIG disabled"),
            QStringLiteral("nvidia-smi --query-gpu=mig.mode.current --format=csv,noheader"),
            tr("%n line(s) \"Disabled\"", nullptr, n) });
    }
    steps.append({ QStringLiteral("processes"), tr("No foreign processes on the cards"),
        QStringLiteral("nvidia-smi --query-compute-apps=pid,process_name,used_memory --format=csv"),
        tr("Only the header line \"pid, process_name, used_gpu_memory [MiB]\", no process rows") });

    // Cores, memory and local disk (docs/quotes.md, rules `cpu_per_gpu`, `ram_per_gpu`, `local_nvme`).
    steps.append({ QStringLiteral("cpu"), tr("CPU cores"), QStringLiteral("lscpu | grep -E \"^CPU\\(s\\)|Model name\""),
        tr("CPU(s): at least %1").arg(need.minCpuCores()) });
    steps.append({ QStringLiteral("ram"), tr("System memory"), QStringLiteral("free -g"),
        tr("Mem: total at least %1 (GiB)")
            .arg(QLocale().toString(double(need.minRamGb()) * 1e9 / (1u << 30), 'f', 0)) });
    steps.append(
        { QStringLiteral("disk"), tr("Local NVMe size"), QStringLiteral("lsblk -d -o NAME,SIZE,MODEL && df -h"),
            tr("An NVMe device (nvme…) of at least %1 GB, mounted where the data will live")
                .arg(QLocale().toString(need.minNvmeGb(), 'f', 0)) });
    steps.append({ QStringLiteral("disk_read"), tr("Local disk read speed"),
        QStringLiteral("dd if=/dev/zero of=/data/testfile bs=1G count=8 oflag=direct && sync && "
                       "echo 3 | sudo tee /proc/sys/vm/drop_caches && "
                       "dd if=/data/testfile of=/dev/null bs=1G iflag=direct"),
        tr("The last line's rate reaches the read speed written in the quote") });
    steps.append({ QStringLiteral("network"), tr("Download bandwidth"),
        QStringLiteral("curl -o /dev/null -w '%{speed_download}\\n' <URL of a large file>"),
        tr("At least %1 bytes/s (%2 Mbit/s)")
            .arg(QLocale().toString(need.minDownloadMbps() * 1e6 / 8, 'f', 0))
            .arg(QLocale().toString(need.minDownloadMbps(), 'f', 0)) });
    // A few minutes under load show whether cooling and power keep the clocks up.
    steps.append({ QStringLiteral("throttle"), tr("No thermal or power throttling under load"),
        QStringLiteral("nvidia-smi -q -d PERFORMANCE"),
        tr("While a real job runs for a few minutes, no thermal or power-brake slowdown is shown as active on any "
           "card") });
    return steps;
}

} // namespace rp
