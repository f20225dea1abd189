// The .rentplan file: reading, defaults, the round trip and every broken file refused with its JSON path.
#include "models/plan/PlanFormat.h"

#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>

using namespace rp;

namespace {

QString plansDir()
{
    return QStringLiteral(RENTPLAN_TEST_DATA "/plans/");
}

} // namespace

class TestPlanFormat : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsEveryKey();
    void missingKeysTakeDefaults();
    void roundTripKeepsUnknownKeys();
    void shippedExampleLoads();
    void saveFailureKeepsOldFile();
    void brokenFilesNameTheirPath_data();
    void brokenFilesNameTheirPath();
    void otherKindsOfFileSayWhatWasExpected();
};

void TestPlanFormat::readsEveryKey()
{
    InputError error;
    const auto plan = PlanFormat::load(plansDir() + QStringLiteral("good.rentplan"), &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    QCOMPARE(plan->name, QStringLiteral("Round trip"));
    QCOMPARE(plan->currency, QStringLiteral("USD"));
    QCOMPARE(plan->offers.size(), 3);
    const Offer& od = plan->offers.at(0);
    QCOMPARE(od.cardsPerInstance, 8);
    QCOMPARE(od.pricePerCardHour, 20.0);
    QCOMPARE(od.minBilledHours, 1.0);
    const Offer& mo = plan->offers.at(1);
    QCOMPARE(mo.mode, BillingMode::Monthly);
    QCOMPARE(mo.refund, Refund::ProRata);
    QCOMPARE(mo.renewalPrice(), 7000.0);
    QCOMPARE(mo.storagePerMonth, 50.0);
    QCOMPARE(mo.egressPerGb, 0.1);
    const Offer& sp = plan->offers.at(2);
    QCOMPARE(sp.maxLossMinutes.value_or(0), 40.0);
    QVERIFY(plan->selfBuild);
    QCOMPARE(plan->selfBuild->capex, 2131200.0);
}

void TestPlanFormat::missingKeysTakeDefaults()
{
    // docs/plan-format.md lists these defaults.
    const QByteArray json = R"({"format":"rentplan-plan","version":1,
        "offers":[{"id":"m","card":"t4","mode":"monthly","price_per_card_period":100}],
        "self_build":{"card":"t4","capex":1000}})";
    InputError error;
    const auto plan = PlanFormat::fromJson(json, QStringLiteral("mem"), &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    QCOMPARE(plan->currency, QStringLiteral("CNY"));
    const Offer& o = plan->offers.at(0);
    QCOMPARE(o.cardsPerInstance, 1);
    QCOMPARE(o.refund, Refund::None);
    QCOMPARE(o.renewalPrice(), 100.0);
    QCOMPARE(o.minBilledHours, 0.0);
    QCOMPARE(o.billingIncrementHours, 0.0);
    QCOMPARE(o.interruptionsPerDay, 1.0);
    QCOMPARE(o.checkpointMinutes, 5.0);
    QCOMPARE(o.restartMinutes, 10.0);
    QVERIFY(!o.maxLossMinutes);
    QCOMPARE(plan->selfBuild->cards, 8);
    QCOMPARE(plan->selfBuild->depreciationYears, 3.0);
    QCOMPARE(plan->selfBuild->pue, 1.0);
    // No self_build key: buying is not compared.
    QVERIFY(!PlanFormat::fromJson(R"({"format":"rentplan-plan","version":1})", {}, &error)->selfBuild);
}

void TestPlanFormat::roundTripKeepsUnknownKeys()
{
    InputError error;
    auto plan = PlanFormat::load(plansDir() + QStringLiteral("good.rentplan"), &error);
    QVERIFY(plan);
    plan->offers[0].pricePerCardHour = 21.5;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.rentplan"));
    QString saveError;
    QVERIFY2(PlanFormat::save(*plan, path, &saveError), qPrintable(saveError));

    const auto again = PlanFormat::load(path, &error);
    QVERIFY2(again, qPrintable(error.toString()));
    QCOMPARE(again->offers.at(0).pricePerCardHour, 21.5);
    QCOMPARE(again->offers.size(), plan->offers.size());
    QCOMPARE(again->selfBuild->capex, plan->selfBuild->capex);
    // Unknown keys at the top, in an offer and in self_build survive.
    QCOMPARE(again->source["future_section"]["keep"].size(), std::size_t(3));
    QCOMPARE(again->offers.at(0).source["x_comment"], nlohmann::json("kept"));
    QCOMPARE(again->selfBuild->source["vendor"], nlohmann::json("kept too"));
    // Saving what was loaded gives the same bytes.
    QCOMPARE(PlanFormat::toJson(*again), PlanFormat::toJson(*plan));
}

