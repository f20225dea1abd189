#include "models/accept/AcceptanceCheck.h"

#include "models/accept/CardNameMatch.h"
#include "models/accept/MachineSignature.h"
#include "models/accept/RequirementCheck.h"

#include <QLocale>
#include <QSet>

namespace rp::accept {

namespace {

QList<const GpuRecord*> computeGpus(const MachineFacts& facts)
{
    QList<const GpuRecord*> gpus;
    for (const GpuListing& listing : facts.listings) {
        for (const GpuRecord& gpu : listing.gpus) {
            if (!isDisplayAdapter(gpu.name))
                gpus.append(&gpu);
        }
    }
    return gpus;
}

int computeCount(const GpuListing& listing)
{
    int n = 0;
    for (const GpuRecord& gpu : listing.gpus)
        n += isDisplayAdapter(gpu.name) ? 0 : 1;
    return n;
}

ItemResult item(const char* key, Verdict verdict, const QString& expected, const QString& found,
    std::optional<SourceLine> line = std::nullopt)
{
    return { QLatin1String(key), verdict, expected, found, std::move(line) };
}

QString mibText(double mib)
{
    return AcceptanceCheck::tr("%1 MiB").arg(QLocale().toString(mib, 'f', 0));
}

ItemResult cardModel(const Expectation& e, const MachineFacts& facts)
{
    const QString expected = e.cardName;
    const GpuRecord* matched = nullptr;
    for (const GpuRecord* gpu : computeGpus(facts)) {
        const std::optional<bool> same = cardNameMatches(e.cardId, gpu->name);
        if (same && !*same)
            return item("card_model", Verdict::Fail, expected, gpu->name, gpu->line);
        if (same && !matched)
            matched = gpu;
    }
    if (matched)
        return item("card_model", Verdict::Pass, expected, matched->name, matched->line);
    return item("card_model", Verdict::CannotTell, expected,
        AcceptanceCheck::tr("no complete card name in the capture (nvidia-smi -L or --query-gpu=name shows it)"));
}

ItemResult cardCount(const Expectation& e, const MachineFacts& facts)
{
    const QString expected = AcceptanceCheck::tr("%n card(s)", nullptr, e.cardsPerMachine);
    const GpuListing* agreeing = nullptr;
    for (const GpuListing& listing : facts.listings) {
        const int n = computeCount(listing);
        // A fragment that already shows more cards than the contract is enough to fail.
        if ((listing.complete && n != e.cardsPerMachine) || (!listing.complete && n > e.cardsPerMachine))
            return item("card_count", Verdict::Fail, expected,
                AcceptanceCheck::tr("%n card(s) in %1", nullptr, n).arg(listing.command), listing.first);
        if (listing.complete && !agreeing)
            agreeing = &listing;
    }
    if (facts.topo && facts.topo->complete && facts.topo->gpus != e.cardsPerMachine)
        return item("card_count", Verdict::Fail, expected,
            AcceptanceCheck::tr("%n card(s) in nvidia-smi topo -m", nullptr, facts.topo->gpus),
            facts.topo->rows.value(0));
    if (agreeing)
        return item("card_count", Verdict::Pass, expected,
            AcceptanceCheck::tr("%n card(s) in %1", nullptr, computeCount(*agreeing)).arg(agreeing->command),
            agreeing->first);
    if (facts.topo && facts.topo->complete)
        return item("card_count", Verdict::Pass, expected,
            AcceptanceCheck::tr("%n card(s) in nvidia-smi topo -m", nullptr, facts.topo->gpus),
            facts.topo->rows.value(0));
    return item("card_count", Verdict::CannotTell, expected,
        AcceptanceCheck::tr("no complete listing of the cards (the capture is cut or has no header)"));
}

ItemResult memoryPerCard(const Expectation& e, const MachineFacts& facts)
{
    const QString expected = AcceptanceCheck::tr("at least %1 (%2 % of %3)")
                                 .arg(mibText(double(e.memoryMiB) * thresholds::kMemoryShare))
                                 .arg(thresholds::kMemoryShare * 100)
                                 .arg(mibText(double(e.memoryMiB)));
    const GpuRecord* first = nullptr;
    for (const GpuRecord* gpu : computeGpus(facts)) {
        if (gpu->memoryTotalMiB < 0)
            continue;
        if (double(gpu->memoryTotalMiB) < double(e.memoryMiB) * thresholds::kMemoryShare)
            return item("memory_per_card", Verdict::Fail, expected, mibText(double(gpu->memoryTotalMiB)), gpu->line);
        if (!first)
            first = gpu;
    }
    if (first)
        return item("memory_per_card", Verdict::Pass, expected, mibText(double(first->memoryTotalMiB)), first->line);
    return item("memory_per_card", Verdict::CannotTell, expected, AcceptanceCheck::tr("no card memory in the capture"));
}

QString linkExpectation(Interconnect links)
{
    switch (links) {
    case Interconnect::NvSwitch:
        return AcceptanceCheck::tr("NVLink between every pair of cards (NV# in topo -m)");
    case Interconnect::NvlinkPairs:
        return AcceptanceCheck::tr("every card NVLinked to at least one other");
    case Interconnect::None:
        return AcceptanceCheck::tr("PCIe only, as quoted");
    case Interconnect::Unknown:
        break;
    }
    return AcceptanceCheck::tr("not stated in the quote");
}

ItemResult links(const Expectation& e, const MachineFacts& facts)
{
    const QString expected = linkExpectation(e.interconnect);
    if (facts.topo) {
        const TopoMatrix& t = *facts.topo;
        int pairs = 0;
        int nvPairs = 0;
        std::optional<SourceLine> firstPcie;
        QString firstPcieText;
        QList<bool> hasPeer(t.links.size(), false);
        for (int i = 0; i < t.links.size(); ++i) {
            for (int j = i + 1; j < t.links.at(i).size(); ++j) {
                ++pairs;
                const QString& link = t.links.at(i).at(j);
                if (link.startsWith(QLatin1String("NV"))) {
                    ++nvPairs;
                    hasPeer[i] = true;
                    if (j < hasPeer.size())
                        hasPeer[j] = true;
                } else if (!firstPcie) {
                    firstPcie = t.rows.at(i);
                    firstPcieText = QStringLiteral("GPU%1–GPU%2: %3").arg(i).arg(j).arg(link);
                }
            }
        }
        const QString found = AcceptanceCheck::tr("%1 of %2 card pairs NVLinked").arg(nvPairs).arg(pairs)
            + (firstPcie ? QStringLiteral("; ") + firstPcieText : QString());
        const bool everyPeer = !hasPeer.contains(false);
        switch (e.interconnect) {
        case Interconnect::NvSwitch:
            if (firstPcie)
                return item("nvlink", Verdict::Fail, expected, found, firstPcie);
            break;
        case Interconnect::NvlinkPairs:
            if (t.complete && !everyPeer)
                return item("nvlink", Verdict::Fail, expected, found, t.rows.value(int(hasPeer.indexOf(false))));
            break;
        case Interconnect::None:
        case Interconnect::Unknown:
            return item("nvlink", Verdict::Pass, expected, found, t.rows.value(0));
        }
        if (!t.complete)
            return item("nvlink", Verdict::CannotTell, expected, AcceptanceCheck::tr("the topo -m matrix is cut short"),
                t.rows.value(0));
        return item("nvlink", Verdict::Pass, expected, found, t.rows.value(0));
    }
    if (facts.nvlink && (e.interconnect == Interconnect::NvSwitch || e.interconnect == Interconnect::NvlinkPairs)) {
        const NvlinkStatus& s = *facts.nvlink;
        for (qsizetype g = 0; g < s.activeLinks.size(); ++g) {
            if (s.activeLinks.at(g) == 0)
                return item("nvlink", Verdict::Fail, expected,
                    AcceptanceCheck::tr("GPU %1 has no active NVLink").arg(g), s.gpuLines.at(g));
        }
        if (e.interconnect == Interconnect::NvlinkPairs && !s.activeLinks.isEmpty())
            return item("nvlink", Verdict::Pass, expected,
                AcceptanceCheck::tr("%1 active links on GPU 0").arg(s.activeLinks.first()), s.gpuLines.first());
        return item("nvlink", Verdict::CannotTell, expected,
            AcceptanceCheck::tr(
                "nvlink -s shows active links but not which cards they join; capture nvidia-smi topo -m"),
            s.gpuLines.value(0));
    }
    if (e.interconnect == Interconnect::None || e.interconnect == Interconnect::Unknown)
        return item("nvlink", Verdict::Pass, expected, AcceptanceCheck::tr("no link matrix captured; none required"));
    return item("nvlink", Verdict::CannotTell, expected, AcceptanceCheck::tr("no nvidia-smi topo -m in the capture"));
}

QString expectedSlices(const Expectation& e)
{
    if (e.migSlices > 0 && !e.migProfile.isEmpty())
        return AcceptanceCheck::tr("MIG on: %n × %1 slice(s) per machine", nullptr, e.migSlices).arg(e.migProfile);
    if (e.migSlices > 0)
        return AcceptanceCheck::tr("MIG on: %n slice(s) per machine", nullptr, e.migSlices);
    return AcceptanceCheck::tr("MIG on: %1 slices").arg(e.migProfile);
}

// MIG disabled, or the slices quoted (docs/acceptance.md, `mig`): the quoted profile and count per
// machine against the slices `nvidia-smi -L` or `mig -lgi` lists (not -lci: compute instances
// subdivide a slice).
ItemResult migSlices(const Expectation& e, const MachineFacts& facts)
{
    const QString expected = expectedSlices(e);
    const MigListing* agreeing = nullptr;
    for (const MigListing& listing : facts.mig) {
        if (listing.instances.isEmpty() || listing.command == u"nvidia-smi mig -lci")
            continue;
        for (const MigInstance& slice : listing.instances) {
            if (!e.migProfile.isEmpty() && slice.profile.toLower() != e.migProfile)
                return item("mig", Verdict::Fail, expected,
                    AcceptanceCheck::tr("a %1 slice on GPU %2 in %3")
                        .arg(slice.profile)
                        .arg(slice.gpu)
                        .arg(listing.command),
                    slice.line);
        }
        const int n = int(listing.instances.size());
        // A cut listing that already shows more slices than quoted is enough to fail.
        if (e.migSlices > 0 && ((listing.complete && n != e.migSlices) || (!listing.complete && n > e.migSlices)))
            return item("mig", Verdict::Fail, expected,
                AcceptanceCheck::tr("%n MIG slice(s) in %1", nullptr, n).arg(listing.command), listing.first);
        if (listing.complete && !agreeing)
            agreeing = &listing;
    }
    if (agreeing)
        return item("mig", Verdict::Pass, expected,
            AcceptanceCheck::tr("%n × %1 in %2", nullptr, int(agreeing->instances.size()))
                .arg(agreeing->instances.first().profile, agreeing->command),
            agreeing->instances.first().line);
    return item("mig", Verdict::CannotTell, expected,
        AcceptanceCheck::tr("no complete list of the MIG slices (nvidia-smi -L or nvidia-smi mig -lgi shows them)"));
}

ItemResult mig(const Expectation& e, const MachineFacts& facts)
{
    if (e.migExpected && (e.migSlices > 0 || !e.migProfile.isEmpty()))
        return migSlices(e, facts);
    const QString expected = e.migExpected ? AcceptanceCheck::tr("MIG on (a slice was quoted)")
                                           : AcceptanceCheck::tr("MIG off: whole cards");
    std::optional<SourceLine> enabled;
    QString enabledText;
    std::optional<SourceLine> disabled;
    for (const GpuRecord* gpu : computeGpus(facts)) {
        if (gpu->migMode == u"Enabled" && !enabled) {
            enabled = gpu->line;
            enabledText = AcceptanceCheck::tr("MIG mode Enabled");
        } else if ((gpu->migMode == u"Disabled" || gpu->migMode == u"N/A") && !disabled) {
            disabled = gpu->line;
        }
    }
    for (const MigListing& listing : facts.mig) {
        if (!listing.instances.isEmpty() && !enabled) {
            enabled = listing.instances.first().line;
            enabledText = AcceptanceCheck::tr("%n MIG instance(s), e.g. %1", nullptr, int(listing.instances.size()))
                              .arg(listing.instances.first().profile);
        } else if (listing.enabledEvidence && !enabled) {
            enabled = listing.first;
            enabledText = AcceptanceCheck::tr("MIG profiles listed (MIG mode on)");
        } else if (listing.instances.isEmpty() && listing.complete && !listing.enabledEvidence
            && listing.command != u"nvidia-smi -L" && !disabled) {
            disabled = listing.first;
        }
    }
    if (enabled)
        return item("mig", e.migExpected ? Verdict::Pass : Verdict::Fail, expected, enabledText, enabled);
    if (disabled)
        return item(
            "mig", e.migExpected ? Verdict::Fail : Verdict::Pass, expected, AcceptanceCheck::tr("MIG off"), disabled);
    return item("mig", Verdict::CannotTell, expected,
        AcceptanceCheck::tr("no MIG mode in the capture (nvidia-smi shows it in the MIG M. column)"));
}

ItemResult foreignProcesses(const MachineFacts& facts)
{
    const QString expected = AcceptanceCheck::tr("no processes, at most %1 used per card")
                                 .arg(mibText(double(thresholds::kIdleMemoryMiB)));
    for (const ProcessListing& listing : facts.processes) {
        if (!listing.processes.isEmpty()) {
            const ProcessRecord& p = listing.processes.first();
            return item("foreign_processes", Verdict::Fail, expected,
                AcceptanceCheck::tr("%n process(es), e.g. PID %1 %2 using %3", nullptr, int(listing.processes.size()))
                    .arg(p.pid, p.name, mibText(double(p.usedMiB))),
                p.line);
        }
    }
    const GpuRecord* idle = nullptr;
    for (const GpuRecord* gpu : computeGpus(facts)) {
        if (gpu->memoryUsedMiB > thresholds::kIdleMemoryMiB)
            return item("foreign_processes", Verdict::Fail, expected,
                AcceptanceCheck::tr("%1 in use on GPU %2").arg(mibText(double(gpu->memoryUsedMiB))).arg(gpu->index),
                gpu->line);
        if (gpu->memoryUsedMiB >= 0 && !idle)
            idle = gpu;
    }
    for (const ProcessListing& listing : facts.processes) {
        if (listing.complete)
            return item("foreign_processes", Verdict::Pass, expected, AcceptanceCheck::tr("no processes listed"),
                listing.first);
    }
    // Memory use read from a complete listing covers every card.
    for (const GpuListing& listing : facts.listings) {
        const bool memoryOnAll = std::all_of(
            listing.gpus.cbegin(), listing.gpus.cend(), [](const GpuRecord& g) { return g.memoryUsedMiB >= 0; });
        if (listing.complete && memoryOnAll && !listing.gpus.isEmpty())
            return item("foreign_processes", Verdict::Pass, expected, AcceptanceCheck::tr("no card memory in use"),
                idle ? idle->line : listing.first);
    }
    return item("foreign_processes", Verdict::CannotTell, expected,
        AcceptanceCheck::tr("no process list (nvidia-smi --query-compute-apps) in the capture"));
}

std::optional<ItemResult> driver(const Expectation& e, const MachineFacts& facts)
{
    if (e.minDriver.isEmpty())
        return std::nullopt;
    const QString expected = AcceptanceCheck::tr("%1 or newer").arg(e.minDriver);
    if (!facts.driver)
        return item("driver", Verdict::CannotTell, expected, AcceptanceCheck::tr("no driver version in the capture"));
    return item("driver",
        AcceptanceCheck::driverAtLeast(facts.driver->value, e.minDriver) ? Verdict::Pass : Verdict::Fail, expected,
        facts.driver->value, facts.driver->line);
}

ItemResult cpuPerGpu(const Expectation& e, const MachineFacts& facts, int machineCards)
{
    const int cards = std::max(1, machineCards);
    const int required = e.cpuCores > 0 ? e.cpuCores : thresholds::kCoresPerGpu * cards;
    const QString expected = e.cpuCores > 0
        ? AcceptanceCheck::tr("%1 cores, as quoted").arg(required)
        : AcceptanceCheck::tr("%1 cores (%2 per card recommended)").arg(required).arg(thresholds::kCoresPerGpu);
    // nproc is what a job may use (a container's share); lscpu the whole machine.
    std::optional<Sourced<int>> cores = facts.nproc ? facts.nproc : facts.logicalCpus;
    if (facts.nproc && facts.logicalCpus && facts.logicalCpus->value < facts.nproc->value)
        cores = facts.logicalCpus;
    if (!cores)
        return item(
            "cpu_per_gpu", Verdict::CannotTell, expected, AcceptanceCheck::tr("no lscpu or nproc in the capture"));
    const QString found = AcceptanceCheck::tr("%1 cores, %2 per card")
                              .arg(cores->value)
                              .arg(QLocale().toString(double(cores->value) / cards, 'g', 3));
    return item("cpu_per_gpu", cores->value >= required ? Verdict::Pass : Verdict::Fail, expected, found, cores->line);
}

ItemResult ramPerGpu(const Expectation& e, const MachineFacts& facts, int machineCards)
{
    const int cards = std::max(1, machineCards);
    const double required = e.ramGb > 0 ? e.ramGb : thresholds::kRamGbPerGpu * cards;
    const QString expected = e.ramGb > 0
        ? AcceptanceCheck::tr("%1 GB, as quoted").arg(required)
        : AcceptanceCheck::tr("%1 GB (%2 GB per card recommended)").arg(required).arg(thresholds::kRamGbPerGpu);
    if (!facts.ramGiB)
        return item("ram_per_gpu", Verdict::CannotTell, expected, AcceptanceCheck::tr("no free -g in the capture"));
    const double found = facts.ramGiB->value;
    return item("ram_per_gpu", found >= required * thresholds::kRamShare ? Verdict::Pass : Verdict::Fail, expected,
        AcceptanceCheck::tr("%1 GiB, %2 GiB per card").arg(found).arg(QLocale().toString(found / cards, 'f', 0)),
        facts.ramGiB->line);
}

bool isDataFilesystem(const Filesystem& fs)
{
    static const QStringList pseudo = { QStringLiteral("tmpfs"), QStringLiteral("devtmpfs"), QStringLiteral("udev"),
        QStringLiteral("shm"), QStringLiteral("efivarfs"), QStringLiteral("none") };
    static const QStringList systemMounts = { QStringLiteral("/dev"), QStringLiteral("/run"), QStringLiteral("/sys"),
        QStringLiteral("/proc"), QStringLiteral("/boot"), QStringLiteral("/snap") };
    if (pseudo.contains(fs.device))
        return false;
    return std::none_of(systemMounts.cbegin(), systemMounts.cend(),
        [&](const QString& m) { return fs.mount == m || fs.mount.startsWith(m + u'/'); });
}

std::optional<ItemResult> diskSize(const Expectation& e, const MachineFacts& facts)
{
    if (e.diskGb <= 0)
        return std::nullopt;
    const QString expected = AcceptanceCheck::tr("%1 GB local disk").arg(e.diskGb);
    const Filesystem* largest = nullptr;
    for (const Filesystem& fs : facts.filesystems) {
        if (isDataFilesystem(fs) && (!largest || fs.sizeBytes > largest->sizeBytes))
            largest = &fs;
    }
    if (!largest)
        return item("disk_size", Verdict::CannotTell, expected, AcceptanceCheck::tr("no df -h in the capture"));
    const double gb = largest->sizeBytes / 1e9;
    return item("disk_size", gb >= e.diskGb * thresholds::kDiskShare ? Verdict::Pass : Verdict::Fail, expected,
        AcceptanceCheck::tr("%1 GB on %2").arg(QLocale().toString(gb, 'f', 0), largest->mount), largest->line);
}

std::optional<ItemResult> measured(const char* key, double quoted, const std::optional<Sourced<double>>& value,
    double share, const QString& unit, const QString& missing)
{
    if (quoted <= 0)
        return std::nullopt;
    const QString expected = AcceptanceCheck::tr("%1 %2 (pass from %3 %)").arg(quoted).arg(unit).arg(share * 100);
    if (!value)
        return item(key, Verdict::CannotTell, expected, missing);
    return item(key, value->value >= quoted * share ? Verdict::Pass : Verdict::Fail, expected,
        QStringLiteral("%1 %2").arg(QLocale().toString(value->value, 'f', 0), unit), value->line);
}

} // namespace

bool AcceptanceCheck::driverAtLeast(const QString& found, const QString& required)
{
    const QStringList a = found.split(u'.');
    const QStringList b = required.split(u'.');
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
        bool okA = true;
        bool okB = true;
        const int x = i < a.size() ? a.at(i).toInt(&okA) : 0;
        const int y = i < b.size() ? b.at(i).toInt(&okB) : 0;
        if (!okA || !okB)
            return false;
        if (x != y)
            return x > y;
    }
    return true;
}

