#include "views/toolkit/TransferPanel.h"

#include "models/common/InputError.h"
#include "models/cost/Money.h"
#include "models/qt/PlanModel.h"
#include "models/toolkit/TransferEstimate.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rp {

TransferPanel::TransferPanel(PlanModel* plan, QWidget* parent)
    : QWidget(parent)
    , m_plan(plan)
    , m_form(new QFormLayout)
    , m_size(new QDoubleSpinBox(this))
    , m_files(new QSpinBox(this))
    , m_bandwidth(new QDoubleSpinBox(this))
    , m_unit(new QComboBox(this))
    , m_overhead(new QDoubleSpinBox(this))
    , m_perFile(new QDoubleSpinBox(this))
    , m_egress(new QDoubleSpinBox(this))
    , m_result(new QLabel(this))
    , m_advice(new QLabel(this))
{
    m_result->setObjectName(QStringLiteral("transferResult"));
    m_size->setObjectName(QStringLiteral("transferSize"));
    m_bandwidth->setObjectName(QStringLiteral("transferBandwidth"));
    m_unit->setObjectName(QStringLiteral("transferUnit"));
    m_size->setRange(0, 1e9);
    m_size->setDecimals(1);
    m_size->setValue(100);
    m_files->setRange(1, 2'000'000'000);
    m_files->setValue(1);
    m_bandwidth->setRange(0.01, 1e7);
    m_bandwidth->setValue(100);
    m_unit->addItem(QString(), int(toolkit::BandwidthUnit::MegabitPerSecond));
    m_unit->addItem(QString(), int(toolkit::BandwidthUnit::MegabytePerSecond));
    m_overhead->setRange(0, 90);
    m_overhead->setDecimals(0);
    m_perFile->setRange(0, 3600000);
    m_perFile->setDecimals(0);
    m_egress->setRange(0, 1e6);
    m_egress->setDecimals(3);
    if (!m_plan->plan().offers.isEmpty())
        m_egress->setValue(m_plan->plan().offers.first().egressPerGb);
    m_result->setWordWrap(true);
    m_advice->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* bandwidth = new QHBoxLayout;
    bandwidth->addWidget(m_bandwidth, 1);
    bandwidth->addWidget(m_unit);
    for (int row = 0; row < 6; ++row)
        m_labels.append(new QLabel(this));
    m_form->addRow(m_labels.at(0), m_size);
    m_form->addRow(m_labels.at(1), m_files);
    m_form->addRow(m_labels.at(2), bandwidth);
    m_form->addRow(m_labels.at(3), m_overhead);
    m_form->addRow(m_labels.at(4), m_perFile);
    m_form->addRow(m_labels.at(5), m_egress);
    auto* layout = new QVBoxLayout(this);
    auto* formBox = new QWidget(this);
    formBox->setLayout(m_form);
    formBox->setMaximumWidth(560);
    layout->addWidget(formBox);
    layout->addWidget(m_result);
    layout->addWidget(m_advice);
    layout->addStretch();

    for (QDoubleSpinBox* s : { m_size, m_bandwidth, m_overhead, m_perFile, m_egress })
        connect(s, &QDoubleSpinBox::valueChanged, this, &TransferPanel::recompute);
    connect(m_files, &QSpinBox::valueChanged, this, &TransferPanel::recompute);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &TransferPanel::recompute);
    connect(m_plan, &PlanModel::currencyChanged, this, &TransferPanel::retranslateUi);
    retranslateUi();
}

void TransferPanel::recompute()
{
    toolkit::TransferInput in;
    in.sizeGb = m_size->value();
    in.files = m_files->value();
    in.bandwidth = m_bandwidth->value();
    in.unit = toolkit::BandwidthUnit(m_unit->currentData().toInt());
    in.protocolOverhead = m_overhead->value() / 100.0;
    in.perFileSeconds = m_perFile->value() / 1000.0;
    in.egressPerGb = m_egress->value();
    try {
        const toolkit::TransferEstimate e = toolkit::TransferCalculator::estimate(in);
        const QLocale locale;
        QString text
            = tr("Transfer time: %1 h (%2 min): data %3 min, per-file cost %4 min.")
                  .arg(locale.toString(e.totalHours(), 'f', 2), locale.toString(e.totalSeconds / 60, 'f', 0),
                      locale.toString(e.dataSeconds / 60, 'f', 1), locale.toString(e.perFileSeconds / 60, 'f', 1));
        text += u'\n'
            + tr("Egress if sent out of the provider: %1.").arg(money::format(e.egressCost, m_plan->plan().currency));
        m_result->setText(text);
        m_advice->setText(toolkit::TransferCalculator::advice(in, e));
    } catch (const InputException& ex) {
        m_result->setText(ex.error().toString());
        m_advice->clear();
    }
}

void TransferPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void TransferPanel::retranslateUi()
{
    const QStringList labels = { tr("Data size:"), tr("Files:"), tr("Bandwidth:"), tr("Protocol overhead:"),
        tr("Cost per file:"), tr("Egress price:") };
    for (qsizetype i = 0; i < labels.size(); ++i)
        m_labels.at(i)->setText(labels.at(i));
    m_size->setSuffix(tr(" GB"));
    m_overhead->setSuffix(tr(" %"));
    m_perFile->setSuffix(tr(" ms"));
    m_egress->setSuffix(QLatin1Char(' ') + tr("%1 / GB").arg(m_plan->plan().currency));
    m_unit->setItemText(0, tr("Mbit/s"));
    m_unit->setItemText(1, tr("MB/s"));
    m_perFile->setToolTip(tr("Time each file costs on top of its bytes: a round trip, an object-store request."));
    recompute();
}

} // namespace rp
