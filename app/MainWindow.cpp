#include "app/MainWindow.h"

#include "models/common/AppSettings.h"
#include "models/common/InputError.h"
#include "models/common/Translation.h"
#include "models/ledger/LedgerCalibration.h"
#include "models/ledger/LedgerDb.h"
#include "models/qt/PlanModel.h"
#include "views/billing/BillingPage.h"
#include "views/common/LanguageFont.h"
#include "views/common/TranslatedCommand.h"
#include "views/common/WheelGuard.h"
#include "views/document/PlanController.h"
#include "views/estimator/EstimatorPage.h"
#include "views/ledger/LedgerPage.h"
#include "views/planner/ConfidencePanel.h"
#include "views/planner/ExamplesMenu.h"
#include "views/planner/PlannerPage.h"
#include "views/report/ReportExport.h"
#include "views/toolkit/RequestExport.h"
#include "views/toolkit/ToolkitPage.h"

#include "views/common/Dialogs.h"
#include "views/common/UserGuideDialog.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QSignalBlocker>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>

#include <algorithm>

namespace rp {

MainWindow::MainWindow(Startup startup, QWidget* parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    WheelGuard::install(); // every tab and dialog: the wheel edits only a focused field
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->setDocumentMode(true);
    setCentralWidget(m_tabs);
    m_plan = new PlanController(this, this); // starts on the shipped example plan, untitled
    connect(m_plan, &PlanController::documentChanged, this, &MainWindow::updateTitle);
    m_reportExport = new ReportExport(m_plan, this);
    m_reportExport->setScenarioOnScreen([this] { return scenarioOnScreen(); });
    m_requestExport = new RequestExport(m_plan, this);
    m_requestExport->setScenarioOnScreen([this] { return scenarioOnScreen(); });

    // The tab the window reopens on is built now; the others are empty stand-ins until
    // completeTabs() puts the real pages in their place.
    const int shown = std::clamp(AppSettings::value(AppSettings::Key::CurrentTab).toInt(), 0, TabCount - 1);
    for (int i = 0; i < TabCount; ++i)
        m_tabs->addTab(i == shown ? makePage(i) : new QWidget(m_tabs), QString());

    // One Undo/Redo in the Edit menu, acting on the document of the tab in front.
    m_undoGroup = new QUndoGroup(this);
    m_undoGroup->addStack(m_plan->undoStack());
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::followCurrentTab);

    setAcceptDrops(true); // a .rentplan file dropped anywhere on the window opens
    buildMenus();
    language_font::apply(Translation::current());
    retranslateUi();

    fitToScreen();
    restoreState(AppSettings::value(AppSettings::Key::WindowState).toByteArray());
    m_tabs->setCurrentIndex(shown);
    if (startup == Startup::AllTabs)
        completeTabs();
    followCurrentTab();
}

QWidget* MainWindow::makePage(int tab)
{
    switch (tab) {
    case MemoryTab:
        return m_estimatorPage = new EstimatorPage(m_tabs);
    case BillingTab:
        return m_billingPage = new BillingPage(m_plan, m_tabs);
    case PlannerTab:
        return m_plannerPage = new PlannerPage(m_plan, m_tabs);
    case LedgerTab:
        return m_ledgerPage = new LedgerPage(m_tabs); // opens its ledger when first shown, not at start-up
    default:
        return m_toolkitPage = new ToolkitPage(m_plan, m_tabs); // quotes, acceptance, watchdog, transfer
    }
}

bool MainWindow::isPage(const QWidget* widget) const
{
    return widget
        && (widget == m_estimatorPage || widget == m_billingPage || widget == m_plannerPage || widget == m_ledgerPage
            || widget == m_toolkitPage);
}

bool MainWindow::tabsComplete() const
{
    return m_estimatorPage && m_billingPage && m_plannerPage && m_ledgerPage && m_toolkitPage;
}

void MainWindow::paintEvent(QPaintEvent* event)
{
    // The window is on screen: the tabs behind it are built in the next turn of the event loop.
    if (!tabsComplete() && !m_completionQueued) {
        m_completionQueued = true;
        QTimer::singleShot(0, this, &MainWindow::completeTabs);
    }
    QMainWindow::paintEvent(event);
}

