#include "ledger/LedgerImporter.h"

#include "common/InputFile.h"
#include "common/JsonInput.h"
#include "ledger/CsvFormulaGuard.h"
#include "ledger/CsvReader.h"
#include "ledger/JobFields.h"
#include "ledger/JobJson.h"
#include "ledger/JobStore.h"
#include "ledger/LedgerDb.h"
#include "ledger/PgCopy.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include <sqlite3.h>

#include <limits>
#include <optional>

namespace rp {

using job_fields::Field;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Ledger)
};

QString place(qint64 line, const QString& column = {})
{
    return column.isEmpty() ? Text::tr("line %1").arg(line) : Text::tr("line %1, column %2").arg(line).arg(column);
}

// Owns a statement prepared on the driver's connection.
class Statement {
public:
    Statement(const LedgerDb& db, const char* sql)
        : m_db(db)
    {
        sqlite3* handle = db.handle();
        if (!handle || sqlite3_prepare_v2(handle, sql, -1, &m_stmt, nullptr) != SQLITE_OK)
            m_db.fail(QString::number(handle ? sqlite3_errcode(handle) : SQLITE_ERROR), errorText());
    }
    ~Statement() { sqlite3_finalize(m_stmt); }
    sqlite3_stmt* get() const { return m_stmt; }
    void step()
    {
        const int rc = sqlite3_step(m_stmt);
        sqlite3_reset(m_stmt);
        if (rc != SQLITE_DONE && rc != SQLITE_ROW)
            m_db.fail(QString::number(rc), errorText());
    }

private:
    QString errorText() const { return QString::fromUtf8(sqlite3_errmsg(m_db.handle())); }
    const LedgerDb& m_db;
    sqlite3_stmt* m_stmt = nullptr;
};

#define RENTPLAN_JOB_COLUMNS                                                                                           \
    "date, provider, card, cards, billing_mode, billed_hours, busy_hours, cost, currency, task, model, result, tags, " \
    "notes, plan, phase, planned_cost, planned_hours"

// Validates one row's field texts (the CSV's cells, or a JSON job's values as
// text) with the one shared parser and binds them into the insert statement
// (SQLite) or streams them into COPY (a PostgreSQL team ledger).
class RowInserter {
public:
    explicit RowInserter(const LedgerDb& db)
        : m_db(db)
    {
        if (db.isPostgres()) {
            // PostgreSQL refuses COPY into a table with row-level security for everyone
            // but its owner (sql-copy.html, Notes), so the rows go to a temporary table
            // first and into jobs with one INSERT … SELECT, which the policies check and
            // which fires the totals trigger once.
            db.exec(QStringLiteral("CREATE TEMP TABLE rentplan_import ON COMMIT DROP AS SELECT " RENTPLAN_JOB_COLUMNS
                                   " FROM jobs WITH NO DATA"));
            m_copy.emplace(db, "COPY rentplan_import (" RENTPLAN_JOB_COLUMNS ") FROM STDIN");
        } else {
            m_insert.emplace(
                db, "INSERT INTO jobs (" RENTPLAN_JOB_COLUMNS ") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
        }
    }
    // Ends the COPY and moves the rows into jobs (PostgreSQL); a refused row throws here.
    // Nothing to do on SQLite.
    void finish()
    {
        if (!m_copy)
            return;
        m_copy->finish();
        m_copy.reset();
        m_db.exec(QStringLiteral(
            "INSERT INTO jobs (" RENTPLAN_JOB_COLUMNS ") SELECT " RENTPLAN_JOB_COLUMNS " FROM rentplan_import"));
    }
    // Checks `columns` fields; reports each problem (field index, message) and returns false if any.
    template <typename Report> bool check(const QByteArrayView* texts, qsizetype columns, Report report)
    {
        bool ok = true;
        for (int i = 0; i < columns; ++i) {
            const QString problem = job_fields::parseRaw(job_fields::fieldAt(i), texts[i], &m_values[i]);
            if (!problem.isEmpty()) {
                report(i, problem);
                ok = false;
            }
        }
        const auto& billed = m_values[int(Field::BilledHours)];
        const auto& busy = m_values[int(Field::BusyHours)];
        if (ok && !busy.isNull && busy.number > billed.number) {
            report(int(Field::BusyHours), Text::tr("busy hours exceed billed hours"));
            ok = false;
        }
        return ok;
    }
    // Inserts the row last check()ed; `texts` must still be alive.
    void insert(const QByteArrayView* texts, qsizetype columns)
    {
        if (m_copy) {
            copy(texts, columns);
            return;
        }
        sqlite3_stmt* stmt = m_insert->get();
        for (int i = 0; i < job_fields::kFieldCount; ++i) {
            const int slot = i + 1;
            const Field field = job_fields::fieldAt(i);
            const auto kind = job_fields::kind(field);
            // Empty optional numbers and plan names are NULL; other empty texts are ''.
            if (i >= columns
                || (m_values[i].isNull
                    && (kind == job_fields::Kind::Number || field == Field::Plan || field == Field::Phase))) {
                sqlite3_bind_null(stmt, slot);
                continue;
            }
            const QByteArrayView text = texts[i];
            switch (kind) {
            case job_fields::Kind::Count:
                sqlite3_bind_int64(stmt, slot, m_values[i].count);
                break;
            case job_fields::Kind::Number:
                sqlite3_bind_double(stmt, slot, m_values[i].number);
                break;
            default:
                sqlite3_bind_text(stmt, slot, text.isEmpty() ? "" : text.data(), int(text.size()), SQLITE_STATIC);
                break;
            }
        }
        m_insert->step();
    }

private:
    // Numbers and dates go as validated text: the cost "12.30" reaches the numeric column exactly.
    void copy(const QByteArrayView* texts, qsizetype columns)
    {
        for (int i = 0; i < job_fields::kFieldCount; ++i) {
            const Field field = job_fields::fieldAt(i);
            const auto kind = job_fields::kind(field);
            if (i >= columns
                || (m_values[i].isNull
                    && (kind == job_fields::Kind::Number || field == Field::Plan || field == Field::Phase))) {
                m_copy->addNull();
            } else if (kind == job_fields::Kind::Text) {
                m_copy->addText(texts[i]);
            } else {
                m_copy->addRaw(texts[i]);
            }
        }
        m_copy->endRow();
    }

    const LedgerDb& m_db;
    std::optional<Statement> m_insert;
    std::optional<PgCopy> m_copy;
    job_fields::RawValue m_values[job_fields::kFieldCount];
};

} // namespace

