#include "models/memory/WeightFormat.h"

namespace rp {

double bitsPerWeight(WeightDtype dtype)
{
    switch (dtype) {
    case WeightDtype::Fp32:
        return 32.0;
    case WeightDtype::Bf16:
    case WeightDtype::Fp16:
        return 16.0;
    case WeightDtype::Fp8:
        return 8.0;
    case WeightDtype::Int8:
        return 8.0 + 16.0 / 64.0;
    case WeightDtype::Int4:
        return 4.0 + 32.0 / 64.0;
    case WeightDtype::Nf4:
        return 4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0);
    case WeightDtype::Nf4NoDq:
    case WeightDtype::Fp4:
        return 4.0 + 32.0 / 64.0;
    }
    return 16.0;
}

bool isQuantized(WeightDtype dtype)
{
    return dtype == WeightDtype::Fp8 || dtype == WeightDtype::Int8 || dtype == WeightDtype::Int4
        || dtype == WeightDtype::Nf4 || dtype == WeightDtype::Nf4NoDq || dtype == WeightDtype::Fp4;
}

bool isBitsandbytes(WeightDtype dtype)
{
    return dtype == WeightDtype::Int8 || dtype == WeightDtype::Nf4 || dtype == WeightDtype::Nf4NoDq
        || dtype == WeightDtype::Fp4;
}

bool castsRestToFp32(const EstimateInput& in)
{
    // TRL leaves a sharded QLoRA model (FSDP or ZeRO-3, its 4-bit weights loaded to cpu or meta) unprepared:
    // "if is_qlora and not is_sharded_qlora: prepare_model_for_kbit_training" (trl/models/utils.py,
    // prepare_peft_model).
    const bool sharded = in.zero == 3 && in.dataParallel() > 1;
    return in.isLora() && isBitsandbytes(in.effectiveWeights()) && in.loader == Loader::Peft && !sharded;
}

double bytesPerElement(KvDtype dtype)
{
    return dtype == KvDtype::Fp8 ? 1.0 : dtype == KvDtype::Fp32 ? 4.0 : 2.0;
}

} // namespace rp
