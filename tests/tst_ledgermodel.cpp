#include "tests/LedgerBackends.h"

#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerDb.h"
#include "models/qt/JobTableModel.h"

#include <QAbstractItemModelTester>
#include <QLoggingCategory>
#include <QTemporaryDir>
#include <QtTest>

using namespace rp;

class TestLedgerModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase_data() { addLedgerBackends(); }
    void initTestCase();
    void init();
    void cleanup();
    void pagesLoadLazily();
    void sortingKeepsEveryRowOnce_data();
    void sortingKeepsEveryRowOnce();
    void filters();
    void displayIsLocalized();

private:
    std::unique_ptr<FreshLedgers> m_ledgers;
    std::unique_ptr<LedgerDb> m_db;
};

void TestLedgerModel::initTestCase()
{
    QLoggingCategory::setFilterRules(QStringLiteral("qt.modeltest.debug=false"));
}

// The same 450 jobs in a fresh ledger of the row's back end for every test function.
void TestLedgerModel::init()
{
    QFETCH_GLOBAL(QString, backend);
    m_ledgers = std::make_unique<FreshLedgers>(backend);
    QVERIFY(m_ledgers->ready());
    m_db = m_ledgers->open(QStringLiteral("model"));
    m_db->beginWrite();
    JobStore store(*m_db);
    // 450 jobs, several per day, so sort keys repeat and paging must break ties by id.
    for (int i = 0; i < 450; ++i) {
        JobRecord job;
        job.date = QDate(2024, 1, 1).addDays(i / 3);
        job.card = i % 2 ? QStringLiteral("a10") : QStringLiteral("l4");
        job.provider = i % 3 ? QStringLiteral("P") : QStringLiteral("Q");
        job.cards = 1 + i % 4;
        job.billedHours = 1 + i % 10;
        job.cost = double(i % 17) * 1.5;
        job.tags = i % 5 ? QStringLiteral("batch") : QStringLiteral("llm; urgent");
        job.notes = i == 123 ? QStringLiteral("needle 50%_off") : QString();
        if (i == 124) // quotes and backslashes reach the server as the user typed them
            job.notes = QStringLiteral("it's in C:\\runs\\%d");
        store.insertInTransaction(job);
    }
    m_db->commit();
}

void TestLedgerModel::cleanup()
{
    m_db.reset();
    m_ledgers.reset();
}

void TestLedgerModel::pagesLoadLazily()
{
    JobTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLedger(m_db.get());
    QCOMPARE(model.rowCount(), JobTableModel::kPageSize);
    QVERIFY(model.canFetchMore({}));
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 2 * JobTableModel::kPageSize);
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 450);
    QVERIFY(!model.canFetchMore({}));
    // Newest first by default.
    QVERIFY(model.jobAt(0).date >= model.jobAt(449).date);
}

void TestLedgerModel::sortingKeepsEveryRowOnce_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<Qt::SortOrder>("order");
    // Keyset paging over keys that repeat across the page boundaries (200, 400): a cost
    // is one of 17 values (27 or 26 jobs each), a date one of 150 (3 jobs each). On
    // PostgreSQL the cost key comes back as text (numeric under HighPrecision) and is
    // bound again as the next page's start.
    QTest::newRow("cost ascending") << int(JobTableModel::Cost) << Qt::AscendingOrder;
    QTest::newRow("cost descending") << int(JobTableModel::Cost) << Qt::DescendingOrder;
    QTest::newRow("date ascending") << int(JobTableModel::Date) << Qt::AscendingOrder;
    QTest::newRow("date descending") << int(JobTableModel::Date) << Qt::DescendingOrder;
    QTest::newRow("per card-hour descending") << int(JobTableModel::CostPerCardHour) << Qt::DescendingOrder;
    QTest::newRow("busy hours (all unknown)") << int(JobTableModel::BusyHours) << Qt::AscendingOrder;
    QTest::newRow("planned hours (all unknown)") << int(JobTableModel::PlannedHours) << Qt::DescendingOrder;
    // The team ledger's columns: one user recorded every job, nobody changed one. A
    // personal ledger has no such columns, yet the model may still be sorted by one
    // when the Ledger tab switches from a team ledger to a file.
    QTest::newRow("recorded by") << int(JobTableModel::RecordedBy) << Qt::AscendingOrder;
    QTest::newRow("updated by") << int(JobTableModel::UpdatedBy) << Qt::DescendingOrder;
}

