#include "views/billing/BillingPage.h"

#include "models/catalog/CardCatalog.h"
#include "models/common/AppSettings.h"
#include "models/common/InputFile.h"
#include "models/cost/BillingAnalysis.h"
#include "models/cost/PlanEvaluation.h"
#include "models/plan/BillingMode.h"
#include "models/plan/OfferCsv.h"
#include "models/qt/FinishOfferTableModel.h"
#include "models/qt/PlanModel.h"
#include "views/billing/ChartKey.h"
#include "views/billing/CostCurveChart.h"
#include "views/billing/EditOfferCommand.h"
#include "views/billing/EditSelfBuildCommand.h"
#include "views/billing/InsertOffersCommand.h"
#include "views/billing/JobBar.h"
#include "views/billing/OfferDelegate.h"
#include "views/billing/OfferDetailsPanel.h"
#include "views/billing/RemoveOfferCommand.h"
#include "views/billing/SelfBuildForm.h"
#include "views/billing/SetCurrencyCommand.h"
#include "views/billing/UtilizationChart.h"
#include "views/common/Dialogs.h"
#include "views/common/GripSplitter.h"
#include "views/document/PlanController.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace rp {

namespace {

QScrollArea* scrolling(QWidget* content, QWidget* parent)
{
    auto* scroll = new QScrollArea(parent);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return scroll;
}

// A chart with its key below it: what each line is and the points it marks.
QWidget* withKey(BillingChartView* chart, QWidget* parent)
{
    auto* box = new QWidget(parent);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(chart, 1);
    layout->addWidget(chart->key());
    return box;
}

} // namespace

BillingPage::BillingPage(PlanController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_offerModel(new FinishOfferTableModel(controller->model(), this))
    , m_source(PhaseBillingAnalyzer::peakSource(controller->model()->plan()))
{
    setObjectName(QStringLiteral("billingPage"));
    PlanModel* plan = controller->model();
    m_offerModel->setEditHandler([this, plan](int row, const Offer& after, int column) {
        m_error->clear();
        OfferTableModel* offers = m_offerModel;
        m_controller->undoStack()->push(new EditOfferCommand(plan, row, plan->plan().offers.at(row), after, column,
            [offers, column] { return offers->headerData(column, Qt::Horizontal).toString(); }));
    });

    m_recommendation = new QLabel(this);
    m_recommendation->setObjectName(QStringLiteral("recommendation"));
    m_recommendation->setWordWrap(true);
    m_recommendation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_recommendation->font();
    bold.setBold(true);
    m_recommendation->setFont(bold);
    // How the job's hours were found: the same hours on every card for a typed job, or each card
    // at its own hours for a phase, and the offers that cannot run it.
    m_jobNote = new QLabel(this);
    m_jobNote->setObjectName(QStringLiteral("jobNote"));
    m_jobNote->setWordWrap(true);
    m_jobNote->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_selfBuild = new SelfBuildForm(this);
    connect(m_selfBuild, &SelfBuildForm::edited, this, [this, plan](const auto& after, const QString& field) {
        m_controller->undoStack()->push(new EditSelfBuildCommand(plan, after, field));
    });

    auto* top = new GripSplitter(Qt::Horizontal, this);
    top->setChildrenCollapsible(false);
    top->addWidget(buildOfferPanel());
    // The self-build form and the offer's other terms are tall: each scrolls in its own
    // panel, so the window stays usable on a 768-pixel screen.
    m_selfBuildScroll = scrolling(m_selfBuild, this);
    m_selfBuildScroll->setObjectName(QStringLiteral("selfBuildScroll"));
    m_details = new OfferDetailsPanel(m_offerModel, this);
    m_sidePanels = new QTabWidget(this);
    m_sidePanels->setObjectName(QStringLiteral("billingSidePanels"));
    m_sidePanels->addTab(scrolling(m_details, this), QString());
    m_sidePanels->addTab(m_selfBuildScroll, QString());
    m_sidePanels->setCurrentIndex(1);
    fitSelfBuildWidth();
    top->addWidget(m_sidePanels);
    top->setStretchFactor(0, 3);
    top->setStretchFactor(1, 2);

    m_costChart = new CostCurveChart(this);
    m_utilizationChart = new UtilizationChart(this);
    auto* charts = new GripSplitter(Qt::Horizontal, this);
    charts->addWidget(withKey(m_costChart, this));
    charts->addWidget(withKey(m_utilizationChart, this));
    charts->setStretchFactor(0, 1);
    charts->setStretchFactor(1, 1);

    auto* split = new GripSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(charts);
    split->setStretchFactor(1, 1);
    split->setSizes({ 250, 670 }); // six offers in view; the charts and their keys take the rest

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildJobBar());
    layout->addWidget(m_recommendation);
    layout->addWidget(m_jobNote);
    layout->addWidget(split, 1);

    // A plan opened, created or reloaded starts from its peak phase (before `changed` refreshes).
    connect(plan, &PlanModel::reset, this, [this, plan] { m_source = PhaseBillingAnalyzer::peakSource(plan->plan()); });
    connect(plan, &PlanModel::changed, this, &BillingPage::refresh);
    connect(controller, &PlanController::documentChanged, this, [this] { m_offersTitle->setText(offersTitle()); });
    connect(plan, &PlanModel::reset, this, [this, plan] { m_selfBuild->resetTo(plan->plan().selfBuild); });
    connect(
        plan, &PlanModel::selfBuildChanged, this, [this, plan] { m_selfBuild->setSelfBuild(plan->plan().selfBuild); });
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
    connect(m_jobBar, &JobBar::sourceChanged, this, [this](const JobSource& source) {
        m_source = source;
        refresh();
    });
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
    // The essential columns; the other terms are in the details panel, or back in the
    // table through the header's menu (a column chooser).
    for (int column : OfferDetailsPanel::columns())
        m_table->setColumnHidden(column, true);
    m_table->setColumnHidden(OfferTableModel::SaveEvery, true);
    m_table->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table->horizontalHeader(), &QHeaderView::customContextMenuRequested, this, &BillingPage::chooseColumns);
    m_table->setEditTriggers(
        QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);

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
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex& current) { m_details->setRow(current.isValid() ? current.row() : -1); });
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

    m_offersEmpty = new QLabel(panel);
    m_offersEmpty->setObjectName(QStringLiteral("offersEmptyHint"));
    m_offersEmpty->setWordWrap(true);
    m_offersEmpty->setStyleSheet(QStringLiteral("QLabel { background: palette(alternate-base); padding: 8px; }"));
    layout->addWidget(m_offersTitle);
    layout->addWidget(m_offersEmpty);
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

