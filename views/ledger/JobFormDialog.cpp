#include "views/ledger/JobFormDialog.h"

#include "models/catalog/CardCatalog.h"
#include "models/ledger/JobFields.h"
#include "models/ledger/JobTasks.h"
#include "models/plan/BillingMode.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rp {

using job_fields::Field;

namespace {

QComboBox* editableCombo(QWidget* parent, const char* name)
{
    auto* combo = new QComboBox(parent);
    combo->setObjectName(QLatin1String(name));
    combo->setEditable(true);
    combo->setInsertPolicy(QComboBox::NoInsert);
    return combo;
}

// A choice shown by name and stored by key; text typed freely is stored as typed. The
// chosen item wins over another of the same name ("data preparation" is a task and a phase kind).
QString choiceValue(const QComboBox* combo)
{
    const QString text = combo->currentText().trimmed();
    const int current = combo->currentIndex();
    const int index = current >= 0 && combo->itemText(current) == text ? current : combo->findText(text);
    const QString key = index >= 0 ? combo->itemData(index).toString() : QString();
    return key.isEmpty() ? text : key;
}

void setChoice(QComboBox* combo, const QString& value)
{
    int index = combo->findData(value);
    if (index < 0) // "on-demand" as typed in older ledgers is the plan's "on_demand"
        index = combo->findData(QString(value).replace(u'-', u'_'));
    if (index >= 0 && !value.isEmpty())
        combo->setCurrentIndex(index);
    else
        combo->setCurrentText(value);
}

QLineEdit* lineEdit(QWidget* parent, const char* name)
{
    auto* edit = new QLineEdit(parent);
    edit->setObjectName(QLatin1String(name));
    return edit;
}

// A number typed in the user's locale, or with a dot; returned as the CSV text the
// shared rules check ("" stays "", which those rules read as "not given").
QByteArray numberText(const QLineEdit* edit)
{
    const QString text = edit->text().trimmed();
    bool ok = false;
    // Without group separators: in de_DE "2.500" would otherwise read as 2500, not 2.5.
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::RejectGroupSeparator);
    const double value = locale.toDouble(text, &ok);
    if (ok)
        return job_fields::formatNumber(value);
    return text.toUtf8();
}

QString numberForEdit(double value)
{
    // Shortest exact form, in the user's decimal separator, without group separators.
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(value, 'g', QLocale::FloatingPointShortest);
}

} // namespace

