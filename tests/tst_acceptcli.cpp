// `rentplan accept` run as a user runs it, on captures assembled from the real nvidia-smi
// outputs in tests/data/nvidia-smi and the host outputs in tests/data/accept/host.
#include "tests/CliRunner.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

namespace {

QString data(const QString& relative)
{
    return QStringLiteral(RENTPLAN_TEST_DATA "/") + relative;
}

QString plan()
{
    return data(QStringLiteral("accept/quotes.rentplan"));
}

QByteArray bytesOf(const QString& relative)
{
    QFile file(data(relative));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing %s", qPrintable(relative));
    return file.readAll();
}

// A capture file as the acceptance script writes it: a header, then one marked section per command.
QByteArray capture(const QString& host, const QList<std::pair<const char*, QString>>& sections)
{
    QByteArray out = "# rentplan-capture v1 host=" + host.toUtf8() + " date=2026-11-30T10:00:00Z\n";
    for (const auto& [title, file] : sections)
        out += QByteArray("\n=== ") + title + " ===\n" + bytesOf(file);
    return out;
}

QByteArray h100Machine(const QString& host)
{
    return capture(host,
               { { "nvidia-smi", QStringLiteral("nvidia-smi/smi-hgx-h100x8-r550-idle.txt") },
                   { "nvidia-smi topo -m", QStringLiteral("nvidia-smi/topo-hgx-h100x8-nv18-spaces.txt") },
                   { "nvidia-smi --query-compute-apps",
                       QStringLiteral("nvidia-smi/apps-empty-header-only-rtxpro6000.csv") },
                   { "lscpu", QStringLiteral("accept/host/lscpu-2x48c-epyc.txt") },
                   { "free -g", QStringLiteral("accept/host/free-g-2tb.txt") },
                   { "df -h", QStringLiteral("accept/host/df-h-nvme.txt") } })
        + "\n=== nproc ===\n192\n";
}

void write(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

// The peak phase "Training run": 8 H100 SXM for 10 typed hours; the only offer rents 4-card
// machines, so the planner (offer "auto") places it on 2 machines of 4.
QString writeTwoOfFourPlan(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("peak.rentplan"));
    write(path,
        R"({"format": "rentplan-plan", "version": 1, "name": "Peak on 4-card machines",
            "offers": [{"id": "h100-4", "provider": "Test B", "card": "h100-sxm", "cards": 4, "mode": "on_demand",
                        "price_per_card_hour": 30}],
            "phases": [{"id": "train", "name": "Training run", "kind": "full_training", "card": "h100-sxm",
                        "cards": 8, "hours": 10}]})");
    return path;
}

const nlohmann::json* findItem(const nlohmann::json& machine, const char* key)
{
    for (const auto& item : machine["items"]) {
        if (item["item"] == key)
            return &item;
    }
    return nullptr;
}

} // namespace

class TestAcceptCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void twoGoodMachinesPass();
    void oneWrongMachineFails();
    void sameMachineByAnotherCommandPasses();
    void starvedHostFails();
    void textNamesTheLineRead();
    void peakPhaseWithoutQuote();
    void peakMachineWithoutQuote();
    void peakPhaseOtherShapePassesWithNote();
    void peakPhaseShortDeliveryFails();
    void badInput_data();
    void badInput();
    void readsAreBounded_data();
    void readsAreBounded();
};

