#include "views/planner/PhaseDelegate.h"

#include "models/catalog/CardCatalog.h"
#include "models/cost/PlanEvaluation.h"
#include "models/plan/PhaseKinds.h"
#include "models/qt/PhaseTableModel.h"
#include "models/qt/PlanModel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>

namespace rp {

PhaseDelegate::PhaseDelegate(PlanModel* plan, QObject* parent)
    : QStyledItemDelegate(parent)
    , m_plan(plan)
{
}

QWidget* PhaseDelegate::createEditor(
    QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    auto number = [&](double min, double max, int decimals, const QString& suffix) {
        auto* spin = new QDoubleSpinBox(parent);
        spin->setRange(min, max);
        spin->setDecimals(decimals);
        spin->setSuffix(suffix);
        spin->setFocusPolicy(Qt::StrongFocus);
        return spin;
    };
    auto whole = [&](int min, int max) {
        auto* spin = new QSpinBox(parent);
        spin->setRange(min, max);
        spin->setFocusPolicy(Qt::StrongFocus);
        return spin;
    };
    switch (index.column()) {
    case PhaseTableModel::Kind: {
        auto* combo = new QComboBox(parent);
        for (PhaseKind kind : PhaseKinds::all())
            combo->addItem(PhaseKinds::label(kind), PhaseKinds::key(kind));
        return combo;
    }
    case PhaseTableModel::Card: {
        auto* combo = new QComboBox(parent);
        combo->addItem(CardCatalog::label(QLatin1String(Phase::kNoCard)), QLatin1String(Phase::kNoCard));
        for (const rp::Card& card : CardCatalog::builtIn().cards())
            combo->addItem(card.name, card.id);
        return combo;
    }
    case PhaseTableModel::Offer: {
        auto* combo = new QComboBox(parent);
        const auto* model = qobject_cast<const PhaseTableModel*>(index.model());
        const QString card = model ? model->phase(index.row()).card : QString();
        combo->addItem(
            card == QLatin1String(Phase::kNoCard) ? tr("Cheapest CPU offer") : tr("Cheapest offer for the card"),
            QLatin1String(Phase::kAutoOffer));
        for (const rp::Offer& offer : m_plan->plan().offers) {
            if (offer.card == card)
                combo->addItem(PlanEvaluation::distinctLabel(m_plan->plan(), offer.id), offer.id);
        }
        return combo;
    }
    case PhaseTableModel::Cards:
        return whole(1, 4096);
    case PhaseTableModel::Repeats:
        return whole(1, 10000);
    case PhaseTableModel::Hours:
        return number(0.01, 1e6, 2, tr(" h"));
    case PhaseTableModel::Utilization: {
        // 0 stands for "no value of its own": the default of the phase's kind (the Project tab).
        auto* spin = number(0, 100, 0, tr(" %"));
        spin->setSpecialValueText(tr("default of the kind"));
        return spin;
    }
    case PhaseTableModel::GapDays:
        return number(0, 36500, 1, tr(" d"));
    case PhaseTableModel::StartDay: {
        auto* spin = number(-1, 36500, 1, QString());
        spin->setPrefix(tr("day "));
        spin->setSpecialValueText(tr("after the previous"));
        return spin;
    }
    default:
        return QStyledItemDelegate::createEditor(parent, option, index);
    }
}

void PhaseDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        combo->setCurrentIndex(std::max(0, combo->findData(index.data(Qt::EditRole))));
        return;
    }
    if (auto* spin = qobject_cast<QDoubleSpinBox*>(editor)) {
        spin->setValue(index.data(Qt::EditRole).toDouble());
        return;
    }
    if (auto* spin = qobject_cast<QSpinBox*>(editor)) {
        spin->setValue(index.data(Qt::EditRole).toInt());
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void PhaseDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, combo->currentData(), Qt::EditRole);
        return;
    }
    if (auto* spin = qobject_cast<QDoubleSpinBox*>(editor)) {
        spin->interpretText();
        model->setData(index, spin->value(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

void PhaseDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    // Hours derived from a workload are shown, not typed: read-only in style too (italic, the
    // muted text colour), so the cell does not look editable; a double-click opens the workload.
    if (index.column() == PhaseTableModel::Hours && !(index.flags() & Qt::ItemIsEditable)) {
        option->font.setItalic(true);
        option->palette.setColor(QPalette::Text, option->palette.color(QPalette::PlaceholderText));
    }
    if (!index.data(PhaseTableModel::ProblemRole).toString().isEmpty()) {
        option->palette.setColor(QPalette::Text, QColor(0xb0, 0x20, 0x20));
        option->palette.setColor(QPalette::HighlightedText, QColor(0xff, 0xd0, 0xd0));
    }
}

} // namespace rp
