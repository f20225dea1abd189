#include "billing/BillingPage.h"

#include "billing/CostCurveChart.h"
#include "billing/EditOfferCommand.h"
#include "billing/EditSelfBuildCommand.h"
#include "billing/InsertOffersCommand.h"
#include "billing/JobBar.h"
#include "billing/OfferDelegate.h"
#include "billing/PlanController.h"
#include "billing/RemoveOfferCommand.h"
#include "billing/SelfBuildForm.h"
#include "plan/BillingMode.h"
#include "billing/SetCurrencyCommand.h"
#include "billing/UtilizationChart.h"
#include "common/AppSettings.h"
#include "common/Dialogs.h"
#include "common/InputFile.h"
#include "cost/BillingAnalysis.h"
#include "plan/OfferCsv.h"
#include "qt/OfferTableModel.h"
#include "qt/PlanModel.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QSplitter>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace rp {

BillingPage::BillingPage(PlanController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_offerModel(new OfferTableModel(controller->model(), this))
{
    setObjectName(QStringLiteral("billingPage"));
    PlanModel* plan = controller->model();
    m_offerModel->setEditHandler([this, plan](int row, const Offer& after, int column) {
        m_error->clear();
        const QString field = m_offerModel->headerData(column, Qt::Horizontal).toString();
        m_controller->undoStack()->push(
            new EditOfferCommand(plan, row, plan->plan().offers.at(row), after, column, field));
    });

    m_recommendation = new QLabel(this);
    m_recommendation->setObjectName(QStringLiteral("recommendation"));
    m_recommendation->setWordWrap(true);
    m_recommendation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_recommendation->font();
    bold.setBold(true);
    m_recommendation->setFont(bold);

    m_selfBuild = new SelfBuildForm(this);
    connect(m_selfBuild, &SelfBuildForm::edited, this, [this, plan](const auto& after, const QString& field) {
        m_controller->undoStack()->push(new EditSelfBuildCommand(plan, after, field));
    });

    auto* top = new QWidget(this);
    auto* topLayout = new QHBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(buildOfferPanel(), 3);
    // The self-build form is tall; scrolling keeps the window usable on a 768-pixel screen.
    m_selfBuildScroll = new QScrollArea(this);
    m_selfBuildScroll->setWidget(m_selfBuild);
    m_selfBuildScroll->setWidgetResizable(true);
    m_selfBuildScroll->setFrameShape(QFrame::NoFrame);
    m_selfBuildScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    fitSelfBuildWidth();
    topLayout->addWidget(m_selfBuildScroll, 1);

    m_costChart = new CostCurveChart(this);
    m_utilizationChart = new UtilizationChart(this);
    auto* charts = new QSplitter(Qt::Horizontal, this);
    charts->addWidget(m_costChart);
    charts->addWidget(m_utilizationChart);
    charts->setStretchFactor(0, 1);
    charts->setStretchFactor(1, 1);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(charts);
    split->setStretchFactor(1, 1);
    split->setSizes({ 330, 620 });

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildJobBar());
    layout->addWidget(m_recommendation);
    layout->addWidget(split, 1);

    connect(plan, &PlanModel::changed, this, &BillingPage::refresh);
    connect(plan, &PlanModel::reset, this, [this, plan] { m_selfBuild->setSelfBuild(plan->plan().selfBuild); });
    connect(plan, &PlanModel::selfBuildChanged, this,
        [this, plan] { m_selfBuild->setSelfBuild(plan->plan().selfBuild); });
    connect(m_offerModel, &OfferTableModel::editRejected, this,
        [this](int, int, const QString& message) { m_error->setText(message); });

    retranslate();
    m_selfBuild->setSelfBuild(plan->plan().selfBuild);
    refresh();
}

QWidget* BillingPage::buildJobBar()
{
    auto* bar = new QWidget(this);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    m_jobBar = new JobBar(bar);
    m_currencyLabel = new QLabel(bar);
    m_currency = new QLineEdit(bar);
    m_currency->setObjectName(QStringLiteral("currency"));
    m_currency->setMaxLength(8);
    m_currency->setMaximumWidth(80);
    row->addWidget(m_jobBar);
    row->addStretch(1);
    row->addWidget(m_currencyLabel);
    row->addWidget(m_currency);
    connect(m_jobBar, &JobBar::changed, this, &BillingPage::refresh);
    connect(m_currency, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (!text.trimmed().isEmpty())
            m_controller->undoStack()->push(new SetCurrencyCommand(m_controller->model(), text.trimmed()));
    });
    return bar;
}

