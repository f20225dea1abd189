#include "models/common/DiskSpace.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QStorageInfo>

#include <cerrno>

namespace rp::disk_space {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(DiskSpace)
};

} // namespace

QString fullMessage(const QString& path, qint64 neededBytes)
{
    const QLocale locale;
    const QStorageInfo storage(QFileInfo(path).absolutePath());
    const QString needed = locale.formattedDataSize(std::max<qint64>(neededBytes, 1));
    if (!storage.isValid())
        return Text::tr("the disk is full (free space needed: about %1)").arg(needed);
    return Text::tr("the disk is full (free space needed: about %1; %2 free)")
        .arg(needed, locale.formattedDataSize(std::max<qint64>(storage.bytesAvailable(), 0)));
}

bool isFullError(int errnoValue)
{
    return errnoValue == ENOSPC || errnoValue == EDQUOT || errnoValue == EFBIG;
}

} // namespace rp::disk_space
