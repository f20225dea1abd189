// The Rented machine tab driven as a user would: paste a capture and read the pass/fail table,
// compare quotes and make one an offer, the watchdog script and savings, the transfer calculator.
#include "models/common/Translation.h"
#include "models/qt/AcceptanceTableModel.h"
#include "models/qt/PlanModel.h"
#include "models/qt/QuoteTableModel.h"
#include "models/toolkit/WatchdogScript.h"
#include "tests/CliRunner.h"
#include "tests/GuiTestSetup.h"
#include "views/common/Dialogs.h"
#include "views/document/PlanController.h"
#include "views/toolkit/ToolkitPage.h"

#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

using namespace rp;

namespace {

QString fixtureText(const char* name)
{
    QFile file(QStringLiteral(RENTPLAN_TEST_DATA "/nvidia-smi/") + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The peak phase "Training run": 8 H100 SXM for 10 typed hours on an offer of 4-card machines,
// so the planner places it on 2 machines of 4.
QString twoOfFourPlan(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("peak.rentplan"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(R"({"format": "rentplan-plan", "version": 1, "name": "Peak on 4-card machines",
        "offers": [{"id": "h100-4", "provider": "Test B", "card": "h100-sxm", "cards": 4, "mode": "on_demand",
                    "price_per_card_hour": 30}],
        "phases": [{"id": "train", "name": "Training run", "kind": "full_training", "card": "h100-sxm",
                    "cards": 8, "hours": 10}]})");
    return path;
}

// One HGX H100 machine of 8 (modal-labs/gpu-glossary's table, the NV18 matrix), as pasted.
QString hgxCapture()
{
    return fixtureText("smi-hgx-h100x8-r550-idle.txt") + QStringLiteral("\n")
        + fixtureText("topo-hgx-h100x8-nv18-spaces.txt");
}

// Two vendors answer the request `rentplan rfq` wrote for the two-of-four plan (one line: 8 H100
// SXM as 2 machines of 4, 10 typed hours): Alpha as asked at 28 per card-hour, Beta with one
// 8-card machine at 27. Empty when the request cannot be written.
QStringList twoAnswers(const QTemporaryDir& dir, const QString& plan)
{
    const QString request = dir.filePath(QStringLiteral("request.csv"));
    if (runCli({ QStringLiteral("rfq"), plan, QStringLiteral("-o"), request }).exitCode != 0)
        return {};
    QFile in(request);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> rows = in.readAll().split('\n');
    if (rows.size() < 3)
        return {};
    const QList<QByteArray> keys = rows.at(0).mid(3).trimmed().split(',');
    auto answered = [&](const char* name, const QMap<QByteArray, QByteArray>& cells) {
        QList<QByteArray> line = rows.at(2).trimmed().split(',');
        for (auto it = cells.begin(); it != cells.end(); ++it)
            line[keys.indexOf(it.key())] = it.value();
        const QString path = dir.filePath(QLatin1String(name));
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", name);
        out.write(rows.at(0).trimmed() + "\r\n" + rows.at(1).trimmed() + "\r\n" + line.join(',') + "\r\n");
        return path;
    };
    const QString alpha = answered("alpha.csv", { { "vendor", "Alpha" }, { "price_per_card_hour", "28" } });
    const QString beta = answered("beta.csv",
        { { "vendor", "Beta" }, { "offered_cards_per_machine", "8" }, { "offered_machines", "1" },
            { "price_per_card_hour", "27" } });

    return { alpha, beta };
}

int rowOf(const QAbstractItemModel* model, const QString& item)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, AcceptanceTableModel::Item).data().toString() == item)
            return row;
    }
    return -1;
}

} // namespace

