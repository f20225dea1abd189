#pragma once

#include "models/memory/EstimateInput.h"

namespace rp {

// Training FLOPs per token per active parameter (Kaplan et al. 2020; Narayanan et al. 2021):
// forward 2, backward 4, of which 2 compute weight gradients that frozen LoRA/QLoRA weights do not need;
// full recomputation (gradient checkpointing) runs the forward once more, +2. So 6 (8 recomputing) for a
// full fine-tune, 4 (6) for LoRA and QLoRA; 0 for inference (no training step).
double trainingFlopsPerParameter(Task task, Recompute recompute);

// The training time of `recompute` relative to `reference` for the same task: the ratio of their FLOPs per
// token, as hours are FLOPs / (cards · peak · MFU · scaling). 0.75 for a full fine-tune without
// recomputation against with it (6 / 8), 2/3 for LoRA (4 / 6).
double trainingTimeShare(Task task, Recompute recompute, Recompute reference);

} // namespace rp
