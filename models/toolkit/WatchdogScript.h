#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace rp::toolkit {

struct WatchdogOptions {
    double thresholdPercent = 5; // seed 000 §4.3: below 5 % average GPU utilization ...
    int minutes = 30; // ... for 30 minutes
    int intervalSeconds = 60; // one check a minute (the seed checks every 5 minutes, 6 times)
    QString stopCommand = QStringLiteral("shutdown -h now");
    // Programs that mean "not idle" whatever the GPUs show: copying results out (seed 000 §5.4).
    QStringList keepAlive = { QStringLiteral("rsync"), QStringLiteral("scp"), QStringLiteral("rclone") };
};

// The idle-shutdown watchdog of seed 000 §4.3, with a dry run, a log, a do-not-stop
// process list and the seed's warning about long CPU-only stretches.
class WatchdogScript {
    Q_DECLARE_TR_FUNCTIONS(WatchdogScript)

public:
    // Throws InputException naming the option that cannot be used.
    static QString generate(const WatchdogOptions& options);
    // Checks in a row below the threshold before stopping: ceil(minutes × 60 / interval).
    static int checksNeeded(const WatchdogOptions& options);
};

} // namespace rp::toolkit
