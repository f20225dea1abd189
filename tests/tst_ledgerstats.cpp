#include "tests/LedgerBackends.h"

#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerStats.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace rp;

namespace {

// The statistics of a ledger whose jobs all use one currency (or none).
const LedgerStats::Currency& one(const LedgerStats& stats)
{
    if (stats.currencies.size() != 1)
        qFatal("expected one currency, found %d", int(stats.currencies.size()));
    return stats.currencies.first();
}

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
    void initTestCase_data() { addLedgerBackends(); }
    void init();
    void cleanup();
    void totalsByCardProviderMonth();
    void planVersusActual();
    void periodAndCardFilters();
    void suggestedPrice();
    void editsKeepTotalsRight();
    void moneyIsGroupedByCurrency();

private:
    std::unique_ptr<FreshLedgers> m_ledgers;
    std::unique_ptr<LedgerDb> m_db;
    QList<qint64> m_ids;
};

void TestLedgerStats::init()
{
    QFETCH_GLOBAL(QString, backend);
    m_ledgers = std::make_unique<FreshLedgers>(backend);
    QVERIFY(m_ledgers->ready());
    m_db = m_ledgers->open(QStringLiteral("stats"));
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
    m_ledgers.reset();
}

void TestLedgerStats::totalsByCardProviderMonth()
{
    const LedgerStats s = LedgerStats::compute(*m_db);
    QCOMPARE(s.jobs, 4);
    QCOMPARE(one(s).total.cost, 336.0);
    QCOMPARE(one(s).total.cardHours, 46.0);
    QCOMPARE(one(s).total.busyCardHours, 26.0);
    QCOMPARE(one(s).total.idleCost, 180.0);

    QCOMPARE(one(s).byCard.size(), 2);
    QCOMPARE(one(s).byCard[0].key, QStringLiteral("B")); // most expensive first
    QCOMPARE(one(s).byCard[0].costPerCardHour(), 10.0);
    QCOMPARE(one(s).byCard[0].idleCost, 160.0);
    QCOMPARE(one(s).byCard[1].key, QStringLiteral("A"));
    QCOMPARE(one(s).byCard[1].jobs, 3);
    QCOMPARE(one(s).byCard[1].cost, 136.0);
    QCOMPARE(one(s).byCard[1].cardHours, 26.0);
    QCOMPARE(one(s).byCard[1].costPerCardHour(), 136.0 / 26.0);

    QCOMPARE(one(s).byProvider.size(), 2);
    QCOMPARE(one(s).byProvider[0].key, QStringLiteral("P1"));
    QCOMPARE(one(s).byProvider[0].cost, 306.0);
    QCOMPARE(one(s).byProvider[0].cardHours, 42.0);
    QCOMPARE(one(s).byProvider[1].key, QStringLiteral("P2"));
    QCOMPARE(one(s).byProvider[1].costPerCardHour(), 7.5);

    QCOMPARE(one(s).byMonth.size(), 3);
    QCOMPARE(one(s).byMonth[0].key, QStringLiteral("2024-01"));
    QCOMPARE(one(s).byMonth[0].cost, 130.0);
    QCOMPARE(one(s).byMonth[0].jobs, 2);
    QCOMPARE(one(s).byMonth[1].cost, 200.0);
    QCOMPARE(one(s).byMonth[2].key, QStringLiteral("2024-03"));
    QCOMPARE(one(s).byMonth[2].cost, 6.0);
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
    QCOMPARE(one(t).total.cost, one(s).total.cost);
}

