#include "views/ledger/LedgerPage.h"

#include <memory>

#include "models/common/AppSettings.h"
#include "models/common/InputError.h"
#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerExporter.h"
#include "models/ledger/LedgerImporter.h"
#include "models/ledger/LedgerLocation.h"
#include "models/ledger/LedgerSession.h"
#include "models/ledger/PgPrivileges.h"
#include "models/ledger/PgServer.h"
#include "models/qt/JobTableModel.h"
#include "views/common/Dialogs.h"
#include "views/common/GripSplitter.h"
#include "views/ledger/AddJobCommand.h"
#include "views/ledger/DeleteJobsCommand.h"
#include "views/ledger/EditJobCommand.h"
#include "views/ledger/JobFormDialog.h"
#include "views/ledger/LedgerBusyWait.h"
#include "views/ledger/LedgerFilterBar.h"
#include "views/ledger/LedgerStatsPanel.h"
#include "views/ledger/TeamLedgerDialog.h"
#include "views/ledger/TeamLedgerLogin.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressDialog>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace rp {

namespace {

// The folder file dialogs start in: the open ledger file's, or the default ledger's for a team ledger.
QString fileDialogFolder(const QString& path)
{
    return QFileInfo(path.isEmpty() || LedgerLocation::looksLikePostgres(path) ? LedgerDb::defaultPath() : path)
        .absolutePath();
}

} // namespace

LedgerPage::LedgerPage(QWidget* parent)
    : QWidget(parent)
    , m_model(new JobTableModel(this))
    , m_undo(new QUndoStack(this))
{
    setObjectName(QStringLiteral("ledgerPage"));
    buildUi();
    retranslateUi();
}

void LedgerPage::showEvent(QShowEvent* event)
{
    ensureOpen();
    QWidget::showEvent(event);
}

void LedgerPage::ensureOpen()
{
    // Opened when first needed, not at construction: checking a large ledger
    // (PRAGMA quick_check) must not slow down the window's cold start.
    if (!m_session && !m_openTried) {
        m_openTried = true;
        openDefaultLedger();
    }
}

LedgerPage::~LedgerPage()
{
    if (m_checkThread)
        m_checkThread->wait(); // it reads the ledger file; let it finish before the file may go
    m_model->setSession(nullptr); // the model must let go before the connection closes
    m_undo->clear();
}

