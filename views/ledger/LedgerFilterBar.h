#pragma once

#include "models/ledger/JobFilter.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLineEdit;
class QTimer;

namespace rp {

// The Ledger tab's filter row: period, card, provider, tag, free-text search and,
// on a team ledger, "My jobs" (the jobs the signed-in database user recorded).
class LedgerFilterBar : public QWidget {
    Q_OBJECT

public:
    explicit LedgerFilterBar(QWidget* parent = nullptr);

    JobFilter filter() const;
    // Cards and providers in the ledger; the current choice stays if it still exists.
    void setChoices(const QStringList& cards, const QStringList& providers);
    const QStringList& cards() const { return m_cards; }
    const QStringList& providers() const { return m_providers; }
    // The database user of a team ledger ("" for a personal ledger, which hides "My jobs").
    void setTeamUser(const QString& user);

Q_SIGNALS:
    void filterChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QCheckBox* m_periodCheck;
    QCheckBox* m_myJobs;
    QDateEdit* m_from;
    QDateEdit* m_to;
    QComboBox* m_cardFilter;
    QComboBox* m_providerFilter;
    QLineEdit* m_tagFilter;
    QLineEdit* m_search;
    QTimer* m_typingTimer;
    QStringList m_cards;
    QStringList m_providers;
    QString m_teamUser;
};

} // namespace rp
