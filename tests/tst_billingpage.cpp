// The Billing tab driven like a user: edit a price, see the recommendation and charts follow, undo it;
// add, duplicate, delete, import, self-build edits, save and the unsaved-changes prompt.
#include "models/common/Translation.h"
#include "models/plan/PlanFormat.h"
#include "models/qt/OfferTableModel.h"
#include "models/qt/PlanModel.h"
#include "tests/CliRunner.h"
#include "tests/GuiTestSetup.h"
#include "views/billing/BillingPage.h"
#include "views/billing/ChartKey.h"
#include "views/billing/CostCurveChart.h"
#include "views/billing/SelfBuildForm.h"
#include "views/billing/UtilizationChart.h"
#include "views/common/Dialogs.h"
#include "views/document/PlanController.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QLineSeries>
#include <QMenu>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QVBoxLayout>
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
    void typedJobSaysEveryCardIsPricedAtTheSameHours();
    void peakPhaseIsCostedToFinishOnEveryOffer();
    void phaseEditsNeverLeaveStaleNumbers();
    void theTypedJobComesBack();
    void newOfferIsIncompleteUntilItHasAPrice();
    void offersWithoutPricesRecommendNothing();
    void axisTicksAreDistinctOverAZeroRange();
    void keyEntriesAreUniqueAndWhole();
    void finishNumbersNeverOverlap();
    void hiddenKeyMakesItsLabelsWhenShown();

private:
    int row(const QString& id) const { return int(m_controller->model()->plan().indexOfOffer(id)); }
    QModelIndex cell(const QString& id, int column) const { return m_page->offerModel()->index(row(id), column); }

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
    Translation::install(QStringLiteral("en")); // "%n card(s)" reads "8 cards", as users see it
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
    // Every table model of ours goes through Qt's model checker for all that follows.
    QVERIFY(checkItemModels(m_page) > 0);
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
    QVERIFY(!m_page->grab().isNull()); // grab() lays the page out and paints it
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
    QVERIFY(typeIntoCell(table, price, QStringLiteral("70")));
    // The delegate commits a queued call after Return.
    QTRY_COMPARE(m_controller->model()->plan().offers.at(row(QStringLiteral("c-spot"))).pricePerCardHour, 70.0);
    QVERIFY(m_controller->isModified());
    QVERIFY2(
        !m_page->recommendation().contains(QStringLiteral(", spot is cheapest")), qPrintable(m_page->recommendation()));
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
    // Three edits of the price in a row, each typed into the cell's editor and committed with Return.
    auto* table = m_page->findChild<QTableView*>(QStringLiteral("offerTable"));
    const QModelIndex price = cell(QStringLiteral("a-on-demand"), OfferTableModel::Price);
    const auto offer = [this] { return m_controller->model()->plan().offers.at(row(QStringLiteral("a-on-demand"))); };
    for (const double typed : { 1.0, 19.0, 19.5 }) {
        QVERIFY(typeIntoCell(table, price, QLocale::c().toString(typed)));
        QTRY_COMPARE(offer().pricePerCardHour, typed);
    }
    QCOMPARE(m_controller->undoStack()->count(), 1);
    QVERIFY(typeIntoCell(table, cell(QStringLiteral("a-on-demand"), OfferTableModel::Provider), QStringLiteral("X")));
    QTRY_COMPARE(offer().provider, QStringLiteral("X"));
    QCOMPARE(m_controller->undoStack()->count(), 2);
    m_controller->undoAction()->trigger();
    m_controller->undoAction()->trigger();
    QCOMPARE(m_controller->model()->plan().offers.at(0).pricePerCardHour, 18.0);
}

void TestBillingPage::badCellIsRefusedWithItsKey()
{
    auto* table = m_page->findChild<QTableView*>(QStringLiteral("offerTable"));
    const QModelIndex price = cell(QStringLiteral("a-monthly"), OfferTableModel::Price);
    const QString shown = price.data().toString();
    const double kept = m_controller->model()->plan().offers.at(row(QStringLiteral("a-monthly"))).pricePerCardPeriod;
    QVERIFY(typeIntoCell(table, price, QStringLiteral("-1")));
    auto* error = m_page->findChild<QLabel*>(QStringLiteral("offerError"));
    QTRY_VERIFY2(error->text().startsWith(QStringLiteral("Price:")), qPrintable(error->text()));
    // Refused: the plan and the cell keep the price.
    QCOMPARE(m_controller->model()->plan().offers.at(row(QStringLiteral("a-monthly"))).pricePerCardPeriod, kept);
    QCOMPARE(price.data().toString(), shown);
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
    QCOMPARE(m_controller->model()->plan().offers.last().id, QStringLiteral("new-offer"));
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
    QVERIFY2(
        shown.first().contains(QStringLiteral("line 3, column 4 (price_per_card_hour)")), qPrintable(shown.first()));
    QCOMPARE(m_controller->model()->plan().offers.size(), 5);
}

