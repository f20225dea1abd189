#include "models/common/OutputFile.h"

#include "models/common/DiskSpace.h"
#include "models/common/InputError.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>
#include <QStorageInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rp {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(OutputFile)
};

[[noreturn]] void refuse(const QString& path, const QString& message)
{
    throw InputException({ path, {}, message });
}

QString notRegular()
{
    return Text::tr("not a regular file (a folder, socket or disk device), so nothing was written");
}

} // namespace

OutputFile::OutputFile(const QString& path, Dash dash)
    : m_path(path)
{
    if (dash == Dash::IsStandardOutput && path == QLatin1String("-")) {
        // Written in place, whatever standard output is: a pipe, a terminal, a file the shell opened.
        m_fd = ::fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 0);
        if (m_fd < 0)
            failWith(errno, {}, 0);
        return;
    }
    const QByteArray name = QFile::encodeName(path);
    struct stat link = {};
    if (::lstat(name.constData(), &link) != 0) {
        if (errno != ENOENT)
            refuse(path, Text::tr("cannot write: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
        link.st_mode = 0; // a new file
    }
    QString target = path;
    struct stat st = link;
    if (S_ISLNK(link.st_mode)) {
        // The kernel follows the whole chain, /proc/self/fd links too (/dev/stdout into a pipe has
        // no path a canonical name could give); a dangling link is refused rather than created through.
        if (::stat(name.constData(), &st) != 0)
            refuse(path, Text::tr("is a symbolic link to a file that does not exist, so nothing was written"));
        if (S_ISREG(st.st_mode))
            target = QFileInfo(path).canonicalFilePath();
        if (target.isEmpty())
            refuse(path, Text::tr("is a symbolic link to a file that does not exist, so nothing was written"));
    }
    if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)) {
        // Written in place: an atomic save would replace the device node or pipe by a regular file.
        // O_NONBLOCK: a pipe nobody reads from fails at once (ENXIO) instead of waiting.
        m_fd = ::open(name.constData(), O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK);
        struct stat opened = {};
        if (m_fd < 0 && errno == ENXIO && S_ISFIFO(st.st_mode))
            refuse(path, Text::tr("is a pipe nothing reads from, so nothing was written"));
        if (m_fd < 0)
            failWith(errno, {}, 0);
        if (::fstat(m_fd, &opened) != 0 || !(S_ISCHR(opened.st_mode) || S_ISFIFO(opened.st_mode)))
            refuse(path, notRegular());
        ::fcntl(m_fd, F_SETFL, ::fcntl(m_fd, F_GETFL) & ~O_NONBLOCK);
        return;
    }
    if (st.st_mode != 0 && !S_ISREG(st.st_mode))
        refuse(path, notRegular());
    m_save = std::make_unique<QSaveFile>(target);
    if (!m_save->open(QIODevice::WriteOnly))
        refuse(path, Text::tr("cannot write: %1").arg(m_save->errorString()));
}

OutputFile::~OutputFile()
{
    if (m_fd >= 0)
        ::close(m_fd);
    // An uncommitted QSaveFile discards its temporary file: the old file stays whole.
}

void OutputFile::failWith(int errnoValue, const QString& detail, qint64 neededBytes) const
{
    if (disk_space::isFullError(errnoValue))
        refuse(m_path, disk_space::fullMessage(m_path, neededBytes) + Text::tr("; nothing was written"));
    refuse(m_path,
        Text::tr("cannot write: %1")
            .arg(detail.isEmpty() ? QString::fromLocal8Bit(std::strerror(errnoValue)) : detail));
}

void OutputFile::write(QByteArrayView bytes)
{
    if (m_fd >= 0) {
        const char* data = bytes.data();
        qint64 left = bytes.size();
        while (left > 0) {
            const ssize_t n = ::write(m_fd, data, size_t(left));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                failWith(n < 0 ? errno : ENOSPC, {}, m_written + left); // all of it was to be written
            data += n;
            left -= n;
            m_written += n;
        }
        return;
    }
    if (m_save->write(bytes.data(), bytes.size()) != bytes.size())
        failWith(errno, m_save->errorString(), m_written + bytes.size());
    m_written += bytes.size();
}

void OutputFile::commit()
{
    if (m_fd >= 0) {
        // A device reports a full disk at the latest when the data is flushed.
        if (::fsync(m_fd) != 0 && errno != EINVAL && errno != EROFS)
            failWith(errno, {}, m_written);
        return;
    }
    const int before = errno;
    if (!m_save->commit()) {
        // QSaveFile does not always keep errno ("Unknown error"): a file system
        // without room for what was written is a full disk.
        const QStorageInfo storage(QFileInfo(m_save->fileName()).absolutePath());
        const bool full = disk_space::isFullError(errno) || disk_space::isFullError(before)
            || (storage.isValid() && storage.bytesAvailable() < m_written + 4096);
        failWith(full ? ENOSPC : errno, m_save->errorString(), m_written);
    }
}

} // namespace rp
