#include "views/toolkit/ToolkitPage.h"

#include "models/common/AppSettings.h"
#include "views/document/PlanController.h"
#include "views/toolkit/AcceptancePanel.h"
#include "views/toolkit/QuotesPanel.h"
#include "views/toolkit/TransferPanel.h"
#include "views/toolkit/WatchdogPanel.h"

#include <QEvent>
#include <QTabWidget>
#include <QVBoxLayout>

namespace rp {

ToolkitPage::ToolkitPage(PlanController* plan, QWidget* parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_quotes(new QuotesPanel(plan, m_tabs))
    , m_acceptance(new AcceptancePanel(plan->model(), m_tabs))
    , m_watchdog(new WatchdogPanel(plan->model(), m_tabs))
    , m_transfer(new TransferPanel(plan->model(), m_tabs))
{
    m_tabs->setObjectName(QStringLiteral("toolkitTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_quotes, QString());
    m_tabs->addTab(m_acceptance, QString());
    m_tabs->addTab(m_watchdog, QString());
    m_tabs->addTab(m_transfer, QString());
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    // The view the user left open comes back (RentPlan.conf, [toolkit] tab=1 opens the acceptance view).
    m_tabs->setCurrentIndex(AppSettings::value(AppSettings::Key::ToolkitTab).toInt());
    connect(m_tabs, &QTabWidget::currentChanged, this,
        [](int index) { AppSettings::setValue(AppSettings::Key::ToolkitTab, index); });
    retranslateUi();
}

void ToolkitPage::setLedgerSource(std::function<LedgerSession*()> source)
{
    m_watchdog->setLedgerSource(std::move(source));
}

void ToolkitPage::setScenarioOnScreen(std::function<QString()> scenario)
{
    m_quotes->setScenarioOnScreen(std::move(scenario));
}

void ToolkitPage::showEvent(QShowEvent* event)
{
    m_watchdog->refreshLedger();
    QWidget::showEvent(event);
}

void ToolkitPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ToolkitPage::retranslateUi()
{
    m_tabs->setTabText(m_tabs->indexOf(m_quotes), tr("Quotes"));
    m_tabs->setTabText(m_tabs->indexOf(m_acceptance), tr("Delivery acceptance"));
    m_tabs->setTabText(m_tabs->indexOf(m_watchdog), tr("Idle watchdog"));
    m_tabs->setTabText(m_tabs->indexOf(m_transfer), tr("Data transfer"));
}

} // namespace rp
