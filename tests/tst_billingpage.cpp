// The Billing tab driven like a user: edit a price, see the recommendation and charts follow, undo it;
// add, duplicate, delete, import, self-build edits, save and the unsaved-changes prompt.
#include "billing/BillingPage.h"
#include "billing/CostCurveChart.h"
#include "billing/PlanController.h"
#include "billing/SelfBuildForm.h"
#include "billing/UtilizationChart.h"
#include "common/Dialogs.h"
#include "plan/PlanFormat.h"
#include "qt/OfferTableModel.h"
#include "qt/PlanModel.h"

#include <QAction>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QLineSeries>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QLegend>
#include <QScatterSeries>
#include <QValueAxis>
#include <QtTest>

using namespace rp;

class TestBillingPage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void startsWithTheExamplePlan();
    void editingAPriceUpdatesEverythingAndUndoes();
    void typingInOneCellIsOneUndoStep();
    void badCellIsRefusedWithItsKey();
    void addDuplicateDelete();
    void selfBuildFormEditsThePlan();
    void importCsv();
    void saveAndPrompt();
    void logScaleToggle();
    void jobBarChangesTheCosts();
    void chartsNameEveryLineAndPoint();
    void examplePriceHintOnlyOnTheExample();

private:
    int row(const QString& id) const { return int(m_controller->model()->plan().indexOfOffer(id)); }
    QModelIndex cell(const QString& id, int column) const
    {
        return m_page->offerModel()->index(row(id), column);
    }

    QWidget* m_window = nullptr;
    PlanController* m_controller = nullptr;
    BillingPage* m_page = nullptr;
};

void TestBillingPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RentPlanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_billingpage"));
    Dialogs::setRecordOnly(true);
}

void TestBillingPage::init()
{
    m_window = new QWidget;
    m_controller = new PlanController(m_window, m_window);
    m_page = new BillingPage(m_controller, m_window);
    auto* layout = new QVBoxLayout(m_window);
    layout->addWidget(m_page);
    m_window->resize(1500, 950);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    Dialogs::takeShownMessages();
}

void TestBillingPage::cleanup()
{
    delete m_window;
}

void TestBillingPage::startsWithTheExamplePlan()
{
    QVERIFY(m_controller->filePath().isEmpty());
    QVERIFY(!m_controller->isModified());
    QCOMPARE(m_controller->model()->plan().offers.size(), 5);
    QVERIFY(!m_page->recommendation().isEmpty());
    // Five offers plus self-built bought and amortized; break-evens marked.
    QVERIFY(m_page->costChart()->series(QStringLiteral("a-monthly")));
    QVERIFY(m_page->costChart()->series(QStringLiteral("self_build")));
    QVERIFY(!m_page->costChart()->markerLabels().isEmpty());
    QVERIFY(m_page->utilizationChart()->series(QStringLiteral("self_build")));
    // The table shows each offer's cost for the job: a-monthly, one month for 8 cards
    // 8 × 8 000 = 64 000 plus storage 300 × 300 / 730 = 123.29.
    QCOMPARE(cell(QStringLiteral("a-monthly"), OfferTableModel::JobCost).data().toString(),
        QStringLiteral("64,123.29\u00A0CNY"));
    QTest::qWait(50);
    QVERIFY(!m_page->grab().isNull());
}

