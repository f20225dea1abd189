#include "models/ledger/PostgresConnection.h"

#include "models/common/InputError.h"
#include "models/ledger/LibPq.h"
#include "models/ledger/PgSchema.h"
#include "models/ledger/PgWatchdog.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace rp {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Ledger)
};

} // namespace

PostgresConnection::PostgresConnection(PgConnection server)
    : m_server(std::move(server))
{
}

PostgresConnection::~PostgresConnection() = default;

void PostgresConnection::open(LedgerDb& db, LedgerDb::Mode mode, LedgerDb::Check)
{
    const PgConnection& c = m_server;
    m_timeouts = PgTimeouts::fromEnvironment();
    m_statementMs = m_timeouts.statementMs;
    m_watchdog = std::make_unique<PgWatchdog>();
    pg_server::open(c, db.connectionName(), m_timeouts, m_watchdog.get());
    try {
        QSqlQuery user = db.prepare(QStringLiteral("SELECT current_user"));
        db.exec(user);
        user.next();
        m_userName = user.value(0).toString();
        pg_server::Inspection found;
        {
            const PgWatchdog::Armed armed(m_watchdog.get(), answerMs());
            found = pg_server::inspect(db.database());
        }
        if (!found.answered)
            fail(db, QStringLiteral("08006"), db.database().lastError().databaseText());
        if (found.contents == pg_server::Contents::Foreign)
            throw PgException(
                PgFailure::NotLedger, { db.path(), {}, pg_server::describe(PgFailure::NotLedger, c, {}) });
        if (found.contents == pg_server::Contents::Empty) {
            if (mode != LedgerDb::Mode::Init)
                throw PgException(PgFailure::Empty, { db.path(), {}, pg_server::describe(PgFailure::Empty, c, {}) });
            pg_schema::create(db);
        } else if (found.schemaVersion > pg_schema::kVersion) {
            throw PgException(PgFailure::NewerSchema,
                { db.path(), {},
                    pg_server::describe(PgFailure::NewerSchema, c, QString::number(found.schemaVersion)) });
        } else if (found.schemaVersion < pg_schema::kVersion) {
            if (db.isReadOnly())
                throw InputException(
                    { db.path(), {}, Text::tr("this ledger needs an upgrade, which a read-only ledger cannot get") });
            pg_schema::update(db, found.schemaVersion);
        }
        if (db.isReadOnly())
            db.exec(QStringLiteral("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"));
    } catch (...) {
        close(db);
        throw;
    }
}

void PostgresConnection::close(const LedgerDb& db) noexcept
{
    if (m_watchdog)
        m_watchdog->setSocket(-1); // the socket closes with the connection: never shut down another file
    db.database().close();
    QSqlDatabase::removeDatabase(db.connectionName());
}

PGconn* PostgresConnection::pgHandle(const LedgerDb& db) const
{
    return pg_server::handle(db.database());
}

void PostgresConnection::requireConnection(const LedgerDb& db) const
{
    // QPSQL counts a broken connection as closed; asking it anything would only print
    // "QSqlQuery::prepare: database not open" on stderr before failing.
    if (pg_server::isLost(db.database()))
        fail(db, QStringLiteral("08003"), Text::tr("no connection to the server"));
}

void PostgresConnection::cut() const
{
    if (m_watchdog)
        m_watchdog->cut();
}

void PostgresConnection::allowImportDuration(const LedgerDb& db)
{
    db.exec(QStringLiteral("SET LOCAL statement_timeout = %1").arg(m_timeouts.importMs));
    m_statementMs = m_timeouts.importMs;
}

bool PostgresConnection::mayRollBack(const LedgerDb& db) const noexcept
{
    // Nothing to roll back on a connection that is gone (or after rollbackFailedTransaction).
    PGconn* conn = pgHandle(db);
    return conn && libPq().status(conn) == CONNECTION_OK && libPq().transactionStatus(conn) != PQTRANS_IDLE;
}

void PostgresConnection::rollbackFailedTransaction(const LedgerDb& db) const noexcept
{
    PGconn* conn = pgHandle(db);
    if (!conn || libPq().status(conn) != CONNECTION_OK || libPq().transactionStatus(conn) != PQTRANS_INERROR)
        return;
    const PgWatchdog::Armed armed(m_watchdog.get(), answerMs());
    libPq().clear(libPq().exec(conn, "ROLLBACK"));
}

void PostgresConnection::fail(const LedgerDb& db, const QString& sqlState, const QString& rawDetail) const
{
    const PgConnection& c = m_server;
    // QPSQL appends the SQLSTATE in brackets, empty "()" when the connection died.
    QString detail = rawDetail.simplified();
    if (detail.endsWith(QLatin1String("()")))
        detail.chop(2);
    detail = detail.trimmed();
    rollbackFailedTransaction(db);
    const auto seconds = [](int ms) { return QLocale().toString(ms / 1000.0, 'g', 6); };
    const auto refuse = [&](PgFailure failure, const QString& what) {
        throw PgException(failure, { db.path(), {}, pg_server::describe(failure, c, what) });
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
    if (pg_server::isLost(db.database()) || sqlState.startsWith(QLatin1String("08")) || sqlState == u"57P01") {
        throw PgException(
            PgFailure::ConnectionLost, { db.path(), {}, pg_server::describe(PgFailure::ConnectionLost, c, detail) });
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
    throw InputException({ db.path(), {}, message });
}

} // namespace rp