void MainWindow::completeTabs()
{
    if (tabsComplete() || m_completing) // once, and not again from inside a page being built
        return;
    m_completing = true;
    {
        // Each stand-in makes way for its page. The page goes in first and the stand-in leaves
        // second, so the tab in front never changes by itself (a page shown by accident would
        // start its work, such as the Ledger opening its ledger).
        const QSignalBlocker quiet(m_tabs);
        for (int i = 0; i < TabCount; ++i) {
            QWidget* standIn = m_tabs->widget(i);
            if (isPage(standIn))
                continue;
            const bool inFront = m_tabs->currentIndex() == i;
            m_tabs->insertTab(i, makePage(i), m_tabs->tabText(i));
            if (inFront)
                m_tabs->setCurrentIndex(i);
            m_tabs->removeTab(i + 1);
            standIn->deleteLater();
        }
    }
    m_completing = false;
    connectTabs();
    followCurrentTab();
    Q_EMIT tabsCompleted();
}

void MainWindow::connectTabs()
{
    // A job added by hand starts in the open plan's currency.
    m_ledgerPage->setPlanCurrencySource([this] { return m_plan->model()->plan().currency; });
    // The watchdog's savings use the idle share of the ledger the Ledger tab has open, a team ledger included.
    m_toolkitPage->setLedgerSource([this] { return m_ledgerPage->ledger(); });
    m_toolkitPage->setScenarioOnScreen([this] { return scenarioOnScreen(); });

    // A plan offer becomes a ledger entry; a price learnt from the ledger becomes a plan offer.
    connect(m_billingPage, &BillingPage::recordAsJobRequested, this, [this](const PlanJobDraft& draft) {
        m_tabs->setCurrentWidget(m_ledgerPage);
        m_ledgerPage->recordFromPlan(draft);
    });
    // "Learn from my ledger…": the open ledger (the default one before the Ledger tab opened any).
    connect(m_plannerPage->confidence(), &ConfidencePanel::learnFromLedgerRequested, this, [this] {
        const QString ledger
            = m_ledgerPage->ledgerPath().isEmpty() ? LedgerDb::defaultPath() : m_ledgerPage->ledgerPath();
        try {
            m_plannerPage->confidence()->setCalibration(calibration::fromLedger(ledger), ledger);
        } catch (const InputException& e) {
            QMessageBox::warning(this, tr("Learn from my ledger"), e.error().toString());
        }
    });
    connect(m_plannerPage, &PlannerPage::recordAsJobRequested, this, [this](const PlanJobDraft& draft) {
        m_tabs->setCurrentWidget(m_ledgerPage);
        m_ledgerPage->recordFromPlan(draft);
    });
    // The phase selected in the Planner on Memory & cards: its model, task and split.
    connect(m_plannerPage, &PlannerPage::phaseSelected, m_estimatorPage, &EstimatorPage::showPhase);
    billingFollowsPlanner();
    connect(m_ledgerPage, &LedgerPage::priceChosen, this,
        [this](const QString& card, double price, const QString& currency) {
            m_tabs->setCurrentWidget(m_billingPage);
            m_billingPage->addOfferFromLedger(card, price, currency);
        });

    m_undoGroup->addStack(m_ledgerPage->undoStack());
    m_fileMenu->insertActions(m_quitSeparator,
        { m_ledgerPage->newLedgerAction(), m_ledgerPage->openLedgerAction(), m_ledgerPage->openTeamLedgerAction(),
            m_ledgerPage->importAction(), m_ledgerPage->exportAction() });
    m_fileMenu->insertSeparator(m_quitSeparator);
}

QString MainWindow::scenarioOnScreen()
{
    completeTabs();
    const int i = m_plannerPage ? m_plannerPage->scenario() : -1;
    const QList<Scenario>& scenarios = m_plan->model()->plan().scenarios;
    return i >= 0 && i < scenarios.size() ? scenarios.at(i).name : QString();
}

void MainWindow::showTab(int tab)
{
    completeTabs();
    m_tabs->setCurrentIndex(tab);
}

void MainWindow::billingFollowsPlanner()
{
    // The Planner selects its first phase by itself when a plan opens; the Billing tab then starts
    // from the plan's peak phase instead, so only selections made after the plan is in place count.
    PlanModel* plan = m_plan->model();
    connect(plan, &PlanModel::aboutToReset, this, [this] { m_planOpening = true; });
    connect(plan, &PlanModel::reset, this, [this] { m_planOpening = false; });
    connect(m_plannerPage, &PlannerPage::phaseSelected, this, [this, plan](const Phase& phase) {
        if (m_planOpening)
            return;
        const int scenario = m_plannerPage->scenario();
        const QList<Scenario>& scenarios = plan->plan().scenarios;
        m_billingPage->setJobSource(
            { scenario >= 0 && scenario < scenarios.size() ? scenarios.at(scenario).name : QString(), phase.id });
    });
}

