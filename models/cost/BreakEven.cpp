#include "models/cost/BreakEven.h"

#include "models/cost/SelfBuildCost.h"
#include "models/plan/OfferJson.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <vector>

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

// The lower envelope of many non-decreasing, piecewise linear, left-continuous
// costs over (0, horizon]. A range keeps only the options that may be cheapest in
// it: one whose cost at the range's start (a lower bound on (t0, t1], the costs
// being non-decreasing) exceeds the least cost at its end never is. A range with
// one option left is settled; one in which no option has a breakpoint is solved
// as a lower envelope of lines; any other is split at a breakpoint.
class EnvelopeScanner {
public:
    explicit EnvelopeScanner(const QList<CostFunction>& functions)
        : m_f(functions)
    {
    }

    void run(double horizon)
    {
        std::vector<qsizetype> all;
        std::vector<double> lo, hi;
        for (qsizetype i = 0; i < m_f.size(); ++i) {
            if (!m_f.at(i).isFinite())
                continue; // a spot job that never finishes is never the cheapest
            all.push_back(i);
            lo.push_back(m_f.at(i).at(0.0));
            hi.push_back(m_f.at(i).at(horizon));
        }
        if (!all.empty())
            scan(0.0, horizon, all, lo, hi);
    }

    struct Switch {
        double hours;
        qsizetype from;
        qsizetype to;
    };
    std::vector<Switch> switches;
    std::optional<double> completeUpTo;

private:
    static double tolerance(double scale) { return 1e-9 * std::max(1.0, std::abs(scale)); }

    // `lo`/`hi`: each candidate's cost at t0 and t1, in candidate order.
    void scan(double t0, double t1, const std::vector<qsizetype>& candidates, const std::vector<double>& lo,
        const std::vector<double>& hi)
    {
        if (completeUpTo)
            return;
        m_budget -= qint64(candidates.size());
        if (m_budget < 0) {
            completeUpTo = t0; // ranges are visited in increasing time: all before t0 is done
            return;
        }
        const double least = *std::min_element(hi.begin(), hi.end());
        std::vector<qsizetype> keep;
        std::vector<double> keepLo, keepHi;
        for (std::size_t k = 0; k < candidates.size(); ++k) {
            if (lo[k] <= least + tolerance(least)) {
                keep.push_back(candidates[k]);
                keepLo.push_back(lo[k]);
                keepHi.push_back(hi[k]);
            }
        }
        if (keep.size() == 1) {
            assign(t0, keep.front());
            return;
        }
        std::optional<double> split;
        const double middle = (t0 + t1) / 2.0;
        for (qsizetype i : keep) {
            const std::optional<double> b = m_f.at(i).breakpointIn(t0, t1);
            if (b && (!split || std::abs(*b - middle) < std::abs(*split - middle)))
                split = b;
        }
        if (!split) {
            lines(t0, t1, keep, keepHi);
            return;
        }
        std::vector<double> at(keep.size());
        for (std::size_t k = 0; k < keep.size(); ++k)
            at[k] = m_f.at(keep[k]).at(*split);
        scan(t0, *split, keep, keepLo, at);
        scan(*split, t1, keep, at, keepHi);
    }

