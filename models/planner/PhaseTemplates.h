#pragma once

#include "models/plan/Phase.h"

#include <QCoreApplication>
#include <QList>

namespace rp {

// Ready-made phases for the Planner tab: the four phases a fine-tuning project usually goes
// through, and a blank phase. Hours are typed starting points, meant to be edited.
class PhaseTemplates {
    Q_DECLARE_TR_FUNCTIONS(PhaseTemplates)

public:
    // Data preparation (no GPU), trial runs (1 card), full training (8 cards), evaluation (1 card, rounds).
    static QList<Phase> fineTuning(const QString& card);
    static Phase blank(const QString& card);
};

} // namespace rp