void LedgerPage::buildUi()
{
    auto makeAction = [this](const char* name, auto slot) {
        auto* action = new QAction(this);
        action->setObjectName(QLatin1String(name));
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    m_newAction = makeAction("newLedgerAction", [this] {
        const QString path = Dialogs::saveFileName(
            this, tr("New Ledger"), fileDialogFolder(ledgerPath()), tr("RentPlan ledger (*.sqlite)"));
        if (!path.isEmpty())
            openLedger(path);
    });
    m_openAction = makeAction("openLedgerAction", [this] {
        const QString path = Dialogs::openFileName(this, tr("Open Ledger"), fileDialogFolder(ledgerPath()),
            tr("RentPlan ledger (*.sqlite *.db);;All files (*)"));
        if (!path.isEmpty())
            openLedger(path);
    });
    m_openTeamAction = makeAction("openTeamLedgerAction", &LedgerPage::chooseTeamLedger);
    m_importAction = makeAction("importJobsAction", &LedgerPage::importFile);
    m_exportAction = makeAction("exportJobsAction", &LedgerPage::exportFile);
    m_addAction = makeAction("addJobAction", &LedgerPage::addJob);
    m_editAction = makeAction("editJobAction", &LedgerPage::editSelectedJob);
    m_deleteAction = makeAction("deleteJobsAction", &LedgerPage::deleteSelectedJobs);
    m_deleteAction->setShortcut(QKeySequence::Delete);
    m_deleteAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    // Short toolbar labels; what would be undone goes into the tooltip.
    // No keyboard shortcuts here: the main window's Edit menu owns Ctrl+Z for whichever
    // tab is in front (a second Ctrl+Z action would make both ambiguous, and Qt fires neither).
    m_undoAction = makeAction("ledgerUndoAction", [this] { m_undo->undo(); });
    m_redoAction = makeAction("ledgerRedoAction", [this] { m_undo->redo(); });
    for (QAction* action : { m_undoAction, m_redoAction })
        action->setEnabled(false);
    connect(m_undo, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(m_undo, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(m_undo, &QUndoStack::undoTextChanged, m_undoAction, &QAction::setToolTip);
    connect(m_undo, &QUndoStack::redoTextChanged, m_redoAction, &QAction::setToolTip);
    addAction(m_deleteAction);

    auto* toolbar = new QToolBar(this);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolbar->addActions({ m_addAction, m_editAction, m_deleteAction });
    toolbar->addSeparator();
    toolbar->addActions({ m_undoAction, m_redoAction });
    toolbar->addSeparator();
    toolbar->addActions({ m_importAction, m_exportAction, m_openAction, m_openTeamAction });
    m_pathLabel = new QLabel(this);
    m_pathLabel->setObjectName(QStringLiteral("ledgerPathLabel"));
    m_pathLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // Shown when the team ledger's server went away: what happened and a way back.
    m_lostBar = new QWidget(this);
    m_lostBar->setObjectName(QStringLiteral("connectionLostBar"));
    m_lostBar->setStyleSheet(QStringLiteral("#connectionLostBar { background: #f8d7da; }"));
    m_lostBar->setAttribute(Qt::WA_StyledBackground);
    m_lostLabel = new QLabel(m_lostBar);
    m_lostLabel->setObjectName(QStringLiteral("connectionLostLabel"));
    m_lostLabel->setWordWrap(true);
    m_lostLabel->setStyleSheet(QStringLiteral("QLabel { color: #58151c; }"));
    m_reconnectButton = new QPushButton(m_lostBar);
    m_reconnectButton->setObjectName(QStringLiteral("reconnectButton"));
    connect(m_reconnectButton, &QPushButton::clicked, this, &LedgerPage::reconnect);
    auto* lostLayout = new QHBoxLayout(m_lostBar);
    lostLayout->addWidget(m_lostLabel, 1);
    lostLayout->addWidget(m_reconnectButton);
    m_lostBar->hide();

    m_filters = new LedgerFilterBar(this);
    connect(m_filters, &LedgerFilterBar::filterChanged, this, &LedgerPage::applyFilter);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("jobTable"));
    m_table->setModel(m_model);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(JobTableModel::Date, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setDefaultSectionSize(40);
    m_table->setWordWrap(false);
    connect(m_table, &QTableView::doubleClicked, this, &LedgerPage::editSelectedJob);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &LedgerPage::updateActions);
    connect(m_model, &JobTableModel::loadFailed, this, [this](const QString& message) {
        checkConnection(); // a lost server gets its own message and the reconnect bar
        if (!m_connectionLost)
            Dialogs::warning(this, tr("Ledger"), message);
    });
    m_countLabel = new QLabel(this);
    m_countLabel->setObjectName(QStringLiteral("jobCountLabel"));
    // Scrolling loads further pages: the count follows without recounting the ledger.
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &LedgerPage::updateCountLabel);

    m_stats = new LedgerStatsPanel(this);
    connect(m_stats, &LedgerStatsPanel::priceChosen, this, &LedgerPage::priceChosen);
    auto* statsScroll = new QScrollArea(this);
    statsScroll->setObjectName(QStringLiteral("ledgerStatsScroll"));
    statsScroll->setWidget(m_stats);
    statsScroll->setWidgetResizable(true);
    // Wide enough for card names beside four numbers at 1366 pixels (they elided at 380).
    statsScroll->setMinimumWidth(500);

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_filters);
    m_emptyHint = new QLabel(this);
    m_emptyHint->setObjectName(QStringLiteral("ledgerEmptyHint"));
    m_emptyHint->setWordWrap(true);
    m_emptyHint->setStyleSheet(QStringLiteral("QLabel { background: palette(alternate-base); padding: 8px; }"));
    leftLayout->addWidget(m_emptyHint);
    leftLayout->addWidget(m_table, 1);
    leftLayout->addWidget(m_countLabel);
    auto* splitter = new GripSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(statsScroll);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(toolbar);
    layout->addWidget(m_pathLabel);
    layout->addWidget(m_lostBar);
    layout->addWidget(splitter, 1);
    connect(m_undo, &QUndoStack::indexChanged, this, &LedgerPage::updateActions);
}

