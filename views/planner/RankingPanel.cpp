#include "views/planner/RankingPanel.h"

#include "models/catalog/CardCatalog.h"
#include "models/cost/Money.h"
#include "models/cost/PlanEvaluation.h"
#include "models/planner/CostToFinish.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace rp {

RankingPanel::RankingPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("rankingPanel"));
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("rankingTitle"));
    m_title->setWordWrap(true);
    m_table = new QTableWidget(0, 6, this);
    m_table->setObjectName(QStringLiteral("rankingTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    // "How they run" takes the spare width, so the hours and the cost stay next to it; rows as
    // tight as the phase table's, so more setups show at 1366 × 768.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_take = new QPushButton(this);
    m_take->setObjectName(QStringLiteral("takeWinnerButton"));
    connect(m_take, &QPushButton::clicked, this, &RankingPanel::takeWinnerRequested);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    layout->addWidget(m_table, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_take);
    layout->addLayout(buttons);
    retranslate();
}

void RankingPanel::setPhase(const PhaseResult* phase, const Plan& plan)
{
    m_phase = phase ? std::optional<PhaseResult>(*phase) : std::nullopt;
    m_currency = plan.currency;
    m_offerNames.clear();
    for (const Offer& offer : plan.offers)
        m_offerNames.insert(offer.id, PlanEvaluation::distinctLabel(plan, offer.id));
    fill();
}

void RankingPanel::fill()
{
    const QLocale locale;
    const bool ranked = m_phase && !m_phase->ranking.isEmpty();
    if (!m_phase)
        m_title->setText(tr("Select a phase to see which card finishes it for the least money."));
    else if (m_phase->cpuOnly)
        m_title->setText(tr("\"%1\" runs without a GPU: there are no cards to compare.").arg(m_phase->name));
    else if (!ranked)
        m_title->setText(tr("No offer rents a GPU for \"%1\": add offers to compare them.").arg(m_phase->name));
    else if (m_phase->hoursFrom == QLatin1String("typed"))
        m_title->setText(tr("\"%1\" has typed hours, so every card is priced at the same hours. Give it a workload "
                            "(model and tokens) to rank cards by what they cost to finish it.")
                             .arg(m_phase->name));
    else if (m_phase->hoursFrom == QLatin1String("data"))
        m_title->setText(tr("\"%1\" processes data at a set throughput, so every card takes the same hours: offers "
                            "differ in price and billing only.")
                             .arg(m_phase->name));
    else
        m_title->setText(tr("Cheapest cards for \"%1\", by what the whole phase costs on each, each card at its own "
                            "hours and with the split it runs with:")
                             .arg(m_phase->name));
    m_table->setRowCount(ranked ? int(m_phase->ranking.size()) : 0);
    if (ranked) {
        for (int r = 0; r < m_phase->ranking.size(); ++r) {
            const RankingEntry& e = m_phase->ranking.at(r);
            const rp::Card* card = CardCatalog::builtIn().find(e.card);
            // An offer whose price is not typed yet is quoted, only not priced; a catalog card nobody
            // offers has no quote at all.
            const QString cost = !e.runs() ? tr("cannot run")
                : e.priced()               ? money::format(e.cost, m_currency)
                : e.missing.isEmpty()      ? tr("no quote")
                                           : tr("no price yet");
            QString how = e.runs() ? cost_to_finish::describe(e) : e.reason;
            if (e.runs() && e.scaling > 0)
                how += tr(", S = %1").arg(locale.toString(e.scaling, 'f', 2));
            const QStringList cells = { card ? card->name : e.card,
                e.offer.isEmpty() ? QStringLiteral("—") : m_offerNames.value(e.offer, e.offer),
                e.runs() ? locale.toString(e.cards) : QStringLiteral("—"), how, money::formatHours(e.hours), cost };
            const QString tip = QStringList({ e.reason, e.note }).join(u'\n').trimmed();
            for (int c = 0; c < cells.size(); ++c) {
                auto* item = new QTableWidgetItem(cells.at(c));
                if (c == 2 || c >= 4)
                    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                if (!tip.isEmpty())
                    item->setToolTip(tip);
                if (r == 0 && e.runs() && e.priced()) {
                    QFont f = item->font();
                    f.setBold(true);
                    item->setFont(f);
                }
                m_table->setItem(r, c, item);
            }
        }
    }
    const RankingEntry* best = ranked ? &m_phase->ranking.first() : nullptr;
    const bool canTake = best && best->runs() && best->priced()
        && (best->card != m_phase->card || best->offer != m_phase->offer || best->cards != m_phase->cards);
    m_take->setEnabled(canTake);
}

void RankingPanel::retranslate()
{
    m_table->setHorizontalHeaderLabels(
        { tr("Card"), tr("Offer"), tr("Cards"), tr("How they run"), tr("Hours"), tr("Cost to finish") });
    m_take->setText(tr("Use the cheapest for this phase"));
    fill();
}

void RankingPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rp
