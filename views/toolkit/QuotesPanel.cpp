#include "views/toolkit/QuotesPanel.h"

#include "models/planner/ProjectPlanner.h"
#include "models/procurement/RfqAward.h"
#include "models/qt/PlanModel.h"
#include "models/qt/QuoteTableModel.h"
#include "models/quote/QuoteOffer.h"
#include "models/quote/QuoteRules.h"
#include "models/quote/QuoteSheet.h"
#include "views/billing/InsertOffersCommand.h"
#include "views/common/Dialogs.h"
#include "views/common/GripSplitter.h"
#include "views/document/PlanController.h"
#include "views/toolkit/AnsweredRequestsDialog.h"
#include "views/toolkit/SetQuotesCommand.h"

#include <QDate>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QTableView>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace rp {

QuotesPanel::QuotesPanel(PlanController* plan, QWidget* parent)
    : QWidget(parent)
    , m_plan(plan)
    , m_import(new QPushButton(this))
    , m_importAnswers(new QPushButton(this))
    , m_export(new QPushButton(this))
    , m_offer(new QPushButton(this))
    , m_summary(new QLabel(this))
    , m_empty(new QLabel(this))
    , m_model(new QuoteTableModel(this))
    , m_table(new QTableView(this))
    , m_findingsLabel(new QLabel(this))
    , m_findings(new QTreeWidget(this))
{
    m_table->setObjectName(QStringLiteral("quoteComparison"));
    m_findings->setObjectName(QStringLiteral("quoteFindings"));
    m_offer->setObjectName(QStringLiteral("quoteMakeOffer"));
    m_importAnswers->setObjectName(QStringLiteral("quoteImportAnswers"));
    m_table->setModel(m_model);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_findings->setColumnCount(2);
    m_findings->setRootIsDecorated(false);
    m_findings->setWordWrap(true);
    m_findings->header()->setStretchLastSection(false);
    m_findings->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_findings->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_empty->setWordWrap(true);
    m_summary->setWordWrap(true);

    auto* top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_import);
    top->addWidget(m_importAnswers);
    top->addWidget(m_export);
    top->addWidget(m_offer);
    auto* lower = new QWidget(this);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(m_findingsLabel);
    lowerLayout->addWidget(m_findings);
    auto* split = new GripSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(lower);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_empty);
    layout->addWidget(split, 1);

    connect(m_import, &QPushButton::clicked, this, &QuotesPanel::importSheet);
    connect(m_importAnswers, &QPushButton::clicked, this, &QuotesPanel::importAnswers);
    connect(m_export, &QPushButton::clicked, this, &QuotesPanel::exportSheet);
    connect(m_offer, &QPushButton::clicked, this, &QuotesPanel::makeOffer);
    connect(m_plan->model(), &PlanModel::changed, this, &QuotesPanel::refresh);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &QuotesPanel::showFindings);
    retranslateUi();
}

QString QuotesPanel::selectedQuoteId() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(QuoteTableModel::QuoteIdRole).toString();
}

void QuotesPanel::refresh()
{
    const Plan& plan = m_plan->model()->plan();
    const QString selected = selectedQuoteId();
    {
        const QSignalBlocker block(m_table->selectionModel());
        m_model->setPlan(plan);
    }
    m_table->resizeColumnsToContents();
    m_empty->setVisible(plan.quotes.isEmpty());
    m_table->setVisible(!plan.quotes.isEmpty());
    m_findings->setVisible(!plan.quotes.isEmpty()); // no empty box under the empty state
    m_export->setEnabled(!plan.quotes.isEmpty());
    if (plan.quotes.isEmpty())
        m_summary->clear();
    else if (!m_model->hasPhases())
        m_summary->setText(tr("The plan has no GPU phases yet, so there is nothing to finish: add phases in the "
                              "Planner tab to compare the quotes on what finishing them costs."));
    else
        m_summary->setText(tr("What each quote costs to finish the plan's GPU phases, with hours from the planner's "
                              "model on the quote's machines (links, fabric, CPU cores). Hover a row for each phase."));
    const int row = m_model->rowOf(selected);
    if (m_model->rowCount() > 0)
        m_table->selectRow(row >= 0 ? row : 0);
    showFindings();
}

void QuotesPanel::showFindings()
{
    m_findings->clear();
    const QString id = selectedQuoteId();
    m_offer->setEnabled(!id.isEmpty());
    const Plan& plan = m_plan->model()->plan();
    for (const Quote& q : plan.quotes) {
        if (q.id != id)
            continue;
        QuoteUse use;
        use.currency = plan.currency;
        const QList<QuoteFinding> findings = QuoteRules::check(q, use);
        const QString name = q.provider.isEmpty() ? q.id : q.provider;
        m_findingsLabel->setText(findings.isEmpty()
                ? tr("%1: nothing to flag.").arg(name)
                : tr("%1: %n point(s) to settle before signing", nullptr, int(findings.size())).arg(name));
        for (const QuoteFinding& f : findings) {
            const QString kind = f.kind == QuoteFinding::Kind::Shortfall ? tr("Shortfall") : tr("Ask");
            auto* item = new QTreeWidgetItem(m_findings, { kind + QStringLiteral(": ") + f.text, f.basis });
            item->setToolTip(0, f.text);
        }
        return;
    }
    m_findingsLabel->setText(plan.quotes.isEmpty() ? QString() : tr("Select a quote to see what it falls short on."));
}