JobFormDialog::JobFormDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("jobFormDialog"));
    setWindowTitle(tr("Job"));
    m_date = new QDateEdit(QDate::currentDate(), this);
    m_date->setObjectName(QStringLiteral("dateEdit"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_card = editableCombo(this, "cardCombo");
    for (const Card& card : CardCatalog::builtIn().cards())
        m_card->addItem(card.name, card.id); // "A100 80GB SXM", stored as a100-sxm-80g
    m_card->setToolTip(tr("A card from the catalog, or any name (e.g. a self-built machine)"));
    m_cards = new QSpinBox(this);
    m_cards->setObjectName(QStringLiteral("cardsSpin"));
    m_cards->setRange(1, int(job_fields::kMaxCards));
    m_billedHours = lineEdit(this, "billedHoursEdit");
    m_billedHours->setToolTip(tr("Hours you paid for, per card"));
    m_busyHours = lineEdit(this, "busyHoursEdit");
    m_busyHours->setPlaceholderText(tr("same as billed"));
    m_busyHours->setToolTip(tr("Hours the cards really computed; the rest is idle time you paid for"));
    m_cost = lineEdit(this, "costEdit");
    m_currency = editableCombo(this, "currencyCombo");
    m_currency->addItems({ QStringLiteral("CNY"), QStringLiteral("USD"), QStringLiteral("EUR") });
    m_provider = editableCombo(this, "providerCombo");
    m_mode = editableCombo(this, "modeCombo");
    for (const QString& key : BillingModes::keys())
        m_mode->addItem(BillingModes::label(*BillingModes::fromKey(key)), key);
    m_mode->addItem(tr("own hardware"), QStringLiteral("self-built"));
    m_mode->setCurrentIndex(-1);
    m_task = editableCombo(this, "taskCombo");
    m_task->addItem(QString(), QString());
    for (const QString& key : JobTasks::keys())
        m_task->addItem(JobTasks::label(key), key);
    m_model = lineEdit(this, "modelEdit");
    m_result = lineEdit(this, "resultEdit");
    m_result->setPlaceholderText(tr("what the job produced"));
    m_tags = lineEdit(this, "tagsEdit");
    m_tags->setPlaceholderText(tr("tags separated by ;"));
    m_notes = new QPlainTextEdit(this);
    m_notes->setObjectName(QStringLiteral("notesEdit"));
    m_notes->setTabChangesFocus(true);
    m_notes->setMaximumHeight(70);
    m_plan = lineEdit(this, "planEdit");
    m_phase = lineEdit(this, "phaseEdit");
    m_plannedCost = lineEdit(this, "plannedCostEdit");
    m_plannedHours = lineEdit(this, "plannedHoursEdit");
    m_plannedHours->setToolTip(tr("Wall-clock hours the plan gave the phase, counted as billed hours are; "
                                  "\"rentplan calibrate\" compares the two"));

    auto* form = new QFormLayout;
    form->addRow(tr("Start &date:"), m_date);
    form->addRow(tr("&Card:"), m_card);
    form->addRow(tr("Number of c&ards:"), m_cards);
    form->addRow(tr("&Billed hours:"), m_billedHours);
    form->addRow(tr("B&usy hours:"), m_busyHours);
    form->addRow(tr("C&ost:"), m_cost);
    form->addRow(tr("Curre&ncy:"), m_currency);
    form->addRow(tr("&Provider:"), m_provider);
    form->addRow(tr("Billing &mode:"), m_mode);
    form->addRow(tr("&Task:"), m_task);
    form->addRow(tr("Mod&el:"), m_model);
    form->addRow(tr("&Result:"), m_result);
    form->addRow(tr("Ta&gs:"), m_tags);
    form->addRow(tr("&Notes:"), m_notes);
    form->addRow(tr("P&lan:"), m_plan);
    form->addRow(tr("P&hase:"), m_phase);
    // Planned cost and hours side by side: what the plan said, next to each other.
    auto* planned = new QHBoxLayout;
    planned->addWidget(m_plannedCost, 1);
    auto* hoursLabel = new QLabel(tr("Planned hours:"), this); // every letter of it is another field's shortcut
    hoursLabel->setBuddy(m_plannedHours);
    planned->addWidget(hoursLabel);
    planned->addWidget(m_plannedHours, 1);
    auto* costLabel = new QLabel(tr("Planned co&st:"), this);
    costLabel->setBuddy(m_plannedCost);
    form->addRow(costLabel, planned);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("formError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);

    // The message under the form waits for the user's first edit: a form that opens
    // red, before anything was typed, reads as an error. OK stays disabled.
    auto edited = [this] {
        if (!m_filling)
            m_userEdited = true;
        validate();
    };
    for (QLineEdit* edit : findChildren<QLineEdit*>())
        connect(edit, &QLineEdit::textEdited, this, edited);
    for (QLineEdit* edit : findChildren<QLineEdit*>())
        connect(edit, &QLineEdit::textChanged, this, &JobFormDialog::validate);
    connect(m_cards, &QSpinBox::valueChanged, this, edited);
    connect(m_date, &QDateEdit::dateChanged, this, edited);
    connect(m_notes, &QPlainTextEdit::textChanged, this, edited);
    m_card->setCurrentText(QString());
    validate();
}

void JobFormDialog::setKnownValues(const QStringList& cards, const QStringList& providers)
{
    const QString card = m_card->currentText();
    const QString provider = m_provider->currentText();
    for (const QString& c : cards) {
        if (m_card->findData(c) < 0 && m_card->findText(c) < 0)
            m_card->addItem(c, c);
    }
    m_provider->clear();
    m_provider->addItems(providers);
    m_card->setCurrentText(card);
    m_provider->setCurrentText(provider);
}

void JobFormDialog::setJob(const JobRecord& job)
{
    const QScopedValueRollback<bool> filling(m_filling, true);
    m_base = job;
    if (job.date.isValid())
        m_date->setDate(job.date);
    setChoice(m_card, job.card);
    m_cards->setValue(int(job.cards));
    m_billedHours->setText(job.billedHours > 0 ? numberForEdit(job.billedHours) : QString());
    m_busyHours->setText(job.busyHours ? numberForEdit(*job.busyHours) : QString());
    m_cost->setText(job.id || job.cost > 0 ? numberForEdit(job.cost) : QString());
    m_currency->setCurrentText(job.currency);
    m_provider->setCurrentText(job.provider);
    setChoice(m_mode, job.billingMode);
    // A job recorded from a plan phase names the phase's kind: shown by its name, kept as its key.
    if (m_task->findData(job.task) < 0 && JobTasks::label(job.task) != job.task)
        m_task->addItem(JobTasks::label(job.task), job.task);
    setChoice(m_task, job.task);
    m_model->setText(job.model);
    m_result->setText(job.result);
    m_tags->setText(job.tags);
    m_notes->setPlainText(job.notes);
    m_plan->setText(job.plan);
    m_phase->setText(job.phase);
    m_plannedCost->setText(job.plannedCost ? numberForEdit(*job.plannedCost) : QString());
    m_plannedHours->setText(job.plannedHours ? numberForEdit(*job.plannedHours) : QString());
    validate();
}

JobRecord JobFormDialog::parse(QString* problem) const
{
    JobRecord job = m_base;
    const std::pair<Field, QByteArray> values[] = {
        { Field::Date, m_date->date().toString(Qt::ISODate).toUtf8() },
        { Field::Card, choiceValue(m_card).toUtf8() },
        { Field::Cards, QByteArray::number(m_cards->value()) },
        { Field::BilledHours, numberText(m_billedHours) },
        { Field::BusyHours, numberText(m_busyHours) },
        { Field::Cost, numberText(m_cost) },
        { Field::Currency, m_currency->currentText().trimmed().toUtf8() },
        { Field::Provider, m_provider->currentText().trimmed().toUtf8() },
        { Field::BillingMode, choiceValue(m_mode).toUtf8() },
        { Field::Task, choiceValue(m_task).toUtf8() },
        { Field::Model, m_model->text().trimmed().toUtf8() },
        { Field::Result, m_result->text().toUtf8() },
        { Field::Tags, m_tags->text().toUtf8() },
        { Field::Notes, m_notes->toPlainText().toUtf8() },
        { Field::Plan, m_plan->text().trimmed().toUtf8() },
        { Field::Phase, m_phase->text().trimmed().toUtf8() },
        { Field::PlannedCost, numberText(m_plannedCost) },
        { Field::PlannedHours, numberText(m_plannedHours) },
    };
    // Labels in the form's words, for the message under it.
    const QHash<Field, QString> labels = { { Field::Card, tr("Card") }, { Field::BilledHours, tr("Billed hours") },
        { Field::BusyHours, tr("Busy hours") }, { Field::Cost, tr("Cost") }, { Field::PlannedCost, tr("Planned cost") },
        { Field::PlannedHours, tr("Planned hours") }, { Field::Date, tr("Start date") },
        { Field::Cards, tr("Number of cards") } };
    for (const auto& [field, text] : values) {
        const QString error = job_fields::setField(job, field, text);
        if (!error.isEmpty() && problem->isEmpty())
            *problem = tr("%1: %2").arg(labels.value(field, QLatin1String(job_fields::name(field))), error);
    }
    if (problem->isEmpty()) {
        if (const auto check = job_fields::checkJob(job))
            *problem = tr("%1: %2").arg(labels.value(check->first), check->second);
    }
    return job;
}

JobRecord JobFormDialog::job() const
{
    QString problem;
    return parse(&problem);
}

void JobFormDialog::validate()
{
    m_problem.clear();
    parse(&m_problem);
    m_error->setText(m_userEdited ? m_problem : QString());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_problem.isEmpty());
}

} // namespace rp
