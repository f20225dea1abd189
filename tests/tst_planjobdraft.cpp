// Recording a plan's phase or offer as a job: the one function both tabs use names the plan,
// rounds the planned cost and picks the billing mode the same way.
#include "models/ledger/PlanJobDraft.h"

#include <QtTest>

#include <limits>

using namespace rp;

namespace {

Plan planWithOffers(const QString& name)
{
    Plan plan;
    plan.name = name;
    plan.currency = QStringLiteral("USD");
    Offer hourly;
    hourly.id = QStringLiteral("a-hourly");
    hourly.card = QStringLiteral("h100-sxm");
    hourly.mode = BillingMode::OnDemand;
    Offer monthly = hourly;
    monthly.id = QStringLiteral("a-monthly");
    monthly.mode = BillingMode::Monthly;
    plan.offers = { hourly, monthly };
    return plan;
}

} // namespace

class TestPlanJobDraft : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void namedByThePlanElseItsFile();
    void costKeptToTheCent();
    void billingModeOfTheOffer();
    void plannedHoursAndTaskOfThePhase();
};

void TestPlanJobDraft::namedByThePlanElseItsFile()
{
    const PlanJobDraft named = PlanJobDraft::make(planWithOffers(QStringLiteral("Qwen LoRA")),
        QStringLiteral("qwen.rentplan"), { QStringLiteral("train"), QStringLiteral("h100-sxm"), 8, 100, {} });
    QCOMPARE(named.plan, QStringLiteral("Qwen LoRA"));
    QCOMPARE(named.phase, QStringLiteral("train"));
    QCOMPARE(named.card, QStringLiteral("h100-sxm"));
    QCOMPARE(named.cards, qint64(8));
    QCOMPARE(named.currency, QStringLiteral("USD"));
    // No name (or only spaces): the file's name.
    const PlanJobDraft unnamed = PlanJobDraft::make(
        planWithOffers(QStringLiteral("  ")), QStringLiteral("qwen.rentplan"), { {}, QStringLiteral("l4"), 0, 1, {} });
    QCOMPARE(unnamed.plan, QStringLiteral("qwen.rentplan"));
    QCOMPARE(unnamed.cards, qint64(1)); // a job runs on at least one card
    QVERIFY(unnamed.phase.isEmpty());
}

void TestPlanJobDraft::costKeptToTheCent()
{
    const Plan plan = planWithOffers(QStringLiteral("p"));
    const auto cost = [&](double value) {
        return PlanJobDraft::make(plan, {}, { {}, QStringLiteral("h100-sxm"), 1, value, {} }).plannedCost;
    };
    // 8 × 18 × 300 h = 43 200 plus disk 300 × 300 / 730 = 123.287671…: 43 323.29.
    QCOMPARE(cost(43200.0 + 300.0 * 300.0 / 730.0).value_or(-1), 43323.29);
    QCOMPARE(cost(0.125).value_or(-1), 0.13); // halves round away from zero
    QCOMPARE(cost(2500).value_or(-1), 2500.0);
    // A spot job that never finishes has no planned cost, not a planned cost of 0.
    QVERIFY(!cost(std::numeric_limits<double>::infinity()));
    QVERIFY(!cost(std::numeric_limits<double>::quiet_NaN()));
}

void TestPlanJobDraft::billingModeOfTheOffer()
{
    const Plan plan = planWithOffers(QStringLiteral("p"));
    const auto mode = [&](const QString& offer) {
        return PlanJobDraft::make(plan, {}, { {}, QStringLiteral("h100-sxm"), 1, 1, offer }).billingMode;
    };
    QCOMPARE(mode(QStringLiteral("a-hourly")), QStringLiteral("on_demand"));
    QCOMPARE(mode(QStringLiteral("a-monthly")), QStringLiteral("monthly"));
    QVERIFY(mode({}).isEmpty()); // no offer rents the phase's card
    QVERIFY(mode(QStringLiteral("gone")).isEmpty());
}

void TestPlanJobDraft::plannedHoursAndTaskOfThePhase()
{
    const Plan plan = planWithOffers(QStringLiteral("p"));
    PlanJobDraft::Source phase { QStringLiteral("train"), QStringLiteral("h100-sxm"), 8, 7296,
        QStringLiteral("a-hourly") };
    phase.hours = 24;
    phase.kind = PhaseKind::FullTraining;
    const PlanJobDraft draft = PlanJobDraft::make(plan, {}, phase);
    QCOMPARE(draft.plannedHours, std::optional<double>(24.0));
    QCOMPARE(draft.task, QStringLiteral("full_training"));
    // A typed job on the Billing tab: no phase, so no planned hours and no task.
    const PlanJobDraft typed = PlanJobDraft::make(plan, {}, { {}, QStringLiteral("h100-sxm"), 1, 1, {} });
    QVERIFY(!typed.plannedHours);
    QVERIFY(typed.task.isEmpty());
    // Hours that are no hours (a spot phase that never finishes) are left out, as its cost is.
    phase.hours = std::numeric_limits<double>::infinity();
    QVERIFY(!PlanJobDraft::make(plan, {}, phase).plannedHours);
    phase.hours = 0;
    QVERIFY(!PlanJobDraft::make(plan, {}, phase).plannedHours);
}

QTEST_GUILESS_MAIN(TestPlanJobDraft)
#include "tst_planjobdraft.moc"