void LedgerPage::retranslateUi()
{
    m_newAction->setText(tr("&New Ledger…"));
    m_openAction->setText(tr("&Open Ledger…"));
    m_openTeamAction->setText(tr("Open &Team Ledger (PostgreSQL)…"));
    m_openTeamAction->setToolTip(tr("Open a ledger the team shares on a PostgreSQL server"));
    m_reconnectButton->setText(tr("&Reconnect"));
    m_reconnectButton->setToolTip(tr("Open the same team ledger again"));
    m_importAction->setText(tr("&Import Jobs…"));
    m_importAction->setToolTip(tr("Import jobs from a ledger CSV (or a JSON export); all rows or none"));
    m_exportAction->setText(tr("E&xport Jobs…"));
    m_addAction->setText(tr("&Add Job…"));
    m_editAction->setText(tr("&Edit…"));
    m_deleteAction->setText(tr("&Delete"));
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("&Redo"));
    refreshFilterChoices();
    refreshAll();
}

void LedgerPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool LedgerPage::openDefaultLedger()
{
    const QString remembered = AppSettings::value(AppSettings::Key::LedgerPath).toString();
    return openLedger(remembered.isEmpty() ? LedgerDb::defaultPath() : remembered);
}

bool LedgerPage::openLedger(const QString& location)
{
    if (LedgerLocation::looksLikePostgres(location))
        return openTeamLedger(location);
    const QString& path = location;
    std::unique_ptr<LedgerDb> db;
    try {
        const QFileInfo info(path);
        // A file we may not write is still worth reading.
        const bool readOnly = info.exists() && !info.isWritable();
        // The first screen comes before the whole-file check, which then runs in the
        // background (0.5 s on a million jobs); a write that comes first checks for itself.
        db = std::make_unique<LedgerDb>(
            path, readOnly ? LedgerDb::Mode::ReadOnly : LedgerDb::Mode::ReadWrite, LedgerDb::Check::BeforeFirstWrite);
    } catch (const InputException& e) {
        Dialogs::warning(this, tr("Open Ledger"), e.error().toString());
        return false;
    }
    m_teamPassword.clear();
    install(std::make_unique<LedgerSession>(std::move(db)), path, {});
    if (!m_session->ledger().backupPath().isEmpty()) {
        Dialogs::information(this, tr("Ledger upgraded"),
            tr("The ledger was upgraded to this version of RentPlan. A copy of the previous file is at %1.")
                .arg(m_session->ledger().backupPath()));
    }
    startIntegrityCheck();
    return true;
}

bool LedgerPage::openTeamLedger(const QString& location, const QString& password, bool rememberPassword)
{
    LedgerLocation parsed;
    try {
        parsed = LedgerLocation::parse(location);
    } catch (const InputException& e) {
        Dialogs::warning(this, tr("Open Team Ledger"), e.error().toString());
        return false;
    }
    if (!parsed.pg) { // not a team ledger after all: a file
        return openLedger(location);
    }
    QString used = password;
    std::unique_ptr<LedgerSession> session = team_ledger_login::open(this, parsed, &used, rememberPassword);
    if (!session)
        return false; // refused or cancelled: the ledger that was open stays open
    m_teamPassword = used;
    install(std::move(session), parsed.text(), parsed.pg->displayName());
    return true;
}

