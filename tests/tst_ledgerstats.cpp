#include "ledger/JobStore.h"
#include "ledger/LedgerDb.h"
#include "ledger/LedgerStats.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace rp;

namespace {

JobRecord job(QDate date, const char* card, qint64 cards, double billed, std::optional<double> busy, double cost,
    const char* provider, const char* task, const char* tags)
{
    JobRecord j;
    j.date = date;
    j.card = QString::fromUtf8(card);
    j.cards = cards;
    j.billedHours = billed;
    j.busyHours = busy;
    j.cost = cost;
    j.provider = QString::fromUtf8(provider);
    j.task = QString::fromUtf8(task);
    j.tags = QString::fromUtf8(tags);
    return j;
}

} // namespace

// The ledger below, worked out by hand (card-hours = cards × billed hours,
// idle cost = cost × (billed − busy) / billed):
//   J1 2024-01-10 A ×2 10 h busy 8  cost 100 P1 → 20 card-h, busy 16, idle 20, 5.00 per card-h
//   J2 2024-01-31 A ×1  4 h busy ?  cost  30 P2 →  4 card-h, busy  4, idle  0, 7.50
//   J3 2024-02-15 B ×4  5 h busy 1  cost 200 P1 → 20 card-h, busy  4, idle 160, 10.00 (plan X / train, planned 180)
//   J4 2024-03-01 A ×1  2 h busy 2  cost   6 P1 →  2 card-h, busy  2, idle  0, 3.00 (plan X / train, planned 180)
class TestLedgerStats : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void totalsByCardProviderMonth();
    void planVersusActual();
    void periodAndCardFilters();
    void suggestedPrice();
    void editsKeepTotalsRight();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LedgerDb> m_db;
    QList<qint64> m_ids;
};

void TestLedgerStats::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<LedgerDb>(m_dir->filePath(QStringLiteral("l.sqlite")));
    JobStore store(*m_db);
    JobRecord j3 = job(QDate(2024, 2, 15), "B", 4, 5, 1.0, 200, "P1", "full", "");
    j3.plan = QStringLiteral("Plan X");
    j3.phase = QStringLiteral("train");
    j3.plannedCost = 180;
    JobRecord j4 = job(QDate(2024, 3, 1), "A", 1, 2, 2.0, 6, "P1", "lora", "lora");
    j4.plan = j3.plan;
    j4.phase = j3.phase;
    j4.plannedCost = 180;
    m_ids = { store.add(job(QDate(2024, 1, 10), "A", 2, 10, 8.0, 100, "P1", "lora", "llm; lora")),
        store.add(job(QDate(2024, 1, 31), "A", 1, 4, std::nullopt, 30, "P2", "lora", "llm")), store.add(j3),
        store.add(j4) };
}

void TestLedgerStats::cleanup()
{
    m_db.reset();
}

void TestLedgerStats::totalsByCardProviderMonth()
{
    const LedgerStats s = LedgerStats::compute(*m_db);
    QCOMPARE(s.total.jobs, 4);
    QCOMPARE(s.total.cost, 336.0);
    QCOMPARE(s.total.cardHours, 46.0);
    QCOMPARE(s.total.busyCardHours, 26.0);
    QCOMPARE(s.total.idleCost, 180.0);

    QCOMPARE(s.byCard.size(), 2);
    QCOMPARE(s.byCard[0].key, QStringLiteral("B")); // most expensive first
    QCOMPARE(s.byCard[0].costPerCardHour(), 10.0);
    QCOMPARE(s.byCard[0].idleCost, 160.0);
    QCOMPARE(s.byCard[1].key, QStringLiteral("A"));
    QCOMPARE(s.byCard[1].jobs, 3);
    QCOMPARE(s.byCard[1].cost, 136.0);
    QCOMPARE(s.byCard[1].cardHours, 26.0);
    QCOMPARE(s.byCard[1].costPerCardHour(), 136.0 / 26.0);

    QCOMPARE(s.byProvider.size(), 2);
    QCOMPARE(s.byProvider[0].key, QStringLiteral("P1"));
    QCOMPARE(s.byProvider[0].cost, 306.0);
    QCOMPARE(s.byProvider[0].cardHours, 42.0);
    QCOMPARE(s.byProvider[1].key, QStringLiteral("P2"));
    QCOMPARE(s.byProvider[1].costPerCardHour(), 7.5);

    QCOMPARE(s.byMonth.size(), 3);
    QCOMPARE(s.byMonth[0].key, QStringLiteral("2024-01"));
    QCOMPARE(s.byMonth[0].cost, 130.0);
    QCOMPARE(s.byMonth[0].jobs, 2);
    QCOMPARE(s.byMonth[1].cost, 200.0);
    QCOMPARE(s.byMonth[2].key, QStringLiteral("2024-03"));
    QCOMPARE(s.byMonth[2].cost, 6.0);
}