class TestToolkitPage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pasteShowsPassFailTable();
    void badPasteClearsTheTable();
    void headlineSaysExpectedFoundVerdict();
    void quotesCompareAndBecomeOffers();
    void answeredRequestsShowTheAwardAndBecomeQuotes();
    void watchdogScriptAndSavings();
    void watchdogSavesTheScriptAsGenerated();
    void watchdogPanelMatchesTheCommandLine();
    void transferCalculator();
    void theViewLeftOpenComesBack();
    void everythingRetranslates();
    void screenshots();

private:
    struct Fixture {
        QWidget window;
        PlanController* plan = nullptr;
        ToolkitPage* page = nullptr;
        // Each fixture starts as a first start does, on the quotes view, unless it is to find the view a
        // previous one left open.
        enum class View { First, Saved };
        explicit Fixture(const QString& planPath = QStringLiteral(RENTPLAN_TEST_DATA "/accept/phases.rentplan"),
            View view = View::First)
        {
            if (view == View::First)
                QSettings().remove(QStringLiteral("toolkit/tab"));
            plan = new PlanController(&window, &window);
            if (!plan->open(planPath))
                qFatal("test plan refused");
            page = new ToolkitPage(plan, &window);
            // Every table model of ours goes through Qt's model checker for all the test does.
            if (checkItemModels(page) == 0)
                qFatal("no item model to check");
            window.resize(1366, 768);
            window.show();
        }
    };
};

void TestToolkitPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RentPlanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_toolkitpage"));
    QSettings().clear();
    Dialogs::setRecordOnly(true);
    Translation::install(QStringLiteral("en"));
}

void TestToolkitPage::pasteShowsPassFailTable()
{
    Fixture f;
    auto* paste = f.page->findChild<QPlainTextEdit*>(QStringLiteral("capturePaste"));
    auto* table = f.page->findChild<QTableView*>(QStringLiteral("acceptTable"));
    auto* status = f.page->findChild<QLabel*>(QStringLiteral("acceptStatus"));
    auto* quote = f.page->findChild<QComboBox*>(QStringLiteral("acceptQuote"));
    QVERIFY(paste && table && status && quote);
    QCOMPARE(table->model()->rowCount(), 0);
    QVERIFY(status->text().startsWith(QLatin1String("Paste what the rented machine printed")));

    // The busy 8 × A100 table against quote h100x8: wrong card, someone else's processes.
    quote->setCurrentIndex(quote->findData(QStringLiteral("h100x8")));
    paste->setPlainText(fixtureText("smi-a100-80gb-sxm4x8-r595-busy.txt"));
    QTRY_VERIFY(table->model()->rowCount() > 0);
    const int model = rowOf(table->model(), QStringLiteral("Card model"));
    QVERIFY(model >= 0);
    QCOMPARE(table->model()->index(model, AcceptanceTableModel::Result).data().toString(), QStringLiteral("FAIL"));
    QCOMPARE(table->model()->index(model, AcceptanceTableModel::Found).data().toString(),
        QStringLiteral("NVIDIA A100-SXM4-80GB"));
    QVERIFY(table->model()
                ->index(model, AcceptanceTableModel::Line)
                .data()
                .toString()
                .startsWith(QLatin1String("line 9:")));
    const int count = rowOf(table->model(), QStringLiteral("Number of cards"));
    QCOMPARE(table->model()->index(count, AcceptanceTableModel::Result).data().toString(), QStringLiteral("pass"));
    QVERIFY2(status->text().contains(QStringLiteral("FAIL")), qPrintable(status->text()));

    // Against the A100 quote the card passes and the verdict follows the combo at once.
    quote->setCurrentIndex(quote->findData(QStringLiteral("a100x8")));
    QCOMPARE(table->model()
                 ->index(rowOf(table->model(), QStringLiteral("Card model")), AcceptanceTableModel::Result)
                 .data()
                 .toString(),
        QStringLiteral("pass"));
}

