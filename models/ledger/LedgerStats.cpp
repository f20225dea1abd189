#include "models/ledger/LedgerStats.h"

#include "models/ledger/LedgerBackend.h"
#include "models/ledger/LedgerDb.h"

#include <QHash>
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

// Adds one (month, card, provider) row of totals to a group keyed by `key`.
void accumulate(QList<LedgerStats::Group>& list, QHash<QString, qsizetype>& index, const QString& key,
    const LedgerStats::Group& row)
{
    auto it = index.find(key);
    if (it == index.end()) {
        it = index.insert(key, list.size());
        list.append({ key });
    }
    LedgerStats::Group& g = list[*it];
    g.jobs += row.jobs;
    g.cost += row.cost;
    g.cardHours += row.cardHours;
    g.busyCardHours += row.busyCardHours;
    g.idleCost += row.idleCost;
}

// The same sums the totals triggers keep (LedgerSchema), computed from jobs for the days of
// partly covered months. Idle cost = cost × (billed − busy) / billed (README.md).
const char kJobSums[]
    = "SELECT %1, card, provider, currency, count(*), sum(cost), sum(cards * billed_hours), "
      "sum(cards * coalesce(busy_hours, billed_hours)), "
      "sum(cost * (billed_hours - coalesce(busy_hours, billed_hours)) / billed_hours)%2 FROM jobs WHERE ";

} // namespace

