#pragma once

#include <QIdentityProxyModel>

namespace rp {

// Colours the card table by fit: the model stays free of QtGui, the view decides how it looks.
class FitHighlightProxy : public QIdentityProxyModel {
    Q_OBJECT

public:
    using QIdentityProxyModel::QIdentityProxyModel;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
};

} // namespace rp
