#pragma once

#include <QByteArray>

namespace rp {

class LedgerDb;
struct JobRecord;

// `rentplan ledger --db URI push --from personal.sqlite` (issue #13): copies the
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
PushResult push(LedgerDb& from, LedgerDb& to);
} // namespace ledger_push

} // namespace rp