void TestBillingPage::editingAPriceUpdatesEverythingAndUndoes()
{
    // 300 h on 8 cards: spot at 7 per card-hour is cheapest in the example (see `rentplan costs`).
    const QString before = m_page->recommendation();
    QVERIFY2(before.contains(QStringLiteral("Example Cloud C, spot is cheapest")), qPrintable(before));
    QLineSeries* spot = m_page->costChart()->series(QStringLiteral("c-spot"));
    QVERIFY(spot);
    const QList<QPointF> spotBefore = spot->points();

    // 70 per card-hour makes spot the dearest hourly option: 8 cards × 70 × 359 h ≈ 201 000.
    auto* table = m_page->findChild<QTableView*>(QStringLiteral("offerTable"));
    QVERIFY(table);
    const QModelIndex price = cell(QStringLiteral("c-spot"), OfferTableModel::Price);
    table->setCurrentIndex(price);
    table->edit(price);
    auto* editor = table->findChild<QLineEdit*>();
    QVERIFY(editor);
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("70"));
    QTest::keyClick(editor, Qt::Key_Return);
    // The delegate commits a queued call after Return.
    QTRY_COMPARE(m_controller->model()->plan().offers.at(row(QStringLiteral("c-spot"))).pricePerCardHour, 70.0);
    QVERIFY(m_controller->isModified());
    QVERIFY2(!m_page->recommendation().contains(QStringLiteral(", spot is cheapest")), qPrintable(m_page->recommendation()));
    QVERIFY(m_page->recommendation() != before);
    // The same series object, filled anew: ten times the price, ten times the cost.
    QCOMPARE(m_page->costChart()->series(QStringLiteral("c-spot")), spot);
    QVERIFY(qAbs(spot->points().last().y() - 10 * spotBefore.last().y()) < 1e-6 * spot->points().last().y());

    m_controller->undoAction()->trigger();
    QCOMPARE(m_controller->model()->plan().offers.at(row(QStringLiteral("c-spot"))).pricePerCardHour, 7.0);
    QCOMPARE(m_page->recommendation(), before);
    QCOMPARE(spot->points(), spotBefore);
    QVERIFY(!m_controller->isModified());
    m_controller->redoAction()->trigger();
    QCOMPARE(m_controller->model()->plan().offers.at(row(QStringLiteral("c-spot"))).pricePerCardHour, 70.0);
}

void TestBillingPage::typingInOneCellIsOneUndoStep()
{
    OfferTableModel* model = m_page->offerModel();
    const QModelIndex price = cell(QStringLiteral("a-on-demand"), OfferTableModel::Price);
    QVERIFY(model->setData(price, QStringLiteral("1")));
    QVERIFY(model->setData(price, QStringLiteral("19")));
    QVERIFY(model->setData(price, QStringLiteral("19.5")));
    QCOMPARE(m_controller->undoStack()->count(), 1);
    QVERIFY(model->setData(cell(QStringLiteral("a-on-demand"), OfferTableModel::Provider), QStringLiteral("X")));
    QCOMPARE(m_controller->undoStack()->count(), 2);
    m_controller->undoAction()->trigger();
    m_controller->undoAction()->trigger();
    QCOMPARE(m_controller->model()->plan().offers.at(0).pricePerCardHour, 18.0);
}

void TestBillingPage::badCellIsRefusedWithItsKey()
{
    QVERIFY(!m_page->offerModel()->setData(cell(QStringLiteral("a-monthly"), OfferTableModel::Price), QStringLiteral("-1")));
    auto* error = m_page->findChild<QLabel*>(QStringLiteral("offerError"));
    QVERIFY2(error->text().startsWith(QStringLiteral("Price:")), qPrintable(error->text()));
    QVERIFY(!error->text().contains(QStringLiteral("price_per_card_period"))); // names, not file keys
    QCOMPARE(m_controller->undoStack()->count(), 0);
}

