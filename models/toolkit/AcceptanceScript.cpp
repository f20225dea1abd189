#include "models/toolkit/AcceptanceScript.h"

#include "models/common/InputError.h"
#include "models/toolkit/ShellTemplate.h"

#include <QRegularExpression>

namespace rp::toolkit {

namespace {

// The script; @NAME@ fields are filled in by generate() through ShellTemplate: values are quoted
// shell words, or escaped text in comment lines.
const char* kHeader = R"SCRIPT(#!/usr/bin/env bash
# RentPlan acceptance capture for @PLAN@: @CARDS@ x @CARD@ @SHAPE@ (@BASIS@).
# It only reads: it runs nvidia-smi, lscpu, free, df and nproc, times writing and reading
# its own temporary file in the data folder (deleted on exit), downloads the test URL to
# /dev/null and, if PyTorch is installed, runs a short matmul. It installs, stops and
# changes nothing and needs no root. Run it on each machine:  bash accept.sh [output-file]
# then load the output file in RentPlan or run: rentplan accept <plan> <output-file>
)SCRIPT";

// The script's body. Section titles are the markers CaptureReader splits on; "read"/"write"
// in a title tells dd's direction.
const char* kBody = R"SCRIPT(set -u
# The values given to RentPlan, one single-quoted word each: nothing in them expands or runs.
# shellcheck disable=SC2016
DEFAULT_DATA_DIR=@DATA_DIR@
# shellcheck disable=SC2016
DOWNLOAD_URL=@URL@
DISK_TEST_MIB=@DISK_MIB@
OUT="${1:-rentplan-capture-$(hostname)-$(date +%Y%m%d-%H%M%S).txt}"
DATA_DIR="${RENTPLAN_DATA_DIR:-$DEFAULT_DATA_DIR}"
# A relative folder such as -x is used as ./-x, never read as an option.
case "$DATA_DIR" in /* | "") ;; *) DATA_DIR="./$DATA_DIR" ;; esac

section() { printf '\n=== %s ===\n' "$1"; }
run() {
    section "$1"
    shift
    if command -v "$1" >/dev/null 2>&1; then "$@" 2>&1; else echo "rentplan: $1 is not installed"; fi
}

disk_test() {
    if [ "$DISK_TEST_MIB" -le 0 ]; then return; fi
    if [ ! -d "$DATA_DIR" ] || [ ! -w "$DATA_DIR" ]; then
        section "disk test"
        echo "rentplan: $DATA_DIR is not a writable folder; set RENTPLAN_DATA_DIR to the data disk"
        return
    fi
    TEST_FILE=$(mktemp "$DATA_DIR/rentplan-disk-test.XXXXXX") || return
    trap 'rm -f -- "$TEST_FILE"' EXIT
    section "disk write (dd)"
    dd if=/dev/zero of="$TEST_FILE" bs=1M count="$DISK_TEST_MIB" oflag=direct conv=fsync 2>&1 ||
        dd if=/dev/zero of="$TEST_FILE" bs=1M count="$DISK_TEST_MIB" conv=fsync 2>&1
    section "disk read (dd)"
    dd if="$TEST_FILE" of=/dev/null bs=1M iflag=direct 2>&1 ||
        { echo "rentplan: no direct I/O here; this read may come from the page cache"; dd if="$TEST_FILE" of=/dev/null bs=1M 2>&1; }
    rm -f -- "$TEST_FILE"
}

network_test() {
    if [ -z "$DOWNLOAD_URL" ]; then return; fi
    section "network download (curl)"
    if command -v curl >/dev/null 2>&1; then
        curl -sS -o /dev/null --max-time 120 \
            -w 'rentplan-net: bytes=%{size_download} seconds=%{time_total} bytes_per_second=%{speed_download}\n' \
            -- "$DOWNLOAD_URL" 2>&1
    else
        echo "rentplan: curl is not installed"
    fi
}

matmul_test() {
    if ! command -v python3 >/dev/null 2>&1 || ! python3 -c 'import torch' >/dev/null 2>&1; then return; fi
    section "gpu matmul (pytorch)"
    python3 - <<'PYTHON' 2>&1
import time
import torch
if not torch.cuda.is_available():
    print("rentplan-matmul: cuda not available")
else:
    n = 8192
    a = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
    for _ in range(3):
        a @ b
    torch.cuda.synchronize()
    start, repeats = time.time(), 20
    for _ in range(repeats):
        a @ b
    torch.cuda.synchronize()
    print("rentplan-matmul: tflops=%.1f" % (2 * n ** 3 * repeats / (time.time() - start) / 1e12))
PYTHON
}

{
    printf '# rentplan-capture v1 host=%s date=%s\n' "$(hostname)" "$(date -u +%Y-%m-%dT%H:%M:%SZ)"
    run "nvidia-smi" nvidia-smi
    run "nvidia-smi --query-gpu" nvidia-smi --query-gpu=index,name,memory.total,driver_version,mig.mode.current,pci.bus_id --format=csv
    run "nvidia-smi -L" nvidia-smi -L
    run "nvidia-smi topo -m" nvidia-smi topo -m
    run "nvidia-smi nvlink -s" nvidia-smi nvlink -s
    run "nvidia-smi mig -lgi" nvidia-smi mig -lgi
    run "nvidia-smi --query-compute-apps" nvidia-smi --query-compute-apps=pid,process_name,used_memory --format=csv
    run "lscpu" lscpu
    run "free -g" free -g
    run "df -h" df -h
    run "nproc" nproc
    disk_test
    network_test
    matmul_test
} > "$OUT"
echo "rentplan: wrote $OUT; load it in RentPlan (Rented machine tab, Delivery acceptance) or run: rentplan accept <plan> $OUT" >&2
)SCRIPT";

} // namespace

QString AcceptanceScript::generate(const accept::Expectation& e, const AcceptanceScriptOptions& options)
{
    // A URL starts with its scheme (RFC 3986 §3.1), so it never starts with "-" and curl
    // never takes it for an option; it holds no space or control character (§2).
    static const QRegularExpression url(QStringLiteral("^[A-Za-z][A-Za-z0-9+.-]*://[^\\s\\x00-\\x1f\\x7f]+$"));
    if (!options.downloadUrl.isEmpty() && !url.match(options.downloadUrl).hasMatch())
        throw InputException({ {}, QStringLiteral("--url"),
            tr("\"%1\" is not a URL such as https://… (a scheme, then no spaces or control characters)")
                .arg(ShellTemplate::commentText(options.downloadUrl)) });
    ShellTemplate script(QString::fromUtf8(kHeader) + QString::fromUtf8(kBody));
    script
        .comment(QStringLiteral("PLAN"), options.planName.isEmpty() ? QStringLiteral("a plan") : options.planName)
        // The peak phase wants its cards in all, however many machines hold them.
        .comment(QStringLiteral("CARDS"), QString::number(e.isRequirement() ? e.totalCards : e.cardsPerMachine))
        .comment(QStringLiteral("CARD"), e.cardName)
        .comment(QStringLiteral("SHAPE"),
            e.isRequirement() ? QStringLiteral("in all, in one machine or several") : QStringLiteral("per machine"))
        .comment(QStringLiteral("BASIS"), e.basis)
        .word(QStringLiteral("DATA_DIR"), options.dataDir, QStringLiteral("--data-dir"))
        .word(QStringLiteral("DISK_MIB"), QString::number(std::max(0, options.diskTestMiB)),
            QStringLiteral("--disk-test-mib"))
        .word(QStringLiteral("URL"), options.downloadUrl, QStringLiteral("--url"));
    return script.render();
}

} // namespace rp::toolkit
