#include "models/ledger/JobStore.h"

#include "models/common/InputError.h"
#include "models/ledger/JobFields.h"
#include "models/ledger/LedgerBackend.h"
#include "models/ledger/LedgerDb.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QVariant>

namespace rp {

using job_fields::Field;

namespace {

QVariant optionalNumber(const std::optional<double>& v)
{
    return v ? QVariant(*v) : QVariant(QMetaType::fromType<double>());
}

QVariant optionalText(const QString& text)
{
    return text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

// Qt binds a null QString as SQL NULL; the text columns hold '' instead.
QString notNull(const QString& text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

QString columnList()
{
    return job_fields::header(true).join(QStringLiteral(", "));
}

} // namespace

JobStore::JobStore(LedgerDb& db)
    : m_db(db)
{
}

static QDateTime fromEpochMs(const QVariant& v)
{
    return v.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(v.toLongLong(), Qt::UTC);
}

QString JobStore::selectColumns(const LedgerBackend& backend)
{
    return QStringLiteral("id, ") + columnList() + backend.stampColumns();
}

int JobStore::columnCount(const LedgerBackend& backend)
{
    return 1 + job_fields::kFieldCount + backend.stampCount();
}

JobRecord JobStore::fromRow(const QSqlQuery& q, const LedgerBackend& backend)
{
    JobRecord job;
    job.id = q.value(0).toLongLong();
    job.date = q.value(1).typeId() == QMetaType::QDate ? q.value(1).toDate()
                                                       : QDate::fromString(q.value(1).toString(), Qt::ISODate);
    job.provider = q.value(2).toString();
    job.card = q.value(3).toString();
    job.cards = q.value(4).toLongLong();
    job.billingMode = q.value(5).toString();
    job.billedHours = q.value(6).toDouble();
    if (!q.isNull(7))
        job.busyHours = q.value(7).toDouble();
    job.cost = q.value(8).toDouble();
    job.currency = q.value(9).toString();
    job.task = q.value(10).toString();
    job.model = q.value(11).toString();
    job.result = q.value(12).toString();
    job.tags = q.value(13).toString();
    job.notes = q.value(14).toString();
    job.plan = q.value(15).toString();
    job.phase = q.value(16).toString();
    if (!q.isNull(17))
        job.plannedCost = q.value(17).toDouble();
    if (!q.isNull(18))
        job.plannedHours = q.value(18).toDouble();
    if (backend.stampCount() > 0) {
        job.recordedBy = q.value(19).toString();
        job.recordedAt = fromEpochMs(q.value(20));
        job.updatedBy = q.value(21).toString();
        job.updatedAt = fromEpochMs(q.value(22));
    }
    return job;
}

void JobStore::write(const QString& sql, const JobRecord& job, bool withId, const QVariantList& extra)
{
    if (!job.date.isValid() || job.card.trimmed().isEmpty() || job.cards < 1 || !(job.billedHours > 0)
        || !(job.cost >= 0)) {
        throw InputException({ m_db.path(), {},
            QCoreApplication::translate(
                "Ledger", "a job needs a date, a card, at least one card, billed hours and a cost") });
    }
    if (const auto problem = job_fields::checkJob(job))
        throw InputException({ m_db.path(), QLatin1String(job_fields::name(problem->first)), problem->second });
    QSqlQuery query = m_db.prepare(sql);
    query.addBindValue(job.date.toString(Qt::ISODate));
    query.addBindValue(notNull(job.provider));
    query.addBindValue(notNull(job.card));
    query.addBindValue(job.cards);
    query.addBindValue(notNull(job.billingMode));
    query.addBindValue(job.billedHours);
    query.addBindValue(optionalNumber(job.busyHours));
    query.addBindValue(job.cost);
    query.addBindValue(notNull(job.currency));
    query.addBindValue(notNull(job.task));
    query.addBindValue(notNull(job.model));
    query.addBindValue(notNull(job.result));
    query.addBindValue(notNull(job.tags));
    query.addBindValue(notNull(job.notes));
    query.addBindValue(optionalText(job.plan));
    query.addBindValue(optionalText(job.phase));
    query.addBindValue(optionalNumber(job.plannedCost));
    query.addBindValue(optionalNumber(job.plannedHours));
    if (withId)
        query.addBindValue(job.id);
    for (const QVariant& v : extra)
        query.addBindValue(v);
    m_db.exec(query);
    m_lastQuery = std::move(query);
}

qint64 JobStore::add(const JobRecord& job)
{
    WriteTransaction transaction(m_db);
    const qint64 id = insertInTransaction(job);
    transaction.commit();
    return id;
}

qint64 JobStore::insertInTransaction(const JobRecord& job, const QString& fingerprint)
{
    const LedgerBackend& backend = m_db.backend();
    if (!fingerprint.isEmpty() && backend.isShared()) { // pushed into a team ledger (LedgerPush)
        write(QStringLiteral("INSERT INTO jobs (%1, fingerprint) VALUES (?%2)")
                    .arg(columnList(), QStringLiteral(", ?").repeated(job_fields::kFieldCount))
                + backend.returningId(),
            job, false, { fingerprint });
    } else {
        write(QStringLiteral("INSERT INTO jobs (%1) VALUES (?%2)")
                    .arg(columnList(), QStringLiteral(", ?").repeated(job_fields::kFieldCount - 1))
                + backend.returningId(),
            job, false);
    }
    return backend.insertedId(m_db, m_lastQuery);
}

void JobStore::restore(const QList<JobRecord>& jobs)
{
    WriteTransaction transaction(m_db);
    for (const JobRecord& job : jobs) {
        if (m_db.backend().isShared() && job.recordedAt.isValid()) {
            // The job comes back as it was, stamps included (undo of a delete).
            write(QStringLiteral(
                      "INSERT INTO jobs (%1, id, recorded_by, recorded_at, updated_by, updated_at) VALUES (?%2)")
                      .arg(columnList(), QStringLiteral(", ?").repeated(job_fields::kFieldCount + 4)),
                job, true,
                { job.recordedBy, job.recordedAt.toUTC().toString(Qt::ISODateWithMs), optionalText(job.updatedBy),
                    job.updatedAt.isValid() ? QVariant(job.updatedAt.toUTC().toString(Qt::ISODateWithMs))
                                            : QVariant(QMetaType::fromType<QString>()) });
        } else {
            write(QStringLiteral("INSERT INTO jobs (%1, id) VALUES (?%2)")
                      .arg(columnList(), QStringLiteral(", ?").repeated(job_fields::kFieldCount)),
                job, true);
        }
    }
    transaction.commit();
}

JobRecord JobStore::update(const JobRecord& job)
{
    QStringList sets = job_fields::header(true);
    for (QString& column : sets)
        column += QStringLiteral(" = ?");
    WriteTransaction transaction(m_db);
    const QString sql = QStringLiteral("UPDATE jobs SET %1 WHERE id = ?").arg(sets.join(QStringLiteral(", ")));
    // Optimistic check on a team ledger (docs/team-ledger.md, "Working together"): only the version this
    // job was loaded at is overwritten; a job loaded before the stamps existed (added just now) is
    // checked by content in the caller's undo step.
    const QString sameVersion = m_db.backend().sameVersionCondition();
    if (!sameVersion.isEmpty() && job.version().isValid())
        write(sql + sameVersion, job, true, { job.version().toMSecsSinceEpoch() });
    else
        write(sql, job, true);
    // Someone else changed or deleted the job meanwhile (another window or program on a file).
    if (m_lastQuery.numRowsAffected() != 1)
        refuseStaleEdit(job);
    transaction.commit();
    // A team ledger's server has stamped the job anew.
    return m_db.backend().isShared() ? find(job.id).value_or(job) : job;
}

void JobStore::refuseStaleEdit(const JobRecord& job) const
{
    const std::optional<JobRecord> now = find(job.id);
    QString message;
    if (!now) {
        message
            = QCoreApplication::translate("Ledger", "job %1 was deleted by someone else meanwhile; reload").arg(job.id);
    } else if (now->version() != job.version()) {
        const QString who = now->updatedAt.isValid() ? now->updatedBy : now->recordedBy;
        message = QCoreApplication::translate("Ledger", "job %1 was changed by %2 at %3; reload")
                      .arg(job.id)
                      .arg(who, now->version().toLocalTime().toString(Qt::ISODateWithMs));
    } else {
        // Same version, yet no row changed: row-level security hid it from this user.
        message = QCoreApplication::translate(
            "Ledger", "job %1 was recorded by %2; your role lets you change only your own jobs")
                      .arg(job.id)
                      .arg(now->recordedBy);
    }
    throw InputException({ m_db.path(), {}, message });
}

QList<JobRecord> JobStore::remove(const QList<qint64>& ids)
{
    WriteTransaction transaction(m_db);
    QList<JobRecord> removed;
    QSqlQuery query = m_db.prepare(QStringLiteral("DELETE FROM jobs WHERE id = ?"));
    for (qint64 id : ids) {
        const std::optional<JobRecord> job = find(id);
        if (!job)
            throw InputException(
                { m_db.path(), {}, QCoreApplication::translate("Ledger", "job %1 does not exist").arg(id) });
        query.addBindValue(id);
        m_db.exec(query);
        // Row-level security deletes nothing, silently, for a job of someone else's.
        if (query.numRowsAffected() != 1) {
            throw InputException({ m_db.path(), {},
                QCoreApplication::translate(
                    "Ledger", "job %1 was recorded by %2; your role lets you delete only your own jobs")
                    .arg(id)
                    .arg(job->recordedBy) });
        }
        removed.append(*job);
    }
    transaction.commit();
    return removed;
}

std::optional<JobRecord> JobStore::find(qint64 id) const
{
    QSqlQuery query
        = m_db.prepare(QStringLiteral("SELECT %1 FROM jobs WHERE id = ?").arg(selectColumns(m_db.backend())));
    query.addBindValue(id);
    m_db.exec(query);
    if (!query.next())
        return std::nullopt;
    return fromRow(query, m_db.backend());
}

QList<JobRecord> JobStore::list(qsizetype limit) const
{
    QSqlQuery query = m_db.prepare(
        QStringLiteral("SELECT %1 FROM jobs ORDER BY date DESC, id DESC LIMIT ?").arg(selectColumns(m_db.backend())));
    query.setForwardOnly(true);
    query.addBindValue(limit);
    m_db.exec(query);
    QList<JobRecord> jobs;
    while (m_db.next(query))
        jobs.append(fromRow(query, m_db.backend()));
    return jobs;
}

void JobStore::forEach(const std::function<void(const JobRecord&)>& visit) const
{
    QSqlQuery query
        = m_db.prepare(QStringLiteral("SELECT %1 FROM jobs ORDER BY id").arg(selectColumns(m_db.backend())));
    query.setForwardOnly(true);
    m_db.exec(query);
    while (m_db.next(query))
        visit(fromRow(query, m_db.backend()));
}

qint64 JobStore::count(const JobFilter& filter) const
{
    QVariantList binds;
    QSqlQuery query = m_db.prepare(filter.isEmpty()
            ? m_db.backend().countAllJobsSql()
            : QStringLiteral("SELECT count(*) FROM jobs WHERE ") + filter.sql(&binds, m_db.backend()));
    for (const QVariant& v : binds)
        query.addBindValue(v);
    m_db.exec(query);
    return query.next() ? query.value(0).toLongLong() : 0;
}

QStringList JobStore::distinct(const QString& column) const
{
    Q_ASSERT(column == u"card" || column == u"provider");
    QSqlQuery query = m_db.prepare(QStringLiteral("SELECT DISTINCT %1 FROM job_totals ORDER BY 1").arg(column));
    query.setForwardOnly(true);
    m_db.exec(query);
    QStringList values;
    while (m_db.next(query))
        values.append(query.value(0).toString());
    return values;
}

} // namespace rp
