#pragma once

#include <QByteArray>

namespace rp {

class LedgerDb;
struct JobRecord;

// `rentplan ledger --db URI push --from personal.sqlite` (docs/team-ledger.md): copies the
// jobs of a personal ledger into a team ledger, in one transaction. Pushing twice
// adds nothing the second time: every pushed job carries a fingerprint of its
// content, and a job is skipped when the team ledger already holds as many pushed
// jobs with that fingerprint as the personal ledger has (two identical real jobs
// are both pushed once).
struct PushResult {
    qint64 added = 0;
    qint64 skipped = 0;
};

namespace ledger_push {
// SHA-256 of the job's content as the JSON export writes it (no id, no stamps).
QByteArray fingerprint(const JobRecord& job);
// Throws InputException naming the ledger on a refused write; nothing is kept then.
// A source that is the target itself is refused before anything is read (it would
// add every job again): the same server and database however the URI spells them,
// or the same file however its path is written (links, "..", another name).
PushResult push(LedgerDb& from, LedgerDb& to);
// Whether two open ledgers are one: for files the device and inode, for team ledgers
// what the server says about itself (its start time, port and the database's oid).
bool isSameLedger(const LedgerDb& a, const LedgerDb& b);
} // namespace ledger_push

} // namespace rp
