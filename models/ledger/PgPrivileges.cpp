#include "models/ledger/PgPrivileges.h"

#include "models/ledger/LedgerDb.h"

#include <QVariant>

namespace rp::pg_privileges {

bool canAddJobs(const LedgerDb& db)
{
    if (!db.backend().isShared()) // roles are a team ledger's
        return !db.isReadOnly();
    if (db.isReadOnly())
        return false;
    // has_table_privilege also counts what the user's roles grant (GRANT rentplan_writer TO alice).
    QSqlQuery query = db.prepare(QStringLiteral("SELECT has_table_privilege(current_user, 'jobs', 'INSERT')"));
    db.exec(query);
    return query.next() && query.value(0).toBool();
}

} // namespace rp::pg_privileges
