#include "models/ledger/LedgerDb.h"

#include "models/ledger/LedgerConnection.h"
#include "models/ledger/PgWatchdog.h"
#include "models/ledger/SqliteConnection.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QStandardPaths>

namespace rp {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Ledger)
};

QString uniqueConnectionName()
{
    static QAtomicInt counter;
    return QStringLiteral("rentplan-ledger-%1").arg(counter.fetchAndAddRelaxed(1));
}

// "the answer to SELECT": what a statement waits for, for the message when no answer comes.
QString waitingFor(const QString& sql)
{
    const QString verb = sql.simplified().section(u' ', 0, 0).toUpper();
    if (verb == u"COMMIT")
        return Text::tr("the commit to be confirmed (so it may or may not have been saved: look before you repeat it)");
    return Text::tr("the answer to %1").arg(verb);
}

} // namespace

LedgerDb::LedgerDb(const QString& location, Mode mode, Check check)
    : LedgerDb(LedgerLocation::parse(location), mode, check)
{
}

LedgerDb::LedgerDb(const LedgerLocation& location, Mode mode, Check check)
    : m_location(location)
    , m_backend(LedgerBackend::forLocation(location))
    , m_conn(LedgerConnection::forLocation(location))
    , m_path(location.displayName())
    , m_connection(uniqueConnectionName())
    , m_readOnly(mode == Mode::ReadOnly)
{
    m_conn->open(*this, mode, check); // closes what it opened before it throws
}

LedgerDb::~LedgerDb()
{
    m_conn->close(*this);
}

QString LedgerDb::userName() const
{
    return m_conn->userName();
}

PGconn* LedgerDb::pgHandle() const
{
    return m_conn->pgHandle(*this);
}

sqlite3* LedgerDb::handle() const
{
    return m_conn->sqliteHandle(*this);
}

void LedgerDb::ensureChecked()
{
    m_conn->ensureChecked(*this);
}

bool LedgerDb::isChecked() const
{
    return m_conn->isChecked();
}

void LedgerDb::markChecked()
{
    m_conn->markChecked();
}

QString LedgerDb::quickCheck(const QString& path)
{
    return SqliteConnection::quickCheck(path); // only a file has a whole-file check
}

QString LedgerDb::backupPath() const
{
    return m_conn->backupPath();
}

QSqlQuery LedgerDb::prepare(const QString& sql) const
{
    m_conn->requireConnection(*this);
    QSqlQuery query(database());
    const PgWatchdog::Armed armed(m_conn->watchdog(), m_conn->answerMs()); // QPSQL asks the server to prepare it
    if (m_conn->watchdog())
        m_conn->setWaitingFor(waitingFor(sql));
    if (!query.prepare(sql))
        fail(query);
    return query;
}

void LedgerDb::guardedExec(QSqlQuery& query, const QString& sql) const
{
    m_conn->requireConnection(*this);
    const PgWatchdog::Armed armed(m_conn->watchdog(), m_conn->answerMs());
    if (m_conn->watchdog())
        m_conn->setWaitingFor(waitingFor(sql.isEmpty() ? query.lastQuery() : sql));
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
    const PgWatchdog::Armed armed(m_conn->watchdog(), m_conn->answerMs());
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
    m_conn->allowImportDuration(*this);
}

PgWatchdog* LedgerDb::watchdog() const
{
    return m_conn->watchdog();
}

int LedgerDb::answerMs() const
{
    return m_conn->answerMs();
}

int LedgerDb::stallMs() const
{
    return m_conn->stallMs();
}

void LedgerDb::setWaitingFor(const QString& what) const
{
    m_conn->setWaitingFor(what);
}

void LedgerDb::cut() const
{
    m_conn->cut();
}

void LedgerDb::fail(const QSqlQuery& query) const
{
    const QSqlError error = query.lastError();
    fail(error.nativeErrorCode(), error.databaseText());
}

void LedgerDb::fail(const QString& nativeCode, const QString& detail) const
{
    m_conn->fail(*this, nativeCode, detail);
    Q_UNREACHABLE(); // every connection's fail() throws; GCC does not carry [[noreturn]] through a virtual call
}

void LedgerDb::beginWrite()
{
    ensureChecked(); // every write starts here: none reaches a file that was not checked
    exec(m_backend->beginWriteSql());
}

void LedgerDb::commit()
{
    m_conn->transactionEnding();
    exec(QStringLiteral("COMMIT"));
    m_conn->committed();
}

void LedgerDb::rollback() noexcept
{
    m_conn->transactionEnding();
    if (!m_conn->mayRollBack(*this))
        return;
    const PgWatchdog::Armed armed(m_conn->watchdog(), m_conn->answerMs());
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
