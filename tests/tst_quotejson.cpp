// The plan's "quotes" section: every key read, a round trip that keeps unknown keys, bad values named by path.
#include "models/plan/OfferJson.h"
#include "models/plan/PlanFormat.h"
#include "models/plan/QuoteJson.h"

#include <QtTest>

using namespace rp;

class TestQuoteJson : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsEveryKey();
    void roundTrip();
    void badQuotesNameTheirPath_data();
    void badQuotesNameTheirPath();
};

namespace {

const char* kFull = R"({"format": "rentplan-plan", "version": 1, "required_driver": "535.104",
  "quotes": [{"id": "hx", "provider": "Cloud X", "card": "h100-sxm", "form_factor": "sxm", "interconnect": "nvswitch",
    "cards_per_machine": 8, "machines": 2, "cpu_cores": 192, "ram_gb": 2048, "nvme_gb": 7680, "nvme_read_mbps": 6000,
    "bandwidth_mbps": 1000, "bandwidth_dedicated": false, "fabric": "InfiniBand", "fabric_gbps": 400,
    "exclusivity": "whole", "region": "cn-east", "compute_billed_when_stopped": false,
    "storage_while_stopped_per_month": 300, "invoice": true, "tax_included": false, "data_deleted_on_release": true,
    "sla_percent": 99.5, "replacement_hours": 24, "valid_until": "2026-12-31", "comment": "kept",
    "billing": {"mode": "monthly", "price_per_card_period": 15000, "refund": "prorata",
      "renewal_price_per_card_period": 16000, "egress_per_gb": 0.8}}]})";

} // namespace

void TestQuoteJson::readsEveryKey()
{
    InputError error;
    const auto plan = PlanFormat::fromJson(kFull, QStringLiteral("q.rentplan"), &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    QCOMPARE(plan->requiredDriver, QStringLiteral("535.104"));
    QCOMPARE(plan->quotes.size(), 1);
    const Quote& q = plan->quotes.first();
    QCOMPARE(q.formFactor, FormFactor::Sxm);
    QCOMPARE(q.interconnect, Interconnect::NvSwitch);
    QCOMPARE(q.totalCards(), 16);
    QCOMPARE(q.cpuCores, std::optional<int>(192));
    QCOMPARE(q.bandwidthDedicated, std::optional<bool>(false));
    QCOMPARE(q.fabric, QStringLiteral("infiniband"));
    QCOMPARE(q.exclusivity, Exclusivity::WholeGpu);
    QCOMPARE(q.storageWhileStoppedPerMonth, std::optional<double>(300));
    QCOMPARE(q.validUntil, QDate(2026, 12, 31));
    // The billing terms are an offer named after the quote, with its card and cards.
    QCOMPARE(q.offer.id, QStringLiteral("hx"));
    QCOMPARE(q.offer.card, QStringLiteral("h100-sxm"));
    QCOMPARE(q.offer.cardsPerInstance, 8);
    QCOMPARE(q.offer.mode, BillingMode::Monthly);
    QCOMPARE(q.offer.pricePerCardPeriod, 15000.0);
    QCOMPARE(q.offer.renewalPrice(), 16000.0);
    QCOMPARE(q.offer.refund, Refund::ProRata);
    QCOMPARE(q.offer.egressPerGb, 0.8);
    QCOMPARE(q.slaPercent, std::optional<double>(99.5));
    QCOMPARE(q.replacementHours, std::optional<double>(24));
}

void TestQuoteJson::roundTrip()
{
    InputError error;
    const auto plan = PlanFormat::fromJson(kFull, QStringLiteral("q.rentplan"), &error);
    QVERIFY(plan);
    const QByteArray saved = PlanFormat::toJson(*plan);
    const auto again = PlanFormat::fromJson(saved, QStringLiteral("again"), &error);
    QVERIFY2(again, qPrintable(error.toString()));
    QCOMPARE(again->quotes.size(), 1);
    QCOMPARE(offer_json::write(again->quotes.first().offer), offer_json::write(plan->quotes.first().offer));
    QCOMPARE(again->quotes.first().ramGb, plan->quotes.first().ramGb);
    QCOMPARE(again->requiredDriver, plan->requiredDriver);
    QVERIFY(saved.contains("\"comment\": \"kept\""));
    // A quote that states nothing leaves its keys out rather than writing zeros.
    Quote bare;
    bare.id = QStringLiteral("b");
    bare.card = QStringLiteral("rtx-4090");
    const nlohmann::json written = quote_json::write(bare);
    QVERIFY(!written.contains("cpu_cores"));
    QVERIFY(!written.contains("sla_percent"));
}

void TestQuoteJson::badQuotesNameTheirPath_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("where");
    const QByteArray head = R"({"format": "rentplan-plan", "version": 1, "quotes": [)";
    QTest::newRow("unknown interconnect") << head
            + R"({"id": "a", "card": "a100-sxm-80g"}, {"id": "b", "card": "a100-sxm-80g", "interconnect": "nvbridge"}]})"
                                          << "quotes[1].interconnect";
    QTest::newRow("unknown card") << head + R"({"id": "a", "card": "a100"}]})"
                                  << "quotes[0].card";
    QTest::newRow("duplicate id") << head + R"({"id": "a", "card": "l4"}, {"id": "a", "card": "l4"}]})"
                                  << "quotes[1].id";
    QTest::newRow("fractional cores") << head + R"({"id": "a", "card": "l4", "cpu_cores": 7.5}]})"
                                      << "quotes[0].cpu_cores";
    QTest::newRow("bad date") << head + R"({"id": "a", "card": "l4", "valid_until": "next week"}]})"
                              << "quotes[0].valid_until";
    QTest::newRow("negative price") << head
            + R"({"id": "a", "card": "l4", "billing": {"mode": "on_demand", "price_per_card_hour": -1}}]})"
                                    << "quotes[0].billing.price_per_card_hour";
    QTest::newRow("sla over 100") << head + R"({"id": "a", "card": "l4", "sla_percent": 101}]})"
                                  << "quotes[0].sla_percent";
}

void TestQuoteJson::badQuotesNameTheirPath()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, where);
    InputError error;
    QVERIFY(!PlanFormat::fromJson(json, QStringLiteral("bad.rentplan"), &error));
    QCOMPARE(error.where, where);
    QCOMPARE(error.file, QStringLiteral("bad.rentplan"));
}

QTEST_GUILESS_MAIN(TestQuoteJson)
#include "tst_quotejson.moc"
