#pragma once

#include "ledger/JobRecord.h"
#include "ledger/JobFilter.h"

#include <QAbstractTableModel>
#include <QList>
#include <QVariant>

namespace rp {

class LedgerDb;

// The Ledger tab's job list. Rows are fetched a page at a time (canFetchMore /
// fetchMore) with keyset paging, "WHERE (sort key, id) beyond the last row",
// so the first screen of a million-row ledger costs one indexed query and the
// view never holds more than what was scrolled through.
class JobTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Date,
        Card,
        Cards,
        BilledHours,
        BusyHours,
        Cost,
        Currency,
        CostPerCardHour,
        Provider,
        BillingMode,
        Task,
        Model,
        Result,
        Tags,
        Notes,
        Plan,
        Phase,
        PlannedCost,
        RecordedBy, // team ledger only: the database user who recorded the job
        UpdatedBy, // team ledger only: who changed it last
        ColumnCount
    };
    enum Role { IdRole = Qt::UserRole + 1 };
    static constexpr int kPageSize = 200;

    explicit JobTableModel(QObject* parent = nullptr);

    // The ledger to show (not owned; nullptr shows nothing). Reloads.
    void setLedger(const LedgerDb* db);
    void setFilter(const JobFilter& filter);
    const JobFilter& filter() const { return m_filter; }
    // Reloads from the first page, after the ledger changed.
    void refresh();

    const JobRecord& jobAt(int row) const { return m_rows.at(row); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

Q_SIGNALS:
    // Reading the ledger failed (damaged file, disk error); the list stops there.
    void loadFailed(const QString& message);

private:
    QList<JobRecord> fetchPage();
    QList<JobRecord> fetchPageOrThrow();

    const LedgerDb* m_db = nullptr;
    JobFilter m_filter;
    QList<JobRecord> m_rows;
    bool m_hasMore = false;
    int m_sortColumn = Date;
    Qt::SortOrder m_order = Qt::DescendingOrder;
    QVariant m_lastKey; // sort key and id of the last fetched row: where the next page starts
    qint64 m_lastId = 0;
    bool m_notifying = false;
};

} // namespace rp
