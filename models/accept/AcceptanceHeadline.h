#pragma once

#include "models/accept/AcceptanceReport.h"

#include <QCoreApplication>

namespace rp::accept {

// An acceptance report in one sentence: what was expected, what was found, the verdict
// ("Expected 8 × A100 80GB SXM for the peak phase "Training run"; found 8 × NVIDIA
// A100-SXM4-80GB in one machine with NVLink: pass."). The window's headline, the first line
// of `rentplan accept` and its JSON "headline" are this one sentence; the parts go to JSON too.
struct AcceptanceHeadline {
    QString expected;
    QString found;
    Verdict verdict = Verdict::CannotTell;
    QString verdictText; // "pass", "FAIL on Number of cards", "cannot tell: Links between cards"
    QString note; // the report's note: a shape other than planned that still meets the phase
    QString sentence;

    Q_DECLARE_TR_FUNCTIONS(AcceptanceHeadline)

public:
    static AcceptanceHeadline of(const AcceptanceReport& report);
    // The expected part alone ("8 × A100 80GB SXM for the peak phase "Training run""), which
    // the acceptance script's header repeats.
    static QString expectedText(const Expectation& expected);
    static QString foundText(const QList<MachineResult>& machines);
};

} // namespace rp::accept
