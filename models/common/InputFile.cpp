#include "models/common/InputFile.h"

#include "models/common/InputError.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rp::input_file {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(InputFile)
};

[[noreturn]] void refuse(const QString& path, const QString& message)
{
    throw InputException({ QFileInfo(path).filePath(), {}, message });
}

QString kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return Text::tr("a folder");
    if (S_ISFIFO(mode))
        return Text::tr("a pipe (FIFO)");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return Text::tr("a device");
    if (S_ISSOCK(mode))
        return Text::tr("a socket");
    return Text::tr("a special file");
}

} // namespace

QString tooLargeMessage(qint64 maxBytes)
{
    return Text::tr("the file is larger than the %1 bytes accepted").arg(maxBytes);
}

std::unique_ptr<QFile> open(const QString& path)
{
    if (path.isEmpty())
        refuse(path, Text::tr("no file name given"));
    // Qt resources (":/data/...") are compiled into RentPlan: regular and bounded by nature.
    if (path.startsWith(u":/")) {
        auto resource = std::make_unique<QFile>(path);
        if (!resource->open(QIODevice::ReadOnly))
            refuse(path, Text::tr("cannot be read (%1)").arg(resource->errorString()));
        return resource;
    }
    // O_NONBLOCK: opening a FIFO for reading would wait for a writer.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        const int code = errno;
        refuse(path, Text::tr("cannot be read (%1)").arg(QString::fromLocal8Bit(std::strerror(code))));
    }
    struct stat st = {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        const mode_t mode = st.st_mode;
        ::close(fd);
        refuse(path, Text::tr("not a regular file (it is %1), so it was not read").arg(kindOf(mode)));
    }
    // A regular file never blocks; restore ordinary reads.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    auto file = std::make_unique<QFile>(path);
    if (!file->open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        refuse(path, Text::tr("cannot be read (%1)").arg(file->errorString()));
    }
    return file;
}

QByteArray read(const QString& path, qint64 maxBytes)
{
    const std::unique_ptr<QFile> file = open(path);
    QByteArray bytes;
    constexpr qint64 kChunk = 64 * 1024;
    for (;;) {
        const QByteArray chunk = file->read(kChunk);
        if (chunk.isEmpty()) {
            if (file->error() != QFileDevice::NoError)
                refuse(path, Text::tr("cannot be read (%1)").arg(file->errorString()));
            return bytes;
        }
        if (bytes.size() + chunk.size() > maxBytes)
            refuse(path, tooLargeMessage(maxBytes));
        bytes += chunk;
    }
}

} // namespace rp::input_file
