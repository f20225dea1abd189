#pragma once

#include "accept/CaptureFacts.h"
#include "accept/Expectation.h"

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
};

struct MachineResult {
    QString machine;
    QStringList sources;
    QList<ItemResult> items;
};

struct AcceptanceReport {
    Expectation expectation;
    QList<MachineResult> machines;
    QList<ItemResult> acrossMachines; // machine count, the same result on every machine

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