namespace {

// The distinct compute cards' names as printed; a name cut short ("NVIDIA GeForce RTX ...") names nothing.
QStringList cardNames(const MachineFacts& facts)
{
    QStringList names;
    for (const GpuRecord* gpu : computeGpus(facts)) {
        const QString name = gpu->name.simplified();
        if (!name.isEmpty() && !name.endsWith(QLatin1String("...")) && !names.contains(name))
            names.append(name);
    }
    return names;
}

LinkState linkState(const MachineSignature& signature, const MachineFacts& facts)
{
    if (!signature.nvlinkedPairs || !facts.topo)
        return LinkState::Unknown;
    const int n = facts.topo->gpus;
    const int pairs = n * (n - 1) / 2;
    if (pairs == 0)
        return LinkState::Unknown;
    if (*signature.nvlinkedPairs == pairs)
        return LinkState::AllNvlink;
    return *signature.nvlinkedPairs == 0 ? LinkState::NoNvlink : LinkState::SomeNvlink;
}

} // namespace

MachineResult AcceptanceCheck::checkMachine(const Expectation& e, const MachineFacts& facts)
{
    MachineResult result;
    result.machine = facts.name;
    result.sources = facts.sources;
    const MachineSignature signature = MachineSignature::of(facts);
    result.cards = signature.cardCount;
    result.cardNames = cardNames(facts);
    result.links = linkState(signature, facts);
    auto add = [&](std::optional<ItemResult> r) {
        if (r)
            result.items.append(*r);
    };
    add(cardModel(e, facts));
    if (e.isRequirement()) {
        // The peak phase: its cards in all, not the shape of the offer chosen (RequirementCheck).
        add(RequirementCheck::cardCount(e, facts));
        add(memoryPerCard(e, facts));
        if (e.totalCards > 1)
            add(RequirementCheck::links(e, facts));
    } else {
        add(cardCount(e, facts));
        add(memoryPerCard(e, facts));
        if (e.cardsPerMachine > 1)
            add(links(e, facts));
    }
    add(mig(e, facts));
    add(foreignProcesses(facts));
    add(driver(e, facts));
    // CPU and RAM go with the cards in this machine: a machine of 8 needs what 8 cards need.
    const int machineCards = e.isRequirement() && result.cards ? *result.cards : e.cardsPerMachine;
    add(cpuPerGpu(e, facts, machineCards));
    add(ramPerGpu(e, facts, machineCards));
    add(diskSize(e, facts));
    add(measured("disk_throughput", e.diskReadMBps, facts.diskReadMBps, thresholds::kDiskSpeedShare,
        QStringLiteral("MB/s"), tr("no disk read test in the capture (the acceptance script runs one)")));
    add(measured("network", e.downloadMbps, facts.downloadMbps, thresholds::kNetworkShare, QStringLiteral("Mbit/s"),
        tr("no download test in the capture (give the acceptance script a URL)")));
    return result;
}

