#include "planner/ProjectSettingsPanel.h"

#include "plan/PhaseKinds.h"
#include "plan/PlanLimits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>
#include <vector>

namespace rp {

namespace {

QString percent(double share)
{
    return QLocale().toString(share * 100.0, 'f', 0) + QStringLiteral(" %");
}

// "trial runs" as a form row or list item reads it: with a capital.
QString capitalized(QString text)
{
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

QDateEdit* dateField(QWidget* parent, const QString& object)
{
    auto* edit = new QDateEdit(parent);
    edit->setObjectName(object);
    edit->setCalendarPopup(true);
    edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd")); // as the plan file writes it, in every language
    edit->setKeyboardTracking(false);
    edit->setFocusPolicy(Qt::StrongFocus);
    return edit;
}

} // namespace

ProjectSettingsPanel::ProjectSettingsPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("projectSettingsPanel"));
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("projectSettingsNote"));
    m_note->setWordWrap(true);
    m_hasStart = new QCheckBox(this);
    m_hasStart->setObjectName(QStringLiteral("projectHasStart"));
    m_start = dateField(this, QStringLiteral("projectStart"));
    m_hasDeadline = new QCheckBox(this);
    m_hasDeadline->setObjectName(QStringLiteral("projectHasDeadline"));
    m_deadline = dateField(this, QStringLiteral("projectDeadline"));
    m_profile = new QComboBox(this);
    m_profile->setObjectName(QStringLiteral("projectTeamProfile"));
    m_profile->setFocusPolicy(Qt::StrongFocus);
    for (const QString& key : PhaseKinds::profileKeys())
        m_profile->addItem(QString(), key);
    m_delay = new QDoubleSpinBox(this);
    m_delay->setObjectName(QStringLiteral("projectDelayCost"));
    m_delay->setRange(0, limits::kMaxMoney);
    m_delay->setDecimals(2);
    m_delay->setGroupSeparatorShown(true);
    m_delay->setKeyboardTracking(false);
    m_delay->setFocusPolicy(Qt::StrongFocus);
    m_delay->setMinimumWidth(180);

    m_left = new QFormLayout;
    m_left->addRow(m_hasStart, m_start);
    m_left->addRow(m_hasDeadline, m_deadline);
    m_left->addRow(new QLabel(this), m_profile);
    m_left->addRow(new QLabel(this), m_delay);
    m_defaultsTitle = new QLabel(this);
    m_right = new QFormLayout;
    m_right->addRow(m_defaultsTitle);
    for (PhaseKind kind : PhaseKinds::all()) {
        auto* spin = new QSpinBox(this);
        spin->setObjectName(QStringLiteral("projectDefault_") + PhaseKinds::key(kind));
        spin->setRange(0, 100); // 0: no value of the plan's own, the team profile's
        spin->setKeyboardTracking(false);
        spin->setFocusPolicy(Qt::StrongFocus);
        spin->setMinimumWidth(160);
        m_right->addRow(new QLabel(this), spin);
        m_defaults.insert(kind, spin);
        connect(spin, &QSpinBox::editingFinished, this, [this, kind] {
            fieldEdited(QStringLiteral("default_utilization.") + PhaseKinds::key(kind),
                [kind] { return tr("Set the default busy share of %1").arg(PhaseKinds::label(kind)); });
        });
    }

    auto* columns = new QHBoxLayout;
    columns->addLayout(m_left);
    columns->addSpacing(32);
    columns->addLayout(m_right);
    columns->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_note);
    layout->addLayout(columns);
    layout->addStretch();

    auto startEdited
        = [this] { fieldEdited(QStringLiteral("start_date"), [] { return tr("Set the project's start date"); }); };
    auto deadlineEdited
        = [this] { fieldEdited(QStringLiteral("deadline"), [] { return tr("Set the project's deadline"); }); };
    connect(m_hasStart, &QCheckBox::toggled, this, startEdited);
    connect(m_start, &QDateEdit::dateChanged, this, startEdited);
    connect(m_hasDeadline, &QCheckBox::toggled, this, deadlineEdited);
    connect(m_deadline, &QDateEdit::dateChanged, this, deadlineEdited);
    connect(m_profile, &QComboBox::activated, this,
        [this] { fieldEdited(QStringLiteral("team_profile"), [] { return tr("Set the team profile"); }); });
    connect(m_delay, &QDoubleSpinBox::editingFinished, this, [this] {
        fieldEdited(QStringLiteral("delay_cost_per_day"), [] { return tr("Set the cost of a day of waiting"); });
    });
    retranslate();
}

void ProjectSettingsPanel::setProject(const Project& project, const QString& currency, bool ownOfScenario)
{
    m_project = project;
    m_currency = currency;
    m_readOnly = ownOfScenario;
    retranslate();
}

