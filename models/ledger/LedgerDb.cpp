#include "models/ledger/LedgerDb.h"

#include "models/common/DiskSpace.h"
#include "models/common/InputError.h"
#include "models/common/InputFile.h"
#include "models/ledger/LedgerSchema.h"
#include "models/ledger/LibPq.h"
#include "models/ledger/PgSchema.h"
#include "models/ledger/PgServer.h"
#include "models/ledger/PgWatchdog.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSqlDriver>
#include <QSqlError>
#include <QStandardPaths>
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

QString uniqueConnectionName()
{
    static QAtomicInt counter;
    return QStringLiteral("rentplan-ledger-%1").arg(counter.fetchAndAddRelaxed(1));
}

} // namespace

LedgerDb::LedgerDb(const QString& location, Mode mode, Check check)
    : LedgerDb(LedgerLocation::parse(location), mode, check)
{
}

LedgerDb::LedgerDb(const LedgerLocation& location, Mode mode, Check check)
    : m_location(location)
    , m_backend(LedgerBackend::forLocation(location))
    , m_path(location.displayName())
    , m_connection(uniqueConnectionName())
    , m_readOnly(mode == Mode::ReadOnly)
{
    if (isPostgres())
        openPostgres(mode);
    else
        openSqlite(check);
}

void LedgerDb::openPostgres(Mode mode)
{
    const PgConnection& c = *m_location.pg;
    m_timeouts = PgTimeouts::fromEnvironment();
    m_statementMs = m_timeouts.statementMs;
    m_watchdog = std::make_unique<PgWatchdog>();
    pg_server::open(c, m_connection, m_timeouts, m_watchdog.get());
    m_checked = true; // the server keeps its own files sound: no quick_check
    try {
        QSqlQuery user = prepare(QStringLiteral("SELECT current_user"));
        exec(user);
        user.next();
        m_userName = user.value(0).toString();
        pg_server::Inspection found;
        {
            const PgWatchdog::Armed armed(m_watchdog.get(), answerMs());
            found = pg_server::inspect(database());
        }
        if (!found.answered)
            fail(QStringLiteral("08006"), database().lastError().databaseText());
        if (found.contents == pg_server::Contents::Foreign)
            throw PgException(PgFailure::NotLedger, { m_path, {}, pg_server::describe(PgFailure::NotLedger, c, {}) });
        if (found.contents == pg_server::Contents::Empty) {
            if (mode != Mode::Init)
                throw PgException(PgFailure::Empty, { m_path, {}, pg_server::describe(PgFailure::Empty, c, {}) });
            pg_schema::create(*this);
        } else if (found.schemaVersion > pg_schema::kVersion) {
            throw PgException(PgFailure::NewerSchema,
                { m_path, {}, pg_server::describe(PgFailure::NewerSchema, c, QString::number(found.schemaVersion)) });
        } else if (found.schemaVersion < pg_schema::kVersion) {
            if (m_readOnly)
                throw InputException(
                    { m_path, {}, Text::tr("this ledger needs an upgrade, which a read-only ledger cannot get") });
            pg_schema::update(*this, found.schemaVersion);
        }
        if (m_readOnly)
            exec(QStringLiteral("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"));
    } catch (...) {
        close();
        throw;
    }
    m_prepared = true;
}

void LedgerDb::openSqlite(Check check)
{
    const QString& path = m_path;
    const QFileInfo info(path);
    const bool existed = info.exists() || info.isSymLink();
    if (existed)
        identify(path); // before SQLite sees the file, so nothing of another program's is ever checkpointed
    if (!existed && m_readOnly)
        throw InputException({ path, {}, Text::tr("no such ledger file") });
    m_created = !existed;
    for (const char* suffix : { "-wal", "-shm" }) {
        if (!QFileInfo::exists(path + QLatin1String(suffix)))
            m_absentSidecars.append(path + QLatin1String(suffix));
    }

    // A ledger in a folder we cannot write is still readable:
    // WAL needs a -shm beside the file, so such a file is opened immutable.
    m_immutable = m_readOnly && !QFileInfo(info.absolutePath()).isWritable();
    try {
        connectSqlite(existed, check);
    } catch (const InputException&) {
        // Reading needs no free space. On a full disk SQLite cannot make the 32 KiB -shm a
        // read-only connection maps beside a WAL ledger; when no -wal holds changes that
        // are not yet in the file, the file alone is the whole ledger and is read immutable.
        if (!m_readOnly || m_immutable || !m_refusedForSpace || !walHoldsNothing())
            throw;
        for (const QString& sidecar : std::as_const(m_absentSidecars))
            QFile::remove(sidecar); // made just now by the failed open, empty
        m_immutable = true;
        connectSqlite(existed, check);
    }
}