void TestToolkitPage::badPasteClearsTheTable()
{
    Fixture f;
    auto* paste = f.page->findChild<QPlainTextEdit*>(QStringLiteral("capturePaste"));
    auto* table = f.page->findChild<QTableView*>(QStringLiteral("acceptTable"));
    auto* status = f.page->findChild<QLabel*>(QStringLiteral("acceptStatus"));
    paste->setPlainText(fixtureText("topo-hgx-h100x8-nv18-spaces.txt"));
    QTRY_VERIFY(table->model()->rowCount() > 0);
    // Another tool's output: an error, and the old results are gone.
    paste->setPlainText(QStringLiteral("total 8\n-rw-r--r-- 1 root root 4096 Nov 30 10:00 train.py\n"));
    QTRY_COMPARE(table->model()->rowCount(), 0);
    QVERIFY2(status->text().contains(QStringLiteral("no output of nvidia-smi")), qPrintable(status->text()));
    paste->clear();
    QTRY_VERIFY(status->text().startsWith(QLatin1String("Paste what")));
}

void TestToolkitPage::headlineSaysExpectedFoundVerdict()
{
    // 2 machines of 4 planned, one machine of 8 pasted: one sentence says what was expected,
    // what was found and the verdict; the note says why the other shape is enough.
    QTemporaryDir dir;
    Fixture f(twoOfFourPlan(dir));
    f.page->findChild<QTabWidget*>(QStringLiteral("toolkitTabs"))->setCurrentIndex(1); // Delivery acceptance
    auto* paste = f.page->findChild<QPlainTextEdit*>(QStringLiteral("capturePaste"));
    auto* table = f.page->findChild<QTableView*>(QStringLiteral("acceptTable"));
    auto* status = f.page->findChild<QLabel*>(QStringLiteral("acceptStatus"));
    QTest::keyClick(paste, Qt::Key_A); // typing starts the check too: a stray "a" is no capture
    QTRY_VERIFY(status->text().contains(QStringLiteral("no output of nvidia-smi")));
    paste->setPlainText(hgxCapture());
    const QString sentence = QStringLiteral("Expected 8 × H100 80GB SXM for the peak phase \"Training run\"; found 8 × "
                                            "NVIDIA H100 80GB HBM3 in one machine with NVLink: ");
    QTRY_VERIFY2(status->text().startsWith(sentence), qPrintable(status->text()));
    // The table has no Processes box and no host outputs here: those items cannot be told.
    QCOMPARE(status->text(),
        sentence + QStringLiteral("cannot tell: Cards free of other processes, CPU cores per card, RAM per card."));
    QVERIFY(status->font().bold());
    const QString note
        = QStringLiteral("8 cards in one machine instead of 2 machines of 4: enough for the peak phase.");
    auto* noteLabel = f.page->findChild<QLabel*>(QStringLiteral("acceptNote"));
    QVERIFY(noteLabel);
    QVERIFY(noteLabel->isVisible());
    QCOMPARE(noteLabel->text(), QStringLiteral("Note: ") + note);
    // The count row passes (it failed as "8, expected 4" against the offer's shape) and its tooltip is the note.
    const int count = rowOf(table->model(), QStringLiteral("Number of cards"));
    QVERIFY(count >= 0);
    QCOMPARE(table->model()->index(count, AcceptanceTableModel::Result).data().toString(), QStringLiteral("pass"));
    QCOMPARE(table->model()->index(count, AcceptanceTableModel::Found).data(Qt::ToolTipRole).toString(), note);

    // In Chinese the same sentence, translated, at once.
    Translation::install(QStringLiteral("zh_CN"));
    QTRY_COMPARE(status->text(),
        QStringLiteral(
            "应为 8 × H100 80GB SXM（峰值阶段“Training run”）；实测 8 × NVIDIA H100 80GB HBM3（一台机器），带 "
            "NVLink：无法判断（显卡上无他人进程、每卡 CPU 核数、每卡内存）。"));
    QCOMPARE(noteLabel->text(), QStringLiteral("注：一台机器 8 卡，而非计划的 2 台 4 卡机器：足够峰值阶段使用。"));
    Translation::install(QStringLiteral("en"));
    QTRY_VERIFY(status->text().startsWith(sentence));

    // Emptied, the panel says what to do again, in plain type and without a note.
    paste->clear();
    QTRY_VERIFY(status->text().startsWith(QLatin1String("Paste what")));
    QVERIFY(!status->font().bold());
    QVERIFY(noteLabel->isHidden());
}

