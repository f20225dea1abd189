#include "views/billing/OfferDelegate.h"

#include "models/catalog/CardCatalog.h"
#include "models/plan/BillingMode.h"
#include "models/plan/Phase.h"
#include "models/planner/Scaling.h"
#include "models/qt/OfferTableModel.h"

#include <QComboBox>
#include <QLineEdit>

namespace rp {

QWidget* OfferDelegate::createEditor(
    QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QComboBox* combo = nullptr;
    switch (index.column()) {
    case OfferTableModel::Card:
        combo = new QComboBox(parent);
        // A CPU machine first: it prices the plan's CPU-only phases (docs/plan-format.md).
        combo->addItem(CardCatalog::label(QLatin1String(Phase::kNoCard)), QLatin1String(Phase::kNoCard));
        for (const rp::Card& card : CardCatalog::builtIn().cards())
            combo->addItem(card.name, card.id);
        break;
    case OfferTableModel::Fabric:
        combo = new QComboBox(parent);
        combo->addItem(OfferTableModel::fabricLabel({}), QString());
        for (const QString& key : scaling::fabrics())
            combo->addItem(OfferTableModel::fabricLabel(key), key);
        break;
    case OfferTableModel::Mode:
        combo = new QComboBox(parent);
        for (const QString& key : BillingModes::keys())
            combo->addItem(BillingModes::label(*BillingModes::fromKey(key)), key);
        break;
    case OfferTableModel::Refund:
        combo = new QComboBox(parent);
        for (rp::Refund refund : { rp::Refund::None, rp::Refund::ProRata })
            combo->addItem(BillingModes::refundLabel(refund), BillingModes::refundKey(refund));
        break;
    default:
        return QStyledItemDelegate::createEditor(parent, option, index);
    }
    return combo;
}

void OfferDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        combo->setCurrentIndex(std::max(0, combo->findData(index.data(Qt::EditRole))));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void OfferDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, combo->currentData(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

void OfferDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (!index.data(OfferTableModel::IncompleteRole).toBool())
        return;
    // The colour of the page's error line, so "no price yet" reads as something to fix.
    option->palette.setColor(QPalette::Text, QColor(0xb0, 0x00, 0x20));
    option->palette.setColor(QPalette::HighlightedText, QColor(0xff, 0xd6, 0xdc));
    option->font.setItalic(true);
}

} // namespace rp
