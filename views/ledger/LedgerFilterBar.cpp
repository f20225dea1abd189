#include "views/ledger/LedgerFilterBar.h"

#include "views/common/DisplayFormat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>

namespace rp {

LedgerFilterBar::LedgerFilterBar(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("ledgerFilterBar"));
    m_periodCheck = new QCheckBox(this);
    m_periodCheck->setObjectName(QStringLiteral("periodCheck"));
    m_from = new QDateEdit(QDate(QDate::currentDate().year(), 1, 1), this);
    m_from->setObjectName(QStringLiteral("fromDate"));
    m_to = new QDateEdit(QDate::currentDate(), this);
    m_to->setObjectName(QStringLiteral("toDate"));
    for (QDateEdit* edit : { m_from, m_to }) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        edit->setEnabled(false);
        connect(edit, &QDateEdit::dateChanged, this, &LedgerFilterBar::filterChanged);
    }
    connect(m_periodCheck, &QCheckBox::toggled, this, [this](bool on) {
        m_from->setEnabled(on);
        m_to->setEnabled(on);
        Q_EMIT filterChanged();
    });
    m_cardFilter = new QComboBox(this);
    m_cardFilter->setObjectName(QStringLiteral("cardFilter"));
    m_providerFilter = new QComboBox(this);
    m_providerFilter->setObjectName(QStringLiteral("providerFilter"));
    for (QComboBox* combo : { m_cardFilter, m_providerFilter }) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        connect(combo, &QComboBox::currentIndexChanged, this, &LedgerFilterBar::filterChanged);
    }
    m_typingTimer = new QTimer(this);
    m_typingTimer->setSingleShot(true);
    m_typingTimer->setInterval(250); // typing a word runs one query, not one per key
    connect(m_typingTimer, &QTimer::timeout, this, &LedgerFilterBar::filterChanged);
    m_tagFilter = new QLineEdit(this);
    m_tagFilter->setObjectName(QStringLiteral("tagFilter"));
    m_myJobs = new QCheckBox(this);
    m_myJobs->setObjectName(QStringLiteral("myJobsCheck"));
    m_myJobs->hide(); // a personal ledger has one person in it
    connect(m_myJobs, &QCheckBox::toggled, this, &LedgerFilterBar::filterChanged);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("searchEdit"));
    m_search->setClearButtonEnabled(true);
    for (QLineEdit* edit : { m_tagFilter, m_search })
        connect(edit, &QLineEdit::textChanged, m_typingTimer, qOverload<>(&QTimer::start));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_periodCheck);
    layout->addWidget(m_from);
    layout->addWidget(new QLabel(QStringLiteral("–"), this));
    layout->addWidget(m_to);
    layout->addWidget(m_cardFilter);
    layout->addWidget(m_providerFilter);
    layout->addWidget(m_tagFilter);
    layout->addWidget(m_search, 1);
    layout->addWidget(m_myJobs);
    retranslateUi();
}

JobFilter LedgerFilterBar::filter() const
{
    JobFilter filter;
    if (m_periodCheck->isChecked()) {
        filter.from = m_from->date();
        filter.to = m_to->date();
    }
    if (m_cardFilter->currentIndex() > 0)
        filter.card = m_cardFilter->currentData().toString();
    if (m_providerFilter->currentIndex() > 0)
        filter.provider = m_providerFilter->currentData().toString();
    filter.tag = m_tagFilter->text().trimmed();
    filter.search = m_search->text().trimmed();
    if (!m_teamUser.isEmpty() && m_myJobs->isChecked())
        filter.recordedBy = m_teamUser;
    return filter;
}

void LedgerFilterBar::setChoices(const QStringList& cards, const QStringList& providers)
{
    m_cards = cards;
    m_providers = providers;
    // Shown by name (a catalog card's name), filtered by what the ledger stores.
    auto fill = [](QComboBox* combo, const QString& all, const QStringList& values, bool cardNames) {
        const QString current = combo->currentIndex() > 0 ? combo->currentData().toString() : QString();
        const QSignalBlocker blocker(combo);
        combo->clear();
        combo->addItem(all, QString());
        for (const QString& value : values)
            combo->addItem(cardNames ? display::cardName(value) : value, value);
        combo->setCurrentIndex(current.isEmpty() ? 0 : qMax(0, combo->findData(current)));
    };
    fill(m_cardFilter, tr("All cards"), cards, true);
    fill(m_providerFilter, tr("All providers"), providers, false);
}

void LedgerFilterBar::setTeamUser(const QString& user)
{
    if (user == m_teamUser)
        return;
    m_teamUser = user;
    {
        const QSignalBlocker blocker(m_myJobs);
        m_myJobs->setChecked(false); // another ledger, maybe another person: start from all jobs
    }
    m_myJobs->setVisible(!user.isEmpty());
    retranslateUi();
}

void LedgerFilterBar::retranslateUi()
{
    m_periodCheck->setText(tr("Period"));
    m_myJobs->setText(tr("My jobs"));
    m_myJobs->setToolTip(tr("Only the jobs recorded by %1").arg(m_teamUser));
    m_tagFilter->setPlaceholderText(tr("tag"));
    m_search->setPlaceholderText(tr("Search card, task, model, notes…"));
    setChoices(m_cards, m_providers);
}

void LedgerFilterBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace rp
