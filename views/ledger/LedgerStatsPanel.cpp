#include "ledger/LedgerStatsPanel.h"

#include "common/InputError.h"
#include "ledger/JobStore.h"
#include "ledger/LedgerDb.h"
#include "ledger/SpendChart.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rp {

namespace {

QTableWidget* smallTable(QWidget* parent, const char* name, const QStringList& headers)
{
    auto* table = new QTableWidget(0, int(headers.size()), parent);
    table->setObjectName(QLatin1String(name));
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    // Numbers keep their full width; the name column takes what is left (and elides).
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->setMinimumHeight(110);
    return table;
}

void setRow(QTableWidget* table, int row, const QStringList& cells)
{
    for (int column = 0; column < cells.size(); ++column) {
        auto* item = new QTableWidgetItem(cells.at(column));
        if (column > 0)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table->setItem(row, column, item);
    }
}

QString money(double value)
{
    return QLocale().toString(value, 'f', 2);
}

} // namespace

LedgerStatsPanel::LedgerStatsPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("ledgerStatsPanel"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("statsSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_chart = new SpendChart(this);
    m_byCard = smallTable(this, "byCardTable", { tr("Card"), tr("Jobs"), tr("Card-hours"), tr("Cost"), tr("Per card-hour") });
    m_byProvider = smallTable(this, "byProviderTable",
        { tr("Provider"), tr("Jobs"), tr("Card-hours"), tr("Cost"), tr("Per card-hour") });
    m_plans = smallTable(this, "planTable", { tr("Plan / phase"), tr("Jobs"), tr("Planned"), tr("Actual"), tr("Difference") });

    auto* priceBox = new QGroupBox(tr("Price for a new plan"), this);
    m_priceCard = new QComboBox(priceBox);
    m_priceCard->setObjectName(QStringLiteral("priceCardCombo"));
    m_priceCard->setEditable(true);
    m_priceTask = new QLineEdit(priceBox);
    m_priceTask->setObjectName(QStringLiteral("priceTaskEdit"));
    m_priceTask->setPlaceholderText(tr("any task"));
    m_priceTag = new QLineEdit(priceBox);
    m_priceTag->setObjectName(QStringLiteral("priceTagEdit"));
    m_priceTag->setPlaceholderText(tr("any tag"));
    m_priceResult = new QLabel(priceBox);
    m_priceResult->setObjectName(QStringLiteral("priceResult"));
    m_priceResult->setWordWrap(true);
    m_usePrice = new QPushButton(tr("Use this price in a plan"), priceBox);
    m_usePrice->setObjectName(QStringLiteral("usePriceButton"));
    m_usePrice->setEnabled(false);
    auto* priceForm = new QFormLayout(priceBox);
    priceForm->addRow(tr("Card:"), m_priceCard);
    priceForm->addRow(tr("Task:"), m_priceTask);
    priceForm->addRow(tr("Tag:"), m_priceTag);
    priceForm->addRow(m_priceResult);
    priceForm->addRow(m_usePrice);
    connect(m_priceCard, &QComboBox::currentTextChanged, this, &LedgerStatsPanel::suggest);
    connect(m_priceTask, &QLineEdit::editingFinished, this, &LedgerStatsPanel::suggest);
    connect(m_priceTag, &QLineEdit::editingFinished, this, &LedgerStatsPanel::suggest);
    connect(m_usePrice, &QPushButton::clicked, this, [this] {
        if (m_suggestion)
            Q_EMIT priceChosen(m_priceCard->currentText(), m_suggestion->median);
    });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_chart, 2);
    layout->addWidget(new QLabel(tr("<b>Cost per card-hour by card</b>"), this));
    layout->addWidget(m_byCard, 1);
    layout->addWidget(new QLabel(tr("<b>By provider</b>"), this));
    layout->addWidget(m_byProvider, 1);
    layout->addWidget(new QLabel(tr("<b>Plan versus actual</b>"), this));
    layout->addWidget(m_plans, 1);
    layout->addWidget(priceBox);
}