void TestToolkitPage::quotesCompareAndBecomeOffers()
{
    Fixture f;
    auto* table = f.page->findChild<QTableView*>(QStringLiteral("quoteComparison"));
    auto* findings = f.page->findChild<QTreeWidget*>(QStringLiteral("quoteFindings"));
    auto* offer = f.page->findChild<QPushButton*>(QStringLiteral("quoteMakeOffer"));
    QCOMPARE(table->model()->rowCount(), 3);
    // The plan's three GPU phases (typed hours, so billed as typed), each quote billing whole machines:
    // rtx4090x8 runs "Batch inference" (8 × RTX 4090, 20 h): 8 × 3 × 20 = 480;
    // a100x8 runs "Trial runs" (2 × A100 SXM, 10 h) on its 8-card machine: 8 × 20 × 10 = 1,600;
    // h100x8 runs "Demo" (1 × H100 SXM, 10 h) on one of its 8-card machines: 8 × 30 × 10 = 2,400.
    QStringList order;
    for (int row = 0; row < 3; ++row)
        order.append(table->model()->index(row, 0).data(QuoteTableModel::QuoteIdRole).toString());
    QCOMPARE(order, QStringList({ QStringLiteral("rtx4090x8"), QStringLiteral("a100x8"), QStringLiteral("h100x8") }));
    const auto cell = [&](int row, int column) { return table->model()->index(row, column).data().toString(); };
    QCOMPARE(cell(0, QuoteTableModel::Provider), QStringLiteral("Test C")); // names, not ids
    QCOMPARE(cell(0, QuoteTableModel::CardName), QStringLiteral("GeForce RTX 4090"));
    QCOMPARE(cell(0, QuoteTableModel::Cost), QStringLiteral("480.00\u00A0CNY"));
    QCOMPARE(cell(1, QuoteTableModel::Cost), QStringLiteral("1,600.00\u00A0CNY"));
    QCOMPARE(cell(2, QuoteTableModel::Cost), QStringLiteral("2,400.00\u00A0CNY"));
    QCOMPARE(cell(0, QuoteTableModel::Hours), QStringLiteral("20\u00A0h"));
    QCOMPARE(cell(1, QuoteTableModel::Phases), QStringLiteral("1 of 3 phases"));
    const QString tip = table->model()->index(1, QuoteTableModel::Cost).data(Qt::ToolTipRole).toString();
    // Typed hours were measured on the phase's own card: another card's hours are unknown until the
    // phase has a workload, so the A100 quote cannot be costed for the RTX 4090 phase.
    QVERIFY2(tip.contains(QStringLiteral("Batch inference: cannot run it, the phase's hours were typed for the GeForce "
                                         "RTX 4090: give it a workload to compare the A100 80GB SXM")),
        qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Trial runs: 10\u00A0h on 2 cards, 1,600.00\u00A0CNY")), qPrintable(tip));
    table->selectRow(int(order.indexOf(QStringLiteral("rtx4090x8"))));
    QVERIFY(findings->topLevelItemCount() > 0);
    bool pcie = false;
    for (int i = 0; i < findings->topLevelItemCount(); ++i)
        pcie = pcie || findings->topLevelItem(i)->text(0).contains(QStringLiteral("PCIe without NVLink"));
    QVERIFY(pcie);

    const qsizetype offers = f.plan->model()->plan().offers.size();
    QTest::mouseClick(offer, Qt::LeftButton);
    QCOMPARE(f.plan->model()->plan().offers.size(), offers + 1);
    QCOMPARE(f.plan->model()->plan().offers.last().id, QStringLiteral("rtx4090x8"));
    QVERIFY(Dialogs::takeShownMessages().join(u' ').contains(QStringLiteral("now offer rtx4090x8")));
    f.plan->undoStack()->undo();
    QCOMPARE(f.plan->model()->plan().offers.size(), offers);
}

// The answers of twoAnswers() compared in the window.
void TestToolkitPage::answeredRequestsShowTheAwardAndBecomeQuotes()
{
    QTemporaryDir dir;
    const QString plan = twoOfFourPlan(dir);
    const QStringList answers = twoAnswers(dir, plan);
    QCOMPARE(answers.size(), 2);
    Fixture f(plan);
    auto* import = f.page->findChild<QPushButton*>(QStringLiteral("quoteImportAnswers"));
    QVERIFY(import);
    Dialogs::setNextFileName(answers.join(u'\n'));
    QTest::mouseClick(import, Qt::LeftButton);
    auto* dialog = f.page->findChild<QDialog*>(QStringLiteral("answeredRequests"));
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    auto* tree = dialog->findChild<QTreeWidget*>(QStringLiteral("answeredLines"));
    QCOMPARE(tree->topLevelItemCount(), 1);
    QTreeWidgetItem* line = tree->topLevelItem(0);
    QVERIFY2(line->text(0).startsWith(QStringLiteral("Line 1 (Training run): 2 × 4 H100 80GB SXM, 10\u00A0h")),
        qPrintable(line->text(0)));
    QCOMPARE(line->childCount(), 2);
    // 10 h × 8 cards × 27 = 2,160 for Beta; 10 × 8 × 28 = 2,240 for Alpha.
    QCOMPARE(line->child(0)->text(0), QStringLiteral("Beta (awarded)"));
    QCOMPARE(line->child(0)->text(2), QStringLiteral("1 × 8 cards"));
    QCOMPARE(line->child(0)->text(4), QStringLiteral("2,160.00\u00A0CNY"));
    QCOMPARE(line->child(1)->text(0), QStringLiteral("Alpha"));
    QCOMPARE(line->child(1)->text(2), QStringLiteral("2 × 4 cards"));
    QCOMPARE(line->child(1)->text(4), QStringLiteral("2,240.00\u00A0CNY"));
    const QString summary = dialog->findChild<QLabel*>(QStringLiteral("awardSummary"))->text();
    QVERIFY2(summary.contains(QStringLiteral("Cheapest complete award: everything to Beta, 2,160.00\u00A0CNY.")),
        qPrintable(summary));

    auto* add = dialog->findChild<QPushButton*>(QStringLiteral("addAwardedQuotes"));
    QVERIFY(add->isEnabled());
    QTest::mouseClick(add, Qt::LeftButton);
    const QList<Quote>& quotes = f.plan->model()->plan().quotes;
    QCOMPARE(quotes.size(), 1);
    QCOMPARE(quotes.first().id, QStringLiteral("beta-line1"));
    QCOMPARE(quotes.first().totalCards(), 8);
    f.plan->undoStack()->undo();
    QVERIFY(f.plan->model()->plan().quotes.isEmpty());

    // The answers are read against the lines of the scenario on screen, as the request was written.
    f.page->setScenarioOnScreen([] { return QStringLiteral("Nope"); });
    Dialogs::takeShownMessages();
    Dialogs::setNextFileName(answers.join(u'\n'));
    QTest::mouseClick(import, Qt::LeftButton);
    QVERIFY2(Dialogs::takeShownMessages().join(u' ').contains(QStringLiteral("\"Nope\"")), "no word of the scenario");
}

void TestToolkitPage::watchdogScriptAndSavings()
{
    Fixture f;
    auto* preview = f.page->findChild<QPlainTextEdit*>(QStringLiteral("watchdogPreview"));
    auto* savings = f.page->findChild<QLabel*>(QStringLiteral("watchdogSavings"));
    QVERIFY(preview->toPlainText().contains(QStringLiteral("THRESHOLD_PERCENT='5'\n")));
    QVERIFY(preview->toPlainText().contains(QStringLiteral("CPU-only")));
    // On the plan's phases, the ledger having no busy hours (each phase's idle share is 1 − utilization):
    // Trial runs 2 cards × 10 h × 0.5 = 10 card-h × 21 = 210; Batch inference 8 × 20 h × 0.25 = 40 card-h × 3
    // = 120; Demo computes all the time. 50 idle card-hours, 330 CNY (tst_idlesavings).
    auto* phases = f.page->findChild<QTreeWidget*>(QStringLiteral("watchdogPhases"));
    QCOMPARE(phases->topLevelItemCount(), 3);
    QCOMPARE(phases->topLevelItem(0)->text(0), QStringLiteral("Trial runs"));
    QCOMPARE(phases->topLevelItem(0)->text(3), QStringLiteral("210.00\u00A0CNY"));
    QVERIFY2(savings->text().contains(QStringLiteral(": 50 h")), qPrintable(savings->text()));
    QVERIFY2(savings->text().contains(QStringLiteral("330.00")), qPrintable(savings->text()));
}

void TestToolkitPage::watchdogSavesTheScriptAsGenerated()
{
    // The file saved is the generated script byte for byte. It was the preview's plain text, in
    // which QTextDocument::toPlainText() turns a no-break space into a space: the stop command
    // saved was not the one typed.
    Fixture f;
    QLineEdit* stop = nullptr;
    for (QLineEdit* edit : f.page->findChildren<QLineEdit*>()) {
        if (edit->text() == QLatin1String("shutdown -h now"))
            stop = edit;
    }
    QVERIFY(stop);
    const QString typed = QStringLiteral("touch STOPPED_@KEEP@;\u00A0sync");
    stop->clear();
    QTest::keyClicks(stop, typed);
    QCOMPARE(stop->text(), typed);
    QPushButton* save = nullptr;
    for (QPushButton* button : f.page->findChildren<QPushButton*>()) {
        if (button->text() == QStringLiteral("Save script…"))
            save = button;
    }
    QVERIFY(save && save->isEnabled());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("watchdog.sh"));
    Dialogs::setNextFileName(path);
    QTest::mouseClick(save, Qt::LeftButton);
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    toolkit::WatchdogOptions o; // the panel's defaults: 5 %, 30 min, every 60 s, rsync, scp, rclone
    o.stopCommand = typed;
    QCOMPARE(saved.readAll(), toolkit::WatchdogScript::generate(o).toUtf8());
}

