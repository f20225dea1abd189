#pragma once

#include <QMainWindow>

class QActionGroup;
class QMenu;
class QTabWidget;
class QUndoGroup;

namespace rp {

class BillingPage;
class EstimatorPage;
class LedgerPage;
class PlanController;
class ReportExport;
class RequestExport;
class ToolkitPage;
class PlannerPage;
class UserGuideDialog;

// Assembles the tabs and the menus; each tab is its own widget in views/.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // AllTabs builds every tab before the window shows. ShownTabFirst, the application's start,
    // builds only the tab the window reopens on and the rest right after the window's first
    // paint, so the window is on screen sooner; a tab clicked before then is built at once.
    enum class Startup { AllTabs, ShownTabFirst };
    explicit MainWindow(Startup startup = Startup::AllTabs, QWidget* parent = nullptr);
    // Builds and connects the tabs not built yet; does nothing once they are.
    void completeTabs();
    bool tabsComplete() const;
    // Opens a plan named on the command line; a refused file leaves the example open and says why.
    bool openPlan(const QString& path);
    // Help → About: version, licence, the Qt it was built with and runs on, where its figures come from.
    static QString aboutText();

Q_SIGNALS:
    // Every tab is built and connected (at once for AllTabs, after the first paint otherwise).
    void tabsCompleted();

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    // A .rentplan file dropped on the window opens, as File → Open would (unsaved edits asked for
    // first). Other files go to the widget under the drop (a config.json to the estimator).
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    enum Tab { MemoryTab, BillingTab, PlannerTab, LedgerTab, ToolkitTab, TabCount };
    QWidget* makePage(int tab);
    bool isPage(const QWidget* widget) const;
    // The links between tabs: Planner → Memory & cards and Billing, plan ⇄ ledger, Edit → Undo.
    void connectTabs();
    // The name of the Planner's scenario on screen, for the PDF and the request for quotation.
    QString scenarioOnScreen();
    void showTab(int tab);
    void buildMenus();
    // Selecting a phase in the Planner makes it the Billing tab's job: its card, count and hours.
    void billingFollowsPlanner();
    void retranslateUi();
    void switchLanguage(const QString& language);
    void updateTitle();
    void updateUndoTexts();
    void followCurrentTab();
    void fitToScreen();
    void showUserGuide();
    void showAbout();
    void saveExampleFiles();

    QTabWidget* m_tabs = nullptr;
    EstimatorPage* m_estimatorPage = nullptr;
    PlanController* m_plan = nullptr;
    BillingPage* m_billingPage = nullptr;
    PlannerPage* m_plannerPage = nullptr;
    QMenu* m_editMenu = nullptr;
    LedgerPage* m_ledgerPage = nullptr;
    ToolkitPage* m_toolkitPage = nullptr;
    QUndoGroup* m_undoGroup = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QMenu* m_fileMenu = nullptr;
    QAction* m_quitSeparator = nullptr;
    ReportExport* m_reportExport = nullptr;
    RequestExport* m_requestExport = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_guideAction = nullptr;
    QMenu* m_examplesMenu = nullptr;
    QAction* m_examplePlanAction = nullptr;
    QAction* m_exampleQuotesAction = nullptr;
    QAction* m_exampleJobsAction = nullptr;
    QAction* m_saveExamplesAction = nullptr;
    UserGuideDialog* m_guide = nullptr;
    QAction* m_systemLanguageAction = nullptr;
    QActionGroup* m_languageGroup = nullptr;
    bool m_planOpening = false; // between the plan model's aboutToReset and reset
    bool m_completionQueued = false;
    bool m_completing = false; // completeTabs() is building pages
};

} // namespace rp