void TestPlanFormat::shippedExampleLoads()
{
    InputError error;
    const auto plan = PlanFormat::load(QStringLiteral(":/data/examples/example.rentplan"), &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    QVERIFY(plan->offers.size() >= 4);
    QVERIFY(plan->selfBuild);
    for (const Offer& offer : plan->offers)
        QVERIFY(offer.provider.startsWith(QStringLiteral("Example")));
    QVERIFY(QString::fromStdString(plan->source["note"].get<std::string>()).contains(QStringLiteral("not facts")));
}

void TestPlanFormat::saveFailureKeepsOldFile()
{
    QTemporaryDir dir;
    QString saveError;
    // A directory that does not exist: the error comes back, nothing is written.
    QVERIFY(!PlanFormat::save(Plan(), dir.filePath(QStringLiteral("missing/x.rentplan")), &saveError));
    QVERIFY(!saveError.isEmpty());

    // A save that fails half-way (the disk takes no more than 512 bytes) leaves the
    // previous file as it was: QSaveFile writes beside it and renames only on success.
    const QString path = dir.filePath(QStringLiteral("kept.rentplan"));
    QVERIFY(PlanFormat::save(Plan(), path, &saveError));
    QFile before(path);
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray old = before.readAll();
    before.close();
    Plan big;
    for (int i = 0; i < 50; ++i) {
        Offer offer;
        offer.id = QStringLiteral("offer-%1").arg(i);
        offer.card = QStringLiteral("l4");
        offer.pricePerCardHour = 1 + i;
        big.offers.append(offer);
    }
    struct rlimit saved { };
    getrlimit(RLIMIT_FSIZE, &saved);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    struct rlimit small = saved;
    small.rlim_cur = 512;
    setrlimit(RLIMIT_FSIZE, &small);
    const bool saved512 = PlanFormat::save(big, path, &saveError);
    setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, oldHandler);
    QVERIFY(!saved512);
    QVERIFY(!saveError.isEmpty());
    QFile after(path);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), old);
}

void TestPlanFormat::brokenFilesNameTheirPath_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("where");
    QTest::newRow("not JSON") << "not-json"
                              << "line 4, column 15";
    QTest::newRow("wrong type") << "wrong-type-price"
                                << "offers[1].price_per_card_hour";
    QTest::newRow("negative price") << "negative-price"
                                    << "offers[0].price_per_card_period";
    QTest::newRow("unknown card") << "unknown-card"
                                  << "offers[0].card";
    QTest::newRow("unknown self-build card") << "unknown-selfbuild-card"
                                             << "self_build.card";
    QTest::newRow("version 99") << "version-99"
                                << "version";
    QTest::newRow("wrong format") << "wrong-format"
                                  << "format";
    QTest::newRow("top-level array") << "top-level-array"
                                     << "(top level)";
    QTest::newRow("duplicate id") << "duplicate-id"
                                  << "offers[1].id";
    QTest::newRow("unknown mode") << "unknown-mode"
                                  << "offers[0].mode";
    QTest::newRow("fractional cards") << "fractional-cards"
                                      << "offers[0].cards";
    QTest::newRow("missing price") << "missing-price"
                                   << "offers[0].price_per_card_period";
    QTest::newRow("residual above 1") << "residual-above-one"
                                      << "self_build.residual_fraction";
    QTest::newRow("offers not a list") << "offers-not-list"
                                       << "offers";
    QTest::newRow("unknown refund") << "unknown-refund"
                                    << "offers[0].refund";
    QTest::newRow("max loss below checkpoint") << "max-loss-below-checkpoint"
                                               << "offers[0].max_loss_minutes";
    QTest::newRow("idle above full power") << "idle-above-full-power"
                                           << "self_build.idle_power_kw";
}

void TestPlanFormat::brokenFilesNameTheirPath()
{
    QFETCH(QString, file);
    QFETCH(QString, where);
    const QString path = plansDir() + file + QStringLiteral(".rentplan");
    InputError error;
    QVERIFY(!PlanFormat::load(path, &error));
    QCOMPARE(error.where, where);
    QVERIFY(error.file.endsWith(file + QStringLiteral(".rentplan")));
    QVERIFY(!error.message.isEmpty());
}

// A CSV opened as a plan says what a plan is, not "line 1, column 1: not valid JSON ('d')".
void TestPlanFormat::otherKindsOfFileSayWhatWasExpected()
{
    InputError error;
    QVERIFY(!PlanFormat::load(QStringLiteral(RENTPLAN_TEST_DATA "/ledger/valid-bom-crlf.csv"), &error));
    QVERIFY2(error.message.contains(u"not a RentPlan plan (.rentplan JSON"), qPrintable(error.toString()));
    QVERIFY2(error.message.contains(u"CSV"), qPrintable(error.toString()));
    QVERIFY2(!error.toString().contains(u"column 1"), qPrintable(error.toString()));
    QVERIFY(error.file.endsWith(u"valid-bom-crlf.csv"));
    // Another RentPlan JSON document is named by its format.
    QVERIFY(!PlanFormat::load(plansDir() + QStringLiteral("wrong-format.rentplan"), &error));
    QVERIFY2(error.message.contains(u"not a RentPlan plan") && error.message.contains(u"rentplan-cards"),
        qPrintable(error.toString()));
    // A broken plan is still a plan: its line and column are what helps.
    QVERIFY(!PlanFormat::load(plansDir() + QStringLiteral("not-json.rentplan"), &error));
    QCOMPARE(error.where, QStringLiteral("line 4, column 15"));
}

QTEST_GUILESS_MAIN(TestPlanFormat)
#include "tst_planformat.moc"
