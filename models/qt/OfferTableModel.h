#pragma once

#include "models/plan/Offer.h"

#include <QAbstractTableModel>

#include <functional>

namespace rp {

class PlanModel;

// The offers of a plan as an editable table (no widget code). An edit is checked
// with the same rules as the plan file; a valid one goes to the edit handler (the
// view's undo stack) or, without one, straight into the PlanModel.
class OfferTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Id,
        Provider,
        Card,
        Cards,
        Mode,
        Price,
        JobCost, // read-only: what the page's job costs under this offer
        MinBilledHours,
        IncrementHours,
        Refund,
        RenewalPrice,
        StoragePerMonth,
        EgressPerGb,
        IngressPerGb,
        Fabric, // the network between instances: "infiniband", "roce", "ethernet", "none" or not stated
        FabricGbps,
        InterruptionsPerDay,
        CheckpointMinutes,
        RestartMinutes,
        MaxLossMinutes,
        SaveEvery, // read-only, spot: the checkpoint interval the engine chose
        ColumnCount
    };
    Q_ENUM(Column)

    // True on the cells that show an offer is incomplete (its price and job cost while it has no
    // price): the view marks them.
    static constexpr int IncompleteRole = Qt::UserRole + 1;

    // Receives a validated edit: row, the offer after it, and the column edited.
    using EditHandler = std::function<void(int row, const Offer& after, int column)>;

    explicit OfferTableModel(PlanModel* plan, QObject* parent = nullptr);

    void setEditHandler(EditHandler handler) { m_editHandler = std::move(handler); }
    // Costs of the current job per offer, in plan order (from the engine; shown in JobCost).
    void setJobCosts(const QList<double>& costs, const QString& currency);
    // The current job's cost under the offer in `row` (NaN when unknown or the job never finishes).
    double jobCost(int row) const;
    // Why the last rejected edit was refused ("price_per_card_hour: -3 is outside ...").
    QString lastError() const { return m_lastError; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    // The offer with `value` written into `column`; nullopt (and lastError) when it is not valid.
    std::optional<Offer> edited(int row, int column, const QVariant& value);
    // The JSON key a column stands for, as in the plan file.
    static const char* key(int column);
    // A fabric key of the plan file ("infiniband", "" = not stated) as people read it.
    static QString fabricLabel(const QString& fabric);

Q_SIGNALS:
    void editRejected(int row, int column, const QString& message);

private:
    bool applies(const Offer& offer, int column) const;
    QVariant editValue(const Offer& offer, int column) const;
    QString displayValue(const Offer& offer, int column) const;
    QString spotDetail(const Offer& offer) const;

    PlanModel* m_plan;
    EditHandler m_editHandler;
    QString m_lastError;
    QList<double> m_jobCosts;
    QString m_currency;
};

} // namespace rp