void LedgerStatsPanel::refresh(LedgerDb* db, const JobFilter& filter)
{
    m_db = db;
    m_stats = {};
    QStringList cards;
    QString error;
    if (db) {
        try {
            m_stats = LedgerStats::compute(*db, filter);
            cards = JobStore(*db).distinct(QStringLiteral("card"));
        } catch (const InputException& e) {
            error = e.error().toString(); // a locked or damaged ledger: say so instead of "0 jobs"
        }
    }
    const QLocale l;
    const LedgerStats::Group& t = m_stats.total;
    const double idleHours = t.cardHours - t.busyCardHours;
    m_summary->setText(
        tr("<b>%n job(s)</b>, total cost <b>%1</b>, %2 card-hours billed, %3 per card-hour.<br>"
           "Idle: %4 card-hours (%5 %) costing <b>%6</b>.",
            nullptr, int(t.jobs))
            .arg(money(t.cost), l.toString(t.cardHours, 'f', 1), l.toString(t.costPerCardHour(), 'f', 3),
                l.toString(idleHours, 'f', 1), l.toString(t.cardHours > 0 ? 100 * idleHours / t.cardHours : 0.0, 'f', 1),
                money(t.idleCost)));
    if (!error.isEmpty())
        m_summary->setText(error.toHtmlEscaped());
    m_chart->setMonths(m_stats.byMonth, {});
    fillGroups(m_byCard, m_stats.byCard);
    fillGroups(m_byProvider, m_stats.byProvider);
    m_plans->setRowCount(int(m_stats.planVsActual.size()));
    for (int row = 0; row < m_stats.planVsActual.size(); ++row) {
        const LedgerStats::PlanLine& p = m_stats.planVsActual.at(row);
        setRow(m_plans, row,
            { p.phase.isEmpty() ? p.plan : p.plan + QStringLiteral(" / ") + p.phase, l.toString(p.jobs), money(p.planned),
                money(p.actual), (p.difference() > 0 ? QStringLiteral("+") : QString()) + money(p.difference()) });
    }
    const QString chosen = m_priceCard->currentText();
    {
        const QSignalBlocker blocker(m_priceCard);
        m_priceCard->clear();
        m_priceCard->addItem(QString());
        m_priceCard->addItems(cards);
        m_priceCard->setCurrentText(chosen);
    }
    suggest();
}

void LedgerStatsPanel::fillGroups(QTableWidget* table, const QList<LedgerStats::Group>& groups)
{
    const QLocale l;
    table->setRowCount(int(groups.size()));
    for (int row = 0; row < groups.size(); ++row) {
        const LedgerStats::Group& g = groups.at(row);
        setRow(table, row,
            { g.key.isEmpty() ? tr("(none)") : g.key, l.toString(g.jobs), l.toString(g.cardHours, 'f', 1), money(g.cost),
                l.toString(g.costPerCardHour(), 'f', 3) });
    }
}

void LedgerStatsPanel::suggest()
{
    m_suggestion.reset();
    const bool criterion = !m_priceCard->currentText().trimmed().isEmpty() || !m_priceTask->text().trimmed().isEmpty()
        || !m_priceTag->text().trimmed().isEmpty();
    if (!criterion) { // "every job" is no basis for a price, and sorts the whole ledger
        m_priceResult->setText(tr("Choose a card, a task or a tag to see what such jobs cost."));
        m_usePrice->setEnabled(false);
        return;
    }
    if (m_db) {
        try {
            m_suggestion = PriceSuggestion::compute(*m_db, m_priceCard->currentText().trimmed(),
                m_priceTask->text().trimmed(), m_priceTag->text().trimmed());
        } catch (const InputException& e) {
            m_priceResult->setText(e.error().toString());
        }
    }
    const QLocale l;
    if (m_suggestion) {
        m_priceResult->setText(tr("Median <b>%1</b> per card-hour over %n job(s) (range %2 to %3).", nullptr,
            int(m_suggestion->jobs))
                                   .arg(l.toString(m_suggestion->median, 'f', 3), l.toString(m_suggestion->min, 'f', 3),
                                       l.toString(m_suggestion->max, 'f', 3)));
    } else {
        m_priceResult->setText(tr("No past jobs match."));
    }
    m_usePrice->setEnabled(m_suggestion.has_value() && !m_priceCard->currentText().trimmed().isEmpty());
}

} // namespace rp
