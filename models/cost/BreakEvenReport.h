#pragma once

#include "models/cost/BreakEven.h"
#include "models/cost/Job.h"
#include "models/cost/SpotModel.h"
#include "models/plan/Plan.h"

#include <QList>
#include <QString>

#include <optional>

namespace rp {

// Everything `rentplan costs --break-even` reports, worked out once: its text and its JSON
// print this, so both carry the same content (docs/plan-format.md, "Break-even").
struct BreakEvenReport {
    double horizonHours = break_even::kHorizonHours;
    int cards = 1;
    double utilization = 1;
    bool allPairs = false; // every pair of offers, else where the cheapest offer changes
    QList<break_even::Point> offerPoints; // by hours

    struct OwnerUtilization {
        QString offerId;
        double utilization = 0; // above which owning beats the offer; may exceed 1; infinite = never
    };
    struct SelfBuildPart {
        double costPerCardHourAt100 = 0;
        double costPerCardHourAt50 = 0;
        double costPerCardHourAt30 = 0;
        QList<OwnerUtilization> breakEvenUtilization; // in offer order
        QList<break_even::Point> points; // each offer against buying the hardware, by hours
    };
    std::optional<SelfBuildPart> selfBuild; // when the plan has self-built hardware

    struct SpotPart {
        QString offerId;
        spot::Estimate estimate;
    };
    QList<SpotPart> spot; // each spot offer, in offer order

    // Searches that ran out of steps (two quotes a hair apart, billed in small steps): a and b
    // are the offers (b empty: the search for the cheapest as a whole), hours how far it got.
    // Everything before that point was found.
    QList<break_even::Point> unfinished;

    static BreakEvenReport build(const Plan& plan, const Job& job, bool allPairs);
};

} // namespace rp
