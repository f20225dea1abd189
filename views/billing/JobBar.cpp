#include "billing/JobBar.h"

#include "common/AppSettings.h"
#include "cost/BreakEven.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

namespace rp {

JobBar::JobBar(QWidget* parent)
    : QWidget(parent)
    , m_hoursLabel(new QLabel(this))
    , m_hours(new QDoubleSpinBox(this))
    , m_cardsLabel(new QLabel(this))
    , m_cards(new QSpinBox(this))
    , m_utilizationLabel(new QLabel(this))
    , m_utilization(new QDoubleSpinBox(this))
    , m_egressLabel(new QLabel(this))
    , m_egress(new QDoubleSpinBox(this))
    , m_logScale(new QCheckBox(this))
{
    m_hours->setObjectName(QStringLiteral("jobHours"));
    m_hours->setRange(0.1, break_even::kHorizonHours);
    m_hours->setDecimals(1);
    m_hours->setGroupSeparatorShown(true);
    m_hours->setValue(300);
    m_cards->setObjectName(QStringLiteral("jobCards"));
    m_cards->setRange(1, 100000);
    m_cards->setValue(8);
    m_utilization->setObjectName(QStringLiteral("jobUtilization"));
    m_utilization->setRange(1, 100);
    m_utilization->setDecimals(0);
    m_utilization->setSuffix(QStringLiteral(" %"));
    m_utilization->setValue(100);
    m_egress->setObjectName(QStringLiteral("jobEgressGb"));
    m_egress->setRange(0, 1e9);
    m_egress->setDecimals(0);
    m_egress->setGroupSeparatorShown(true);
    m_egress->setSuffix(QStringLiteral(" GB"));
    m_logScale->setObjectName(QStringLiteral("logScale"));
    m_logScale->setChecked(AppSettings::value(AppSettings::Key::BillingLogScale).toBool());

    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    for (QWidget* w : std::initializer_list<QWidget*> { m_hoursLabel, m_hours, m_cardsLabel, m_cards,
             m_utilizationLabel, m_utilization, m_egressLabel, m_egress, m_logScale })
        row->addWidget(w);

    connect(m_hours, &QDoubleSpinBox::valueChanged, this, &JobBar::changed);
    connect(m_cards, &QSpinBox::valueChanged, this, &JobBar::changed);
    connect(m_utilization, &QDoubleSpinBox::valueChanged, this, &JobBar::changed);
    connect(m_egress, &QDoubleSpinBox::valueChanged, this, &JobBar::changed);
    connect(m_logScale, &QCheckBox::toggled, this, [this](bool on) {
        AppSettings::setValue(AppSettings::Key::BillingLogScale, on);
        Q_EMIT changed();
    });
    retranslate();
}

Job JobBar::job() const
{
    Job j;
    j.hours = m_hours->value();
    j.cards = m_cards->value();
    j.utilization = m_utilization->value() / 100.0;
    j.egressGb = m_egress->value();
    return j;
}

bool JobBar::logScale() const
{
    return m_logScale->isChecked();
}

void JobBar::retranslate()
{
    m_hoursLabel->setText(tr("Job:"));
    m_hours->setSuffix(tr(" h")); // "小时" in Chinese: units are words of the language
    m_hours->setToolTip(tr("Hours of computing the job needs"));
    m_cardsLabel->setText(tr("on"));
    m_cards->setSuffix(tr(" cards"));
    m_cards->setToolTip(tr("GPUs the job needs; offers are rented by whole instances"));
    m_utilizationLabel->setText(tr("Owned-card utilization:"));
    m_utilization->setToolTip(
        tr("Share of the time owned cards would compute; sets energy and the cost per card-hour of buying"));
    m_egressLabel->setText(tr("Data out:"));
    m_egress->setToolTip(tr("Data sent out of the provider during the job, billed per GB by some offers"));
    m_logScale->setText(tr("Log duration axis"));
    m_logScale->setToolTip(tr("Show job duration on a logarithmic axis"));
}

} // namespace rp
