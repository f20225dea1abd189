#include "views/billing/JobBar.h"

#include "models/common/AppSettings.h"
#include "models/cost/BreakEven.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>

namespace rp {

namespace {

constexpr int kScenarioRole = Qt::UserRole;
constexpr int kPhaseRole = Qt::UserRole + 1;

} // namespace

JobBar::JobBar(QWidget* parent)
    : QWidget(parent)
    , m_sourceLabel(new QLabel(this))
    , m_source(new QComboBox(this))
    , m_hours(new QDoubleSpinBox(this))
    , m_cardsLabel(new QLabel(this))
    , m_cards(new QSpinBox(this))
    , m_cardName(new QLabel(this))
    , m_utilizationLabel(new QLabel(this))
    , m_utilization(new QDoubleSpinBox(this))
    , m_egressLabel(new QLabel(this))
    , m_egress(new QDoubleSpinBox(this))
    , m_logScale(new QCheckBox(this))
{
    m_source->setObjectName(QStringLiteral("jobSource"));
    // Long phase names elide in the closed box; the open list shows them whole.
    m_source->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_source->setMinimumContentsLength(26);
    m_source->addItem(QString());
    m_hours->setObjectName(QStringLiteral("jobHours"));
    m_hours->setRange(0.1, break_even::kHorizonHours);
    m_hours->setDecimals(1);
    m_hours->setGroupSeparatorShown(true);
    m_hours->setValue(300);
    m_cards->setObjectName(QStringLiteral("jobCards"));
    m_cards->setRange(1, 100000);
    m_cards->setValue(8);
    m_cardName->setObjectName(QStringLiteral("jobCard"));
    m_cardName->hide();
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
    for (QWidget* w : std::initializer_list<QWidget*> { m_sourceLabel, m_source, m_hours, m_cardsLabel, m_cards,
             m_cardName, m_utilizationLabel, m_utilization, m_egressLabel, m_egress, m_logScale })
        row->addWidget(w);

    connect(m_hours, &QDoubleSpinBox::valueChanged, this, &JobBar::changed);
    connect(m_cards, &QSpinBox::valueChanged, this, &JobBar::changed);
    connect(m_utilization, &QDoubleSpinBox::valueChanged, this, &JobBar::changed);
    connect(m_egress, &QDoubleSpinBox::valueChanged, this, &JobBar::changed);
    connect(m_logScale, &QCheckBox::toggled, this, [this](bool on) {
        AppSettings::setValue(AppSettings::Key::BillingLogScale, on);
        Q_EMIT changed();
    });
    connect(m_source, &QComboBox::activated, this, [this] {
        if (!source().isPhase())
            showTyped();
        Q_EMIT sourceChanged(source());
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

JobSource JobBar::source() const
{
    return { m_source->currentData(kScenarioRole).toString(), m_source->currentData(kPhaseRole).toString() };
}

void JobBar::setChoices(const QList<JobChoice>& choices)
{
    const JobSource current = source();
    const QSignalBlocker blocker(m_source);
    while (m_source->count() > 1)
        m_source->removeItem(1);
    auto* model = qobject_cast<QStandardItemModel*>(m_source->model());
    for (const JobChoice& choice : choices) {
        m_source->addItem(choice.label);
        const int i = m_source->count() - 1;
        m_source->setItemData(i, choice.source.scenario, kScenarioRole);
        m_source->setItemData(i, choice.source.phase, kPhaseRole);
        if (!choice.source.isPhase() && model)
            model->item(i)->setEnabled(false); // a scenario's heading
    }
    setSource(current);
}

void JobBar::setSource(const JobSource& source)
{
    int index = 0;
    for (int i = 1; i < m_source->count() && source.isPhase(); ++i) {
        if (m_source->itemData(i, kScenarioRole).toString() == source.scenario
            && m_source->itemData(i, kPhaseRole).toString() == source.phase)
            index = i;
    }
    const QSignalBlocker blocker(m_source);
    m_source->setCurrentIndex(index);
    if (index == 0)
        showTyped();
}

void JobBar::showPhaseJob(const Job& job, const QString& cardName)
{
    if (!m_phase)
        m_typed = this->job();
    m_phase = true;
    for (QWidget* w : std::initializer_list<QWidget*> { m_hours, m_cards, m_utilization, m_egress })
        w->setEnabled(false);
    {
        const QSignalBlocker b1(m_hours), b2(m_cards), b3(m_utilization), b4(m_egress);
        m_hours->setValue(job.hours);
        m_cards->setValue(job.cards);
        m_utilization->setValue(job.utilization * 100.0);
        m_egress->setValue(job.egressGb);
    }
    m_cardName->setText(cardName);
    m_cardName->show();
    retranslate();
}

void JobBar::showTyped()
{
    if (!m_phase)
        return;
    m_phase = false;
    const QSignalBlocker b1(m_hours), b2(m_cards), b3(m_utilization), b4(m_egress);
    m_hours->setValue(m_typed.hours);
    m_cards->setValue(m_typed.cards);
    m_utilization->setValue(m_typed.utilization * 100.0);
    m_egress->setValue(m_typed.egressGb);
    for (QWidget* w : std::initializer_list<QWidget*> { m_hours, m_cards, m_utilization, m_egress })
        w->setEnabled(true);
    m_cardName->hide();
    retranslate();
}

void JobBar::retranslate()
{
    m_sourceLabel->setText(tr("Job:"));
    m_source->setItemText(0, tr("Typed hours and cards"));
    m_source->setToolTip(tr("Where the job comes from: hours and cards you type, or a phase of the plan, costed on "
                            "every offer by what it takes to finish it"));
    m_hours->setSuffix(tr(" h")); // "小时" in Chinese: units are words of the language
    m_hours->setToolTip(m_phase ? tr("The phase's hours on its own card and offer (edit the phase on the Planner tab)")
                                : tr("Hours of computing the job needs"));
    m_cardsLabel->setText(tr("on"));
    m_cards->setSuffix(tr(" cards"));
    m_cards->setToolTip(m_phase ? tr("The phase's cards; each offer may need more to run the model on its machines")
                                : tr("GPUs the job needs; offers are rented by whole instances"));
    m_utilizationLabel->setText(m_phase ? tr("Utilization:") : tr("Owned-card utilization:"));
    m_utilization->setToolTip(m_phase
            ? tr("Share of the billed time the phase's cards compute")
            : tr("Share of the time owned cards would compute; sets energy and the cost per card-hour of buying"));
    m_egressLabel->setText(tr("Data out:"));
    m_egress->setToolTip(tr("Data sent out of the provider during the job, billed per GB by some offers"));
    m_logScale->setText(tr("Log duration axis"));
    m_logScale->setToolTip(tr("Show job duration on a logarithmic axis"));
}

} // namespace rp
