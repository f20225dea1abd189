// `nvidia-smi --query-gpu=... --format=csv[,noheader]` and `--query-compute-apps=...`:
// columns are found by their header, in any order; without a header by the shape of the values.
#include "models/accept/CaptureSegment.h"

#include <algorithm>

namespace rp::accept::query_csv {

namespace {

enum class Column {
    Unknown,
    Index,
    Name,
    Uuid,
    MemoryTotal,
    MemoryUsed,
    Driver,
    MigMode,
    BusId,
    Pid,
    ProcessName,
    UsedMemory,
    DeviceId
};

const QRegularExpression kFieldName(QStringLiteral("^[a-z_]+(\\.[a-z_]+)*(\\s*\\[[^\\]]*\\])?$"));
const QRegularExpression kMiB(QStringLiteral("^(\\d+)\\s*MiB$"));
const QRegularExpression kBusId(QStringLiteral("^[0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\\.[0-9A-Fa-f]$"));
const QRegularExpression kUuid(QStringLiteral("^GPU-[0-9a-fA-F-]+$"));
const QRegularExpression kDriver(QStringLiteral("^\\d{3,}\\.\\d+(\\.\\d+)?$"));
const QRegularExpression kInteger(QStringLiteral("^\\d+$"));
const QRegularExpression kGpuName(
    QStringLiteral("(NVIDIA|Tesla|Quadro|GeForce|RTX|TITAN)\\b"), QRegularExpression::CaseInsensitiveOption);
const QRegularExpression kDeviceId(QStringLiteral("^0x[0-9A-Fa-f]{8}$"));
const QRegularExpression kMig(QStringLiteral("^(Enabled|Disabled|\\[N/A\\]|N/A)$"));

QStringList cells(const QString& line)
{
    QStringList out = line.split(u',');
    for (QString& cell : out)
        cell = cell.trimmed();
    return out;
}

Column headerColumn(QString field)
{
    field = field.section(u'[', 0, 0).trimmed();
    static const QList<std::pair<const char*, Column>> names
        = { { "index", Column::Index }, { "name", Column::Name }, { "gpu_name", Column::Name },
              { "uuid", Column::Uuid }, { "memory.total", Column::MemoryTotal }, { "memory.used", Column::MemoryUsed },
              { "driver_version", Column::Driver }, { "mig.mode.current", Column::MigMode },
              { "pci.bus_id", Column::BusId }, { "pid", Column::Pid }, { "process_name", Column::ProcessName },
              { "used_gpu_memory", Column::UsedMemory }, { "used_memory", Column::UsedMemory } };
    for (const auto& [name, column] : names) {
        if (field == QLatin1String(name))
            return column;
    }
    return Column::Unknown;
}

// Without a header, a value's shape names its column; memory is taken as the total
// only when it is the one MiB column (the acceptance command asks for memory.total).
QList<Column> guessColumns(const QStringList& row)
{
    QList<Column> columns;
    int mibColumns = 0;
    for (const QString& cell : row) {
        Column c = Column::Unknown;
        if (kUuid.match(cell).hasMatch())
            c = Column::Uuid;
        else if (kBusId.match(cell).hasMatch())
            c = Column::BusId;
        else if (kMiB.match(cell).hasMatch())
            c = Column::MemoryTotal, ++mibColumns;
        else if (kDriver.match(cell).hasMatch())
            c = Column::Driver;
        else if (kMig.match(cell).hasMatch())
            c = Column::MigMode;
        else if (kDeviceId.match(cell).hasMatch())
            c = Column::DeviceId;
        else if (kGpuName.match(cell).hasMatch())
            c = Column::Name;
        else if (kInteger.match(cell).hasMatch() && cell.size() <= 2)
            c = Column::Index;
        columns.append(c);
    }
    if (mibColumns > 1) {
        for (Column& c : columns) {
            if (c == Column::MemoryTotal)
                c = Column::Unknown;
        }
    }
    return columns;
}

// Two recognised values, one of them naming a GPU: a stray CSV line that mentions "RTX" is not enough.
bool looksLikeGpuRow(const QList<Column>& columns)
{
    const auto recognised
        = std::count_if(columns.cbegin(), columns.cend(), [](Column c) { return c != Column::Unknown; });
    return recognised >= 2
        && (columns.contains(Column::Name) || columns.contains(Column::BusId) || columns.contains(Column::Uuid));
}

// A header of nvidia-smi's own field names, not any CSV that has a "name" column.
bool isNvidiaHeader(const QStringList& row, const QList<Column>& columns)
{
    const bool dotted = std::any_of(row.cbegin(), row.cend(), [](const QString& f) { return f.contains(u'.'); });
    return dotted || columns.contains(Column::Uuid) || columns.contains(Column::Driver) || columns.contains(Column::Pid)
        || columns.contains(Column::UsedMemory) || columns.contains(Column::ProcessName);
}

qint64 mib(const QString& cell)
{
    const auto m = kMiB.match(cell);
    return m.hasMatch() ? m.captured(1).toLongLong() : -1;
}

void addGpuRows(CaptureSegment& s, qsizetype from, const QList<Column>& columns, bool header, MachineFacts& facts)
{
    GpuListing listing;
    listing.command = QStringLiteral("nvidia-smi --query-gpu");
    listing.first = s.lines.at(header ? from - 1 : from);
    listing.complete = header;
    qsizetype i = from;
    for (; i < s.size(); ++i) {
        const QStringList row = cells(s.text(i));
        if (s.text(i).trimmed().isEmpty() || row.size() != columns.size()) {
            if (row.size() > 1 && row.size() < columns.size())
                listing.complete = false; // a row cut short
            break;
        }
        GpuRecord gpu;
        gpu.line = s.lines.at(i);
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const QString& v = row.at(c);
            switch (columns.at(c)) {
            case Column::Index:
                gpu.index = kInteger.match(v).hasMatch() ? v.toInt() : -1;
                break;
            case Column::Name:
                gpu.name = v;
                break;
            case Column::Uuid:
                gpu.uuid = v;
                break;
            case Column::MemoryTotal:
                gpu.memoryTotalMiB = mib(v);
                break;
            case Column::MemoryUsed:
                gpu.memoryUsedMiB = mib(v);
                break;
            case Column::Driver:
                if (!facts.driver)
                    facts.driver = Sourced<QString> { v, s.lines.at(i) };
                break;
            case Column::MigMode:
                gpu.migMode = v.startsWith(u'[') ? QStringLiteral("N/A") : v;
                break;
            case Column::BusId:
                gpu.busId = v;
                break;
            default:
                break;
            }
        }
        listing.gpus.append(gpu);
    }
    // Rows that do not count 0, 1, 2, ... are a fragment of a longer listing.
    for (qsizetype g = 0; g < listing.gpus.size(); ++g) {
        if (columns.contains(Column::Index) && listing.gpus.at(g).index != int(g))
            listing.complete = false;
        if (!columns.contains(Column::Index) && !header)
            listing.complete = false;
    }
    if (listing.gpus.isEmpty())
        listing.complete = false;
    s.claim(header ? from - 1 : from, i);
    facts.listings.append(listing);
    facts.recognized.append(QStringLiteral("nvidia-smi --query-gpu"));
}

void addProcessRows(CaptureSegment& s, qsizetype from, const QList<Column>& columns, MachineFacts& facts)
{
    ProcessListing listing;
    listing.command = QStringLiteral("nvidia-smi --query-compute-apps");
    listing.first = s.lines.at(from - 1);
    qsizetype i = from;
    for (; i < s.size(); ++i) {
        const QStringList row = cells(s.text(i));
        if (s.text(i).trimmed().isEmpty() || row.size() != columns.size()) {
            if (row.size() > 1)
                listing.complete = false;
            break;
        }
        ProcessRecord p;
        p.line = s.lines.at(i);
        for (qsizetype c = 0; c < columns.size(); ++c) {
            if (columns.at(c) == Column::Pid)
                p.pid = row.at(c);
            else if (columns.at(c) == Column::ProcessName)
                p.name = row.at(c);
            else if (columns.at(c) == Column::UsedMemory)
                p.usedMiB = mib(row.at(c));
        }
        listing.processes.append(p);
    }
    s.claim(from - 1, i);
    facts.processes.append(listing);
    facts.recognized.append(QStringLiteral("nvidia-smi --query-compute-apps"));
}

} // namespace

void scan(CaptureSegment& s, MachineFacts& facts)
{
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s.claimed.at(i) || !s.text(i).contains(u','))
            continue;
        const QStringList row = cells(s.text(i));
        QList<Column> columns;
        bool isHeader = true;
        for (const QString& cell : row) {
            isHeader = isHeader && kFieldName.match(cell).hasMatch();
            columns.append(headerColumn(cell));
        }
        if (isHeader && isNvidiaHeader(row, columns)) {
            if (columns.contains(Column::Pid) || columns.contains(Column::ProcessName))
                addProcessRows(s, i + 1, columns, facts);
            else
                addGpuRows(s, i + 1, columns, true, facts);
        } else if (!isHeader) {
            columns = guessColumns(row);
            if (!looksLikeGpuRow(columns))
                continue;
            addGpuRows(s, i, columns, false, facts);
        } else {
            continue;
        }
        while (i + 1 < s.size() && s.claimed.at(i + 1))
            ++i;
    }
}

} // namespace rp::accept::query_csv