void TestLedgerModel::sortingKeepsEveryRowOnce()
{
    QFETCH(int, column);
    QFETCH(Qt::SortOrder, order);
    JobTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy failures(&model, &JobTableModel::loadFailed);
    model.setLedger(m_db.get());
    model.sort(column, order);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.isEmpty() ? QString() : failures.first().first().toString()));
    int pages = 1;
    while (model.canFetchMore({})) {
        model.fetchMore({});
        ++pages;
    }
    QCOMPARE(pages, 3); // 200 + 200 + 50
    QCOMPARE(model.rowCount(), 450);
    QSet<qint64> ids;
    const bool ascending = order == Qt::AscendingOrder;
    for (int row = 0; row < model.rowCount(); ++row) {
        ids.insert(model.jobAt(row).id);
        if (row == 0)
            continue;
        // (key, id) strictly in order: equal keys are ordered by id, as the paging is.
        const double before = model.index(row - 1, column).data(Qt::EditRole).toDouble();
        const double here = model.index(row, column).data(Qt::EditRole).toDouble();
        const qint64 idBefore = model.jobAt(row - 1).id;
        const qint64 id = model.jobAt(row).id;
        if (column == JobTableModel::Date) {
            const QDate dateBefore = model.jobAt(row - 1).date;
            const QDate date = model.jobAt(row).date;
            QVERIFY2(ascending ? (dateBefore < date || (dateBefore == date && idBefore < id))
                               : (dateBefore > date || (dateBefore == date && idBefore > id)),
                qPrintable(QStringLiteral("row %1").arg(row)));
        } else {
            QVERIFY2(ascending ? (before < here || (before == here && idBefore < id))
                               : (before > here || (before == here && idBefore > id)),
                qPrintable(QStringLiteral("row %1: %2 then %3").arg(row).arg(before).arg(here)));
        }
    }
    QCOMPARE(ids.size(), 450);

    if (column == JobTableModel::Cost) {
        // Costs are (i mod 17) × 1.5 for i = 0…449 = 26 × 17 + 8: the residues 0…7 occur
        // 27 times, 8…16 occur 26 times. So 27 jobs cost 0 and 26 jobs cost 16 × 1.5 = 24.
        const int cheapFirst = ascending ? 0 : 450 - 27;
        const int dearFirst = ascending ? 450 - 26 : 0;
        for (int row = cheapFirst; row < cheapFirst + 27; ++row)
            QCOMPARE(model.jobAt(row).cost, 0.0);
        for (int row = dearFirst; row < dearFirst + 26; ++row)
            QCOMPARE(model.jobAt(row).cost, 24.0);
        QCOMPARE(model.jobAt(ascending ? 27 : 450 - 28).cost, 1.5);
        // Rows 189…215 all cost 7 × 1.5 = 10.5 (after 7 × 27 = 189 cheaper jobs), across
        // the page boundary at 200.
        if (ascending) {
            QCOMPARE(model.jobAt(189).cost, 10.5);
            QCOMPARE(model.jobAt(215).cost, 10.5);
            QCOMPARE(model.jobAt(216).cost, 12.0);
        }
    }
    if (column == JobTableModel::Date) {
        // Three jobs a day from 2024-01-01 for 150 days: the last day is 2024-01-01 + 149 = 2024-05-29.
        QCOMPARE(model.jobAt(ascending ? 0 : 449).date, QDate(2024, 1, 1));
        QCOMPARE(model.jobAt(ascending ? 449 : 0).date, QDate(2024, 5, 29));
        // Row 200 is the 201st job: day 200 / 3 = 66 (ascending), 2024-01-01 + 66 = 2024-03-07.
        if (ascending)
            QCOMPARE(model.jobAt(200).date, QDate(2024, 3, 7));
    }
    if (column == JobTableModel::RecordedBy) {
        // Every job by the one database user (team ledger), or by nobody named (a file).
        const QString user = m_ledgers->postgres() ? m_db->userName() : QString();
        QVERIFY(!m_ledgers->postgres() || !user.isEmpty());
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.jobAt(row).recordedBy, user);
    }
    if (column == JobTableModel::CostPerCardHour) {
        const JobRecord& first = model.jobAt(0);
        QCOMPARE(model.index(0, JobTableModel::CostPerCardHour).data(Qt::EditRole).toDouble(),
            first.cost / first.cardHours());
        // The dearest per card-hour: 24 / (1 card × 1 h) = 24, from i with i mod 17 = 16,
        // i mod 4 = 0 and i mod 10 = 0, i.e. i ≡ 16 (mod 17) and i ≡ 0 (mod 20): i = 220.
        QCOMPARE(first.cost, 24.0);
        QCOMPARE(first.cardHours(), 1.0);
    }
}

