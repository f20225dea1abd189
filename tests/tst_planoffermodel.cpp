// The offer table model under QAbstractItemModelTester: inserts, removals, resets and per-cell validation.
#include "models/plan/PlanFormat.h"
#include "models/qt/OfferTableModel.h"
#include "models/qt/PlanModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

using namespace rp;

class TestPlanOfferModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void showsThePlan();
    void structuralChangesPassTheTester();
    void editsAreValidatedLikeTheFile_data();
    void editsAreValidatedLikeTheFile();
    void validEditsReachTheHandler();
    void unchangedCellIsNoEdit();

private:
    PlanModel* m_plan = nullptr;
    OfferTableModel* m_model = nullptr;
    QAbstractItemModelTester* m_tester = nullptr;
};

void TestPlanOfferModel::init()
{
    m_plan = new PlanModel(this);
    m_model = new OfferTableModel(m_plan, this);
    m_tester = new QAbstractItemModelTester(m_model, QAbstractItemModelTester::FailureReportingMode::QtTest, this);
    InputError error;
    auto plan = PlanFormat::load(QStringLiteral(RENTPLAN_TEST_DATA "/plans/good.rentplan"), &error);
    QVERIFY(plan);
    m_plan->setPlan(*plan);
}

void TestPlanOfferModel::cleanup()
{
    delete m_tester;
    delete m_model;
    delete m_plan;
}

void TestPlanOfferModel::showsThePlan()
{
    QCOMPARE(m_model->rowCount(), 3);
    QCOMPARE(m_model->columnCount(), int(OfferTableModel::ColumnCount));
    QCOMPARE(m_model->index(0, OfferTableModel::Id).data().toString(), QStringLiteral("od"));
    QCOMPARE(m_model->index(0, OfferTableModel::Price).data(Qt::EditRole).toString(), QStringLiteral("20"));
    // Refund does not apply to on-demand: empty and read-only.
    QVERIFY(!(m_model->flags(m_model->index(0, OfferTableModel::Refund)) & Qt::ItemIsEditable));
    QVERIFY(m_model->flags(m_model->index(1, OfferTableModel::Refund)) & Qt::ItemIsEditable);
    // The job cost is the engine's, never typed.
    QVERIFY(!(m_model->flags(m_model->index(0, OfferTableModel::JobCost)) & Qt::ItemIsEditable));
    QVERIFY(!m_model->setData(m_model->index(0, OfferTableModel::JobCost), QStringLiteral("1")));
    m_model->setJobCosts({ 1234.5, 2, 3 }, QStringLiteral("USD"));
    QCOMPARE(m_model->index(0, OfferTableModel::JobCost).data().toString(), QStringLiteral("1,234.50\u00A0USD"));
    // The spot row (1 interruption a day, 5-min saves, at most 40 min lost) saves every 40 − 5 = 35 min;
    // the tooltip gives Daly's 116.7 min and Young's 120 min for comparison.
    QCOMPARE(m_model->index(2, OfferTableModel::SaveEvery).data().toString(), QStringLiteral("35 min"));
    const QString detail = m_model->index(2, OfferTableModel::SaveEvery).data(Qt::ToolTipRole).toString();
    QVERIFY2(detail.contains(QStringLiteral("116.7")) && detail.contains(QStringLiteral("120")), qPrintable(detail));
    QVERIFY(m_model->index(0, OfferTableModel::SaveEvery).data().toString().isEmpty());
    QVERIFY(!m_model->headerData(OfferTableModel::Price, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
}

void TestPlanOfferModel::structuralChangesPassTheTester()
{
    Offer extra = m_plan->plan().offers.at(0);
    extra.id = m_plan->uniqueOfferId(extra.id);
    QCOMPARE(extra.id, QStringLiteral("od-2"));
    m_plan->insertOffers(1, { extra, extra });
    QCOMPARE(m_model->rowCount(), 5);
    m_plan->removeOffers(0, 2);
    QCOMPARE(m_model->rowCount(), 3);
    m_plan->setPlan(Plan());
    QCOMPARE(m_model->rowCount(), 0);
}

void TestPlanOfferModel::editsAreValidatedLikeTheFile_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("mentions");
    // Messages name the column as its heading reads, not the plan file's key.
    QTest::newRow("negative price") << 0 << int(OfferTableModel::Price) << "-3"
                                    << "Price:";
    QTest::newRow("not a number") << 0 << int(OfferTableModel::Price) << "cheap"
                                  << "Price:";
    QTest::newRow("fractional cards") << 0 << int(OfferTableModel::Cards) << "2.5"
                                      << "Cards per instance:";
    QTest::newRow("unknown card") << 0 << int(OfferTableModel::Card) << "gtx-9999"
                                  << "Card:";
    QTest::newRow("duplicate id") << 1 << int(OfferTableModel::Id) << "od"
                                  << "Id:";
    QTest::newRow("empty id") << 1 << int(OfferTableModel::Id) << ""
                              << "Id:";
    QTest::newRow("max loss below save") << 2 << int(OfferTableModel::MaxLossMinutes) << "3"
                                         << "Max loss min:";
}

void TestPlanOfferModel::editsAreValidatedLikeTheFile()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, value);
    QFETCH(QString, mentions);
    const Plan before = m_plan->plan();
    QSignalSpy rejected(m_model, &OfferTableModel::editRejected);
    QVERIFY(!m_model->setData(m_model->index(row, column), value));
    QCOMPARE(rejected.size(), 1);
    QVERIFY2(m_model->lastError().startsWith(mentions), qPrintable(m_model->lastError()));
    QVERIFY(m_plan->plan() == before);
}

