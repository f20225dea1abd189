#include "models/common/AppSettings.h"
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerSession.h"
#include "models/qt/JobTableModel.h"
#include "tests/GuiTestSetup.h"
#include "views/common/Dialogs.h"
#include "views/ledger/JobFormDialog.h"
#include "views/ledger/LedgerPage.h"
#include "views/ledger/LedgerStatsPanel.h"
#include "views/ledger/SpendChart.h"

#include "models/ledger/JobStore.h"
#include "tests/DamagedLedger.h"
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

#include <QtTest>

using namespace rp;

namespace {

// The statistics of the jobs paid in `code`: money is never added across currencies.
const LedgerStats::Currency& in(const LedgerStats& stats, const char* code)
{
    for (const LedgerStats::Currency& c : stats.currencies) {
        if (c.code == QLatin1String(code))
            return c;
    }
    qFatal("no jobs in %s", code);
}

// Fills the modal job form when it opens and presses OK.
void answerForm(std::function<void(JobFormDialog*)> fill)
{
    QTimer::singleShot(0, [fill] {
        auto* form = qobject_cast<JobFormDialog*>(QApplication::activeModalWidget());
        QVERIFY(form);
        fill(form);
        auto* ok = form->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        if (ok->isEnabled())
            ok->click();
        else
            form->reject();
    });
}

void setText(QWidget* form, const char* name, const QString& text)
{
    auto* edit = child<QLineEdit>(form, name);
    edit->clear();
    QTest::keyClicks(edit, text);
}

} // namespace

class TestLedgerPage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void addFilterDeleteUndo();
    void recordFromPlanPrefillsTheForm();
    void foreignFileIsRefused();
    void damagedLedgerIsFoundInTheBackgroundAndClosed();
    void undoNeverTouchesAJobThatReusedTheId();
    void spendChartKeepsEmptyMonths();
    void countFollowsLoadedPages();
    void newJobStartsInThePlansCurrency();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<LedgerPage> m_page;
};

void TestLedgerPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Dialogs::setRecordOnly(true);
    AppSettings::setValue(AppSettings::Key::LedgerPath, m_dir.filePath(QStringLiteral("gui.sqlite")));
    m_page = std::make_unique<LedgerPage>();
    m_page->resize(1400, 900);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    QCOMPARE(m_page->ledgerPath(), m_dir.filePath(QStringLiteral("gui.sqlite")));
}