void ProjectSettingsPanel::fill()
{
    // Programmatic values: no signals, so filling the form never records an edit.
    std::vector<QSignalBlocker> blockers;
    for (QObject* o :
        std::initializer_list<QObject*> { m_hasStart, m_start, m_hasDeadline, m_deadline, m_profile, m_delay })
        blockers.emplace_back(o);
    for (QSpinBox* spin : m_defaults)
        blockers.emplace_back(spin);
    const Project& p = m_project;
    // A date not set shows a sensible one to start from: today, and a month after the start.
    const QDate start = p.startDate.isValid() ? p.startDate : QDate::currentDate();
    m_hasStart->setChecked(p.startDate.isValid());
    m_start->setDate(start);
    m_start->setEnabled(p.startDate.isValid() && !m_readOnly);
    m_hasDeadline->setChecked(p.deadline.has_value());
    m_hasDeadline->setEnabled(p.startDate.isValid() && !m_readOnly); // a deadline needs a start date
    m_deadline->setDate(p.deadline.value_or(start.addMonths(1)));
    m_deadline->setEnabled(p.deadline.has_value() && !m_readOnly);
    m_profile->setCurrentIndex(std::max(0, m_profile->findData(PhaseKinds::profileKey(p.teamProfile))));
    m_delay->setValue(p.delayCostPerDay.value_or(0));
    m_delay->setSuffix(tr(" %1 / day").arg(m_currency));
    for (auto it = m_defaults.cbegin(); it != m_defaults.cend(); ++it) {
        QSpinBox* spin = it.value();
        const PhaseKind kind = it.key();
        spin->setSpecialValueText(tr("profile: %1").arg(percent(PhaseKinds::defaultUtilization(kind, p.teamProfile))));
        spin->setValue(
            p.defaultUtilization.contains(kind) ? int(std::lround(p.defaultUtilization.value(kind) * 100)) : 0);
        spin->setToolTip(
            tr("%1 by default: %2. A phase's own busy share still wins; 0 uses the team profile's.")
                .arg(percent(PhaseKinds::defaultUtilization(kind, p)), PhaseKinds::utilizationReason(kind, p)));
    }
    for (QWidget* w : std::initializer_list<QWidget*> { m_hasStart, m_profile, m_delay })
        w->setEnabled(!m_readOnly);
    for (QSpinBox* spin : m_defaults)
        spin->setEnabled(!m_readOnly);
    m_note->setVisible(m_readOnly);
}

Project ProjectSettingsPanel::fromFields() const
{
    Project p = m_project;
    p.startDate = m_hasStart->isChecked() ? m_start->date() : QDate();
    if (m_hasDeadline->isChecked() && p.startDate.isValid())
        p.deadline = m_deadline->date();
    else
        p.deadline.reset();
    if (const auto profile = PhaseKinds::profileFromKey(m_profile->currentData().toString()))
        p.teamProfile = *profile;
    // Left unset while it is 0 and never was set: a file without it stays without it.
    if (m_delay->value() > 0 || p.delayCostPerDay)
        p.delayCostPerDay = m_delay->value();
    for (auto it = m_defaults.cbegin(); it != m_defaults.cend(); ++it) {
        if (it.value()->value() > 0)
            p.defaultUtilization.insert(it.key(), it.value()->value() / 100.0);
        else
            p.defaultUtilization.remove(it.key());
    }
    return p;
}

void ProjectSettingsPanel::fieldEdited(const QString& field, TranslatedCommand::Text what)
{
    if (m_readOnly)
        return;
    const Project after = fromFields();
    if (after == m_project) {
        fill(); // a checkbox turned on shows its field
        return;
    }
    Q_EMIT edited(after, field, std::move(what));
}

void ProjectSettingsPanel::retranslate()
{
    m_title->setText(tr("The project around the phases: when it starts and must end, how busy each kind of phase "
                        "keeps its cards, and what a day of waiting costs."));
    m_note->setText(tr("This scenario has project settings of its own, from the plan file: they are shown, and "
                       "edited in the file. Switch to the plan to edit its settings here."));
    m_hasStart->setText(tr("Start date"));
    m_hasStart->setToolTip(tr("Day 0 of the calendar; needed for a deadline."));
    m_hasDeadline->setText(tr("Deadline"));
    m_hasDeadline->setToolTip(tr("The last day of work, inclusive: work may go on until the end of that day. "
                                 "Every strategy is checked against it."));
    auto label = [](QFormLayout* form, QWidget* field, const QString& text) {
        if (auto* l = qobject_cast<QLabel*>(form->labelForField(field)))
            l->setText(text);
    };
    label(m_left, m_profile, tr("Team profile"));
    label(m_left, m_delay, tr("Cost of a day of waiting"));
    m_delay->setToolTip(tr("What each day of delay costs the project; buying waits the lead time before the "
                           "first phase and is charged for it."));
    for (int i = 0; i < m_profile->count(); ++i)
        m_profile->setItemText(
            i, capitalized(PhaseKinds::profileLabel(*PhaseKinds::profileFromKey(m_profile->itemData(i).toString()))));
    m_profile->setToolTip(tr("How your team uses GPUs: it sets the default busy share of each phase kind, "
                             "nothing else."));
    m_defaultsTitle->setText(tr("<b>Default busy share by phase kind</b> (a phase's own value wins)"));
    for (auto it = m_defaults.cbegin(); it != m_defaults.cend(); ++it) {
        label(m_right, it.value(), capitalized(PhaseKinds::label(it.key())));
        it.value()->setSuffix(tr(" %"));
    }
    fill();
}

void ProjectSettingsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rp
