#pragma once

#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>

namespace rp {

// Before a command writes `output`: refuses (InputException naming `output`) when writing would
// destroy what is not the kind of file being written.
// - `output` is `input`, the file being read: the same device and inode, so also through a
//   symbolic link or a hard link ("export p.rentplan -o p.rentplan");
// - `output` is an existing regular file, not empty, that does not start with `magic` (a PDF
//   starts with "%PDF-"), unless `force`.
// A missing name, "-", a device or a pipe passes: nothing there is replaced (OutputFile).
class OverwriteCheck {
    Q_DECLARE_TR_FUNCTIONS(OverwriteCheck)

public:
    static void check(
        const QString& output, const QString& input, QByteArrayView magic, const QString& kind, bool force);
};

} // namespace rp
