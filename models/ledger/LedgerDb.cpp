#include "ledger/LedgerDb.h"

#include "common/InputError.h"
#include "ledger/LedgerSchema.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QStandardPaths>
#include <QVariant>

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

QString uniqueConnectionName()
{
    static QAtomicInt counter;
    return QStringLiteral("rentplan-ledger-%1").arg(counter.fetchAndAddRelaxed(1));
}

} // namespace

LedgerDb::LedgerDb(const QString& path, Mode mode, Check check)
    : m_path(path)
    , m_connection(uniqueConnectionName())
    , m_readOnly(mode == Mode::ReadOnly)
{
    const QFileInfo info(path);
    const bool existed = info.exists();
    // SQLite happily "opens" these and would turn them into a ledger on the first write.
    if (existed && info.isDir())
        throw InputException({ path, {}, Text::tr("is a folder, not a ledger file") });
    if (existed && info.size() == 0)
        throw InputException({ path, {}, Text::tr("the file is empty, so it is not a RentPlan ledger; it was left unchanged") });
    if (existed) {
        // Anything without SQLite's magic header is refused before SQLite gets to see it.
        QFile file(path);
        if (file.open(QIODevice::ReadOnly) && !file.read(16).startsWith(QByteArrayView("SQLite format 3\0", 16)))
            throw InputException({ path, {}, notSqliteMessage() });
    }
    if (!existed && m_readOnly)
        throw InputException({ path, {}, Text::tr("no such ledger file") });

    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(path);
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs);
    if (m_readOnly)
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    db.setConnectOptions(options);
    if (!db.open()) {
        const QString detail = db.lastError().text();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connection);
        throw InputException({ path, {}, Text::tr("cannot open the ledger: %1").arg(detail) });
    }
    try {
        checkAndPrepare(!existed, check);
    } catch (...) {
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connection);
        // A ledger this call began to create is not left behind half-made: an empty
        // file would be refused on every later open ("not a RentPlan ledger").
        if (!existed) {
            for (const char* suffix : { "", "-journal", "-wal", "-shm" })
                QFile::remove(path + QLatin1String(suffix));
        }
        throw;
    }
}

LedgerDb::~LedgerDb()
{
    {
        QSqlDatabase db = database();
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
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
            throw InputException({ m_path, {}, Text::tr("this SQLite file belongs to another program, not RentPlan; it was left unchanged") });
        // Before anything may be written, the whole file is checked. A read-only
        // connection cannot make damage worse, and SQLite reports a damaged page
        // when a read reaches it, so read-only opens (CLI stats/list/export) skip
        // this O(file size) scan: 0.5 s on a million jobs.
        if (check == Check::OnOpen)
            ensureChecked();
        const int version = pragma("user_version").toInt();
        if (version > ledger_schema::kVersion) {
            throw InputException({ m_path, {},
                Text::tr("this ledger was written by a newer RentPlan (schema version %1; this version reads up to %2). "
                   "It was left unchanged; please update RentPlan.")
                    .arg(version)
                    .arg(ledger_schema::kVersion) });
        }
        if (version < ledger_schema::kVersion) {
            if (m_readOnly)
                throw InputException({ m_path, {}, Text::tr("this ledger needs an upgrade, which a read-only ledger cannot get") });
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
}

void LedgerDb::ensureChecked()
{
    if (m_checked || m_readOnly)
        return;
    QSqlQuery query = prepare(QStringLiteral("PRAGMA quick_check"));
    exec(query);
    const QString result = query.next() ? query.value(0).toString() : QString();
    if (result != u"ok")
        throw InputException({ m_path, {}, Text::tr("the ledger is damaged (%1); it was left unchanged").arg(result) });
    m_checked = true;
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

sqlite3* LedgerDb::handle() const
{
    const QVariant v = database().driver()->handle();
    if (v.isValid() && qstrcmp(v.typeName(), "sqlite3*") == 0)
        return *static_cast<sqlite3* const*>(v.data());
    return nullptr;
}

QSqlQuery LedgerDb::prepare(const QString& sql) const
{
    QSqlQuery query(database());
    if (!query.prepare(sql))
        fail(query);
    return query;
}

void LedgerDb::exec(QSqlQuery& query) const
{
    if (!query.exec())
        fail(query);
}

void LedgerDb::exec(const QString& sql) const
{
    QSqlQuery query(database());
    if (!query.exec(sql))
        fail(query);
}

void LedgerDb::fail(const QSqlQuery& query) const
{
    const QSqlError error = query.lastError();
    fail(error.nativeErrorCode(), error.databaseText());
}

void LedgerDb::fail(const QString& nativeCode, const QString& detail) const
{
    const int code = nativeCode.toInt() & 0xff; // extended codes carry the primary code in the low byte
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
        message = Text::tr("the disk is full; nothing was changed");
        break;
    default:
        message = Text::tr("database error: %1").arg(detail);
    }
    throw InputException({ m_path, {}, message });
}

void LedgerDb::beginImmediate()
{
    ensureChecked(); // every write starts here: none reaches a file that was not checked
    exec(QStringLiteral("BEGIN IMMEDIATE"));
}

void LedgerDb::commit()
{
    exec(QStringLiteral("COMMIT"));
}

void LedgerDb::rollback() noexcept
{
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
    const QString earlier = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/ledger.sqlite");
    const QString path = dir + QStringLiteral("/ledger.sqlite");
    if (earlier != path && !QFileInfo::exists(path) && QFileInfo::exists(earlier))
        return earlier;
    QDir().mkpath(dir);
    return path;
}

} // namespace rp
