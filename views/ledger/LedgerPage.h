#pragma once

#include "models/ledger/JobFilter.h"
#include "models/ledger/JobRecord.h"
#include "models/ledger/PlanJobDraft.h"

#include <QPointer>

#include <QThread>
#include <QWidget>
#include <functional>

#include <memory>

class QAction;
class QLabel;
class QPushButton;
class QTableView;
class QUndoStack;

namespace rp {

class InputException;
class JobTableModel;
class LedgerDb;
class LedgerSession;
class LedgerFilterBar;
class LedgerStatsPanel;

// The Ledger tab (README.md, `ledger`): every rented job, filtered and sorted over a lazy
// model, edited through a validating form with undo, imported from and exported
// to CSV/JSON, with statistics beside it. It opens the ledger remembered in the
// settings, or the default file in the data folder, when first shown or used.
class LedgerPage : public QWidget {
    Q_OBJECT

public:
    explicit LedgerPage(QWidget* parent = nullptr);
    ~LedgerPage() override;

    // Opens the ledger at `location` and remembers it: a SQLite path (created if
    // missing), a postgresql:// URI or "profile:NAME" (docs/team-ledger.md). On failure shows
    // why, naming the file or server, keeps the ledger that was open and returns false.
    bool openLedger(const QString& location);
    // A team ledger on PostgreSQL. The password, when given, is used in memory only;
    // otherwise libpq's own means are tried, then the desktop keyring, then the user is
    // asked. `rememberPassword` keeps a password that worked in the keyring.
    bool openTeamLedger(const QString& location, const QString& password = {}, bool rememberPassword = false);
    // The ledger from the settings, or LedgerDb::defaultPath() on first start.
    bool openDefaultLedger();
    // The open ledger's file, or its location text ("profile:NAME" or a URI without password) for a team ledger.
    QString ledgerPath() const;
    bool isTeamLedger() const { return m_session && !m_teamName.isEmpty(); }
    // The server went away (PgFailure::ConnectionLost): writes are off until reconnect() succeeds.
    bool isConnectionLost() const { return m_connectionLost; }
    // Opens the same team ledger again after a lost connection.
    bool reconnect();
    // The open ledger; a team ledger's queries run on its own thread through run()/call().
    LedgerSession* ledger() const { return m_session.get(); }

    // For the main window's menus: File → New Ledger…, Open Ledger…, Team Ledger…, Import…, Export….
    QAction* newLedgerAction() const { return m_newAction; }
    QAction* openLedgerAction() const { return m_openAction; }
    QAction* openTeamLedgerAction() const { return m_openTeamAction; }
    QAction* importAction() const { return m_importAction; }
    QAction* exportAction() const { return m_exportAction; }
    QUndoStack* undoStack() const { return m_undo; }

    // "Record as job" from a plan phase: opens the form pre-filled with the plan,
    // phase, card, card count and planned cost; the user adds the real figures.
    void recordFromPlan(const PlanJobDraft& draft);
    // The currency of the open plan, which a new job starts in (MainWindow sets it; empty: none).
    void setPlanCurrencySource(std::function<QString()> source) { m_planCurrency = std::move(source); }
    // A new job's currency: the open plan's, else that of the newest job, else the locale's.
    QString newJobCurrency();
    void addJob();
    void editSelectedJob();
    void deleteSelectedJobs();
    void importFile();
    // Imports `path` (CSV or JSON export) into the open ledger; the same checks and messages as importFile().
    void importFrom(const QString& path);
    void exportFile();

Q_SIGNALS:
    // The background check of the open ledger finished: `sound` false means it was closed as damaged.
    void ledgerChecked(bool sound);
    // The user chose the suggested price (median cost per card-hour) for a new plan.
    void priceChosen(const QString& card, double pricePerCardHour, const QString& currency);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void ensureOpen();
    void chooseTeamLedger();
    void install(std::unique_ptr<LedgerSession> session, const QString& location, const QString& teamName);
    // Shows the reconnect bar when `e` says the team ledger's server went away; true if it did.
    bool noteLostConnection(const InputException& e);
    // A lost connection shows as a failure in the list: asks the server to tell which.
    void checkConnection();
    void startIntegrityCheck();
    void integrityChecked(const QString& path, const QString& result);
    void buildUi();
    void retranslateUi();
    void applyFilter();
    void refreshAll();
    void updateCountLabel();
    void refreshFilterChoices();
    void updateActions();
    bool editInForm(const JobRecord& initial);
    void reportChange(const QString& error);
    QList<JobRecord> selectedJobs() const;

    std::unique_ptr<LedgerSession> m_session;
    qint64 m_matching = 0; // jobs the filter matches, counted on each refresh
    QPointer<QThread> m_checkThread; // the background quick_check of the open ledger
    JobTableModel* m_model;
    QUndoStack* m_undo;
    QTableView* m_table;
    LedgerStatsPanel* m_stats;
    QLabel* m_emptyHint = nullptr;
    QLabel* m_pathLabel;
    QWidget* m_lostBar;
    QLabel* m_lostLabel;
    QPushButton* m_reconnectButton;
    QLabel* m_countLabel;
    LedgerFilterBar* m_filters;
    QAction* m_newAction;
    QAction* m_openAction;
    QAction* m_openTeamAction;
    QAction* m_importAction;
    QAction* m_exportAction;
    QAction* m_addAction;
    QAction* m_editAction;
    QAction* m_deleteAction;
    QAction* m_undoAction;
    QAction* m_redoAction;
    bool m_openTried = false;
    QString m_location; // what openLedger() was given: path, URI or profile:NAME
    QString m_teamName; // "rentplan on db.example.com:5432" for a team ledger, "" for a file
    QString m_teamPassword; // in memory only, for reconnect()
    bool m_connectionLost = false;
    std::function<QString()> m_planCurrency;
    bool m_mayWrite = false; // the ledger is writable and, on a team ledger, the user's role may add jobs
};

} // namespace rp
