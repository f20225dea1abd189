#include "models/qt/AcceptanceTableModel.h"

namespace rp {

using accept::AcceptanceText;

AcceptanceTableModel::AcceptanceTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void AcceptanceTableModel::setReport(const accept::AcceptanceReport& report)
{
    beginResetModel();
    m_rows.clear();
    for (const accept::MachineResult& machine : report.machines) {
        for (const accept::ItemResult& item : machine.items)
            m_rows.append({ machine.machine, item });
    }
    for (const accept::ItemResult& item : report.acrossMachines)
        m_rows.append({ tr("all machines"), item });
    endResetModel();
}

void AcceptanceTableModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

const accept::ItemResult* AcceptanceTableModel::itemAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row).item : nullptr;
}

void AcceptanceTableModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

int AcceptanceTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AcceptanceTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AcceptanceTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row& row = m_rows.at(index.row());
    const accept::ItemResult& item = row.item;
    if (role == VerdictRole)
        return AcceptanceText::verdictKey(item.verdict); // the view colours by it (no QtGui here)
    if (role == Qt::ToolTipRole && index.column() == Line && item.line)
        return item.line->text;
    if (role == Qt::ToolTipRole && (index.column() == Result || index.column() == Found) && !item.note.isEmpty())
        return item.note; // why a different shape passes: the panel's headline says it too
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Machine:
        return row.machine;
    case Item:
        return AcceptanceText::itemLabel(item.key);
    case Result:
        return AcceptanceText::verdictLabel(item.verdict);
    case Found:
        return item.found;
    case Expected:
        return item.expected;
    case Line:
        return item.line ? tr("line %1: %2").arg(item.line->number).arg(item.line->text.trimmed()) : QString();
    default:
        return {};
    }
}

QVariant AcceptanceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Machine:
        return tr("Machine");
    case Item:
        return tr("Item");
    case Result:
        return tr("Result");
    case Found:
        return tr("Found");
    case Expected:
        return tr("Expected");
    case Line:
        return tr("Line read");
    default:
        return {};
    }
}

} // namespace rp