void LedgerPage::install(std::unique_ptr<LedgerSession> session, const QString& location, const QString& teamName)
{
    m_model->setSession(nullptr);
    m_undo->clear(); // its commands refer to the old ledger
    m_session = std::move(session);
    m_session->setWaiter(ledger_busy_wait::waiterFor(this));
    m_location = location;
    m_teamName = teamName;
    m_connectionLost = false;
    m_lostBar->hide();
    try {
        m_mayWrite = m_session->call([](LedgerDb& db) { return pg_privileges::canAddJobs(db); });
    } catch (const InputException& e) {
        m_mayWrite = !m_session->ledger().isReadOnly(); // the first write will say what the server thinks
        noteLostConnection(e);
    }
    // Who recorded and changed each job: a team ledger's columns and its "My jobs" filter.
    m_filters->setTeamUser(isTeamLedger() ? m_session->ledger().userName() : QString());
    m_model->setFilter(m_filters->filter());
    for (int column : { JobTableModel::RecordedBy, JobTableModel::UpdatedBy })
        m_table->setColumnHidden(column, !isTeamLedger());
    // Only the location text: a path, "profile:NAME" or a URI, never a password.
    AppSettings::setValue(AppSettings::Key::LedgerPath, location);
    m_model->setSession(m_session.get());
    refreshFilterChoices();
    refreshAll();
}

bool LedgerPage::reconnect()
{
    if (m_teamName.isEmpty() || m_location.isEmpty())
        return false;
    return openTeamLedger(m_location, m_teamPassword);
}

bool LedgerPage::noteLostConnection(const InputException& e)
{
    // The connection is gone: lost, closed because the server stopped answering, or
    // closed because the person pressed Cancel while waiting.
    const auto* failure = dynamic_cast<const PgException*>(&e);
    if (!failure
        || (failure->failure() != PgFailure::ConnectionLost && failure->failure() != PgFailure::NoAnswer
            && failure->failure() != PgFailure::Cancelled))
        return false;
    if (m_connectionLost)
        return true; // said once; the bar stays until reconnected
    m_connectionLost = true;
    // The engine's words name the server: "rentplan on db:5432: lost the connection to …".
    m_lostLabel->setText(e.error().toString());
    m_lostBar->show();
    updateActions();
    if (failure->failure() == PgFailure::Cancelled)
        return true; // the person chose it: the bar says what happened, no dialog on top
    Dialogs::warning(this, tr("Team Ledger"),
        e.error().toString() + u"\n\n"
            + tr("Nothing more can be saved until RentPlan reconnects: use Reconnect above the list when the server is "
                 "back."));
    return true;
}

void LedgerPage::checkConnection()
{
    if (!isTeamLedger() || m_connectionLost)
        return;
    try {
        m_session->call([](LedgerDb& db) { return JobStore(db).count({}); });
    } catch (const InputException& e) {
        noteLostConnection(e);
    }
}

void LedgerPage::chooseTeamLedger()
{
    TeamLedgerDialog dialog(this);
    if (isTeamLedger()) {
        // Start from the team ledger that is open.
        try {
            const LedgerLocation open = LedgerLocation::parse(m_location);
            if (open.profile.isEmpty() || !dialog.selectProfile(open.profile))
                dialog.setConnection(*open.pg);
        } catch (const InputException&) {
        }
    } else if (const QStringList saved = ledger_profiles::names(); !saved.isEmpty()) {
        dialog.selectProfile(saved.first()); // most teams have one server: start from it
    }
    if (dialog.exec() != QDialog::Accepted)
        return;
    openTeamLedger(dialog.locationText(), dialog.connection().password, dialog.rememberPassword());
}

void LedgerPage::startIntegrityCheck()
{
    if (!m_session || isTeamLedger() || m_session->ledger().isChecked() || m_session->ledger().isReadOnly())
        return;
    if (m_checkThread)
        m_checkThread->wait(); // one check at a time; the page waits for it when closing
    const QString path = m_session->ledger().path();
    auto result = std::make_shared<QString>();
    QThread* thread = QThread::create([path, result] { *result = LedgerDb::quickCheck(path); });
    connect(thread, &QThread::finished, this, [this, thread, path, result] {
        thread->deleteLater();
        integrityChecked(path, *result);
    });
    m_checkThread = thread;
    thread->start(QThread::LowPriority);
}

