#include "models/qt/QuoteTableModel.h"

#include "models/catalog/CardCatalog.h"
#include "models/cost/Money.h"
#include "models/plan/QuoteTerms.h"
#include "models/qt/HeaderRetranslator.h"

#include <QLocale>

namespace rp {

QuoteTableModel::QuoteTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
    new HeaderRetranslator(this); // headings follow a language switch
}

void QuoteTableModel::setPlan(const Plan& plan, const QString& scenario)
{
    const QList<QuoteCost> costs = QuoteComparison::compare(plan, scenario);
    beginResetModel();
    m_costs = costs;
    m_quotes.clear();
    m_quotes.reserve(m_costs.size());
    QHash<QString, qsizetype> byId; // not a scan per row: 10,000 quotes made that 10^8 comparisons
    byId.reserve(plan.quotes.size());
    for (qsizetype i = 0; i < plan.quotes.size(); ++i)
        byId.insert(plan.quotes.at(i).id, i);
    for (const QuoteCost& c : m_costs)
        m_quotes.append(plan.quotes.at(byId.value(c.quoteId)));
    m_currency = plan.currency;
    m_hasPhases = !m_costs.isEmpty() && !m_costs.first().phases.isEmpty();
    endResetModel();
}

const QuoteCost* QuoteTableModel::costAt(int row) const
{
    return row >= 0 && row < m_costs.size() ? &m_costs.at(row) : nullptr;
}

int QuoteTableModel::rowOf(const QString& quoteId) const
{
    for (int row = 0; row < m_costs.size(); ++row) {
        if (m_costs.at(row).quoteId == quoteId)
            return row;
    }
    return -1;
}

int QuoteTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_costs.size());
}

int QuoteTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString QuoteTableModel::phasesTooltip(const QuoteCost& c) const
{
    QStringList lines;
    for (const QuotePhaseCost& p : c.phases) {
        const QString name = c.phaseName(p).isEmpty() ? c.phaseId(p) : c.phaseName(p);
        lines.append(p.runs() ? tr("%1: %2 on %n card(s), %3", nullptr, p.cards)
                                    .arg(name, money::formatHours(p.hours), money::format(p.cost, m_currency))
                              : tr("%1: cannot run it, %2").arg(name, p.problem));
        if (!p.note.isEmpty())
            lines.append(QStringLiteral("  ") + p.note);
    }
    return lines.join(u'\n');
}

QVariant QuoteTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_costs.size())
        return {};
    const QuoteCost& c = m_costs.at(index.row());
    const Quote& q = m_quotes.at(index.row());
    if (role == QuoteIdRole)
        return c.quoteId;
    if (role == Qt::TextAlignmentRole && index.column() >= Speedup)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        if (index.column() == Provider)
            return tr("Quote %1").arg(q.id);
        if (index.column() >= Phases && !c.phases.isEmpty())
            return phasesTooltip(c);
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    switch (index.column()) {
    case Provider:
        return q.provider.isEmpty() ? q.id : q.provider;
    case CardName: {
        const Card* card = CardCatalog::builtIn().find(q.card);
        return card ? card->name : q.card;
    }
    case Machines:
        return tr("%1 × %n card(s)", nullptr, q.cardsPerMachine).arg(q.machines);
    case Links:
        return QuoteTerms::interconnectLabel(q.interconnect);
    case Speedup:
        return c.cpuFactor < 1 ? tr("S(%1) = %2, CPU-starved × %3")
                                     .arg(c.cards)
                                     .arg(locale.toString(c.speedup, 'f', 2), locale.toString(c.cpuFactor, 'f', 1))
                               : tr("S(%1) = %2").arg(c.cards).arg(locale.toString(c.speedup, 'f', 2));
    case Phases:
        return tr("%1 of %n phase(s)", nullptr, int(c.phases.size())).arg(c.phasesRun);
    case Hours:
        return c.phasesRun > 0 ? money::formatHours(c.hours) : tr("—");
    case Cost:
        return c.phasesRun > 0 ? money::format(c.cost, m_currency) : tr("—");
    default:
        return {};
    }
}

QVariant QuoteTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Provider:
        return tr("Provider");
    case CardName:
        return tr("Card");
    case Machines:
        return tr("Machines × cards");
    case Links:
        return tr("Links");
    case Speedup:
        return tr("Speed-up (full fine-tune)");
    case Phases:
        return tr("Phases it runs");
    case Hours:
        return tr("Hours to finish");
    case Cost:
        return tr("Cost to finish");
    default:
        return {};
    }
}

} // namespace rp
