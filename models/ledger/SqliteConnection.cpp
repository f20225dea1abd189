#include "models/ledger/SqliteConnection.h"

#include "models/common/DiskSpace.h"
#include "models/common/InputError.h"
#include "models/common/InputFile.h"
#include "models/ledger/LedgerSchema.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QVariant>
#include <QtEndian>

#include <sqlite3.h>

namespace rp {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Ledger)
};

QString notSqliteMessage()
{
    return Text::tr("this file is not a SQLite database, so it is not a RentPlan ledger; it was left unchanged");
}

QString foreignMessage()
{
    return Text::tr("this SQLite file belongs to another program, not RentPlan; it was left unchanged");
}

void identify(const QString& path)
{
    // Only a regular file (a FIFO would block SQLite, a device would be written to).
    const std::unique_ptr<QFile> file = input_file::open(path);
    const QByteArray header = file->read(100);
    if (header.isEmpty())
        throw InputException(
            { path, {}, Text::tr("the file is empty, so it is not a RentPlan ledger; it was left unchanged") });
    // Anything without SQLite's magic header is refused before SQLite gets to see it.
    if (header.size() < 100 || !header.startsWith(QByteArrayView("SQLite format 3\0", 16)))
        throw InputException({ path, {}, notSqliteMessage() });
    // The application id sits at offset 68 of the header, big-endian (sqlite.org/fileformat.html).
    // Read from the bytes, not through SQLite: opening another program's WAL-mode
    // database read-write would checkpoint its -wal into it on close (docs/reliability.md).
    if (qFromBigEndian<qint32>(header.constData() + 68) != ledger_schema::kApplicationId)
        throw InputException({ path, {}, foreignMessage() });
}

// A read-only connection cannot remove the -wal and -shm that SQLite made for it: a brief
// read-write one does, as the last to close.
void removeSidecars(const QString& path) noexcept
{
    sqlite3* handle = nullptr;
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &handle, SQLITE_OPEN_READWRITE, nullptr) == SQLITE_OK) {
        sqlite3_busy_timeout(handle, LedgerDb::kBusyTimeoutMs);
        // Reading the schema opens the WAL; closing as the last connection removes both files.
        sqlite3_exec(handle, "SELECT count(*) FROM sqlite_master", nullptr, nullptr, nullptr);
    }
    sqlite3_close(handle);
}

} // namespace

void SqliteConnection::open(LedgerDb& db, LedgerDb::Mode, LedgerDb::Check check)
{
    const QString& path = db.path();
    const QFileInfo info(path);
    const bool existed = info.exists() || info.isSymLink();
    if (existed)
        identify(path); // before SQLite sees the file, so nothing of another program's is ever checkpointed
    if (!existed && db.isReadOnly())
        throw InputException({ path, {}, Text::tr("no such ledger file") });
    m_created = !existed;
    for (const char* suffix : { "-wal", "-shm" }) {
        if (!QFileInfo::exists(path + QLatin1String(suffix)))
            m_absentSidecars.append(path + QLatin1String(suffix));
    }

    // A ledger in a folder we cannot write is still readable:
    // WAL needs a -shm beside the file, so such a file is opened immutable.
    m_immutable = db.isReadOnly() && !QFileInfo(info.absolutePath()).isWritable();
    try {
        connect(db, existed, check);
    } catch (const InputException&) {
        // Reading needs no free space. On a full disk SQLite cannot make the 32 KiB -shm a
        // read-only connection maps beside a WAL ledger; when no -wal holds changes that
        // are not yet in the file, the file alone is the whole ledger and is read immutable.
        if (!db.isReadOnly() || m_immutable || !m_refusedForSpace || !walHoldsNothing(path))
            throw;
        for (const QString& sidecar : std::as_const(m_absentSidecars))
            QFile::remove(sidecar); // made just now by the failed open, empty
        m_immutable = true;
        connect(db, existed, check);
    }
}

