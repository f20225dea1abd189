#pragma once

#include "arch/ModelArch.h"
#include "common/InputError.h"

#include <optional>

namespace rp {

// Parses a parameter count as people write it: 7e9, 7B, 7000000000, 1.5b,
// 350M, 1.2T. Returns nullopt for anything else (or a count below 1).
std::optional<std::int64_t> parseParameterCount(const QString& text);

// Guesses a llama-like shape for a bare parameter count, honouring the layer
// count and hidden size when given. The guess keeps 128-wide heads, an MLP of
// 8h/3 (so a block holds ≈12h² weights) and, without hints, about h/128 layers —
// the proportions of Llama-2 7B and 13B. The result says it is inferred.
ModelArch inferShape(std::int64_t params, std::optional<std::int64_t> layers, std::optional<std::int64_t> hidden);

} // namespace rp
