#include "models/qt/FinishOfferTableModel.h"

#include "models/catalog/CardCatalog.h"
#include "models/cost/Money.h"
#include "models/planner/CostToFinish.h"

namespace rp {

FinishOfferTableModel::FinishOfferTableModel(PlanModel* plan, QObject* parent)
    : OfferTableModel(plan, parent)
{
}

void FinishOfferTableModel::setFinishes(const QList<std::optional<RankingEntry>>& finishes)
{
    const bool phase = !finishes.isEmpty();
    const bool headerChanges = phase != m_phase;
    m_finishes = finishes;
    m_phase = phase;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, JobCost), index(rowCount() - 1, JobCost), { Qt::DisplayRole, Qt::ToolTipRole });
    if (headerChanges)
        Q_EMIT headerDataChanged(Qt::Horizontal, JobCost, JobCost);
}

QVariant FinishOfferTableModel::data(const QModelIndex& index, int role) const
{
    if (!m_phase || index.column() != JobCost || index.row() >= m_finishes.size()
        || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return OfferTableModel::data(index, role);
    const std::optional<RankingEntry>& e = m_finishes.at(index.row());
    if (e && !e->missing.isEmpty()) // no price: never ranked (the base model says what to type)
        return OfferTableModel::data(index, role);
    if (!e)
        return role == Qt::DisplayRole ? tr("no GPU") : tr("A CPU offer: it prices phases without a GPU");
    if (!e->runs())
        return role == Qt::DisplayRole ? tr("cannot run") : tr("Cannot run the phase: %1").arg(e->reason);
    const QString setup
        = tr("%1 × %2, %3").arg(e->cards).arg(CardCatalog::nameOf(e->card), cost_to_finish::describe(*e));
    if (role == Qt::DisplayRole)
        return tr("%1 in %2").arg(OfferTableModel::data(index, role).toString(), money::formatHours(e->hours));
    return tr("Finishes the phase on %1 in %2").arg(setup, money::formatHours(e->hours));
}

QVariant FinishOfferTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (m_phase && orientation == Qt::Horizontal && section == JobCost) {
        if (role == Qt::DisplayRole)
            return tr("Cost to finish");
        if (role == Qt::ToolTipRole)
            return tr("What finishing the phase costs with this offer: its card's own hours, the fewest cards that run "
                      "the model on its machines, whole instances, storage, ingress and egress");
    }
    return OfferTableModel::headerData(section, orientation, role);
}

} // namespace rp