void TestLedgerPage::addFilterDeleteUndo()
{
    auto* table = child<QTableView>(m_page.get(), "jobTable");
    auto* stats = child<LedgerStatsPanel>(m_page.get(), "ledgerStatsPanel");
    QString formError;
    answerForm([&](JobFormDialog* form) {
        child<QComboBox>(form, "cardCombo")->setCurrentText(QStringLiteral("rtx-4090"));
        child<QSpinBox>(form, "cardsSpin")->setValue(2);
        setText(form, "billedHoursEdit", QStringLiteral("10"));
        setText(form, "busyHoursEdit", QStringLiteral("12"));
        setText(form, "costEdit", QStringLiteral("40"));
        // Busy hours above billed hours are refused before OK can be pressed.
        formError = child<QLabel>(form, "formError")->text();
        setText(form, "busyHoursEdit", QStringLiteral("7.5"));
        child<QComboBox>(form, "providerCombo")->setCurrentText(QStringLiteral("AutoDL"));
        child<QComboBox>(form, "currencyCombo")->setCurrentText(QStringLiteral("CNY"));
        child<QDateEdit>(form, "dateEdit")->setDate(QDate(2024, 3, 5));
    });
    m_page->addJob();
    QVERIFY2(formError.contains(u"busy hours"), qPrintable(formError));
    QCOMPARE(table->model()->rowCount(), 1);
    // 2 cards × 10 h = 20 card-hours for 40 (the form's first currency, CNY); idle 40 × 2.5 / 10 = 10.
    QCOMPARE(stats->stats().currencies.size(), 1);
    QCOMPARE(in(stats->stats(), "CNY").total.cost, 40.0);
    QCOMPARE(in(stats->stats(), "CNY").total.idleCost, 10.0);

    Dialogs::setNextFileName(QStringLiteral(RENTPLAN_TEST_DATA "/ledger/valid-bom-crlf.csv"));
    m_page->importFile();
    QCOMPARE(table->model()->rowCount(), 4);
    // The file adds 40 and 0.3 CNY and 200.5 USD: two sums, never 280.8 of nothing.
    QCOMPARE(stats->stats().jobs, 4);
    QCOMPARE(in(stats->stats(), "CNY").total.cost, 40.0 + 40.0 + 0.3);
    QCOMPARE(in(stats->stats(), "USD").total.cost, 200.5);
    QCOMPARE(stats->shownCurrency(), QStringLiteral("CNY"));
    QCOMPARE(child<SpendChart>(m_page.get(), "spendChart")->values(),
        (QList<qreal> { 40.0, 0.3, 40.0 })); // Jan, Feb, Mar in CNY
    QCOMPARE(child<SpendChart>(m_page.get(), "spendChart")->categories(),
        (QStringList { QStringLiteral("2024-01"), QStringLiteral("2024-02"), QStringLiteral("2024-03") }));
    const QString summary = child<QLabel>(m_page.get(), "statsSummary")->text();
    QVERIFY2(summary.contains(QStringLiteral("80.30\u00A0CNY")) && summary.contains(QStringLiteral("200.50\u00A0USD")),
        qPrintable(summary));
    QVERIFY2(!summary.contains(QStringLiteral("280.80")), qPrintable(summary));
    auto* currencyCombo = child<QComboBox>(m_page.get(), "statsCurrencyCombo");
    QVERIFY(currencyCombo->isVisible());
    currencyCombo->setCurrentIndex(currencyCombo->findData(QStringLiteral("USD")));
    QCOMPARE(child<SpendChart>(m_page.get(), "spendChart")->values(), (QList<qreal> { 200.5 }));
    QVERIFY(child<QTableWidget>(m_page.get(), "byCardTable")->horizontalHeaderItem(3)->text().contains(u"USD"));
    currencyCombo->setCurrentIndex(currencyCombo->findData(QStringLiteral("CNY")));

    auto* cardFilter = child<QComboBox>(m_page.get(), "cardFilter");
    cardFilter->setCurrentIndex(cardFilter->findData(QStringLiteral("rtx-4090")));
    QCOMPARE(table->model()->rowCount(), 2);
    QCOMPARE(in(stats->stats(), "CNY").total.cost, 80.0);
    cardFilter->setCurrentIndex(0);
    child<QLineEdit>(m_page.get(), "searchEdit")->setText(QStringLiteral("中文")); // keyClicks types ASCII only
    QTRY_COMPARE(table->model()->rowCount(), 1);
    child<QLineEdit>(m_page.get(), "searchEdit")->clear();
    QTRY_COMPARE(table->model()->rowCount(), 4);

    // Newest first: 2024-03-05 is row 0. Delete it, undo, redo.
    table->selectRow(0);
    QCOMPARE(static_cast<JobTableModel*>(table->model())->jobAt(0).date, QDate(2024, 3, 5));
    child<QAction>(m_page.get(), "deleteJobsAction")->trigger();
    QCOMPARE(table->model()->rowCount(), 3);
    QCOMPARE(in(stats->stats(), "CNY").total.cost, 40.0 + 0.3);
    m_page->undoStack()->undo();
    QCOMPARE(table->model()->rowCount(), 4);
    QCOMPARE(in(stats->stats(), "CNY").total.cost, 40.0 + 40.0 + 0.3);
    m_page->undoStack()->redo();
    QCOMPARE(table->model()->rowCount(), 3);
    m_page->undoStack()->undo();
    QVERIFY(Dialogs::takeShownMessages().filter(u"Nothing was imported").isEmpty());

    // Edit the 2024-03-05 job: cost 40 → 55 (total +15), then undo the edit.
    table->selectRow(0);
    answerForm([](JobFormDialog* form) { setText(form, "costEdit", QStringLiteral("55")); });
    child<QAction>(m_page.get(), "editJobAction")->trigger();
    QCOMPARE(in(stats->stats(), "CNY").total.cost, 55.0 + 40.0 + 0.3);
    QCOMPARE(static_cast<JobTableModel*>(table->model())->jobAt(0).cost, 55.0);
    m_page->undoStack()->undo();
    QCOMPARE(in(stats->stats(), "CNY").total.cost, 40.0 + 40.0 + 0.3);
}