void LedgerPage::integrityChecked(const QString& path, const QString& result)
{
    if (!m_session || m_session->onOwnThread() || m_session->ledger().path() != path)
        return; // another ledger was opened meanwhile; it has its own check
    if (result == u"ok") {
        m_session->localLedger().markChecked();
        Q_EMIT ledgerChecked(true);
        return;
    }
    m_model->setSession(nullptr);
    m_undo->clear();
    m_session.reset();
    refreshAll();
    Dialogs::warning(this, tr("Open Ledger"),
        tr("%1: the ledger is damaged (%2). It was closed and left unchanged; restore it from a backup or an export.")
            .arg(path, result));
    Q_EMIT ledgerChecked(false);
}

QString LedgerPage::ledgerPath() const
{
    return !m_session ? QString() : isTeamLedger() ? m_location : m_session->ledger().path();
}

void LedgerPage::refreshFilterChoices()
{
    QStringList cards;
    QStringList providers;
    if (m_session) {
        try {
            std::tie(cards, providers) = m_session->call([](LedgerDb& db) {
                return std::make_pair(
                    JobStore(db).distinct(QStringLiteral("card")), JobStore(db).distinct(QStringLiteral("provider")));
            });
        } catch (const InputException& e) {
            // The list and statistics report the problem; the menus just stay short.
            noteLostConnection(e);
        }
    }
    m_filters->setChoices(cards, providers);
}

void LedgerPage::applyFilter()
{
    if (m_session && m_session->isBusy()) {
        // The filter changed (a typing pause) while the window waits for the team ledger:
        // applied once that answer is in.
        QTimer::singleShot(100, this, &LedgerPage::applyFilter);
        return;
    }
    m_model->setFilter(m_filters->filter());
    refreshAll();
}

void LedgerPage::updateCountLabel()
{
    const QLocale locale;
    m_countLabel->setText(
        tr("%1 of %2 matching jobs loaded").arg(locale.toString(m_model->rowCount()), locale.toString(m_matching)));
}

void LedgerPage::refreshAll()
{
    if (!m_model)
        return;
    m_stats->refresh(m_session.get(), m_model->filter());
    m_matching = 0;
    if (m_session) {
        try {
            const JobFilter filter = m_model->filter();
            m_matching = m_session->call([&filter](LedgerDb& db) { return JobStore(db).count(filter); });
        } catch (const InputException& e) {
            noteLostConnection(e);
        }
    }
    updateCountLabel();
    // An empty list says what to do, instead of showing empty columns a new user cannot act on.
    const bool noJobs = m_session && m_matching == 0;
    m_emptyHint->setVisible(noJobs);
    if (m_connectionLost) {
        // Nothing could be read: the list is not empty, it is out of reach.
        m_emptyHint->setText(tr("<b>The team ledger is not connected.</b> Its jobs are shown again after "
                                "<i>Reconnect</i>."));
    } else {
        m_emptyHint->setText(m_model->filter().isEmpty()
                ? tr(
                    "<b>No jobs yet.</b> Record a job you ran with <i>Add Job…</i>, or bring in past jobs with "
                    "<i>Import Jobs…</i> (a CSV with the header date,provider,card,cards,billing_mode,billed_hours,…). "
                    "To look around first: Help → Example Files → Import the Example Jobs.")
                : tr("<b>No jobs match these filters.</b> Widen the period, or choose all cards and all providers."));
    }
    if (!m_session)
        m_pathLabel->setText(tr("No ledger is open."));
    else if (isTeamLedger()) // the server, never a URI: "rentplan on db.example.com:5432"
        m_pathLabel->setText(!m_mayWrite
                ? tr("Team ledger: %1 (read-only for %2)").arg(m_teamName, m_session->ledger().userName())
                : tr("Team ledger: %1").arg(m_teamName));
    else
        m_pathLabel->setText(m_session->ledger().isReadOnly()
                ? tr("Ledger: %1 (read-only)").arg(QDir::toNativeSeparators(m_session->ledger().path()))
                : tr("Ledger: %1").arg(QDir::toNativeSeparators(m_session->ledger().path())));
    updateActions();
}

