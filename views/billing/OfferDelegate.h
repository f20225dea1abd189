#pragma once

#include <QStyledItemDelegate>

namespace rp {

// Drop-down lists for the offer table's card (a GPU, or none for a CPU machine), billing mode,
// refund and network columns; the other columns use the default line editor. The cells of an
// offer without a price (OfferTableModel::IncompleteRole) are drawn in the error colour, in italics.
class OfferDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

} // namespace rp
