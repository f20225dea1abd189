#include "toolkit/AcceptanceScript.h"

#include "common/InputError.h"
#include "toolkit/ShellQuote.h"

namespace rp::toolkit {

namespace {

// The script's body; @NAME@ fields are filled in by generate(). Section titles are the
// markers CaptureReader splits on; "read"/"write" in a title tells dd's direction.
const char* kBody = R"SCRIPT(set -u
OUT="${1:-rentplan-capture-$(hostname)-$(date +%Y%m%d-%H%M%S).txt}"
DEFAULT_DATA_DIR=@DATA_DIR@
DATA_DIR="${RENTPLAN_DATA_DIR:-$DEFAULT_DATA_DIR}"
DISK_TEST_MIB=@DISK_MIB@
DOWNLOAD_URL=@URL@

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
    trap 'rm -f "$TEST_FILE"' EXIT
    section "disk write (dd)"
    dd if=/dev/zero of="$TEST_FILE" bs=1M count="$DISK_TEST_MIB" oflag=direct conv=fsync 2>&1 ||
        dd if=/dev/zero of="$TEST_FILE" bs=1M count="$DISK_TEST_MIB" conv=fsync 2>&1
    section "disk read (dd)"
    dd if="$TEST_FILE" of=/dev/null bs=1M iflag=direct 2>&1 ||
        { echo "rentplan: no direct I/O here; this read may come from the page cache"; dd if="$TEST_FILE" of=/dev/null bs=1M 2>&1; }
    rm -f "$TEST_FILE"
}

network_test() {
    if [ -z "$DOWNLOAD_URL" ]; then return; fi
    section "network download (curl)"
    if command -v curl >/dev/null 2>&1; then
        curl -sS -o /dev/null --max-time 120 \
            -w 'rentplan-net: bytes=%{size_download} seconds=%{time_total} bytes_per_second=%{speed_download}\n' \
            "$DOWNLOAD_URL" 2>&1
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
echo "rentplan: wrote $OUT; load it in RentPlan (Toolkit tab) or run: rentplan accept <plan> $OUT" >&2
)SCRIPT";

} // namespace

QString AcceptanceScript::generate(const accept::Expectation& e, const AcceptanceScriptOptions& options)
{
    if (options.dataDir.contains(u'\n') || options.downloadUrl.contains(u'\n'))
        throw InputException({ {}, {}, tr("the data folder and the URL must be on one line") });
    if (!options.downloadUrl.isEmpty() && !options.downloadUrl.contains(QLatin1String("://")))
        throw InputException(
            { {}, QStringLiteral("url"), tr("\"%1\" is not a URL such as https://…").arg(options.downloadUrl) });
    QString header = QStringLiteral("#!/usr/bin/env bash\n");
    header += QStringLiteral("# RentPlan acceptance capture for %1: %2 x %3 per machine (%4).\n")
                  .arg(options.planName.isEmpty() ? QStringLiteral("a plan") : options.planName)
                  .arg(e.cardsPerMachine)
                  .arg(e.cardName, e.basis);
    header
        += QStringLiteral("# It only reads: it runs nvidia-smi, lscpu, free, df and nproc, times writing and reading\n"
                          "# its own temporary file in the data folder (deleted on exit), downloads the test URL to\n"
                          "# /dev/null and, if PyTorch is installed, runs a short matmul. It installs, stops and\n"
                          "# changes nothing and needs no root. Run it on each machine:  bash accept.sh [output-file]\n"
                          "# then load the output file in RentPlan or run: rentplan accept <plan> <output-file>\n");
    QString body = QString::fromUtf8(kBody);
    body.replace(QStringLiteral("@DATA_DIR@"), shellQuote(options.dataDir));
    body.replace(QStringLiteral("@DISK_MIB@"), QString::number(std::max(0, options.diskTestMiB)));
    body.replace(QStringLiteral("@URL@"), shellQuote(options.downloadUrl));
    return header + body;
}

} // namespace rp::toolkit
