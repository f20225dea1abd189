#include "models/ledger/PlanJobDraft.h"

#include "models/plan/BillingMode.h"
#include "models/plan/PhaseKinds.h"

#include <algorithm>
#include <cmath>

namespace rp {

PlanJobDraft PlanJobDraft::make(const Plan& plan, const QString& fileName, const Source& source)
{
    PlanJobDraft draft;
    draft.plan = plan.name.trimmed().isEmpty() ? fileName : plan.name.trimmed();
    draft.phase = source.phase;
    draft.card = source.card;
    draft.cards = std::max<qint64>(1, source.cards);
    if (std::isfinite(source.cost))
        draft.plannedCost = std::round(source.cost * 100.0) / 100.0;
    draft.currency = plan.currency;
    if (source.hours && std::isfinite(*source.hours) && *source.hours > 0)
        draft.plannedHours = *source.hours;
    if (source.kind)
        draft.task = PhaseKinds::key(*source.kind);
    const qsizetype offer = source.offer.isEmpty() ? -1 : plan.indexOfOffer(source.offer);
    if (offer >= 0)
        draft.billingMode = BillingModes::key(plan.offers.at(offer).mode);
    return draft;
}

} // namespace rp
