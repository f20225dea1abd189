#include "models/accept/CaptureReader.h"

#include "models/accept/CaptureSegment.h"
#include "models/common/InputFile.h"

#include <QDir>
#include <QFileInfo>
#include <QStringDecoder>

namespace rp::accept {

namespace {

// "=== nvidia-smi topo -m ===", "--- topology", "$ free -g", "# nvidia-smi mig -lgi".
const QRegularExpression kMarker(QStringLiteral(
    "^\\s*(?:={2,}\\s*(.*?)\\s*={2,}|-{3}\\s+(\\S.*)|[$#]\\s+(\\S.*)|\\S+@\\S+[:~][^$#]*[$#]\\s+(\\S.*))\\s*$"));
// The acceptance script's first line.
const QRegularExpression kScriptHeader(QStringLiteral("^# rentplan-capture v1 host=(\\S+)"));

QList<CaptureSegment> split(const QString& text, const QString& source, QString* host)
{
    QList<CaptureSegment> segments(1);
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines.at(i);
        if (line.endsWith(u'\r'))
            line.chop(1);
        if (const auto header = kScriptHeader.match(line); header.hasMatch()) {
            *host = header.captured(1);
            continue;
        }
        const auto marker = kMarker.match(line);
        // A smi table's "+----+" or "|===|" never matches: they start with + or |.
        if (marker.hasMatch()) {
            CaptureSegment next;
            for (int g = 1; g <= 4; ++g)
                next.title += marker.captured(g);
            next.title = next.title.toLower();
            segments.append(next);
            continue;
        }
        segments.last().lines.append({ source, int(i + 1), line });
        segments.last().claimed.append(false);
    }
    return segments;
}

bool isBinary(const QByteArray& bytes)
{
    if (bytes.contains('\0'))
        return true;
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder(bytes);
    return decoder.hasError();
}

} // namespace

bool CaptureReader::merge(MachineFacts& facts, const QByteArray& bytes, const QString& source, InputError* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = InputError { source, {}, message };
        return false;
    };
    if (bytes.size() > kMaxBytes)
        return fail(tr("%1 bytes is more than the %2 bytes a capture may have").arg(bytes.size()).arg(kMaxBytes));
    if (bytes.trimmed().isEmpty())
        return fail(tr("the capture is empty: paste the output of nvidia-smi and the other acceptance commands"));
    if (isBinary(bytes))
        return fail(tr("this is not text (binary data or not UTF-8); save the commands' output as a text file"));

    QString host;
    QList<CaptureSegment> segments = split(QString::fromUtf8(bytes), source, &host);
    MachineFacts found;
    for (CaptureSegment& segment : segments) {
        smi_table::scan(segment, found);
        mig_table::scan(segment, found);
        topo_matrix::scan(segment, found);
        gpu_list::scan(segment, found);
        query_csv::scan(segment, found);
        self_test::scan(segment, found);
        host_info::scan(segment, found);
    }
    if (found.isEmpty())
        return fail(tr("no output of nvidia-smi, lscpu, free, df, nproc or the acceptance script was found in it"));

    if (facts.name.isEmpty())
        facts.name = host;
    facts.sources.append(source);
    facts.listings += found.listings;
    facts.processes += found.processes;
    facts.mig += found.mig;
    facts.filesystems += found.filesystems;
    facts.recognized += found.recognized;
    facts.dfSeen = facts.dfSeen || found.dfSeen;
    auto keep = [](auto& into, const auto& from) {
        if (!into && from)
            into = from;
    };
    keep(facts.driver, found.driver);
    keep(facts.topo, found.topo);
    keep(facts.nvlink, found.nvlink);
    keep(facts.logicalCpus, found.logicalCpus);
    keep(facts.nproc, found.nproc);
    keep(facts.cpuModel, found.cpuModel);
    keep(facts.ramGiB, found.ramGiB);
    keep(facts.diskWriteMBps, found.diskWriteMBps);
    keep(facts.diskReadMBps, found.diskReadMBps);
    keep(facts.downloadMbps, found.downloadMbps);
    keep(facts.matmulTflops, found.matmulTflops);
    return true;
}

std::optional<MachineFacts> CaptureReader::fromText(const QByteArray& bytes, const QString& source, InputError* error)
{
    MachineFacts facts;
    if (!merge(facts, bytes, source, error))
        return std::nullopt;
    if (facts.name.isEmpty())
        facts.name = source;
    return facts;
}

namespace {

// The bounded reader every input goes through (input_file::read, docs/reliability.md): only a
// regular file, through symlinks too, and the limit holds while reading, so a /proc file that
// reports 0 bytes and streams on is stopped at kMaxBytes.
std::optional<QByteArray> readRegularFile(const QFileInfo& info, InputError* error)
{
    try {
        return input_file::read(info.filePath(), CaptureReader::kMaxBytes);
    } catch (const InputException& e) {
        if (error)
            *error = e.error();
        return std::nullopt;
    }
}

// Every regular file directly in `dir`, sorted by name, read as captures of one machine
// each, then machines that name the same host joined.
bool readFolder(const QDir& dir, QList<MachineFacts>& machines, const QString& fallbackName, InputError* error)
{
    const QFileInfoList files = dir.entryInfoList(QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
    MachineFacts unnamed;
    for (const QFileInfo& info : files) {
        const std::optional<QByteArray> bytes = readRegularFile(info, error);
        if (!bytes)
            return false;
        MachineFacts one;
        if (!CaptureReader::merge(one, *bytes, info.filePath(), error))
            return false;
        if (one.name.isEmpty()) {
            CaptureReader::merge(unnamed, *bytes, info.filePath(), nullptr);
            continue;
        }
        auto same
            = std::find_if(machines.begin(), machines.end(), [&](const MachineFacts& m) { return m.name == one.name; });
        if (same == machines.end())
            machines.append(one);
        else
            CaptureReader::merge(*same, *bytes, info.filePath(), nullptr);
    }
    if (!unnamed.isEmpty()) {
        unnamed.name = fallbackName;
        machines.append(unnamed);
    }
    return true;
}

} // namespace

std::optional<QList<MachineFacts>> CaptureReader::load(const QString& path, InputError* error)
{
    const QFileInfo info(path);
    QList<MachineFacts> machines;
    if (info.isDir()) {
        const QDir dir(path);
        if (!readFolder(dir, machines, dir.dirName(), error))
            return std::nullopt;
        for (const QFileInfo& sub : dir.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            if (!readFolder(QDir(sub.filePath()), machines, sub.fileName(), error))
                return std::nullopt;
        }
        if (machines.isEmpty()) {
            if (error)
                *error = InputError { path, {}, tr("the folder holds no capture files") };
            return std::nullopt;
        }
        return machines;
    }
    const std::optional<QByteArray> bytes = readRegularFile(info, error);
    if (!bytes)
        return std::nullopt;
    std::optional<MachineFacts> facts = fromText(*bytes, info.filePath(), error);
    if (!facts)
        return std::nullopt;
    if (facts->name == info.filePath())
        facts->name = info.fileName();
    machines.append(*facts);
    return machines;
}

} // namespace rp::accept
