#pragma once

#include "models/memory/EstimateInput.h"

namespace rp {

// Bits per stored weight, including quantization scales:
// - int4 with group 64, fp16 scale and fp16 zero point: 4 + 32/64 = 4.5 (GPTQ/AWQ layout; docs/memory-model.md);
// - NF4 with double quantization: 4 + 8/64 + 32/(64·256) ≈ 4.127 (Dettmers et al. 2023, QLoRA §3);
// - NF4 without it, and bitsandbytes FP4: one fp32 absmax per block of 64, 4 + 32/64 = 4.5;
// - int8 with one fp16 absmax scale per group of 64: 8 + 16/64 = 8.25;
// - fp8 with a per-tensor scale: 8.
double bitsPerWeight(WeightDtype dtype);
// True when only the block linears use this format and the rest stays 16-bit,
// as bitsandbytes and the fp8 serving stacks keep embeddings, head and norms.
bool isQuantized(WeightDtype dtype);
double bytesPerElement(KvDtype dtype);
// bitsandbytes' formats: LLM.int8, NF4 (with or without double quantization), FP4.
bool isBitsandbytes(WeightDtype dtype);
// LoRA/QLoRA on bitsandbytes weights (int8, NF4, FP4) readied by PEFT's prepare_model_for_kbit_training
// (Loader::Peft): every parameter that is not quantized is cast to fp32, "cast all non INT8 parameters
// to fp32" (peft/src/peft/utils/other.py). Its embedding then hands fp32 hidden states to the blocks, and
// bitsandbytes' Linear4bit returns its output in its input's dtype (bitsandbytes/nn/modules.py,
// Linear4bit.forward), so the residual stream between blocks stays fp32.
bool castsRestToFp32(const EstimateInput& in);

} // namespace rp
