#pragma once

#include "models/accept/AcceptanceReport.h"

#include <QCoreApplication>

namespace rp::accept {

// The items that change when the machine is checked against the plan's peak phase rather than
// a quote: the phase needs its cards of one model (in whole tensor-parallel groups, each inside
// one machine and NVLinked where the split needs it), not the shape of the offer the planner
// happened to choose. 1 × 8 cards delivered for a plan of 2 × 4 passes with a note; fewer
// cards, or a tensor-parallel group split over machines, fails (docs/acceptance.md).
class RequirementCheck {
    Q_DECLARE_TR_FUNCTIONS(RequirementCheck)

public:
    // `card_count` on one machine: its whole groups of the phase's cards.
    static ItemResult cardCount(const Expectation& expected, const MachineFacts& facts);
    // `nvlink` on one machine: NVLink inside each tensor-parallel group where the split needs it.
    static ItemResult links(const Expectation& expected, const MachineFacts& facts);
    // `card_count` over every machine captured (it takes the place of a quote's `machine_count`:
    // the phase needs cards, not a number of machines): the cards in whole groups add up to the
    // phase's; short with at least the planned machines captured fails, with fewer cannot tell.
    // Nothing when one machine captured holds the whole phase and the plan has one machine.
    static std::optional<ItemResult> acrossMachines(const Expectation& expected, const AcceptanceReport& report);
    // "8 cards in one machine instead of 2 machines of 4: enough for the peak phase"; empty when
    // the machines captured are the planned ones or do not meet the phase.
    static QString shapeNote(const Expectation& expected, const AcceptanceReport& report);
    // "2 machines of 4", "1 machine of 8".
    static QString shape(int machines, int cardsPerMachine);
    // Cards of a machine of `cards` that form whole tensor-parallel groups.
    static int usableCards(const Expectation& expected, int cards);
};

} // namespace rp::accept