QString BillingPage::jobNote() const
{
    return m_jobNote->text();
}

void BillingPage::setJobSource(const JobSource& source)
{
    const Plan& plan = m_controller->model()->plan();
    if (source == m_source || !PhaseBillingAnalyzer::gpuPhase(plan, source))
        return;
    m_source = source;
    refresh();
}

QList<JobChoice> BillingPage::jobChoices() const
{
    const Plan& plan = m_controller->model()->plan();
    QList<JobChoice> choices;
    auto add = [&choices](const QString& scenario, const QList<Phase>& phases, const QString& indent) {
        for (const Phase& p : phases) {
            if (p.usesGpu())
                choices.append({ { scenario, p.id },
                    indent + tr("%1 — %2 × %3").arg(p.name).arg(p.cards).arg(CardCatalog::nameOf(p.card)) });
        }
    };
    add(QString(), plan.phases, QString());
    for (const Scenario& s : plan.scenarios) {
        choices.append({ { s.name, QString() }, tr("Scenario: %1").arg(s.name) });
        add(s.name, s.phases, QStringLiteral("    "));
    }
    return choices;
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
    const QList<JobChoice> choices = jobChoices();
    m_jobBar->setChoices(choices);
    const BillingAnalyzer::Options options { 1000, m_jobBar->logScale() };
    std::optional<PhaseBilling> phase = PhaseBillingAnalyzer::analyze(plan, m_source, options);
    if (!phase && m_source.isPhase()) { // the phase (or its scenario) left the plan: its peak phase instead
        m_source = PhaseBillingAnalyzer::peakSource(plan);
        phase = PhaseBillingAnalyzer::analyze(plan, m_source, options);
    }
    m_jobBar->setSource(phase ? m_source : JobSource {});
    BillingAnalysis analysis;
    if (phase) {
        analysis = phase->analysis;
        m_jobBar->showPhaseJob(analysis.evaluation.job, tr("(%1)").arg(CardCatalog::nameOf(phase->phase.card)));
        m_jobNote->setText(phase->cannotRun.isEmpty()
                ? phase->hoursNote
                : QString(phase->hoursNote + QLatin1Char(' ') + phase->cannotRun));
        m_offerModel->setFinishes(phase->offers);
    } else {
        analysis = BillingAnalyzer::analyze(plan, job(), options);
        QString note = PlanEvaluation::sameHoursNote(job());
        if (std::any_of(choices.cbegin(), choices.cend(), [](const JobChoice& c) { return c.source.isPhase(); }))
            note += QLatin1Char(' ')
                + tr("Choose a phase of the plan as the job to compare cards by what they cost to finish.");
        m_jobNote->setText(note);
        m_offerModel->setFinishes({});
    }
    // An offer without a price is in no comparison: the note says which, and what it lacks.
    const QString unpriced = PlanEvaluation::unpricedNote(plan);
    if (!unpriced.isEmpty())
        m_jobNote->setText(m_jobNote->text() + QLatin1Char(' ') + unpriced);
    m_recommendation->setText(analysis.evaluation.reason);
    QList<double> costs;
    for (const billing::OfferCost& c : analysis.evaluation.offers)
        costs.append(c.cost);
    m_offerModel->setJobCosts(costs, plan.currency);
    m_details->setCurrency(plan.currency);
    m_offersTitle->setText(offersTitle());
    m_offersEmpty->setVisible(plan.offers.isEmpty());
    m_costChart->setAnalysis(analysis, plan.currency);
    m_utilizationChart->setAnalysis(analysis, plan.currency);
    updateButtons();
}