LedgerStats LedgerStats::compute(const LedgerDb& db, const JobFilter& filter)
{
    // Whole months come from job_totals; the days of a month the period only partly
    // covers come from jobs (through the date index), so any period stays fast.
    QDate fullFrom = filter.from;
    if (fullFrom.isValid() && fullFrom.day() != 1)
        fullFrom = QDate(fullFrom.year(), fullFrom.month(), 1).addMonths(1);
    QDate fullTo = filter.to;
    if (fullTo.isValid() && fullTo.day() != fullTo.daysInMonth())
        fullTo = QDate(fullTo.year(), fullTo.month(), 1).addDays(-1);
    const bool noFullMonth = fullFrom.isValid() && fullTo.isValid() && fullFrom > fullTo;

    // A team ledger also keeps who recorded the jobs (the tenth column).
    const LedgerBackend& backend = db.backend();
    const bool team = backend.isShared();
    const QString person = team ? QStringLiteral(", recorded_by") : QString();
    QStringList branches;
    QVariantList binds;
    auto sideFilters = [&](QString sql) {
        if (!filter.card.isEmpty()) {
            sql += QStringLiteral(" AND card = ?");
            binds.append(filter.card);
        }
        if (!filter.provider.isEmpty()) {
            sql += QStringLiteral(" AND provider = ?");
            binds.append(filter.provider);
        }
        if (!filter.currency.isEmpty()) {
            sql += QStringLiteral(" AND currency = ?");
            binds.append(filter.currency);
        }
        return sql;
    };
    auto jobDays = [&](const QDate& first, const QDate& last) {
        binds.append(first.toString(Qt::ISODate));
        binds.append(last.toString(Qt::ISODate));
        branches.append(sideFilters(QString::fromLatin1(kJobSums).arg(backend.monthOf(QStringLiteral("date")), person)
                            + QStringLiteral("date >= ? AND date <= ?"))
            + (team ? QStringLiteral(" GROUP BY 1, 2, 3, 4, 10") : QStringLiteral(" GROUP BY 1, 2, 3, 4")));
    };
    if (noFullMonth) {
        jobDays(filter.from, filter.to);
    } else {
        if (filter.from.isValid() && filter.from < fullFrom)
            jobDays(filter.from, fullFrom.addDays(-1));
        QString totals
            = QStringLiteral("SELECT month, card, provider, currency, jobs, cost, card_hours, busy_card_hours, "
                             "idle_cost%1 FROM job_totals WHERE true")
                  .arg(person);
        if (fullFrom.isValid()) {
            totals += QStringLiteral(" AND month >= ?");
            binds.append(fullFrom.toString(QStringLiteral("yyyy-MM")));
        }
        if (fullTo.isValid()) {
            totals += QStringLiteral(" AND month <= ?");
            binds.append(fullTo.toString(QStringLiteral("yyyy-MM")));
        }
        branches.append(sideFilters(totals));
        if (filter.to.isValid() && filter.to > fullTo)
            jobDays(fullTo.addDays(1), filter.to);
    }

    struct Indexes {
        QHash<QString, qsizetype> card, provider, month, person;
    };
    LedgerStats stats;
    QHash<QString, qsizetype> currencyIndex;
    QList<Indexes> indexes;
    QSqlQuery rows = run(db, branches.join(QStringLiteral(" UNION ALL ")), binds);
    while (db.next(rows)) {
        const QString code = rows.value(3).toString();
        auto at = currencyIndex.find(code);
        if (at == currencyIndex.end()) {
            at = currencyIndex.insert(code, stats.currencies.size());
            stats.currencies.append(Currency { code });
            indexes.append(Indexes {});
        }
        Currency& c = stats.currencies[*at];
        Indexes& index = indexes[*at];
        Group row;
        row.jobs = rows.value(4).toLongLong();
        row.cost = rows.value(5).toDouble();
        row.cardHours = rows.value(6).toDouble();
        row.busyCardHours = rows.value(7).toDouble();
        row.idleCost = rows.value(8).toDouble();
        accumulate(c.byMonth, index.month, rows.value(0).toString(), row);
        accumulate(c.byCard, index.card, rows.value(1).toString(), row);
        accumulate(c.byProvider, index.provider, rows.value(2).toString(), row);
        if (team)
            accumulate(c.byPerson, index.person, rows.value(9).toString(), row);
        c.total.jobs += row.jobs;
        c.total.cost += row.cost;
        c.total.cardHours += row.cardHours;
        c.total.busyCardHours += row.busyCardHours;
        c.total.idleCost += row.idleCost;
        stats.jobs += row.jobs;
    }
    auto byCostThenKey
        = [](const Group& a, const Group& b) { return a.cost != b.cost ? a.cost > b.cost : a.key < b.key; };
    for (Currency& c : stats.currencies) {
        std::sort(c.byCard.begin(), c.byCard.end(), byCostThenKey);
        std::sort(c.byProvider.begin(), c.byProvider.end(), byCostThenKey);
        std::sort(c.byPerson.begin(), c.byPerson.end(), byCostThenKey);
        std::sort(c.byMonth.begin(), c.byMonth.end(), [](const Group& a, const Group& b) { return a.key < b.key; });
    }
    std::sort(stats.currencies.begin(), stats.currencies.end(),
        [](const Currency& a, const Currency& b) { return a.code < b.code; });

    // Few jobs are tied to a plan: read them through the partial index, never the
    // date index, which would visit every job of the period.
    // The same jobs as the totals above, which cover period, card and provider only.
    JobFilter planFilter = filter;
    planFilter.tag.clear();
    planFilter.search.clear();
    QVariantList planBinds;
    const QString where = planFilter.sql(&planBinds, backend);
    QSqlQuery plans = run(db,
        QStringLiteral(
            "SELECT plan, coalesce(phase, ''), currency, count(*), max(coalesce(planned_cost, 0)), sum(cost) "
            "FROM jobs %1 WHERE plan IS NOT NULL AND %2 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3")
            .arg(backend.planIndexHint(), where),
        planBinds);
    while (db.next(plans)) {
        stats.planVsActual.append({ plans.value(0).toString(), plans.value(1).toString(), plans.value(2).toString(),
            plans.value(3).toLongLong(), plans.value(4).toDouble(), plans.value(5).toDouble() });
    }
    return stats;
}

double LedgerStats::cardHours() const
{
    double sum = 0;
    for (const Currency& c : currencies)
        sum += c.total.cardHours;
    return sum;
}

double LedgerStats::busyCardHours() const
{
    double sum = 0;
    for (const Currency& c : currencies)
        sum += c.total.busyCardHours;
    return sum;
}

std::optional<PriceSuggestion> PriceSuggestion::compute(
    const LedgerDb& db, const QString& card, const QString& task, const QString& tag, const QString& currency)
{
    JobFilter filter;
    filter.card = card;
    filter.tag = tag;
    filter.currency = currency;
    QVariantList binds;
    QString where = filter.sql(&binds, db.backend());
    if (!task.isEmpty()) {
        where += QStringLiteral(" AND task = ?");
        binds.append(task);
    }
    QSqlQuery query = run(db,
        QStringLiteral("SELECT cost / (cards * billed_hours) AS p FROM jobs WHERE %1 ORDER BY p").arg(where), binds);
    QList<double> prices;
    while (db.next(query))
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
