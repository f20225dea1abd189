#include "views/toolkit/WatchdogPanel.h"

#include "models/common/AppSettings.h"
#include "models/common/InputError.h"
#include "models/cost/Money.h"
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerSession.h"
#include "models/planner/ProjectPlanner.h"
#include "models/qt/PlanModel.h"
#include "models/toolkit/IdleSavings.h"
#include "models/toolkit/WatchdogInput.h"
#include "models/toolkit/WatchdogScript.h"
#include "views/common/Dialogs.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rp {

WatchdogPanel::WatchdogPanel(PlanModel* plan, QWidget* parent)
    : QWidget(parent)
    , m_plan(plan)
    , m_settingsBox(new QGroupBox(this))
    , m_form(new QFormLayout)
    , m_threshold(new QDoubleSpinBox(this))
    , m_minutes(new QSpinBox(this))
    , m_interval(new QSpinBox(this))
    , m_stop(new QLineEdit(toolkit::WatchdogInput().stopCommand, this))
    , m_keep(new QLineEdit(toolkit::WatchdogInput().keepAlive, this))
    , m_warning(new QLabel(this))
    , m_preview(new QPlainTextEdit(this))
    , m_save(new QPushButton(this))
    , m_savingsBox(new QGroupBox(this))
    , m_savingsForm(new QFormLayout)
    , m_ledgerNote(new QLabel(this))
    , m_phases(new QTreeWidget(this))
    , m_savings(new QLabel(this))
{
    m_preview->setObjectName(QStringLiteral("watchdogPreview"));
    m_savings->setObjectName(QStringLiteral("watchdogSavings"));
    m_ledgerNote->setObjectName(QStringLiteral("watchdogLedgerNote"));
    m_phases->setObjectName(QStringLiteral("watchdogPhases"));
    // The command line's ranges and defaults (WatchdogInput); a check never waits longer than the idle time.
    const toolkit::WatchdogInput defaults;
    m_threshold->setObjectName(QStringLiteral("watchdogThreshold"));
    m_minutes->setObjectName(QStringLiteral("watchdogMinutes"));
    m_interval->setObjectName(QStringLiteral("watchdogInterval"));
    m_stop->setObjectName(QStringLiteral("watchdogStopCommand"));
    m_keep->setObjectName(QStringLiteral("watchdogKeepAlive"));
    m_threshold->setDecimals(2);
    m_threshold->setRange(toolkit::WatchdogInput::kMinThresholdPercent, toolkit::WatchdogInput::kMaxThresholdPercent);
    m_threshold->setValue(defaults.thresholdPercent);
    m_minutes->setRange(1, toolkit::WatchdogInput::kMaxMinutes);
    m_minutes->setValue(defaults.minutes);
    m_interval->setRange(1, std::min(toolkit::WatchdogInput::kMaxIntervalSeconds, defaults.minutes * 60));
    m_interval->setValue(defaults.intervalSeconds);
    m_phases->setColumnCount(4);
    m_phases->setRootIsDecorated(false);
    m_phases->setSelectionMode(QAbstractItemView::NoSelection);
    m_phases->header()->setStretchLastSection(false);
    m_phases->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < 4; ++column)
        m_phases->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
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
    m_savingsForm->addRow(m_ledgerNote);
    m_savingsForm->addRow(m_phases);
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

    // First: a shorter idle time shortens the interval before the script is made again.
    connect(m_minutes, &QSpinBox::valueChanged, this, [this](int minutes) {
        m_interval->setMaximum(std::min(toolkit::WatchdogInput::kMaxIntervalSeconds, minutes * 60));
    });
    for (QDoubleSpinBox* s : { m_threshold })
        connect(s, &QDoubleSpinBox::valueChanged, this, &WatchdogPanel::regenerate);
    for (QSpinBox* s : { m_minutes, m_interval })
        connect(s, &QSpinBox::valueChanged, this, &WatchdogPanel::regenerate);
    for (QLineEdit* e : { m_stop, m_keep })
        connect(e, &QLineEdit::textChanged, this, &WatchdogPanel::regenerate);
    connect(m_minutes, &QSpinBox::valueChanged, this, &WatchdogPanel::updateSavings);
    connect(m_save, &QPushButton::clicked, this, &WatchdogPanel::save);
    connect(m_plan, &PlanModel::changed, this, &WatchdogPanel::updateSavings);
    retranslateUi();
    regenerate();
}

void WatchdogPanel::refreshLedger()
{
    const QString remembered = AppSettings::value(AppSettings::Key::LedgerPath).toString();
    const QString path = remembered.isEmpty() ? LedgerDb::defaultPath() : remembered;
    m_ledgerShare.reset();
    m_teamLedgerClosed = false;
    auto measure = [this](LedgerSession& session) {
        // A team ledger computes on its own thread while the window keeps running.
        const LedgerStats stats = session.call([](LedgerDb& db) { return LedgerStats::compute(db); });
        m_ledgerShare = toolkit::idleShare(stats);
        m_ledgerCardHours = stats.cardHours();
    };
    try {
        if (LedgerSession* open = m_ledgerSource ? m_ledgerSource() : nullptr) {
            measure(*open);
        } else if (LedgerLocation::looksLikePostgres(path)) {
            m_teamLedgerClosed = true;
        } else if (QFileInfo(path).isFile()) {
            LedgerSession file(
                std::make_unique<LedgerDb>(path, LedgerDb::Mode::ReadOnly, LedgerDb::Check::BeforeFirstWrite));
            measure(file);
        }
        // A team ledger the Ledger tab has not opened yet is not connected to from here:
        // that could mean a password prompt or a connect timeout on the way to a tab.
    } catch (const InputException&) {
        m_ledgerShare.reset(); // the Ledger tab reports a broken ledger; here it is just not used
    }
    updateSavings();
}