void BillingPage::chooseColumns(const QPoint& at)
{
    QMenu menu(this);
    for (int column = 0; column < m_offerModel->columnCount(); ++column) {
        QAction* action = menu.addAction(m_offerModel->headerData(column, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(!m_table->isColumnHidden(column));
        connect(
            action, &QAction::toggled, this, [this, column](bool shown) { m_table->setColumnHidden(column, !shown); });
    }
    menu.exec(m_table->horizontalHeader()->viewport()->mapToGlobal(at));
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
    // The phase the job is, with the cards this offer finishes it on; a typed job: no phase (never
    // the offer's id).
    PlanJobDraft::Source source { {}, offer.card, job().cards, m_offerModel->jobCost(row), offer.id };
    if (m_source.isPhase()) {
        source.phase = m_source.phase;
        if (const std::optional<RankingEntry> finish = m_offerModel->finish(row)) {
            source.cards = finish->cards;
            source.hours = finish->hours; // the phase's hours on this offer's card and count
        }
        if (const Phase* phase = PhaseBillingAnalyzer::gpuPhase(plan, m_source))
            source.kind = phase->kind;
    }
    Q_EMIT recordAsJobRequested(PlanJobDraft::make(plan, m_controller->name(), source));
}

int BillingPage::currentRow() const
{
    const QModelIndex index = m_table->currentIndex();
    return index.isValid() ? index.row() : -1; // acting on a row nobody picked would surprise
}

void BillingPage::addOffer()
{
    PlanModel* plan = m_controller->model();
    Offer offer; // no price yet: flagged incomplete and compared with nothing until it has one
    offer.id = plan->uniqueOfferId(QStringLiteral("new-offer"));
    const int row = currentRow();
    if (row >= 0)
        offer.card = plan->plan().offers.at(row).card;
    else
        offer.card = QStringLiteral("a100-sxm-80g");
    const int at = int(plan->plan().offers.size());
    m_controller->undoStack()->push(new InsertOffersCommand(plan, at, { offer }, [] { return tr("Add offer"); }));
    // On its price, what it lacks: typing starts editing it. In view once the page has laid out the
    // lines the edit added (the note under the recommendation names the offer without a price).
    m_table->setCurrentIndex(m_offerModel->index(at, OfferTableModel::Price));
    QTimer::singleShot(0, m_table, [this] { m_table->scrollTo(m_table->currentIndex()); });
}

void BillingPage::addOfferFromLedger(const QString& card, double pricePerCardHour, const QString& currency)
{
    PlanModel* plan = m_controller->model();
    if (!currency.isEmpty() && currency != plan->plan().currency) {
        Dialogs::warning(this, tr("Different currency"),
            tr("The ledger price is in %1 but this plan counts in %2. RentPlan does not convert currencies: "
               "change the plan's currency first, or add the offer by hand at a converted price.")
                .arg(currency, plan->plan().currency));
        return;
    }
    Offer offer;
    offer.id = plan->uniqueOfferId(QStringLiteral("ledger"));
    offer.provider = tr("Past jobs (ledger median)");
    offer.card = card;
    offer.pricePerCardHour = pricePerCardHour;
    const int at = int(plan->plan().offers.size());
    m_controller->undoStack()->push(
        new InsertOffersCommand(plan, at, { offer }, [] { return tr("Add offer from the ledger"); }));
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
        new InsertOffersCommand(plan, row + 1, { copy }, [original = plan->plan().offers.at(row)] {
            return tr("Duplicate offer %1").arg(PlanEvaluation::offerLabel(original));
        }));
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
    // The caption says the format: the first line names offer fields, one offer per line after it.
    const QString path = Dialogs::openFileName(this,
        tr("Import quote sheet (CSV: first line "
           "id,provider,card,cards,mode,price_per_card_hour,price_per_card_period,…)"),
        AppSettings::value(AppSettings::Key::LastPlanDirectory).toString(), tr("Quote sheets (*.csv);;All files (*)"));
    return !path.isEmpty() && importOffersFrom(path);
}

bool BillingPage::importOffersFrom(const QString& path)
{
    InputError error;
    std::optional<QList<Offer>> offers;
    try {
        // A quote sheet is a few kilobytes; a regular file only, never a pipe or device.
        offers = offer_csv::read(input_file::read(path, 16 * 1024 * 1024), path, &error);
    } catch (const InputException& e) {
        error = e.error();
    }
    if (!offers) {
        Dialogs::warning(this, tr("Cannot import"),
            tr("%1\n\nA quote sheet is a CSV file whose first line names offer fields "
               "(id, provider, card, cards, mode, price_per_card_hour or price_per_card_period, …), "
               "one offer per line after it. Help → Example files → Example quote sheet shows one.")
                .arg(error.toString()));
        return false;
    }
    PlanModel* plan = m_controller->model();
    Plan probe = plan->plan(); // ids must stay unique, also among the imported rows
    for (Offer& offer : *offers) {
        offer.id = probe.uniqueOfferId(offer.id);
        probe.offers.append(offer);
    }
    m_controller->undoStack()->push(new InsertOffersCommand(plan, int(plan->plan().offers.size()), *offers,
        [count = int(offers->size())] { return tr("Import %n offer(s)", nullptr, count); }));
    return true;
}

void BillingPage::retranslate()
{
    m_jobBar->retranslate();
    m_currencyLabel->setText(tr("Currency:"));
    m_currency->setToolTip(tr("Currency of every price in this plan, e.g. CNY or USD"));
    m_offersTitle->setText(offersTitle());
    m_offersEmpty->setText(tr("<b>No offers yet.</b> Set the job above (cards and hours), then <i>Add</i> the quotes "
                              "you received, or <i>Import CSV…</i> a quote sheet. To see how it works first: "
                              "Help → Example Files → Open the Example Plan."));
    m_sidePanels->setTabText(0, tr("Offer details"));
    m_sidePanels->setTabText(1, tr("Buying the hardware"));
    m_details->retranslate();
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

QString BillingPage::offersTitle() const
{
    // The hint only while the example's placeholder prices are what the table shows.
    return m_controller->isExample() && m_controller->filePath().isEmpty()
        ? tr("<b>Offers</b> — the example's prices are placeholders: type the quotes you receive")
        : tr("<b>Offers</b> — right-click a column heading to show more columns");
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
    m_selfBuildScroll->setMinimumWidth(
        m_selfBuild->sizeHint().width() + m_selfBuildScroll->verticalScrollBar()->sizeHint().width() + 4);
}

} // namespace rp
