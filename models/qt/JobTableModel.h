#pragma once

#include "models/ledger/JobFilter.h"
#include "models/ledger/JobRecord.h"

#include <QAbstractTableModel>
#include <QList>
#include <QVariant>

#include <memory>

namespace rp {

class LedgerDb;
class LedgerSession;

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
        PlannedHours, // the phase's planned wall-clock hours (rentplan calibrate compares them with billed hours)
        RecordedBy, // team ledger only: the database user who recorded the job
        UpdatedBy, // team ledger only: who changed it last
        ColumnCount
    };
    enum Role { IdRole = Qt::UserRole + 1 };
    static constexpr int kPageSize = 200;

    explicit JobTableModel(QObject* parent = nullptr);

    // The ledger to show (not owned; nullptr shows nothing). Reloads. A team ledger's
    // pages are read on its own thread (LedgerSession), so the window keeps running
    // while the server answers.
    void setSession(LedgerSession* session);
    // A ledger read on this thread (not owned).
    void setLedger(LedgerDb* db);
    ~JobTableModel() override;
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
    // One page after the row (key, id) in the current order; `more`: a full page came.
    struct Page {
        QList<JobRecord> rows;
        QVariant lastKey;
        qint64 lastId = 0;
        bool more = false;
    };
    // Reads the next page and takes it as read; false when reading failed (loadFailed was
    // emitted) or a refresh() came while it was being read.
    bool fetchPage(Page* page);
    // Where a page starts, copied for the ledger's thread.
    struct Cursor {
        JobFilter filter;
        int sortColumn = 0;
        Qt::SortOrder order = Qt::DescendingOrder;
        QVariant lastKey;
        qint64 lastId = 0;
    };
    static Page readPage(LedgerDb& db, const Cursor& cursor);

    LedgerSession* m_session = nullptr;
    std::unique_ptr<LedgerSession> m_ownSession; // setLedger(): a ledger on this thread
    bool m_fetching = false; // a page is being read (a team ledger's answer may take a while)
    bool m_refreshAgain = false; // refresh() came while a page was being read
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
