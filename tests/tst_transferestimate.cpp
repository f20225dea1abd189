// The data transfer calculator against docs/quotes.md's worked examples and a hand-computed small-file case.
#include "models/common/InputError.h"
#include "models/toolkit/TransferEstimate.h"

#include <QtTest>

using namespace rp;
using namespace rp::toolkit;

class TestTransferEstimate : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void seedFigures_data();
    void seedFigures();
    void smallFilesArePacked();
    void egress();
    void badInput_data();
    void badInput();
};

void TestTransferEstimate::seedFigures_data()
{
    QTest::addColumn<double>("gb");
    QTest::addColumn<double>("bandwidth");
    QTest::addColumn<int>("unit");
    QTest::addColumn<double>("seconds");
    // 100 GB at 10 MB/s: 10^11 / 10^7 = 10 000 s = 2.78 h.
    QTest::newRow("100 GB at 10 MB/s") << 100.0 << 10.0 << int(BandwidthUnit::MegabytePerSecond) << 10000.0;
    // 140 GB at 100 Mbit/s: 1.12 × 10^12 bits / 10^8 = 11 200 s = 3.11 h.
    QTest::newRow("140 GB at 100 Mbit/s") << 140.0 << 100.0 << int(BandwidthUnit::MegabitPerSecond) << 11200.0;
    // ... and at 1 Gbit/s: 1 120 s = 18.7 min.
    QTest::newRow("140 GB at 1 Gbit/s") << 140.0 << 1000.0 << int(BandwidthUnit::MegabitPerSecond) << 1120.0;
}

void TestTransferEstimate::seedFigures()
{
    QFETCH(double, gb);
    QFETCH(double, bandwidth);
    QFETCH(int, unit);
    QFETCH(double, seconds);
    TransferInput in;
    in.sizeGb = gb;
    in.bandwidth = bandwidth;
    in.unit = BandwidthUnit(unit);
    const TransferEstimate e = TransferCalculator::estimate(in);
    QCOMPARE(e.totalSeconds, seconds);
    QVERIFY(!e.packingAdvised);
    // With 5 % protocol overhead: seconds / 0.95.
    in.protocolOverhead = 0.05;
    QVERIFY(qAbs(TransferCalculator::estimate(in).totalSeconds - seconds / 0.95) < 1e-6);
}

void TestTransferEstimate::smallFilesArePacked()
{
    // The many-small-files trap (docs/quotes.md): 50 000 samples of 40 KB (2 GB) at 100 Mbit/s, 0.4 s per file.
    // Data 2 × 10^9 × 8 / 10^8 = 160 s; files 50 000 × 0.4 = 20 000 s; total 20 160 s = 5.6 h.
    // Packed: 160 + 0.4 = 160.4 s; saves 19 999.6 s.
    TransferInput in;
    in.sizeGb = 2;
    in.files = 50000;
    in.bandwidth = 100;
    in.perFileSeconds = 0.4;
    const TransferEstimate e = TransferCalculator::estimate(in);
    QCOMPARE(e.dataSeconds, 160.0);
    QCOMPARE(e.totalSeconds, 20160.0);
    QCOMPARE(e.packedSeconds, 160.4);
    QVERIFY(qAbs(e.packingSaves - 19999.6) < 1e-9);
    QVERIFY(e.packingAdvised);
    QVERIFY(TransferCalculator::advice(in, e).contains(QStringLiteral("5.6 h")));
    // 10 large files: their 4 s are under 10 % of the 160 s: no advice.
    in.files = 10;
    QVERIFY(!TransferCalculator::estimate(in).packingAdvised);
}

void TestTransferEstimate::egress()
{
    // 140 GB of weights downloaded out of the provider at 0.8 per GB: 112.
    TransferInput in;
    in.sizeGb = 140;
    in.egressPerGb = 0.8;
    QCOMPARE(TransferCalculator::estimate(in).egressCost, 112.0);
}

void TestTransferEstimate::badInput_data()
{
    QTest::addColumn<QString>("field");
    QTest::newRow("size") << "size_gb";
    QTest::newRow("files") << "files";
    QTest::newRow("bandwidth") << "bandwidth";
    QTest::newRow("overhead") << "protocol_overhead";
    QTest::newRow("per file") << "per_file_seconds";
}

void TestTransferEstimate::badInput()
{
    QFETCH(QString, field);
    TransferInput in;
    in.sizeGb = 1;
    if (field == u"size_gb")
        in.sizeGb = -1;
    else if (field == u"files")
        in.files = 0;
    else if (field == u"bandwidth")
        in.bandwidth = 0;
    else if (field == u"protocol_overhead")
        in.protocolOverhead = 1;
    else
        in.perFileSeconds = std::nan("");
    try {
        TransferCalculator::estimate(in);
        QFAIL("accepted");
    } catch (const InputException& e) {
        QCOMPARE(e.error().where, field);
    }
}

QTEST_GUILESS_MAIN(TestTransferEstimate)
#include "tst_transferestimate.moc"