QWidget* BillingPage::buildOfferPanel()
{
    auto* panel = new QWidget(this);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    m_offersTitle = new QLabel(panel);
    m_table = new QTableView(panel);
    m_table->setObjectName(QStringLiteral("offerTable"));
    m_table->setModel(m_offerModel);
    m_table->setItemDelegate(new OfferDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
        | QAbstractItemView::AnyKeyPressed);

    auto* buttons = new QHBoxLayout;
    m_add = new QPushButton(panel);
    m_add->setObjectName(QStringLiteral("addOffer"));
    m_duplicate = new QPushButton(panel);
    m_duplicate->setObjectName(QStringLiteral("duplicateOffer"));
    m_delete = new QPushButton(panel);
    m_delete->setObjectName(QStringLiteral("deleteOffer"));
    m_import = new QPushButton(panel);
    m_import->setObjectName(QStringLiteral("importOffers"));
    m_record = new QPushButton(panel);
    m_record->setObjectName(QStringLiteral("recordAsJob"));
    m_error = new QLabel(panel);
    m_error->setObjectName(QStringLiteral("offerError"));
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->setWordWrap(true);
    for (QPushButton* b : { m_add, m_duplicate, m_delete, m_import, m_record })
        buttons->addWidget(b);
    buttons->addWidget(m_error, 1);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this, &BillingPage::updateButtons);
    connect(m_add, &QPushButton::clicked, this, &BillingPage::addOffer);
    connect(m_duplicate, &QPushButton::clicked, this, &BillingPage::duplicateOffer);
    connect(m_delete, &QPushButton::clicked, this, &BillingPage::deleteOffer);
    auto* deleteKey = new QAction(m_table);
    deleteKey->setShortcut(QKeySequence::Delete);
    deleteKey->setShortcutContext(Qt::WidgetShortcut); // an open cell editor keeps its Delete key
    m_table->addAction(deleteKey);
    connect(deleteKey, &QAction::triggered, this, &BillingPage::deleteOffer);
    connect(m_import, &QPushButton::clicked, this, &BillingPage::importOffers);
    connect(m_record, &QPushButton::clicked, this, &BillingPage::recordAsJob);

    layout->addWidget(m_offersTitle);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    return panel;
}

Job BillingPage::job() const
{
    return m_jobBar->job();
}

QString BillingPage::recommendation() const
{
    return m_recommendation->text();
}

void BillingPage::refresh()
{
    const Plan& plan = m_controller->model()->plan();
    if (m_currency->text() != plan.currency)
        m_currency->setText(plan.currency);
    if (plan.currency != m_selfBuildCurrency) {
        m_selfBuildCurrency = plan.currency;
        m_selfBuild->setCurrency(plan.currency);
        fitSelfBuildWidth(); // the money fields grew or shrank with their suffix
    }
    const BillingAnalysis analysis = BillingAnalyzer::analyze(plan, job(), { 1000, m_jobBar->logScale() });
    m_recommendation->setText(analysis.evaluation.reason);
    QList<double> costs;
    for (const billing::OfferCost& c : analysis.evaluation.offers)
        costs.append(c.cost);
    m_offerModel->setJobCosts(costs, plan.currency);
    m_costChart->setAnalysis(analysis, plan.currency);
    m_utilizationChart->setAnalysis(analysis, plan.currency);
    updateButtons();
}

void BillingPage::updateButtons()
{
    const bool hasRow = currentRow() >= 0;
    m_duplicate->setEnabled(hasRow);
    m_delete->setEnabled(hasRow);
    m_record->setEnabled(hasRow);
}

void BillingPage::recordAsJob()
{
    const int row = currentRow();
    const Plan& plan = m_controller->model()->plan();
    if (row < 0 || row >= plan.offers.size())
        return;
    const Offer& offer = plan.offers.at(row);
    PlanJobDraft draft;
    draft.plan = plan.name.isEmpty() ? m_controller->displayName() : plan.name;
    draft.phase = offer.id; // until plans have phases, the offer is what the job realizes
    draft.card = offer.card;
    draft.cards = job().cards;
    const double cost = m_offerModel->jobCost(row);
    draft.plannedCost = std::isfinite(cost) ? cost : 0.0;
    draft.currency = plan.currency;
    draft.billingMode = BillingModes::key(offer.mode);
    Q_EMIT recordAsJobRequested(draft);
}

int BillingPage::currentRow() const
{
    const QModelIndex index = m_table->currentIndex();
    return index.isValid() ? index.row() : -1; // acting on a row nobody picked would surprise
}

