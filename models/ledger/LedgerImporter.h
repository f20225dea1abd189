#pragma once

#include "models/common/InputError.h"

#include <QList>
#include <QString>

#include <functional>

class QIODevice;

namespace rp {

class LedgerDb;
class WriteTransaction;

struct ImportResult {
    qint64 rows = 0; // rows written (0 unless the whole file was valid and new)
    QList<InputError> errors; // "line 7, column cost: ..." — at most LedgerImporter::kMaxErrors
    bool truncated = false; // more errors than were kept
    bool duplicate = false; // the same file was imported before and force was not given
    bool cancelled = false; // the progress callback asked to stop; nothing was written
    QString sha256;

    bool ok() const { return errors.isEmpty() && !duplicate && !cancelled; }
};

// Imports a ledger CSV all-or-nothing in one pass: every row is validated and
// inserted inside one BEGIN IMMEDIATE transaction that is committed only when
// every row is valid and the file (by SHA-256) was not imported before. A kill
// at any point leaves the ledger as it was: SQLite discards the open
// transaction. Memory stays constant: the file is streamed, never loaded.
class LedgerImporter {
public:
    static constexpr int kMaxErrors = 20;

    explicit LedgerImporter(LedgerDb& db);

    // Called every kProgressRows rows of a CSV with bytes read and file size; returning
    // false cancels the import (it rolls back). For a progress dialog.
    using Progress = std::function<bool(qint64 bytesRead, qint64 totalBytes)>;
    static constexpr qint64 kProgressRows = 4096;
    void setProgress(Progress progress) { m_progress = std::move(progress); }

    // Throws InputException for problems with the ledger itself (locked, read-only).
    ImportResult importCsv(const QString& path, bool force);
    ImportResult importCsv(QIODevice* device, const QString& fileName, bool force);

    // The JSON export read back (the whole document is parsed, so it is meant for
    // round trips and moderate sizes); errors name the JSON path ("jobs[3].cost").
    ImportResult importJson(const QString& path, bool force);

private:
    // Refuses a file already imported (unless forced), records it and commits.
    void finish(ImportResult& result, const QByteArray& sha256, const QString& fileName, bool force,
        WriteTransaction& transaction);

    LedgerDb& m_db;
    Progress m_progress;
};

} // namespace rp
