#include "models/ledger/LedgerPush.h"

#include "models/common/InputError.h"
#include "models/ledger/JobJson.h"
#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerBackend.h"
#include "models/ledger/LedgerDb.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QHash>
#include <QSqlQuery>
#include <QVariant>

namespace rp::ledger_push {

QByteArray fingerprint(const JobRecord& job)
{
    nlohmann::ordered_json json = job_json::toJson(job);
    // A job without planned hours keeps the fingerprint it had before the column existed,
    // so a push after the upgrade finds the jobs pushed before it.
    if (!job.plannedHours)
        json.erase("planned_hours");
    const std::string content = json.dump();
    return QCryptographicHash::hash(
        QByteArrayView(content.data(), qsizetype(content.size())), QCryptographicHash::Sha256)
        .toHex();
}

bool isSameLedger(const LedgerDb& a, const LedgerDb& b)
{
    if (a.backend().isShared() != b.backend().isShared())
        return false;
    const QString identity = a.backend().identity(a);
    return !identity.isEmpty() && identity == b.backend().identity(b);
}

PushResult push(LedgerDb& from, LedgerDb& to)
{
    if (isSameLedger(from, to)) {
        throw InputException({ from.path(), {},
            to.backend().isShared()
                ? QCoreApplication::translate("Ledger",
                    "this is the team ledger being pushed into (%1): the same server and database. Pushing a ledger "
                    "into itself would add every job again; nothing was pushed. Give --from your personal ledger file.")
                      .arg(to.path())
                : QCoreApplication::translate("Ledger",
                    "this is the ledger being pushed into (the same file as %1); pushing a ledger into itself would "
                    "add every job again, so nothing was pushed")
                      .arg(to.path()) });
    }
    if (!to.backend().isShared()) {
        throw InputException({ to.path(), {},
            QCoreApplication::translate(
                "Ledger", "push copies jobs into a team ledger: give --db a postgresql:// URI or profile:NAME") });
    }
    PushResult result;
    WriteTransaction transaction(to);
    // One push at a time per team ledger: two people pushing the same file at once
    // would otherwise both find its jobs missing and add them twice.
    to.backend().lockUntilCommit(to, QStringLiteral("rentplan push"));
    QHash<QByteArray, qint64> present;
    {
        QSqlQuery pushed = to.prepare(
            QStringLiteral("SELECT fingerprint, count(*) FROM jobs WHERE fingerprint IS NOT NULL GROUP BY 1"));
        pushed.setForwardOnly(true);
        to.exec(pushed);
        while (to.next(pushed))
            present.insert(pushed.value(0).toByteArray(), pushed.value(1).toLongLong());
    }
    JobStore target(to);
    JobStore(from).forEach([&](const JobRecord& job) {
        const QByteArray print = fingerprint(job);
        qint64& left = present[print];
        if (left > 0) {
            --left;
            ++result.skipped;
            return;
        }
        target.insertInTransaction(job, QString::fromLatin1(print));
        ++result.added;
    });
    transaction.commit();
    return result;
}

} // namespace rp::ledger_push
