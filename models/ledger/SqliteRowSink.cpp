#include "models/ledger/SqliteRowSink.h"

#include "models/ledger/LedgerDb.h"

#include <sqlite3.h>

namespace rp {

SqliteRowSink::SqliteRowSink(const LedgerDb& db)
    : m_db(db)
{
    const QByteArray sql = QByteArrayLiteral("INSERT INTO jobs (") + kColumns
        + QByteArrayLiteral(") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
    sqlite3* handle = db.handle();
    if (!handle || sqlite3_prepare_v2(handle, sql.constData(), -1, &m_stmt, nullptr) != SQLITE_OK)
        m_db.fail(QString::number(handle ? sqlite3_errcode(handle) : SQLITE_ERROR), errorText());
}

SqliteRowSink::~SqliteRowSink()
{
    sqlite3_finalize(m_stmt);
}

QString SqliteRowSink::errorText() const
{
    return QString::fromUtf8(sqlite3_errmsg(m_db.handle()));
}

void SqliteRowSink::add(const QByteArrayView* texts, qsizetype columns, const job_fields::RawValue* values)
{
    for (int i = 0; i < job_fields::kFieldCount; ++i) {
        const int slot = i + 1;
        if (isNull(i, columns, values)) {
            sqlite3_bind_null(m_stmt, slot);
            continue;
        }
        const QByteArrayView text = texts[i];
        switch (job_fields::kind(job_fields::fieldAt(i))) {
        case job_fields::Kind::Count:
            sqlite3_bind_int64(m_stmt, slot, values[i].count);
            break;
        case job_fields::Kind::Number:
            sqlite3_bind_double(m_stmt, slot, values[i].number);
            break;
        default:
            sqlite3_bind_text(m_stmt, slot, text.isEmpty() ? "" : text.data(), int(text.size()), SQLITE_STATIC);
            break;
        }
    }
    const int rc = sqlite3_step(m_stmt);
    sqlite3_reset(m_stmt);
    if (rc != SQLITE_DONE && rc != SQLITE_ROW)
        m_db.fail(QString::number(rc), errorText());
}

} // namespace rp
