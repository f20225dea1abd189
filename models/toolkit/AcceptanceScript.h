#pragma once

#include "models/accept/Expectation.h"

#include <QCoreApplication>

namespace rp::toolkit {

struct AcceptanceScriptOptions {
    QString planName;
    QString dataDir = QStringLiteral("/data"); // where the disk test writes its temporary file
    int diskTestMiB = 2048; // 0 = no disk test
    QString downloadUrl; // empty = no network test
};

// The bash script a user runs on the rented machine (docs/acceptance.md, "What is read").
// It only reads: it runs nvidia-smi, lscpu, free, df and nproc, times a dd write and
// read of its own temporary file (removed on exit), a curl download to /dev/null and,
// if PyTorch is there, a short matmul; it installs, stops and changes nothing. All output
// goes into one file that `rentplan accept` and the Toolkit tab load.
class AcceptanceScript {
    Q_DECLARE_TR_FUNCTIONS(AcceptanceScript)

public:
    // Throws InputException for a data folder or URL that cannot be put in the script.
    static QString generate(const accept::Expectation& expected, const AcceptanceScriptOptions& options);
};

} // namespace rp::toolkit