void TestBillingPage::addDuplicateDelete()
{
    auto* table = m_page->findChild<QTableView*>(QStringLiteral("offerTable"));
    // Nothing selected: nothing to duplicate or delete.
    QVERIFY(!m_page->findChild<QPushButton*>(QStringLiteral("deleteOffer"))->isEnabled());
    table->setCurrentIndex(cell(QStringLiteral("b-weekly"), OfferTableModel::Id));
    QVERIFY(m_page->findChild<QPushButton*>(QStringLiteral("deleteOffer"))->isEnabled());
    QTest::mouseClick(m_page->findChild<QPushButton*>(QStringLiteral("duplicateOffer")), Qt::LeftButton);
    QCOMPARE(m_controller->model()->plan().offers.size(), 6);
    QCOMPARE(m_controller->model()->plan().offers.at(3).id, QStringLiteral("b-weekly-2"));
    QTest::mouseClick(m_page->findChild<QPushButton*>(QStringLiteral("addOffer")), Qt::LeftButton);
    QCOMPARE(m_controller->model()->plan().offers.size(), 7);
    QCOMPARE(m_controller->model()->plan().offers.last().id, QStringLiteral("offer"));
    table->setCurrentIndex(cell(QStringLiteral("a-on-demand"), OfferTableModel::Id));
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Delete);
    QCOMPARE(m_controller->model()->plan().offers.size(), 6);
    QCOMPARE(row(QStringLiteral("a-on-demand")), -1);
    QVERIFY(!m_page->costChart()->series(QStringLiteral("a-on-demand")));
    for (int i = 0; i < 3; ++i)
        m_controller->undoAction()->trigger();
    QCOMPARE(m_controller->model()->plan().offers.size(), 5);
    QCOMPARE(row(QStringLiteral("a-on-demand")), 0);
    QVERIFY(!m_controller->isModified());
}

void TestBillingPage::selfBuildFormEditsThePlan()
{
    auto* capex = m_page->findChild<QDoubleSpinBox*>(QStringLiteral("selfBuild_capex"));
    QVERIFY(capex);
    QCOMPARE(capex->value(), 1200000.0);
    capex->setValue(900000);
    capex->setValue(800000);
    QCOMPARE(m_controller->model()->plan().selfBuild->capex, 800000.0);
    QCOMPARE(m_controller->undoStack()->count(), 1); // merged
    auto* form = m_page->findChild<SelfBuildForm*>(QStringLiteral("selfBuildForm"));
    form->setChecked(false);
    QVERIFY(!m_controller->model()->plan().selfBuild);
    QVERIFY(!m_page->costChart()->series(QStringLiteral("self_build")));
    m_controller->undoAction()->trigger();
    m_controller->undoAction()->trigger();
    QCOMPARE(m_controller->model()->plan().selfBuild->capex, 1200000.0);
    QCOMPARE(capex->value(), 1200000.0);

    // Values finer than a spin box shows survive an edit of another field untouched.
    SelfBuild fine = *m_controller->model()->plan().selfBuild;
    fine.electricityPerKwh = 0.0865; // shown as 0.087
    fine.residualFraction = 0.125; // shown as 13 %
    fine.depreciationYears = 2.25; // shown as 2.3
    m_controller->model()->setSelfBuild(fine);
    m_page->findChild<QDoubleSpinBox*>(QStringLiteral("selfBuild_hosting_per_month"))->setValue(7000);
    const SelfBuild& after = *m_controller->model()->plan().selfBuild;
    QCOMPARE(after.hostingPerMonth, 7000.0);
    QCOMPARE(after.electricityPerKwh, 0.0865);
    QCOMPARE(after.residualFraction, 0.125);
    QCOMPARE(after.depreciationYears, 2.25);
}

void TestBillingPage::importCsv()
{
    QTemporaryDir dir;
    const QString good = dir.filePath(QStringLiteral("quotes.csv"));
    QFile file(good);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("id,provider,card,cards,mode,price_per_card_hour,price_per_card_period\n"
               "q1,\"Quote, Inc.\",h100-sxm,8,on_demand,25,\n"
               "a-monthly,Quote Inc.,h100-sxm,8,monthly,,12000\n");
    file.close();
    Dialogs::setNextFileName(good);
    QVERIFY(m_page->importOffers());
    const Plan& plan = m_controller->model()->plan();
    QCOMPARE(plan.offers.size(), 7);
    QCOMPARE(plan.offers.at(5).provider, QStringLiteral("Quote, Inc."));
    QCOMPARE(plan.offers.at(6).id, QStringLiteral("a-monthly-2")); // renamed, ids stay unique
    m_controller->undoAction()->trigger();
    QCOMPARE(m_controller->model()->plan().offers.size(), 5);

    const QString bad = dir.filePath(QStringLiteral("bad.csv"));
    QFile badFile(bad);
    QVERIFY(badFile.open(QIODevice::WriteOnly));
    badFile.write("id,card,mode,price_per_card_hour\nq1,t4,on_demand,2\nq2,t4,on_demand,-2\n");
    badFile.close();
    Dialogs::setNextFileName(bad);
    QVERIFY(!m_page->importOffers());
    const QStringList shown = Dialogs::takeShownMessages();
    QCOMPARE(shown.size(), 1);
    QVERIFY2(shown.first().contains(QStringLiteral("line 3, column 4 (price_per_card_hour)")), qPrintable(shown.first()));
    QCOMPARE(m_controller->model()->plan().offers.size(), 5);
}

