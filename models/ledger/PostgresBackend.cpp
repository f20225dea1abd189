#include "models/ledger/PostgresBackend.h"

#include "models/ledger/LedgerDb.h"
#include "models/ledger/PgRowSink.h"

#include <QSqlQuery>
#include <QVariant>

namespace rp {

QString PostgresBackend::beginWriteSql() const
{
    return QStringLiteral("BEGIN"); // PostgreSQL locks rows as they are written
}

void PostgresBackend::lockUntilCommit(const LedgerDb& db, const QString& key) const
{
    // A transaction-level advisory lock on PostgreSQL's 32-bit hash of the key, released
    // at COMMIT or ROLLBACK (postgresql.org/docs/15/functions-admin.html#FUNCTIONS-ADVISORY-LOCKS).
    QSqlQuery lock = db.prepare(QStringLiteral("SELECT pg_advisory_xact_lock(hashtext(?))"));
    lock.addBindValue(key);
    db.exec(lock);
}

QString PostgresBackend::epochMs(const QString& column)
{
    return QStringLiteral("(extract(epoch FROM %1) * 1000)::bigint").arg(column);
}

QString PostgresBackend::stampColumns() const
{
    return QStringLiteral(", recorded_by, ") + epochMs(QStringLiteral("recorded_at")) + QStringLiteral(", updated_by, ")
        + epochMs(QStringLiteral("updated_at"));
}

QString PostgresBackend::likeIgnoringCase() const
{
    return QStringLiteral("ILIKE"); // PostgreSQL's LIKE heeds case (functions-matching.html)
}

QString PostgresBackend::monthOf(const QString& dateColumn) const
{
    return QStringLiteral("to_char(%1, 'YYYY-MM')").arg(dateColumn);
}

QString PostgresBackend::countAllJobsSql() const
{
    // PostgreSQL counts a million rows by reading them all (80 ms); the totals the
    // triggers keep (PgSchema) hold the same count in a few thousand rows.
    return QStringLiteral("SELECT coalesce(sum(jobs), 0) FROM job_totals");
}

QString PostgresBackend::returningId() const
{
    return QStringLiteral(" RETURNING id");
}

qint64 PostgresBackend::insertedId(const LedgerDb&, QSqlQuery& insert) const
{
    insert.next();
    return insert.value(0).toLongLong();
}

QString PostgresBackend::sameVersionCondition() const
{
    return QStringLiteral(" AND ") + epochMs(QStringLiteral("coalesce(updated_at, recorded_at)"))
        + QStringLiteral(" = ?");
}

std::unique_ptr<JobRowSink> PostgresBackend::openRowSink(const LedgerDb& db) const
{
    return std::make_unique<PgRowSink>(db);
}

void PostgresBackend::afterImport(const LedgerDb& db, qint64 rows) const
{
    // A large import changes the table's statistics at once; until autovacuum's next
    // round (up to a minute) the planner would scan a million jobs for queries the
    // partial plan index answers in microseconds. A non-owner's ANALYZE is skipped
    // by the server with a warning, which the connection does not print. The planner needs
    // the row counts and rough distributions, not fine histograms: a statistics target of 10
    // samples 3,000 rows (300 × target, postgresql.org/docs/15/runtime-config-query.html)
    // instead of 30,000, which on a million jobs read every page of the table (0.6 s).
    constexpr qint64 kAnalyzeRows = 10000;
    if (rows < kAnalyzeRows)
        return;
    db.exec(QStringLiteral("SET default_statistics_target = 10"));
    db.exec(QStringLiteral("ANALYZE jobs, job_totals"));
    db.exec(QStringLiteral("RESET default_statistics_target"));
}

QString PostgresBackend::identity(const LedgerDb& db) const
{
    // The server and database a connection reached, whatever host name, address or socket it
    // went through: the postmaster's start time, its port and the database's oid.
    QSqlQuery query = db.prepare(QStringLiteral("SELECT pg_postmaster_start_time()::text, current_setting('port'), "
                                                "d.oid::text FROM pg_database d WHERE d.datname = current_database()"));
    db.exec(query);
    if (!query.next())
        return {};
    return QStringLiteral("server ") + query.value(0).toString() + u'|' + query.value(1).toString() + u'|'
        + query.value(2).toString();
}

} // namespace rp