void TestLedgerPage::recordFromPlanPrefillsTheForm()
{
    PlanJobDraft draft;
    draft.plan = QStringLiteral("Qwen LoRA");
    draft.phase = QStringLiteral("Full training");
    draft.card = QStringLiteral("h100-sxm");
    draft.cards = 8;
    draft.plannedCost = 2500;
    draft.currency = QStringLiteral("CNY");
    draft.billingMode = QStringLiteral("on_demand");
    draft.plannedHours = 240.5;
    draft.task = QStringLiteral("full_training");
    QString card, cardId, mode, planned, plannedHours, task, error, errorAfter;
    bool okAtFirst = true;
    int cards = 0;
    answerForm([&](JobFormDialog* form) {
        card = child<QComboBox>(form, "cardCombo")->currentText();
        cardId = child<QComboBox>(form, "cardCombo")->currentData().toString();
        mode = child<QComboBox>(form, "modeCombo")->currentText();
        cards = child<QSpinBox>(form, "cardsSpin")->value();
        planned = child<QLineEdit>(form, "plannedCostEdit")->text();
        plannedHours = child<QLineEdit>(form, "plannedHoursEdit")->text();
        task = child<QComboBox>(form, "taskCombo")->currentText();
        // Billed hours and cost are still missing: OK waits, but nothing is red before the user types.
        error = child<QLabel>(form, "formError")->text();
        okAtFirst = form->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled();
        setText(form, "billedHoursEdit", QStringLiteral("3"));
        errorAfter = child<QLabel>(form, "formError")->text(); // the cost is still missing, and now it says so
        setText(form, "costEdit", QStringLiteral("2600"));
    });
    m_page->recordFromPlan(draft);
    QCOMPARE(card, QStringLiteral("H100 80GB SXM")); // the name, stored as its id
    QCOMPARE(cardId, QStringLiteral("h100-sxm"));
    QCOMPARE(mode, QStringLiteral("on-demand"));
    QCOMPARE(cards, 8);
    QCOMPARE(planned, QStringLiteral("2500"));
    QCOMPARE(plannedHours, QStringLiteral("240.5"));
    QCOMPARE(task, QStringLiteral("full training")); // the phase kind by name, kept as its key (below)
    QVERIFY2(error.isEmpty(), qPrintable(error));
    {
        LedgerDb db(m_page->ledgerPath(), LedgerDb::Mode::ReadOnly);
        const QList<JobRecord> stored = JobStore(db).list(1);
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored.first().task, QStringLiteral("full_training"));
        QCOMPARE(stored.first().plannedHours, std::optional<double>(240.5));
    }
    QVERIFY(!okAtFirst);
    QVERIFY2(errorAfter.contains(u"Cost"), qPrintable(errorAfter));
    auto* plans = child<QTableWidget>(m_page.get(), "planTable");
    QCOMPARE(plans->rowCount(), 1);
    QCOMPARE(plans->item(0, 0)->text(), QStringLiteral("Qwen LoRA / Full training"));
    QCOMPARE(plans->item(0, 4)->text(), QStringLiteral("+100.00"));
    child<QComboBox>(m_page.get(), "priceCardCombo")->setCurrentText(QStringLiteral("rtx-4090"));
    QVERIFY(child<QLabel>(m_page.get(), "priceResult")->text().contains(QStringLiteral("2.000")));
    QVERIFY(!child<LedgerStatsPanel>(m_page.get(), "ledgerStatsPanel")->grab().isNull());
}

