// What one edit on the Planner tab costs: a 20-phase plan recomputed with its card rankings,
// timeline, the three strategies and the hybrid curve. Target (issue #8): well under one
// 16 ms frame, aim under 5 ms.
#include "planner/ProjectPlanner.h"

#include <QtTest>

using namespace rp;

namespace {

Plan twentyPhases()
{
    Plan plan;
    const char* cards[] = { "a100-sxm-80g", "h100-sxm", "l40s", "rtx-4090" };
    for (int i = 0; i < 8; ++i) {
        Offer o;
        o.id = QStringLiteral("offer-%1").arg(i);
        o.card = QLatin1String(cards[i % 4]);
        o.cardsPerInstance = i % 2 ? 8 : 1;
        o.mode = i < 4 ? BillingMode::OnDemand : BillingMode::Monthly;
        o.pricePerCardHour = 4.0 + 5 * (i % 4);
        o.pricePerCardPeriod = 730 * o.pricePerCardHour * 0.6;
        o.billingIncrementHours = 1;
        o.storagePerMonth = 200;
        plan.offers.append(o);
    }
    SelfBuild s;
    s.card = QStringLiteral("a100-sxm-80g");
    s.capex = 1200000;
    s.residualFraction = 0.2;
    s.powerKw = 6.5;
    s.idlePowerKw = 1.5;
    s.electricityPerKwh = 0.8;
    s.hostingPerMonth = 6000;
    s.leadTimeDays = 30;
    s.delayCostPerDay = 500;
    plan.selfBuild = s;
    // Five fine-tuning projects of four phases, each phase with a workload (so each is ranked).
    const PhaseKind kinds[] = { PhaseKind::DataPrep, PhaseKind::Trial, PhaseKind::FullTraining, PhaseKind::Evaluation };
    for (int i = 0; i < 20; ++i) {
        Phase p;
        p.id = QStringLiteral("p%1").arg(i);
        p.name = p.id;
        p.kind = kinds[i % 4];
        p.card = QLatin1String(cards[0]);
        p.cards = i % 4 == 2 ? 32 : 2;
        p.gapDays = 1;
        p.repeats = i % 4 == 3 ? 5 : 1;
        Workload w;
        w.preset = i % 2 ? QStringLiteral("llama-2-13b") : QStringLiteral("llama-2-7b");
        if (i % 4 == 3) {
            w.estimate.task = Task::Inference;
            w.estimate.batch = 16;
            w.tokensIn = 2e6;
            w.tokensOut = 5e5;
        } else {
            w.estimate.task = i % 4 == 2 ? Task::Full : Task::Lora;
            w.tokens = i % 4 == 2 ? 2e9 : 2e7;
        }
        p.workload = w;
        plan.phases.append(p);
    }
    return plan;
}

} // namespace

class BenchPlanner : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everythingThePlannerTabShows();
};

void BenchPlanner::everythingThePlannerTabShows()
{
    const Plan plan = twentyPhases();
    ProjectResult r;
    QBENCHMARK {
        r = ProjectPlanner::evaluate(plan);
    }
    QCOMPARE(r.phases.size(), 20);
    QVERIFY(!r.phases.at(2).ranking.isEmpty());
    QVERIFY(r.hybrid.curve.size() > 30);
    QVERIFY(!r.timeline.isEmpty());
}

QTEST_GUILESS_MAIN(BenchPlanner)
#include "bench_planner.moc"