void MainWindow::fitToScreen()
{
    const QScreen* shown = screen() ? screen() : QGuiApplication::primaryScreen();
    const QRect available = shown ? shown->availableGeometry() : QRect(0, 0, 1366, 768);
    // The saved geometry only if it still fits the screen the window opens on.
    if (restoreGeometry(AppSettings::value(AppSettings::Key::WindowGeometry).toByteArray())
        && available.contains(geometry()))
        return;
    setWindowState(windowState() & ~Qt::WindowMaximized);
    if (available.width() <= 1440 || available.height() <= 900) {
        // A laptop screen: all of it, maximized.
        setGeometry(available);
        setWindowState(windowState() | Qt::WindowMaximized);
        return;
    }
    const QSize size(std::min(1440, available.width() * 9 / 10), std::min(900, available.height() * 9 / 10));
    setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
}

void MainWindow::followCurrentTab()
{
    QWidget* current = m_tabs->currentWidget();
    if (current && !isPage(current)) {
        completeTabs(); // a tab clicked before its page was built: build them all now
        return;
    }
    const bool plan = current == m_billingPage || current == m_toolkitPage || current == m_plannerPage;
    m_undoGroup->setActiveStack(current == m_ledgerPage ? m_ledgerPage->undoStack()
            : plan                                      ? m_plan->undoStack()
                                                        : nullptr);
}

void MainWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_plan->newAction());
    m_fileMenu->addAction(m_plan->openAction());
    m_fileMenu->addMenu(m_plan->recentMenu());
    m_fileMenu->addMenu(new ExamplesMenu(m_plan, m_fileMenu));
    m_fileMenu->addAction(m_plan->saveAction());
    m_fileMenu->addAction(m_plan->saveAsAction());
    m_fileMenu->addAction(m_reportExport->exportAction());
    m_fileMenu->addAction(m_requestExport->action());
    // The Ledger tab's file actions go before this separator once its page is built (connectTabs).
    m_quitSeparator = m_fileMenu->addSeparator();
    connect(m_fileMenu, &QMenu::aboutToShow, this, &MainWindow::completeTabs);
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);

    m_editMenu = menuBar()->addMenu(QString());
    // Our own actions rather than QUndoGroup's: those keep the "Undo %1" of the language they
    // were made in, and their text changes only when the stack moves.
    m_undoAction = new QAction(this);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, m_undoGroup, &QUndoGroup::undo);
    connect(m_undoGroup, &QUndoGroup::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(m_undoGroup, &QUndoGroup::undoTextChanged, this, &MainWindow::updateUndoTexts);
    m_redoAction = new QAction(this);
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    connect(m_redoAction, &QAction::triggered, m_undoGroup, &QUndoGroup::redo);
    connect(m_undoGroup, &QUndoGroup::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(m_undoGroup, &QUndoGroup::redoTextChanged, this, &MainWindow::updateUndoTexts);
    m_undoAction->setEnabled(m_undoGroup->canUndo());
    m_redoAction->setEnabled(m_undoGroup->canRedo());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);

    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    m_languageGroup = new QActionGroup(this);
    const QString chosen = AppSettings::value(AppSettings::Key::Language).toString();
    m_systemLanguageAction = m_languageMenu->addAction(QString());
    m_systemLanguageAction->setCheckable(true);
    m_systemLanguageAction->setChecked(chosen.isEmpty());
    m_systemLanguageAction->setData(QString());
    m_languageGroup->addAction(m_systemLanguageAction);
    m_languageMenu->addSeparator();
    // Each language is named in itself, so it can be found whatever is showing.
    const QList<QPair<QString, QString>> languages = {
        { QStringLiteral("en"), QStringLiteral("English") },
        { QStringLiteral("zh_CN"), QStringLiteral("中文（简体）") },
    };
    for (const auto& [code, label] : languages) {
        QAction* action = m_languageMenu->addAction(label);
        action->setObjectName(QStringLiteral("language_") + code);
        action->setCheckable(true);
        action->setChecked(chosen == code);
        action->setData(code);
        m_languageGroup->addAction(action);
    }
    connect(m_languageGroup, &QActionGroup::triggered, this,
        [this](QAction* action) { switchLanguage(action->data().toString()); });

    m_helpMenu = menuBar()->addMenu(QString());
    m_guideAction = m_helpMenu->addAction(QString(), this, &MainWindow::showUserGuide);
    m_guideAction->setObjectName(QStringLiteral("userGuideAction"));
    m_guideAction->setShortcut(QKeySequence::HelpContents);
    m_examplesMenu = m_helpMenu->addMenu(QString());
    m_examplesMenu->setObjectName(QStringLiteral("examplesMenu"));
    m_examplePlanAction = m_examplesMenu->addAction(QString(), this, [this] {
        if (m_plan->maybeSave()) {
            m_plan->loadExample();
            showTab(BillingTab);
        }
    });
    m_examplePlanAction->setObjectName(QStringLiteral("examplePlanAction"));
    m_exampleQuotesAction = m_examplesMenu->addAction(QString(), this, [this] {
        showTab(BillingTab);
        m_billingPage->importOffersFrom(QStringLiteral(":/data/examples/example-quotes.csv"));
    });
    m_exampleQuotesAction->setObjectName(QStringLiteral("exampleQuotesAction"));
    m_exampleJobsAction = m_examplesMenu->addAction(QString(), this, [this] {
        showTab(LedgerTab);
        m_ledgerPage->importFrom(QStringLiteral(":/data/examples/example-jobs.csv"));
    });
    m_exampleJobsAction->setObjectName(QStringLiteral("exampleJobsAction"));
    m_examplesMenu->addSeparator();
    m_saveExamplesAction = m_examplesMenu->addAction(QString(), this, &MainWindow::saveExampleFiles);
    m_helpMenu->addSeparator();
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    m_aboutAction->setObjectName(QStringLiteral("aboutAction"));
}