void TestLedgerPage::foreignFileIsRefused()
{
    const QString junk = m_dir.filePath(QStringLiteral("notes.txt"));
    QFile file(junk);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a ledger at all");
    file.close();
    const QString before = m_page->ledgerPath();
    Dialogs::takeShownMessages();
    QVERIFY(!m_page->openLedger(junk));
    QCOMPARE(m_page->ledgerPath(), before);
    QVERIFY(!Dialogs::takeShownMessages().filter(u"not a SQLite database").isEmpty());
}

void TestLedgerPage::damagedLedgerIsFoundInTheBackgroundAndClosed()
{
    // The first screen does not wait for the whole-file check; the check runs in the
    // background and closes a damaged ledger before anything could be written to it.
    const QString damaged = m_dir.filePath(QStringLiteral("damaged.sqlite"));
    QVERIFY(makeDamagedLedger(damaged));
    QFile file(damaged);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();
    Dialogs::takeShownMessages();
    QSignalSpy checked(m_page.get(), &LedgerPage::ledgerChecked);
    QVERIFY(m_page->openLedger(damaged));
    QTRY_COMPARE(checked.count(), 1);
    QCOMPARE(checked.at(0).at(0).toBool(), false);
    QVERIFY(m_page->ledgerPath().isEmpty());
    QVERIFY(!Dialogs::takeShownMessages().filter(u"damaged").isEmpty());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);

    // A sound ledger passes: the page reports it and keeps it open.
    QVERIFY(m_page->openLedger(m_dir.filePath(QStringLiteral("gui.sqlite"))));
    QTRY_COMPARE(checked.count(), 2);
    QCOMPARE(checked.at(1).at(0).toBool(), true);
    QVERIFY(m_page->ledger()->ledger().isChecked());
}

void TestLedgerPage::undoNeverTouchesAJobThatReusedTheId()
{
    QVERIFY(m_page->openLedger(m_dir.filePath(QStringLiteral("reuse.sqlite"))));
    auto* table = child<QTableView>(m_page.get(), "jobTable");
    answerForm([](JobFormDialog* form) {
        child<QComboBox>(form, "cardCombo")->setCurrentText(QStringLiteral("l40s"));
        setText(form, "billedHoursEdit", QStringLiteral("5"));
        setText(form, "costEdit", QStringLiteral("10"));
    });
    m_page->addJob();
    QCOMPARE(table->model()->rowCount(), 1);
    table->selectRow(0);
    const qint64 id = static_cast<JobTableModel*>(table->model())->jobAt(0).id;
    child<QAction>(m_page.get(), "deleteJobsAction")->trigger();
    QCOMPARE(table->model()->rowCount(), 0);

    // Another writer (an import, the CLI) adds a job; SQLite hands it the freed id.
    JobRecord other;
    other.date = QDate(2024, 6, 1);
    other.card = QStringLiteral("h100-sxm");
    other.cards = 8;
    other.billedHours = 2;
    other.cost = 99;
    QCOMPARE(JobStore(m_page->ledger()->localLedger()).add(other), id);

    // Undoing the delete would collide, and undoing the add would delete the other job:
    // both are refused with a message and dropped, and the other job stays.
    Dialogs::takeShownMessages();
    m_page->undoStack()->undo();
    m_page->undoStack()->undo();
    const auto stored = JobStore(m_page->ledger()->localLedger()).find(id);
    QVERIFY(stored);
    QCOMPARE(stored->card, QStringLiteral("h100-sxm"));
    QCOMPARE(stored->cost, 99.0);
    QCOMPARE(JobStore(m_page->ledger()->localLedger()).count(), 1);
    QVERIFY(!Dialogs::takeShownMessages().filter(QString::number(id)).isEmpty());
    QVERIFY(!m_page->undoStack()->canUndo());
}

