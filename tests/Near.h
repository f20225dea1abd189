#pragma once

// Relative comparison for hand-computed expectations: equal within `tolerance` of the expected
// value (absolute below 1), with both numbers printed when they differ.
#include <QtGlobal>

#include <algorithm>
#include <cmath>

namespace rp::test {

inline bool near(double actual, double expected, double tolerance = 1e-6)
{
    if (std::abs(actual - expected) <= tolerance * std::max(1.0, std::abs(expected)))
        return true;
    qWarning("%.10g != %.10g", actual, expected);
    return false;
}

} // namespace rp::test
