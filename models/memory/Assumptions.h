#pragma once

#include "models/memory/EstimateInput.h"

#include <QString>

namespace rp {

// One line naming the settings a figure rests on (attention, recomputation,
// precision, optimizer, context × batch, metric), so that no number is read
// without them (docs/memory-model.md, "Card fit"). In the language of the moment.
QString describeAssumptions(const EstimateInput& input);
// "LoRA", "full fine-tune", … and "no recomputation", "gradient checkpointing", … for sentences
// meant for people (the command line's keys "lora", "full" are for scripts).
QString taskText(Task task);
QString recomputeText(Recompute recompute);

} // namespace rp
