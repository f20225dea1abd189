#pragma once

#include "models/plan/Plan.h"

namespace rp {

// A quote accepted: the offer it becomes in the plan. Its id is the quote's (made unique
// among the plan's offers), its card and cards per instance the quote's, its billing the
// quote's terms; storage billed while stopped is added to the storage per month, since
// the billing rules charge storage for the whole wall time.
Offer offerFromQuote(const Quote& quote, const Plan& plan);

} // namespace rp
