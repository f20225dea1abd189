#pragma once

#include "models/ledger/LedgerDb.h"

#include <QAtomicInt>
#include <QMutex>
#include <QObject>
#include <QWaitCondition>

#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>

class QThread;

namespace rp {

// One piece of work handed to a team ledger's thread, and how it ended.
class LedgerCall : public QObject {
    Q_OBJECT

public:
    bool isFinished() const { return m_finished.loadAcquire() != 0; }
    // Blocks until the work has ended (after the connection was cut it ends at once).
    void waitUntilFinished();

Q_SIGNALS:
    // Emitted on the ledger's thread when the work has ended: connect queued.
    void finished();

private:
    friend class LedgerSession;
    void finish(std::exception_ptr error);

    QAtomicInt m_finished;
    std::exception_ptr m_error;
    QMutex m_mutex;
    QWaitCondition m_done;
};

// A ledger as the window uses it. A personal ledger (SQLite) is used on the window's
// own thread: run() calls the work at once. A team ledger lives on a thread of its own,
// where its connection is made and used (Qt SQL connections belong to the thread that
// made them): run() hands the work over and waits through the Waiter, which keeps the
// window processing events and offers Cancel. Cancel cuts the connection
// (LedgerDb::cut): the work fails at once with PgFailure::Cancelled, nothing that was
// not committed is kept, and the session answers every later call the same way until
// the ledger is opened again.
class LedgerSession {
public:
    // Returns true when `call` finished, false when the person stopped waiting.
    using Waiter = std::function<bool(LedgerCall& call, const QString& serverName)>;

    // A ledger used on this thread, owned or borrowed.
    explicit LedgerSession(std::unique_ptr<LedgerDb> db);
    explicit LedgerSession(LedgerDb& db);
    // Opens a team ledger on a thread of its own, waiting through `waiter`. Throws what
    // opening threw (PgException naming the server), or PgException(Cancelled) when the
    // person stopped waiting: the opening then finishes and closes on its own thread.
    static std::unique_ptr<LedgerSession> openOnThread(
        const LedgerLocation& location, LedgerDb::Mode mode, Waiter waiter);
    ~LedgerSession();
    LedgerSession(const LedgerSession&) = delete;
    LedgerSession& operator=(const LedgerSession&) = delete;

    // Runs `work` with the ledger and returns when it has ended, throwing what it threw.
    void run(const std::function<void(LedgerDb&)>& work);
    template <typename Work> auto call(Work&& work) -> std::invoke_result_t<Work, LedgerDb&>
    {
        using Result = std::invoke_result_t<Work, LedgerDb&>;
        if constexpr (std::is_void_v<Result>) {
            run(std::forward<Work>(work));
        } else {
            std::optional<Result> result;
            run([&](LedgerDb& db) { result.emplace(work(db)); });
            return std::move(*result);
        }
    }

    // What was settled at opening (path, backend, userName, isReadOnly): readable on
    // any thread. Queries go through run().
    const LedgerDb& ledger() const { return *m_db; }
    // The ledger itself, for work on this thread: a personal ledger only.
    LedgerDb& localLedger();
    bool onOwnThread() const { return m_thread != nullptr; }
    // A call is in progress (the window is waiting for it).
    bool isBusy() const { return m_busy; }
    // The person cancelled a wait: the connection is cut.
    bool isCancelled() const { return m_cancelled; }
    void setWaiter(Waiter waiter) { m_waiter = std::move(waiter); }

    // Waits for the threads of sessions that were closed or cancelled while their
    // work still ran (an opening cannot be cut mid-connect). The application calls
    // this before it ends, when no window waits any more.
    static void waitForClosedSessions();

private:
    struct Shared;
    LedgerSession() = default;
    static std::shared_ptr<LedgerCall> post(const std::shared_ptr<Shared>& shared, std::function<void()> work);
    static void retire(const std::shared_ptr<Shared>& shared, bool wait);

    std::unique_ptr<LedgerDb> m_owned;
    LedgerDb* m_db = nullptr;
    std::shared_ptr<Shared> m_shared; // team ledger: the thread and what lives on it
    QThread* m_thread = nullptr;
    Waiter m_waiter;
    bool m_busy = false;
    bool m_cancelled = false;
    QString m_cancelMessage;
};

} // namespace rp