void TestLedgerStats::periodAndCardFilters()
{
    // Half of January (only J2 on the 31st) plus the whole of February (J3).
    JobFilter filter;
    filter.from = QDate(2024, 1, 15);
    filter.to = QDate(2024, 2, 29);
    LedgerStats s = LedgerStats::compute(*m_db, filter);
    QCOMPARE(s.jobs, 2);
    QCOMPARE(one(s).total.cost, 230.0);
    QCOMPARE(one(s).byMonth.size(), 2);
    QCOMPARE(one(s).byMonth[0].cost, 30.0);
    QCOMPARE(one(s).byMonth[1].cost, 200.0);
    QCOMPARE(s.planVsActual.size(), 1);
    QCOMPARE(s.planVsActual[0].actual, 200.0);

    // Inside one month: only J1.
    filter.from = QDate(2024, 1, 5);
    filter.to = QDate(2024, 1, 20);
    s = LedgerStats::compute(*m_db, filter);
    QCOMPARE(s.jobs, 1);
    QCOMPARE(one(s).total.idleCost, 20.0);

    // From a date to the end: J3 and J4.
    filter = {};
    filter.from = QDate(2024, 2, 2);
    s = LedgerStats::compute(*m_db, filter);
    QCOMPARE(one(s).total.cost, 206.0);

    filter = {};
    filter.card = QStringLiteral("A");
    filter.provider = QStringLiteral("P1");
    s = LedgerStats::compute(*m_db, filter);
    QCOMPARE(s.jobs, 2);
    QCOMPARE(one(s).total.cost, 106.0);
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
    QCOMPARE(one(s).total.cost, 236.0);
    QCOMPARE(one(s).total.idleCost, 100.0);
    QCOMPARE(one(s).byCard.size(), 1);

    const JobRecord removed = store.remove(m_ids[0]);
    s = LedgerStats::compute(*m_db);
    QCOMPARE(s.jobs, 3);
    QCOMPARE(one(s).total.cost, 136.0);
    store.restore({ removed });
    QCOMPARE(store.find(m_ids[0])->cost, 100.0);
    QCOMPARE(one(LedgerStats::compute(*m_db)).total.cost, 236.0);

    for (qint64 id : m_ids)
        store.remove(id);
    QSqlQuery left(m_db->database());
    QVERIFY(left.exec(QStringLiteral("SELECT count(*) FROM job_totals")) && left.next());
    QCOMPARE(left.value(0).toInt(), 0); // no rows of rounding dust remain

    // An edit of a job deleted meanwhile (by another window, program or person) is
    // refused on both back ends, rather than changing nothing silently.
    try {
        store.update(j3);
        QFAIL("an edit of a deleted job reported success");
    } catch (const InputException& e) {
        QVERIFY2(e.error().message.contains(QLatin1String("deleted")), qPrintable(e.error().message));
    }
    QCOMPARE(JobStore(*m_db).count(), 0);
}

