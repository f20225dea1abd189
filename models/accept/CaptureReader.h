#pragma once

#include "models/accept/CaptureFacts.h"
#include "models/common/InputError.h"

#include <QByteArray>
#include <QCoreApplication>

#include <optional>

namespace rp::accept {

// Reads what the user pasted or saved from a rented machine: one or more outputs of
// nvidia-smi, lscpu, free, df, nproc and the acceptance script, in any order.
// Binary data, an empty paste or text in which none of these is found is bad input.
class CaptureReader {
    Q_DECLARE_TR_FUNCTIONS(CaptureReader)

public:
    static constexpr qint64 kMaxBytes = 8 * 1024 * 1024;

    static std::optional<MachineFacts> fromText(const QByteArray& bytes, const QString& source, InputError* error);
    // One file is one machine (unless its header names a host another file shares).
    // A folder: each file and each sub-folder is read; files of one host make one machine.
    static std::optional<QList<MachineFacts>> load(const QString& path, InputError* error);

    // Adds one capture to facts already gathered for the same machine.
    static bool merge(MachineFacts& into, const QByteArray& bytes, const QString& source, InputError* error);
};

} // namespace rp::accept