void MainWindow::showAbout()
{
    // QMessageBox::about() with one more thing: its link to the user guide opens the guide.
    auto* box = new QMessageBox(QMessageBox::NoIcon, tr("About RentPlan"), aboutText(), QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("aboutBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setIconPixmap(windowIcon().pixmap(64, 64));
    box->setTextFormat(Qt::RichText);
    box->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    // The box's text label (named so in Qt's qmessagebox.cpp) reports the link instead of opening it.
    if (auto* label = box->findChild<QLabel*>(QStringLiteral("qt_msgbox_label"))) {
        label->setOpenExternalLinks(false);
        connect(label, &QLabel::linkActivated, this, [this, box] {
            box->accept();
            showUserGuide();
        });
    }
    box->open();
}

QString MainWindow::aboutText()
{
    return tr("<b>RentPlan %1</b><p>Plan GPU rentals before you spend: size the memory a model needs, lay a "
              "project out in phases, compare ways of paying on what finishing costs, send vendors a request "
              "for quotation, and keep a ledger of what jobs really cost.</p>"
              "<p>Licence: GNU General Public License, version 3 or later. RentPlan comes with no warranty. "
              "It draws its charts with Qt Charts, which Qt's open-source edition offers under the GPL version 3 "
              "only, so RentPlan is GPL too.</p>"
              "<p>Built with Qt %2 (running on Qt %3), nlohmann/json, SQLite, libxlsxwriter, minizip and "
              "qpdf.</p>"
              "<p>Data sources: card figures from NVIDIA's datasheets; training memory from ZeRO (Rajbhandari "
              "et al., 2019) and activation memory from Korthikanti et al. (2022); training compute from Kaplan "
              "et al. (2020); spot checkpoint intervals from Young (1974) and Daly (2006). Example prices are "
              "placeholders, not market prices.</p>"
              "<p><a href=\"#guide\">Open the user guide</a> (F1): every tab, the formulas and the file "
              "formats.</p>")
        .arg(QApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()));
}

void MainWindow::showUserGuide()
{
    if (!m_guide) {
        m_guide = new UserGuideDialog(this);
        m_guide->resize(std::min(900, width() * 3 / 4), std::min(700, height() - 40));
    }
    m_guide->show();
    m_guide->raise();
    m_guide->activateWindow();
}

void MainWindow::saveExampleFiles()
{
    const QString folder = Dialogs::existingDirectory(this, tr("Save the example files to"));
    if (folder.isEmpty())
        return;
    QStringList written;
    for (const QString& name : { QStringLiteral("example.rentplan"), QStringLiteral("example-quotes.csv"),
             QStringLiteral("example-jobs.csv") }) {
        const QString target = QDir(folder).filePath(name);
        if (QFileInfo::exists(target)) {
            Dialogs::warning(this, tr("Example files"), tr("%1 already exists; nothing was written.").arg(target));
            return;
        }
        QFile::copy(QStringLiteral(":/data/examples/") + name, target);
        QFile(target).setPermissions(
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther);
        written.append(target);
    }
    Dialogs::information(this, tr("Example files"),
        tr("Written:\n%1\n\nOpen the plan with File → Open; import the quote sheet with Billing → Import CSV "
           "and the jobs with File → Import Jobs.")
            .arg(written.join(u'\n')));
}

void MainWindow::switchLanguage(const QString& language)
{
    AppSettings::setValue(AppSettings::Key::Language, language);
    Translation::install(language.isEmpty() ? Translation::systemLanguage() : language);
}

void MainWindow::updateUndoTexts()
{
    const QString undo = m_undoGroup->undoText();
    const QString redo = m_undoGroup->redoText();
    m_undoAction->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    m_redoAction->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
}

void MainWindow::retranslateUi()
{
    updateTitle();
    // Every step on both undo stacks named again in the new language, then the menu entries.
    TranslatedCommand::retranslate(m_plan->undoStack());
    if (m_ledgerPage)
        TranslatedCommand::retranslate(m_ledgerPage->undoStack());
    updateUndoTexts();
    m_tabs->setTabText(MemoryTab, tr("Memory && cards"));
    m_tabs->setTabText(BillingTab, tr("Billing"));
    m_tabs->setTabText(PlannerTab, tr("Planner"));
    m_tabs->setTabText(LedgerTab, tr("Ledger"));
    m_tabs->setTabText(ToolkitTab, tr("Rented machine"));
    m_editMenu->setTitle(tr("&Edit"));
    m_fileMenu->setTitle(tr("&File"));
    m_quitAction->setText(tr("&Quit"));
    m_reportExport->retranslate();
    m_requestExport->retranslate();
    m_languageMenu->setTitle(tr("&Language"));
    m_systemLanguageAction->setText(tr("Follow the system"));
    m_helpMenu->setTitle(tr("&Help"));
    m_guideAction->setText(tr("&User Guide"));
    m_examplesMenu->setTitle(tr("&Example Files"));
    m_examplePlanAction->setText(tr("Open the Example &Plan"));
    m_examplePlanAction->setToolTip(tr("Offers with placeholder prices and a machine to buy, on the Billing tab"));
    m_exampleQuotesAction->setText(tr("Import the Example &Quote Sheet into the Plan"));
    m_exampleJobsAction->setText(tr("Import the Example &Jobs into the Ledger"));
    m_saveExamplesAction->setText(tr("&Save the Example Files to a Folder…"));
    m_aboutAction->setText(tr("&About RentPlan"));
}

void MainWindow::updateTitle()
{
    // The plan's name carries "*" while it has unsaved edits.
    setWindowTitle(tr("%1 — RentPlan").arg(m_plan->displayName()));
}

bool MainWindow::openPlan(const QString& path)
{
    return m_plan->open(path);
}

namespace {

// The one local .rentplan file a drag carries, else nothing.
QString droppedPlan(const QMimeData* data)
{
    const QList<QUrl> urls = data->urls();
    if (urls.size() != 1 || !urls.first().isLocalFile())
        return {};
    const QString path = urls.first().toLocalFile();
    return path.endsWith(QLatin1String(".rentplan"), Qt::CaseInsensitive) ? path : QString();
}

} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!droppedPlan(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = droppedPlan(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    if (m_plan->maybeSave())
        m_plan->open(path);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        language_font::apply(Translation::current());
        retranslateUi();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_plan->maybeSave()) {
        event->ignore();
        return;
    }
    AppSettings::setValue(AppSettings::Key::WindowGeometry, saveGeometry());
    AppSettings::setValue(AppSettings::Key::WindowState, saveState());
    AppSettings::setValue(AppSettings::Key::CurrentTab, m_tabs->currentIndex());
    event->accept();
}

} // namespace rp
