#include "models/ledger/JobFilter.h"

#include "models/ledger/LedgerBackend.h"

#include <QStringList>

namespace rp {

namespace {

// The user's text taken literally inside a LIKE pattern (% and _ escaped with '\\').
QString escapeLike(QString text)
{
    return text.replace(u'\\', QStringLiteral("\\\\"))
        .replace(u'%', QStringLiteral("\\%"))
        .replace(u'_', QStringLiteral("\\_"));
}

} // namespace

QString JobFilter::sql(QVariantList* binds, const LedgerBackend& backend) const
{
    QStringList terms;
    if (from.isValid()) {
        terms.append(QStringLiteral("date >= ?"));
        binds->append(from.toString(Qt::ISODate));
    }
    if (to.isValid()) {
        terms.append(QStringLiteral("date <= ?"));
        binds->append(to.toString(Qt::ISODate));
    }
    if (!card.isEmpty()) {
        terms.append(QStringLiteral("card = ?"));
        binds->append(card);
    }
    if (!provider.isEmpty()) {
        terms.append(QStringLiteral("provider = ?"));
        binds->append(provider);
    }
    if (!currency.isEmpty()) {
        terms.append(QStringLiteral("currency = ?"));
        binds->append(currency);
    }
    if (!tag.isEmpty()) {
        // Tags are "a;b;c"; spaces around the separators do not count, nor does case.
        terms.append(
            QStringLiteral("(';' || replace(tags, ' ', '') || ';') %1 ? ESCAPE '\\'").arg(backend.likeIgnoringCase()));
        binds->append(QString(QStringLiteral("%;") + escapeLike(tag).remove(u' ') + QStringLiteral(";%")));
    }
    if (!search.isEmpty()) {
        QStringList columns = { QStringLiteral("card"), QStringLiteral("provider"), QStringLiteral("task"),
            QStringLiteral("model"), QStringLiteral("result"), QStringLiteral("tags"), QStringLiteral("notes"),
            QStringLiteral("coalesce(plan, '')") };
        QStringList likes;
        for (const QString& column : columns) {
            likes.append(column + u' ' + backend.likeIgnoringCase() + QStringLiteral(" ? ESCAPE '\\'"));
            binds->append(QString(u'%' + escapeLike(search) + u'%'));
        }
        terms.append(u'(' + likes.join(QStringLiteral(" OR ")) + u')');
    }
    if (!recordedBy.isEmpty() && backend.isShared()) { // only a team ledger records who
        terms.append(QStringLiteral("recorded_by = ?"));
        binds->append(recordedBy);
    }
    return terms.isEmpty() ? QStringLiteral("true") : terms.join(QStringLiteral(" AND "));
}

} // namespace rp