bool LedgerDb::walHoldsNothing() const
{
    const QFileInfo wal(m_path + QStringLiteral("-wal"));
    return !wal.exists() || wal.size() == 0;
}

void LedgerDb::connectSqlite(bool existed, Check check)
{
    const QFileInfo info(m_path);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs);
    if (m_immutable) {
        db.setDatabaseName(
            QUrl::fromLocalFile(info.absoluteFilePath()).toString(QUrl::FullyEncoded) + QStringLiteral("?immutable=1"));
        options += QStringLiteral(";QSQLITE_OPEN_URI");
    } else {
        db.setDatabaseName(m_path);
    }
    if (m_readOnly)
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    db.setConnectOptions(options);
    if (!db.open()) {
        const QString detail = db.lastError().text();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connection);
        throw InputException({ m_path, {}, Text::tr("cannot open the ledger: %1").arg(detail) });
    }
    try {
        checkAndPrepare(!existed, check);
    } catch (...) {
        m_refusedForSpace = handle() && disk_space::isFullError(sqlite3_system_errno(handle()));
        db = QSqlDatabase(); // the last handle goes before the connection is removed
        close();
        throw;
    }
}

void LedgerDb::identify(const QString& path)
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

void LedgerDb::close() noexcept
{
    if (isPostgres()) {
        if (m_watchdog)
            m_watchdog->setSocket(-1); // the socket closes with the connection: never shut down another file
        database().close();
        QSqlDatabase::removeDatabase(m_connection);
        return;
    }
    bool discard = false;
    {
        QSqlDatabase db = database();
        // A ledger this object created and never wrote to is not left behind: a failed
        // command creates no file (docs/reliability.md). Another program may have written
        // meanwhile, so the file must really be empty.
        if (m_created && !m_wrote && db.isOpen()) {
            QSqlQuery query(db);
            discard = query.exec(QStringLiteral("SELECT EXISTS (SELECT 1 FROM jobs) OR EXISTS (SELECT 1 FROM imports)"))
                && query.next() && !query.value(0).toBool();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
    if (m_created && (discard || !m_prepared)) {
        for (const char* suffix : { "", "-journal", "-wal", "-shm" })
            QFile::remove(m_path + QLatin1String(suffix));
        return;
    }
    // A read-only connection cannot remove the -wal and -shm that SQLite made for it.
    // When they were not there before, a brief read-write connection does, as the
    // last one to close: the folder is left as it was found (docs/reliability.md).
    if (m_readOnly && !m_immutable && !m_absentSidecars.isEmpty()) {
        bool left = false;
        for (const QString& sidecar : m_absentSidecars)
            left = left || QFileInfo::exists(sidecar);
        if (left)
            removeSidecars();
    }
}

void LedgerDb::removeSidecars() const noexcept
{
    sqlite3* handle = nullptr;
    if (sqlite3_open_v2(QFile::encodeName(m_path).constData(), &handle, SQLITE_OPEN_READWRITE, nullptr) == SQLITE_OK) {
        sqlite3_busy_timeout(handle, kBusyTimeoutMs);
        // Reading the schema opens the WAL; closing as the last connection removes both files.
        sqlite3_exec(handle, "SELECT count(*) FROM sqlite_master", nullptr, nullptr, nullptr);
    }
    sqlite3_close(handle);
}

LedgerDb::~LedgerDb()
{
    close();
}

void LedgerDb::checkAndPrepare(bool created, Check check)
{
    exec(QStringLiteral("PRAGMA foreign_keys = ON"));
    exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(kBusyTimeoutMs));
    auto pragma = [this](const char* name) {
        QSqlQuery query = prepare(QStringLiteral("PRAGMA ") + QLatin1String(name));
        exec(query);
        return query.next() ? query.value(0) : QVariant();
    };
    if (created) {
        m_checked = true; // nothing to check in a file made just now
        ledger_schema::createDb(*this);
    } else {
        // Reading the header is the first access: a foreign file fails here (SQLITE_NOTADB).
        if (pragma("application_id").toInt() != ledger_schema::kApplicationId)
            throw InputException({ m_path, {}, foreignMessage() });
        // Before anything is written or read as true, the whole file is checked:
        // numbers from a damaged file are never presented (docs/reliability.md).
        // The command line checks on open (PRAGMA quick_check: 25 ms on 50 000 jobs,
        // 0.5 s on a million); the window checks in the background.
        if (check == Check::OnOpen)
            ensureChecked();
        const int version = pragma("user_version").toInt();
        if (version > ledger_schema::kVersion) {
            throw InputException({ m_path, {},
                Text::tr(
                    "this ledger was written by a newer RentPlan (schema version %1; this version reads up to %2). "
                    "It was left unchanged; please update RentPlan.")
                    .arg(version)
                    .arg(ledger_schema::kVersion) });
        }
        if (version < ledger_schema::kVersion) {
            if (m_readOnly)
                throw InputException(
                    { m_path, {}, Text::tr("this ledger needs an upgrade, which a read-only ledger cannot get") });
            ensureChecked(); // never migrate a damaged file
            m_backupPath = ledger_schema::updateDb(*this, version);
        }
    }
    if (!m_readOnly) {
        // WAL lets the window read while an import writes; NORMAL sync is safe from corruption in WAL mode.
        // Switching the journal mode rewrites the header, so a file not yet in WAL is checked first.
        if (pragma("journal_mode").toString() != u"wal")
            ensureChecked();
        exec(QStringLiteral("PRAGMA journal_mode = WAL"));
        exec(QStringLiteral("PRAGMA synchronous = NORMAL"));
    }
    m_prepared = true;
}

void LedgerDb::ensureChecked()
{
    if (m_checked)
        return;
    QSqlQuery query = prepare(QStringLiteral("PRAGMA quick_check"));
    exec(query);
    const QString result = query.next() ? query.value(0).toString() : QString();
    if (result != u"ok")
        throw InputException({ m_path, {}, Text::tr("the ledger is damaged (%1); it was left unchanged").arg(result) });
    m_checked = true;
}

qint64 LedgerDb::neededBytesForWrite() const
{
    // What the failed write needed at least: the caller's estimate (an import: the
    // size of its input) and never less than SQLite's WAL grows by in one go.
    constexpr qint64 kMinimumBytes = 1024 * 1024;
    return std::max(m_writeSizeHint, kMinimumBytes);
}

QString LedgerDb::quickCheck(const QString& path)
{
    const QString name = uniqueConnectionName();
    QString result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
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

PGconn* LedgerDb::pgHandle() const
{
    return isPostgres() ? pg_server::handle(database()) : nullptr;
}

sqlite3* LedgerDb::handle() const
{
    if (isPostgres())
        return nullptr;
    const QVariant v = database().driver()->handle();
    if (v.isValid() && qstrcmp(v.typeName(), "sqlite3*") == 0)
        return *static_cast<sqlite3* const*>(v.data());
    return nullptr;
}

namespace {

// "the answer to SELECT": what a statement waits for, for the message when no answer comes.
QString waitingFor(const QString& sql)
{
    const QString verb = sql.simplified().section(u' ', 0, 0).toUpper();
    if (verb == u"COMMIT")
        return Text::tr("the commit to be confirmed (so it may or may not have been saved: look before you repeat it)");
    return Text::tr("the answer to %1").arg(verb);
}

} // namespace

void LedgerDb::requireConnection() const
{
    // QPSQL counts a broken connection as closed; asking it anything would only print
    // "QSqlQuery::prepare: database not open" on stderr before failing.
    if (isPostgres() && pg_server::isLost(database()))
        failPostgres(QStringLiteral("08003"), Text::tr("no connection to the server"));
}

QSqlQuery LedgerDb::prepare(const QString& sql) const
{
    requireConnection();
    QSqlQuery query(database());
    const PgWatchdog::Armed armed(m_watchdog.get(), answerMs()); // QPSQL asks the server to prepare it
    if (m_watchdog)
        m_waitingFor = waitingFor(sql);
    if (!query.prepare(sql))
        fail(query);
    return query;
}

void LedgerDb::guardedExec(QSqlQuery& query, const QString& sql) const
{
    requireConnection();
    const PgWatchdog::Armed armed(m_watchdog.get(), answerMs());
    if (m_watchdog)
        m_waitingFor = waitingFor(sql.isEmpty() ? query.lastQuery() : sql);
    if (!(sql.isEmpty() ? query.exec() : query.exec(sql)))
        fail(query);
}

void LedgerDb::exec(QSqlQuery& query) const
{
    guardedExec(query, {});
}

void LedgerDb::exec(const QString& sql) const
{
    QSqlQuery query(database());
    guardedExec(query, sql);
}

bool LedgerDb::next(QSqlQuery& query) const
{
    const PgWatchdog::Armed armed(m_watchdog.get(), answerMs());
    if (query.next())
        return true;
    // A forward-only query on PostgreSQL reads its rows as they come: an error ends them
    // early, and must not pass for the end of the list.
    if (query.lastError().isValid())
        fail(query);
    return false;
}

void LedgerDb::allowImportDuration()
{
    if (!isPostgres())
        return;
    exec(QStringLiteral("SET LOCAL statement_timeout = %1").arg(m_timeouts.importMs));
    m_statementMs = m_timeouts.importMs;
}

void LedgerDb::cut() const
{
    if (m_watchdog)
        m_watchdog->cut();
}

void LedgerDb::rollbackFailedTransaction() const noexcept
{
    PGconn* conn = pgHandle();
    if (!conn || libPq().status(conn) != CONNECTION_OK || libPq().transactionStatus(conn) != PQTRANS_INERROR)
        return;
    const PgWatchdog::Armed armed(m_watchdog.get(), answerMs());
    libPq().clear(libPq().exec(conn, "ROLLBACK"));
}

void LedgerDb::fail(const QSqlQuery& query) const
{
    const QSqlError error = query.lastError();
    fail(error.nativeErrorCode(), error.databaseText());
}

void LedgerDb::failPostgres(const QString& sqlState, const QString& rawDetail) const
{
    const PgConnection& c = *m_location.pg;
    // QPSQL appends the SQLSTATE in brackets, empty "()" when the connection died.
    QString detail = rawDetail.simplified();
    if (detail.endsWith(QLatin1String("()")))
        detail.chop(2);
    detail = detail.trimmed();
    rollbackFailedTransaction();
    const auto seconds = [](int ms) { return QLocale().toString(ms / 1000.0, 'g', 6); };
    const auto refuse = [&](PgFailure failure, const QString& what) {
        throw PgException(failure, { m_path, {}, pg_server::describe(failure, c, what) });
    };
    // Waits that ended: by the watchdog (no answer), by the person (Cancel), by the server's own limits.
    const PgWatchdog::Reason cutBecause = m_watchdog ? m_watchdog->reason() : PgWatchdog::Reason::None;
    if (cutBecause == PgWatchdog::Reason::Deadline)
        refuse(PgFailure::NoAnswer, seconds(m_watchdog->firedAfterMs()) + u'|' + m_waitingFor);
    if (cutBecause == PgWatchdog::Reason::Cut)
        refuse(PgFailure::Cancelled, m_waitingFor);
    if (sqlState == u"55P03") // lock_not_available: lock_timeout passed
        refuse(PgFailure::LockTimeout, seconds(m_timeouts.lockMs));
    if (sqlState == u"57014") // query_canceled: statement_timeout (RentPlan sends no cancel requests)
        refuse(PgFailure::StatementTimeout, seconds(m_statementMs));
    if (pg_server::isLost(database()) || sqlState.startsWith(QLatin1String("08")) || sqlState == u"57P01") {
        throw PgException(
            PgFailure::ConnectionLost, { m_path, {}, pg_server::describe(PgFailure::ConnectionLost, c, detail) });
    }
    QString message;
    if (sqlState == u"42501") // insufficient_privilege, row-level security included
        message
            = Text::tr("the team ledger refused this for %1: your role does not allow it (%2)").arg(m_userName, detail);
    else if (sqlState == u"25006") // read_only_sql_transaction
        message = Text::tr("the ledger is open read-only, so it cannot be changed");
    else if (sqlState == u"40001" || sqlState == u"40P01")
        message
            = Text::tr("another client was writing the same jobs at the same moment; nothing was changed, try again");
    else if (sqlState == u"53100")
        message = Text::tr("the database server's disk is full; nothing was changed");
    else
        message = Text::tr("database error: %1").arg(detail);
    throw InputException({ m_path, {}, message });
}

void LedgerDb::fail(const QString& nativeCode, const QString& detail) const
{
    if (isPostgres())
        failPostgres(nativeCode, detail);
    int code = nativeCode.toInt() & 0xff; // extended codes carry the primary code in the low byte
    // SQLite reports ENOSPC as SQLITE_FULL but a file-size or quota limit (EFBIG,
    // EDQUOT) as an I/O error: the errno of the failed write says which it was.
    if (code == SQLITE_IOERR && handle() && disk_space::isFullError(sqlite3_system_errno(handle())))
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
    case SQLITE_FULL:
        message = disk_space::fullMessage(m_path, neededBytesForWrite()) + Text::tr("; nothing was changed");
        break;
    default:
        message = Text::tr("database error: %1").arg(detail);
    }
    throw InputException({ m_path, {}, message });
}

void LedgerDb::beginWrite()
{
    ensureChecked(); // every write starts here: none reaches a file that was not checked
    exec(m_backend->beginWriteSql());
}

void LedgerDb::commit()
{
    m_statementMs = m_timeouts.statementMs; // SET LOCAL ends with the transaction, however it ends
    exec(QStringLiteral("COMMIT"));
    if (m_prepared)
        m_wrote = true;
}

void LedgerDb::rollback() noexcept
{
    m_statementMs = m_timeouts.statementMs;
    if (isPostgres()) {
        // Nothing to roll back on a connection that is gone (or after rollbackFailedTransaction).
        PGconn* conn = pgHandle();
        if (!conn || libPq().status(conn) != CONNECTION_OK || libPq().transactionStatus(conn) == PQTRANS_IDLE)
            return;
    }
    const PgWatchdog::Armed armed(m_watchdog.get(), answerMs());
    QSqlQuery query(database());
    query.exec(QStringLiteral("ROLLBACK")); // fails harmlessly when SQLite already rolled back
}

QString LedgerDb::defaultPath()
{
    // <data>/RentPlan/ledger.sqlite: AppDataLocation would add the application name to the
    // organization's folder, which are both "RentPlan" (…/RentPlan/RentPlan/). A ledger that
    // an earlier version created there stays where it is.
    const QString generic = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    const QString organization = QCoreApplication::organizationName().isEmpty() ? QCoreApplication::applicationName()
                                                                                : QCoreApplication::organizationName();
    const QString dir = generic + u'/' + organization;
    const QString earlier
        = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/ledger.sqlite");
    const QString path = dir + QStringLiteral("/ledger.sqlite");
    if (earlier != path && !QFileInfo::exists(path) && QFileInfo::exists(earlier))
        return earlier;
    QDir().mkpath(dir);
    return path;
}

} // namespace rp
