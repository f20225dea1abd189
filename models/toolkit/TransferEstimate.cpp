#include "models/toolkit/TransferEstimate.h"

#include "models/common/InputError.h"

#include <QLocale>

#include <cmath>

namespace rp::toolkit {

namespace {

[[noreturn]] void fail(const char* field, const QString& message)
{
    throw InputException({ {}, QLatin1String(field), message });
}

QString duration(double seconds)
{
    if (seconds < 120)
        return TransferCalculator::tr("%1 s").arg(QLocale().toString(seconds, 'f', 0));
    if (seconds < 7200)
        return TransferCalculator::tr("%1 min").arg(QLocale().toString(seconds / 60, 'f', 0));
    return TransferCalculator::tr("%1 h").arg(QLocale().toString(seconds / 3600, 'f', 1));
}

} // namespace

double TransferCalculator::bytesPerSecond(double bandwidth, BandwidthUnit unit)
{
    // Network speeds are decimal: 1 Mbit/s = 10^6 bits/s = 125 000 bytes/s; 1 MB/s = 10^6 bytes/s.
    return unit == BandwidthUnit::MegabitPerSecond ? bandwidth * 1e6 / 8.0 : bandwidth * 1e6;
}

TransferEstimate TransferCalculator::estimate(const TransferInput& in)
{
    if (!std::isfinite(in.sizeGb) || in.sizeGb < 0 || in.sizeGb > 1e9)
        fail("size_gb", tr("must be 0 to 10^9 GB"));
    if (in.files < 1 || in.files > 1'000'000'000'000LL)
        fail("files", tr("must be at least 1"));
    if (!std::isfinite(in.bandwidth) || in.bandwidth <= 0 || in.bandwidth > 1e7)
        fail("bandwidth", tr("must be above 0"));
    if (!std::isfinite(in.protocolOverhead) || in.protocolOverhead < 0 || in.protocolOverhead > 0.9)
        fail("protocol_overhead", tr("must be 0 to 0.9 (a share of the line)"));
    if (!std::isfinite(in.perFileSeconds) || in.perFileSeconds < 0 || in.perFileSeconds > 3600)
        fail("per_file_seconds", tr("must be 0 to 3600 seconds"));
    if (!std::isfinite(in.egressPerGb) || in.egressPerGb < 0)
        fail("egress_per_gb", tr("must not be negative"));

    TransferEstimate e;
    // time = size / bandwidth (100 GB at 10 MB/s: 10 000 s ≈ 2.8 h) plus each file's cost (docs/quotes.md).
    const double effective = bytesPerSecond(in.bandwidth, in.unit) * (1.0 - in.protocolOverhead);
    e.dataSeconds = in.sizeGb * 1e9 / effective;
    e.perFileSeconds = double(in.files) * in.perFileSeconds;
    e.totalSeconds = e.dataSeconds + e.perFileSeconds;
    e.egressCost = in.sizeGb * in.egressPerGb;
    e.packedSeconds = e.dataSeconds + in.perFileSeconds;
    e.packingSaves = e.totalSeconds - e.packedSeconds;
    e.packingAdvised = in.files > 1 && e.totalSeconds > 0 && e.packingSaves > kPackAdviceShare * e.totalSeconds;
    return e;
}

QString TransferCalculator::advice(const TransferInput& in, const TransferEstimate& e)
{
    if (!e.packingAdvised)
        return {};
    return tr("Pack the %1 files into one archive (tar) or a few large shards before sending: the per-file cost "
              "drops from %2 to %3, saving %4. Unpack on the machine's local disk.")
        .arg(QLocale().toString(in.files), duration(e.perFileSeconds), duration(in.perFileSeconds),
            duration(e.packingSaves));
}

} // namespace rp::toolkit