void BillingPage::addOffer()
{
    PlanModel* plan = m_controller->model();
    Offer offer;
    offer.id = plan->uniqueOfferId(QStringLiteral("offer"));
    const int row = currentRow();
    if (row >= 0)
        offer.card = plan->plan().offers.at(row).card;
    else
        offer.card = QStringLiteral("a100-sxm-80g");
    const int at = int(plan->plan().offers.size());
    m_controller->undoStack()->push(new InsertOffersCommand(plan, at, { offer }, tr("Add offer")));
    m_table->setCurrentIndex(m_offerModel->index(at, OfferTableModel::Provider));
}

void BillingPage::addOfferFromLedger(const QString& card, double pricePerCardHour)
{
    PlanModel* plan = m_controller->model();
    Offer offer;
    offer.id = plan->uniqueOfferId(QStringLiteral("ledger"));
    offer.provider = tr("Past jobs (ledger median)");
    offer.card = card;
    offer.pricePerCardHour = pricePerCardHour;
    const int at = int(plan->plan().offers.size());
    m_controller->undoStack()->push(new InsertOffersCommand(plan, at, { offer }, tr("Add offer from the ledger")));
    m_table->setCurrentIndex(m_offerModel->index(at, OfferTableModel::Price));
}

void BillingPage::duplicateOffer()
{
    PlanModel* plan = m_controller->model();
    const int row = currentRow();
    if (row < 0)
        return;
    Offer copy = plan->plan().offers.at(row);
    copy.id = plan->uniqueOfferId(copy.id);
    m_controller->undoStack()->push(
        new InsertOffersCommand(plan, row + 1, { copy }, tr("Duplicate offer %1").arg(plan->plan().offers.at(row).id)));
    m_table->setCurrentIndex(m_offerModel->index(row + 1, OfferTableModel::Id));
}

void BillingPage::deleteOffer()
{
    const int row = currentRow();
    if (row >= 0)
        m_controller->undoStack()->push(new RemoveOfferCommand(m_controller->model(), row));
}

bool BillingPage::importOffers()
{
    const QString path = Dialogs::openFileName(this, tr("Import quote sheet"),
        AppSettings::value(AppSettings::Key::LastPlanDirectory).toString(), tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return false;
    InputError error;
    std::optional<QList<Offer>> offers;
    try {
        // A quote sheet is a few kilobytes; a regular file only, never a pipe or device.
        offers = offer_csv::read(input_file::read(path, 16 * 1024 * 1024), path, &error);
    } catch (const InputException& e) {
        error = e.error();
    }
    if (!offers) {
        Dialogs::warning(this, tr("Cannot import"), error.toString());
        return false;
    }
    PlanModel* plan = m_controller->model();
    Plan probe = plan->plan(); // ids must stay unique, also among the imported rows
    for (Offer& offer : *offers) {
        offer.id = probe.uniqueOfferId(offer.id);
        probe.offers.append(offer);
    }
    m_controller->undoStack()->push(new InsertOffersCommand(plan, int(plan->plan().offers.size()), *offers,
        tr("Import %n offer(s)", nullptr, int(offers->size()))));
    return true;
}

void BillingPage::retranslate()
{
    m_jobBar->retranslate();
    m_currencyLabel->setText(tr("Currency:"));
    m_currency->setToolTip(tr("Currency of every price in this plan, e.g. CNY or USD"));
    m_offersTitle->setText(tr("Offers — example prices are placeholders: type the quotes you receive"));
    m_add->setText(tr("Add"));
    m_add->setToolTip(tr("Add an empty offer"));
    m_duplicate->setText(tr("Duplicate"));
    m_duplicate->setToolTip(tr("Copy the selected offer"));
    m_delete->setText(tr("Delete"));
    m_delete->setToolTip(tr("Delete the selected offer"));
    m_import->setText(tr("Import CSV…"));
    m_record->setText(tr("Record as job…"));
    m_record->setToolTip(tr("Start a ledger entry for the selected offer, with its card, count and the cost "
                            "planned here; you add what the job really cost."));
    m_import->setToolTip(tr("Add offers from a quote sheet whose first line names the plan-file keys"));
    m_selfBuild->retranslate();
    m_costChart->retranslate();
    m_utilizationChart->retranslate();
    m_controller->retranslate();
}

void BillingPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh(); // the recommendation and legends are sentences too
        // The form's labels change length with the language: size the column once they have.
        QTimer::singleShot(0, this, &BillingPage::fitSelfBuildWidth);
    }
    QWidget::changeEvent(event);
}

void BillingPage::fitSelfBuildWidth()
{
    m_selfBuildScroll->setMinimumWidth(m_selfBuild->sizeHint().width()
        + m_selfBuildScroll->verticalScrollBar()->sizeHint().width() + 4);
}

} // namespace rp
