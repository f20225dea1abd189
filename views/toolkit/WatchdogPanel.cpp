#include "toolkit/WatchdogPanel.h"

#include "common/AppSettings.h"
#include "common/Dialogs.h"
#include "common/InputError.h"
#include "cost/BillingRules.h"
#include "cost/Money.h"
#include "ledger/LedgerDb.h"
#include "qt/PlanModel.h"
#include "toolkit/IdleSavings.h"
#include "toolkit/WatchdogScript.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rp {

WatchdogPanel::WatchdogPanel(PlanModel* plan, QWidget* parent)
    : QWidget(parent)
    , m_plan(plan)
    , m_settingsBox(new QGroupBox(this))
    , m_form(new QFormLayout)
    , m_threshold(new QDoubleSpinBox(this))
    , m_minutes(new QSpinBox(this))
    , m_interval(new QSpinBox(this))
    , m_stop(new QLineEdit(QStringLiteral("shutdown -h now"), this))
    , m_keep(new QLineEdit(QStringLiteral("rsync,scp,rclone"), this))
    , m_warning(new QLabel(this))
    , m_preview(new QPlainTextEdit(this))
    , m_save(new QPushButton(this))
    , m_savingsBox(new QGroupBox(this))
    , m_savingsForm(new QFormLayout)
    , m_cardHours(new QDoubleSpinBox(this))
    , m_idle(new QDoubleSpinBox(this))
    , m_price(new QDoubleSpinBox(this))
    , m_ledgerNote(new QLabel(this))
    , m_savings(new QLabel(this))
{
    m_preview->setObjectName(QStringLiteral("watchdogPreview"));
    m_savings->setObjectName(QStringLiteral("watchdogSavings"));
    for (QWidget* w :
        std::initializer_list<QWidget*> { m_threshold, m_minutes, m_interval, m_cardHours, m_idle, m_price })
        m_threshold->setRange(0.5, 100);
    m_threshold->setDecimals(1);
    m_threshold->setValue(5);
    m_minutes->setRange(1, 7 * 24 * 60);
    m_minutes->setValue(30);
    m_interval->setRange(5, 3600);
    m_interval->setValue(60);
    m_cardHours->setRange(0, 1e7);
    m_cardHours->setDecimals(0);
    m_cardHours->setValue(730);
    m_idle->setRange(0, 100);
    m_idle->setDecimals(1);
    m_idle->setValue(20);
    m_price->setRange(0, 1e6);
    m_price->setDecimals(2);
    m_warning->setWordWrap(true);
    m_warning->setStyleSheet(QStringLiteral("font-weight: bold"));
    m_ledgerNote->setWordWrap(true);
    m_savings->setWordWrap(true);
    m_preview->setReadOnly(true);
    m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_preview->setFont(QFont(QStringLiteral("monospace")));

    for (QWidget* field : std::initializer_list<QWidget*> { m_threshold, m_minutes, m_interval, m_stop, m_keep }) {
        m_labels.append(new QLabel(this));
        m_form->addRow(m_labels.last(), field);
    }
    m_settingsBox->setLayout(m_form);
    for (QWidget* field : std::initializer_list<QWidget*> { m_cardHours, m_price, m_idle }) {
        m_labels.append(new QLabel(this));
        m_savingsForm->addRow(m_labels.last(), field);
    }
    m_savingsForm->addRow(m_ledgerNote);
    m_savingsForm->addRow(m_savings);
    m_savingsBox->setLayout(m_savingsForm);

    auto* left = new QVBoxLayout;
    left->addWidget(m_settingsBox);
    left->addWidget(m_savingsBox);
    left->addStretch();
    auto* right = new QVBoxLayout;
    right->addWidget(m_warning);
    right->addWidget(m_preview, 1);
    right->addWidget(m_save, 0, Qt::AlignRight);
    auto* layout = new QHBoxLayout(this);
    layout->addLayout(left, 2);
    layout->addLayout(right, 3);

    for (QDoubleSpinBox* s : { m_threshold })
        connect(s, &QDoubleSpinBox::valueChanged, this, &WatchdogPanel::regenerate);
    for (QSpinBox* s : { m_minutes, m_interval })
        connect(s, &QSpinBox::valueChanged, this, &WatchdogPanel::regenerate);
    for (QLineEdit* e : { m_stop, m_keep })
        connect(e, &QLineEdit::textChanged, this, &WatchdogPanel::regenerate);
    for (QDoubleSpinBox* s : { m_cardHours, m_idle, m_price })
        connect(s, &QDoubleSpinBox::valueChanged, this, &WatchdogPanel::updateSavings);
    connect(m_save, &QPushButton::clicked, this, &WatchdogPanel::save);
    connect(m_plan, &PlanModel::changed, this, &WatchdogPanel::updateSavings);
    retranslateUi();
    // The first offer's price per card-hour as the default price.
    if (!m_plan->plan().offers.isEmpty())
        m_price->setValue(billing::ratePerCardHour(m_plan->plan().offers.first()));
    regenerate();
}

