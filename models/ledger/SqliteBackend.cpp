#include "models/ledger/SqliteBackend.h"

#include "models/ledger/LedgerDb.h"
#include "models/ledger/SqliteRowSink.h"

#include <QFile>
#include <QSqlQuery>
#include <QVariant>

#include <sys/stat.h>

namespace rp {

QString SqliteBackend::beginWriteSql() const
{
    // Qt's transaction() sends a deferred BEGIN, which can deadlock two writers instead of
    // failing fast; IMMEDIATE takes the write lock at once (sqlite.org/lang_transaction.html).
    return QStringLiteral("BEGIN IMMEDIATE");
}

void SqliteBackend::lockUntilCommit(const LedgerDb&, const QString&) const
{
    // Nothing to do: BEGIN IMMEDIATE already lets one writer in at a time.
}

QString SqliteBackend::likeIgnoringCase() const
{
    return QStringLiteral("LIKE"); // SQLite's LIKE ignores ASCII case (sqlite.org/lang_expr.html#like)
}

QString SqliteBackend::monthOf(const QString& dateColumn) const
{
    return QStringLiteral("substr(%1, 1, 7)").arg(dateColumn); // dates are ISO text
}

QString SqliteBackend::planIndexHint() const
{
    // SQLite would rather walk the date index over every job of the period
    // (sqlite.org/lang_indexedby.html); the partial index holds only jobs with a plan.
    return QStringLiteral("INDEXED BY jobs_plan");
}

QString SqliteBackend::countAllJobsSql() const
{
    return QStringLiteral("SELECT count(*) FROM jobs WHERE true");
}

qint64 SqliteBackend::insertedId(const LedgerDb& db, QSqlQuery&) const
{
    QSqlQuery last = db.prepare(QStringLiteral("SELECT last_insert_rowid()"));
    db.exec(last);
    last.next();
    return last.value(0).toLongLong();
}

void SqliteBackend::prepareForImport(const LedgerDb& db) const
{
    // A 32 MiB page cache (default 2 MiB) keeps the date index and the monthly totals
    // in memory during a large import instead of spilling pages to the WAL again and
    // again; it halves the time of a million-row import and memory stays bounded.
    db.exec(QStringLiteral("PRAGMA cache_size = -32768"));
}

std::unique_ptr<JobRowSink> SqliteBackend::openRowSink(const LedgerDb& db) const
{
    return std::make_unique<SqliteRowSink>(db);
}

void SqliteBackend::afterImport(const LedgerDb&, qint64) const
{
    // Nothing to do: SQLite's planner needs no fresh statistics for the ledger's queries.
}

QString SqliteBackend::identity(const LedgerDb& db) const
{
    // stat() follows links and ignores how the path is written; a hard link has the same inode too.
    struct stat info { };
    if (::stat(QFile::encodeName(db.path()).constData(), &info) != 0)
        return {};
    return QStringLiteral("file %1:%2").arg(info.st_dev).arg(info.st_ino);
}

} // namespace rp
