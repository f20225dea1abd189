#include "models/catalog/CardCatalog.h"

#include <QtTest>

using namespace rp;

class TestCardCatalog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void builtInHasEveryCardTheDesignNames();
    void memoryIsWhatNvidiaSmiReports_data();
    void memoryIsWhatNvidiaSmiReports();
    void brokenCatalogNamesTheField_data();
    void brokenCatalogNamesTheField();
};

void TestCardCatalog::builtInHasEveryCardTheDesignNames()
{
    // The cards people commonly rent, from consumer RTX cards to the H200.
    const QStringList required = { QStringLiteral("rtx-3090"), QStringLiteral("rtx-4090"), QStringLiteral("t4"),
        QStringLiteral("l4"), QStringLiteral("a10"), QStringLiteral("l40s"), QStringLiteral("a100-sxm-40g"),
        QStringLiteral("a100-pcie-40g"), QStringLiteral("a100-sxm-80g"), QStringLiteral("a100-pcie-80g"),
        QStringLiteral("a800-sxm-80g"), QStringLiteral("h100-sxm"), QStringLiteral("h100-pcie"),
        QStringLiteral("h800-sxm"), QStringLiteral("h200") };
    const CardCatalog& catalog = CardCatalog::builtIn();
    for (const QString& id : required)
        QVERIFY2(catalog.find(id), qPrintable(id));
    // SXM A100 has NVLink at 600 GB/s (NVIDIA A100 datasheet); the catalog gives PCIe boards none.
    QCOMPARE(catalog.find(QStringLiteral("a100-sxm-80g"))->nvlinkGBps, 600.0);
    QVERIFY(!catalog.find(QStringLiteral("a100-pcie-80g"))->hasNvlink());
    // Consumer cards are catalogued without ECC memory.
    QVERIFY(!catalog.find(QStringLiteral("rtx-4090"))->ecc);
}

void TestCardCatalog::memoryIsWhatNvidiaSmiReports_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("cardId");
    QTest::addColumn<int>("memoryColumn");
    QTest::newRow("rtx-4090") << "query-rtx4090x1-name-mem-driver-cc.csv"
                              << "rtx-4090" << 1;
    QTest::newRow("rtx-3090") << "query-rtx3090x2-index-name-mem-driver-cc.csv"
                              << "rtx-3090" << 2;
    QTest::newRow("l40s") << "query-l40s-x1-index-name-mem.csv"
                          << "l40s" << 2;
    QTest::newRow("a100-sxm-80g") << "query-a100-80gb-sxm4x4-computecap.csv"
                                  << "a100-sxm-80g" << 2;
    QTest::newRow("h200") << "query-h200x8-uuid-mem-util.csv"
                          << "h200" << 3;
}

void TestCardCatalog::memoryIsWhatNvidiaSmiReports()
{
    QFETCH(QString, fixture);
    QFETCH(QString, cardId);
    QFETCH(int, memoryColumn);
    QFile file(QStringLiteral(RENTPLAN_TEST_DATA "/nvidia-smi/") + fixture);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName() + u": " + file.errorString()));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QVERIFY(lines.size() >= 2);
    // Second line, e.g. "0, NVIDIA L40S, 46068 MiB, ..." -> 46068.
    const QByteArray field = lines.at(1).split(',').at(memoryColumn).trimmed();
    const qint64 reported = field.left(field.indexOf(' ')).toLongLong();
    QCOMPARE(CardCatalog::builtIn().find(cardId)->memoryMiB, reported);
}

void TestCardCatalog::brokenCatalogNamesTheField_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("where");
    const QByteArray good = R"({"id":"x","name":"X","memory_mib":1024,"bandwidth_gbps":1,"bf16_tflops":1,)"
                            R"("tdp_w":1,"form_factor":"PCIe","nvlink_gbps":0,"ecc":true,"mig":false})";
    QTest::newRow("not json") << QByteArray("{\"cards\": [\n  oops ]}") << QStringLiteral("line 2, column 3");
    QTest::newRow("memory as string")
        << QByteArray(good).replace("1024", "\"1024\"").prepend("{\"cards\":[").append("]}")
        << QStringLiteral("cards[0].memory_mib");
    QTest::newRow("memory fractional") << QByteArray(good).replace("1024", "10.5").prepend("{\"cards\":[").append("]}")
                                       << QStringLiteral("cards[0].memory_mib");
    QTest::newRow("missing ecc") << QByteArray(good).replace(",\"ecc\":true", "").prepend("{\"cards\":[").append("]}")
                                 << QStringLiteral("cards[0].ecc");
    QTest::newRow("duplicate id") << QByteArray("{\"cards\":[" + good + "," + good + "]}")
                                  << QStringLiteral("cards[1].id");
}

void TestCardCatalog::brokenCatalogNamesTheField()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, where);
    InputError error;
    QVERIFY(!CardCatalog::fromJson(json, QStringLiteral("cards.json"), &error));
    QCOMPARE(error.file, QStringLiteral("cards.json"));
    QCOMPARE(error.where, where);
    QVERIFY(!error.message.isEmpty());
}

QTEST_GUILESS_MAIN(TestCardCatalog)
#include "tst_cardcatalog.moc"