void TestLedgerStats::planVersusActual()
{
    const LedgerStats s = LedgerStats::compute(*m_db);
    QCOMPARE(s.planVsActual.size(), 1);
    const LedgerStats::PlanLine& line = s.planVsActual.first();
    QCOMPARE(line.plan, QStringLiteral("Plan X"));
    QCOMPARE(line.phase, QStringLiteral("train"));
    QCOMPARE(line.jobs, 2);
    QCOMPARE(line.planned, 180.0);
    QCOMPARE(line.actual, 206.0);
    QCOMPARE(line.difference(), 26.0);

    // A tag or text filter narrows the job list, not the statistics: plan versus actual
    // still covers both jobs of the phase (200 + 6), like the totals beside it.
    JobFilter tagged;
    tagged.tag = QStringLiteral("lora");
    const LedgerStats t = LedgerStats::compute(*m_db, tagged);
    QCOMPARE(t.planVsActual.size(), 1);
    QCOMPARE(t.planVsActual.first().jobs, 2);
    QCOMPARE(t.planVsActual.first().actual, 206.0);
    QCOMPARE(t.total.cost, s.total.cost);
}

void TestLedgerStats::periodAndCardFilters()
{
    // Half of January (only J2 on the 31st) plus the whole of February (J3).
    JobFilter filter;
    filter.from = QDate(2024, 1, 15);
    filter.to = QDate(2024, 2, 29);
    LedgerStats s = LedgerStats::compute(*m_db, filter);
    QCOMPARE(s.total.jobs, 2);
    QCOMPARE(s.total.cost, 230.0);
    QCOMPARE(s.byMonth.size(), 2);
    QCOMPARE(s.byMonth[0].cost, 30.0);
    QCOMPARE(s.byMonth[1].cost, 200.0);
    QCOMPARE(s.planVsActual.size(), 1);
    QCOMPARE(s.planVsActual[0].actual, 200.0);

    // Inside one month: only J1.
    filter.from = QDate(2024, 1, 5);
    filter.to = QDate(2024, 1, 20);
    s = LedgerStats::compute(*m_db, filter);
    QCOMPARE(s.total.jobs, 1);
    QCOMPARE(s.total.idleCost, 20.0);

    // From a date to the end: J3 and J4.
    filter = {};
    filter.from = QDate(2024, 2, 2);
    s = LedgerStats::compute(*m_db, filter);
    QCOMPARE(s.total.cost, 206.0);

    filter = {};
    filter.card = QStringLiteral("A");
    filter.provider = QStringLiteral("P1");
    s = LedgerStats::compute(*m_db, filter);
    QCOMPARE(s.total.jobs, 2);
    QCOMPARE(s.total.cost, 106.0);
    QCOMPARE(JobStore(*m_db).count(filter), 2);
}

void TestLedgerStats::suggestedPrice()
{
    // Card A doing LoRA: 5, 7.5 and 3 per card-hour → median 5, range 3 to 7.5.
    auto s = PriceSuggestion::compute(*m_db, QStringLiteral("A"), QStringLiteral("lora"), {});
    QVERIFY(s);
    QCOMPARE(s->jobs, 3);
    QCOMPARE(s->median, 5.0);
    QCOMPARE(s->min, 3.0);
    QCOMPARE(s->max, 7.5);
    // Tag "llm" (J1 "llm; lora", J2): an even count takes the mean of the middle two.
    s = PriceSuggestion::compute(*m_db, {}, {}, QStringLiteral("llm"));
    QVERIFY(s);
    QCOMPARE(s->jobs, 2);
    QCOMPARE(s->median, 6.25);
    QVERIFY(!PriceSuggestion::compute(*m_db, QStringLiteral("no-such-card"), {}, {}));
}

void TestLedgerStats::editsKeepTotalsRight()
{
    JobStore store(*m_db);
    JobRecord j3 = *store.find(m_ids[2]);
    j3.cost = 100; // idle becomes 100 × 4/5 = 80
    j3.card = QStringLiteral("A"); // moves to card A
    store.update(j3);
    LedgerStats s = LedgerStats::compute(*m_db);
    QCOMPARE(s.total.cost, 236.0);
    QCOMPARE(s.total.idleCost, 100.0);
    QCOMPARE(s.byCard.size(), 1);

    const JobRecord removed = store.remove(m_ids[0]);
    s = LedgerStats::compute(*m_db);
    QCOMPARE(s.total.jobs, 3);
    QCOMPARE(s.total.cost, 136.0);
    store.restore({ removed });
    QCOMPARE(store.find(m_ids[0])->cost, 100.0);
    QCOMPARE(LedgerStats::compute(*m_db).total.cost, 236.0);

    for (qint64 id : m_ids)
        store.remove(id);
    QSqlQuery left(m_db->database());
    QVERIFY(left.exec(QStringLiteral("SELECT count(*) FROM job_totals")) && left.next());
    QCOMPARE(left.value(0).toInt(), 0); // no rows of rounding dust remain
}

QTEST_GUILESS_MAIN(TestLedgerStats)
#include "tst_ledgerstats.moc"
