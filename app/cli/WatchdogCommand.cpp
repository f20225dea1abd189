// `rentplan watchdog --threshold P --minutes M [--stop-command CMD] [--interval S] [--keep-alive a,b]`:
// prints the idle-shutdown script of seed 000 §4.3 (redirect it: > watchdog.sh).
#include "cli/ArgParser.h"
#include "cli/CliCommand.h"
#include "common/InputError.h"
#include "toolkit/WatchdogScript.h"

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
    toolkit::WatchdogOptions o;
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
    o.thresholdPercent = parser.number(QStringLiteral("threshold"), o.thresholdPercent, 0.01, 100);
    o.minutes = int(parser.integer(QStringLiteral("minutes"), o.minutes, 1, 7 * 24 * 60));
    o.intervalSeconds = int(parser.integer(QStringLiteral("interval"), o.intervalSeconds, 1, 3600));
    if (parser.isSet(QStringLiteral("stop-command")))
        o.stopCommand = parser.value(QStringLiteral("stop-command"));
    if (parser.isSet(QStringLiteral("keep-alive")))
        o.keepAlive = parser.value(QStringLiteral("keep-alive")).split(u',', Qt::SkipEmptyParts);
    io.out << toolkit::WatchdogScript::generate(o);
    return kExitOk;
}

[[maybe_unused]] const bool registered = Registry::add(
    { "watchdog", QT_TRANSLATE_NOOP("Cli", "print an idle-shutdown script for a rented machine"), 90, &runWatchdog });

} // namespace

} // namespace rp::cli