void TestPlanOfferModel::validEditsReachTheHandler()
{
    // Without a handler the edit goes straight into the plan.
    QVERIFY(m_model->setData(m_model->index(0, OfferTableModel::Price), QStringLiteral("12.5")));
    QCOMPARE(m_plan->plan().offers.at(0).pricePerCardHour, 12.5);
    // Switching to monthly keeps the hourly price and shows the period price in the same column.
    QVERIFY(m_model->setData(m_model->index(0, OfferTableModel::Mode), QStringLiteral("monthly")));
    QCOMPARE(m_plan->plan().offers.at(0).mode, BillingMode::Monthly);
    QVERIFY(m_model->setData(m_model->index(0, OfferTableModel::Price), QStringLiteral("7000")));
    QCOMPARE(m_plan->plan().offers.at(0).pricePerCardPeriod, 7000.0);
    QCOMPARE(m_plan->plan().offers.at(0).pricePerCardHour, 12.5);
    // Empty renewal = same as the first period.
    QVERIFY(m_model->setData(m_model->index(1, OfferTableModel::RenewalPrice), QString()));
    QVERIFY(!m_plan->plan().offers.at(1).renewalPricePerCardPeriod);

    int calls = 0;
    m_model->setEditHandler([&](int row, const Offer& after, int column) {
        ++calls;
        QCOMPARE(row, 1);
        QCOMPARE(column, int(OfferTableModel::Provider));
        QCOMPARE(after.provider, QStringLiteral("New name"));
    });
    QVERIFY(m_model->setData(m_model->index(1, OfferTableModel::Provider), QStringLiteral("New name")));
    QCOMPARE(calls, 1);
    QCOMPARE(m_plan->plan().offers.at(1).provider, QString()); // the handler decides, here it did nothing
}

void TestPlanOfferModel::unchangedCellIsNoEdit()
{
    // A price with more digits than a cell shows (1/60 of an hour) comes back exact, and
    // confirming any cell unchanged reaches no handler: no undo step, plan not modified.
    Offer fine = m_plan->plan().offers.at(0);
    fine.billingIncrementHours = 1.0 / 60.0;
    m_plan->setOffer(0, fine);
    int calls = 0;
    m_model->setEditHandler([&](int, const Offer&, int) { ++calls; });
    for (int column = 0; column < OfferTableModel::ColumnCount; ++column) {
        const QModelIndex index = m_model->index(0, column);
        if (!(m_model->flags(index) & Qt::ItemIsEditable))
            continue;
        m_model->setData(index, m_model->data(index, Qt::EditRole));
    }
    QCOMPARE(calls, 0);
    QCOMPARE(m_plan->plan().offers.at(0).billingIncrementHours, 1.0 / 60.0);
}

QTEST_GUILESS_MAIN(TestPlanOfferModel)
#include "tst_planoffermodel.moc"