void LedgerPage::updateActions()
{
    // Widen columns to what the loaded rows need (only loaded rows are measured: cheap);
    // never narrow them, so a width the user chose stays, and cap long texts.
    for (int column = 0; column < m_model->columnCount(); ++column) {
        if (m_table->isColumnHidden(column))
            continue;
        const int before = m_table->columnWidth(column);
        m_table->resizeColumnToContents(column);
        m_table->setColumnWidth(column, qMax(before, qMin(260, m_table->columnWidth(column))));
    }
    const bool writable = m_session && m_mayWrite && !m_connectionLost;
    const bool selected = m_table->selectionModel()->hasSelection();
    m_addAction->setEnabled(writable);
    m_importAction->setEnabled(writable);
    m_exportAction->setEnabled(m_session && !m_connectionLost);
    m_editAction->setEnabled(writable && selected);
    m_deleteAction->setEnabled(writable && selected);
}

QList<JobRecord> LedgerPage::selectedJobs() const
{
    QList<JobRecord> jobs;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        jobs.append(m_model->jobAt(index.row()));
    return jobs;
}

void LedgerPage::reportChange(const QString& error)
{
    if (!error.isEmpty())
        Dialogs::warning(this, tr("Ledger"), error);
    m_model->refresh();
    refreshFilterChoices();
    refreshAll();
}

bool LedgerPage::editInForm(const JobRecord& initial)
{
    if (!m_session || !m_mayWrite || m_connectionLost)
        return false;
    JobFormDialog form(this);
    form.setKnownValues(m_filters->cards(), m_filters->providers()); // as the filter menus have them

    form.setJob(initial);
    if (form.exec() != QDialog::Accepted || !form.isValid())
        return false;
    JobRecord job = form.job();
    auto report = [this](const QString& error) { reportChange(error); };
    try {
        if (initial.id == 0) {
            job.id = m_session->call([&job](LedgerDb& db) { return JobStore(db).add(job); });
            m_undo->push(new AddJobCommand(*m_session, report, job));
        } else {
            // The form edits the fields; the version the job was loaded at comes along
            // for the team ledger's optimistic check.
            const JobRecord edited = job.withStampsOf(initial);
            const JobRecord stored = m_session->call([&edited](LedgerDb& db) { return JobStore(db).update(edited); });
            m_undo->push(new EditJobCommand(*m_session, report, initial, stored));
        }
    } catch (const InputException& e) {
        if (!noteLostConnection(e))
            reportChange(e.error().toString());
        return false;
    }
    reportChange({});
    return true;
}

QString LedgerPage::newJobCurrency()
{
    // The job is most likely one of the plan in front of the user; else most people pay in one
    // currency, that of their newest job; else the one of where they live.
    if (m_planCurrency) {
        const QString plan = m_planCurrency();
        if (!plan.isEmpty())
            return plan;
    }
    if (m_session) {
        const QList<JobRecord> newest = m_session->call([](LedgerDb& db) { return JobStore(db).list(1); });
        if (!newest.isEmpty() && !newest.first().currency.isEmpty())
            return newest.first().currency;
    }
    return QLocale().currencySymbol(QLocale::CurrencyIsoCode);
}

void LedgerPage::addJob()
{
    ensureOpen();
    JobRecord job;
    job.date = QDate::currentDate();
    try {
        job.currency = newJobCurrency();
    } catch (const InputException& e) {
        if (noteLostConnection(e))
            return;
    }
    editInForm(job);
}

void LedgerPage::recordFromPlan(const PlanJobDraft& draft)
{
    ensureOpen();
    JobRecord job;
    job.date = QDate::currentDate();
    job.plan = draft.plan;
    job.phase = draft.phase;
    job.card = draft.card;
    job.cards = qMax<qint64>(1, draft.cards);
    job.plannedCost = draft.plannedCost;
    job.plannedHours = draft.plannedHours;
    job.task = draft.task;
    job.currency = draft.currency;
    job.billingMode = draft.billingMode;
    editInForm(job);
}

void LedgerPage::editSelectedJob()
{
    const QList<JobRecord> jobs = selectedJobs();
    if (jobs.size() == 1)
        editInForm(jobs.first());
}

