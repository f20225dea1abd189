#include "views/estimator/FitHighlightProxy.h"

#include "models/qt/CardFitTableModel.h"

#include <QBrush>
#include <QColor>

namespace rp {

QVariant FitHighlightProxy::data(const QModelIndex& index, int role) const
{
    if (role == Qt::ForegroundRole && index.column() == CardFitTableModel::FitsColumn) {
        const bool fits = QIdentityProxyModel::data(index, CardFitTableModel::FitsRole).toBool();
        return QBrush(fits ? QColor(0x1b, 0x7f, 0x3b) : QColor(0xb0, 0x00, 0x20));
    }
    return QIdentityProxyModel::data(index, role);
}

} // namespace rp
