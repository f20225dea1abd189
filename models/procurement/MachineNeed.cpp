#include "procurement/MachineNeed.h"

#include <algorithm>
#include <cmath>

namespace rp {

double MachineNeed::minNvmeGb() const
{
    const double bytes = weightsBytes + kCheckpointsKept * checkpointBytes + datasetBytes;
    return std::max(100.0, std::ceil(bytes / 1e9 / 100.0) * 100.0);
}

double MachineNeed::minDownloadMbps() const
{
    // bits / seconds, in Mbit/s (decimal units, as providers quote bandwidth).
    const double mbps = weightsBytes * 8.0 / (kDownloadHours * 3600.0) / 1e6;
    return std::max(100.0, std::ceil(mbps / 100.0) * 100.0);
}

} // namespace rp
