#include "models/ledger/PgRowSink.h"

#include "models/ledger/LedgerDb.h"

#include <QSqlQuery>
#include <QVariant>

namespace rp {

PgRowSink::PgRowSink(const LedgerDb& db)
    : m_db(db)
{
    // row_security_active: whether the policies apply to this user on this table (functions-info.html).
    // The query is gone before COPY starts: QPSQL would otherwise wait on the connection for its end.
    {
        QSqlQuery policies = db.prepare(QStringLiteral("SELECT row_security_active('jobs')"));
        db.exec(policies);
        m_throughTemporaryTable = !policies.next() || policies.value(0).toBool();
    }
    if (!m_throughTemporaryTable) {
        m_copy.emplace(db, QByteArrayLiteral("COPY jobs (") + kColumns + QByteArrayLiteral(") FROM STDIN"));
        return;
    }
    db.exec(QStringLiteral("CREATE TEMP TABLE rentplan_import ON COMMIT DROP AS SELECT ") + QLatin1String(kColumns)
        + QStringLiteral(" FROM jobs WITH NO DATA"));
    m_copy.emplace(db, QByteArrayLiteral("COPY rentplan_import (") + kColumns + QByteArrayLiteral(") FROM STDIN"));
}

void PgRowSink::add(const QByteArrayView* texts, qsizetype columns, const job_fields::RawValue* values)
{
    for (int i = 0; i < job_fields::kFieldCount; ++i) {
        if (isNull(i, columns, values))
            m_copy->addNull();
        else if (job_fields::kind(job_fields::fieldAt(i)) == job_fields::Kind::Text)
            m_copy->addText(texts[i]);
        else
            m_copy->addRaw(texts[i]);
    }
    m_copy->endRow();
}

void PgRowSink::finish()
{
    if (!m_copy)
        return;
    m_copy->finish();
    m_copy.reset();
    if (m_throughTemporaryTable)
        m_db.exec(QStringLiteral("INSERT INTO jobs (") + QLatin1String(kColumns) + QStringLiteral(") SELECT ")
            + QLatin1String(kColumns) + QStringLiteral(" FROM rentplan_import"));
}

} // namespace rp
