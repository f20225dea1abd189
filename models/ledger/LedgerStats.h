#pragma once

#include "models/ledger/JobFilter.h"

#include <QList>
#include <QString>

#include <optional>

namespace rp {

class LedgerDb;

// Where the money went (README.md `ledger stats`, with `by_month` for a monthly review). Card-hours are
// cards × billed hours; cost per card-hour is cost / billed card-hours; idle
// cost is Σ cost × (billed − busy) / billed. Money is never added across
// currencies (they do not add up): every sum lives in the block of its currency.
struct LedgerStats {
    struct Group {
        QString key; // card, provider or month "YYYY-MM"
        qint64 jobs = 0;
        double cost = 0;
        double cardHours = 0;
        double busyCardHours = 0;
        double idleCost = 0;
        double costPerCardHour() const { return cardHours > 0 ? cost / cardHours : 0.0; }
    };
    struct PlanLine {
        QString plan;
        QString phase;
        QString currency;
        qint64 jobs = 0;
        double planned = 0; // the phase's planned cost (recorded with each of its jobs)
        double actual = 0;
        double difference() const { return actual - planned; }
    };

    // The statistics of the jobs recorded in one currency ("" = jobs without one).
    struct Currency {
        QString code;
        Group total;
        QList<Group> byCard; // most expensive first
        QList<Group> byProvider;
        QList<Group> byMonth; // oldest first
        QList<Group> byPerson; // team ledger: by who recorded the jobs, most expensive first (empty on SQLite)
    };

    qint64 jobs = 0; // every currency: a count adds up, money does not
    // Billed and busy card-hours of every currency: hours add up, money does not.
    double cardHours() const;
    double busyCardHours() const;
    QList<Currency> currencies; // by code; empty when no job matches
    QList<PlanLine> planVsActual; // by plan, phase, then currency

    // Totals, by card/provider/month and plan lines for the jobs in the period
    // [from, to] (card and provider filters also apply; tag and text search do
    // not). Reads the per-month totals the triggers keep, so a million jobs cost
    // a few thousand rows plus the jobs of partly covered months.
    static LedgerStats compute(const LedgerDb& db, const JobFilter& filter = {});
};

// The price past jobs suggest for a new plan: median and range of their cost
// per card-hour (a dozen recorded jobs already tell what a job of that kind costs).
struct PriceSuggestion {
    qint64 jobs = 0;
    double median = 0;
    double min = 0;
    double max = 0;

    // Jobs matching every non-empty criterion: card exactly, task exactly, tag among the tags,
    // currency exactly (prices in different currencies never mix in one median).
    static std::optional<PriceSuggestion> compute(
        const LedgerDb& db, const QString& card, const QString& task, const QString& tag, const QString& currency = {});
};

} // namespace rp
