#pragma once

#include "memory/EstimateInput.h"

namespace rp {

// Bits per stored weight, including quantization scales:
// - int4 with group 64, fp16 scale and fp16 zero point: 4 + 32/64 = 4.5 (GPTQ/AWQ layout; DESIGN.md §3);
// - NF4 with double quantization: 4 + 8/64 + 32/(64·256) ≈ 4.127 (Dettmers et al. 2023, QLoRA §3);
// - NF4 without it, and bitsandbytes FP4: one fp32 absmax per block of 64, 4 + 32/64 = 4.5;
// - int8 with one fp16 absmax scale per group of 64: 8 + 16/64 = 8.25;
// - fp8 with a per-tensor scale: 8.
double bitsPerWeight(WeightDtype dtype);
// True when only the block linears use this format and the rest stays 16-bit,
// as bitsandbytes and the fp8 serving stacks keep embeddings, head and norms.
bool isQuantized(WeightDtype dtype);
double bytesPerElement(KvDtype dtype);

} // namespace rp
