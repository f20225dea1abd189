// The wiring the main window uses (see the report for issue 3): File/Edit actions from
// PlanController, the Billing tab, the title, and the unsaved-changes prompt on close.
#include "billing/BillingPage.h"
#include "billing/PlanController.h"
#include "common/Dialogs.h"
#include "qt/OfferTableModel.h"

#include <QCloseEvent>
#include <QMainWindow>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTabWidget>
#include <QtTest>

using namespace rp;

namespace {

// What MainWindow does, in miniature.
class Window : public QMainWindow {
public:
    Window()
    {
        m_plan = new PlanController(this, this);
        auto* tabs = new QTabWidget(this);
        tabs->addTab(new BillingPage(m_plan, tabs), QStringLiteral("Billing"));
        setCentralWidget(tabs);
        QMenu* file = menuBar()->addMenu(QStringLiteral("&File"));
        file->addAction(m_plan->newAction());
        file->addAction(m_plan->openAction());
        file->addMenu(m_plan->recentMenu());
        file->addAction(m_plan->saveAction());
        file->addAction(m_plan->saveAsAction());
        QMenu* edit = menuBar()->addMenu(QStringLiteral("&Edit"));
        edit->addAction(m_plan->undoAction());
        edit->addAction(m_plan->redoAction());
        connect(m_plan, &PlanController::documentChanged, this, &Window::updateTitle);
        updateTitle();
    }
    PlanController* plan() const { return m_plan; }

protected:
    void closeEvent(QCloseEvent* event) override
    {
        if (m_plan->maybeSave())
            event->accept();
        else
            event->ignore();
    }

private:
    void updateTitle() { setWindowTitle(m_plan->displayName() + QStringLiteral(" — RentPlan")); }

    PlanController* m_plan;
};

} // namespace

class TestBillingWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void titleFollowsTheDocument();
    void closingAsksAboutUnsavedChanges();
};

void TestBillingWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RentPlanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_billingwindow"));
    Dialogs::setRecordOnly(true);
}

void TestBillingWindow::titleFollowsTheDocument()
{
    Window window;
    window.show();
    QVERIFY(window.windowTitle().startsWith(window.plan()->displayName()));
    auto* page = window.findChild<BillingPage*>();
    QVERIFY(page->offerModel()->setData(page->offerModel()->index(0, OfferTableModel::Provider), QStringLiteral("Z")));
    QVERIFY(window.windowTitle().contains(u'*'));
    window.plan()->undoAction()->trigger();
    QVERIFY(!window.windowTitle().contains(u'*'));
}

void TestBillingWindow::closingAsksAboutUnsavedChanges()
{
    Window window;
    window.show();
    QVERIFY(window.close()); // nothing changed: no question
    QVERIFY(Dialogs::takeShownMessages().isEmpty());

    window.show();
    auto* page = window.findChild<BillingPage*>();
    QVERIFY(page->offerModel()->setData(page->offerModel()->index(0, OfferTableModel::Provider), QStringLiteral("Z")));
    Dialogs::setNextAnswer(QMessageBox::Cancel);
    QVERIFY(!window.close());
    QCOMPARE(Dialogs::takeShownMessages().size(), 1);
    Dialogs::setNextAnswer(QMessageBox::Discard);
    QVERIFY(window.close());
}

QTEST_MAIN(TestBillingWindow)
#include "tst_billingwindow.moc"