void TestBillingPage::saveAndPrompt()
{
    auto* table = m_page->findChild<QTableView*>(QStringLiteral("offerTable"));
    QVERIFY(typeIntoCell(table, cell(QStringLiteral("a-monthly"), OfferTableModel::Price), QStringLiteral("7500")));
    QTRY_VERIFY(m_controller->isModified());
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

namespace {

// The y axis labels as the chart draws them: the text items left of the plot that read as numbers.
QStringList yAxisLabels(const QChartView* view)
{
    const QRectF plot = view->chart()->plotArea();
    QList<std::pair<qreal, QString>> found;
    const QList<QGraphicsItem*> items = view->chart()->scene()->items();
    for (const QGraphicsItem* item : items) {
        const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
        if (!text || !text->isVisible())
            continue;
        const QRectF box = text->sceneBoundingRect();
        bool number = false;
        QLocale().toDouble(text->toPlainText().trimmed(), &number);
        if (number && box.right() <= plot.left() + 1 && box.center().y() >= plot.top() - box.height()
            && box.center().y() <= plot.bottom() + box.height())
            found.append({ box.center().y(), text->toPlainText().trimmed() });
    }
    std::sort(found.begin(), found.end());
    QStringList labels;
    for (const auto& [y, label] : found)
        labels.append(label);
    return labels;
}

} // namespace

void TestBillingPage::logScaleToggle()
{
    auto* log = m_page->findChild<QCheckBox*>(QStringLiteral("logScale"));
    log->setChecked(!log->isChecked());
    QCOMPARE(m_page->costChart()->isLogScale(), log->isChecked());
    QVERIFY(m_page->costChart()->series(QStringLiteral("a-monthly"))->points().first().x() > 0);
    QTRY_VERIFY(!yAxisLabels(m_page->costChart()).isEmpty()); // the new axis is laid out on a later pass
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

// Chart manners: Qt's legend (elided names, half the width at 1366) gives way to a
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
            QVERIFY2(key.contains(line->name()), qPrintable(line->name()));
            const QString look = line->pen().color().name() + QString::number(int(line->pen().style()));
            QVERIFY2(!colours.contains(look), qPrintable(line->name())); // no two lines look alike
            colours.append(look);
            double lowest = 1e300;
            for (const QPointF& p : line->points())
                lowest = std::min(lowest, p.y());
            if (lowest > y->max()) // off the scale, yet listed with where it starts
                QVERIFY2(key.contains(line->name() + QStringLiteral(" (above the chart")), qPrintable(key));
        }
        // Every marked point: its number on the chart and its sentence in the key.
        const QStringList numbers = chart->markerLabels();
        for (qsizetype i = 0; i < numbers.size(); ++i)
            QVERIFY2(key.contains(QString(QChar(char16_t(0x2460 + i)))), qPrintable(key));
        // Both axes carry units.
        for (QAbstractAxis* axis : chart->chart()->axes())
            QVERIFY2(
                axis->titleText().contains(u',') || axis->titleText().contains(u'%'), qPrintable(axis->titleText()));
    }
    // The example's yearly contract costs far more than the others for a 300-hour job: it leaves the chart's top.
    QVERIFY2(m_page->costChart()->key()->text().contains(u"above the chart"),
        qPrintable(m_page->costChart()->key()->text()));
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

// A typed job has no workload: the line under the recommendation says every card is priced at the
// same hours, so nobody reads the L4's price for 300 h as what the L4 would cost to do the work.
void TestBillingPage::typedJobSaysEveryCardIsPricedAtTheSameHours()
{
    auto* source = m_page->findChild<QComboBox*>(QStringLiteral("jobSource"));
    QVERIFY(source);
    QVERIFY(!m_page->jobSource().isPhase()); // the example plan has no phases
    QCOMPARE(source->currentIndex(), 0);
    QCOMPARE(source->currentText(), QStringLiteral("Typed hours and cards"));
    auto* note = m_page->findChild<QLabel*>(QStringLiteral("jobNote"));
    QVERIFY(note && note->isVisible());
    QVERIFY2(note->text().startsWith(QStringLiteral("Every card is priced at the same 300\u00A0h on 8 cards, whatever "
                                                    "its speed")),
        qPrintable(note->text()));
    m_page->findChild<QDoubleSpinBox*>(QStringLiteral("jobHours"))->setValue(120);
    QVERIFY2(m_page->jobNote().contains(QStringLiteral("the same 120\u00A0h")), qPrintable(m_page->jobNote()));
}

