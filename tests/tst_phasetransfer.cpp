// A phase's data transfer: the plan file key, the hours billed on the phase's cards, egress for
// what leaves the provider only (data sent in is ingress, usually free), `plan --json`
// (140 GB at 100 Mbit/s = 140e9 × 8 / 100e6 s ≈ 3.1 h).
#include "tests/CliRunner.h"

#include "models/plan/PlanFormat.h"
#include "models/planner/ProjectPlanner.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace rp;

namespace {

const QByteArray kPlan = R"({"format": "rentplan-plan", "version": 1, "currency": "CNY",
    "offers": [{"id": "a1", "card": "a100-sxm-80g", "cards": 1, "mode": "on_demand", "price_per_card_hour": 20,
                "egress_per_gb": 0.5}],
    "phases": [{"id": "train", "name": "Training", "card": "a100-sxm-80g", "cards": 1, "hours": 10,
                "utilization": 1, "offer": "a1", "repeats": 2,
                "transfer": {"data_gb": 140, "bandwidth_mbps": 100, "data_out_gb": 10}},
               {"id": "eval", "card": "a100-sxm-80g", "cards": 1, "hours": 1, "utilization": 1, "offer": "a1"}]})";

} // namespace

class TestPhaseTransfer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readAndWritten();
    void billedOnThePhasesCards();
    void badTransferNamesTheField();
    void planJsonKeys();
};

void TestPhaseTransfer::readAndWritten()
{
    InputError error;
    const auto plan = PlanFormat::fromJson(kPlan, QStringLiteral("p"), &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    QVERIFY(plan->phases.at(0).transfer);
    QCOMPARE(plan->phases.at(0).transfer->dataGb, 140.0);
    QCOMPARE(plan->phases.at(0).transfer->bandwidthMbps, 100.0);
    QCOMPARE(plan->phases.at(0).transfer->dataOutGb, 10.0);
    QVERIFY(!plan->phases.at(1).transfer);
    const nlohmann::json out = nlohmann::json::parse(PlanFormat::toJson(*plan).toStdString());
    QCOMPARE(out["phases"][0]["transfer"]["data_gb"].get<double>(), 140.0);
    QCOMPARE(out["phases"][0]["transfer"]["data_out_gb"].get<double>(), 10.0);
    QVERIFY(!out["phases"][1].contains("transfer")); // a phase without one writes no key
    const auto again = PlanFormat::fromJson(PlanFormat::toJson(*plan), QStringLiteral("again"), &error);
    QVERIFY(again);
    QVERIFY(again->phases.at(0).transfer == plan->phases.at(0).transfer);
    QVERIFY(!again->phases.at(1).transfer);
}

void TestPhaseTransfer::billedOnThePhasesCards()
{
    // 140 GB in and 10 GB out at 100 Mbit/s: 150e9 × 8 bit / 100e6 bit/s = 12 000 s = 3.333 h.
    // Hours: 3.333 + 2 runs × 10 h = 23.333 h on 1 card at 20 = 466.67; egress only for the 10 GB
    // sent out, × 0.5 = 5 (the 140 GB uploaded are not egress): 471.67. The transfer computes
    // nothing: idle card-hours 3.333.
    InputError error;
    const auto plan = PlanFormat::fromJson(kPlan, QStringLiteral("p"), &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    const ProjectResult r = ProjectPlanner::evaluate(*plan);
    const PhaseResult& train = r.phases.at(0);
    QCOMPARE(qRound(train.transferHours * 1000), 3333);
    QCOMPARE(qRound(train.hours * 1000), 23333);
    QCOMPARE(qRound(train.egressCost * 100), 500);
    QCOMPARE(train.ingressCost, 0.0);
    QCOMPARE(qRound(train.cost * 100), 47167);
    QCOMPARE(qRound(train.idleCardHours * 1000), 3333);
    // The next phase starts after the transfer and both runs.
    QCOMPARE(qRound(r.phases.at(1).startHours * 1000), 23333);
    QCOMPARE(r.phases.at(1).transferHours, 0.0);
    QCOMPARE(r.phases.at(1).egressCost, 0.0);
    // At 1 Gbit/s: 1 200 s = 0.333 h.
    Plan fast = *plan;
    fast.phases[0].transfer->bandwidthMbps = 1000;
    QCOMPARE(qRound(ProjectPlanner::evaluate(fast).phases.at(0).transferHours * 1000), 333);
}

void TestPhaseTransfer::badTransferNamesTheField()
{
    InputError error;
    QByteArray text = kPlan;
    text.replace(R"("bandwidth_mbps": 100)", R"("bandwidth_mbps": 0)");
    QVERIFY(!PlanFormat::fromJson(text, QStringLiteral("p"), &error));
    QCOMPARE(error.where, QStringLiteral("phases[0].transfer.bandwidth_mbps"));
    text = kPlan;
    text.replace(R"("data_gb": 140)", R"("data_gb": "a lot")");
    QVERIFY(!PlanFormat::fromJson(text, QStringLiteral("p"), &error));
    QCOMPARE(error.where, QStringLiteral("phases[0].transfer.data_gb"));
}

void TestPhaseTransfer::planJsonKeys()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.rentplan"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kPlan);
    file.close();
    const CliResult r = runCli({ QStringLiteral("plan"), path, QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const nlohmann::json phase = r.json()["phases"][0];
    QCOMPARE(qRound(phase["transfer_hours"].get<double>() * 1000), 3333);
    QCOMPARE(qRound(phase["egress_cost"].get<double>() * 100), 500);
    QCOMPARE(phase["ingress_cost"].get<double>(), 0.0);
    QCOMPARE(qRound(phase["hours"].get<double>() * 1000), 23333); // existing keys keep their names
    QCOMPARE(qRound(phase["run_hours"].get<double>()), 10);
    QCOMPARE(r.json()["phases"][1]["transfer_hours"].get<double>(), 0.0);
}

QTEST_GUILESS_MAIN(TestPhaseTransfer)
#include "tst_phasetransfer.moc"