void QuotesPanel::importSheet()
{
    const QString path = Dialogs::openFileName(this, tr("Import a quote sheet"), {}, tr("Quote sheets (*.csv *.json)"));
    if (path.isEmpty())
        return;
    InputError error;
    const std::optional<QList<Quote>> imported = QuoteSheet::load(path, &error);
    if (!imported) {
        Dialogs::warning(this, tr("Import a quote sheet"), error.toString());
        return;
    }
    QList<Quote> quotes = m_plan->model()->plan().quotes;
    for (Quote q : *imported) {
        const QString stem = q.id;
        for (int n = 2; std::any_of(quotes.cbegin(), quotes.cend(), [&](const Quote& o) { return o.id == q.id; }); ++n)
            q.id = stem + u'-' + QString::number(n);
        q.offer.id = q.id;
        quotes.append(q);
    }
    m_plan->undoStack()->push(new SetQuotesCommand(
        m_plan->model(), quotes, [count = int(imported->size())] { return tr("Import %n quote(s)", nullptr, count); }));
}

// Vendors' filled-in requests for quotation (docs/rfq.md): read against the plan's bill of
// quantities, compared on the cost to finish, shown with the award; the awarded answers can then
// become quotes of the plan (one undo step).
void QuotesPanel::importAnswers()
{
    const QStringList paths = Dialogs::openFileNames(
        this, tr("Import answered requests for quotation"), {}, tr("Answered requests (*.xlsx *.csv)"));
    if (paths.isEmpty())
        return;
    const QString scenario = m_scenarioOnScreen ? m_scenarioOnScreen() : QString();
    const Plan& plan = m_plan->model()->plan();
    Plan effective = plan;
    RfqAnswers answers;
    QList<BillLine> lines;
    try {
        if (!scenario.isEmpty())
            effective = ProjectPlanner::withScenario(plan, scenario);
        lines = BillOfQuantities::build(plan, scenario);
        for (const QString& path : paths)
            RfqAnswerReader::readFile(path, lines, answers);
    } catch (const InputException& e) {
        Dialogs::warning(this, tr("Import answered requests"), e.error().toString());
        return;
    }
    if (!answers.problems.isEmpty()) {
        QStringList problems;
        for (const InputError& p : answers.problems)
            problems.append(p.toString());
        const auto answer = Dialogs::question(this, tr("Import answered requests"),
            tr("Some cells cannot be read:\n\n%1\n\nLeave those lines out and compare the rest?")
                .arg(problems.join(u'\n')),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return;
    }
    const RfqAward award = RfqAward::compare(effective, lines, answers, QDate::currentDate());
    auto* dialog = new AnsweredRequestsDialog(lines, answers, award, effective.currency, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, added = award.awardedQuotes(answers)] {
        const QList<Quote> quotes = RfqAward::merged(m_plan->model()->plan().quotes, added);
        m_plan->undoStack()->push(new SetQuotesCommand(m_plan->model(), quotes,
            [count = int(added.size())] { return tr("Add %n awarded quote(s)", nullptr, count); }));
    });
    dialog->open();
}

void QuotesPanel::exportSheet()
{
    const QString path = Dialogs::saveFileName(
        this, tr("Export the quotes"), QStringLiteral("quotes.csv"), tr("CSV (*.csv);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    const QList<Quote>& quotes = m_plan->model()->plan().quotes;
    const QByteArray bytes = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? QuoteSheet::toJson(quotes)
                                                                                        : QuoteSheet::toCsv(quotes);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        Dialogs::warning(this, tr("Export the quotes"), file.errorString());
}

void QuotesPanel::makeOffer()
{
    const Plan& plan = m_plan->model()->plan();
    for (const Quote& q : plan.quotes) {
        if (q.id != selectedQuoteId())
            continue;
        const Offer offer = offerFromQuote(q, plan);
        m_plan->undoStack()->push(new InsertOffersCommand(m_plan->model(), int(plan.offers.size()), { offer },
            [id = q.id] { return tr("Make quote %1 an offer").arg(id); }));
        Dialogs::information(
            this, tr("Make an offer"), tr("Quote %1 is now offer %2 in the Billing tab.").arg(q.id, offer.id));
        return;
    }
}

void QuotesPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void QuotesPanel::retranslateUi()
{
    m_import->setText(tr("Import quote sheet…"));
    m_importAnswers->setText(tr("Import answered request…"));
    m_importAnswers->setToolTip(tr("Read vendors' filled-in requests for quotation (XLSX or CSV, written by File → "
                                   "Request for quotation or rentplan rfq) and compare their answers line by line."));
    m_export->setText(tr("Export…"));
    m_offer->setText(tr("Make offer"));
    m_offer->setToolTip(tr("Add the selected quote to the plan's offers, with its billing terms."));
    m_empty->setText(tr("No quotes in this plan yet. Import a quote sheet (CSV or JSON; Help → Example files has one), "
                        "or the requests for quotation vendors filled in (File → Request for quotation… writes "
                        "one), to compare the quotes on what finishing the plan's phases costs and to see what "
                        "each falls short on."));
    m_findings->setHeaderLabels({ tr("What to settle"), tr("Rule") });
    refresh();
}

} // namespace rp
