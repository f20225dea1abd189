#include "views/billing/OfferDetailsPanel.h"

#include "models/plan/BillingMode.h"
#include "models/planner/Scaling.h"
#include "models/qt/OfferTableModel.h"
#include "views/billing/OfferDelegate.h"

#include <QComboBox>
#include <QDataWidgetMapper>
#include <QFormLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace rp {

OfferDetailsPanel::OfferDetailsPanel(OfferTableModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
    , m_mapper(new QDataWidgetMapper(this))
{
    setObjectName(QStringLiteral("offerDetails"));
    m_title = new QLabel(this);
    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("offerDetailsEmpty"));
    m_empty->setWordWrap(true);
    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_mapper->setModel(model);
    auto* delegate = new OfferDelegate(this);
    m_mapper->setItemDelegate(delegate);
    m_mapper->setSubmitPolicy(QDataWidgetMapper::AutoSubmit);
    for (int column : columns()) {
        QWidget* field = nullptr;
        if (column == OfferTableModel::Refund) {
            // Names shown, keys stored (the delegate writes the item data back).
            auto* combo = new QComboBox(this);
            for (Refund refund : { Refund::None, Refund::ProRata })
                combo->addItem(QString(), BillingModes::refundKey(refund));
            m_refund = combo;
            field = combo;
        } else if (column == OfferTableModel::Fabric) {
            auto* combo = new QComboBox(this);
            combo->addItem(QString(), QString()); // not stated
            for (const QString& key : scaling::fabrics())
                combo->addItem(QString(), key);
            m_fabric = combo;
            field = combo;
        } else {
            field = new QLineEdit(this);
        }
        field->setObjectName(QStringLiteral("offerDetail_") + QLatin1String(OfferTableModel::key(column)));
        m_mapper->addMapping(field, column);
        auto* label = new QLabel(this);
        label->setBuddy(field);
        m_form->addRow(label, field);
        m_fields.append(field);
        m_labels.append(label);
    }
    m_saveEvery = new QLabel(this);
    m_saveEvery->setObjectName(QStringLiteral("offerDetail_saveEvery"));
    m_saveEvery->setWordWrap(true);
    m_form->addRow(m_saveEvery);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_empty);
    layout->addLayout(m_form);
    layout->addStretch(1);
    connect(model, &QAbstractItemModel::dataChanged, this, &OfferDetailsPanel::updateApplicable);
    connect(model, &QAbstractItemModel::modelReset, this, [this] { setRow(-1); });
    retranslate();
    setRow(-1);
}

QList<int> OfferDetailsPanel::columns()
{
    return { OfferTableModel::Id, OfferTableModel::MinBilledHours, OfferTableModel::IncrementHours,
        OfferTableModel::Refund, OfferTableModel::RenewalPrice, OfferTableModel::StoragePerMonth,
        OfferTableModel::EgressPerGb, OfferTableModel::IngressPerGb, OfferTableModel::Fabric,
        OfferTableModel::FabricGbps, OfferTableModel::InterruptionsPerDay, OfferTableModel::CheckpointMinutes,
        OfferTableModel::RestartMinutes, OfferTableModel::MaxLossMinutes };
}

void OfferDetailsPanel::setRow(int row)
{
    const bool has = row >= 0 && row < m_model->rowCount();
    m_mapper->setCurrentIndex(has ? row : -1);
    m_empty->setVisible(!has);
    for (qsizetype i = 0; i < m_fields.size(); ++i) {
        m_fields.at(i)->setVisible(has);
        m_labels.at(i)->setVisible(has);
    }
    m_saveEvery->setVisible(has);
    updateApplicable();
}

void OfferDetailsPanel::updateApplicable()
{
    const int row = m_mapper->currentIndex();
    if (row < 0 || row >= m_model->rowCount())
        return;
    const QList<int> shown = columns();
    for (qsizetype i = 0; i < shown.size(); ++i) {
        const QModelIndex index = m_model->index(row, shown.at(i));
        const bool applies = index.flags() & Qt::ItemIsEditable;
        // A term the billing mode does not use is greyed, and says why.
        m_fields.at(i)->setEnabled(applies);
        m_fields.at(i)->setToolTip(index.data(Qt::ToolTipRole).toString());
        m_labels.at(i)->setEnabled(applies);
        if (!applies) {
            if (auto* edit = qobject_cast<QLineEdit*>(m_fields.at(i)))
                edit->clear();
        }
    }
    const QString saveEvery = m_model->index(row, OfferTableModel::SaveEvery).data().toString();
    m_saveEvery->setText(
        saveEvery.isEmpty() ? QString() : tr("Checkpoint every: <b>%1</b>").arg(saveEvery.toHtmlEscaped()));
    m_saveEvery->setToolTip(m_model->index(row, OfferTableModel::SaveEvery).data(Qt::ToolTipRole).toString());
}

void OfferDetailsPanel::setCurrency(const QString& currency)
{
    if (currency == m_currency)
        return;
    m_currency = currency;
    retranslate();
}

void OfferDetailsPanel::retranslate()
{
    m_title->setText(tr("<b>Other terms of the selected offer</b>"));
    m_empty->setText(tr("Select an offer in the table to see and edit its other terms: minimum billed time, "
                        "billing step, refund, renewal price, storage, data sent out and in, the network between its "
                        "machines and the spot settings."));
    const QList<int> shown = columns();
    // Each label carries its unit and period; the money ones the plan's currency.
    const QHash<int, QString> labels = {
        { OfferTableModel::Id, tr("Short name (id):") },
        { OfferTableModel::MinBilledHours, tr("Minimum billed time, hours:") },
        { OfferTableModel::IncrementHours, tr("Billed in steps of, hours (0 = billed exactly):") },
        { OfferTableModel::Refund, tr("Released early:") },
        { OfferTableModel::RenewalPrice, tr("Renewal price, %1 / card / period:").arg(m_currency) },
        { OfferTableModel::StoragePerMonth, tr("Storage, %1 / instance / month:").arg(m_currency) },
        { OfferTableModel::EgressPerGb, tr("Egress, %1 / GB sent out:").arg(m_currency) },
        { OfferTableModel::IngressPerGb, tr("Ingress, %1 / GB sent in:").arg(m_currency) },
        { OfferTableModel::Fabric, tr("Network between machines:") },
        { OfferTableModel::FabricGbps, tr("Network bandwidth, Gbit/s:") },
        { OfferTableModel::InterruptionsPerDay, tr("Spot interruptions per day:") },
        { OfferTableModel::CheckpointMinutes, tr("Minutes to save a checkpoint:") },
        { OfferTableModel::RestartMinutes, tr("Minutes to restart after an interruption:") },
        { OfferTableModel::MaxLossMinutes, tr("Most work one interruption may cost, minutes:") },
    };
    for (qsizetype i = 0; i < shown.size(); ++i)
        m_labels.at(i)->setText(labels.value(shown.at(i)));
    for (int i = 0; i < m_fabric->count(); ++i)
        m_fabric->setItemText(i, OfferTableModel::fabricLabel(m_fabric->itemData(i).toString()));
    for (int i = 0; i < m_refund->count(); ++i)
        m_refund->setItemText(
            i, BillingModes::refundLabel(*BillingModes::refundFromKey(m_refund->itemData(i).toString())));
    updateApplicable();
}

} // namespace rp
