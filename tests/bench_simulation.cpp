// The budget simulation's speed (docs/plan-format.md, "Budget with confidence"): 10,000 futures of
// the 20-phase plan with its three strategies (rent, buy, the hybrid at its baseline), on one
// core. Target: under 100 ms. The point estimate is computed once outside the measured loop, as
// the Planner tab and the CLI already hold it when they simulate.
#include "models/planner/ProjectPlanner.h"
#include "models/planner/Simulation.h"
#include "tests/TwentyPhasePlan.h"

#include <QtTest>

using namespace rp;

class BenchSimulation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tenThousandFuturesOfTwentyPhases();
};

void BenchSimulation::tenThousandFuturesOfTwentyPhases()
{
    Plan plan = test::twentyPhases();
    // Cheap machines resold at book value as soon as the project ends, hosted for free, so that
    // owning a baseline pays and the hybrid is a strategy of its own.
    plan.selfBuild->capex = 100000;
    plan.selfBuild->hostingPerMonth = 0;
    plan.selfBuild->minHoldingMonths = 0;
    plan.selfBuild->resaleDiscount = 0;
    const ProjectResult result = ProjectPlanner::evaluate(plan);
    // All three strategies are simulated, so the figure covers the whole target.
    QVERIFY(result.buy.runs());
    QVERIFY2(result.hybrid.runs(), qPrintable(result.hybrid.refusal));
    QVERIFY(result.hybrid.baselineCards > 0);
    simulation::SimulationResult r;
    QBENCHMARK
    {
        r = simulation::simulate(plan, result, {});
    }
    QCOMPARE(r.samples, simulation::kDefaultSamples);
    for (const simulation::StrategyOutlook& o : r.strategies)
        QVERIFY(o.available);
}

QTEST_GUILESS_MAIN(BenchSimulation)
#include "bench_simulation.moc"