void TestToolkitPage::watchdogPanelMatchesTheCommandLine()
{
    // The same settings typed in the panel and given to `rentplan watchdog` make the same script,
    // byte for byte: a list typed with spaces after its commas included.
    Fixture f;
    auto* preview = f.page->findChild<QPlainTextEdit*>(QStringLiteral("watchdogPreview"));
    const CliResult defaults = runCli({ QStringLiteral("watchdog") });
    QCOMPARE(defaults.exitCode, 0);
    QCOMPARE(preview->toPlainText(), defaults.out);

    f.page->findChild<QDoubleSpinBox*>(QStringLiteral("watchdogThreshold"))->setValue(7.5);
    f.page->findChild<QSpinBox*>(QStringLiteral("watchdogMinutes"))->setValue(10);
    f.page->findChild<QSpinBox*>(QStringLiteral("watchdogInterval"))->setValue(120);
    f.page->findChild<QLineEdit*>(QStringLiteral("watchdogStopCommand"))->setText(QStringLiteral(" sudo poweroff "));
    f.page->findChild<QLineEdit*>(QStringLiteral("watchdogKeepAlive"))->setText(QStringLiteral("rsync, scp , rclone"));
    const CliResult typed = runCli(
        { QStringLiteral("watchdog"), QStringLiteral("--threshold"), QStringLiteral("7.5"), QStringLiteral("--minutes"),
            QStringLiteral("10"), QStringLiteral("--interval"), QStringLiteral("120"), QStringLiteral("--stop-command"),
            QStringLiteral(" sudo poweroff "), QStringLiteral("--keep-alive"), QStringLiteral("rsync, scp , rclone") });
    QVERIFY2(typed.exitCode == 0, qPrintable(typed.err));
    QCOMPARE(preview->toPlainText(), typed.out);
    // 10 minutes at one check per 120 s: ceil(600 / 120) = 5 checks.
    QVERIFY(typed.out.contains(QStringLiteral("CHECKS_NEEDED='5'\n")));

    // A shorter idle time shortens the interval field with it: 1 minute allows at most 60 s.
    f.page->findChild<QSpinBox*>(QStringLiteral("watchdogMinutes"))->setValue(1);
    QCOMPARE(f.page->findChild<QSpinBox*>(QStringLiteral("watchdogInterval"))->value(), 60);
    QVERIFY(preview->toPlainText().contains(QStringLiteral("CHECKS_NEEDED='1'\n")));
}

