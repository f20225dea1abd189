#pragma once

#include <QByteArrayView>
#include <QString>

#include <memory>

class QSaveFile;

namespace rp {

// A file RentPlan writes for the user (ledger exports, plans), saved so that
// nothing but the user's own file is ever replaced (docs/reliability.md):
// - a missing name or a regular file is written atomically through QSaveFile,
//   so a failure leaves any old file whole;
// - a symlink is followed: to a regular file, that file is saved atomically and
//   the link stays; a dangling link or a link to anything else is refused;
// - a character device (/dev/null, /dev/full, a terminal) or a pipe (/dev/stdout into
//   `| cmd`, a FIFO someone reads) is written in place, never replaced by a regular file;
//   a FIFO nothing reads from is refused at once;
// - with Dash::IsStandardOutput, "-" is standard output, written in place;
// - a folder, socket or block device is refused.
// A full disk or device (ENOSPC) gives "the disk is full (free space needed: about N)", N being
// what was to be written. Every failure throws InputException naming the file.
class OutputFile {
public:
    enum class Dash { IsAFileName, IsStandardOutput };

    explicit OutputFile(const QString& path, Dash dash = Dash::IsAFileName);
    ~OutputFile();
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    void write(QByteArrayView bytes);
    // Makes the file appear (atomic saves) or flushes (devices); throws on failure.
    void commit();

private:
    [[noreturn]] void failWith(int errnoValue, const QString& detail, qint64 neededBytes) const;

    QString m_path; // as the user named it, for messages
    std::unique_ptr<QSaveFile> m_save;
    int m_fd = -1; // a character device written in place
    qint64 m_written = 0;
};

} // namespace rp
