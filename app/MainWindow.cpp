#include "MainWindow.h"

#include "billing/BillingPage.h"
#include "billing/PlanController.h"
#include "common/AppSettings.h"
#include "common/Translation.h"
#include "estimator/EstimatorPage.h"
#include "ledger/LedgerPage.h"
#include "planner/ExamplesMenu.h"
#include "planner/PlannerPage.h"
#include "report/ReportExport.h"
#include "toolkit/ToolkitPage.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>
#include <QUndoGroup>
#include <QUndoStack>

namespace rp {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->setDocumentMode(true);
    setCentralWidget(m_tabs);
    m_estimatorPage = new EstimatorPage(m_tabs);
    m_tabs->addTab(m_estimatorPage, QString());
    m_plan = new PlanController(this, this); // starts on the shipped example plan, untitled
    m_billingPage = new BillingPage(m_plan, m_tabs);
    m_tabs->addTab(m_billingPage, QString());
    m_plannerPage = new PlannerPage(m_plan, m_tabs);
    m_tabs->addTab(m_plannerPage, QString());
    connect(m_plan, &PlanController::documentChanged, this, &MainWindow::updateTitle);
    m_reportExport = new ReportExport(m_plan, this);
    m_ledgerPage = new LedgerPage(m_tabs); // opens its ledger when first shown, not at start-up
    m_tabs->addTab(m_ledgerPage, QString());
    m_toolkitPage = new ToolkitPage(m_plan, m_tabs); // quotes, acceptance, watchdog, transfer (issue #12)
    m_tabs->addTab(m_toolkitPage, QString());

    // A plan offer becomes a ledger entry; a price learnt from the ledger becomes a plan offer.
    connect(m_billingPage, &BillingPage::recordAsJobRequested, this, [this](const PlanJobDraft& draft) {
        m_tabs->setCurrentWidget(m_ledgerPage);
        m_ledgerPage->recordFromPlan(draft);
    });
    connect(m_plannerPage, &PlannerPage::recordAsJobRequested, this, [this](const PlanJobDraft& draft) {
        m_tabs->setCurrentWidget(m_ledgerPage);
        m_ledgerPage->recordFromPlan(draft);
    });
    connect(m_ledgerPage, &LedgerPage::priceChosen, this, [this](const QString& card, double price) {
        m_tabs->setCurrentWidget(m_billingPage);
        m_billingPage->addOfferFromLedger(card, price);
    });

    // One Undo/Redo in the Edit menu, acting on the document of the tab in front.
    m_undoGroup = new QUndoGroup(this);
    m_undoGroup->addStack(m_plan->undoStack());
    m_undoGroup->addStack(m_ledgerPage->undoStack());
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::followCurrentTab);

    buildMenus();
    retranslateUi();

    if (!restoreGeometry(AppSettings::value(AppSettings::Key::WindowGeometry).toByteArray()))
        resize(1280, 820);
    restoreState(AppSettings::value(AppSettings::Key::WindowState).toByteArray());
    m_tabs->setCurrentIndex(AppSettings::value(AppSettings::Key::CurrentTab).toInt());
    followCurrentTab();
}

void MainWindow::followCurrentTab()
{
    QWidget* current = m_tabs->currentWidget();
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
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_ledgerPage->newLedgerAction());
    m_fileMenu->addAction(m_ledgerPage->openLedgerAction());
    m_fileMenu->addAction(m_ledgerPage->importAction());
    m_fileMenu->addAction(m_ledgerPage->exportAction());
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);

    m_editMenu = menuBar()->addMenu(QString());
    m_undoAction = m_undoGroup->createUndoAction(this);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_undoGroup->createRedoAction(this);
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    m_redoAction->setShortcut(QKeySequence::Redo);
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
    m_aboutAction = m_helpMenu->addAction(QString(), this, [this] {
        QMessageBox::about(this, tr("About RentPlan"),
            tr("<b>RentPlan %1</b><p>Plan GPU rentals before you spend: size the memory a model needs, "
               "compare ways of paying, and keep a ledger of what jobs really cost.</p>")
                .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::switchLanguage(const QString& language)
{
    AppSettings::setValue(AppSettings::Key::Language, language);
    Translation::install(language.isEmpty() ? Translation::systemLanguage() : language);
}

void MainWindow::retranslateUi()
{
    updateTitle();
    m_tabs->setTabText(m_tabs->indexOf(m_estimatorPage), tr("Memory && cards"));
    m_tabs->setTabText(m_tabs->indexOf(m_billingPage), tr("Billing"));
    m_tabs->setTabText(m_tabs->indexOf(m_plannerPage), tr("Planner"));
    m_tabs->setTabText(m_tabs->indexOf(m_ledgerPage), tr("Ledger"));
    m_tabs->setTabText(m_tabs->indexOf(m_toolkitPage), tr("Rented machine"));
    m_editMenu->setTitle(tr("&Edit"));
    m_fileMenu->setTitle(tr("&File"));
    m_quitAction->setText(tr("&Quit"));
    m_reportExport->retranslate();
    m_languageMenu->setTitle(tr("&Language"));
    m_systemLanguageAction->setText(tr("Follow the system"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About RentPlan"));
}

void MainWindow::updateTitle()
{
    // The plan's name carries "*" while it has unsaved edits.
    setWindowTitle(tr("%1 — RentPlan").arg(m_plan->displayName()));
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
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