void WatchdogPanel::regenerate()
{
    toolkit::WatchdogInput in;
    in.thresholdPercent = m_threshold->value();
    in.minutes = m_minutes->value();
    in.intervalSeconds = m_interval->value();
    in.stopCommand = m_stop->text();
    in.keepAlive = m_keep->text();
    try {
        m_script = toolkit::WatchdogScript::generate(in.normalized());
        m_preview->setPlainText(m_script);
        m_error.clear();
        m_save->setEnabled(true);
    } catch (const InputException& e) {
        m_error = e.error().toString();
        m_script.clear();
        m_preview->setPlainText(tr("# No script: %1").arg(m_error)); // stale script cleared
        m_save->setEnabled(false);
    }
}

void WatchdogPanel::updateSavings()
{
    const Plan& plan = m_plan->plan();
    const QString currency = plan.currency;
    const QLocale locale;
    m_phases->clear();
    ProjectResult result;
    try {
        result = ProjectPlanner::evaluate(plan);
    } catch (const InputException&) {
        // The plan itself (no scenario) always evaluates; nothing to show otherwise.
    }
    const toolkit::PlanIdleSavings s = toolkit::idleSavings(plan, result, m_ledgerShare);
    if (m_ledgerShare)
        m_ledgerNote->setText(
            tr("Idle share measured in the ledger: %1 % of %2 billed card-hours, used for every "
               "phase.")
                .arg(locale.toString(*m_ledgerShare * 100, 'f', 1), locale.toString(m_ledgerCardHours, 'f', 0)));
    else if (m_teamLedgerClosed)
        m_ledgerNote->setText(tr("The team ledger is not open yet, so each phase's idle share is 1 − its utilization "
                                 "(Planner tab). Open it in the Ledger tab to use the idle share it measured."));
    else
        m_ledgerNote->setText(tr("The ledger records no busy hours yet, so each phase's idle share is 1 − its "
                                 "utilization (Planner tab). Record jobs with their busy hours in the Ledger tab to "
                                 "use the measured share."));
    for (const toolkit::PhaseIdleSavings& p : s.phases) {
        QString saved = money::format(p.saved, currency);
        QString why;
        if (p.periodic) {
            saved = tr("nothing");
            why = tr("Billed by the week, month or year: the period is paid whether the cards run or not.");
        } else if (p.noOffer) {
            saved = tr("no offer");
            why = tr("No offer rents this phase's card: add one in the Billing tab.");
        }
        auto* item = new QTreeWidgetItem(m_phases,
            { p.phaseName.isEmpty() ? p.phaseId : p.phaseName,
                tr("%n card(s) × %1", nullptr, p.cards).arg(money::formatHours(p.hours)),
                tr("%1 % → %2 card-h")
                    .arg(locale.toString(p.idleShare * 100, 'f', 0), locale.toString(p.idleCardHours, 'f', 0)),
                saved });
        for (int column = 1; column < 4; ++column)
            item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
        item->setToolTip(3,
            why.isEmpty()
                ? tr("%1 idle card-hours × %2 per card-hour")
                      .arg(locale.toString(p.idleCardHours, 'f', 1), money::format(p.pricePerCardHour, currency))
                : why);
    }
    m_phases->setVisible(!s.phases.isEmpty());
    if (s.phases.isEmpty()) {
        m_savings->setText(tr("The plan has no GPU phases yet: add phases in the Planner tab to see what stopping "
                              "idle cards would save on them."));
        return;
    }
    m_savings->setText(tr("Idle card-hours on the plan's phases: %1 h. Stopping them saves up to %2 (each idle "
                          "stretch still runs %3 min before the watchdog acts).")
                           .arg(locale.toString(s.idleCardHours, 'f', 0), money::format(s.saved, currency))
                           .arg(m_minutes->value()));
}

void WatchdogPanel::save()
{
    const QString path = Dialogs::saveFileName(
        this, tr("Save the watchdog script"), QStringLiteral("watchdog.sh"), tr("Shell scripts (*.sh)"));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_script.toUtf8()) < 0 || !file.commit())
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
    const QStringList labels
        = { tr("Idle below:"), tr("For:"), tr("Check every:"), tr("Stop command:"), tr("Never stop while running:") };
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
    m_savingsBox->setTitle(tr("What it would save on the plan's phases"));
    m_phases->setHeaderLabels({ tr("Phase"), tr("Billed"), tr("Idle"), tr("Saved") });
    updateSavings();
}

} // namespace rp