namespace {

QString itemLabels(const QStringList& keys)
{
    QStringList labels;
    for (const QString& key : keys)
        labels.append(AcceptanceText::itemLabel(key));
    return labels.join(QStringLiteral(", "));
}

} // namespace

AcceptanceReport AcceptanceCheck::run(const Expectation& e, const QList<MachineFacts>& machines)
{
    AcceptanceReport report;
    report.expectation = e;
    for (const MachineFacts& facts : machines)
        report.machines.append(checkMachine(e, facts));
    const int captured = int(machines.size());
    if (e.isRequirement()) {
        report.note = RequirementCheck::shapeNote(e, report);
        if (captured == 1) {
            for (ItemResult& item : report.machines.first().items) {
                if (item.key == u"card_count" && item.verdict == Verdict::Pass && item.note.isEmpty())
                    item.note = report.note;
            }
        }
        if (const std::optional<ItemResult> across = RequirementCheck::acrossMachines(e, report))
            report.acrossMachines.append(*across);
    } else if (e.machines > 1 || captured > 1) {
        const QString expected = tr("%n machine(s)", nullptr, e.machines);
        const QString found = tr("%n machine(s) captured", nullptr, captured);
        report.acrossMachines.append(item("machine_count",
            captured == e.machines ? Verdict::Pass : (captured < e.machines ? Verdict::CannotTell : Verdict::Fail),
            expected, found));
    }
    if (captured > 1) {
        // Typed facts (MachineSignature), not the report's texts: the same machine captured
        // with different nvidia-smi commands is the same machine.
        // Against the peak phase each machine's count and links are checked on their own:
        // machines of 8 and 4 cards may together hold it.
        const QString expected = e.isRequirement()
            ? tr("the same cards, memory and driver as %1").arg(report.machines.first().machine)
            : tr("the same cards, memory, driver and links as %1").arg(report.machines.first().machine);
        auto compared = [&](QStringList keys) {
            if (e.isRequirement())
                keys.removeIf([](const QString& key) { return key == u"card_count" || key == u"nvlink"; });
            return keys;
        };
        const MachineSignature first = MachineSignature::of(machines.first());
        QStringList unknown;
        QString unknownMachine;
        for (qsizetype i = 1; i < machines.size(); ++i) {
            const MachineSignature other = MachineSignature::of(machines.at(i));
            const QStringList differing = compared(first.differences(other));
            if (!differing.isEmpty()) {
                report.acrossMachines.append(item("same_on_every_machine", Verdict::Fail, expected,
                    tr("%1 differs: %2").arg(report.machines.at(i).machine, itemLabels(differing))));
                return report;
            }
            if (unknown.isEmpty()) {
                unknown = compared(first.unknownOnOneSide(other));
                unknownMachine = report.machines.at(i).machine;
            }
        }
        if (!unknown.isEmpty()) {
            report.acrossMachines.append(item("same_on_every_machine", Verdict::CannotTell, expected,
                tr("not shown for both %1 and %2: %3")
                    .arg(report.machines.first().machine, unknownMachine, itemLabels(unknown))));
            return report;
        }
        report.acrossMachines.append(item("same_on_every_machine", Verdict::Pass, tr("the same on every machine"),
            tr("%n machine(s) agree", nullptr, captured)));
    }
    return report;
}

} // namespace rp::accept