void TestBillingPage::saveAndPrompt()
{
    QVERIFY(m_page->offerModel()->setData(cell(QStringLiteral("a-monthly"), OfferTableModel::Price), QStringLiteral("7500")));
    // Cancel keeps the window open; Discard lets it close.
    Dialogs::setNextAnswer(QMessageBox::Cancel);
    QVERIFY(!m_controller->maybeSave());
    Dialogs::setNextAnswer(QMessageBox::Discard);
    QVERIFY(m_controller->maybeSave());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine"));
    Dialogs::setNextFileName(path);
    m_controller->saveAction()->trigger(); // untitled: asks for a name, adds the suffix
    QCOMPARE(m_controller->filePath(), path + QStringLiteral(".rentplan"));
    QVERIFY(!m_controller->isModified());
    QCOMPARE(m_controller->displayName(), QStringLiteral("mine.rentplan"));
    InputError error;
    const auto saved = PlanFormat::load(m_controller->filePath(), &error);
    QVERIFY2(saved, qPrintable(error.toString()));
    QCOMPARE(saved->offers.at(1).pricePerCardPeriod, 7500.0);
    QVERIFY(saved->source.contains("note")); // the example's note survives

    // New, then open what was saved; recent files remember it.
    m_controller->newAction()->trigger();
    QCOMPARE(m_controller->model()->plan().offers.size(), 0);
    QVERIFY(!m_page->recommendation().isEmpty());
    QVERIFY(m_controller->open(path + QStringLiteral(".rentplan")));
    QCOMPARE(m_controller->model()->plan().offers.at(1).pricePerCardPeriod, 7500.0);
    QVERIFY(!m_controller->recentMenu()->actions().isEmpty());

    // A refused file names its JSON path and leaves the open plan alone.
    QVERIFY(!m_controller->open(QStringLiteral(RENTPLAN_TEST_DATA "/plans/negative-price.rentplan")));
    QVERIFY(Dialogs::takeShownMessages().join(u'\n').contains(QStringLiteral("offers[0].price_per_card_period")));
    QCOMPARE(m_controller->model()->plan().offers.size(), 5);
}

void TestBillingPage::logScaleToggle()
{
    auto* log = m_page->findChild<QCheckBox*>(QStringLiteral("logScale"));
    log->setChecked(!log->isChecked());
    QCOMPARE(m_page->costChart()->isLogScale(), log->isChecked());
    QVERIFY(m_page->costChart()->series(QStringLiteral("a-monthly"))->points().first().x() > 0);
    QTest::qWait(50); // the chart lays out its new axis on the next event loop pass
    QVERIFY(!m_page->costChart()->grab().isNull());
    log->setChecked(false);
}

