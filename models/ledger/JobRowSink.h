#pragma once

#include "models/ledger/JobFields.h"

#include <QByteArrayView>

namespace rp {

// Where an import (LedgerImporter) puts the rows it has checked, inside its transaction:
// SqliteRowSink binds them into a prepared INSERT, PgRowSink streams them through COPY.
class JobRowSink {
public:
    virtual ~JobRowSink() = default;
    // One checked row: the field texts (`columns` of them; missing trailing fields are
    // NULL) and the values job_fields::parseRaw read from them. `texts` must stay alive
    // until the call returns.
    virtual void add(const QByteArrayView* texts, qsizetype columns, const job_fields::RawValue* values) = 0;
    // After the last row: makes the rows part of jobs; a refused row throws here.
    virtual void finish() = 0;

    // The columns an import fills, in the order of job_fields::Field.
    static constexpr char kColumns[]
        = "date, provider, card, cards, billing_mode, billed_hours, busy_hours, cost, currency, task, model, result, "
          "tags, notes, plan, phase, planned_cost, planned_hours";

    // Field `i` is stored as NULL: missing from the row, or an empty optional number or plan name
    // (other empty texts are '').
    static bool isNull(int i, qsizetype columns, const job_fields::RawValue* values)
    {
        if (i >= columns)
            return true;
        const job_fields::Field field = job_fields::fieldAt(i);
        return values[i].isNull
            && (job_fields::kind(field) == job_fields::Kind::Number || field == job_fields::Field::Plan
                || field == job_fields::Field::Phase);
    }
};

} // namespace rp
