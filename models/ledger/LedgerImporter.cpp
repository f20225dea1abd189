#include "models/ledger/LedgerImporter.h"

#include "models/common/InputFile.h"
#include "models/common/JsonInput.h"
#include "models/ledger/CsvFormulaGuard.h"
#include "models/ledger/CsvReader.h"
#include "models/ledger/JobFields.h"
#include "models/ledger/JobJson.h"
#include "models/ledger/JobRowSink.h"
#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerBackend.h"
#include "models/ledger/LedgerDb.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include <limits>
#include <memory>

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

// Validates one row's field texts (the CSV's cells, or a JSON job's values as
// text) with the one shared parser and hands them to the ledger's JobRowSink.
class RowInserter {
public:
    explicit RowInserter(const LedgerDb& db)
        : m_sink(db.backend().openRowSink(db))
    {
    }
    // After the last row; a refused row throws here.
    void finish() { m_sink->finish(); }
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
    void insert(const QByteArrayView* texts, qsizetype columns) { m_sink->add(texts, columns, m_values); }

private:
    std::unique_ptr<JobRowSink> m_sink;
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

    m_db.backend().prepareForImport(m_db);
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
    // Two clients importing the same file at once: the second waits here until the
    // first commits, then finds it recorded.
    m_db.backend().lockUntilCommit(m_db, result.sha256);
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
    m_db.backend().afterImport(m_db, result.rows);
}

} // namespace rp
