#pragma once

#include "ledger/JobFilter.h"
#include "ledger/LedgerStats.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace rp {

class LedgerDb;
class SpendChart;

// The statistics beside the job list: totals and idle waste, spend per month,
// cost per card-hour by card and by provider, plan versus actual, and the
// price past jobs suggest for a new plan.
class LedgerStatsPanel : public QWidget {
    Q_OBJECT

public:
    explicit LedgerStatsPanel(QWidget* parent = nullptr);

    // Recomputes for the period, card and provider of `filter` (nullptr db clears).
    void refresh(LedgerDb* db, const JobFilter& filter);
    const LedgerStats& stats() const { return m_stats; }
    std::optional<PriceSuggestion> suggestion() const { return m_suggestion; }

Q_SIGNALS:
    // "Use this price": the median cost per card-hour for the chosen card/task/tag.
    void priceChosen(const QString& card, double pricePerCardHour);

private:
    void suggest();
    void fillGroups(QTableWidget* table, const QList<LedgerStats::Group>& groups);

    LedgerDb* m_db = nullptr;
    LedgerStats m_stats;
    std::optional<PriceSuggestion> m_suggestion;
    QLabel* m_summary;
    SpendChart* m_chart;
    QTableWidget* m_byCard;
    QTableWidget* m_byProvider;
    QTableWidget* m_plans;
    QComboBox* m_priceCard;
    QLineEdit* m_priceTask;
    QLineEdit* m_priceTag;
    QLabel* m_priceResult;
    QPushButton* m_usePrice;
};

} // namespace rp