void TestToolkitPage::transferCalculator()
{
    Fixture f;
    auto* size = f.page->findChild<QDoubleSpinBox*>(QStringLiteral("transferSize"));
    auto* bandwidth = f.page->findChild<QDoubleSpinBox*>(QStringLiteral("transferBandwidth"));
    auto* result = f.page->findChild<QLabel*>(QStringLiteral("transferResult"));
    size->setValue(140);
    bandwidth->setValue(100); // Mbit/s: 11 200 s = 3.11 h
    QVERIFY2(result->text().contains(QStringLiteral("3.11 h")), qPrintable(result->text()));
    bandwidth->setValue(1000); // 1 120 s = 19 min
    QVERIFY2(result->text().contains(QStringLiteral("(19 min)")), qPrintable(result->text()));
}

void TestToolkitPage::theViewLeftOpenComesBack()
{
    // The user clicks the watchdog view; the next start of the tab opens on it (no environment variable).
    {
        Fixture f;
        auto* tabs = f.page->findChild<QTabWidget*>(QStringLiteral("toolkitTabs"));
        QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(2).center());
        QCOMPARE(tabs->currentIndex(), 2);
    }
    Fixture again(QStringLiteral(RENTPLAN_TEST_DATA "/accept/phases.rentplan"), Fixture::View::Saved);
    QCOMPARE(again.page->findChild<QTabWidget*>(QStringLiteral("toolkitTabs"))->currentIndex(), 2);
}

