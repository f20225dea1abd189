#include "models/qt/CardFitTableModel.h"

#include "models/qt/HeaderRetranslator.h"

#include <QLocale>

namespace rp {

CardFitTableModel::CardFitTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
    new HeaderRetranslator(this); // headings follow a language switch
}

void CardFitTableModel::setFits(const QList<CardFit>& fits, bool training)
{
    const bool sameRows = fits.size() == m_fits.size();
    if (!sameRows)
        beginResetModel();
    m_fits = fits;
    m_training = training;
    if (sameRows) {
        // Same catalog, new numbers: a dataChanged keeps the view's selection and scroll position.
        if (!m_fits.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    } else {
        endResetModel();
    }
}

int CardFitTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_fits.size());
}

int CardFitTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CardFitTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_fits.size())
        return {};
    const CardFit& f = m_fits.at(index.row());
    if (role == FitsRole)
        return f.fits;
    if (role == CardIdRole)
        return f.card.id;
    if (role == Qt::TextAlignmentRole && index.column() != CardColumn && index.column() != SplitColumn
        && index.column() != AlternativesColumn && index.column() != WarningsColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == WarningsColumn)
        return f.warnings.join(u'\n');
    auto levers = [&f] {
        QStringList options;
        for (const CardAlternative& a : f.alternatives)
            options.append(CardFitter::describe(a));
        // A card that fits with gradient checkpointing may also fit without it, and train faster.
        if (f.withoutRecompute && f.withoutRecompute->fits)
            options.append(CardFitter::describe(*f.withoutRecompute));
        return options;
    };
    if (role == Qt::ToolTipRole && index.column() == AlternativesColumn)
        return levers().join(u'\n');
    if (role == Qt::ToolTipRole && index.column() == SplitColumn)
        return data(index, Qt::DisplayRole); // whole, where the column is too narrow for it
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    switch (index.column()) {
    case CardColumn:
        return f.card.name;
    case MemoryColumn:
        return locale.formattedDataSize(f.card.memoryBytes(), 1, QLocale::DataSizeIecFormat);
    case FitsColumn:
        return f.fits ? tr("yes") : tr("no");
    case MinCardsColumn:
        return f.minCards > 0 ? locale.toString(qlonglong(f.minCards)) : tr("none");
    case SplitColumn:
        return f.minCards > 0 ? CardFitter::describe(f.minSplit, m_training) : QString();
    case AlternativesColumn:
        return levers().join(tr("; or "));
    case HeadroomColumn: {
        const QString size = locale.formattedDataSize(std::abs(f.headroomBytes), 2, QLocale::DataSizeIecFormat);
        return f.headroomBytes >= 0 ? size : tr("short by %1").arg(size);
    }
    case WarningsColumn:
        return f.warnings.join(u' ');
    default:
        return {};
    }
}

QVariant CardFitTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CardColumn:
        return tr("Card");
    case MemoryColumn:
        return tr("Memory");
    case FitsColumn:
        return tr("Fits as set");
    case MinCardsColumn:
        return tr("Fewest cards");
    case SplitColumn:
        return tr("Fewest cards: how");
    case AlternativesColumn:
        return tr("Other settings");
    case HeadroomColumn:
        return tr("Headroom as set");
    case WarningsColumn:
        return tr("Warnings");
    default:
        return {};
    }
}

} // namespace rp