LedgerImporter::LedgerImporter(LedgerDb& db)
    : m_db(db)
{
}

ImportResult LedgerImporter::importCsv(const QString& path, bool force)
{
    // A regular file only: a FIFO would block, /dev/zero would never end.
    const std::unique_ptr<QFile> file = input_file::open(path);
    return importCsv(file.get(), path, force);
}

ImportResult LedgerImporter::importCsv(QIODevice* device, const QString& fileName, bool force)
{
    ImportResult result;
    auto addError = [&](qint64 line, const QString& column, const QString& message) {
        if (result.errors.size() < kMaxErrors)
            result.errors.append({ fileName, place(line, column), message });
        else
            result.truncated = true;
    };

    QCryptographicHash hash(QCryptographicHash::Sha256);
    CsvReader reader(device);
    reader.setChunkObserver(
        [](void* h, QByteArrayView chunk) { static_cast<QCryptographicHash*>(h)->addData(chunk); }, &hash);

    // The header names the columns; the plan columns are optional: none, plan to
    // planned_cost (files written before planned_hours), or all of them.
    const CsvReader::Status first = reader.next();
    QStringList header;
    if (first == CsvReader::Status::Record) {
        for (qsizetype i = 0; i < reader.size(); ++i)
            header.append(QString::fromUtf8(reader.field(i)));
    }
    const int width = header.size() > job_fields::kPlanFieldCount ? job_fields::kFieldCount
        : header.size() > job_fields::kCsvFieldCount              ? job_fields::kPlanFieldCount
                                                                  : job_fields::kCsvFieldCount;
    const QStringList expected = job_fields::headerOf(width);
    if (header != expected) {
        result.errors.append({ fileName, place(first == CsvReader::Status::End ? 1 : reader.line()),
            Text::tr("the first line must be the header \"%1\"").arg(job_fields::header(false).join(u',')) });
        return result;
    }
    const qsizetype columns = expected.size();

    // A 32 MiB page cache (default 2 MiB) keeps the date index and the monthly totals
    // in memory during a large import instead of spilling pages to the WAL again and
    // again; it halves the time of a million-row import and memory stays bounded.
    if (!m_db.isPostgres())
        m_db.exec(QStringLiteral("PRAGMA cache_size = -32768"));
    WriteTransaction transaction(m_db);
    m_db.allowImportDuration(); // a team ledger's statement limit for an import (PgTimeouts)
    RowInserter inserter(m_db);
    QByteArrayView texts[job_fields::kFieldCount];

    for (;;) {
        const CsvReader::Status status = reader.next();
        if (status == CsvReader::Status::End)
            break;
        if (status == CsvReader::Status::Error) {
            const qsizetype at = reader.errorField();
            addError(reader.line(), at >= 0 && at < columns ? expected.at(at) : QString(), reader.message());
            continue;
        }
        if (reader.size() != columns) {
            addError(reader.line(), {}, Text::tr("expected %1 fields, found %2").arg(columns).arg(reader.size()));
            continue;
        }
        for (int i = 0; i < columns; ++i) {
            texts[i] = reader.field(i);
            // The export guards formula cells with a quote (CSV injection); take it off.
            if (job_fields::kind(job_fields::fieldAt(i)) == job_fields::Kind::Text)
                texts[i] = csv_formula_guard::unprotect(texts[i]);
        }
        const bool rowOk = inserter.check(texts, columns,
            [&](int i, const QString& problem) { addError(reader.fieldLine(i), expected.at(i), problem); });
        if (!rowOk || !result.errors.isEmpty())
            continue; // keep validating for the report, but write nothing more
        inserter.insert(texts, columns);
        ++result.rows;
        if (m_progress && result.rows % kProgressRows == 0 && !m_progress(device->pos(), device->size())) {
            result.cancelled = true;
            result.rows = 0;
            return result; // the transaction rolls back
        }
    }
    if (!result.errors.isEmpty() || result.truncated) {
        result.rows = 0;
        return result; // the transaction rolls back
    }
    inserter.finish();
    finish(result, hash.result(), fileName, force, transaction);
    return result;
}

