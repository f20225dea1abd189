#pragma once

#include "memory/MemoryEstimate.h"
#include "plan/Plan.h"
#include "planner/ProjectResult.h"

namespace rp::card_ranking {

// Every (card, offer) pair of the plan, and every catalog card nobody quoted, ranked by what the
// phase costs to finish on it (issue #8): hours on that card and count, billed under the offer's
// rules, with the fewest cards that hold the model (CardFitter over the same estimate).
// Order: quoted cards that fit, cheapest first; then unquoted cards that fit, fastest first; then the rest.
QList<RankingEntry> rank(const Plan& plan, const Phase& phase, const MemoryEstimate& estimate, double utilization);

} // namespace rp::card_ranking
