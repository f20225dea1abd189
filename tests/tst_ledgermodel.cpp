#include "ledger/JobStore.h"
#include "ledger/LedgerDb.h"
#include "qt/JobTableModel.h"

#include <QAbstractItemModelTester>
#include <QLoggingCategory>
#include <QTemporaryDir>
#include <QtTest>

using namespace rp;

class TestLedgerModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pagesLoadLazily();
    void sortingKeepsEveryRowOnce();
    void filters();
    void displayIsLocalized();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<LedgerDb> m_db;
};

void TestLedgerModel::initTestCase()
{
    QLoggingCategory::setFilterRules(QStringLiteral("qt.modeltest.debug=false"));
    m_db = std::make_unique<LedgerDb>(m_dir.filePath(QStringLiteral("m.sqlite")));
    m_db->beginImmediate();
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
        store.insertInTransaction(job);
    }
    m_db->commit();
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

void TestLedgerModel::sortingKeepsEveryRowOnce()
{
    JobTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLedger(m_db.get());
    model.sort(JobTableModel::Cost, Qt::AscendingOrder);
    while (model.canFetchMore({}))
        model.fetchMore({});
    QCOMPARE(model.rowCount(), 450);
    QSet<qint64> ids;
    for (int row = 0; row < model.rowCount(); ++row) {
        ids.insert(model.jobAt(row).id);
        if (row > 0)
            QVERIFY(model.jobAt(row - 1).cost <= model.jobAt(row).cost);
    }
    QCOMPARE(ids.size(), 450);
    model.sort(JobTableModel::CostPerCardHour, Qt::DescendingOrder);
    const JobRecord& first = model.jobAt(0);
    QCOMPARE(model.index(0, JobTableModel::CostPerCardHour).data(Qt::EditRole).toDouble(), first.cost / first.cardHours());
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
    QCOMPARE(model.index(0, JobTableModel::Cost).data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));
    // Dates stay ISO whatever the locale, as the ledger stores and imports them.
    QVERIFY(QDate::fromString(model.index(0, JobTableModel::Date).data().toString(), Qt::ISODate).isValid());
    QLocale::setDefault(QLocale::c());
}

QTEST_GUILESS_MAIN(TestLedgerModel)
#include "tst_ledgermodel.moc"
