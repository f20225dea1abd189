#include "views/planner/ProjectSettingsPanel.h"

#include "models/plan/PhaseKinds.h"
#include "models/plan/PlanLimits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
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

QLineEdit* textField(QWidget* parent, const QString& object, int maxLength)
{
    auto* edit = new QLineEdit(parent);
    edit->setObjectName(object);
    edit->setMaxLength(maxLength); // the plan file's limit (ProcurementTerms)
    edit->setClearButtonEnabled(true);
    edit->setMinimumWidth(240);
    return edit;
}

void setText(QLineEdit* edit, const std::optional<QString>& text)
{
    edit->setText(text.value_or(QString()));
    edit->setCursorPosition(0); // a long text shows its beginning
}

// Empty is not stated.
std::optional<QString> textOf(const QLineEdit* edit)
{
    const QString t = edit->text().trimmed();
    return t.isEmpty() ? std::nullopt : std::optional<QString>(t);
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

    m_termsTitle = new QLabel(this);
    m_taxIncluded = new QComboBox(this);
    m_taxIncluded->setObjectName(QStringLiteral("projectTaxIncluded"));
    m_taxIncluded->setFocusPolicy(Qt::StrongFocus);
    m_taxIncluded->addItem(QString()); // not stated
    m_taxIncluded->addItem(QString(), true);
    m_taxIncluded->addItem(QString(), false);
    m_hasTaxRate = new QCheckBox(this);
    m_hasTaxRate->setObjectName(QStringLiteral("projectHasTaxRate"));
    m_taxRate = new QDoubleSpinBox(this);
    m_taxRate->setObjectName(QStringLiteral("projectTaxRate"));
    m_taxRate->setRange(0, 99.99); // project.tax_rate is below 1
    m_taxRate->setDecimals(2);
    m_taxRate->setKeyboardTracking(false);
    m_taxRate->setFocusPolicy(Qt::StrongFocus);
    m_payment = textField(this, QStringLiteral("projectPaymentTerms"), ProcurementTerms::kMaxPaymentTermsLength);
    m_region = textField(this, QStringLiteral("projectRegion"), ProcurementTerms::kMaxPlaceLength);
    m_residency = textField(this, QStringLiteral("projectDataResidency"), ProcurementTerms::kMaxPlaceLength);
    m_hasQuoteValid = new QCheckBox(this);
    m_hasQuoteValid->setObjectName(QStringLiteral("projectHasQuoteValidUntil"));
    m_quoteValid = dateField(this, QStringLiteral("projectQuoteValidUntil"));
    m_terms = new QFormLayout;
    m_terms->addRow(m_termsTitle);
    m_terms->addRow(new QLabel(this), m_taxIncluded);
    m_terms->addRow(m_hasTaxRate, m_taxRate);
    m_terms->addRow(new QLabel(this), m_payment);
    m_terms->addRow(new QLabel(this), m_region);
    m_terms->addRow(new QLabel(this), m_residency);
    m_terms->addRow(m_hasQuoteValid, m_quoteValid);

    auto* columns = new QHBoxLayout;
    columns->addLayout(m_left);
    columns->addSpacing(24);
    columns->addLayout(m_right);
    columns->addSpacing(24);
    columns->addLayout(m_terms, 1); // the terms' text fields take the width left
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
    connect(m_taxIncluded, &QComboBox::activated, this,
        [this] { fieldEdited(QStringLiteral("tax_included"), [] { return tr("Set whether prices include tax"); }); });
    auto rateEdited = [this] { fieldEdited(QStringLiteral("tax_rate"), [] { return tr("Set the tax rate"); }); };
    connect(m_hasTaxRate, &QCheckBox::toggled, this, rateEdited);
    connect(m_taxRate, &QDoubleSpinBox::editingFinished, this, rateEdited);
    connect(m_payment, &QLineEdit::editingFinished, this,
        [this] { fieldEdited(QStringLiteral("payment_terms"), [] { return tr("Set the payment terms"); }); });
    connect(m_region, &QLineEdit::editingFinished, this,
        [this] { fieldEdited(QStringLiteral("region"), [] { return tr("Set the region"); }); });
    connect(m_residency, &QLineEdit::editingFinished, this,
        [this] { fieldEdited(QStringLiteral("data_residency"), [] { return tr("Set the data residency"); }); });
    auto validEdited = [this] {
        fieldEdited(QStringLiteral("quote_valid_until"), [] { return tr("Set how long quotes must stay valid"); });
    };
    connect(m_hasQuoteValid, &QCheckBox::toggled, this, validEdited);
    connect(m_quoteValid, &QDateEdit::dateChanged, this, validEdited);
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
        std::initializer_list<QObject*> { m_hasStart, m_start, m_hasDeadline, m_deadline, m_profile, m_delay,
            m_taxIncluded, m_hasTaxRate, m_taxRate, m_payment, m_region, m_residency, m_hasQuoteValid, m_quoteValid })
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
    const ProcurementTerms& t = p.terms;
    m_taxIncluded->setCurrentIndex(t.taxIncluded ? (*t.taxIncluded ? 1 : 2) : 0);
    m_hasTaxRate->setChecked(t.taxRate.has_value());
    m_taxRate->setValue(t.taxRate.value_or(0) * 100.0);
    m_taxRate->setEnabled(t.taxRate.has_value() && !m_readOnly);
    setText(m_payment, t.paymentTerms);
    setText(m_region, t.region);
    setText(m_residency, t.dataResidency);
    // Not set: a month after the start (or today), a common validity asked of a quote.
    m_hasQuoteValid->setChecked(t.quoteValidUntil.has_value());
    m_quoteValid->setDate(t.quoteValidUntil.value_or(start.addDays(30)));
    m_quoteValid->setEnabled(t.quoteValidUntil.has_value() && !m_readOnly);
    for (QWidget* w : std::initializer_list<QWidget*> { m_hasStart, m_profile, m_delay, m_taxIncluded, m_hasTaxRate,
             m_payment, m_region, m_residency, m_hasQuoteValid })
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
    ProcurementTerms& t = p.terms;
    const QVariant included = m_taxIncluded->currentData();
    t.taxIncluded = included.isValid() ? std::optional<bool>(included.toBool()) : std::nullopt;
    // The field shows two decimals of a percent: a rate it rounds (0.06125) stays as the file has it.
    const double percent = m_taxRate->value();
    if (!m_hasTaxRate->isChecked())
        t.taxRate.reset();
    else if (!t.taxRate || std::abs(*t.taxRate * 100.0 - percent) >= 0.005)
        t.taxRate = percent / 100.0;
    t.paymentTerms = textOf(m_payment);
    t.region = textOf(m_region);
    t.dataResidency = textOf(m_residency);
    if (m_hasQuoteValid->isChecked())
        t.quoteValidUntil = m_quoteValid->date();
    else
        t.quoteValidUntil.reset();
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
    m_termsTitle->setText(tr("<b>Procurement terms</b> (on the PDF and the request for quotation)"));
    m_taxIncluded->setItemText(0, tr("Not stated"));
    m_taxIncluded->setItemText(1, tr("Prices include tax"));
    m_taxIncluded->setItemText(2, tr("Prices exclude tax"));
    m_taxIncluded->setToolTip(tr("Whether the prices in this plan, its offers and quotes, include tax. Excluded "
                                 "with a rate, the PDF gives the budget with tax too."));
    label(m_terms, m_taxIncluded, tr("Tax"));
    m_hasTaxRate->setText(tr("Tax rate"));
    m_hasTaxRate->setToolTip(tr("The tax (VAT) rate on the prices, for example 6 %."));
    m_taxRate->setSuffix(tr(" %"));
    label(m_terms, m_payment, tr("Payment terms"));
    m_payment->setPlaceholderText(tr("e.g. 30 days net after invoice"));
    label(m_terms, m_region, tr("Region"));
    m_region->setPlaceholderText(tr("e.g. cn-east, mainland China"));
    m_region->setToolTip(tr("Where the machines must be."));
    label(m_terms, m_residency, tr("Data residency"));
    m_residency->setPlaceholderText(tr("e.g. data stays in mainland China"));
    m_residency->setToolTip(tr("Where the data, its copies and backups must stay."));
    m_hasQuoteValid->setText(tr("Quotes valid until"));
    m_hasQuoteValid->setToolTip(tr("The day until which every vendor's quote must hold; off: not asked."));
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