void TestAcceptCli::twoGoodMachinesPass()
{
    // Quote h100x8: 2 machines × 8 H100 SXM, NVSwitch; the plan needs driver 535.104.
    QTemporaryDir dir;
    write(dir.filePath(QStringLiteral("gpu-a.txt")), h100Machine(QStringLiteral("gpu-a")));
    write(dir.filePath(QStringLiteral("gpu-b.txt")), h100Machine(QStringLiteral("gpu-b")));
    const CliResult r = runCli({ QStringLiteral("accept"), plan(), dir.path(), QStringLiteral("--quote"),
        QStringLiteral("h100x8"), QStringLiteral("--json") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    const nlohmann::json j = r.json();
    QCOMPARE(j["result"], "pass");
    QCOMPARE(j["machines"].size(), 2u);
    QCOMPARE(j["machines"][0]["machine"], "gpu-a");
    for (const auto& machine : j["machines"]) {
        for (const auto& item : machine["items"]) {
            QCOMPARE(item["result"], "pass");
            QVERIFY(!item["expected"].get<std::string>().empty());
        }
    }
    // 8 NV18 links between all 28 pairs, read from the matrix's first row.
    const nlohmann::json* links = findItem(j["machines"][0], "nvlink");
    QVERIFY(links);
    QCOMPARE((*links)["found"], "28 of 28 card pairs NVLinked");
    QVERIFY((*links)["line"]["text"].get<std::string>().rfind("GPU0", 0) == 0);
    // 192 threads for 8 cards = 24 per card against the 8 recommended; 2 015 GiB of RAM.
    QCOMPARE((*findItem(j["machines"][0], "cpu_per_gpu"))["found"], "192 cores, 24 per card");
    QCOMPARE((*findItem(j["machines"][0], "cpu_per_gpu"))["line"]["text"], "192");
    QCOMPARE(j["across_machines"][0]["item"], "machine_count");
    QCOMPARE(j["across_machines"][1]["result"], "pass");
}

void TestAcceptCli::oneWrongMachineFails()
{
    // Machine gpu-b was delivered with A100s that are busy with someone else's jobs.
    QTemporaryDir dir;
    write(dir.filePath(QStringLiteral("gpu-a.txt")), h100Machine(QStringLiteral("gpu-a")));
    write(dir.filePath(QStringLiteral("gpu-b.txt")),
        capture(QStringLiteral("gpu-b"),
            { { "nvidia-smi", QStringLiteral("nvidia-smi/smi-a100-80gb-sxm4x8-r595-busy.txt") },
                { "nvidia-smi topo -m", QStringLiteral("nvidia-smi/topo-dgx-a100-nvlink-mlx5.txt") } }));
    const CliResult r = runCli({ QStringLiteral("accept"), plan(), dir.path(), QStringLiteral("--quote"),
        QStringLiteral("h100x8"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 1);
    const nlohmann::json j = r.json();
    QCOMPARE(j["result"], "fail");
    const nlohmann::json& b = j["machines"][1];
    QCOMPARE((*findItem(b, "card_model"))["result"], "fail");
    QCOMPARE((*findItem(b, "card_model"))["found"], "NVIDIA A100-SXM4-80GB");
    // Line 12: the header, a blank line, the marker, then GPU 0 on line 9 of the table.
    QCOMPARE((*findItem(b, "card_model"))["line"]["number"].get<int>(), 12);
    QCOMPARE((*findItem(b, "foreign_processes"))["result"], "fail");
    QCOMPARE(j["across_machines"][1]["item"], "same_on_every_machine");
    QCOMPARE(j["across_machines"][1]["result"], "fail");
    // The A100 table against the H100 one: another card, 81 920 against 81 559 MiB, driver 595.x
    // against 550.90.07; both matrices NVLink all 28 pairs (NV12, NV18).
    QCOMPARE(j["across_machines"][1]["found"], "gpu-b differs: Card model, Memory per card, Driver version");
}

void TestAcceptCli::sameMachineByAnotherCommandPasses()
{
    // gpu-a's cards read from the nvidia-smi table, gpu-b's from --query-gpu CSV written from the
    // same table's values (accept/same-machine/README.md): 8 × H100 80GB HBM3, 81 559 MiB, driver
    // 550.90.07, the same NV18 matrix. The report counts gpu-a's cards in the topo -m matrix (the
    // table, whose processes box is not captured, proves no count) and gpu-b's in the CSV; the
    // machines are still the same.
    QTemporaryDir dir;
    write(dir.filePath(QStringLiteral("gpu-a.txt")), h100Machine(QStringLiteral("gpu-a")));
    QByteArray b = h100Machine(QStringLiteral("gpu-b"));
    const QByteArray table
        = "=== nvidia-smi ===\n" + bytesOf(QStringLiteral("nvidia-smi/smi-hgx-h100x8-r550-idle.txt"));
    QVERIFY(b.contains(table));
    const QByteArray csv
        = "=== nvidia-smi --query-gpu ===\n" + bytesOf(QStringLiteral("accept/same-machine/query-hgx-h100x8-r550.csv"));
    b.replace(table, csv);
    write(dir.filePath(QStringLiteral("gpu-b.txt")), b);
    for (const QString& lang : { QStringLiteral("en_US.UTF-8"), QStringLiteral("zh_CN.UTF-8") }) {
        const CliResult r = runCli({ QStringLiteral("accept"), plan(), dir.path(), QStringLiteral("--quote"),
                                       QStringLiteral("h100x8"), QStringLiteral("--json") },
            lang);
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        const nlohmann::json j = r.json();
        QCOMPARE((*findItem(j["machines"][0], "card_count"))["found"], "8 cards in nvidia-smi topo -m");
        QCOMPARE((*findItem(j["machines"][1], "card_count"))["found"], "8 cards in nvidia-smi --query-gpu");
        QCOMPARE(j["across_machines"][1]["item"], "same_on_every_machine");
        QCOMPARE(j["across_machines"][1]["result"], "pass");
        QCOMPARE(j["result"], "pass");
    }

    // Without the topo matrix on gpu-b, its links cannot be compared: cannot tell, not a difference.
    const QByteArray topo
        = "\n=== nvidia-smi topo -m ===\n" + bytesOf(QStringLiteral("nvidia-smi/topo-hgx-h100x8-nv18-spaces.txt"));
    QVERIFY(b.contains(topo));
    b.replace(topo, "\n");
    write(dir.filePath(QStringLiteral("gpu-b.txt")), b);
    const CliResult partial = runCli({ QStringLiteral("accept"), plan(), dir.path(), QStringLiteral("--quote"),
        QStringLiteral("h100x8"), QStringLiteral("--json") });
    QCOMPARE(partial.exitCode, 1);
    QCOMPARE(partial.json()["across_machines"][1]["result"], "cannot_tell");
    QCOMPARE(partial.json()["across_machines"][1]["found"], "not shown for both gpu-a and gpu-b: Links between cards");
}

void TestAcceptCli::starvedHostFails()
{
    // Quote a100x8 promises 64 cores and 512 GB; the machine shows 16 threads and 125 GiB.
    // 512 × 0.94 = 481 GiB needed. Cards: the busy A100 table (foreign processes) and a
    // cut topo matrix: the link item cannot be told, the rest fail with their lines.
    QTemporaryDir dir;
    const QByteArray topo = bytesOf(QStringLiteral("nvidia-smi/topo-dgx-a100-nvlink-mlx5.txt"));
    const QByteArray text = capture(QStringLiteral("cheap"),
                                { { "nvidia-smi", QStringLiteral("nvidia-smi/smi-a100-80gb-sxm4x8-r595-busy.txt") },
                                    { "lscpu", QStringLiteral("accept/host/lscpu-16c.txt") },
                                    { "free -g", QStringLiteral("accept/host/free-g-128g.txt") } })
        + "\n=== nvidia-smi topo -m ===\n" + topo.left(topo.indexOf("GPU4"));
    write(dir.filePath(QStringLiteral("cheap.txt")), text);
    const CliResult r = runCli({ QStringLiteral("accept"), plan(), dir.filePath(QStringLiteral("cheap.txt")),
        QStringLiteral("--quote"), QStringLiteral("a100x8"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 1);
    const nlohmann::json m = r.json()["machines"][0];
    QCOMPARE((*findItem(m, "cpu_per_gpu"))["result"], "fail");
    QCOMPARE((*findItem(m, "cpu_per_gpu"))["found"], "16 cores, 2 per card");
    QVERIFY((*findItem(m, "cpu_per_gpu"))["line"]["text"].get<std::string>().rfind("CPU(s):", 0) == 0);
    QCOMPARE((*findItem(m, "ram_per_gpu"))["result"], "fail");
    QCOMPARE((*findItem(m, "nvlink"))["result"], "cannot_tell");
    QCOMPARE((*findItem(m, "card_count"))["result"], "pass");
}

void TestAcceptCli::textNamesTheLineRead()
{
    const CliResult r
        = runCli({ QStringLiteral("accept"), plan(), data(QStringLiteral("nvidia-smi/smi-10x-quadro-rtx8000-r470.txt")),
            QStringLiteral("--quote"), QStringLiteral("rtx4090x8") });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("FAIL")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("Quadro RTX 8000")));
    QVERIFY(r.out.contains(QStringLiteral("smi-10x-quadro-rtx8000-r470.txt:9: |   0  Quadro RTX 8000")));
    // Ten cards against eight; driver 470.63.01 is older than 535.104.
    QVERIFY(r.out.contains(QStringLiteral("10 cards in nvidia-smi")));
    QVERIFY(r.out.contains(QStringLiteral("470.63.01")));
}

void TestAcceptCli::peakPhaseWithoutQuote()
{
    // Without --quote the machine expected is the one the plan's peak phase needs. In phases.rentplan
    // that is "Batch inference", 8 × RTX 4090 on the 8-card offer rtx-x8, while the plan's first quote
    // (a100x8) and its biggest offer (a100-x8, the first with 8 cards) are A100 80GB SXM machines.
    const CliResult r = runCli({ QStringLiteral("accept"), data(QStringLiteral("accept/phases.rentplan")),
        data(QStringLiteral("nvidia-smi/topo-8x-rtx4090-pcie-pix-mlx5bond.txt")), QStringLiteral("--json") });
    const nlohmann::json j = r.json();
    QCOMPARE(j["expected"]["card"], "rtx-4090");
    QCOMPARE(j["expected"]["cards_per_machine"], 8);
    QCOMPARE(j["expected"]["machines"], 1);
    QVERIFY2(
        QString::fromStdString(j["expected"]["basis"].get<std::string>()).contains(QStringLiteral("Batch inference")),
        qPrintable(r.out));
    // The capture shows 8 cards on PCIe (PIX/SYS): the count and the links match what the phase needs.
    QCOMPARE((*findItem(j["machines"][0], "card_count"))["result"], "pass");
    QCOMPARE((*findItem(j["machines"][0], "card_count"))["found"], "8 cards in nvidia-smi topo -m");
}

void TestAcceptCli::peakMachineWithoutQuote()
{
    // A plan without phases: without --quote the plan's first quote (a100x8) is the machine expected.
    const CliResult r = runCli({ QStringLiteral("accept"), plan(),
        data(QStringLiteral("nvidia-smi/query-a100-80gb-sxm4x4-computecap.csv")), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 1);
    const nlohmann::json j = r.json();
    QCOMPARE(j["expected"]["card"], "a100-sxm-80g");
    QCOMPARE(j["expected"]["cards_per_machine"], 8);
    QCOMPARE((*findItem(j["machines"][0], "card_count"))["found"], "4 cards in nvidia-smi --query-gpu");
    QCOMPARE((*findItem(j["machines"][0], "card_model"))["result"], "pass");
}

void TestAcceptCli::peakPhaseOtherShapePassesWithNote()
{
    // 2 machines of 4 planned, one HGX machine of 8 delivered: the phase's 8 cards are there.
    QTemporaryDir dir;
    const QString planPath = writeTwoOfFourPlan(dir);
    const QString capturePath = dir.filePath(QStringLiteral("hgx.txt"));
    write(capturePath, h100Machine(QStringLiteral("hgx")));
    const QString sentence = QStringLiteral("Expected 8 × H100 80GB SXM for the peak phase \"Training run\"; found 8 × "
                                            "NVIDIA H100 80GB HBM3 in one machine with NVLink: pass.");
    const QString note
        = QStringLiteral("8 cards in one machine instead of 2 machines of 4: enough for the peak phase.");

    const CliResult r = runCli({ QStringLiteral("accept"), planPath, capturePath, QStringLiteral("--json") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    const nlohmann::json j = r.json();
    QCOMPARE(j["result"], "pass");
    QCOMPARE(QString::fromStdString(j["headline"].get<std::string>()), sentence);
    QCOMPARE(QString::fromStdString(j["note"].get<std::string>()), note);
    QCOMPARE(j["found"], "8 × NVIDIA H100 80GB HBM3 in one machine with NVLink");
    // The keys scripts already read keep their meaning: the planned machines.
    QCOMPARE(j["expected"]["cards_per_machine"], 4);
    QCOMPARE(j["expected"]["machines"], 2);
    QCOMPARE(j["expected"]["kind"], "peak_phase");
    QCOMPARE(j["expected"]["total_cards"], 8);
    QCOMPARE(j["expected"]["tensor_parallel"], 1);
    QCOMPARE(j["expected"]["text"], "8 × H100 80GB SXM for the peak phase \"Training run\"");
    const nlohmann::json* count = findItem(j["machines"][0], "card_count");
    QCOMPARE((*count)["result"], "pass");
    QCOMPARE(QString::fromStdString((*count)["note"].get<std::string>()), note);
    QCOMPARE((*findItem(j["machines"][0], "memory_per_card"))["note"], "");
    QCOMPARE(j["across_machines"][0]["item"], "card_count");
    QCOMPARE(j["across_machines"][0]["found"], "1 machine captured with 8 cards in all");

    // The text report opens with the same sentence and its note, and notes the item.
    const CliResult text = runCli({ QStringLiteral("accept"), planPath, capturePath });
    QCOMPARE(text.exitCode, 0);
    const QStringList lines = text.out.split(u'\n');
    QCOMPARE(lines.value(0), sentence);
    QCOMPARE(lines.value(1), QStringLiteral("Note: ") + note);
    QVERIFY2(text.out.contains(QStringLiteral("note: ") + note), qPrintable(text.out));
    QVERIFY(text.out.contains(QStringLiteral("\nResult: pass\n")));

    // In Chinese the terminal gets the translated sentence; the JSON stays English.
    const CliResult zh = runCli({ QStringLiteral("accept"), planPath, capturePath }, QStringLiteral("zh_CN.UTF-8"));
    QVERIFY2(zh.out.startsWith(QStringLiteral("应为 8 × H100 80GB SXM（峰值阶段“Training run”）")), qPrintable(zh.out));
    const CliResult zhJson = runCli(
        { QStringLiteral("accept"), planPath, capturePath, QStringLiteral("--json") }, QStringLiteral("zh_CN.UTF-8"));
    QCOMPARE(QString::fromStdString(zhJson.json()["headline"].get<std::string>()), sentence);
}

void TestAcceptCli::peakPhaseShortDeliveryFails()
{
    // The same plan, 2 machines of 4 H100s planned. Two 4-card A100 machines (the machine of
    // query-a100-80gb-sxm4x4-computecap.csv) hold 4 + 4 = 8 cards, of another model: fail.
    QTemporaryDir dir;
    const QString planPath = writeTwoOfFourPlan(dir);
    const QString folder = dir.filePath(QStringLiteral("delivery"));
    for (const QString& host : { QStringLiteral("a"), QStringLiteral("b") })
        write(folder + u'/' + host + QStringLiteral(".txt"),
            capture(host,
                { { "nvidia-smi --query-gpu", QStringLiteral("nvidia-smi/query-a100-80gb-sxm4x4-computecap.csv") },
                    { "nvidia-smi topo -m", QStringLiteral("nvidia-smi/topo-4x-a100-80gb-sxm4-nv12-nic-roce.txt") } }));
    const CliResult r = runCli({ QStringLiteral("accept"), planPath, folder, QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 1);
    const nlohmann::json j = r.json();
    QCOMPARE(j["result"], "fail");
    QCOMPARE((*findItem(j["machines"][0], "card_model"))["result"], "fail");
    QCOMPARE((*findItem(j["machines"][0], "card_count"))["result"], "pass");
    QCOMPARE(j["note"], ""); // a failing delivery gets no "enough" note
    QVERIFY2(QString::fromStdString(j["headline"].get<std::string>())
                 .endsWith(QStringLiteral("; found 8 × NVIDIA A100-SXM4-80GB in 2 machines with NVLink: FAIL on Card "
                                          "model.")),
        qPrintable(QString::fromStdString(j["headline"].get<std::string>())));

    // A 4-card H100 machine (the header and GPU 0–3 of the CSV written from the HGX table,
    // tests/data/accept/same-machine) captured alone: one of the two machines planned, 8 − 4 = 4
    // cards still to show: cannot tell.
    QByteArray half = "# rentplan-capture v1 host=half date=2026-11-30T10:00:00Z\n\n=== nvidia-smi --query-gpu ===\n";
    const QList<QByteArray> rows = bytesOf(QStringLiteral("accept/same-machine/query-hgx-h100x8-r550.csv")).split('\n');
    for (int i = 0; i < 5; ++i) // the header and GPU 0–3
        half += rows.at(i) + '\n';
    const QString halfPath = dir.filePath(QStringLiteral("half.txt"));
    write(halfPath, half);
    const CliResult one = runCli({ QStringLiteral("accept"), planPath, halfPath, QStringLiteral("--json") });
    QCOMPARE(one.exitCode, 1);
    const nlohmann::json o = one.json();
    QCOMPARE((*findItem(o["machines"][0], "card_count"))["found"], "4 cards in nvidia-smi --query-gpu");
    QCOMPARE(o["across_machines"][0]["item"], "card_count");
    QCOMPARE(o["across_machines"][0]["result"], "cannot_tell");
    QCOMPARE(
        o["across_machines"][0]["note"], "4 more cards needed: capture the other machines, or the delivery is short.");
}

void TestAcceptCli::badInput_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("message");
    QTest::newRow("binary") << QByteArray("\x7f"
                                          "ELF\x02\x01\x01\0\0\0\0",
        12) << QStringList() << "not text";
    QTest::newRow("empty") << QByteArray("  \n\n") << QStringList() << "empty";
    QTest::newRow("latin-1") << QByteArray("Mem:\xe9\xe8\n") << QStringList() << "not text";
    QTest::newRow("another tool: ls -l") << QByteArray("total 8\n-rw-r--r-- 1 root root 4096 Nov 30 10:00 train.py\n")
                                         << QStringList() << "no output of nvidia-smi";
    QTest::newRow("another tool: rocm-smi")
        << QByteArray("========================= ROCm System Management Interface =========================\n"
                      "GPU  Temp   AvgPwr  SCLK    MCLK     Fan  Perf  PwrCap  VRAM%  GPU%\n"
                      "0    35.0c  40.0W   800Mhz  1600Mhz  0%   auto  300.0W    0%   0%\n")
        << QStringList() << "no output of nvidia-smi";
    QTest::newRow("unknown quote") << bytesOf(QStringLiteral("nvidia-smi/smi-10x-quadro-rtx8000-r470.txt"))
                                   << QStringList({ QStringLiteral("--quote"), QStringLiteral("nope") })
                                   << "no quote \"nope\"";
}

void TestAcceptCli::badInput()
{
    QFETCH(QByteArray, content);
    QFETCH(QStringList, extra);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("capture.txt"));
    write(file, content);
    const CliResult r = runCli(QStringList { QStringLiteral("accept"), plan(), file } + extra);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    if (extra.isEmpty())
        QVERIFY2(r.err.contains(QStringLiteral("capture.txt")), qPrintable(r.err));
}

void TestAcceptCli::readsAreBounded_data()
{
    // Captures are read like every other input (input_file::read): /proc/self/pagemap reports 0
    // bytes and streams gigabytes (it once read 4 GB, then aborted); a FIFO would wait for a
    // writer. Each ends at once with a message naming the file.
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("message");
    const QString tooLarge = QStringLiteral("larger than the 8388608 bytes accepted"); // 8 MiB = 8 × 1024 × 1024
    QTest::newRow("/proc file") << "proc" << tooLarge;
    QTest::newRow("symlink to a /proc file") << "link" << tooLarge;
    QTest::newRow("folder with a symlink to a /proc file") << "folder" << tooLarge;
    QTest::newRow("FIFO") << "fifo" << QStringLiteral("not a regular file");
    QTest::newRow("symlink to a FIFO") << "fifo-link" << QStringLiteral("not a regular file");
}

void TestAcceptCli::readsAreBounded()
{
    QFETCH(QString, what);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString pagemap = QStringLiteral("/proc/self/pagemap");
    if (!QFile::exists(pagemap))
        QSKIP("this kernel has no /proc/self/pagemap");
    QString path = pagemap;
    if (what == QLatin1String("link") || what == QLatin1String("folder")) {
        QDir().mkpath(dir.filePath(QStringLiteral("captures")));
        path = dir.filePath(QStringLiteral("captures/machine-1.txt"));
        QVERIFY(QFile::link(pagemap, path));
        if (what == QLatin1String("folder"))
            path = dir.filePath(QStringLiteral("captures"));
    } else if (what.startsWith(QLatin1String("fifo"))) {
        path = dir.filePath(QStringLiteral("fifo.txt"));
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        if (what == QLatin1String("fifo-link")) {
            QVERIFY(QFile::link(path, dir.filePath(QStringLiteral("link.txt"))));
            path = dir.filePath(QStringLiteral("link.txt"));
        }
    }
    const CliResult r = runCli({ QStringLiteral("accept"), plan(), path });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(r.err.contains(what == QLatin1String("proc") ? pagemap : dir.path()), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestAcceptCli)
#include "tst_acceptcli.moc"
