#include "models/qt/JobTableModel.h"

#include "models/qt/HeaderRetranslator.h"

#include "models/catalog/CardCatalog.h"
#include "models/plan/BillingMode.h"

#include "models/common/InputError.h"
#include "models/ledger/JobFields.h"
#include "models/ledger/JobStore.h"
#include "models/ledger/JobTasks.h"
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerSession.h"

#include <QLocale>
#include <QSqlQuery>

namespace rp {

namespace {

// SQL for each column's sort key. NULLs become a value below every real one, so
// the keyset comparison "(key, id) < (?, ?)" never meets a NULL.
QString sortKey(int column, const LedgerBackend& backend)
{
    // A personal ledger has no recorded_by/updated_by, but the sort may outlive a team
    // ledger (the Ledger tab switched to a file): every job then ties, in id order.
    if (!backend.isShared() && (column == JobTableModel::RecordedBy || column == JobTableModel::UpdatedBy))
        return QStringLiteral("''");
    switch (column) {
    case JobTableModel::Date:
        return QStringLiteral("date");
    case JobTableModel::Card:
        return QStringLiteral("card");
    case JobTableModel::Cards:
        return QStringLiteral("cards");
    case JobTableModel::BilledHours:
        return QStringLiteral("billed_hours");
    case JobTableModel::BusyHours:
        return QStringLiteral("coalesce(busy_hours, -1)");
    case JobTableModel::Cost:
        return QStringLiteral("cost");
    case JobTableModel::Currency:
        return QStringLiteral("currency");
    case JobTableModel::CostPerCardHour:
        return QStringLiteral("cost / (cards * billed_hours)");
    case JobTableModel::Provider:
        return QStringLiteral("provider");
    case JobTableModel::BillingMode:
        return QStringLiteral("billing_mode");
    case JobTableModel::Task:
        return QStringLiteral("task");
    case JobTableModel::Model:
        return QStringLiteral("model");
    case JobTableModel::Result:
        return QStringLiteral("result");
    case JobTableModel::Tags:
        return QStringLiteral("tags");
    case JobTableModel::Notes:
        return QStringLiteral("notes");
    case JobTableModel::Plan:
        return QStringLiteral("coalesce(plan, '')");
    case JobTableModel::Phase:
        return QStringLiteral("coalesce(phase, '')");
    case JobTableModel::PlannedCost:
        return QStringLiteral("coalesce(planned_cost, -1)");
    case JobTableModel::PlannedHours:
        return QStringLiteral("coalesce(planned_hours, -1)");
    case JobTableModel::RecordedBy:
        return QStringLiteral("coalesce(recorded_by, '')");
    case JobTableModel::UpdatedBy:
        return QStringLiteral("coalesce(updated_by, '')");
    }
    return QStringLiteral("id");
}

QVariant rawValue(const JobRecord& job, int column)
{
    switch (column) {
    case JobTableModel::Date:
        return job.date;
    case JobTableModel::Card:
        return job.card;
    case JobTableModel::Cards:
        return job.cards;
    case JobTableModel::BilledHours:
        return job.billedHours;
    case JobTableModel::BusyHours:
        return job.busyHours ? QVariant(*job.busyHours) : QVariant();
    case JobTableModel::Cost:
        return job.cost;
    case JobTableModel::Currency:
        return job.currency;
    case JobTableModel::CostPerCardHour:
        return job.cardHours() > 0 ? job.cost / job.cardHours() : 0.0;
    case JobTableModel::Provider:
        return job.provider;
    case JobTableModel::BillingMode:
        return job.billingMode;
    case JobTableModel::Task:
        return job.task;
    case JobTableModel::Model:
        return job.model;
    case JobTableModel::Result:
        return job.result;
    case JobTableModel::Tags:
        return job.tags;
    case JobTableModel::Notes:
        return job.notes;
    case JobTableModel::Plan:
        return job.plan;
    case JobTableModel::Phase:
        return job.phase;
    case JobTableModel::PlannedCost:
        return job.plannedCost ? QVariant(*job.plannedCost) : QVariant();
    case JobTableModel::PlannedHours:
        return job.plannedHours ? QVariant(*job.plannedHours) : QVariant();
    case JobTableModel::RecordedBy:
        return job.recordedBy;
    case JobTableModel::UpdatedBy:
        return job.updatedBy;
    }
    return {};
}

} // namespace

JobTableModel::JobTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
    new HeaderRetranslator(this); // headings follow a language switch
}

