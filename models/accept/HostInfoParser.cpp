// `lscpu`, `free -g`, `df -h` and `nproc`.
#include "models/accept/CaptureSegment.h"

#include <cmath>

namespace rp::accept::host_info {

namespace {

const QRegularExpression kCpus(QStringLiteral("^CPU\\(s\\):\\s+(\\d+)\\s*$"));
const QRegularExpression kModel(QStringLiteral("^\\s*Model name:\\s+(.+)$"));
const QRegularExpression kFreeHeader(QStringLiteral("^\\s*total\\s+used\\s+free\\b"));
const QRegularExpression kMem(QStringLiteral("^Mem:\\s+([0-9.,]+)([KMGTP]i?)?\\s"));
const QRegularExpression kDfHeader(QStringLiteral("^Filesystem\\s+Size\\s+Used\\s+Avail\\s+Use%\\s+Mounted on"));
const QRegularExpression kSize(QStringLiteral("^([0-9.,]+)([KMGTPE]?)$"));
const QRegularExpression kSpace(QStringLiteral("\\s+"));
const QRegularExpression kInteger(QStringLiteral("^\\d+$"));

// `free` without a unit suffix is read as -g (GiB); a total that large is another unit.
constexpr double kMaxPlausibleGiB = 16384;

double binaryUnit(const QString& unit)
{
    static const QString units = QStringLiteral("KMGTPE");
    const qsizetype power = unit.isEmpty() ? -1 : units.indexOf(unit.at(0));
    return power < 0 ? 1.0 : std::pow(1024.0, double(power + 1));
}

void scanDf(CaptureSegment& s, qsizetype header, MachineFacts& facts)
{
    facts.dfSeen = true;
    facts.recognized.append(QStringLiteral("df -h"));
    qsizetype i = header + 1;
    QString pendingDevice; // df wraps a long device name onto its own line
    for (; i < s.size(); ++i) {
        QStringList t = s.text(i).split(kSpace, Qt::SkipEmptyParts);
        if (t.size() == 1 && pendingDevice.isEmpty()) {
            pendingDevice = t.first();
            continue;
        }
        if (!pendingDevice.isEmpty())
            t.prepend(pendingDevice);
        pendingDevice.clear();
        if (t.size() < 6 || !t.at(4).endsWith(u'%'))
            break;
        const auto size = kSize.match(t.at(1));
        if (!size.hasMatch())
            break;
        Filesystem fs;
        fs.device = t.at(0);
        fs.sizeBytes = QString(size.captured(1)).replace(u',', u'.').toDouble() * binaryUnit(size.captured(2));
        fs.mount = t.mid(5).join(u' ');
        fs.line = s.lines.at(i);
        facts.filesystems.append(fs);
    }
    s.claim(header, i);
}

} // namespace

void scan(CaptureSegment& s, MachineFacts& facts)
{
    bool lscpu = false;
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s.claimed.at(i))
            continue;
        const QString& line = s.text(i);
        if (const auto m = kCpus.match(line); m.hasMatch()) {
            facts.logicalCpus = Sourced<int> { m.captured(1).toInt(), s.lines.at(i) };
            s.claim(i, i + 1);
            lscpu = true;
        } else if (const auto model = kModel.match(line); model.hasMatch()) {
            facts.cpuModel = Sourced<QString> { model.captured(1).trimmed(), s.lines.at(i) };
            s.claim(i, i + 1);
            lscpu = true;
        } else if (kFreeHeader.match(line).hasMatch() && i + 1 < s.size()) {
            const auto mem = kMem.match(s.text(i + 1));
            if (!mem.hasMatch())
                continue;
            const double value = QString(mem.captured(1)).replace(u',', u'.').toDouble();
            const QString unit = mem.captured(2);
            const double gib = unit.isEmpty() ? value : value * binaryUnit(unit) / binaryUnit(QStringLiteral("G"));
            if (unit.isEmpty() && value > kMaxPlausibleGiB)
                continue; // plain `free` (KiB) or `free -m`: not the unit we read
            facts.ramGiB = Sourced<double> { gib, s.lines.at(i + 1) };
            facts.recognized.append(QStringLiteral("free -g"));
            qsizetype end = i + 2;
            while (end < s.size() && s.text(end).startsWith(QLatin1String("Swap:")))
                ++end;
            s.claim(i, end);
        } else if (kDfHeader.match(line).hasMatch()) {
            scanDf(s, i, facts);
        }
    }
    if (lscpu) {
        facts.recognized.append(QStringLiteral("lscpu"));
        // lscpu's other "Key: value" lines are part of the same output.
        for (qsizetype i = 0; i < s.size(); ++i) {
            if (!s.claimed.at(i)
                && QRegularExpression(QStringLiteral("^[A-Za-z][A-Za-z0-9 ()/_-]*:\\s")).match(s.text(i)).hasMatch())
                s.claim(i, i + 1);
        }
    }
    // nproc prints one number: a segment that holds only that, or one titled "nproc".
    qsizetype numberLine = -1;
    int others = 0;
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s.claimed.at(i) || s.text(i).trimmed().isEmpty())
            continue;
        if (kInteger.match(s.text(i).trimmed()).hasMatch() && numberLine < 0)
            numberLine = i;
        else
            ++others;
    }
    if (numberLine >= 0 && (others == 0 || s.titleMentions("nproc"))) {
        facts.nproc = Sourced<int> { s.text(numberLine).trimmed().toInt(), s.lines.at(numberLine) };
        facts.recognized.append(QStringLiteral("nproc"));
        s.claim(numberLine, numberLine + 1);
    }
}

} // namespace rp::accept::host_info