// lora-7b opens on its peak phase, "Training run" (8 cards; every other phase has 1). Every offer is
// costed to finish it at its own card's hours: the cheapest is the first setup of the phase's ranking
// that runs and has a price, as `rentplan plan --json` prints it.
void TestBillingPage::peakPhaseIsCostedToFinishOnEveryOffer()
{
    const QString path = QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/lora-7b.rentplan");
    QVERIFY(m_controller->open(path));
    QCOMPARE(m_page->jobSource(), (JobSource { QString(), QStringLiteral("train") }));
    auto* source = m_page->findChild<QComboBox*>(QStringLiteral("jobSource"));
    QVERIFY2(source->currentText().startsWith(QStringLiteral("Training run")), qPrintable(source->currentText()));
    // The bar shows the phase on its own card and offer, read-only: 8 × A100 80GB SXM.
    auto* cards = m_page->findChild<QSpinBox*>(QStringLiteral("jobCards"));
    QCOMPARE(cards->value(), 8);
    QVERIFY(!cards->isEnabled());
    QCOMPARE(m_page->findChild<QLabel*>(QStringLiteral("jobCard"))->text(), QStringLiteral("(A100 80GB SXM)"));

    // By hand, H100 SXM on Example Cloud B (8-card machines, 38 per card-hour, billed by the minute):
    // LoRA with gradient checkpointing, 6 · P · D = 6 × 6 738 415 616 × 6e9 = 2.42583e20 FLOPs;
    // 8 data-parallel replicas syncing only adapters, S(8) = 8 / (1 + 7 × 0.002) = 7.889546;
    // 989 TFLOP/s × MFU 0.4 × 7.889546 = 3.121104e15 FLOP/s → 77 723.7 s = 21.5899 h computing;
    // full training computes 90 % of the billed time: 23.9887 h, billed as 1 440 minutes = 24 h;
    // 24 h × 8 cards × 38 = 7 296.00. Next: A100 80GB PCIe (Example Cloud D, 15.5, hourly steps):
    // 312 TFLOP/s → 68.4370 h computing, 76.0411 h billed as 77 h: 77 × 8 × 15.5 = 9 548, plus
    // storage 300 / month × 76.0411 / 730 = 31.25 → 9 579.25, 2 283.25 more.
    const QString reason = m_page->recommendation();
    QVERIFY2(reason.startsWith(QStringLiteral("To finish \"Training run\", Example Cloud B, on-demand is cheapest: 8 × "
                                              "H100 80GB SXM (1 machine of 8 cards, 8 data-parallel replicas) in "
                                              "24\u00A0h for 7,296.00\u00A0CNY, 2,283.25\u00A0CNY less than Example "
                                              "Cloud D, on-demand (8 × A100 80GB PCIe in 76\u00A0h).")),
        qPrintable(reason));

    // The same setup heads the phase's ranking in `rentplan plan --json`.
    const CliResult json = runCli({ QStringLiteral("plan"), path, QStringLiteral("--json") });
    QVERIFY2(json.exitCode == 0, qPrintable(json.err));
    nlohmann::json first;
    const nlohmann::json planJson = json.json();
    for (const nlohmann::json& phase : planJson["phases"]) {
        if (phase["id"] != "train")
            continue;
        for (const nlohmann::json& e : phase["ranking"]) {
            if (e["runs"].get<bool>() && !e["cost"].is_null()) {
                first = e;
                break;
            }
        }
    }
    QCOMPARE(QString::fromStdString(first["offer"].get<std::string>()), QStringLiteral("h100-x8-hourly"));
    QCOMPARE(first["cards"].get<int>(), 8);
    QVERIFY(qAbs(first["cost"].get<double>() - 7296.0) < 0.005);

    // The offers table: each offer's cost to finish, with the hours its own card takes.
    QCOMPARE(m_page->offerModel()->headerData(OfferTableModel::JobCost, Qt::Horizontal).toString(),
        QStringLiteral("Cost to finish"));
    QCOMPARE(cell(QStringLiteral("h100-x8-hourly"), OfferTableModel::JobCost).data().toString(),
        QStringLiteral("7,296.00\u00A0CNY in 24\u00A0h"));
    QCOMPARE(cell(QStringLiteral("a100-pcie-x8-hourly"), OfferTableModel::JobCost).data().toString(),
        QStringLiteral("9,579.25\u00A0CNY in 76\u00A0h"));
    // The L4 runs on 1-card machines only as ZeRO-3 across machines, S(8) = 8 / (1 + 7 × 0.2) = 3.33.
    QVERIFY2(cell(QStringLiteral("l4-hourly"), OfferTableModel::JobCost)
                 .data(Qt::ToolTipRole)
                 .toString()
                 .contains(QStringLiteral("8 × L4, 8 machines × 1 card, ZeRO-3 over 8 data-parallel ranks")),
        qPrintable(cell(QStringLiteral("l4-hourly"), OfferTableModel::JobCost).data(Qt::ToolTipRole).toString()));
    QVERIFY2(m_page->jobNote().startsWith(QStringLiteral("Each offer is costed to finish the phase")),
        qPrintable(m_page->jobNote()));

    // The chart marks where each offer finishes, cheapest first: six offers, then buying for the phase.
    const QStringList marks = m_page->costChart()->markerLabels();
    QCOMPARE(marks.size(), 7);
    QCOMPARE(marks.first(), QStringLiteral("Example Cloud B, on-demand: 8 × H100 80GB SXM"));
    const QList<QPointF> points = m_page->costChart()->markerSeries()->points();
    QVERIFY(qAbs(points.first().x() - 23.9887) < 1e-3);
    QCOMPARE(points.first().y(), 7296.0);
    QVERIFY(m_page->costChart()->series(QStringLiteral("h100-x8-hourly")));
    // Three offers are "Example Cloud A, on-demand": each chart's key tells them apart by machine size.
    for (BillingChartView* chart : { static_cast<BillingChartView*>(m_page->costChart()),
             static_cast<BillingChartView*>(m_page->utilizationChart()) }) {
        QStringList names;
        for (QAbstractSeries* series : chart->chart()->series()) {
            if (qobject_cast<QLineSeries*>(series) && !qobject_cast<QScatterSeries*>(series)) {
                QVERIFY2(!names.contains(series->name()), qPrintable(series->name()));
                names.append(series->name());
            }
        }
        QVERIFY2(names.contains(QStringLiteral("Example Cloud A, on-demand, 4-card machines")),
            qPrintable(names.join(u'|')));
    }
    QVERIFY(!m_controller->isModified()); // choosing the job edits nothing

    // full-70b rents a CPU machine for its data phase: its price per machine-hour is no card-hour, so the
    // chart of owning against renting per card-hour leaves it out.
    QVERIFY(m_controller->open(QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/full-70b.rentplan")));
    QVERIFY(m_page->utilizationChart()->series(QStringLiteral("h100-hourly")));
    QVERIFY(!m_page->utilizationChart()->series(QStringLiteral("cpu-hourly")));
}

// A plan edit recomputes the phase job at once: typed hours on the training phase price every A100
// offer at the same 100 h, and the other cards cannot run it until it has a workload again.
void TestBillingPage::phaseEditsNeverLeaveStaleNumbers()
{
    QVERIFY(m_controller->open(QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/lora-7b.rentplan")));
    PlanModel* plan = m_controller->model();
    const int train = int(plan->plan().indexOfPhase(QStringLiteral("train")));
    Phase typed = plan->plan().phases.at(train);
    typed.workload.reset();
    typed.hours = 100;
    plan->setPhase(-1, train, typed);
    // 100 h on 8 cards. A100 80GB PCIe, the same chip: 8 × 15.5 × 100 = 12 400, storage 300 × 100 / 730 =
    // 41.10 → 12 441.10. A100 SXM on 8-card machines: 8 × 18 × 100 = 14 400 + 41.10 = 14 441.10.
    QVERIFY2(m_page->recommendation().startsWith(QStringLiteral("To finish \"Training run\", Example Cloud D, "
                                                                "on-demand is cheapest: 8 × A100 80GB PCIe")),
        qPrintable(m_page->recommendation()));
    QVERIFY(m_page->recommendation().contains(QStringLiteral("in 100\u00A0h for 12,441.10\u00A0CNY")));
    QCOMPARE(cell(QStringLiteral("a100-x8-hourly"), OfferTableModel::JobCost).data().toString(),
        QStringLiteral("14,441.10\u00A0CNY in 100\u00A0h"));
    QCOMPARE(cell(QStringLiteral("h100-x8-hourly"), OfferTableModel::JobCost).data().toString(),
        QStringLiteral("cannot run"));
    QVERIFY(cell(QStringLiteral("h100-x8-hourly"), OfferTableModel::JobCost)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("the phase's hours were typed for the A100 80GB SXM")));
    QVERIFY2(
        m_page->jobNote().startsWith(QStringLiteral("The phase's hours are typed")), qPrintable(m_page->jobNote()));
    QVERIFY(m_page->jobNote().contains(QStringLiteral("Cannot run it: Example Cloud B, on-demand (the phase's hours "
                                                      "were typed for the A100 80GB SXM")));
    QCOMPARE(m_page->findChild<QDoubleSpinBox*>(QStringLiteral("jobHours"))->value(), 100.0);

    // The phase leaves the plan: the tab falls back to the peak of what is left, never to the old numbers.
    plan->removePhases(-1, train, 1);
    QVERIFY(m_page->jobSource().isPhase());
    QVERIFY(m_page->jobSource().phase != QStringLiteral("train"));
    QVERIFY2(!m_page->recommendation().contains(QStringLiteral("Training run")), qPrintable(m_page->recommendation()));
}

// Back to typed hours: the bar is editable again with what the user typed before.
void TestBillingPage::theTypedJobComesBack()
{
    m_page->findChild<QDoubleSpinBox*>(QStringLiteral("jobHours"))->setValue(120);
    QVERIFY(m_controller->open(QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/lora-7b.rentplan")));
    auto* hours = m_page->findChild<QDoubleSpinBox*>(QStringLiteral("jobHours"));
    QVERIFY(!hours->isEnabled());
    auto* source = m_page->findChild<QComboBox*>(QStringLiteral("jobSource"));
    source->setFocus();
    // The list: typed, the plan's four phases, the scenario's heading and its four phases.
    QCOMPARE(source->count(), 10);
    QVERIFY(!qobject_cast<QStandardItemModel*>(source->model())->item(5)->isEnabled()); // the scenario's heading
    QTest::keyClick(source, Qt::Key_Home); // the first entry: typed hours and cards
    QVERIFY(!m_page->jobSource().isPhase());
    QVERIFY(hours->isEnabled());
    QCOMPARE(hours->value(), 120.0);
    QVERIFY2(m_page->jobNote().contains(QStringLiteral("Choose a phase of the plan as the job")),
        qPrintable(m_page->jobNote()));
    QVERIFY(m_page->recommendation().startsWith(QStringLiteral("For 120\u00A0h on 8 cards")));
    QCOMPARE(m_page->offerModel()->headerData(OfferTableModel::JobCost, Qt::Horizontal).toString(),
        QStringLiteral("Job cost"));
    // And to a phase of the scenario, by keyboard: the last entry.
    QTest::keyClick(source, Qt::Key_End);
    QCOMPARE(
        m_page->jobSource(), (JobSource { QStringLiteral("Full fine-tune instead of LoRA"), QStringLiteral("eval") }));
    QVERIFY(m_page->recommendation().startsWith(QStringLiteral("To finish \"Evaluation rounds\"")));
}

// A new offer has no price: its price and job cost say so (in the error colour), it is compared with
// nothing (the recommendation and the charts leave it out), and the line under the recommendation
// names it and what it lacks. Typed in, the price puts it into the comparison.
void TestBillingPage::newOfferIsIncompleteUntilItHasAPrice()
{
    const QString before = m_page->recommendation();
    auto* table = m_page->findChild<QTableView*>(QStringLiteral("offerTable"));
    QTest::mouseClick(m_page->findChild<QPushButton*>(QStringLiteral("addOffer")), Qt::LeftButton);
    QCOMPARE(m_controller->model()->plan().offers.last().id, QStringLiteral("new-offer"));
    const QModelIndex price = cell(QStringLiteral("new-offer"), OfferTableModel::Price);
    QCOMPARE(table->currentIndex(), price); // on what it lacks: typing starts editing it
    QCOMPARE(price.data().toString(), QStringLiteral("no price yet"));
    QVERIFY(price.data(OfferTableModel::IncompleteRole).toBool());
    QVERIFY2(price.data(Qt::ToolTipRole).toString().contains(QStringLiteral("per card-hour")),
        qPrintable(price.data(Qt::ToolTipRole).toString()));
    const QModelIndex cost = cell(QStringLiteral("new-offer"), OfferTableModel::JobCost);
    QCOMPARE(cost.data().toString(), QStringLiteral("not compared"));
    QVERIFY(cost.data(OfferTableModel::IncompleteRole).toBool());
    QCOMPARE(m_page->recommendation(), before);
    QVERIFY(!m_page->costChart()->series(QStringLiteral("new-offer")));
    QVERIFY(!m_page->utilizationChart()->series(QStringLiteral("new-offer")));
    QVERIFY2(
        m_page->jobNote().endsWith(QStringLiteral(
            "Not compared until it has a price: new-offer, on-demand (no price yet: its price per card-hour is 0).")),
        qPrintable(m_page->jobNote()));

    QVERIFY(typeIntoCell(table, price, QStringLiteral("1")));
    QTRY_COMPARE(m_controller->model()->plan().offers.last().pricePerCardHour, 1.0);
    // 300 h on 8 one-card instances at 1 a card-hour, billed exactly, no storage: 8 × 1 × 300 = 2 400, far
    // below spot's 8 × 7 × 300 h stretched by its interruptions.
    QCOMPARE(cost.data().toString(), QStringLiteral("2,400.00\u00A0CNY"));
    QVERIFY(!price.data(OfferTableModel::IncompleteRole).toBool());
    QVERIFY2(m_page->recommendation().startsWith(
                 QStringLiteral("For 300\u00A0h on 8 cards, new-offer, on-demand is cheapest at 2,400.00\u00A0CNY")),
        qPrintable(m_page->recommendation()));
    QVERIFY(m_page->costChart()->series(QStringLiteral("new-offer")));
    QVERIFY(!m_page->jobNote().contains(QStringLiteral("Not compared")));

    // In a phase's ranking too: lora-7b's training run lists it, unranked, after every priced offer.
    QVERIFY(m_controller->open(QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/lora-7b.rentplan")));
    const QString phaseBefore = m_page->recommendation();
    QTest::mouseClick(m_page->findChild<QPushButton*>(QStringLiteral("addOffer")), Qt::LeftButton);
    QCOMPARE(
        cell(QStringLiteral("new-offer"), OfferTableModel::JobCost).data().toString(), QStringLiteral("not compared"));
    QCOMPARE(m_page->recommendation(), phaseBefore);
    QVERIFY(!m_page->costChart()->markerLabels().join(u'|').contains(QStringLiteral("new-offer")));
    QVERIFY2(m_page->jobNote().contains(QStringLiteral("Not compared until it has a price: new-offer, on-demand")),
        qPrintable(m_page->jobNote()));
}

// Offers and none priced: no way to pay is declared, nothing is drawn at 0, and both say what to do.
void TestBillingPage::offersWithoutPricesRecommendNothing()
{
    m_controller->newPlan();
    QTest::mouseClick(m_page->findChild<QPushButton*>(QStringLiteral("addOffer")), Qt::LeftButton);
    QCOMPARE(m_controller->model()->plan().offers.size(), 1);
    const QString reason = m_page->recommendation();
    QVERIFY2(reason.startsWith(QStringLiteral("No offer has a price yet: type the prices you were quoted")),
        qPrintable(reason));
    QVERIFY(!reason.contains(QStringLiteral("only way")));
    QVERIFY(
        m_page->costChart()->chart()->series().isEmpty() || !m_page->costChart()->series(QStringLiteral("new-offer")));
    QCOMPARE(m_page->costChart()->chart()->title(), QStringLiteral("No offer has a cost to draw yet"));
    QVERIFY(m_page->costChart()->key()->text().contains(QStringLiteral("once it has a price")));
}

// Ticks are 1, 2 or 5 × 10^k with the decimals they need: a series flat at 0 once read "0, 0, 0, 1, 1, 1".
void TestBillingPage::axisTicksAreDistinctOverAZeroRange()
{
    CostCurveChart chart;
    chart.resize(600, 400);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    BillingAnalysis zero;
    zero.toHours = 100;
    zero.costCurves.append({ QStringLiteral("free"), QStringLiteral("free"), ChartCurve::Kind::Offer,
        { QPointF(0, 0), QPointF(50, 0), QPointF(100, 0) } });
    zero.evaluation.offers.append(billing::OfferCost {});
    chart.setAnalysis(zero, QStringLiteral("CNY"));
    // max 0: the axis runs 0 … 1 in steps of 0.2, one decimal: 0.0, 0.2, 0.4, 0.6, 0.8, 1.0.
    QTRY_COMPARE(yAxisLabels(&chart),
        (QStringList { QStringLiteral("1.0"), QStringLiteral("0.8"), QStringLiteral("0.6"), QStringLiteral("0.4"),
            QStringLiteral("0.2"), QStringLiteral("0.0") }));
    // A tiny range: 0 … 0.3 × 1.05 = 0.315 is still drawn on 0 … 1 (nothing smaller than 1 money unit is
    // split finer); the labels stay distinct.
    zero.costCurves.first().points = { QPointF(0, 0), QPointF(100, 0.3) };
    zero.maxCost = 0.3;
    chart.setAnalysis(zero, QStringLiteral("CNY"));
    QTRY_VERIFY(yAxisLabels(&chart).size() >= 3);
    const QStringList tiny = yAxisLabels(&chart);
    QVERIFY(tiny.size() >= 3);
    QCOMPARE(QSet<QString>(tiny.cbegin(), tiny.cend()).size(), tiny.size());
    // The example's costs: 0 … 40,000 in steps of 10,000, whole numbers.
    const QStringList example = yAxisLabels(m_page->costChart());
    QVERIFY(example.size() >= 3);
    QCOMPARE(QSet<QString>(example.cbegin(), example.cend()).size(), example.size());
}

// lora-7b rents the A100 SXM from Example Cloud A on 1-, 4- and 8-card machines: the keys tell them
// apart by machine size, and every entry of a key is whole on a laptop screen's window: on one row,
// not clipped, not wrapped, not scrolled; the rows of points show whole rows.
void TestBillingPage::keyEntriesAreUniqueAndWhole()
{
    m_window->resize(1366, 740);
    QVERIFY(m_controller->open(QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/lora-7b.rentplan")));
    QTRY_VERIFY(m_page->utilizationChart()->key()->text().contains(QStringLiteral("8-card machines")));
    for (BillingChartView* chart : { static_cast<BillingChartView*>(m_page->costChart()),
             static_cast<BillingChartView*>(m_page->utilizationChart()) }) {
        ChartKey* key = chart->key();
        QStringList entries; // the lines' entries; the rows of points come after them
        for (const QString& entry : key->text().split(u'\n')) {
            if (entry.startsWith(QStringLiteral("━━━")) || entry.startsWith(QStringLiteral("╍╍╍")))
                entries.append(entry);
        }
        for (const QString& size : { QStringLiteral("1-card"), QStringLiteral("4-card"), QStringLiteral("8-card") }) {
            QCOMPARE(entries.filter(QStringLiteral("Example Cloud A, on-demand, %1 machines").arg(size)).size(),
                qsizetype(1));
        }
        QCOMPARE(QSet<QString>(entries.cbegin(), entries.cend()).size(), entries.size());
        const QList<QLabel*> lines = key->lineLabels();
        QVERIFY(lines.size() >= 7);
        const int oneRow = lines.first()->fontMetrics().lineSpacing() * 3 / 2;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            QLabel* line = lines.at(i);
            QVERIFY(line->isVisible());
            QVERIFY2(line->width() >= line->sizeHint().width(), qPrintable(line->text())); // its whole width
            QVERIFY2(line->height() <= oneRow, qPrintable(line->text())); // on one row
            QCOMPARE(line->visibleRegion().boundingRect(), line->rect()); // nothing of it hidden
            for (qsizetype j = 0; j < i; ++j)
                QVERIFY(!line->geometry().intersects(lines.at(j)->geometry()));
        }
        // The rows of points: as high as their first rows, whole.
        const QList<QLabel*> rows = key->rowLabels();
        int shown = 0;
        for (qsizetype i = 0; i < std::min<qsizetype>(rows.size(), ChartKey::kVisibleRows); ++i)
            shown += rows.at(i)->height();
        QCOMPARE(key->rowArea()->isVisible(), !rows.isEmpty());
        if (!rows.isEmpty())
            QCOMPARE(key->rowArea()->viewport()->height(), shown);
    }
    // The cost chart numbers each finish in its offer's entry, cheapest first.
    QVERIFY2(m_page->costChart()->key()->text().startsWith(QStringLiteral("━━━ ① Example Cloud B, on-demand\n")),
        qPrintable(m_page->costChart()->key()->text()));

    // A key narrower than an entry: that entry wraps on a row of its own, still whole and apart.
    ChartKey* key = m_page->costChart()->key();
    const QList<QLabel*> lines = key->lineLabels();
    const int narrow = lines.first()->fontMetrics().horizontalAdvance(QStringLiteral("Example Cloud A, on-demand"));
    key->resize(narrow, key->heightForWidth(narrow));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QRect in(lines.at(i)->mapTo(key, QPoint(0, 0)), lines.at(i)->size());
        QVERIFY2(key->rect().contains(in), qPrintable(lines.at(i)->text()));
        QVERIFY(lines.at(i)->width() <= narrow);
        QVERIFY(lines.at(i)->height() >= lines.at(i)->heightForWidth(lines.at(i)->width()));
        for (qsizetype j = 0; j < i; ++j)
            QVERIFY(!lines.at(i)->geometry().intersects(lines.at(j)->geometry()));
    }
}

// lora-7b's training run: four offers finish at 76 h (two of them at the same 11,119.25): their numbers
// share one label, and no label covers another.
void TestBillingPage::finishNumbersNeverOverlap()
{
    QVERIFY(m_controller->open(QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/lora-7b.rentplan")));
    // The labels are placed once the chart is laid out for the new plan.
    const auto placed = [this] {
        QStringList texts;
        for (const BillingChartView::PlacedLabel& label : m_page->costChart()->placedLabels())
            texts.append(label.text);
        return texts;
    };
    QTRY_VERIFY(placed().contains(QStringLiteral("②③④⑥ at 76\u00A0h")));
    // Cheapest first: ① H100 7,296 in 24 h; ② A100 PCIe 9,579.25, ③ and ④ A100 SXM on 8- and 4-card machines
    // 11,119.25 each, ⑥ on 1-card machines 12,370, all in 76 h; ⑤ the L4, 11,160 in 464.1 h; ⑦ buying.
    const QList<BillingChartView::PlacedLabel> labels = m_page->costChart()->placedLabels();
    QString numbers;
    QStringList texts;
    for (qsizetype i = 0; i < labels.size(); ++i) {
        // Buying for the phase (599,000) finishes above the chart: its number is in the key only.
        QCOMPARE(labels.at(i).visible, labels.at(i).text != QStringLiteral("⑦"));
        texts.append(labels.at(i).text);
        numbers += labels.at(i).text.left(labels.at(i).text.indexOf(u' '));
        for (qsizetype j = 0; j < i; ++j)
            QVERIFY2(!labels.at(i).visible || !labels.at(j).visible || !labels.at(i).rect.intersects(labels.at(j).rect),
                qPrintable(labels.at(i).text + QStringLiteral(" / ") + labels.at(j).text));
    }
    QVERIFY2(texts.contains(QStringLiteral("②③④⑥ at 76\u00A0h")), qPrintable(texts.join(u'|')));
    QCOMPARE(numbers.size(), 7);
    for (char16_t n = 0x2460; n < 0x2460 + 7; ++n)
        QCOMPARE(numbers.count(QChar(n)), 1);
}

void TestBillingPage::hiddenKeyMakesItsLabelsWhenShown()
{
    // A key on a tab not yet shown has its text at once and its labels only once it is on screen.
    ChartKey key;
    key.setContent(
        { { QStringLiteral("#4e79a7"), false, false, QStringLiteral("①"), QStringLiteral("Cloud A"), {}, {} } },
        { { QStringLiteral("②"), QStringLiteral("from 18 h") } });
    QCOMPARE(key.text(), QStringLiteral("━━━ ① Cloud A\n② from 18 h"));
    QVERIFY(key.findChildren<QLabel*>(QStringLiteral("chartKeyLine")).isEmpty());
    key.resize(600, 200);
    key.show();
    QVERIFY(QTest::qWaitForWindowExposed(&key));
    QCOMPARE(key.findChildren<QLabel*>(QStringLiteral("chartKeyLine")).size(), 1);
    QCOMPARE(key.findChildren<QLabel*>(QStringLiteral("chartKeyPoint")).size(), 1);
}

QTEST_MAIN(TestBillingPage)
#include "tst_billingpage.moc"
