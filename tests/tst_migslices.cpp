// The acceptance check's MIG item against a quote that sells MIG slices (docs/acceptance.md, item `mig`:
// MIG off, or the expected slices), on the real MIG captures in tests/data/nvidia-smi (SOURCES.md).
#include "models/accept/AcceptanceCheck.h"
#include "models/accept/CaptureReader.h"
#include "models/accept/Expectation.h"
#include "models/common/Translation.h"
#include "models/plan/PlanFormat.h"

#include <QFile>
#include <QtTest>

using namespace rp;
using namespace rp::accept;

namespace {

QByteArray fixture(const QString& name)
{
    QFile file(QStringLiteral(RENTPLAN_TEST_DATA "/nvidia-smi/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing %s", qPrintable(name));
    return file.readAll();
}

Expectation sliceQuote(const QString& card, const QString& profile, int slices)
{
    Quote q;
    q.id = QStringLiteral("mig");
    q.card = card;
    q.exclusivity = Exclusivity::MigSlice;
    q.migProfile = profile;
    if (slices > 0)
        q.migSlices = slices;
    return Expectation::fromQuote(q, {});
}

ItemResult migItem(const Expectation& e, const QString& file)
{
    InputError error;
    const std::optional<MachineFacts> facts = CaptureReader::fromText(fixture(file), file, &error);
    if (!facts)
        qFatal("%s", qPrintable(error.toString()));
    for (const ItemResult& item : AcceptanceCheck::checkMachine(e, *facts).items) {
        if (item.key == u"mig")
            return item;
    }
    qFatal("no mig item");
}

} // namespace

class TestMigSlices : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Translation::install(QStringLiteral("en")); } // plural forms come from the catalogue
    void slices_data();
    void slices();
    void quoteKeysRoundTrip();
};

void TestMigSlices::slices_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("card");
    QTest::addColumn<QString>("profile");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("found");
    // nvidia-smi -L on an A100 80GB PCIe cut into seven 1g.10gb devices.
    QTest::newRow("7 × 1g.10gb as quoted") << "list-mig-a100-80gb-pcie-7x1g10gb.txt"
                                           << "a100-pcie-80g"
                                           << "1g.10gb" << 7 << "pass"
                                           << "7 × 1g.10gb in nvidia-smi -L";
    QTest::newRow("7 slices, 3g.40gb quoted") << "list-mig-a100-80gb-pcie-7x1g10gb.txt"
                                              << "a100-pcie-80g"
                                              << "3g.40gb" << 2 << "fail"
                                              << "a 1g.10gb slice on GPU 0 in nvidia-smi -L";
    QTest::newRow("7 slices, 4 quoted") << "list-mig-a100-80gb-pcie-7x1g10gb.txt"
                                        << "a100-pcie-80g"
                                        << "1g.10gb" << 4 << "fail"
                                        << "7 MIG slices in nvidia-smi -L";
    // Two A100 SXM4 cards with two 1g.10gb devices each: 4 slices on the machine.
    QTest::newRow("2 cards × 2 slices") << "list-mig-a100-80gb-sxm4x2-2x1g10gb-each.txt"
                                        << "a100-sxm-80g"
                                        << "1g.10gb" << 4 << "pass"
                                        << "4 × 1g.10gb in nvidia-smi -L";
    // mig -lgi with a 3g.40gb and a 4g.40gb instance: a quote for two 3g.40gb fails on the 4g.40gb one.
    QTest::newRow("-lgi mixed profiles") << "mig-lgi-a100-80gb-3g40gb-4g40gb.txt"
                                         << "a100-pcie-80g"
                                         << "3g.40gb" << 2 << "fail"
                                         << "a 4g.40gb slice on GPU 0 in nvidia-smi mig -lgi";
    // The count alone (no profile stated): 2 instances as quoted.
    QTest::newRow("-lgi count only") << "mig-lgi-a100-80gb-3g40gb-4g40gb.txt"
                                     << "a100-pcie-80g"
                                     << "" << 2 << "pass"
                                     << "2 × 3g.40gb in nvidia-smi mig -lgi";
    // H100 -lgi with seven 1g.10gb instances.
    QTest::newRow("h100 -lgi 7 × 1g.10gb") << "mig-lgi-h100-80gb-7x1g10gb.txt"
                                           << "h100-pcie"
                                           << "1g.10gb" << 7 << "pass"
                                           << "7 × 1g.10gb in nvidia-smi mig -lgi";
    // MIG mode Enabled in the query CSV, but no listing of the slices: they cannot be counted.
    QTest::newRow("mig mode column only") << "query-h100-pcie-busid-migmode-enabled.csv"
                                          << "h100-pcie"
                                          << "1g.10gb" << 7 << "cannot_tell"
                                          << "no complete list of the MIG slices (nvidia-smi -L or nvidia-smi mig "
                                             "-lgi shows them)";
}

void TestMigSlices::slices()
{
    QFETCH(QString, file);
    QFETCH(QString, card);
    QFETCH(QString, profile);
    QFETCH(int, count);
    QFETCH(QString, verdict);
    QFETCH(QString, found);
    const ItemResult item = migItem(sliceQuote(card, profile, count), file);
    QCOMPARE(AcceptanceText::verdictKey(item.verdict), verdict);
    QCOMPARE(item.found, found);
    if (item.verdict != Verdict::CannotTell)
        QVERIFY(item.line.has_value()); // the line it read
}

void TestMigSlices::quoteKeysRoundTrip()
{
    const QByteArray text = R"({"format": "rentplan-plan", "version": 1, "quotes": [{"id": "m", "card": "a100-pcie-80g",
        "exclusivity": "mig", "mig_profile": "1g.10gb", "mig_slices": 7}]})";
    InputError error;
    const auto plan = PlanFormat::fromJson(text, QStringLiteral("p"), &error);
    QVERIFY2(plan, qPrintable(error.toString()));
    QCOMPARE(plan->quotes.at(0).migProfile, QStringLiteral("1g.10gb"));
    QCOMPARE(plan->quotes.at(0).migSlices, std::optional<int>(7));
    const Expectation e = Expectation::forPlan(*plan, QStringLiteral("m"));
    QCOMPARE(e.migSlices, 7);
    QVERIFY(PlanFormat::toJson(*plan).contains("\"mig_slices\": 7"));
    QByteArray bad = text;
    bad.replace("1g.10gb", "one slice");
    QVERIFY(!PlanFormat::fromJson(bad, QStringLiteral("p"), &error));
    QCOMPARE(error.where, QStringLiteral("quotes[0].mig_profile"));
}

QTEST_GUILESS_MAIN(TestMigSlices)
#include "tst_migslices.moc"
