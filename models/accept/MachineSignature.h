#pragma once

#include "models/accept/CaptureFacts.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace rp::accept {

// What must be equal on every machine of one quote, as typed facts read from the captures
// (never the report's display texts, which name the command that showed them and follow
// the language): the same machine captured with `nvidia-smi`, `nvidia-smi -L` or
// `--query-gpu` has the same signature.
struct MachineSignature {
    // Each fact is empty (nullopt) when no capture of the machine shows it.
    std::optional<QStringList> cards; // the distinct compute cards: catalog id, else the name as printed
    std::optional<int> cardCount; // from a complete listing, else the topo -m matrix
    std::optional<QList<qint64>> memoryMiB; // the distinct totals per card
    std::optional<QString> driver;
    std::optional<int> nvlinkedPairs; // card pairs joined by NV# in a complete topo -m matrix
    std::optional<QList<int>> activeNvlinks; // per GPU, from nvidia-smi nvlink -s

    static MachineSignature of(const MachineFacts& facts);

    // The acceptance items (card_model, card_count, memory_per_card, driver, nvlink) whose facts
    // both machines show and that differ.
    QStringList differences(const MachineSignature& other) const;
    // The items with a fact this machine shows and `other` does not, or the other way round.
    QStringList unknownOnOneSide(const MachineSignature& other) const;
};

} // namespace rp::accept
