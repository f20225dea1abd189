// `rentplan watchdog --threshold P --minutes M [--stop-command CMD] [--interval S] [--keep-alive a,b]`:
// prints the idle-shutdown script (docs/quotes.md, "Idle-shutdown watchdog"; redirect it: > watchdog.sh).
// The options go through the same WatchdogInput as the Watchdog panel's fields.
#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "models/common/InputError.h"
#include "models/toolkit/WatchdogInput.h"
#include "models/toolkit/WatchdogScript.h"

#include <QCoreApplication>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

int runWatchdog(const QStringList& args, Io& io)
{
    ArgParser parser(QStringLiteral("watchdog"),
        Text::tr("Prints a bash script that stops the rented machine after the GPUs have stayed below a utilization "
                 "threshold for some minutes. Save it (> watchdog.sh), try it with --dry-run, read its warning: "
                 "jobs with long CPU-only stretches look idle to it."));
    using toolkit::WatchdogInput;
    WatchdogInput in;
    parser.addValue(QStringLiteral("threshold"), QStringLiteral("P"),
        Text::tr("Average GPU utilization in per cent below which a check counts as idle (default 5)."));
    parser.addValue(
        QStringLiteral("minutes"), QStringLiteral("M"), Text::tr("Idle minutes before stopping (default 30)."));
    parser.addValue(QStringLiteral("stop-command"), QStringLiteral("CMD"),
        Text::tr("What stops the machine, e.g. the provider's stop command (default: shutdown -h now)."));
    parser.addValue(QStringLiteral("interval"), QStringLiteral("S"), Text::tr("Seconds between checks (default 60)."));
    parser.addValue(QStringLiteral("keep-alive"), QStringLiteral("NAMES"),
        Text::tr("Comma-separated programs that keep the machine up while they run (default: rsync,scp,rclone; "
                 "\"\" for none)."));
    if (!parser.parse(args, io))
        return kExitOk;
    parser.requirePositional(0, {});
    in.thresholdPercent = parser.number(QStringLiteral("threshold"), in.thresholdPercent,
        WatchdogInput::kMinThresholdPercent, WatchdogInput::kMaxThresholdPercent);
    in.minutes = int(parser.integer(QStringLiteral("minutes"), in.minutes, 1, WatchdogInput::kMaxMinutes));
    in.intervalSeconds
        = int(parser.integer(QStringLiteral("interval"), in.intervalSeconds, 1, WatchdogInput::kMaxIntervalSeconds));
    if (parser.isSet(QStringLiteral("stop-command")))
        in.stopCommand = parser.value(QStringLiteral("stop-command"));
    if (parser.isSet(QStringLiteral("keep-alive")))
        in.keepAlive = parser.value(QStringLiteral("keep-alive"));
    io.out << toolkit::WatchdogScript::generate(in.normalized());
    return kExitOk;
}

[[maybe_unused]] const bool registered = Registry::add(
    { "watchdog", QT_TRANSLATE_NOOP("Cli", "print an idle-shutdown script for a rented machine"), 90, &runWatchdog });

} // namespace

} // namespace rp::cli