// Once, four CNY jobs and one USD job were shown as one total of 32,101.60.
// By hand: CNY 7,372.80 + 14,745.60 + 6,000.00 + 1,591.20 = 29,709.60; USD 2,392.00;
// 29,709.60 + 2,392.00 = 32,101.60 is the sum that must appear nowhere.
void TestLedgerStats::moneyIsGroupedByCurrency()
{
    const std::unique_ptr<LedgerDb> mixed = m_ledgers->open(QStringLiteral("mixed"));
    LedgerDb& db = *mixed;
    JobStore store(db);
    auto priced = [](JobRecord j, const char* currency) {
        j.currency = QString::fromUtf8(currency);
        return j;
    };
    // a100 ×8 × 24 h = 192 card-h at 38.40; ×8 × 48 h = 384 card-h at 38.40.
    store.add(priced(job(QDate(2026, 1, 5), "a100-sxm-80g", 8, 24, 24.0, 7372.80, "AutoDL", "train", ""), "CNY"));
    store.add(priced(job(QDate(2026, 1, 20), "a100-sxm-80g", 8, 48, 36.0, 14745.60, "AutoDL", "train", ""), "CNY"));
    // rtx-4090 ×4 × 250 h = 1,000 card-h at 6.00; ×1 × 663 h at 2.40.
    store.add(priced(job(QDate(2026, 2, 3), "rtx-4090", 4, 250, 250.0, 6000.00, "Featurize", "infer", ""), "CNY"));
    store.add(priced(job(QDate(2026, 2, 9), "rtx-4090", 1, 663, 663.0, 1591.20, "Featurize", "infer", ""), "CNY"));
    // h100 ×8 × 100 h = 800 card-h at 2.99 USD.
    JobRecord usd = priced(job(QDate(2026, 2, 14), "h100-sxm", 8, 100, 100.0, 2392.00, "Lambda", "train", ""), "USD");
    usd.plan = QStringLiteral("Plan X");
    usd.plannedCost = 2000;
    const qint64 usdId = store.add(usd);

    const LedgerStats s = LedgerStats::compute(db);
    QCOMPARE(s.jobs, 5); // a count adds up across currencies
    QCOMPARE(s.currencies.size(), 2);
    const LedgerStats::Currency& cny = s.currencies.at(0);
    const LedgerStats::Currency& dollars = s.currencies.at(1);
    QCOMPARE(cny.code, QStringLiteral("CNY"));
    QCOMPARE(dollars.code, QStringLiteral("USD"));
    QCOMPARE(cny.total.jobs, 4);
    QCOMPARE(qRound64(cny.total.cost * 100), Q_INT64_C(2970960));
    QCOMPARE(cny.total.cardHours, 192.0 + 384.0 + 1000.0 + 663.0);
    // Idle: 14,745.60 × (48 − 36) / 48 = 3,686.40, in CNY only.
    QCOMPARE(qRound64(cny.total.idleCost * 100), Q_INT64_C(368640));
    QCOMPARE(dollars.total.jobs, 1);
    QCOMPARE(dollars.total.cost, 2392.0);
    QCOMPARE(dollars.total.costPerCardHour(), 2.99);
    QCOMPARE(dollars.total.idleCost, 0.0);

    // Cards, providers and months inside each currency: February has CNY and USD spend, apart.
    QCOMPARE(cny.byCard.size(), 2);
    QCOMPARE(cny.byCard[0].key, QStringLiteral("a100-sxm-80g"));
    QCOMPARE(qRound64(cny.byCard[0].cost * 100), Q_INT64_C(2211840));
    QCOMPARE(dollars.byCard.size(), 1);
    QCOMPARE(dollars.byProvider[0].key, QStringLiteral("Lambda"));
    QCOMPARE(cny.byMonth.size(), 2);
    QCOMPARE(qRound64(cny.byMonth[1].cost * 100), Q_INT64_C(759120)); // 6,000.00 + 1,591.20
    QCOMPARE(dollars.byMonth.size(), 1);
    QCOMPARE(dollars.byMonth[0].key, QStringLiteral("2026-02"));
    QCOMPARE(dollars.byMonth[0].cost, 2392.0);
    QCOMPARE(s.planVsActual.size(), 1);
    QCOMPARE(s.planVsActual[0].currency, QStringLiteral("USD"));
    QCOMPARE(s.planVsActual[0].difference(), 392.0);

    // No group anywhere holds the mixed sum.
    for (const LedgerStats::Currency& c : s.currencies) {
        for (const auto* groups : { &c.byCard, &c.byProvider, &c.byMonth }) {
            for (const LedgerStats::Group& g : *groups)
                QVERIFY(qRound64(g.cost * 100) != Q_INT64_C(3210160));
        }
    }

    // A currency filter leaves one block, and the price suggestion stays in one currency:
    // h100 in USD is 2.99; no CNY job mixes into it.
    JobFilter onlyUsd;
    onlyUsd.currency = QStringLiteral("USD");
    const LedgerStats u = LedgerStats::compute(db, onlyUsd);
    QCOMPARE(u.currencies.size(), 1);
    QCOMPARE(one(u).total.cost, 2392.0);
    const auto price = PriceSuggestion::compute(db, {}, QStringLiteral("train"), {}, QStringLiteral("CNY"));
    QVERIFY(price);
    QCOMPARE(price->jobs, 2);
    QCOMPARE(price->median, 38.40);

    // Editing a job's currency moves its totals (the triggers follow the currency column).
    JobRecord moved = *store.find(usdId);
    moved.currency = QStringLiteral("CNY");
    store.update(moved);
    const LedgerStats after = LedgerStats::compute(db);
    QCOMPARE(after.currencies.size(), 1);
    QCOMPARE(qRound64(one(after).total.cost * 100), Q_INT64_C(3210160)); // now truly one currency
}

QTEST_GUILESS_MAIN(TestLedgerStats)
#include "tst_ledgerstats.moc"
