#pragma once

#include "models/accept/CaptureFacts.h"
#include "models/accept/Expectation.h"

#include <QCoreApplication>

namespace rp::accept {

enum class Verdict { Pass, Fail, CannotTell };

// One contract item on one machine: the verdict, what was expected, what was found and the line read.
struct ItemResult {
    QString key; // "card_model", "card_count", ... (docs/acceptance.md)
    Verdict verdict = Verdict::CannotTell;
    QString expected;
    QString found;
    std::optional<SourceLine> line;
    QString note; // translated: why a different shape still passes, or what the verdict costs; often empty
};

// How the captured cards of one machine are linked, from a complete `nvidia-smi topo -m`.
enum class LinkState { Unknown, AllNvlink, SomeNvlink, NoNvlink };

struct MachineResult {
    QString machine;
    QStringList sources;
    QList<ItemResult> items;
    // What the captures show of the machine, for the headline.
    std::optional<int> cards; // compute cards in a complete listing (or topo -m matrix)
    QStringList cardNames; // the distinct compute cards' names as nvidia-smi prints them
    LinkState links = LinkState::Unknown;
};

struct AcceptanceReport {
    Expectation expectation;
    QList<MachineResult> machines;
    QList<ItemResult> acrossMachines; // machine count, the same result on every machine
    QString note; // translated: a delivery shaped otherwise than planned that still meets the peak phase

    // Pass only when every item passed; any fail is a fail; otherwise cannot tell.
    Verdict overall() const;
};

// Names of items and verdicts, for the GUI and the CLI (keys for JSON).
class AcceptanceText {
    Q_DECLARE_TR_FUNCTIONS(AcceptanceText)

public:
    static QString itemLabel(const QString& key);
    static QString verdictKey(Verdict verdict);
    static QString verdictLabel(Verdict verdict);
};

} // namespace rp::accept
