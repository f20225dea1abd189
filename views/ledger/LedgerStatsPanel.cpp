#include "views/ledger/LedgerStatsPanel.h"

#include "models/common/InputError.h"
#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerSession.h"
#include "views/common/DisplayFormat.h"
#include "views/ledger/SpendChart.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rp {

namespace {

QTableWidget* smallTable(QWidget* parent, const char* name)
{
    auto* table = new QTableWidget(0, 5, parent);
    table->setObjectName(QLatin1String(name));
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

QString number(double value)
{
    return QLocale().toString(value, 'f', 2);
}

// A column heading that names the currency of the numbers below it: "Cost (CNY)".
QString withCurrency(const QString& heading, const QString& currency)
{
    return currency.isEmpty() ? heading : LedgerStatsPanel::tr("%1 (%2)").arg(heading, currency);
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
    m_currencyLabel = new QLabel(this);
    m_currency = new QComboBox(this);
    m_currency->setObjectName(QStringLiteral("statsCurrencyCombo"));
    m_currencyLabel->setBuddy(m_currency);
    connect(m_currency, &QComboBox::currentIndexChanged, this, &LedgerStatsPanel::showCurrency);
    m_chart = new SpendChart(this);
    m_byCardTitle = new QLabel(this);
    m_byCard = smallTable(this, "byCardTable");
    m_byProviderTitle = new QLabel(this);
    m_byProvider = smallTable(this, "byProviderTable");
    m_byPersonTitle = new QLabel(this);
    m_byPerson = smallTable(this, "byPersonTable");
    m_plansTitle = new QLabel(this);
    m_plans = smallTable(this, "planTable");

    m_priceBox = new QGroupBox(this);
    m_priceCard = new QComboBox(m_priceBox);
    m_priceCard->setObjectName(QStringLiteral("priceCardCombo"));
    m_priceCard->setEditable(true);
    m_priceTask = new QLineEdit(m_priceBox);
    m_priceTask->setObjectName(QStringLiteral("priceTaskEdit"));
    m_priceTag = new QLineEdit(m_priceBox);
    m_priceTag->setObjectName(QStringLiteral("priceTagEdit"));
    m_priceResult = new QLabel(m_priceBox);
    m_priceResult->setObjectName(QStringLiteral("priceResult"));
    m_priceResult->setWordWrap(true);
    m_usePrice = new QPushButton(m_priceBox);
    m_usePrice->setObjectName(QStringLiteral("usePriceButton"));
    m_usePrice->setEnabled(false);
    m_priceCardLabel = new QLabel(m_priceBox);
    m_priceTaskLabel = new QLabel(m_priceBox);
    m_priceTagLabel = new QLabel(m_priceBox);
    auto* priceForm = new QFormLayout(m_priceBox);
    priceForm->addRow(m_priceCardLabel, m_priceCard);
    priceForm->addRow(m_priceTaskLabel, m_priceTask);
    priceForm->addRow(m_priceTagLabel, m_priceTag);
    priceForm->addRow(m_priceResult);
    priceForm->addRow(m_usePrice);
    connect(m_priceCard, &QComboBox::currentTextChanged, this, &LedgerStatsPanel::suggest);
    connect(m_priceTask, &QLineEdit::editingFinished, this, &LedgerStatsPanel::suggest);
    connect(m_priceTag, &QLineEdit::editingFinished, this, &LedgerStatsPanel::suggest);
    connect(m_usePrice, &QPushButton::clicked, this, [this] {
        if (m_suggestion)
            Q_EMIT priceChosen(chosenCard(), m_suggestion->median, shownCurrency());
    });

    auto* currencyRow = new QHBoxLayout;
    currencyRow->addWidget(m_currencyLabel);
    currencyRow->addWidget(m_currency, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addLayout(currencyRow);
    layout->addWidget(m_chart, 2);
    layout->addWidget(m_byCardTitle);
    layout->addWidget(m_byCard, 1);
    layout->addWidget(m_byProviderTitle);
    layout->addWidget(m_byProvider, 1);
    layout->addWidget(m_byPersonTitle);
    layout->addWidget(m_byPerson, 1);
    layout->addWidget(m_plansTitle);
    layout->addWidget(m_plans, 1);
    layout->addWidget(m_priceBox);
    retranslateUi();
    showCurrency();
}

void LedgerStatsPanel::retranslateUi()
{
    m_currencyLabel->setText(tr("&Currency shown:"));
    m_currency->setToolTip(
        tr("Amounts in different currencies are never added together: choose which one the chart and tables show."));
    m_byCardTitle->setText(tr("<b>Cost per card-hour by card</b>"));
    m_byProviderTitle->setText(tr("<b>By provider</b>"));
    m_byPersonTitle->setText(tr("<b>By person</b> (who recorded the jobs)"));
    m_plansTitle->setText(tr("<b>Plan versus actual</b>"));
    m_priceBox->setTitle(tr("Price for a new plan"));
    m_priceCardLabel->setText(tr("Card:"));
    m_priceTaskLabel->setText(tr("Task:"));
    m_priceTagLabel->setText(tr("Tag:"));
    m_priceTask->setPlaceholderText(tr("any task"));
    m_priceTag->setPlaceholderText(tr("any tag"));
    m_usePrice->setText(tr("Use this price in a plan"));
    for (int i = 0; i < m_currency->count(); ++i) {
        if (m_currency->itemData(i).toString().isEmpty())
            m_currency->setItemText(i, tr("(no currency recorded)"));
    }
    showCurrency();
}

void LedgerStatsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void LedgerStatsPanel::refresh(LedgerSession* session, const JobFilter& filter)
{
    m_session = session;
    m_filter = filter;
    m_stats = {};
    m_error.clear();
    QStringList cards;
    if (session) {
        try {
            std::tie(m_stats, cards) = session->call([&filter](LedgerDb& db) {
                return std::make_pair(LedgerStats::compute(db, filter), JobStore(db).distinct(QStringLiteral("card")));
            });
        } catch (const InputException& e) {
            m_error = e.error().toString(); // a locked or damaged ledger: say so instead of "0 jobs"
        }
    }
    {
        // The currency stays chosen across refreshes while the jobs still use it.
        const QSignalBlocker blocker(m_currency);
        const QString chosen = m_currency->currentData().toString();
        m_currency->clear();
        for (const LedgerStats::Currency& c : m_stats.currencies)
            m_currency->addItem(c.code.isEmpty() ? tr("(no currency recorded)") : c.code, c.code);
        m_currency->setCurrentIndex(std::max(0, m_currency->findData(chosen)));
    }
    const bool several = m_stats.currencies.size() > 1;
    m_currencyLabel->setVisible(several);
    m_currency->setVisible(several);
    showCurrency();

    const QString chosenCardText = m_priceCard->currentText();
    {
        const QSignalBlocker blocker(m_priceCard);
        m_priceCard->clear();
        m_priceCard->addItem(QString(), QString());
        for (const QString& id : cards)
            m_priceCard->addItem(display::cardName(id), id);
        m_priceCard->setCurrentText(chosenCardText);
    }
    suggest();
}

QString LedgerStatsPanel::shownCurrency() const
{
    return m_currency->currentData().toString();
}

QString LedgerStatsPanel::chosenCard() const
{
    // A card picked from the list is known by its id; a typed one by what was typed.
    const QString text = m_priceCard->currentText().trimmed();
    const int index = m_priceCard->findText(text);
    return index >= 0 ? m_priceCard->itemData(index).toString() : text;
}

void LedgerStatsPanel::showSummary()
{
    if (!m_error.isEmpty()) {
        m_summary->setText(m_error.toHtmlEscaped());
        return;
    }
    if (m_stats.jobs == 0) {
        m_summary->setText(m_session && m_filter.isEmpty()
                ? tr("<b>No jobs yet.</b> Press <i>Add Job…</i> to record one, or import a CSV of past jobs "
                     "(<i>Import Jobs…</i>). The totals, the spend per month and the prices per card-hour appear here.")
                : tr("<b>No jobs match.</b> Widen the period or clear the card and provider filters."));
        return;
    }
    const QLocale l;
    QStringList lines;
    if (m_stats.currencies.size() > 1) {
        lines.append(tr("<b>%n job(s)</b> in %1 currencies; amounts in different currencies are never added.", nullptr,
            int(m_stats.jobs))
                         .arg(m_stats.currencies.size()));
    }
    for (const LedgerStats::Currency& c : m_stats.currencies) {
        const LedgerStats::Group& t = c.total;
        const double idleHours = t.cardHours - t.busyCardHours;
        lines.append(tr("<b>%n job(s)</b>, total cost <b>%1</b>, %2 card-hours billed, %3 per card-hour. "
                        "Idle: %4 card-hours (%5 %) costing <b>%6</b>.",
            nullptr, int(t.jobs))
                         .arg(display::amount(t.cost, c.code), l.toString(t.cardHours, 'f', 1),
                             display::amount(t.costPerCardHour(), c.code, 3), l.toString(idleHours, 'f', 1),
                             l.toString(t.cardHours > 0 ? 100 * idleHours / t.cardHours : 0.0, 'f', 1),
                             display::amount(t.idleCost, c.code)));
    }
    m_summary->setText(lines.join(QStringLiteral("<br>")));
}

void LedgerStatsPanel::showCurrency()
{
    showSummary();
    const QString code = shownCurrency();
    const LedgerStats::Currency* shown = nullptr;
    for (const LedgerStats::Currency& c : m_stats.currencies) {
        if (c.code == code)
            shown = &c;
    }
    m_chart->setMonths(shown ? shown->byMonth : QList<LedgerStats::Group> {}, code);
    const QStringList groupHeadings
        = { tr("Jobs"), tr("Card-hours"), withCurrency(tr("Cost"), code), withCurrency(tr("Per card-hour"), code) };
    m_byCard->setHorizontalHeaderLabels(QStringList { tr("Card") } + groupHeadings);
    m_byProvider->setHorizontalHeaderLabels(QStringList { tr("Provider") } + groupHeadings);
    m_byPerson->setHorizontalHeaderLabels(QStringList { tr("Recorded by") } + groupHeadings);
    m_plans->setHorizontalHeaderLabels({ tr("Plan / phase"), tr("Jobs"), withCurrency(tr("Planned"), code),
        withCurrency(tr("Actual"), code), withCurrency(tr("Difference"), code) });
    fillGroups(m_byCard, shown ? shown->byCard : QList<LedgerStats::Group> {}, true);
    fillGroups(m_byProvider, shown ? shown->byProvider : QList<LedgerStats::Group> {}, false);
    fillGroups(m_byPerson, shown ? shown->byPerson : QList<LedgerStats::Group> {}, false);
    // A personal ledger has one person in it: the table is for a team ledger.
    const bool team = m_session && m_session->ledger().backend().isShared();
    m_byPersonTitle->setVisible(team);
    m_byPerson->setVisible(team);
    QList<LedgerStats::PlanLine> lines;
    for (const LedgerStats::PlanLine& p : m_stats.planVsActual) {
        if (p.currency == code)
            lines.append(p);
    }
    const QLocale l;
    m_plans->setRowCount(int(lines.size()));
    for (int row = 0; row < lines.size(); ++row) {
        const LedgerStats::PlanLine& p = lines.at(row);
        setRow(m_plans, row,
            { p.phase.isEmpty() ? p.plan : p.plan + QStringLiteral(" / ") + p.phase, l.toString(p.jobs),
                number(p.planned), number(p.actual),
                (p.difference() > 0 ? QStringLiteral("+") : QString()) + number(p.difference()) });
    }
    suggest();
}

void LedgerStatsPanel::fillGroups(QTableWidget* table, const QList<LedgerStats::Group>& groups, bool cards)
{
    const QLocale l;
    table->setRowCount(int(groups.size()));
    for (int row = 0; row < groups.size(); ++row) {
        const LedgerStats::Group& g = groups.at(row);
        const QString name = g.key.isEmpty() ? tr("(none)") : cards ? display::cardName(g.key) : g.key;
        setRow(table, row,
            { name, l.toString(g.jobs), l.toString(g.cardHours, 'f', 1), number(g.cost),
                l.toString(g.costPerCardHour(), 'f', 3) });
    }
}

void LedgerStatsPanel::suggest()
{
    m_suggestion.reset();
    const QString card = chosenCard();
    const bool criterion
        = !card.isEmpty() || !m_priceTask->text().trimmed().isEmpty() || !m_priceTag->text().trimmed().isEmpty();
    if (!criterion) { // "every job" is no basis for a price, and sorts the whole ledger
        m_priceResult->setText(tr("Choose a card, a task or a tag to see what such jobs cost."));
        m_usePrice->setEnabled(false);
        return;
    }
    const QString currency = shownCurrency();
    if (m_session) {
        try {
            const QString task = m_priceTask->text().trimmed();
            const QString tag = m_priceTag->text().trimmed();
            m_suggestion = m_session->call(
                [&](LedgerDb& db) { return PriceSuggestion::compute(db, card, task, tag, currency); });
        } catch (const InputException& e) {
            m_priceResult->setText(e.error().toString());
        }
    }
    if (m_suggestion) {
        m_priceResult->setText(
            tr("Median <b>%1</b> per card-hour over %n job(s) (range %2 to %3).", nullptr, int(m_suggestion->jobs))
                .arg(display::amount(m_suggestion->median, currency, 3),
                    display::amount(m_suggestion->min, currency, 3), display::amount(m_suggestion->max, currency, 3)));
    } else {
        m_priceResult->setText(tr("No past jobs match."));
    }
    m_usePrice->setEnabled(m_suggestion.has_value() && !card.isEmpty());
}

} // namespace rp
