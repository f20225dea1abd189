#pragma once

#include <QString>
#include <QStringList>

namespace rp {

class LedgerDb;

// The team ledger's schema on PostgreSQL (docs/team-ledger.md): the SQLite ledger's tables
// and columns (LedgerSchema) adapted, money as numeric, dates as date, times with
// time zone, plus who recorded and who last changed each job. The version lives
// in rentplan_meta, whose presence also tells a ledger from a foreign database.
namespace pg_schema {

inline constexpr int kVersion = 2; // 2: jobs.planned_hours

// Creates every table, trigger and policy in one transaction (the caller checked
// the database is empty).
void create(LedgerDb& db);
// Upgrades an older team ledger step by step, each step in its own transaction. Throws
// InputException naming the ledger (the failed step undone), e.g. when the user does not
// own the tables.
void update(LedgerDb& db, int fromVersion);

// The three roles and what each may do, as SQL (docs/team-ledger.md prints it):
// rentplan_reader reads, rentplan_writer adds jobs and edits or deletes its own,
// rentplan_admin edits everything and imports. Row-level security on recorded_by
// enforces it in the server.
QStringList rolesSql();
void applyRoles(LedgerDb& db);

} // namespace pg_schema

} // namespace rp
