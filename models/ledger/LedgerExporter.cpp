#include "models/ledger/LedgerExporter.h"

#include "models/common/InputError.h"
#include "models/common/OutputFile.h"
#include "models/ledger/CsvFormulaGuard.h"
#include "models/ledger/JobFields.h"
#include "models/ledger/JobJson.h"
#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerDb.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace rp {

LedgerExporter::LedgerExporter(LedgerDb& db)
    : m_db(db)
{
}

LedgerExporter::Format LedgerExporter::formatFor(const QString& path)
{
    if (path.endsWith(u".csv", Qt::CaseInsensitive))
        return Format::Csv;
    if (path.endsWith(u".json", Qt::CaseInsensitive))
        return Format::Json;
    throw InputException(
        { path, {}, QCoreApplication::translate("Ledger", "the file name must end in .csv or .json") });
}

QByteArray LedgerExporter::csvField(const QString& text)
{
    // OWASP CSV injection: a cell a spreadsheet would run as a formula gets a leading quote.
    QByteArray bytes = csv_formula_guard::protect(text.toUtf8());
    const bool quote = bytes.contains(',') || bytes.contains('"') || bytes.contains('\n') || bytes.contains('\r')
        || (!bytes.isEmpty() && (bytes.front() == ' ' || bytes.back() == ' '));
    if (!quote)
        return bytes;
    bytes.replace("\"", "\"\"");
    return '"' + bytes + '"';
}

qint64 LedgerExporter::exportTo(const QString& path, Format format)
{
    // Never replaces a device or a symlink's target that is not a regular file (OutputFile).
    OutputFile file(path);

    QSqlQuery anyPlan = m_db.prepare(
        QStringLiteral("SELECT EXISTS (SELECT 1 FROM jobs WHERE plan IS NOT NULL "
                       "OR phase IS NOT NULL OR planned_cost IS NOT NULL OR planned_hours IS NOT NULL)"));
    m_db.exec(anyPlan);
    const bool withPlan = anyPlan.next() && anyPlan.value(0).toBool();
    const int columns = withPlan ? job_fields::kFieldCount : job_fields::kCsvFieldCount;

    qint64 count = 0;
    QByteArray buffer;
    auto flush = [&](bool force) {
        if (force || buffer.size() > (1 << 20)) {
            file.write(buffer);
            buffer.clear();
        }
    };
    if (format == Format::Csv) {
        buffer = job_fields::header(withPlan).join(u',').toUtf8() + '\n';
    } else {
        buffer = "{\n  \"format\": \"rentplan-ledger\",\n  \"version\": 1,\n  \"jobs\": [";
    }
    JobStore(m_db).forEach([&](const JobRecord& job) {
        if (format == Format::Csv) {
            for (int i = 0; i < columns; ++i) {
                if (i)
                    buffer += ',';
                buffer += csvField(job_fields::text(job, job_fields::fieldAt(i)));
            }
            buffer += '\n';
        } else {
            buffer += count ? ",\n    " : "\n    ";
            buffer += QByteArray::fromStdString(job_json::toJson(job).dump());
        }
        ++count;
        flush(false);
    });
    if (format == Format::Json)
        buffer += count ? "\n  ]\n}\n" : "]\n}\n";
    flush(true);
    file.commit();
    return count;
}

} // namespace rp
