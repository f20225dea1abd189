// The main window: the language menu switches every visible text at once, and geometry persists.
#include "app/MainWindow.h"
#include "app/cli/CliCommand.h"
#include "models/common/AppSettings.h"
#include "models/common/Translation.h"
#include "models/procurement/XlsxSheet.h"
#include "models/qt/PhaseTableModel.h"
#include "models/qt/PlanModel.h"
#include "tests/LaptopScreen.h"
#include "tests/PrefilledJobForm.h"
#include "views/billing/BillingPage.h"
#include "views/common/DesktopRecentFiles.h"
#include "views/common/Dialogs.h"
#include "views/common/UserGuideDialog.h"
#include "views/document/PlanController.h"
#include "views/ledger/JobFormDialog.h"
#include "views/ledger/LedgerPage.h"
#include "views/planner/PlannerPage.h"

#include <QAction>
#include <QDir>
#include <QDragEnterEvent>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUrl>
#include <QtTest>

#include <cmath>

using namespace rp;

class TestMainWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Each test its own settings file: ctest runs test executables in parallel.
        QCoreApplication::setOrganizationName(QStringLiteral("RentPlanTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
        QSettings().clear();
        Translation::install(QStringLiteral("en"));
    }

    void languageMenuSwitchesAtOnce()
    {
        MainWindow window;
        window.show();
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        QCOMPARE(tabs->tabText(0), QStringLiteral("Memory && cards"));
        auto* chinese = window.findChild<QAction*>(QStringLiteral("language_zh_CN"));
        QVERIFY(chinese);
        chinese->trigger();
        QTRY_COMPARE(tabs->tabText(0), QStringLiteral("显存与选卡"));
        // The title names the plan, the example opened as an untitled plan, in the new language.
        QVERIFY2(!window.windowTitle().contains(u"Untitled"), qPrintable(window.windowTitle()));
        QVERIFY(window.windowTitle().contains(u"RentPlan"));
        QVERIFY(tabs->tabText(1) != QStringLiteral("Billing"));
        // Texts built by the engine follow too: the card table's split column.
        auto* summary = window.findChild<QLabel*>(QStringLiteral("estimateSummary"));
        QVERIFY2(summary->text().contains(QStringLiteral("每张卡需要")), qPrintable(summary->text()));
        QCOMPARE(AppSettings::value(AppSettings::Key::Language).toString(), QStringLiteral("zh_CN"));
        // Numbers are formatted for the language as well.
        QCOMPARE(QLocale().language(), QLocale::Chinese);

        window.findChild<QAction*>(QStringLiteral("language_en"))->trigger();
        QTRY_COMPARE(tabs->tabText(0), QStringLiteral("Memory && cards"));
    }

    void closingWithUnsavedEditsAsksFirst()
    {
        Dialogs::setRecordOnly(true);
        {
            MainWindow untouched;
            untouched.show();
            Dialogs::takeShownMessages();
            QVERIFY(untouched.close()); // nothing changed: no question
            QVERIFY(Dialogs::takeShownMessages().isEmpty());
        }
        MainWindow window;
        window.show();
        QVERIFY(!window.windowTitle().contains(u'*'));
        // An edit: add an offer on the billing tab.
        QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("addOffer")), Qt::LeftButton);
        QTRY_VERIFY(window.windowTitle().contains(u'*'));
        // "Cancel" keeps the window open, with the edit.
        Dialogs::setNextAnswer(QMessageBox::Cancel);
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        QCOMPARE(Dialogs::takeShownMessages().size(), 1);
        // "Discard" closes it.
        Dialogs::setNextAnswer(QMessageBox::Discard);
        QVERIFY(window.close());
    }

    void droppedPlanFileOpens()
    {
        // A .rentplan file dragged from a file manager onto the window opens, as File → Open does,
        // asking about unsaved edits first; anything else dropped on the window is left alone.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dropped.rentplan"));
        QVERIFY(QFile::copy(QStringLiteral(":/data/examples/lora-7b.rentplan"), path));
        Dialogs::setRecordOnly(true);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* plan = window.findChild<PlanController*>();
        QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("addOffer")), Qt::LeftButton);
        QTRY_VERIFY(plan->isModified());
        auto drop = [&window](const QString& file) {
            QMimeData data;
            data.setUrls({ QUrl::fromLocalFile(file) });
            QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(&window, &enter);
            if (!enter.isAccepted())
                return false;
            QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(&window, &drop);
            return true;
        };
        QVERIFY(!drop(dir.filePath(QStringLiteral("notes.txt"))));
        // "Cancel" at the unsaved-edits question keeps the edited plan.
        Dialogs::takeShownMessages();
        Dialogs::setNextAnswer(QMessageBox::Cancel);
        QVERIFY(drop(path));
        QCOMPARE(Dialogs::takeShownMessages().size(), 1);
        QVERIFY(plan->filePath().isEmpty());
        // "Discard" opens the dropped plan.
        Dialogs::setNextAnswer(QMessageBox::Discard);
        QVERIFY(drop(path));
        QCOMPARE(plan->filePath(), path);
        QCOMPARE(plan->model()->plan().phases.size(), 4);
    }

    void openedPlanReachesTheDesktopRecentFiles()
    {
        // A plan opened in the window is listed under File → Open Recent and in the desktop's
        // recent files (recently-used.xbel, which file managers show as "Recent"); test mode puts
        // that list under ~/.qttest/share, not the user's.
        const QString list = DesktopRecentFiles::defaultPath();
        QVERIFY(list.contains(QStringLiteral(".qttest")));
        QFile::remove(list);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("my plan.rentplan"));
        QVERIFY(QFile::copy(QStringLiteral(":/data/examples/lora-7b.rentplan"), path));
        Dialogs::setRecordOnly(true);
        MainWindow window;
        QVERIFY(window.openPlan(path));
        auto* recent = window.findChild<QMenu*>(QStringLiteral("recentPlansMenu"));
        QVERIFY(recent->isEnabled());
        QCOMPARE(recent->actions().first()->text(), QDir::toNativeSeparators(path));
        QFile file(list);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray xbel = file.readAll();
        QVERIFY2(xbel.contains(QUrl::fromLocalFile(path).toEncoded()), xbel.constData());
        QVERIFY(xbel.contains("application/x-rentplan+json"));
        QVERIFY(xbel.contains("name=\"RentPlan\""));
    }

    void aboutSaysVersionLicenceQtAndSources()
    {
        // main() sets the version from the project's (CMake's PROJECT_VERSION); the box shows whatever it is.
        const QString version = QCoreApplication::applicationVersion();
        QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
        const QString about = MainWindow::aboutText();
        QCoreApplication::setApplicationVersion(version);
        QVERIFY2(about.contains(QStringLiteral("<b>RentPlan 9.8.7</b>")), qPrintable(about));
        QVERIFY(about.contains(QStringLiteral("GNU General Public License, version 3 or later")));
        QVERIFY(about.contains(QStringLiteral("running on Qt ") + QString::fromLatin1(qVersion())));
        QVERIFY(about.contains(QStringLiteral("Rajbhandari")));
        QVERIFY(about.contains(QStringLiteral("Qt Charts")));

        // Help → About RentPlan: its link opens the user guide.
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QAction*>(QStringLiteral("aboutAction"))->trigger();
        auto* box = window.findChild<QMessageBox*>(QStringLiteral("aboutBox"));
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        auto* label = box->findChild<QLabel*>(QStringLiteral("qt_msgbox_label"));
        QVERIFY(label);
        QVERIFY(label->text().contains(QStringLiteral("href=\"#guide\"")));
        Q_EMIT label->linkActivated(QStringLiteral("#guide"));
        QTRY_VERIFY(!box->isVisible());
        auto* guide = window.findChild<UserGuideDialog*>();
        QVERIFY(guide);
        QVERIFY(guide->isVisible());
    }

    void requestForQuotationFromTheFileMenu()
    {
        // File → Request for quotation… writes the workbook `rentplan rfq` writes: lora-7b has four
        // lines (tst_billofquantities works them out), the third its training run on 8 A100 SXM.
        QTemporaryDir dir;
        const QString plan = dir.filePath(QStringLiteral("lora.rentplan"));
        QVERIFY(QFile::copy(QStringLiteral(":/data/examples/lora-7b.rentplan"), plan));
        Dialogs::setRecordOnly(true);
        MainWindow window;
        QVERIFY(window.findChild<PlanController*>()->open(plan));
        auto* action = window.findChild<QAction*>(QStringLiteral("exportRequestAction"));
        QVERIFY(action);
        const QString out = dir.filePath(QStringLiteral("request.xlsx"));
        Dialogs::setNextFileName(out);
        action->trigger();
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const SheetTable sheet = XlsxSheet::read(file.readAll(), out);
        QCOMPARE(sheet.rows.size(), 2 + 4);
        QCOMPARE(sheet.rows.at(0).cell(0), QStringLiteral("line"));
        QCOMPARE(sheet.rows.at(4).cell(1), QStringLiteral("Training run"));
        QCOMPARE(sheet.rows.at(4).cell(3), QStringLiteral("NVIDIA A100-SXM4-80GB"));
        QCOMPARE(sheet.rows.at(4).cell(7), QStringLiteral("8"));
    }

    void undoFollowsTheTabInFront()
    {
        MainWindow window;
        window.show();
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        auto* undo = window.findChild<QAction*>(QStringLiteral("undoAction"));
        QVERIFY(undo);
        tabs->setCurrentIndex(1); // Billing
        const QList<Offer>& offers = window.findChild<PlanController*>()->model()->plan().offers;
        const qsizetype before = offers.size();
        QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("addOffer")), Qt::LeftButton);
        QCOMPARE(window.findChild<PlanController*>()->model()->plan().offers.size(), before + 1);
        QVERIFY(undo->isEnabled());
        tabs->setCurrentWidget(window.findChild<QWidget*>(QStringLiteral("ledgerPage"))); // nothing to undo there
        QVERIFY(!undo->isEnabled());
        tabs->setCurrentIndex(1);
        QVERIFY(undo->isEnabled());
        QVERIFY(window.windowTitle().contains(u'*')); // the plan has an unsaved edit
        // The keyboard reaches it from inside the billing tab.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QWidget* focus = QApplication::focusWidget() ? QApplication::focusWidget() : tabs->currentWidget();
        QTest::keyClick(focus, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window.findChild<PlanController*>()->model()->plan().offers.size(), before);
        QVERIFY(!window.windowTitle().contains(u'*')); // undone back to the saved state
        Dialogs::setNextAnswer(QMessageBox::Discard);
        window.close();
    }

    void recordAsJobPrefillsTheLedgerForm()
    {
        MainWindow window;
        window.show();
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        tabs->setCurrentIndex(1);
        auto* billing = window.findChild<BillingPage*>();
        // The example plan's job: 300 h on 8 cards.
        QCOMPARE(billing->job().hours, 300.0);
        QCOMPARE(billing->job().cards, 8);
        auto* offers = window.findChild<QTableView*>(QStringLiteral("offerTable"));
        offers->setCurrentIndex(offers->model()->index(0, 0)); // a-on-demand: 18 per card-hour, 8-card instances
        JobRecord prefilled;
        rp::test::cancelNextJobForm(&prefilled);
        QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("recordAsJob")), Qt::LeftButton);
        QCOMPARE(tabs->currentWidget(), window.findChild<LedgerPage*>());
        QCOMPARE(prefilled.card, QStringLiteral("a100-sxm-80g"));
        QCOMPARE(prefilled.cards, 8);
        QVERIFY(prefilled.phase.isEmpty()); // a plan phase once plans have phases; never an offer id
        QCOMPARE(prefilled.billingMode, QStringLiteral("on_demand"));
        // Planned: 8 cards × 18 × 300 h = 43,200, plus storage 300 a month for 300 of 730 hours = 123.29.
        QCOMPARE(qRound(prefilled.plannedCost.value_or(0) * 100), qRound((43200.0 + 300.0 * 300.0 / 730.0) * 100));
    }

    void plannerPhaseRecordedThenComparedByPhase()
    {
        // A fresh ledger, so the plan-against-actual line holds only this job.
        QTemporaryDir dir;
        AppSettings::setValue(AppSettings::Key::LedgerPath, dir.filePath(QStringLiteral("ledger.sqlite")));
        MainWindow window;
        window.show();
        // `rentplan lora-7b.rentplan` opens the file in the window (the file manager's "Open with"),
        // while `rentplan plan lora-7b.rentplan` stays a command.
        QVERIFY(!cli::isCliInvocation({ QStringLiteral("/home/me/lora-7b.rentplan") }));
        QVERIFY(!cli::isCliInvocation({ QStringLiteral("Project.RentPlan") }));
        QVERIFY(cli::isCliInvocation({ QStringLiteral("plan"), QStringLiteral("lora-7b.rentplan") }));
        // The desktop's recent files hand over a URI ("rentplan %u"); Qt's own options may come first.
        QVERIFY(!cli::isCliInvocation({ QStringLiteral("file:///home/me/GPU%20plan.rentplan") }));
        QCOMPARE(cli::planToOpen({ QStringLiteral("file:///home/me/GPU%20plan.rentplan") }),
            QStringLiteral("/home/me/GPU plan.rentplan"));
        QCOMPARE(
            cli::planToOpen({ QStringLiteral("-platform"), QStringLiteral("offscreen"), QStringLiteral("a.rentplan") }),
            QStringLiteral("a.rentplan"));
        QCOMPARE(cli::planToOpen({ QStringLiteral("-platform"), QStringLiteral("offscreen") }), QString());
        QVERIFY(window.openPlan(QStringLiteral(RENTPLAN_TEST_DATA "/../../resources/data/examples/lora-7b.rentplan")));
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        auto* planner = window.findChild<PlannerPage*>();
        tabs->setCurrentWidget(planner);
        planner->phaseTable()->setCurrentIndex(planner->phaseModel()->index(2, 0)); // the training run
        const PhaseResult train = planner->result().phases.at(2);
        QCOMPARE(train.id, QStringLiteral("train"));
        QVERIFY(train.cost > 0);

        // Record it with what the run really cost: 8 cards for 60 h at 18.50 = 8,880.
        JobRecord prefilled;
        QTimer::singleShot(0, [&prefilled] {
            auto* form = qobject_cast<JobFormDialog*>(QApplication::activeModalWidget());
            QVERIFY(form);
            prefilled = form->job();
            JobRecord actual = prefilled;
            actual.provider = QStringLiteral("Example Cloud A");
            actual.billedHours = 60;
            actual.cost = 8 * 60 * 18.5;
            form->setJob(actual);
            form->accept();
        });
        QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("recordPhaseButton")), Qt::LeftButton);
        QCOMPARE(tabs->currentWidget(), window.findChild<LedgerPage*>());
        QCOMPARE(prefilled.phase, QStringLiteral("train")); // the phase id, the ledger's `phase` (docs/plan-format.md)
        QCOMPARE(prefilled.cards, 8);
        QCOMPARE(prefilled.card, QStringLiteral("a100-sxm-80g"));
        // Kept to the cent, as the Billing tab's "Record as job…" keeps it (PlanJobDraft::make).
        QCOMPARE(prefilled.plannedCost.value_or(0), std::round(train.cost * 100.0) / 100.0);

        // The ledger's plan-against-actual table groups the job under its plan and phase.
        auto* lines = window.findChild<QTableWidget*>(QStringLiteral("planTable"));
        QVERIFY(lines);
        QTRY_COMPARE(lines->rowCount(), 1);
        QVERIFY2(lines->item(0, 0)->text().endsWith(QStringLiteral(" / train")), qPrintable(lines->item(0, 0)->text()));
        const QLocale locale;
        QCOMPARE(lines->item(0, 1)->text(), QStringLiteral("1"));
        QVERIFY2(
            lines->item(0, 3)->text().contains(locale.toString(8880.0, 'f', 2)), qPrintable(lines->item(0, 3)->text()));
        const double difference = 8880.0 - prefilled.plannedCost.value_or(0);
        QVERIFY2(lines->item(0, 4)->text().contains(locale.toString(std::abs(difference), 'f', 2)),
            qPrintable(lines->item(0, 4)->text()));
        Dialogs::setNextAnswer(QMessageBox::Discard);
        window.close();
        AppSettings::setValue(AppSettings::Key::LedgerPath, QString());
    }

    void shownTabFirstBuildsTheOthersAfterThePaint()
    {
        // The application's start: the tab the window reopens on (here the Planner) is built with
        // the window, the four others once it has painted.
        AppSettings::setValue(AppSettings::Key::CurrentTab, 2);
        MainWindow window(MainWindow::Startup::ShownTabFirst);
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        QVERIFY(!window.tabsComplete());
        QVERIFY(window.findChild<PlannerPage*>());
        QVERIFY(!window.findChild<BillingPage*>());
        QVERIFY(!window.findChild<LedgerPage*>());
        QCOMPARE(tabs->count(), 5);
        QCOMPARE(tabs->currentWidget(), window.findChild<PlannerPage*>());
        QCOMPARE(tabs->tabText(3), QStringLiteral("Ledger")); // every tab named from the start
        QSignalSpy completed(&window, &MainWindow::tabsCompleted);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(window.tabsComplete());
        QCOMPARE(completed.count(), 1);
        // The pages in their places, the one in front unchanged, the names kept.
        QCOMPARE(tabs->currentWidget(), window.findChild<PlannerPage*>());
        QCOMPARE(tabs->widget(1), window.findChild<BillingPage*>());
        QCOMPARE(tabs->widget(3), window.findChild<LedgerPage*>());
        QCOMPARE(tabs->tabText(1), QStringLiteral("Billing"));
        QCOMPARE(tabs->tabText(4), QStringLiteral("Rented machine"));
        // The File menu gained the ledger's entries, just before Quit's separator.
        auto* ledger = window.findChild<LedgerPage*>();
        const QList<QAction*> file = window.menuBar()->actions().constFirst()->menu()->actions();
        const qsizetype newLedger = file.indexOf(ledger->newLedgerAction());
        QVERIFY(newLedger > 0);
        QCOMPARE(file.at(newLedger + 4), ledger->exportAction());
        QVERIFY(file.at(newLedger + 5)->isSeparator());
        QCOMPARE(file.constLast()->shortcut(), QKeySequence(QKeySequence::Quit));
        // The tabs are linked: a phase selected in the Planner becomes the Billing tab's job.
        QVERIFY(window.openPlan(QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/lora-7b.rentplan")));
        auto* table = window.findChild<QTableView*>(QStringLiteral("phaseTable"));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
            table->visualRect(table->model()->index(1, 0)).center()); // "Trial runs"
        QCOMPARE(window.findChild<BillingPage*>()->jobSource(), (JobSource { QString(), QStringLiteral("trial") }));
        AppSettings::setValue(AppSettings::Key::CurrentTab, 0);
    }

    void tabClickedBeforeThePaintIsBuiltAtOnce()
    {
        AppSettings::setValue(AppSettings::Key::CurrentTab, 0);
        MainWindow window(MainWindow::Startup::ShownTabFirst);
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        QVERIFY(!window.findChild<LedgerPage*>());
        tabs->setCurrentIndex(3);
        QVERIFY(window.tabsComplete());
        QCOMPARE(tabs->currentIndex(), 3);
        QCOMPARE(tabs->currentWidget(), window.findChild<LedgerPage*>());
        // Edit → Undo follows the ledger in front: nothing to undo there yet.
        QVERIFY(!window.findChild<QAction*>(QStringLiteral("undoAction"))->isEnabled());
    }

    void geometryPersists()
    {
        QSize saved;
        {
            MainWindow window;
            // The suite's screen is a 1366 × 768 laptop (LaptopScreen.h), where the least size fits.
            QCOMPARE(window.screen()->geometry().size(), QSize(1366, 768));
            window.setWindowState(Qt::WindowNoState);
            window.setGeometry(QRect(QPoint(20, 20), window.minimumSizeHint()));
            window.show();
            AppSettings::setValue(AppSettings::Key::WindowGeometry, window.saveGeometry());
            QVERIFY2(window.screen()->availableGeometry().contains(window.frameGeometry()),
                qPrintable(QStringLiteral("%1×%2 at %3,%4")
                               .arg(window.frameGeometry().width())
                               .arg(window.frameGeometry().height())
                               .arg(window.frameGeometry().x())
                               .arg(window.frameGeometry().y())));
            saved = window.size();
            window.close();
        }
        MainWindow again;
        QCOMPARE(again.size(), saved); // it fits: restored as it was
    }
};

RENTPLAN_TEST_MAIN_ON_LAPTOP_SCREEN(TestMainWindow)
#include "tst_mainwindow.moc"
