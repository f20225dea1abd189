#pragma once

#include "models/ledger/LedgerConnection.h"
#include "models/ledger/LedgerLocation.h"
#include "models/ledger/PgServer.h"

#include <memory>

namespace rp {

// A team ledger on a PostgreSQL server through QPSQL (docs/team-ledger.md). Opening names
// the server in every failure (PgException), refuses a database that holds other tables,
// an empty one (Mode::Init creates the ledger there) and a newer schema. Every call that
// waits on the server is guarded by the client's own deadline (PgWatchdog, PgTimeouts), so
// none waits for ever; a failed transaction is rolled back at once.
class PostgresConnection final : public LedgerConnection {
public:
    explicit PostgresConnection(PgConnection server);
    ~PostgresConnection() override;

    void open(LedgerDb& db, LedgerDb::Mode mode, LedgerDb::Check check) override;
    void close(const LedgerDb& db) noexcept override;

    QString userName() const override { return m_userName; }
    PGconn* pgHandle(const LedgerDb& db) const override;
    void requireConnection(const LedgerDb& db) const override;
    [[noreturn]] void fail(const LedgerDb& db, const QString& sqlState, const QString& detail) const override;

    PgWatchdog* watchdog() const override { return m_watchdog.get(); }
    int answerMs() const override { return PgTimeouts::answerMs(m_statementMs); }
    // How long rows streamed to the server (COPY) may stall: the ordinary limit, also inside an import.
    int stallMs() const override { return PgTimeouts::answerMs(m_timeouts.statementMs); }
    void setWaitingFor(const QString& what) const override { m_waitingFor = what; }
    // Closes the socket from any thread: the call waiting fails at once (PgFailure::Cancelled).
    void cut() const override;

    void allowImportDuration(const LedgerDb& db) override;
    // SET LOCAL ends with the transaction, however it ends.
    void transactionEnding() override { m_statementMs = m_timeouts.statementMs; }
    bool mayRollBack(const LedgerDb& db) const noexcept override;

private:
    // PostgreSQL ignores everything else in a transaction that failed, and QPSQL's statements
    // could not be freed ("Unable to free statement"): it is rolled back at once.
    void rollbackFailedTransaction(const LedgerDb& db) const noexcept;

    PgConnection m_server;
    QString m_userName;
    PgTimeouts m_timeouts;
    int m_statementMs = 0; // statement_timeout now in force (the import's inside an import)
    std::unique_ptr<PgWatchdog> m_watchdog;
    mutable QString m_waitingFor;
};

} // namespace rp