void WatchdogPanel::refreshLedger()
{
    const QString remembered = AppSettings::value(AppSettings::Key::LedgerPath).toString();
    const QString path = remembered.isEmpty() ? LedgerDb::defaultPath() : remembered;
    m_ledgerShare.reset();
    if (QFileInfo(path).isFile()) {
        try {
            LedgerDb db(path, LedgerDb::Mode::ReadOnly, LedgerDb::Check::BeforeFirstWrite);
            const LedgerStats stats = LedgerStats::compute(db);
            m_ledgerShare = toolkit::idleShare(stats);
            m_ledgerCardHours = stats.cardHours();
        } catch (const InputException&) {
            m_ledgerShare.reset(); // the Ledger tab reports a broken ledger; here it is just not used
        }
    }
    if (m_ledgerShare)
        m_idle->setValue(*m_ledgerShare * 100);
    updateSavings();
}

void WatchdogPanel::regenerate()
{
    toolkit::WatchdogOptions o;
    o.thresholdPercent = m_threshold->value();
    o.minutes = m_minutes->value();
    o.intervalSeconds = std::min(m_interval->value(), o.minutes * 60);
    o.stopCommand = m_stop->text();
    o.keepAlive = m_keep->text().split(u',', Qt::SkipEmptyParts);
    for (QString& name : o.keepAlive)
        name = name.trimmed();
    try {
        m_preview->setPlainText(toolkit::WatchdogScript::generate(o));
        m_error.clear();
        m_save->setEnabled(true);
    } catch (const InputException& e) {
        m_error = e.error().toString();
        m_preview->setPlainText(tr("# No script: %1").arg(m_error)); // stale script cleared
        m_save->setEnabled(false);
    }
}

void WatchdogPanel::updateSavings()
{
    const QString currency = m_plan->plan().currency;
    m_price->setSuffix(QLatin1Char(' ') + tr("%1 / card-hour").arg(currency));
    if (m_ledgerShare)
        m_ledgerNote->setText(
            tr("Measured in the ledger: idle %1 % of %2 billed card-hours.")
                .arg(QLocale().toString(*m_ledgerShare * 100, 'f', 1), QLocale().toString(m_ledgerCardHours, 'f', 0)));
    else
        m_ledgerNote->setText(tr("The ledger records no busy hours yet: enter the idle share you expect, or record "
                                 "jobs with their busy hours in the Ledger tab."));
    const toolkit::IdleSavings s
        = toolkit::idleSavings(m_cardHours->value(), m_idle->value() / 100.0, m_price->value());
    m_savings->setText(tr("Idle card-hours: %1 h. Stopping them saves up to %2 (each idle stretch still runs "
                          "%3 min before the watchdog acts).")
                           .arg(QLocale().toString(s.idleCardHours, 'f', 0), money::format(s.saved, currency))
                           .arg(m_minutes->value()));
}

void WatchdogPanel::save()
{
    const QString path = Dialogs::saveFileName(
        this, tr("Save the watchdog script"), QStringLiteral("watchdog.sh"), tr("Shell scripts (*.sh)"));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_preview->toPlainText().toUtf8()) < 0 || !file.commit())
        Dialogs::warning(this, tr("Save the watchdog script"), file.errorString());
}

void WatchdogPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void WatchdogPanel::retranslateUi()
{
    m_settingsBox->setTitle(tr("Idle-shutdown watchdog"));
    const QStringList labels = { tr("Idle below:"), tr("For:"), tr("Check every:"), tr("Stop command:"),
        tr("Never stop while running:"), tr("Planned card-hours:"), tr("Price:"), tr("Idle share:") };
    for (qsizetype i = 0; i < labels.size(); ++i)
        m_labels.at(i)->setText(labels.at(i));
    m_threshold->setSuffix(tr(" % GPU use"));
    m_minutes->setSuffix(tr(" min"));
    m_interval->setSuffix(tr(" s"));
    m_keep->setPlaceholderText(tr("program names, comma-separated"));
    m_warning->setText(tr("Warning: the watchdog sees only GPU utilization. A job with long CPU-only stretches (data "
                          "preparation, evaluation on the CPU, uploading checkpoints) looks idle and will be stopped. "
                          "Use it on debugging and personal machines; try it with --dry-run first."));
    m_save->setText(tr("Save script…"));
    m_savingsBox->setTitle(tr("What it would save"));
    m_cardHours->setSuffix(tr(" card-h"));
    m_idle->setSuffix(tr(" %"));
    updateSavings();
}

} // namespace rp
