#include "cost/BreakEven.h"

#include "cost/SelfBuildCost.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace rp::break_even {

namespace {

// Walks (t0, t1] ranges in increasing order and records where the sign of a − b flips.
class Scanner {
public:
    Scanner(const CostFunction& a, const CostFunction& b)
        : m_a(a)
        , m_b(b)
    {
    }

    void scan(double t0, double t1)
    {
        if (m_completeUpTo.has_value())
            return;
        if (--m_budget < 0) {
            // Near-identical fine staircases (two per-minute quotes a few cents apart)
            // would need a step per minute over three years. The scan runs depth-first in
            // increasing time, so everything before t0 was searched completely: say so.
            m_completeUpTo = t0;
            return;
        }
        std::optional<double> split = m_a.breakpointIn(t0, t1);
        const std::optional<double> other = m_b.breakpointIn(t0, t1);
        const double middle = (t0 + t1) / 2.0;
        if (!split || (other && std::abs(*other - middle) < std::abs(*split - middle)))
            split = other;
        if (!split) {
            piece(t0, t1);
            return;
        }
        // Both costs are non-decreasing: if one's highest value in the range is below the
        // other's lowest, nothing changes inside it.
        const double a0 = m_a.at(t0), a1 = m_a.at(t1), b0 = m_b.at(t0), b1 = m_b.at(t1);
        const double eps = tolerance(std::max(a1, b1));
        if (a1 < b0 - eps) {
            event(-1, t0);
        } else if (b1 < a0 - eps) {
            event(1, t0);
        } else {
            scan(t0, *split);
            scan(*split, t1);
        }
    }

    QList<Change> result;
    std::optional<double> completeUpTo() const { return m_completeUpTo; }

private:
    static double tolerance(double scale) { return 1e-9 * std::max(1.0, std::abs(scale)); }

    int sign(double diff, double scale) const
    {
        const double eps = tolerance(scale);
        return diff > eps ? 1 : (diff < -eps ? -1 : 0);
    }

    // Both costs are linear on (t0, t1]: the value just after t0 is extrapolated from the middle.
    void piece(double t0, double t1)
    {
        const double middle = (t0 + t1) / 2.0;
        const double a1 = m_a.at(t1), b1 = m_b.at(t1);
        const double d1 = a1 - b1;
        const double d0 = 2.0 * (m_a.at(middle) - m_b.at(middle)) - d1;
        const double scale = std::max(std::abs(a1), std::abs(b1));
        const int s0 = sign(d0, scale);
        const int s1 = sign(d1, scale);
        event(s0, t0);
        if (s0 * s1 < 0) {
            const double root = t0 + (t1 - t0) * d0 / (d0 - d1);
            event(0, root);
            event(s1, root);
        } else if (s0 == 0 && s1 != 0) {
            event(s1, t0);
        }
    }

    // s: sign of a − b from time t on (0 = equal). A change is recorded where the
    // previously cheaper side stopped being strictly cheaper.
    void event(int s, double t)
    {
        if (s == 0) {
            if (m_tieStart < 0)
                m_tieStart = t;
            return;
        }
        if (m_last != 0 && s != m_last)
            result.append(Change { m_tieStart >= 0 ? m_tieStart : t, s < 0 });
        m_last = s;
        m_tieStart = -1;
    }

    const CostFunction& m_a;
    const CostFunction& m_b;
    int m_last = 0;
    double m_tieStart = -1;
    // Enough for three years of hourly steps (about two scans per step); a few ms
    // per pair at worst, so a plan refresh stays interactive.
    int m_budget = 60000;
    std::optional<double> m_completeUpTo;
};

void appendPair(QList<Point>& out, const QString& idA, const CostFunction& a, const QString& idB,
    const CostFunction& b, double horizon, QList<Point>* unfinished)
{
    double searched = horizon;
    for (const Change& c : changes(a, b, horizon, &searched))
        out.append(Point { idA, idB, c.hours, c.firstCheaperAfter ? idA : idB });
    if (unfinished && searched < horizon)
        unfinished->append(Point { idA, idB, searched, {} });
}

// Two offers that differ only in name, provider or unknown keys cost the same at every duration.
bool sameTerms(Offer a, Offer b)
{
    a.id = b.id;
    a.provider = b.provider;
    a.source = b.source;
    return a == b;
}

void sortByHours(QList<Point>& points)
{
    std::stable_sort(points.begin(), points.end(), [](const Point& x, const Point& y) { return x.hours < y.hours; });
}

} // namespace

QList<Change> changes(const CostFunction& a, const CostFunction& b, double horizonHours, double* searchedHours)
{
    if (searchedHours)
        *searchedHours = horizonHours;
    if (!a.isFinite() || !b.isFinite() || horizonHours <= 0)
        return {};
    Scanner scanner(a, b);
    scanner.scan(0.0, horizonHours);
    if (searchedHours && scanner.completeUpTo())
        *searchedHours = *scanner.completeUpTo();
    return scanner.result;
}

QList<Point> offerPairs(const Plan& plan, const Job& job, double horizonHours, QList<Point>* unfinished)
{
    QList<CostFunction> functions;
    for (const Offer& offer : plan.offers)
        functions.append(CostFunction::forOffer(offer, job));
    QList<Point> out;
    for (qsizetype i = 0; i < functions.size(); ++i) {
        for (qsizetype j = i + 1; j < functions.size(); ++j) {
            if (sameTerms(plan.offers.at(i), plan.offers.at(j)))
                continue; // equal costs at every duration: never a change, and no search needed
            appendPair(out, plan.offers.at(i).id, functions.at(i), plan.offers.at(j).id, functions.at(j),
                horizonHours, unfinished);
        }
    }
    sortByHours(out);
    return out;
}

QList<Point> selfBuildPairs(const Plan& plan, const Job& job, double horizonHours, QList<Point>* unfinished)
{
    QList<Point> out;
    if (!plan.selfBuild)
        return out;
    const CostFunction own = CostFunction::forSelfBuild(*plan.selfBuild, job);
    for (const Offer& offer : plan.offers)
        appendPair(out, offer.id, CostFunction::forOffer(offer, job), QLatin1String(self_build::kId), own,
            horizonHours, unfinished);
    sortByHours(out);
    return out;
}

} // namespace rp::break_even