bool SqliteConnection::walHoldsNothing(const QString& path) const
{
    const QFileInfo wal(path + QStringLiteral("-wal"));
    return !wal.exists() || wal.size() == 0;
}

void SqliteConnection::connect(LedgerDb& ledger, bool existed, LedgerDb::Check check)
{
    const QString& path = ledger.path();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), ledger.connectionName());
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(LedgerDb::kBusyTimeoutMs);
    if (m_immutable) {
        db.setDatabaseName(QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded)
            + QStringLiteral("?immutable=1"));
        options += QStringLiteral(";QSQLITE_OPEN_URI");
    } else {
        db.setDatabaseName(path);
    }
    if (ledger.isReadOnly())
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    db.setConnectOptions(options);
    if (!db.open()) {
        const QString detail = db.lastError().text();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(ledger.connectionName());
        throw InputException({ path, {}, Text::tr("cannot open the ledger: %1").arg(detail) });
    }
    try {
        checkAndPrepare(ledger, !existed, check);
    } catch (...) {
        sqlite3* handle = sqliteHandle(ledger);
        m_refusedForSpace = handle && disk_space::isFullError(sqlite3_system_errno(handle));
        db = QSqlDatabase(); // the last handle goes before the connection is removed
        close(ledger);
        throw;
    }
}