void TestBillingPage::jobBarChangesTheCosts()
{
    // 16 cards on 8-card instances: 2 instances. a-monthly: 16 × 8 000 = 128 000, storage
    // 2 × 300 × 300 / 730 = 246.58; 1 000 GB out at 0.8 = 800 → 129 046.58.
    m_page->findChild<QSpinBox*>(QStringLiteral("jobCards"))->setValue(16);
    m_page->findChild<QDoubleSpinBox*>(QStringLiteral("jobEgressGb"))->setValue(1000);
    QCOMPARE(m_page->job().cards, 16);
    QCOMPARE(cell(QStringLiteral("a-monthly"), OfferTableModel::JobCost).data().toString(),
        QStringLiteral("129,046.58\u00A0CNY"));
    QVERIFY(m_page->recommendation().contains(QStringLiteral("16")));
    // Job inputs are not plan edits: nothing to undo, nothing to save.
    QVERIFY(!m_controller->isModified());
}

// Issue #10 chart manners: Qt's legend (elided names, half the width at 1366) gives way to a
// key under each chart; every line is named with its colour and dash, a line above the chart
// still listed with where it starts, and each break-even numbered on the chart and listed in words.
void TestBillingPage::chartsNameEveryLineAndPoint()
{
    for (BillingChartView* chart : { static_cast<BillingChartView*>(m_page->costChart()),
             static_cast<BillingChartView*>(m_page->utilizationChart()) }) {
        QVERIFY(!chart->chart()->legend()->isVisible());
        const QString key = chart->key()->text();
        QVERIFY(chart->key()->isVisible());
        const auto* y = qobject_cast<QValueAxis*>(chart->chart()->axes(Qt::Vertical).first());
        QVERIFY(y);
        QStringList colours;
        for (QAbstractSeries* series : chart->chart()->series()) {
            auto* line = qobject_cast<QLineSeries*>(series);
            if (!line || qobject_cast<QScatterSeries*>(series))
                continue;
            QVERIFY2(key.contains(line->name().toHtmlEscaped()), qPrintable(line->name()));
            const QString look = line->pen().color().name() + QString::number(int(line->pen().style()));
            QVERIFY2(!colours.contains(look), qPrintable(line->name())); // no two lines look alike
            colours.append(look);
            double lowest = 1e300;
            for (const QPointF& p : line->points())
                lowest = std::min(lowest, p.y());
            if (lowest > y->max()) // off the scale, yet listed with where it starts
                QVERIFY2(key.contains(line->name().toHtmlEscaped() + QStringLiteral(" <i>(above the chart")), qPrintable(key));
        }
        // Every marked point: its number on the chart and its sentence in the key.
        const QStringList numbers = chart->markerLabels();
        for (qsizetype i = 0; i < numbers.size(); ++i)
            QVERIFY2(key.contains(QString(QChar(char16_t(0x2460 + i)))), qPrintable(key));
        // Both axes carry units.
        for (QAbstractAxis* axis : chart->chart()->axes())
            QVERIFY2(axis->titleText().contains(u',') || axis->titleText().contains(u'%'), qPrintable(axis->titleText()));
    }
    // The example's yearly contract costs far more than the others for a 300-hour job: it leaves the chart's top.
    QVERIFY2(m_page->costChart()->key()->text().contains(u"above the chart"), qPrintable(m_page->costChart()->key()->text()));
}

void TestBillingPage::examplePriceHintOnlyOnTheExample()
{
    // The hint that prices are placeholders shows while the shipped example is what the table holds,
    // and never over a plan of the user's own.
    auto hinted = [this] {
        for (const QLabel* label : m_page->findChildren<QLabel*>()) {
            if (label->text().contains(QStringLiteral("placeholders")))
                return true;
        }
        return false;
    };
    QVERIFY(m_controller->isExample());
    QVERIFY(hinted());
    m_controller->newPlan();
    QVERIFY(!hinted());
    m_controller->loadExample();
    QVERIFY(hinted());
    // Saved under a name of its own, the prices are the user's to answer for: no hint.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.rentplan"));
    QFile::copy(QStringLiteral(":/data/examples/example.rentplan"), path);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(m_controller->open(path));
    QVERIFY(!hinted());
}

QTEST_MAIN(TestBillingPage)
#include "tst_billingpage.moc"

