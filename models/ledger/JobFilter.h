#pragma once

#include <QDate>
#include <QString>
#include <QVariantList>

namespace rp {

class LedgerBackend;

// What the Ledger tab and `ledger stats --from/--to` narrow the jobs down to.
// Empty members do not filter.
struct JobFilter {
    QDate from;
    QDate to; // inclusive
    QString card;
    QString provider;
    QString currency; // exactly; "" does not filter (jobs without a currency cannot be singled out)
    QString tag; // one tag of the ';'-separated list
    QString search; // free text in card, provider, task, model, result, tags or notes
    QString recordedBy; // team ledger: the jobs one person recorded ("my jobs")

    bool isEmpty() const
    {
        return !from.isValid() && !to.isValid() && card.isEmpty() && provider.isEmpty() && currency.isEmpty()
            && tag.isEmpty() && search.isEmpty() && recordedBy.isEmpty();
    }

    // "a AND b ..." over the jobs columns (or "true" when empty), appending the values to bind,
    // in the dialect of `backend` (the ledger it runs on).
    QString sql(QVariantList* binds, const LedgerBackend& backend) const;
};

} // namespace rp
