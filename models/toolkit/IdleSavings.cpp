#include "models/toolkit/IdleSavings.h"

#include "models/plan/BillingMode.h"

#include <algorithm>

namespace rp::toolkit {

std::optional<double> idleShare(const LedgerStats& stats)
{
    // Hours of every currency add up (money in different currencies never does).
    const double billed = stats.cardHours();
    const double busy = stats.busyCardHours();
    const bool anyIdleCost = std::any_of(stats.currencies.cbegin(), stats.currencies.cend(),
        [](const LedgerStats::Currency& c) { return c.total.idleCost > 0; });
    if (billed <= 0 || busy >= billed)
        return billed > 0 && anyIdleCost ? std::optional<double>(0.0) : std::nullopt;
    return 1.0 - busy / billed;
}

PlanIdleSavings idleSavings(const Plan& plan, const ProjectResult& result, std::optional<double> measuredShare)
{
    PlanIdleSavings out;
    out.measured = measuredShare.has_value();
    for (const PhaseResult& r : result.phases) {
        if (r.cards <= 0)
            continue;
        PhaseIdleSavings p;
        p.phaseId = r.id;
        p.phaseName = r.name;
        p.cards = r.cards;
        p.hours = r.hours;
        // Idle hours = hours × (1 − utilization), or the ledger's measured idle share (docs/quotes.md).
        p.idleShare = measuredShare.value_or(1.0 - r.utilization);
        p.idleCardHours = p.cards * p.hours * p.idleShare;
        const qsizetype offer = plan.indexOfOffer(r.offer);
        if (offer < 0) {
            p.noOffer = true;
        } else if (BillingModes::isPeriodic(plan.offers.at(offer).mode)) {
            p.periodic = true; // a week or month is paid whether the cards run or not
        } else {
            p.pricePerCardHour = plan.offers.at(offer).pricePerCardHour;
        }
        p.saved = p.idleCardHours * p.pricePerCardHour;
        out.idleCardHours += p.idleCardHours;
        out.saved += p.saved;
        out.phases.append(p);
    }
    return out;
}

} // namespace rp::toolkit
