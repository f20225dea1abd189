#include "views/toolkit/VerdictDelegate.h"

#include "models/qt/AcceptanceTableModel.h"

namespace rp {

void VerdictDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const QString verdict = index.data(AcceptanceTableModel::VerdictRole).toString();
    const QColor colour = verdict == u"fail" ? QColor(0xb0, 0x00, 0x20)
        : verdict == u"pass"                 ? QColor(0x1b, 0x6e, 0x20)
                                             : QColor(0x8a, 0x5a, 0x00);
    option->palette.setColor(QPalette::Text, colour);
    option->font.setBold(verdict != u"pass");
}

} // namespace rp
