#pragma once

#include "models/catalog/Card.h"
#include "models/plan/Quote.h"
#include "models/planner/Scaling.h"

namespace rp::quote_machine {

// What a quote says about its machines, as inputs to the planner's hours model (planner/Scaling):
// the links between a machine's cards, the fabric between machines and CPU starvation.
scaling::MachineLinks links(const Quote& quote, const Card& card);
// NVLink stated (NVSwitch, bridge pairs), or not stated on an SXM card whose catalog entry has it.
bool linkedByNvlink(const Quote& quote, const Card& card);
// InfiniBand/RoCE, or at least 100 Gbit/s between machines (docs/plan-format.md, `fabric`).
bool hasFastFabric(const Quote& quote);
// The same machines with NVLink inside and a fast fabric between them: the reference a quote's links
// are measured against.
scaling::MachineLinks bestLinks(const Quote& quote);

} // namespace rp::quote_machine
