#include "models/common/OverwriteCheck.h"

#include "models/common/InputError.h"

#include <QFile>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rp {

namespace {

bool statOf(const QString& path, struct stat* st)
{
    return !path.isEmpty() && ::stat(QFile::encodeName(path).constData(), st) == 0;
}

// The first bytes of a regular file, opened without blocking; empty if it cannot be read.
QByteArray head(const QString& path, qsizetype count)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return {};
    QByteArray bytes(count, '\0');
    const ssize_t n = ::read(fd, bytes.data(), size_t(count));
    ::close(fd);
    return n > 0 ? bytes.left(n) : QByteArray();
}

} // namespace

void OverwriteCheck::check(
    const QString& output, const QString& input, QByteArrayView magic, const QString& kind, bool force)
{
    struct stat out = {};
    if (!statOf(output, &out) || !S_ISREG(out.st_mode))
        return; // a new name, a device or a pipe: nothing is replaced
    struct stat in = {};
    if (statOf(input, &in) && in.st_dev == out.st_dev && in.st_ino == out.st_ino)
        throw InputException(
            { output, {}, tr("is the file being read (%1), so it was not replaced; choose another name").arg(input) });
    if (!force && out.st_size > 0 && !head(output, magic.size()).startsWith(magic))
        throw InputException(
            { output, {}, tr("exists and is not a %1, so it was not replaced; give --force to replace it").arg(kind) });
}

} // namespace rp
