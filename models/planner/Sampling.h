#pragma once

#include "models/plan/Uncertainty.h"

#include <QList>

#include <cstdint>
#include <random>

namespace rp::sampling {

// The simulation's random numbers. std::mt19937_64's sequence is fixed by the C++ standard
// ([rand.predef]: the 10000th draw of a default-seeded engine is 9981545732273789042), so a seed
// gives the same draws with every standard library; the distributions below are our own for the
// same reason (std::uniform_real_distribution and friends differ between libraries).
class Rng {
public:
    explicit Rng(std::uint64_t seed)
        : m_engine(seed)
    {
    }
    // Uniform in [0, 1): the top 53 bits of one draw.
    double uniform() { return double(m_engine() >> 11) * 0x1.0p-53; }
    std::uint64_t next() { return m_engine(); }

private:
    std::mt19937_64 m_engine;
};

// The triangular distribution's quantile function at u in [0, 1] (inverse transform sampling).
double triangular(const Triangle& t, double u);
// Its mean, (low + mode + high) / 3.
double mean(const Triangle& t);
// A Poisson count with mean `lambda`, by inversion (sequential search) in steps of at most 30 so
// that e^−λ never underflows.
int poisson(Rng& rng, double lambda);
// Extra runs of one run that is repeated with `probability`, up to `max` times.
int reruns(Rng& rng, double probability, int max);

// The q-quantile (0 ≤ q ≤ 1) of sorted values, interpolated linearly between order statistics
// (Hyndman & Fan 1996, definition 7, the default of R and NumPy). NaN when empty.
double quantile(const QList<double>& sorted, double q);
// The share of sorted values at most `value` (the empirical CDF); 0 when empty.
double shareAtMost(const QList<double>& sorted, double value);
// Spearman's rank correlation of two equally long series (average ranks for ties); 0 when
// either series is constant.
double rankCorrelation(const QList<double>& a, const QList<double>& b);

} // namespace rp::sampling