void LedgerPage::deleteSelectedJobs()
{
    const QList<JobRecord> jobs = selectedJobs();
    if (jobs.isEmpty() || !m_session || !m_mayWrite || m_connectionLost)
        return;
    QList<qint64> ids;
    for (const JobRecord& job : jobs)
        ids.append(job.id);
    try {
        const QList<JobRecord> removed = m_session->call([&ids](LedgerDb& db) { return JobStore(db).remove(ids); });
        m_undo->push(new DeleteJobsCommand(
            *m_session, [this](const QString& error) { reportChange(error); }, removed));
    } catch (const InputException& e) {
        if (!noteLostConnection(e))
            reportChange(e.error().toString());
        return;
    }
    reportChange({});
}

void LedgerPage::importFile()
{
    ensureOpen();
    if (!m_session)
        return;
    const QString path
        = Dialogs::openFileName(this, tr("Import Jobs (CSV: date,provider,card,cards,billing_mode,billed_hours,…)"),
            QString(), tr("Ledger CSV (*.csv);;Ledger JSON (*.json)"));
    if (!path.isEmpty())
        importFrom(path);
}

void LedgerPage::importFrom(const QString& path)
{
    ensureOpen();
    if (!m_session)
        return;
    const bool json = path.endsWith(u".json", Qt::CaseInsensitive);
    auto run = [&](bool force) {
        ImportResult result;
        try {
            if (m_session->onOwnThread()) {
                // A team ledger imports on its own thread; the busy indicator's Cancel closes
                // the connection, which ends the import with nothing kept.
                result = m_session->call([&](LedgerDb& db) {
                    LedgerImporter importer(db);
                    return json ? importer.importJson(path, force) : importer.importCsv(path, force);
                });
                return result;
            }
            QProgressDialog progress(tr("Importing jobs…"), tr("Cancel"), 0, 1000, this);
            progress.setWindowModality(Qt::WindowModal);
            progress.setMinimumDuration(500); // small files finish before it would show
            LedgerImporter importer(m_session->localLedger());
            importer.setProgress([&progress](qint64 done, qint64 total) {
                progress.setValue(total > 0 ? int(1000 * done / total) : 0); // also processes events
                return !progress.wasCanceled();
            });
            result = json ? importer.importJson(path, force) : importer.importCsv(path, force);
        } catch (const InputException& e) {
            result.errors.append(e.error()); // all or nothing: a lost server leaves no partial import
            noteLostConnection(e);
        }
        return result;
    };
    ImportResult result = run(false);
    if (m_connectionLost) { // said once, with Reconnect; the import was all or nothing
        reportChange({});
        return;
    }
    if (result.duplicate
        && Dialogs::question(this, tr("Import Jobs"),
               tr("This file was already imported into this ledger. Import it again?"),
               QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            == QMessageBox::Yes)
        result = run(true);
    if (result.cancelled) {
        Dialogs::information(this, tr("Import Jobs"), tr("The import was cancelled; nothing was imported."));
    } else if (!result.errors.isEmpty()) {
        QStringList lines;
        for (const InputError& error : result.errors)
            lines.append(error.toString());
        if (result.truncated)
            lines.append(tr("(more errors not shown)"));
        Dialogs::warning(this, tr("Import Jobs"), tr("Nothing was imported:\n%1").arg(lines.join(u'\n')));
    } else if (!result.duplicate) {
        Dialogs::information(this, tr("Import Jobs"), tr("Imported %n job(s).", nullptr, int(result.rows)));
    }
    reportChange({});
}

void LedgerPage::exportFile()
{
    ensureOpen();
    if (!m_session)
        return;
    const QString path = Dialogs::saveFileName(this, tr("Export Jobs"), QString(), tr("CSV (*.csv);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    try {
        const auto format = LedgerExporter::formatFor(path);
        const qint64 count = m_session->call([&](LedgerDb& db) { return LedgerExporter(db).exportTo(path, format); });
        Dialogs::information(this, tr("Export Jobs"), tr("Exported %n job(s) to %1.", nullptr, int(count)).arg(path));
    } catch (const InputException& e) {
        if (!noteLostConnection(e))
            Dialogs::warning(this, tr("Export Jobs"), e.error().toString());
    }
}

} // namespace rp