    // Every candidate is linear on (t0, t1]: its value just after t0 is extrapolated from the middle.
    void lines(double t0, double t1, const std::vector<qsizetype>& candidates, const std::vector<double>& hi)
    {
        const double middle = (t0 + t1) / 2.0;
        const double width = t1 - t0;
        struct Line {
            qsizetype id;
            double start; // just after t0
            double slope;
            double at(double t, double t0) const { return start + slope * (t - t0); }
        };
        std::vector<Line> ls;
        double scale = 0;
        for (std::size_t k = 0; k < candidates.size(); ++k) {
            const double start = 2.0 * m_f.at(candidates[k]).at(middle) - hi[k];
            ls.push_back({ candidates[k], start, (hi[k] - start) / width });
            scale = std::max({ scale, std::abs(start), std::abs(hi[k]) });
        }
        const double eps = tolerance(scale);
        // Cheapest just after t0; among equals the current owner keeps its place, then the flatter line.
        std::size_t cur = 0;
        for (std::size_t k = 1; k < ls.size(); ++k) {
            const double d = ls[k].start - ls[cur].start;
            if (d < -eps
                || (d <= eps && (ls[k].id == m_owner || (ls[cur].id != m_owner && ls[k].slope < ls[cur].slope))))
                cur = k;
        }
        // If the owner only ties and another equal line is flatter, that one is cheaper right after t0.
        double pos = t0;
        for (;;) {
            std::optional<std::size_t> next;
            double when = t1;
            for (std::size_t k = 0; k < ls.size(); ++k) {
                if (ls[k].slope >= ls[cur].slope - eps / width)
                    continue;
                // Where line k falls below the current one: it is strictly cheaper after that.
                const double gap = ls[k].at(pos, t0) - ls[cur].at(pos, t0);
                const double t = gap <= eps ? pos : pos + gap / (ls[cur].slope - ls[k].slope);
                if (t < when || (t == when && next && ls[k].slope < ls[*next].slope)) {
                    when = t;
                    next = k;
                }
            }
            assign(pos, ls[cur].id);
            if (!next || when >= t1)
                return;
            pos = when;
            cur = *next;
        }
    }

    // `id` is the cheapest from t on.
    void assign(double t, qsizetype id)
    {
        if (m_owner < 0 || id == m_owner) {
            m_owner = id;
            return;
        }
        // Several lines that tie at t: only the last one is cheaper after it.
        if (!switches.empty() && switches.back().hours == t && switches.back().to == m_owner) {
            switches.back().to = id;
            if (switches.back().from == id)
                switches.pop_back();
        } else {
            switches.push_back({ t, m_owner, id });
        }
        m_owner = id;
    }

    const QList<CostFunction>& m_f;
    qsizetype m_owner = -1;
    // Cost evaluations allowed (one per option still in a visited range): about half a
    // second of work; 10 000 mixed offers need a small part of it.
    qint64 m_budget = 5000000;
};

void appendPair(QList<Point>& out, const QString& idA, const CostFunction& a, const QString& idB, const CostFunction& b,
    double horizon, QList<Point>* unfinished)
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

// The terms sameTerms() compares, as one string: equal strings, equal costs.
std::string termsKey(Offer offer)
{
    offer.id.clear();
    offer.provider.clear();
    offer.source = nlohmann::json::object();
    return offer_json::write(offer).dump();
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

QList<Point> cheapestChanges(
    const QStringList& ids, const QList<CostFunction>& functions, double horizonHours, QList<Point>* unfinished)
{
    QList<Point> out;
    if (horizonHours <= 0)
        return out;
    EnvelopeScanner scanner(functions);
    scanner.run(horizonHours);
    for (const auto& s : scanner.switches) {
        const QString& after = ids.at(s.to);
        out.append(Point { ids.at(s.from), after, s.hours, after });
    }
    if (unfinished && scanner.completeUpTo)
        unfinished->append(Point { {}, {}, *scanner.completeUpTo, {} });
    return out;
}

QList<Point> cheapestChanges(
    const Plan& plan, const Job& job, bool withSelfBuild, double horizonHours, QList<Point>* unfinished)
{
    QStringList ids;
    QList<CostFunction> functions;
    // Offers with the same terms tie at every duration, and a tie never changes the
    // cheapest: only the first of them takes part (a long sheet repeats quotes).
    std::map<std::string, qsizetype> seen;
    for (const Offer& offer : plan.offers) {
        if (!seen.emplace(termsKey(offer), ids.size()).second)
            continue;
        ids.append(offer.id);
        functions.append(CostFunction::forOffer(offer, job));
    }
    if (withSelfBuild && plan.selfBuild) {
        ids.append(QLatin1String(self_build::kId));
        functions.append(CostFunction::forSelfBuild(*plan.selfBuild, job));
    }
    return cheapestChanges(ids, functions, horizonHours, unfinished);
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
            appendPair(out, plan.offers.at(i).id, functions.at(i), plan.offers.at(j).id, functions.at(j), horizonHours,
                unfinished);
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
        appendPair(out, offer.id, CostFunction::forOffer(offer, job), QLatin1String(self_build::kId), own, horizonHours,
            unfinished);
    sortByHours(out);
    return out;
}

} // namespace rp::break_even
