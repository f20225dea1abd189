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
    explicit MainWindow(QWidget* parent = nullptr);
    // Opens a plan named on the command line; a refused file leaves the example open and says why.
    bool openPlan(const QString& path);
    // Help → About: version, licence, the Qt it was built with and runs on, where its figures come from.
    static QString aboutText();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    // A .rentplan file dropped on the window opens, as File → Open would (unsaved edits asked for
    // first). Other files go to the widget under the drop (a config.json to the estimator).
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
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
};

} // namespace rp
