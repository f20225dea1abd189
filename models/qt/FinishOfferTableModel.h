#pragma once

#include "models/planner/ProjectResult.h"
#include "models/qt/OfferTableModel.h"

#include <optional>

namespace rp {

// The Billing tab's offer table. For a job taken from a phase its job-cost column is each offer's
// cost to finish that phase (the phase's ranking): the cost with the cards and hours it takes, or
// why the offer cannot run the phase. For a typed job it is the plain offer table.
class FinishOfferTableModel : public OfferTableModel {
    Q_OBJECT

public:
    explicit FinishOfferTableModel(PlanModel* plan, QObject* parent = nullptr);

    // One entry per offer in plan order (unset: a CPU offer); an empty list: a typed job.
    void setFinishes(const QList<std::optional<RankingEntry>>& finishes);
    bool showsFinishes() const { return m_phase; }
    // The entry of the offer in `row` while a phase is the job; unset otherwise or for a CPU offer.
    std::optional<RankingEntry> finish(int row) const { return m_finishes.value(row); }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<std::optional<RankingEntry>> m_finishes;
    bool m_phase = false;
};

} // namespace rp
