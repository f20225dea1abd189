// Quote sheets: offers imported from CSV, and errors that name the line and column.
#include "models/plan/OfferCsv.h"

#include <QtTest>

using namespace rp;

class TestPlanOfferCsv : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsASpreadsheetExport();
    void brokenSheets_data();
    void brokenSheets();
};

void TestPlanOfferCsv::readsASpreadsheetExport()
{
    // Semicolons (a European spreadsheet), a byte-order mark, CRLF line ends, a quoted
    // provider with a separator and a doubled quote, an empty cell taking the default.
    const QByteArray csv = "\xEF\xBB\xBFid;provider;card;cards;mode;price_per_card_period;refund\r\n"
                           "m1;\"Cloud; \"\"Big\"\"\";h100-sxm;8;monthly;8000;prorata\r\n"
                           "\r\n"
                           "m2;Other;l40s;;weekly;1500,5;\r\n";
    InputError error;
    const auto offers = offer_csv::read(csv, QStringLiteral("q.csv"), &error);
    QVERIFY2(offers, qPrintable(error.toString()));
    QCOMPARE(offers->size(), 2);
    QCOMPARE(offers->at(0).provider, QStringLiteral("Cloud; \"Big\""));
    QCOMPARE(offers->at(0).cardsPerInstance, 8);
    QCOMPARE(offers->at(0).refund, Refund::ProRata);
    QCOMPARE(offers->at(1).cardsPerInstance, 1);
    QCOMPARE(offers->at(1).mode, BillingMode::Weekly);
    // Such a sheet writes decimals with a comma: 1500,5 is 1 500.5.
    QCOMPARE(offers->at(1).pricePerCardPeriod, 1500.5);
}

void TestPlanOfferCsv::brokenSheets_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QString>("where");
    const QByteArray header = "id,card,mode,price_per_card_hour\n";
    QTest::newRow("not a number") << header + "a,t4,on_demand,2\nb,t4,on_demand,two\n"
                                  << "line 3, column 4 (price_per_card_hour)";
    QTest::newRow("negative") << header + "a,t4,on_demand,-2\n"
                              << "line 2, column 4 (price_per_card_hour)";
    QTest::newRow("unknown card") << header + "a,gtx-1,on_demand,2\n"
                                  << "line 2, column 2 (card)";
    QTest::newRow("unknown mode") << header + "a,t4,hourly,2\n"
                                  << "line 2, column 3 (mode)";
    QTest::newRow("too many cells") << header + "a,t4,on_demand,2,9\n"
                                    << "line 2, column 5";
    QTest::newRow("column missing") << QByteArray("id,card,price_per_card_hour\na,t4,2\n") << "line 2 (mode)";
    QTest::newRow("empty") << QByteArray("\n\n") << "line 1, column 1";
    QTest::newRow("blank header cell") << QByteArray("id,,mode\n") << "line 1, column 2";
}

void TestPlanOfferCsv::brokenSheets()
{
    QFETCH(QByteArray, csv);
    QFETCH(QString, where);
    InputError error;
    QVERIFY(!offer_csv::read(csv, QStringLiteral("q.csv"), &error));
    QCOMPARE(error.file, QStringLiteral("q.csv"));
    QCOMPARE(error.where, where);
    QVERIFY(!error.message.isEmpty());
}

QTEST_GUILESS_MAIN(TestPlanOfferCsv)
#include "tst_planoffercsv.moc"
