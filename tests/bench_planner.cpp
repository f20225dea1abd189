// What one edit on the Planner tab costs: a 20-phase plan recomputed with its card rankings,
// timeline, the three strategies and the hybrid curve. Target: well under one
// 16 ms frame, aim under 5 ms.
#include "models/planner/ProjectPlanner.h"
#include "tests/TwentyPhasePlan.h"

#include <QtTest>

using namespace rp;

class BenchPlanner : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everythingThePlannerTabShows();
};

void BenchPlanner::everythingThePlannerTabShows()
{
    const Plan plan = test::twentyPhases();
    ProjectResult r;
    QBENCHMARK
    {
        r = ProjectPlanner::evaluate(plan);
    }
    QCOMPARE(r.phases.size(), 20);
    QVERIFY(!r.phases.at(2).ranking.isEmpty());
    QVERIFY(r.hybrid.curve.size() > 30);
    QVERIFY(!r.timeline.isEmpty());
}

QTEST_GUILESS_MAIN(BenchPlanner)
#include "bench_planner.moc"
