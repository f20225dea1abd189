#include "models/toolkit/WatchdogScript.h"

#include "models/common/InputError.h"
#include "models/toolkit/ShellTemplate.h"

#include <QRegularExpression>

namespace rp::toolkit {

namespace {

// The script; @NAME@ fields are filled in by generate() through ShellTemplate: values are quoted
// shell words, or escaped text in comment lines. STOP_COMMAND is the user's own command line:
// the script keeps it as data and runs it with eval only when it decides to stop.
const char* kHeader = R"SCRIPT(#!/usr/bin/env bash
# RentPlan idle-shutdown watchdog: stops this machine after @MINUTES_TEXT@ minutes
# in which the GPUs averaged below @THRESHOLD_TEXT@ % utilization, unless one of the keep-alive
# programs runs. It logs every check to $RENTPLAN_WATCHDOG_LOG (~/rentplan-watchdog.log).
#
# WARNING: it sees only GPU utilization. A job with long CPU-only stretches (data
# preparation, tokenization, evaluation on the CPU, uploading checkpoints) looks idle
# and WILL be stopped, losing unsaved work. Do not use it on such machines, or add those
# programs to KEEP_ALIVE below. It suits debugging and personal instances; try it first:
#     bash watchdog.sh --dry-run          (logs what it would do, stops nothing)
#     nohup bash watchdog.sh &            (watches for real; stopping may need root)
#     bash watchdog.sh --checks N         (gives up after N checks)
)SCRIPT";

const char* kBody = R"SCRIPT(set -u
# The values given to RentPlan, one single-quoted word each: nothing in them expands or runs.
# STOP_COMMAND is your command line: it runs, as written, only when the machine is idle.
THRESHOLD_PERCENT=@THRESHOLD@
IDLE_MINUTES=@MINUTES@
INTERVAL_SECONDS=@INTERVAL@
CHECKS_NEEDED=@CHECKS@
# shellcheck disable=SC2016
STOP_COMMAND=@STOP@
KEEP_ALIVE=(@KEEP@)
SLEEP_SECONDS="${RENTPLAN_WATCHDOG_SLEEP:-$INTERVAL_SECONDS}"
LOG="${RENTPLAN_WATCHDOG_LOG:-$HOME/rentplan-watchdog.log}"
DRY_RUN=0
MAX_CHECKS=0

while [ $# -gt 0 ]; do
    case "$1" in
        --dry-run) DRY_RUN=1 ;;
        --checks) shift; MAX_CHECKS="${1:-0}" ;;
        *) echo "watchdog: unknown option $1 (use --dry-run, --checks N)" >&2; exit 2 ;;
    esac
    shift
done

log() { printf '%s %s\n' "$(date '+%Y-%m-%d %H:%M:%S')" "$*" | tee -a -- "$LOG"; }

# Average utilization over all GPUs; empty if unreadable.
gpu_utilization() {
    nvidia-smi --query-gpu=utilization.gpu --format=csv,noheader,nounits 2>/dev/null |
        awk '$1 ~ /^[0-9.]+$/ { s += $1; n++ } END { if (n > 0) printf "%.1f\n", s / n }'
}

below_threshold() { awk -v u="$1" -v t="$THRESHOLD_PERCENT" 'BEGIN { exit !(u < t) }'; }

keep_alive_running() {
    local name
    for name in "${KEEP_ALIVE[@]}"; do
        if pgrep -x -- "$name" >/dev/null 2>&1; then echo "$name"; return 0; fi
    done
    return 1
}

