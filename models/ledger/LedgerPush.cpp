#include "ledger/LedgerPush.h"

#include "common/InputError.h"
#include "ledger/JobJson.h"
#include "ledger/JobStore.h"
#include "ledger/LedgerDb.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QHash>
#include <QSqlQuery>
#include <QVariant>

namespace rp::ledger_push {

QByteArray fingerprint(const JobRecord& job)
{
    const std::string content = job_json::toJson(job).dump();
    return QCryptographicHash::hash(QByteArrayView(content.data(), qsizetype(content.size())), QCryptographicHash::Sha256)
        .toHex();
}

PushResult push(LedgerDb& from, LedgerDb& to)
{
    if (!to.isPostgres()) {
        throw InputException({ to.path(), {},
            QCoreApplication::translate("Ledger", "push copies jobs into a team ledger: give --db a postgresql:// URI or profile:NAME") });
    }
    PushResult result;
    WriteTransaction transaction(to);
    // One push at a time per team ledger: two people pushing the same file at once
    // would otherwise both find its jobs missing and add them twice.
    to.exec(QStringLiteral("SELECT pg_advisory_xact_lock(hashtext('rentplan push'))"));
    QHash<QByteArray, qint64> present;
    {
        QSqlQuery pushed = to.prepare(QStringLiteral("SELECT fingerprint, count(*) FROM jobs WHERE fingerprint IS NOT NULL GROUP BY 1"));
        pushed.setForwardOnly(true);
        to.exec(pushed);
        while (pushed.next())
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
