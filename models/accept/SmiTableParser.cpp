// The default `nvidia-smi` table (driver 470 and later layouts).
#include "models/accept/CaptureSegment.h"

namespace rp::accept::smi_table {

namespace {

const QRegularExpression kDriver(QStringLiteral("Driver Version:\\s*([0-9][0-9.]*)"));
// "|   0  NVIDIA H100 80GB HBM3          On  |   00000000:53:00.0 Off |" (name, persistence, bus id)
const QRegularExpression kGpuRow(QStringLiteral(
    "^\\|\\s*(\\d+)\\s+(.*?)\\s+(?:On|Off)\\s*\\|\\s*([0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\\.[0-9A-Fa-f])"));
const QRegularExpression kMemory(QStringLiteral("(\\d+)MiB\\s*/\\s*(\\d+)MiB"));
const QRegularExpression kLastCell(QStringLiteral("\\|\\s*([^|]*?)\\s*\\|\\s*$"));
// "|    0   N/A  N/A   2010386   C   ...python3.12   72288MiB |"
const QRegularExpression kProcessRow(
    QStringLiteral("^\\|\\s*(\\d+)\\s+(\\S+)\\s+(\\S+)\\s+(\\d+)\\s+(\\S+)\\s+(.*?)\\s+(\\d+)MiB\\s*\\|\\s*$"));

bool isBorder(const QString& line)
{
    const QString t = line.trimmed();
    return t.startsWith(u'+') && t.endsWith(u'+') && t.contains(QLatin1String("---"));
}

qsizetype scanProcesses(CaptureSegment& s, qsizetype start, MachineFacts& facts)
{
    ProcessListing listing;
    listing.command = QStringLiteral("nvidia-smi");
    listing.first = s.lines.at(start);
    listing.complete = false;
    qsizetype i = start + 1;
    bool inRows = false;
    for (; i < s.size(); ++i) {
        const QString& line = s.text(i);
        if (line.contains(QLatin1String("|==="))) {
            inRows = true;
            continue;
        }
        if (!inRows)
            continue;
        if (isBorder(line)) {
            listing.complete = true;
            ++i;
            break;
        }
        if (line.contains(QLatin1String("No running processes found")))
            continue;
        const auto m = kProcessRow.match(line);
        if (m.hasMatch())
            listing.processes.append({ m.captured(4), m.captured(6), m.captured(7).toLongLong(), s.lines.at(i) });
        else if (!line.trimmed().startsWith(u'|'))
            break; // the table stopped without its closing border
    }
    s.claim(start, i);
    facts.processes.append(listing);
    return i;
}

} // namespace

void scan(CaptureSegment& s, MachineFacts& facts)
{
    for (qsizetype start = 0; start < s.size(); ++start) {
        const auto driver = kDriver.match(s.text(start));
        if (s.claimed.at(start) || !s.text(start).contains(QLatin1String("NVIDIA-SMI")) || !driver.hasMatch())
            continue;
        if (!facts.driver)
            facts.driver = Sourced<QString> { driver.captured(1), s.lines.at(start) };
        GpuListing listing;
        listing.command = QStringLiteral("nvidia-smi");
        listing.first = s.lines.at(start);
        qsizetype i = start + 1;
        bool gpuOpen = false; // a GPU block without its closing border yet
        bool processesSeen = false; // nvidia-smi always ends with its Processes box
        int rowInBlock = 0;
        for (; i < s.size(); ++i) {
            const QString& line = s.text(i);
            if (line.contains(QLatin1String("Processes:"))) {
                processesSeen = true;
                i = scanProcesses(s, i, facts);
                break;
            }
            const auto gpu = kGpuRow.match(line);
            if (gpu.hasMatch()) {
                if (gpuOpen)
                    listing.complete = false;
                GpuRecord record;
                record.index = gpu.captured(1).toInt();
                record.name = gpu.captured(2).trimmed();
                record.busId = gpu.captured(3);
                record.line = s.lines.at(i);
                listing.gpus.append(record);
                gpuOpen = true;
                rowInBlock = 1;
                continue;
            }
            if (gpuOpen && isBorder(line)) {
                gpuOpen = false;
                continue;
            }
            if (gpuOpen && line.trimmed().startsWith(u'|')) {
                ++rowInBlock;
                GpuRecord& record = listing.gpus.last();
                const auto memory = kMemory.match(line);
                if (memory.hasMatch()) {
                    record.memoryUsedMiB = memory.captured(1).toLongLong();
                    record.memoryTotalMiB = memory.captured(2).toLongLong();
                } else if (rowInBlock == 3) {
                    const auto cell = kLastCell.match(line);
                    if (cell.hasMatch())
                        record.migMode = cell.captured(1);
                }
                continue;
            }
            if (line.trimmed().isEmpty() || line.trimmed().startsWith(u'|') || isBorder(line))
                continue;
            break; // some other output follows the table
        }
        // Blocks must close, the Processes box must follow (else the table may have been cut
        // at a block border), and GPUs are numbered from 0 without gaps.
        if (gpuOpen || !processesSeen || listing.gpus.isEmpty())
            listing.complete = false;
        for (qsizetype g = 0; g < listing.gpus.size(); ++g) {
            if (listing.gpus.at(g).index != int(g) || listing.gpus.at(g).memoryTotalMiB < 0)
                listing.complete = false;
        }
        s.claim(start, i);
        if (start > 0 && isBorder(s.text(start - 1)))
            s.claim(start - 1, start);
        facts.listings.append(listing);
        facts.recognized.append(QStringLiteral("nvidia-smi"));
        start = i - 1;
    }
}

} // namespace rp::accept::smi_table
