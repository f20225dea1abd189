#pragma once

#include "models/ledger/JobFilter.h"
#include "models/ledger/LedgerStats.h"

#include <QWidget>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace rp {

class LedgerSession;
class SpendChart;

// The statistics beside the job list: totals and idle waste, spend per month,
// cost per card-hour by card and by provider, plan versus actual, and the
// price past jobs suggest for a new plan. Money is shown one currency at a
// time (a chooser appears when the jobs use several) and never added across
// currencies; the summary lists each currency's total.
class LedgerStatsPanel : public QWidget {
    Q_OBJECT

public:
    explicit LedgerStatsPanel(QWidget* parent = nullptr);

    // Recomputes for the period, card and provider of `filter` (nullptr clears). A team
    // ledger computes on its own thread while the window keeps running.
    void refresh(LedgerSession* session, const JobFilter& filter);
    const LedgerStats& stats() const { return m_stats; }
    // The currency the chart and the tables show ("" when the jobs record none).
    QString shownCurrency() const;
    std::optional<PriceSuggestion> suggestion() const { return m_suggestion; }

Q_SIGNALS:
    // "Use this price": the median cost per card-hour for the chosen card/task/tag, in `currency`.
    void priceChosen(const QString& card, double pricePerCardHour, const QString& currency);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void showCurrency();
    void showSummary();
    void suggest();
    QString chosenCard() const;
    void fillGroups(QTableWidget* table, const QList<LedgerStats::Group>& groups, bool cards);

    LedgerSession* m_session = nullptr;
    JobFilter m_filter;
    LedgerStats m_stats;
    QString m_error;
    std::optional<PriceSuggestion> m_suggestion;
    QLabel* m_summary;
    QLabel* m_currencyLabel;
    QComboBox* m_currency;
    SpendChart* m_chart;
    QLabel* m_byCardTitle;
    QTableWidget* m_byCard;
    QLabel* m_byProviderTitle;
    QTableWidget* m_byProvider;
    QLabel* m_byPersonTitle; // team ledger only: who recorded the jobs
    QTableWidget* m_byPerson;
    QLabel* m_plansTitle;
    QTableWidget* m_plans;
    QGroupBox* m_priceBox;
    QLabel* m_priceCardLabel;
    QLabel* m_priceTaskLabel;
    QLabel* m_priceTagLabel;
    QComboBox* m_priceCard;
    QLineEdit* m_priceTask;
    QLineEdit* m_priceTag;
    QLabel* m_priceResult;
    QPushButton* m_usePrice;
};

} // namespace rp
