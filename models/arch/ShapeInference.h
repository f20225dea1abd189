#pragma once

#include "models/arch/ModelArch.h"
#include "models/common/InputError.h"

#include <optional>

namespace rp {

// Parses a parameter count as people write it: 7e9, 7B, 7000000000, 1.5b,
// 350M, 1.2T. Returns nullopt for anything else (or a count below 1).
std::optional<std::int64_t> parseParameterCount(const QString& text);

// Guesses a shape for a bare parameter count. Without layer or hidden-size
// hints, a count within 5 % of a shipped dense preset takes that preset's shape
// (its layers, widths and KV heads). Otherwise the guess is llama-like,
// honouring the hints: 128-wide heads, an MLP of 8h/3 (a block holds ≈12h²
// weights), about h/128 layers — the proportions of Llama-2 7B and 13B — and
// grouped-query attention with 8 KV heads from 30B up (Llama-2/3 70B, Qwen2 72B,
// Mixtral), one KV head per query head below. `kvHeads` overrides the KV heads.
// The result says it is inferred and what it assumed.
ModelArch inferShape(std::int64_t params, std::optional<std::int64_t> layers, std::optional<std::int64_t> hidden,
    std::optional<std::int64_t> kvHeads = std::nullopt);

} // namespace rp
