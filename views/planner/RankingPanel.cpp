#include "planner/RankingPanel.h"

#include "catalog/CardCatalog.h"
#include "cost/Money.h"
#include "cost/PlanEvaluation.h"

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
    m_title->setWordWrap(true);
    m_table = new QTableWidget(0, 5, this);
    m_table->setObjectName(QStringLiteral("rankingTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
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
    else if (!ranked)
        m_title->setText(tr("\"%1\" has typed hours: give it a workload (model and tokens) to rank cards by cost "
                            "to finish.")
                             .arg(m_phase->name));
    else
        m_title->setText(tr("Cheapest cards for \"%1\", by what the whole phase costs on each:").arg(m_phase->name));
    m_table->setRowCount(ranked ? int(m_phase->ranking.size()) : 0);
    if (ranked) {
        for (int r = 0; r < m_phase->ranking.size(); ++r) {
            const RankingEntry& e = m_phase->ranking.at(r);
            const rp::Card* card = CardCatalog::builtIn().find(e.card);
            const QString cost = !e.fits ? tr("does not fit")
                : std::isfinite(e.cost)  ? money::format(e.cost, m_currency)
                                         : tr("no quote");
            const QStringList cells = { card ? card->name : e.card,
                e.offer.isEmpty() ? QStringLiteral("—") : m_offerNames.value(e.offer, e.offer),
                e.fits ? locale.toString(e.cards) : QStringLiteral("—"), money::formatHours(e.hours), cost };
            for (int c = 0; c < cells.size(); ++c) {
                auto* item = new QTableWidgetItem(cells.at(c));
                if (c >= 2)
                    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                if (r == 0 && e.fits && std::isfinite(e.cost)) {
                    QFont f = item->font();
                    f.setBold(true);
                    item->setFont(f);
                }
                m_table->setItem(r, c, item);
            }
        }
    }
    const bool canTake = ranked && m_phase->ranking.first().fits && std::isfinite(m_phase->ranking.first().cost)
        && (m_phase->ranking.first().card != m_phase->card || m_phase->ranking.first().offer != m_phase->offer
            || m_phase->ranking.first().cards != m_phase->cards);
    m_take->setEnabled(canTake);
}

void RankingPanel::retranslate()
{
    m_table->setHorizontalHeaderLabels({ tr("Card"), tr("Offer"), tr("Cards"), tr("Hours"), tr("Cost to finish") });
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
