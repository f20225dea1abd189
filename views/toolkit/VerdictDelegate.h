#pragma once

#include <QStyledItemDelegate>

namespace rp {

// Colours the result column: green pass, red FAIL, amber cannot tell (the words say it too).
class VerdictDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

} // namespace rp
