#include "ledger/LedgerStats.h"

#include "ledger/LedgerDb.h"

#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace rp {

namespace {

QSqlQuery run(const LedgerDb& db, const QString& sql, const QVariantList& binds)
{
    QSqlQuery query = db.prepare(sql);
    query.setForwardOnly(true);
    for (const QVariant& v : binds)
        query.addBindValue(v);
    db.exec(query);
    return query;
}

QList<LedgerStats::Group> groups(const LedgerDb& db, const QString& key, const QString& where,
    const QVariantList& binds, const QString& order)
{
    QSqlQuery query = run(db,
        QStringLiteral("SELECT %1, sum(jobs), sum(cost), sum(card_hours), sum(busy_card_hours), sum(idle_cost) "
                       "FROM job_totals WHERE %2 GROUP BY 1 ORDER BY %3")
            .arg(key, where, order),
        binds);
    QList<LedgerStats::Group> result;
    while (query.next()) {
        LedgerStats::Group g;
        g.key = query.value(0).toString();
        g.jobs = query.value(1).toLongLong();
        g.cost = query.value(2).toDouble();
        g.cardHours = query.value(3).toDouble();
        g.busyCardHours = query.value(4).toDouble();
        g.idleCost = query.value(5).toDouble();
        result.append(g);
    }
    return result;
}

} // namespace

LedgerStats LedgerStats::compute(const LedgerDb& db, const JobFilter& filter)
{
    // Only the filters the totals table can answer; tag and text search do not narrow statistics.
    JobFilter totalsFilter = filter;
    totalsFilter.tag.clear();
    totalsFilter.search.clear();
    QVariantList binds;
    const QString where = totalsFilter.sql(&binds);

    LedgerStats stats;
    const QList<Group> all = groups(db, QStringLiteral("''"), where, binds, QStringLiteral("1"));
    if (!all.isEmpty())
        stats.total = all.first();
    stats.byCard = groups(db, QStringLiteral("card"), where, binds, QStringLiteral("3 DESC, 1"));
    stats.byProvider = groups(db, QStringLiteral("provider"), where, binds, QStringLiteral("3 DESC, 1"));
    stats.byMonth = groups(db, QStringLiteral("substr(date, 1, 7)"), where, binds, QStringLiteral("1"));

    QSqlQuery plans = run(db,
        QStringLiteral("SELECT plan, coalesce(phase, ''), count(*), max(coalesce(planned_cost, 0)), sum(cost) "
                       "FROM jobs WHERE plan IS NOT NULL AND %1 GROUP BY 1, 2 ORDER BY 1, 2")
            .arg(where),
        binds);
    while (plans.next()) {
        stats.planVsActual.append({ plans.value(0).toString(), plans.value(1).toString(), plans.value(2).toLongLong(),
            plans.value(3).toDouble(), plans.value(4).toDouble() });
    }
    return stats;
}

std::optional<PriceSuggestion> PriceSuggestion::compute(const LedgerDb& db, const QString& card, const QString& task,
    const QString& tag)
{
    JobFilter filter;
    filter.card = card;
    filter.tag = tag;
    QVariantList binds;
    QString where = filter.sql(&binds);
    if (!task.isEmpty()) {
        where += QStringLiteral(" AND task = ?");
        binds.append(task);
    }
    QSqlQuery query = run(db,
        QStringLiteral("SELECT cost / (cards * billed_hours) AS p FROM jobs WHERE %1 ORDER BY p").arg(where), binds);
    QList<double> prices;
    while (query.next())
        prices.append(query.value(0).toDouble());
    if (prices.isEmpty())
        return std::nullopt;
    PriceSuggestion s;
    s.jobs = prices.size();
    const qsizetype n = prices.size();
    s.median = n % 2 ? prices.at(n / 2) : (prices.at(n / 2 - 1) + prices.at(n / 2)) / 2;
    s.min = prices.first();
    s.max = prices.last();
    return s;
}

} // namespace rp