ImportResult LedgerImporter::importJson(const QString& path, bool force)
{
    ImportResult result;
    const std::unique_ptr<QFile> file = input_file::open(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    WriteTransaction transaction(m_db);
    m_db.allowImportDuration();
    RowInserter inserter(m_db);
    // Streamed (docs/reliability.md): each element of "jobs" is checked and inserted
    // as soon as it is read and then dropped, so memory does not grow with the file.
    json_input::Stream stream;
    stream.arrayKey = "jobs";
    stream.observer = [&](QByteArrayView chunk) { hash.addData(chunk); };
    stream.sink = [&](json_input::Json&& element, const QString& elementPath) {
        const job_json::FieldTexts fields = job_json::fieldTexts(element, elementPath);
        QByteArrayView texts[job_fields::kFieldCount];
        for (int i = 0; i < job_fields::kFieldCount; ++i)
            texts[i] = fields[i];
        inserter.check(texts, job_fields::kFieldCount, [&](int i, const QString& problem) {
            json_input::fail(json_input::childPath(elementPath, job_fields::name(job_fields::fieldAt(i))), problem);
        });
        inserter.insert(texts, job_fields::kFieldCount);
        ++result.rows;
    };
    // No size limit: the file is never held whole. Jobs are flat objects.
    InputError error;
    const auto document
        = json_input::parse(file.get(), path, &error, { std::numeric_limits<qint64>::max(), 16 }, &stream);
    try {
        if (!document)
            throw InputException(error);
        json_input::requireObject(*document, {});
        json_input::requireArray(json_input::require(*document, {}, "jobs"), QStringLiteral("jobs"));
    } catch (const InputException& e) {
        InputError located = e.error();
        if (located.file.isEmpty())
            located.file = path;
        result.errors.append(located);
        result.rows = 0;
        return result; // the transaction rolls back
    }
    inserter.finish();
    finish(result, hash.result(), path, force, transaction);
    return result;
}

void LedgerImporter::finish(
    ImportResult& result, const QByteArray& sha256, const QString& fileName, bool force, WriteTransaction& transaction)
{
    result.sha256 = QString::fromLatin1(sha256.toHex());
    if (m_db.isPostgres()) {
        // Two clients importing the same file at once: the second waits here until the
        // first commits, then finds it recorded (hashtext: PostgreSQL's 32-bit text hash).
        QSqlQuery lock = m_db.prepare(QStringLiteral("SELECT pg_advisory_xact_lock(hashtext(?))"));
        lock.addBindValue(result.sha256);
        m_db.exec(lock);
    }
    QSqlQuery seen = m_db.prepare(QStringLiteral("SELECT count(*) FROM imports WHERE sha256 = ?"));
    seen.addBindValue(result.sha256);
    m_db.exec(seen);
    if (seen.next() && seen.value(0).toLongLong() > 0 && !force) {
        result.duplicate = true;
        result.rows = 0;
        return; // the caller's transaction rolls back
    }
    QSqlQuery record = m_db.prepare(
        QStringLiteral("INSERT INTO imports (sha256, file_name, imported_at, rows) VALUES (?, ?, ?, ?)"));
    record.addBindValue(result.sha256);
    record.addBindValue(QFileInfo(fileName).fileName());
    record.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    record.addBindValue(result.rows);
    m_db.exec(record);
    transaction.commit();
    // A large import changes the table's statistics at once; until autovacuum's next
    // round (up to a minute) the planner would scan a million jobs for queries the
    // partial plan index answers in microseconds. A non-owner's ANALYZE is skipped
    // by the server with a warning, which the connection does not print.
    constexpr qint64 kAnalyzeRows = 10000;
    if (m_db.isPostgres() && result.rows >= kAnalyzeRows)
        m_db.exec(QStringLiteral("ANALYZE jobs, job_totals"));
}

} // namespace rp
