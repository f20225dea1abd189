#pragma once

#include <QString>

namespace rp::disk_space {

// "the disk is full (free space needed: about 1.2 MB; 0 bytes free)": one
// message for SQLITE_FULL and ENOSPC wherever RentPlan writes (docs/reliability.md).
// `path` is the file being written; the free space is that of its file system.
QString fullMessage(const QString& path, qint64 neededBytes);

// True for the errno values that mean "no space left" (ENOSPC, EDQUOT, EFBIG).
bool isFullError(int errnoValue);

} // namespace rp::disk_space
