#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

#include <memory>

namespace rp::input_file {

// Every file RentPlan reads goes through here (docs/reliability.md, "Reading"). The name is
// opened without blocking (a FIFO would otherwise wait forever for a writer),
// then the opened handle, not the name, is checked with fstat: only a regular
// file is read, so a FIFO, a device such as /dev/zero, a socket or a folder is
// refused with "not a regular file", through symlinks too. Throws
// InputException naming the file.
std::unique_ptr<QFile> open(const QString& path);

// open() and read the whole file, refusing it as soon as more than maxBytes
// have been read: the limit holds while reading, whatever size the file reports.
QByteArray read(const QString& path, qint64 maxBytes);

// The message for a file larger than accepted, shared by every reader.
QString tooLargeMessage(qint64 maxBytes);

} // namespace rp::input_file
