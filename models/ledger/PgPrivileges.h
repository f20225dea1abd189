#pragma once

namespace rp {

class LedgerDb;

// What the signed-in database user may do in a team ledger (docs/team-ledger.md, "Roles"), so the window
// offers only what the server will allow: a rentplan_reader (finance) reads, and Add,
// Edit, Delete and Import are off for them. The server enforces it either way.
namespace pg_privileges {
// True when the user may add jobs (INSERT on jobs); a personal ledger: unless opened read-only.
// Throws InputException (PgException when the server went away) if the server cannot answer.
bool canAddJobs(const LedgerDb& db);
} // namespace pg_privileges

} // namespace rp
