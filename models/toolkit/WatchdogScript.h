#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace rp::toolkit {

struct WatchdogOptions {
    double thresholdPercent = 5; // below 5 % average GPU utilization ...
    int minutes = 30; // ... for 30 minutes
    int intervalSeconds = 60; // one check a minute, so 30 checks in a row make the 30 minutes
    QString stopCommand = QStringLiteral("shutdown -h now");
    // Programs that mean "not idle" whatever the GPUs show: copying results out before release.
    QStringList keepAlive = { QStringLiteral("rsync"), QStringLiteral("scp"), QStringLiteral("rclone") };
};

// The idle-shutdown watchdog (docs/quotes.md, "Idle-shutdown watchdog"), with a dry run, a log, a do-not-stop
// process list and a warning that jobs with long CPU-only stretches look idle to it.
class WatchdogScript {
    Q_DECLARE_TR_FUNCTIONS(WatchdogScript)

public:
    // Throws InputException naming the option that cannot be used.
    static QString generate(const WatchdogOptions& options);
    // Checks in a row below the threshold before stopping: ceil(minutes × 60 / interval).
    static int checksNeeded(const WatchdogOptions& options);
};

} // namespace rp::toolkit
