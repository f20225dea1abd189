#pragma once

#include <QString>

namespace rp {

class LedgerDb;

// Writes the whole ledger as CSV (the import's format, plan columns added only
// when some job has them) or JSON, streaming job by job through OutputFile so a
// failed write leaves any existing file untouched and a device or a symlink's
// target is never replaced. Text cells a spreadsheet would run as formulas get
// a leading quote (csv_formula_guard), which the import removes again. Numbers are written in their
// shortest exact form, so importing the export reproduces the ledger.
class LedgerExporter {
public:
    enum class Format { Csv, Json };

    explicit LedgerExporter(LedgerDb& db);

    // Returns the number of jobs written; throws InputException on failure.
    qint64 exportTo(const QString& path, Format format);
    // Csv for *.csv, Json for *.json; throws InputException for anything else.
    static Format formatFor(const QString& path);
    // One CSV field, quoted when it holds a comma, quote, line break or edge space (RFC 4180).
    static QByteArray csvField(const QString& text);

private:
    LedgerDb& m_db;
};

} // namespace rp
