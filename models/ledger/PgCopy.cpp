#include "models/ledger/PgCopy.h"

#include "models/ledger/LedgerDb.h"
#include "models/ledger/LibPq.h"
#include "models/ledger/PgWatchdog.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace rp {

namespace {
// Rows are sent in blocks of this size: large enough that libpq's per-call cost
// vanishes, small enough to stay in the CPU cache.
constexpr qsizetype kBlockBytes = 256 * 1024;

QString takingRows()
{
    return QCoreApplication::translate("Ledger", "the server to take the imported rows");
}
} // namespace

PgCopy::PgCopy(const LedgerDb& db, const QByteArray& copySql)
    : m_db(db)
{
    PGconn* conn = db.pgHandle();
    if (!conn)
        db.fail(QStringLiteral("08003"), QStringLiteral("no connection"));
    // Every wait on the server is bounded (PgWatchdog): a server that stops reading
    // mid-import ends the import with a message instead of a hang.
    const PgWatchdog::Armed armed(db.watchdog(), db.stallMs());
    db.setWaitingFor(takingRows());
    PGresult* result = libPq().exec(conn, copySql.constData());
    const bool started = libPq().resultStatus(result) == PGRES_COPY_IN;
    const QString sqlState = QString::fromLatin1(libPq().resultErrorField(result, PG_DIAG_SQLSTATE));
    libPq().clear(result);
    if (!started)
        db.fail(sqlState, QString::fromUtf8(libPq().errorMessage(conn)));
    m_open = true;
    m_buffer.reserve(kBlockBytes + 4096);
}

PgCopy::~PgCopy()
{
    if (!m_open)
        return;
    PGconn* conn = m_db.pgHandle();
    if (!conn)
        return;
    const PgWatchdog::Armed armed(m_db.watchdog(), m_db.stallMs());
    libPq().putCopyEnd(conn, "import abandoned");
    while (PGresult* result = libPq().getResult(conn))
        libPq().clear(result);
}

void PgCopy::separate()
{
    if (m_rowStarted)
        m_buffer.append('\t');
    m_rowStarted = true;
}

void PgCopy::addText(QByteArrayView text)
{
    separate();
    for (const char c : text) {
        switch (c) {
        case '\\':
            m_buffer.append("\\\\", 2);
            break;
        case '\t':
            m_buffer.append("\\t", 2);
            break;
        case '\n':
            m_buffer.append("\\n", 2);
            break;
        case '\r':
            m_buffer.append("\\r", 2);
            break;
        default:
            m_buffer.append(c);
        }
    }
}

void PgCopy::addRaw(QByteArrayView text)
{
    separate();
    m_buffer.append(text.data(), text.size());
}

void PgCopy::addNull()
{
    separate();
    m_buffer.append("\\N", 2);
}

void PgCopy::endRow()
{
    m_buffer.append('\n');
    m_rowStarted = false;
    if (m_buffer.size() >= kBlockBytes)
        flush();
}

void PgCopy::flush()
{
    if (m_buffer.isEmpty())
        return;
    // Each block must be taken within the limit: a stall, not the whole import, is bounded here.
    const PgWatchdog::Armed armed(m_db.watchdog(), m_db.stallMs());
    if (libPq().putCopyData(m_db.pgHandle(), m_buffer.constData(), int(m_buffer.size())) != 1)
        fail();
    m_buffer.clear();
}

void PgCopy::finish()
{
    flush();
    PGconn* conn = m_db.pgHandle();
    m_open = false;
    const PgWatchdog::Armed armed(m_db.watchdog(), m_db.stallMs());
    if (libPq().putCopyEnd(conn, nullptr) != 1)
        fail();
    QString sqlState;
    QString message;
    while (PGresult* result = libPq().getResult(conn)) {
        if (libPq().resultStatus(result) != PGRES_COMMAND_OK && message.isEmpty()) {
            sqlState = QString::fromLatin1(libPq().resultErrorField(result, PG_DIAG_SQLSTATE));
            message = QString::fromUtf8(libPq().resultErrorMessage(result));
        }
        libPq().clear(result);
    }
    if (!message.isEmpty())
        m_db.fail(sqlState, message);
}

void PgCopy::fail() const
{
    m_db.fail(QStringLiteral("08006"), QString::fromUtf8(libPq().errorMessage(m_db.pgHandle())));
}

} // namespace rp
