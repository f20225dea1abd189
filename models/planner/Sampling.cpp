#include "models/planner/Sampling.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace rp::sampling {

double triangular(const Triangle& t, double u)
{
    const double width = t.high - t.low;
    if (width <= 0)
        return t.mode;
    // F(x) = (x − a)² / ((b − a)(c − a)) up to the mode c, 1 − (b − x)² / ((b − a)(b − c)) after it.
    const double split = (t.mode - t.low) / width;
    if (u < split)
        return t.low + std::sqrt(u * width * (t.mode - t.low));
    return t.high - std::sqrt((1 - u) * width * (t.high - t.mode));
}

double mean(const Triangle& t)
{
    return (t.low + t.mode + t.high) / 3;
}

int poisson(Rng& rng, double lambda)
{
    int count = 0;
    while (lambda > 0) {
        const double step = std::min(lambda, 30.0);
        lambda -= step;
        // Inversion: walk the cumulative probabilities until they pass a uniform draw.
        double p = std::exp(-step);
        double cumulative = p;
        const double u = rng.uniform();
        int k = 0;
        while (u > cumulative && k < 1000) {
            ++k;
            p *= step / k;
            cumulative += p;
        }
        count += k;
    }
    return count;
}

int reruns(Rng& rng, double probability, int max)
{
    int extra = 0;
    while (extra < max && rng.uniform() < probability)
        ++extra;
    return extra;
}

double quantile(const QList<double>& sorted, double q)
{
    if (sorted.isEmpty())
        return std::numeric_limits<double>::quiet_NaN();
    const double h = (sorted.size() - 1) * std::clamp(q, 0.0, 1.0);
    const qsizetype below = qsizetype(std::floor(h));
    const qsizetype above = std::min(below + 1, sorted.size() - 1);
    return sorted.at(below) + (h - double(below)) * (sorted.at(above) - sorted.at(below));
}

double shareAtMost(const QList<double>& sorted, double value)
{
    if (sorted.isEmpty())
        return 0;
    return double(std::upper_bound(sorted.begin(), sorted.end(), value) - sorted.begin()) / double(sorted.size());
}

namespace {

QList<double> ranks(const QList<double>& values)
{
    QList<qsizetype> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return values[a] < values[b]; });
    QList<double> out(values.size());
    for (qsizetype i = 0; i < order.size();) {
        qsizetype j = i;
        while (j + 1 < order.size() && values[order[j + 1]] == values[order[i]])
            ++j;
        const double average = (double(i) + double(j)) / 2 + 1;
        for (qsizetype k = i; k <= j; ++k)
            out[order[k]] = average;
        i = j + 1;
    }
    return out;
}

} // namespace

double rankCorrelation(const QList<double>& a, const QList<double>& b)
{
    if (a.size() != b.size() || a.size() < 2)
        return 0;
    const QList<double> ra = ranks(a);
    const QList<double> rb = ranks(b);
    // Pearson's correlation of the ranks.
    const double n = double(a.size());
    const double meanRank = (n + 1) / 2;
    double sab = 0, saa = 0, sbb = 0;
    for (qsizetype i = 0; i < ra.size(); ++i) {
        const double da = ra[i] - meanRank;
        const double db = rb[i] - meanRank;
        sab += da * db;
        saa += da * da;
        sbb += db * db;
    }
    return saa > 0 && sbb > 0 ? sab / std::sqrt(saa * sbb) : 0;
}

} // namespace rp::sampling