JobTableModel::~JobTableModel() = default;

void JobTableModel::setSession(LedgerSession* session)
{
    m_session = session;
    if (!m_ownSession || m_session != m_ownSession.get())
        m_ownSession.reset();
    refresh();
}

void JobTableModel::setLedger(LedgerDb* db)
{
    auto own = db ? std::make_unique<LedgerSession>(*db) : nullptr;
    LedgerSession* session = own.get();
    m_ownSession = std::move(own);
    setSession(session);
}

void JobTableModel::setFilter(const JobFilter& filter)
{
    m_filter = filter;
    refresh();
}

void JobTableModel::refresh()
{
    if (m_fetching) {
        // A page is on its way (the window keeps running while a team ledger answers):
        // start again from the top once it is here.
        m_refreshAgain = true;
        return;
    }
    m_lastKey = QVariant();
    m_lastId = 0;
    m_hasMore = false;
    Page page;
    if (m_session) {
        // The rows shown stay until the new first page is here.
        m_hasMore = true;
        while (!fetchPage(&page) && m_refreshAgain) {
            m_lastKey = QVariant();
            m_lastId = 0;
            page = {};
        }
    }
    beginResetModel();
    m_rows = std::move(page.rows);
    // Views (and QAbstractItemModelTester) may ask for more while a change is being
    // announced; inserting rows inside that notification would nest two changes.
    m_notifying = true;
    endResetModel();
    m_notifying = false;
}

bool JobTableModel::fetchPage(Page* page)
{
    m_fetching = true;
    m_refreshAgain = false;
    // Called from the view's event handling: an error must not escape as an exception.
    try {
        const Cursor cursor { m_filter, m_sortColumn, m_order, m_lastKey, m_lastId };
        *page = m_session->call([&cursor](LedgerDb& db) { return readPage(db, cursor); });
    } catch (const InputException& e) {
        m_fetching = false;
        *page = {};
        m_hasMore = false;
        if (!m_refreshAgain)
            Q_EMIT loadFailed(e.error().toString());
        return false;
    }
    m_fetching = false;
    if (m_refreshAgain)
        return false;
    m_lastKey = page->lastKey;
    m_lastId = page->lastId;
    m_hasMore = page->more;
    return true;
}

// On the ledger's thread.
JobTableModel::Page JobTableModel::readPage(LedgerDb& db, const Cursor& cursor)
{
    QVariantList binds;
    const LedgerBackend& backend = db.backend();
    QString where = cursor.filter.sql(&binds, backend);
    const QString key = sortKey(cursor.sortColumn, backend);
    const bool descending = cursor.order == Qt::DescendingOrder;
    if (cursor.lastKey.isValid()) {
        where += QStringLiteral(" AND (%1, id) %2 (?, ?)")
                     .arg(key, descending ? QStringLiteral("<") : QStringLiteral(">"));
        binds.append(cursor.lastKey);
        binds.append(cursor.lastId);
    }
    const QString direction = descending ? QStringLiteral("DESC") : QStringLiteral("ASC");
    QSqlQuery query = db.prepare(QStringLiteral("SELECT %1, %2 FROM jobs WHERE %3 ORDER BY %2 %4, id %4 LIMIT %5")
                                     .arg(JobStore::selectColumns(backend), key, where, direction)
                                     .arg(kPageSize));
    query.setForwardOnly(true);
    for (const QVariant& v : binds)
        query.addBindValue(v);
    db.exec(query);
    Page page;
    page.rows.reserve(kPageSize);
    while (db.next(query)) {
        page.rows.append(JobStore::fromRow(query, backend));
        // The sort key follows the job's columns: its id, its fields and a team ledger's four stamps.
        page.lastKey = query.value(JobStore::columnCount(backend));
        page.lastId = page.rows.last().id;
    }
    page.more = page.rows.size() == kPageSize;
    return page;
}

int JobTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int JobTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant JobTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const JobRecord& job = m_rows.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: {
        const QVariant raw = rawValue(job, column);
        if (raw.isNull())
            return QString();
        const QLocale locale;
        switch (column) {
        // ISO, as the ledger stores and imports dates: "9/8/26" reads differently per country.
        case Date:
            return job.date.toString(Qt::ISODate);
        case Card: {
            // The ledger stores the catalog id; people read the card's name. Free text stays as typed.
            const rp::Card* card = CardCatalog::builtIn().find(job.card);
            return card ? card->name : job.card;
        }
        case BillingMode: {
            // A known mode reads in the user's language; free text stays as recorded.
            // "on-demand" (typed) and "on_demand" (from a plan) are the same mode.
            const auto mode = BillingModes::fromKey(QString(job.billingMode).replace(u'-', u'_'));
            if (!mode && job.billingMode == u"self-built")
                return tr("own hardware");
            return mode ? BillingModes::label(*mode) : job.billingMode;
        }
        case Task:
            return JobTasks::label(job.task);
        case Cards:
            return locale.toString(job.cards);
        case BilledHours:
        case BusyHours:
        case PlannedHours:
            return locale.toString(raw.toDouble(), 'f', 1);
        case Cost:
        case PlannedCost:
            return locale.toString(raw.toDouble(), 'f', 2);
        case CostPerCardHour:
            return locale.toString(raw.toDouble(), 'f', 3);
        default:
            return raw;
        }
    }
    case Qt::EditRole:
        return rawValue(job, column);
    case Qt::ToolTipRole:
        // When, in the user's time zone: "recorded 2026-12-01 09:30".
        if (column == RecordedBy && job.recordedAt.isValid())
            return tr("recorded %1").arg(QLocale().toString(job.recordedAt.toLocalTime(), QLocale::ShortFormat));
        if (column == UpdatedBy && job.updatedAt.isValid())
            return tr("changed %1").arg(QLocale().toString(job.updatedAt.toLocalTime(), QLocale::ShortFormat));
        return column == Notes || column == Result ? rawValue(job, column) : QVariant();
    case Qt::TextAlignmentRole:
        if (column == Cards || column == BilledHours || column == BusyHours || column == Cost
            || column == CostPerCardHour || column == PlannedCost || column == PlannedHours)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case IdRole:
        return job.id;
    }
    return {};
}

QVariant JobTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Date:
        return tr("Date");
    case Card:
        return tr("Card");
    case Cards:
        return tr("Cards");
    case BilledHours:
        return tr("Billed h");
    case BusyHours:
        return tr("Busy h");
    case Cost:
        return tr("Cost");
    case Currency:
        return tr("Currency");
    case CostPerCardHour:
        return tr("Per card-hour");
    case Provider:
        return tr("Provider");
    case BillingMode:
        return tr("Billing");
    case Task:
        return tr("Task");
    case Model:
        return tr("Model");
    case Result:
        return tr("Result");
    case Tags:
        return tr("Tags");
    case Notes:
        return tr("Notes");
    case Plan:
        return tr("Plan");
    case Phase:
        return tr("Phase");
    case PlannedCost:
        return tr("Planned cost");
    case PlannedHours:
        return tr("Planned hours");
    case RecordedBy:
        return tr("Recorded by");
    case UpdatedBy:
        return tr("Updated by");
    }
    return {};
}

bool JobTableModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && m_hasMore && !m_notifying && !m_fetching;
}

void JobTableModel::fetchMore(const QModelIndex& parent)
{
    if (!canFetchMore(parent) || !m_session)
        return;
    Page page;
    if (!fetchPage(&page)) {
        if (m_refreshAgain)
            refresh(); // the filter or order changed while the page was read
        return;
    }
    if (page.rows.isEmpty())
        return;
    m_notifying = true;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + page.rows.size() - 1));
    m_rows.append(page.rows);
    endInsertRows();
    m_notifying = false;
}

void JobTableModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    m_sortColumn = column;
    m_order = order;
    refresh();
}

} // namespace rp