void SqliteConnection::close(const LedgerDb& ledger) noexcept
{
    const QString& path = ledger.path();
    bool discard = false;
    {
        QSqlDatabase db = ledger.database();
        // A ledger this connection created and never wrote to is not left behind: a failed
        // command creates no file (docs/reliability.md). Another program may have written
        // meanwhile, so the file must really be empty.
        if (m_created && !m_wrote && db.isOpen()) {
            QSqlQuery query(db);
            discard = query.exec(QStringLiteral("SELECT EXISTS (SELECT 1 FROM jobs) OR EXISTS (SELECT 1 FROM imports)"))
                && query.next() && !query.value(0).toBool();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(ledger.connectionName());
    if (m_created && (discard || !m_prepared)) {
        for (const char* suffix : { "", "-journal", "-wal", "-shm" })
            QFile::remove(path + QLatin1String(suffix));
        return;
    }
    // When the -wal and -shm were not there before, they are removed: the folder is left
    // as it was found (docs/reliability.md).
    if (ledger.isReadOnly() && !m_immutable && !m_absentSidecars.isEmpty()) {
        bool left = false;
        for (const QString& sidecar : m_absentSidecars)
            left = left || QFileInfo::exists(sidecar);
        if (left)
            removeSidecars(path);
    }
}

void SqliteConnection::checkAndPrepare(LedgerDb& db, bool created, LedgerDb::Check check)
{
    db.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
    db.exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(LedgerDb::kBusyTimeoutMs));
    auto pragma = [&db](const char* name) {
        QSqlQuery query = db.prepare(QStringLiteral("PRAGMA ") + QLatin1String(name));
        db.exec(query);
        return query.next() ? query.value(0) : QVariant();
    };
    if (created) {
        m_checked = true; // nothing to check in a file made just now
        ledger_schema::createDb(db);
    } else {
        // Reading the header is the first access: a foreign file fails here (SQLITE_NOTADB).
        if (pragma("application_id").toInt() != ledger_schema::kApplicationId)
            throw InputException({ db.path(), {}, foreignMessage() });
        // Before anything is written or read as true, the whole file is checked:
        // numbers from a damaged file are never presented (docs/reliability.md).
        // The command line checks on open (PRAGMA quick_check: 25 ms on 50 000 jobs,
        // 0.5 s on a million); the window checks in the background.
        if (check == LedgerDb::Check::OnOpen)
            ensureChecked(db);
        const int version = pragma("user_version").toInt();
        if (version > ledger_schema::kVersion) {
            throw InputException({ db.path(), {},
                Text::tr(
                    "this ledger was written by a newer RentPlan (schema version %1; this version reads up to %2). "
                    "It was left unchanged; please update RentPlan.")
                    .arg(version)
                    .arg(ledger_schema::kVersion) });
        }
        if (version < ledger_schema::kVersion) {
            if (db.isReadOnly())
                throw InputException(
                    { db.path(), {}, Text::tr("this ledger needs an upgrade, which a read-only ledger cannot get") });
            ensureChecked(db); // never migrate a damaged file
            m_backupPath = ledger_schema::updateDb(db, version);
        }
    }
    if (!db.isReadOnly()) {
        // WAL lets the window read while an import writes; NORMAL sync is safe from corruption in WAL mode.
        // Switching the journal mode rewrites the header, so a file not yet in WAL is checked first.
        if (pragma("journal_mode").toString() != u"wal")
            ensureChecked(db);
        db.exec(QStringLiteral("PRAGMA journal_mode = WAL"));
        db.exec(QStringLiteral("PRAGMA synchronous = NORMAL"));
    }
    m_prepared = true;
}

void SqliteConnection::ensureChecked(const LedgerDb& db)
{
    if (m_checked)
        return;
    QSqlQuery query = db.prepare(QStringLiteral("PRAGMA quick_check"));
    db.exec(query);
    const QString result = query.next() ? query.value(0).toString() : QString();
    if (result != u"ok")
        throw InputException(
            { db.path(), {}, Text::tr("the ledger is damaged (%1); it was left unchanged").arg(result) });
    m_checked = true;
}

QString SqliteConnection::quickCheck(const QString& path)
{
    static QAtomicInt counter;
    const QString name = QStringLiteral("rentplan-ledger-check-%1").arg(counter.fetchAndAddRelaxed(1));
    QString result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(
            QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=%1").arg(LedgerDb::kBusyTimeoutMs));
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("PRAGMA quick_check")) && query.next())
                result = query.value(0).toString();
            else
                result = query.lastError().text();
        } else {
            result = db.lastError().text();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

sqlite3* SqliteConnection::sqliteHandle(const LedgerDb& db) const
{
    const QVariant v = db.database().driver()->handle();
    if (v.isValid() && qstrcmp(v.typeName(), "sqlite3*") == 0)
        return *static_cast<sqlite3* const*>(v.data());
    return nullptr;
}

void SqliteConnection::committed()
{
    if (m_prepared)
        m_wrote = true;
}

void SqliteConnection::fail(const LedgerDb& db, const QString& nativeCode, const QString& detail) const
{
    int code = nativeCode.toInt() & 0xff; // extended codes carry the primary code in the low byte
    // SQLite reports ENOSPC as SQLITE_FULL but a file-size or quota limit (EFBIG,
    // EDQUOT) as an I/O error: the errno of the failed write says which it was.
    sqlite3* handle = sqliteHandle(db);
    if (code == SQLITE_IOERR && handle && disk_space::isFullError(sqlite3_system_errno(handle)))
        code = SQLITE_FULL;
    QString message;
    switch (code) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        message = Text::tr("the ledger is locked by another program or window; try again when it has finished");
        break;
    case SQLITE_READONLY:
        message = Text::tr("the ledger is open read-only, so it cannot be changed");
        break;
    case SQLITE_NOTADB:
        message = notSqliteMessage();
        break;
    case SQLITE_CORRUPT:
        message = Text::tr("the ledger is damaged (%1)").arg(detail);
        break;
    case SQLITE_FULL: {
        // What the failed write needed at least: the caller's estimate (an import: the
        // size of its input) and never less than SQLite's WAL grows by in one go.
        constexpr qint64 kMinimumBytes = 1024 * 1024;
        message = disk_space::fullMessage(db.path(), std::max(db.writeSizeHint(), kMinimumBytes))
            + Text::tr("; nothing was changed");
        break;
    }
    default:
        message = Text::tr("database error: %1").arg(detail);
    }
    throw InputException({ db.path(), {}, message });
}

} // namespace rp
