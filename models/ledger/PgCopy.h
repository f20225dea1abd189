#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace rp {

class LedgerDb;

// Streams rows into a team ledger table with COPY … FROM STDIN (target: a million
// jobs within 2× of `psql \copy`, scripts/bench-team-ledger.sh), on the QPSQL driver's own libpq
// connection and inside the caller's transaction. Rows are written in COPY's
// text format (postgresql.org/docs/15/sql-copy.html, "Text Format"): fields
// separated by tabs, \N for NULL, backslash escapes for \, tab, CR and LF.
class PgCopy {
public:
    // Starts `COPY table (columns) FROM STDIN`; throws InputException naming the ledger.
    PgCopy(const LedgerDb& db, const QByteArray& copySql);
    // An unfinished COPY is abandoned: the server reports an error and the
    // transaction, which the caller rolls back, keeps nothing.
    ~PgCopy();
    PgCopy(const PgCopy&) = delete;
    PgCopy& operator=(const PgCopy&) = delete;

    void addText(QByteArrayView text); // escaped
    void addRaw(QByteArrayView text); // a number or date already validated: no escaping needed
    void addNull();
    void endRow();
    // Sends what is left and ends the COPY; throws if the server refused a row.
    void finish();

private:
    void separate();
    void flush();
    [[noreturn]] void fail() const;

    const LedgerDb& m_db;
    QByteArray m_buffer;
    bool m_rowStarted = false;
    bool m_open = false;
};

} // namespace rp