void TestLedgerModel::filters()
{
    JobTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLedger(m_db.get());
    JobFilter filter;
    filter.tag = QStringLiteral("urgent"); // every 5th job
    model.setFilter(filter);
    QCOMPARE(model.rowCount(), 90);
    filter.card = QStringLiteral("l4"); // even i and i % 5 == 0 → every 10th
    model.setFilter(filter);
    QCOMPARE(model.rowCount(), 45);
    filter = {};
    filter.search = QStringLiteral("50%_"); // taken literally, not as LIKE wildcards
    model.setFilter(filter);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.jobAt(0).notes, QStringLiteral("needle 50%_off"));
    filter.search = QStringLiteral("NEEDLE 50"); // the search ignores case, on either back end
    model.setFilter(filter);
    QCOMPARE(model.rowCount(), 1);
    filter.search = QStringLiteral("it's in C:\\runs\\%"); // a quote, backslashes and a wildcard, literally
    model.setFilter(filter);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.jobAt(0).notes, QStringLiteral("it's in C:\\runs\\%d"));
    filter.search = QStringLiteral("C:\\runs\\x"); // …and no row has this
    model.setFilter(filter);
    QCOMPARE(model.rowCount(), 0);
    filter = {};
    filter.tag = QStringLiteral("Urgent"); // so does the tag filter: still every 5th job
    model.setFilter(filter);
    QCOMPARE(model.rowCount(), 90);
    filter = {};
    filter.provider = QStringLiteral("Q"); // i % 3 == 0: i = 0, 3, …, 447 → 150 jobs
    model.setFilter(filter);
    QCOMPARE(model.rowCount(), 150); // fewer than a page: all there at once
    QVERIFY(!model.canFetchMore({}));
    filter = {};
    filter.from = QDate(2024, 1, 1);
    filter.to = QDate(2024, 1, 2); // 3 jobs a day
    model.setFilter(filter);
    QCOMPARE(model.rowCount(), 6);
}

void TestLedgerModel::displayIsLocalized()
{
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    JobTableModel model;
    model.setLedger(m_db.get());
    model.sort(JobTableModel::Cost, Qt::DescendingOrder);
    // The largest cost is 16 × 1.5 = 24; German writes the decimals with a comma.
    QCOMPARE(model.index(0, JobTableModel::Cost).data().toString(), QStringLiteral("24,00"));
    QCOMPARE(model.headerData(JobTableModel::Cost, Qt::Horizontal).toString(), QStringLiteral("Cost"));
    QCOMPARE(model.index(0, JobTableModel::Cost).data(Qt::TextAlignmentRole).toInt(),
        int(Qt::AlignRight | Qt::AlignVCenter));
    // Dates stay ISO whatever the locale, as the ledger stores and imports them.
    QVERIFY(QDate::fromString(model.index(0, JobTableModel::Date).data().toString(), Qt::ISODate).isValid());
    QLocale::setDefault(QLocale::c());
}

QTEST_GUILESS_MAIN(TestLedgerModel)
#include "tst_ledgermodel.moc"
