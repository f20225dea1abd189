// `nvidia-smi -L` (with its MIG device lines) and `nvidia-smi nvlink -s`: both start each GPU
// with "GPU n: NAME (UUID: GPU-...)".
#include "models/accept/CaptureSegment.h"

namespace rp::accept::gpu_list {

namespace {

const QRegularExpression kGpu(QStringLiteral("^GPU (\\d+): (.+?) \\(UUID: (GPU-[0-9a-fA-F-]+)\\)\\s*$"));
const QRegularExpression kLink(QStringLiteral("^Link (\\d+): (.+)$"));
const QRegularExpression kSpeed(QStringLiteral("^([0-9.]+) GB/s$"));
const QRegularExpression kMigDevice(QStringLiteral("^MIG (\\S+)\\s+Device\\s+\\d+: \\(UUID: MIG-"));

} // namespace

void scan(CaptureSegment& s, MachineFacts& facts)
{
    for (qsizetype start = 0; start < s.size(); ++start) {
        if (s.claimed.at(start) || !kGpu.match(s.text(start).trimmed()).hasMatch())
            continue;
        GpuListing listing;
        listing.first = s.lines.at(start);
        NvlinkStatus nvlink;
        MigListing mig;
        mig.command = QStringLiteral("nvidia-smi -L");
        mig.first = s.lines.at(start);
        bool anyLink = false;
        qsizetype i = start;
        for (; i < s.size(); ++i) {
            const QString t = s.text(i).trimmed();
            const auto gpu = kGpu.match(t);
            if (gpu.hasMatch()) {
                GpuRecord record;
                record.index = gpu.captured(1).toInt();
                record.name = gpu.captured(2);
                record.uuid = gpu.captured(3);
                record.line = s.lines.at(i);
                listing.gpus.append(record);
                nvlink.activeLinks.append(0);
                nvlink.gbPerSecond.append(0);
                nvlink.gpuLines.append(s.lines.at(i));
                continue;
            }
            const auto link = kLink.match(t);
            if (link.hasMatch()) {
                anyLink = true;
                const auto speed = kSpeed.match(link.captured(2).trimmed());
                if (speed.hasMatch()) { // "<inactive>" links carry no speed
                    ++nvlink.activeLinks.last();
                    nvlink.gbPerSecond.last() += speed.captured(1).toDouble();
                }
                continue;
            }
            const auto device = kMigDevice.match(t);
            if (device.hasMatch()) {
                mig.instances.append({ listing.gpus.last().index, device.captured(1), s.lines.at(i) });
                continue;
            }
            break;
        }
        listing.command = anyLink ? QStringLiteral("nvidia-smi nvlink -s") : QStringLiteral("nvidia-smi -L");
        for (qsizetype g = 0; g < listing.gpus.size(); ++g) {
            if (listing.gpus.at(g).index != int(g))
                listing.complete = false;
        }
        s.claim(start, i);
        facts.listings.append(listing);
        if (anyLink) {
            if (!facts.nvlink)
                facts.nvlink = nvlink;
        } else {
            facts.mig.append(mig);
        }
        facts.recognized.append(listing.command);
        start = i - 1;
    }
}

} // namespace rp::accept::gpu_list
