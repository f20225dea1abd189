#include "models/planner/ScenarioComparison.h"

#include "models/planner/ProjectPlanner.h"

namespace rp {

ScenarioComparison ScenarioComparison::compare(const Plan& plan, const QString& a, const QString& b)
{
    ScenarioComparison c;
    c.a = ProjectPlanner::evaluate(plan, a);
    c.b = ProjectPlanner::evaluate(plan, b);
    for (const PhaseResult& p : c.a.phases) {
        PhaseDelta d;
        d.id = p.id;
        d.name = p.name;
        d.costA = p.cost;
        d.hoursA = p.hours;
        d.cardsA = p.cards;
        c.phases.append(d);
    }
    for (const PhaseResult& p : c.b.phases) {
        auto it = std::find_if(c.phases.begin(), c.phases.end(), [&](const PhaseDelta& d) { return d.id == p.id; });
        if (it == c.phases.end()) {
            PhaseDelta d;
            d.id = p.id;
            d.name = p.name;
            c.phases.append(d);
            it = c.phases.end() - 1;
        }
        it->costB = p.cost;
        it->hoursB = p.hours;
        it->cardsB = p.cards;
    }
    return c;
}

} // namespace rp