mode=""
if [ "$DRY_RUN" = 1 ]; then mode=" (dry run: it will not stop anything)"; fi
log "watchdog started: stop after $IDLE_MINUTES min below $THRESHOLD_PERCENT % GPU use ($CHECKS_NEEDED checks, one every $INTERVAL_SECONDS s)$mode"
idle=0
checks=0
while :; do
    checks=$((checks + 1))
    util=$(gpu_utilization)
    if [ -z "$util" ]; then
        idle=0
        log "cannot read GPU utilization from nvidia-smi: not counted as idle"
    elif busy=$(keep_alive_running); then
        idle=0
        log "GPU use $util %, but $busy is running: not idle"
    elif below_threshold "$util"; then
        idle=$((idle + 1))
        log "idle $idle/$CHECKS_NEEDED: GPU use $util %"
    else
        if [ "$idle" -gt 0 ]; then log "busy again: GPU use $util %"; fi
        idle=0
    fi
    if [ "$idle" -ge "$CHECKS_NEEDED" ]; then
        if [ "$DRY_RUN" = 1 ]; then
            log "decision: stop (dry run, would run: $STOP_COMMAND)"
            exit 0
        fi
        log "decision: stop, running: $STOP_COMMAND"
        sync
        eval "$STOP_COMMAND"
        exit $?
    fi
    if [ "$MAX_CHECKS" -gt 0 ] && [ "$checks" -ge "$MAX_CHECKS" ]; then
        log "decision: keep running ($checks checks, $idle idle in a row)"
        exit 0
    fi
    sleep "$SLEEP_SECONDS"
done
)SCRIPT";

} // namespace

int WatchdogScript::checksNeeded(const WatchdogOptions& o)
{
    return (o.minutes * 60 + o.intervalSeconds - 1) / o.intervalSeconds;
}

QString WatchdogScript::generate(const WatchdogOptions& o)
{
    auto fail = [](const char* option, const QString& message) {
        throw InputException({ {}, QLatin1String(option), message });
    };
    if (!(o.thresholdPercent > 0 && o.thresholdPercent <= 100))
        fail("--threshold", tr("must be above 0 and at most 100 (per cent GPU utilization)"));
    if (o.minutes < 1 || o.minutes > 7 * 24 * 60)
        fail("--minutes", tr("must be 1 to 10080 (a week)"));
    if (o.intervalSeconds < 1 || o.intervalSeconds > o.minutes * 60)
        fail("--interval", tr("must be at least 1 second and at most the idle time"));
    static const QRegularExpression control(QStringLiteral("[\\x00-\\x08\\x0a-\\x1f\\x7f-\\x9f\\x{2028}\\x{2029}]"));
    if (o.stopCommand.trimmed().isEmpty() || o.stopCommand.contains(control))
        fail("--stop-command", tr("must be one non-empty line without control characters"));
    static const QRegularExpression processName(QStringLiteral("^[A-Za-z0-9._+-]{1,15}$"));
    for (const QString& name : o.keepAlive) {
        if (!processName.match(name).hasMatch())
            fail("--keep-alive",
                tr("\"%1\" is not a process name (letters, digits, . _ + -, at most 15)")
                    .arg(ShellTemplate::commentText(name, 40)));
    }
    ShellTemplate script(QString::fromUtf8(kHeader) + QString::fromUtf8(kBody));
    script.comment(QStringLiteral("MINUTES_TEXT"), QString::number(o.minutes))
        .comment(QStringLiteral("THRESHOLD_TEXT"), QString::number(o.thresholdPercent))
        .word(QStringLiteral("THRESHOLD"), QString::number(o.thresholdPercent), QStringLiteral("--threshold"))
        .word(QStringLiteral("MINUTES"), QString::number(o.minutes), QStringLiteral("--minutes"))
        .word(QStringLiteral("INTERVAL"), QString::number(o.intervalSeconds), QStringLiteral("--interval"))
        .word(QStringLiteral("CHECKS"), QString::number(checksNeeded(o)), QStringLiteral("--minutes"))
        .word(QStringLiteral("STOP"), o.stopCommand, QStringLiteral("--stop-command"))
        .words(QStringLiteral("KEEP"), o.keepAlive, QStringLiteral("--keep-alive"));
    return script.render();
}

} // namespace rp::toolkit
