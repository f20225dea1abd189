#pragma once

#include "models/plan/Offer.h"

#include <QDate>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace rp {

// The same chip ships as SXM (NVLink) or PCIe (NVIDIA A100 datasheet); NVL is the paired PCIe H100.
enum class FormFactor { Unknown, Sxm, Pcie, Nvl };
// How the cards of one machine talk to each other, as `nvidia-smi topo -m` shows it.
enum class Interconnect { Unknown, NvSwitch, NvlinkPairs, None };
// A whole card, or a vGPU / MIG slice of one (a share of its memory and compute).
enum class Exclusivity { Unknown, WholeGpu, VGpu, MigSlice };

// A provider's quote for one machine type, with everything worth asking before signing (docs/quotes.md,
// "Quote rules"). std::nullopt means "the quote does not say": the rules
// flag it as a question for the provider. Every key is listed in docs/plan-format.md.
struct Quote {
    QString id; // unique among the plan's quotes
    QString provider;
    QString card; // catalog id
    FormFactor formFactor = FormFactor::Unknown;
    Interconnect interconnect = Interconnect::Unknown;
    int cardsPerMachine = 1;
    int machines = 1;
    std::optional<int> cpuCores; // per machine
    std::optional<double> ramGb; // per machine
    std::optional<double> nvmeGb; // local NVMe per machine
    std::optional<double> nvmeReadMBps;
    std::optional<double> bandwidthMbps; // public network per machine
    std::optional<bool> bandwidthDedicated;
    QString fabric; // between machines: "infiniband", "roce", "ethernet", "none" or empty
    std::optional<double> fabricGbps;
    Exclusivity exclusivity = Exclusivity::Unknown;
    QString migProfile; // a MIG-slice quote: the slice sold, as nvidia-smi names it ("1g.10gb"); empty = not stated
    std::optional<int> migSlices; // slices per machine
    QString region;
    Offer offer; // billing terms: the offer this quote becomes (id, card and cards follow the quote)
    std::optional<bool> computeBilledWhenStopped;
    std::optional<double> storageWhileStoppedPerMonth; // per machine
    std::optional<bool> invoice; // a tax invoice can be issued
    std::optional<bool> taxIncluded;
    std::optional<bool> dataDeletedOnRelease; // the provider wipes the disks on release
    std::optional<double> slaPercent; // monthly availability
    std::optional<double> replacementHours; // time to replace a failed card or machine
    QDate validUntil; // invalid = not stated

    nlohmann::json source = nlohmann::json::object(); // unknown keys survive a save

    int totalCards() const { return cardsPerMachine * machines; }
    bool operator==(const Quote& other) const = default;
};

} // namespace rp
