// docs/reliability.md, "Long inputs", on the real binary: a quote sheet of 1 000 mixed offers is
// priced and its break-evens found (before: 34 s and 686 MB for the price, an
// abort at 5.6 GiB for --break-even); all pairs only on request, with a limit.
// Times and memory are measured in bench_longplans, not here.
#include "models/cost/BillingRules.h"
#include "models/plan/PlanFormat.h"
#include "tests/CliRunner.h"
#include "tests/MixedOffers.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace rp;

class TestCostLongPlans : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void priceOfAJobIsTheCheapestOffer();
    void breakEvenListsChangesOfTheCheapest();
    void allPairsOnRequestWithALimit();

private:
    QTemporaryDir m_dir;
    QString m_file;
    Plan m_plan;
};

void TestCostLongPlans::initTestCase()
{
    m_plan = mixedOffers(1000);
    m_file = m_dir.filePath(QStringLiteral("long.rentplan"));
    QString error;
    QVERIFY2(PlanFormat::save(m_plan, m_file, &error), qPrintable(error));
}

void TestCostLongPlans::priceOfAJobIsTheCheapestOffer()
{
    const CliResult r = runCli({ QStringLiteral("costs"), m_file, QStringLiteral("--hours"), QStringLiteral("300"),
        QStringLiteral("--cards"), QStringLiteral("8"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const auto j = r.json();
    QCOMPARE(j["offers"].size(), std::size_t(1000));
    // The cheapest named is the least of the 1 000 costs the engine prices one by one.
    Job job;
    job.hours = 300;
    job.cards = 8;
    QString cheapest;
    double least = std::numeric_limits<double>::infinity();
    for (const Offer& offer : m_plan.offers) {
        const double cost = billing::cost(offer, job).cost;
        if (cost < least) {
            least = cost;
            cheapest = offer.id;
        }
    }
    QCOMPARE(QString::fromStdString(j["cheapest"].get<std::string>()), cheapest);
}

void TestCostLongPlans::breakEvenListsChangesOfTheCheapest()
{
    const CliResult r
        = runCli({ QStringLiteral("costs"), m_file, QStringLiteral("--break-even"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0); // before: aborted after 53 s at 5.6 GiB
    const auto j = r.json();
    QCOMPARE(j["pairs"].get<std::string>(), std::string("cheapest_changes"));
    QVERIFY(j["unfinished"].empty());
    // Each change hands over from the offer that was cheapest to the next one.
    const auto& changes = j["break_even"];
    QVERIFY(!changes.empty());
    for (std::size_t i = 1; i < changes.size(); ++i) {
        QCOMPARE(changes[i]["a"], changes[i - 1]["b"]);
        QVERIFY(changes[i]["hours"].get<double>() >= changes[i - 1]["hours"].get<double>());
    }
    // Between two changes, `costs --hours T` names the same cheapest offer as the list
    // (the middle of each stretch, up to five of them).
    const std::size_t step = std::max<std::size_t>(1, changes.size() / 5);
    for (std::size_t i = 0; i + 1 < changes.size(); i += step) {
        const double t = (changes[i]["hours"].get<double>() + changes[i + 1]["hours"].get<double>()) / 2.0;
        const CliResult at = runCli({ QStringLiteral("costs"), m_file, QStringLiteral("--hours"),
            QString::number(t, 'g', 12), QStringLiteral("--json") });
        QCOMPARE(at.exitCode, 0);
        QCOMPARE(at.json()["cheapest"], changes[i]["b"]);
    }
}

void TestCostLongPlans::allPairsOnRequestWithALimit()
{
    const CliResult r
        = runCli({ QStringLiteral("costs"), m_file, QStringLiteral("--break-even"), QStringLiteral("--all-pairs") });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(m_file
                 + QStringLiteral(": has 1000 offers; --all-pairs compares every pair and accepts at most 200 offers")),
        qPrintable(r.err));

    Plan small = m_plan;
    small.offers = small.offers.mid(0, 20);
    const QString file = m_dir.filePath(QStringLiteral("small.rentplan"));
    QString error;
    QVERIFY(PlanFormat::save(small, file, &error));
    const CliResult pairs = runCli({ QStringLiteral("costs"), file, QStringLiteral("--break-even"),
        QStringLiteral("--all-pairs"), QStringLiteral("--json") });
    QCOMPARE(pairs.exitCode, 0);
    QCOMPARE(pairs.json()["pairs"].get<std::string>(), std::string("all"));
    const CliResult envelope
        = runCli({ QStringLiteral("costs"), file, QStringLiteral("--break-even"), QStringLiteral("--json") });
    // The changes of the cheapest are some of the pair crossings.
    QVERIFY(pairs.json()["break_even"].size() >= envelope.json()["break_even"].size());
}

QTEST_GUILESS_MAIN(TestCostLongPlans)
#include "tst_costlongplans.moc"
