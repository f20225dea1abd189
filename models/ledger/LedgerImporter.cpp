#include "ledger/LedgerImporter.h"

#include "common/JsonInput.h"
#include "ledger/CsvReader.h"
#include "ledger/JobJson.h"
#include "ledger/JobStore.h"
#include "ledger/JobFields.h"
#include "ledger/LedgerDb.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <sqlite3.h>

#include <cstdio>

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

// Test hook for the kill -9 test: stop inside the open transaction after N rows.
void pauseForTestIfAsked(qint64 rows)
{
    static const qint64 pauseAfter = qEnvironmentVariableIntValue("RENTPLAN_TEST_IMPORT_PAUSE_AFTER");
    if (pauseAfter > 0 && rows == pauseAfter) {
        std::fprintf(stderr, "RENTPLAN_IMPORT_PAUSED\n");
        std::fflush(stderr);
        QThread::sleep(120);
    }
}

} // namespace

LedgerImporter::LedgerImporter(LedgerDb& db)
    : m_db(db)
{
}

ImportResult LedgerImporter::importCsv(const QString& path, bool force)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputException({ path, {}, Text::tr("cannot read the file: %1").arg(file.errorString()) });
    return importCsv(&file, path, force);
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
    reader.setChunkObserver([](void* h, QByteArrayView chunk) { static_cast<QCryptographicHash*>(h)->addData(chunk); },
        &hash);

    // The header names the columns; the three plan columns are optional.
    const CsvReader::Status first = reader.next();
    QStringList header;
    if (first == CsvReader::Status::Record) {
        for (qsizetype i = 0; i < reader.size(); ++i)
            header.append(QString::fromUtf8(reader.field(i)));
    }
    const QStringList expected = job_fields::header(header.size() > job_fields::kCsvFieldCount);
    if (header != expected) {
        result.errors.append({ fileName, place(first == CsvReader::Status::End ? 1 : reader.line()),
            Text::tr("the first line must be the header \"%1\"").arg(job_fields::header(false).join(u',')) });
        return result;
    }
    const qsizetype columns = expected.size();

    // A 32 MiB page cache (default 2 MiB) keeps the date index and the monthly totals
    // in memory during a large import instead of spilling pages to the WAL again and
    // again; it halves the time of a million-row import and memory stays bounded.
    m_db.exec(QStringLiteral("PRAGMA cache_size = -32768"));
    WriteTransaction transaction(m_db);
    Statement insert(m_db,
        "INSERT INTO jobs (date, provider, card, cards, billing_mode, billed_hours, busy_hours, cost, currency, task, "
        "model, result, tags, notes, plan, phase, planned_cost) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
    sqlite3_stmt* stmt = insert.get();
    job_fields::RawValue values[job_fields::kFieldCount];

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
        bool rowOk = true;
        for (int i = 0; i < columns; ++i) {
            const Field field = job_fields::fieldAt(i);
            const QString problem = job_fields::parseRaw(field, reader.field(i), &values[i]);
            if (!problem.isEmpty()) {
                addError(reader.fieldLine(i), expected.at(i), problem);
                rowOk = false;
            }
        }
        const auto& billed = values[int(Field::BilledHours)];
        const auto& busy = values[int(Field::BusyHours)];
        if (rowOk && !busy.isNull && busy.number > billed.number) {
            addError(reader.fieldLine(int(Field::BusyHours)), expected.at(int(Field::BusyHours)),
                Text::tr("busy hours exceed billed hours"));
            rowOk = false;
        }
        if (!rowOk || !result.errors.isEmpty())
            continue; // keep validating for the report, but write nothing more
        for (int i = 0; i < job_fields::kFieldCount; ++i) {
            const int slot = i + 1;
            const Field field = job_fields::fieldAt(i);
            const auto kind = job_fields::kind(field);
            // Empty optional numbers and plan names are NULL; other empty texts are ''.
            if (i >= columns
                || (values[i].isNull && (kind == job_fields::Kind::Number || field == Field::Plan || field == Field::Phase))) {
                sqlite3_bind_null(stmt, slot);
                continue;
            }
            const QByteArrayView text = reader.field(i);
            switch (kind) {
            case job_fields::Kind::Count: sqlite3_bind_int64(stmt, slot, values[i].count); break;
            case job_fields::Kind::Number: sqlite3_bind_double(stmt, slot, values[i].number); break;
            default: sqlite3_bind_text(stmt, slot, text.isEmpty() ? "" : text.data(), int(text.size()), SQLITE_STATIC); break;
            }
        }
        insert.step();
        ++result.rows;
        pauseForTestIfAsked(result.rows);
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

    finish(result, hash.result(), fileName, force, transaction);
    return result;
}

ImportResult LedgerImporter::importJson(const QString& path, bool force)
{
    ImportResult result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputException({ path, {}, Text::tr("cannot read the file: %1").arg(file.errorString()) });
    const QByteArray bytes = file.readAll();
    InputError error;
    const auto document = json_input::parse(bytes, path, &error, { 512 * 1024 * 1024, 16 });
    if (!document) {
        result.errors.append(error);
        return result;
    }
    WriteTransaction transaction(m_db);
    JobStore store(m_db);
    try {
        json_input::requireObject(*document, {});
        const auto& jobs = json_input::require(*document, {}, "jobs");
        json_input::requireArray(jobs, QStringLiteral("jobs"));
        for (std::size_t i = 0; i < jobs.size(); ++i) {
            store.insertInTransaction(job_json::fromJson(jobs.at(i), json_input::indexPath(QStringLiteral("jobs"), qsizetype(i))));
            ++result.rows;
        }
    } catch (const InputException& e) {
        InputError located = e.error();
        if (located.file.isEmpty())
            located.file = path;
        result.errors.append(located);
        result.rows = 0;
        return result;
    }
    finish(result, QCryptographicHash::hash(bytes, QCryptographicHash::Sha256), path, force, transaction);
    return result;
}

void LedgerImporter::finish(ImportResult& result, const QByteArray& sha256, const QString& fileName, bool force,
    WriteTransaction& transaction)
{
    result.sha256 = QString::fromLatin1(sha256.toHex());
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
}

} // namespace rp