void TestLedgerPage::spendChartKeepsEmptyMonths()
{
    // Spend in November 2024 and February 2025: December and January show as empty bars.
    SpendChart chart;
    LedgerStats::Group november;
    november.key = QStringLiteral("2024-11");
    november.cost = 30;
    LedgerStats::Group february;
    february.key = QStringLiteral("2025-02");
    february.cost = 12.5;
    chart.setMonths({ november, february }, QStringLiteral("CNY"));
    QCOMPARE(chart.values(), (QList<qreal> { 30.0, 0.0, 0.0, 12.5 }));
}

void TestLedgerPage::countFollowsLoadedPages()
{
    const QString path = m_dir.filePath(QStringLiteral("pages.sqlite"));
    {
        LedgerDb db(path);
        QByteArray csv = "date,provider,card,cards,billing_mode,billed_hours,busy_hours,cost,currency,task,model,"
                         "result,tags,notes\n";
        for (int i = 0; i < 450; ++i)
            csv += "2024-05-01,P,l4,1,on_demand,1,1," + QByteArray::number(i + 1) + ",CNY,,,,,\n";
        QBuffer buffer(&csv);
        buffer.open(QIODevice::ReadOnly);
        LedgerImporter(db).importCsv(&buffer, QStringLiteral("pages.csv"), false);
    }
    QVERIFY(m_page->openLedger(path));
    auto* table = child<QTableView>(m_page.get(), "jobTable");
    auto* label = child<QLabel>(m_page.get(), "jobCountLabel");
    const int first = table->model()->rowCount();
    QVERIFY(first < 450); // lazily: one page, not the whole ledger
    QCOMPARE(label->text(), QStringLiteral("%1 of 450 matching jobs loaded").arg(first));
    table->model()->fetchMore({});
    const int second = table->model()->rowCount();
    QVERIFY(second > first);
    QCOMPARE(label->text(), QStringLiteral("%1 of 450 matching jobs loaded").arg(second));
}

void TestLedgerPage::newJobStartsInThePlansCurrency()
{
    // Add Job started in the newest job's currency (USD, from the example jobs) while a CNY plan was
    // open in a Chinese window. It starts in the open plan's currency; without one, the newest
    // job's; without jobs, the locale's.
    QVERIFY(m_page->openLedger(m_dir.filePath(QStringLiteral("currency.sqlite"))));
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    m_page->setPlanCurrencySource({});
    QCOMPARE(m_page->newJobCurrency(), QStringLiteral("CNY")); // no plan, no jobs: the locale's
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(m_page->newJobCurrency(), QStringLiteral("USD"));

    JobRecord usd;
    usd.date = QDate(2024, 6, 1);
    usd.card = QStringLiteral("h100-sxm");
    usd.cards = 1;
    usd.billedHours = 2;
    usd.cost = 5;
    usd.currency = QStringLiteral("EUR");
    JobStore(m_page->ledger()->localLedger()).add(usd);
    QCOMPARE(m_page->newJobCurrency(), QStringLiteral("EUR")); // no plan: the newest job's

    m_page->setPlanCurrencySource([] { return QStringLiteral("CNY"); });
    QString shown;
    answerForm([&](JobFormDialog* form) {
        shown = child<QComboBox>(form, "currencyCombo")->currentText();
    }); // no card, hours or cost typed: OK stays disabled and the form is closed unsaved
    m_page->addJob();
    QCOMPARE(JobStore(m_page->ledger()->localLedger()).count(), 1);
    QCOMPARE(shown, QStringLiteral("CNY")); // the open plan's, over the newest job's EUR
    m_page->setPlanCurrencySource({});
    QLocale::setDefault(QLocale::c());
}

QTEST_MAIN(TestLedgerPage)
#include "tst_ledgerpage.moc"
