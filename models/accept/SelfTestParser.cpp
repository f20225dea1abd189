// What the acceptance script's own tests print: dd's summary line under a
// "disk write"/"disk read" marker, and one "rentplan-net"/"rentplan-matmul" line each.
#include "models/accept/CaptureSegment.h"

namespace rp::accept::self_test {

namespace {

// GNU dd: "8589934592 bytes (8.6 GB, 8.0 GiB) copied, 4.21 s, 2.0 GB/s" (decimal units).
const QRegularExpression kDd(QStringLiteral("^\\d+ bytes .*copied, ([0-9.,]+) s, ([0-9.,]+) ([kMGT]?)B/s\\s*$"));
const QRegularExpression kNet(
    QStringLiteral("^rentplan-net: bytes=(\\d+) seconds=([0-9.]+) bytes_per_second=([0-9.]+)"));
const QRegularExpression kMatmul(QStringLiteral("^rentplan-matmul: tflops=([0-9.]+)"));

double decimalUnit(const QString& prefix)
{
    if (prefix == u"k")
        return 1e-3;
    if (prefix == u"G")
        return 1e3;
    if (prefix == u"T")
        return 1e6;
    return prefix.isEmpty() ? 1e-6 : 1.0;
}

} // namespace

void scan(CaptureSegment& s, MachineFacts& facts)
{
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s.claimed.at(i))
            continue;
        const QString t = s.text(i).trimmed();
        if (const auto dd = kDd.match(t); dd.hasMatch()) {
            const double mbps = QString(dd.captured(2)).replace(u',', u'.').toDouble() * decimalUnit(dd.captured(3));
            const Sourced<double> value { mbps, s.lines.at(i) };
            if (s.titleMentions("read"))
                facts.diskReadMBps = value;
            else if (s.titleMentions("write"))
                facts.diskWriteMBps = value;
            else
                continue; // a dd line without the script's marker: direction unknown
            facts.recognized.append(QStringLiteral("dd"));
            s.claim(i, i + 1);
        } else if (const auto net = kNet.match(t); net.hasMatch()) {
            // curl's speed_download is bytes per second; 8 bits a byte.
            facts.downloadMbps = Sourced<double> { net.captured(3).toDouble() * 8.0 / 1e6, s.lines.at(i) };
            facts.recognized.append(QStringLiteral("curl"));
            s.claim(i, i + 1);
        } else if (const auto mm = kMatmul.match(t); mm.hasMatch()) {
            facts.matmulTflops = Sourced<double> { mm.captured(1).toDouble(), s.lines.at(i) };
            facts.recognized.append(QStringLiteral("matmul"));
            s.claim(i, i + 1);
        }
    }
}

} // namespace rp::accept::self_test
