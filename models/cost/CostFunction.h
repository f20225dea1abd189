#pragma once

#include "models/cost/Job.h"
#include "models/plan/Offer.h"
#include "models/plan/SelfBuild.h"

#include <QList>

#include <functional>
#include <optional>

namespace rp {

// The total cost of a job as a function of its duration T (hours), with the
// places where it may jump or bend. Every billing rule makes the cost
// non-decreasing and piecewise linear between those places, and left-continuous
// (a job of exactly one increment bills one increment); BreakEven relies on it.
class CostFunction {
public:
    using Evaluate = std::function<double(double hours)>;

    // `lattices`: breakpoints at every multiple of each step; `points`: single breakpoints.
    CostFunction(Evaluate evaluate, QList<double> lattices, QList<double> points);

    static CostFunction forOffer(const Offer& offer, const Job& job);
    // Self-built hardware bought for the job (cost_dedicated).
    static CostFunction forSelfBuild(const SelfBuild& selfBuild, const Job& job);

    double at(double hours) const { return m_evaluate(hours); }
    // False for a spot offer whose job never finishes.
    bool isFinite() const { return m_finite; }
    // A breakpoint strictly inside (from, to), the one nearest the middle; nullopt if there is none.
    std::optional<double> breakpointIn(double from, double to) const;

private:
    Evaluate m_evaluate;
    QList<double> m_lattices;
    QList<double> m_points;
    bool m_finite = true;
};

} // namespace rp