void TestToolkitPage::everythingRetranslates()
{
    Fixture f;
    auto* paste = f.page->findChild<QPlainTextEdit*>(QStringLiteral("capturePaste"));
    auto* table = f.page->findChild<QTableView*>(QStringLiteral("acceptTable"));
    paste->setPlainText(fixtureText("smi-10x-quadro-rtx8000-r470.txt"));
    QTRY_VERIFY(table->model()->rowCount() > 0);
    Translation::install(QStringLiteral("zh_CN"));
    QTRY_COMPARE(
        table->model()->headerData(AcceptanceTableModel::Result, Qt::Horizontal).toString(), QStringLiteral("结果"));
    QVERIFY(rowOf(table->model(), QStringLiteral("显卡型号")) >= 0);
    auto* tabs = f.page->findChild<QTabWidget*>(QStringLiteral("toolkitTabs"));
    QTRY_COMPARE(tabs->tabText(1), QStringLiteral("交付验收"));
    Translation::install(QStringLiteral("en"));
    QTRY_COMPARE(tabs->tabText(1), QStringLiteral("Delivery acceptance"));
}

void TestToolkitPage::screenshots()
{
    // Not a check: with RENTPLAN_SHOT_DIR set, saves each sub-tab at 1366×768 in both languages
    // to look at (the busy A100 capture pasted against quote h100x8).
    const QString dir = qEnvironmentVariable("RENTPLAN_SHOT_DIR");
    if (dir.isEmpty())
        QSKIP("RENTPLAN_SHOT_DIR not set");
    for (const QString& language : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        Translation::install(language);
        Fixture f;
        f.window.resize(1366, 768);
        f.page->resize(1366, 768);
        auto* quote = f.page->findChild<QComboBox*>(QStringLiteral("acceptQuote"));
        quote->setCurrentIndex(quote->findData(QStringLiteral("h100x8")));
        f.page->findChild<QPlainTextEdit*>(QStringLiteral("capturePaste"))
            ->setPlainText(fixtureText("smi-a100-80gb-sxm4x8-r595-busy.txt") + QStringLiteral("\n")
                + fixtureText("topo-dgx-a100-nvlink-mlx5.txt"));
        // The pasted capture is checked once typing pauses: the shot shows its verdicts.
        QTRY_VERIFY(f.page->findChild<QTableView*>(QStringLiteral("acceptTable"))->model()->rowCount() > 0);
        auto* tabs = f.page->findChild<QTabWidget*>(QStringLiteral("toolkitTabs"));
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QVERIFY(tabs->currentWidget()->isVisible());
            // grab() lays the page out and paints it.
            QVERIFY(f.page->grab().save(QStringLiteral("%1/toolkit-%2-%3.png").arg(dir, language).arg(i)));
        }
    }
    // The answered-requests dialog on the two vendors' answers.
    QTemporaryDir answered;
    const QString answeredPlan = twoOfFourPlan(answered);
    const QStringList sheets = twoAnswers(answered, answeredPlan);
    for (const QString& language : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        Translation::install(language);
        Fixture f(answeredPlan);
        Dialogs::setNextFileName(sheets.join(u'\n'));
        QTest::mouseClick(f.page->findChild<QPushButton*>(QStringLiteral("quoteImportAnswers")), Qt::LeftButton);
        auto* dialog = f.page->findChild<QDialog*>(QStringLiteral("answeredRequests"));
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QVERIFY(dialog->grab().save(QStringLiteral("%1/answered-requests-%2.png").arg(dir, language)));
        QVERIFY(f.page->grab().save(QStringLiteral("%1/toolkit-quotes-buttons-%2.png").arg(dir, language)));
        dialog->reject();
    }
    // The Delivery acceptance tab on a plan of 2 machines of 4 with one machine of 8 pasted: the headline.
    QTemporaryDir plans;
    for (const QString& language : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        Translation::install(language);
        Fixture f(twoOfFourPlan(plans));
        f.page->resize(1366, 768);
        f.page->findChild<QPlainTextEdit*>(QStringLiteral("capturePaste"))->setPlainText(hgxCapture());
        auto* tabs = f.page->findChild<QTabWidget*>(QStringLiteral("toolkitTabs"));
        tabs->setCurrentIndex(1);
        // Checked once typing pauses: the headline and its note (one machine of 8 for 2 of 4).
        QTRY_VERIFY(!f.page->findChild<QLabel*>(QStringLiteral("acceptNote"))->isHidden());
        QVERIFY(f.page->findChild<QTableView*>(QStringLiteral("acceptTable"))->model()->rowCount() > 0);
        QVERIFY(f.page->grab().save(QStringLiteral("%1/toolkit-peak-%2.png").arg(dir, language)));
    }
    Translation::install(QStringLiteral("en"));
}

QTEST_MAIN(TestToolkitPage)
#include "tst_toolkitpage.moc"
