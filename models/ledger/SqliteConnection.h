#pragma once

#include "models/ledger/LedgerConnection.h"

#include <QStringList>

namespace rp {

// A personal ledger: a SQLite file behind a QSQLITE connection (LedgerDb describes what
// opening refuses and what is left as found). The file is identified from its header bytes
// before SQLite opens it, checked (PRAGMA quick_check) before anything is written, upgraded
// after a backup, and put back as found when closed: a file this connection created and
// never wrote is removed, and -wal/-shm a read-only open made are removed.
class SqliteConnection final : public LedgerConnection {
public:
    void open(LedgerDb& db, LedgerDb::Mode mode, LedgerDb::Check check) override;
    void close(const LedgerDb& db) noexcept override;

    void ensureChecked(const LedgerDb& db) override;
    bool isChecked() const override { return m_checked; }
    void markChecked() override { m_checked = true; }
    QString backupPath() const override { return m_backupPath; }
    sqlite3* sqliteHandle(const LedgerDb& db) const override;
    [[noreturn]] void fail(const LedgerDb& db, const QString& nativeCode, const QString& detail) const override;
    void committed() override;

    // Checks the file at `path` on a connection of its own ("ok" or SQLite's report).
    // Safe to call from a worker thread.
    static QString quickCheck(const QString& path);

private:
    void connect(LedgerDb& db, bool existed, LedgerDb::Check check);
    // No -wal beside the file, or an empty one: the file holds every committed change.
    bool walHoldsNothing(const QString& path) const;
    void checkAndPrepare(LedgerDb& db, bool created, LedgerDb::Check check);

    bool m_checked = false; // quick_check passed (or the file was created here)
    bool m_created = false; // this connection made the file
    bool m_prepared = false; // opened, checked and ready
    bool m_wrote = false; // a transaction was committed after opening
    bool m_immutable = false; // opened read-only in a folder that cannot be written, or on a full disk
    bool m_refusedForSpace = false; // the last open failed for want of disk space
    QStringList m_absentSidecars; // -wal/-shm that did not exist before opening
    QString m_backupPath;
};

} // namespace rp
