#pragma once

#include "models/plan/Plan.h"
#include "models/quote/QuoteComparison.h"

#include <QAbstractTableModel>

namespace rp {

// The plan's quotes side by side on the cost to finish its GPU phases (QuoteComparison), cheapest
// first: the Quotes sub-tab's table. Names, not ids; units on every number.
class QuoteTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Provider, CardName, Machines, Links, Speedup, Phases, Hours, Cost, ColumnCount };
    static constexpr int QuoteIdRole = Qt::UserRole + 1;

    explicit QuoteTableModel(QObject* parent = nullptr);

    // Throws InputException for an unknown scenario (QuoteComparison::compare).
    void setPlan(const Plan& plan, const QString& scenario = {});
    const QuoteCost* costAt(int row) const;
    int rowOf(const QString& quoteId) const;
    // Whether the plan (or scenario) has any GPU phase to price.
    bool hasPhases() const { return m_hasPhases; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString phasesTooltip(const QuoteCost& cost) const;

    QList<QuoteCost> m_costs;
    QList<Quote> m_quotes; // same order as m_costs
    QString m_currency;
    bool m_hasPhases = false;
};

} // namespace rp
