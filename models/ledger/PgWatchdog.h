#pragma once

#include <QString>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace rp {

// The client's own limit on waiting for a PostgreSQL server. The server ends what it
// can itself (lock_timeout, statement_timeout), and TCP keepalives and
// tcp_user_timeout notice a peer that is gone or a send that never drains; but a
// server that is alive and does not answer (a stopped process, `kill -STOP`, a hung
// machine behind a proxy) keeps libpq waiting in poll() for ever, because the kernel
// still acknowledges every packet. While a call waits on the server it is armed with
// a deadline; when the deadline passes, the connection's socket is shut down from a
// thread of this object's own, libpq's wait ends with an error, and fired() says why.
// cut() does the same at once, from any thread (Cancel in the window).
class PgWatchdog {
public:
    PgWatchdog();
    ~PgWatchdog();
    PgWatchdog(const PgWatchdog&) = delete;
    PgWatchdog& operator=(const PgWatchdog&) = delete;

    // The connection's socket (PQsocket); -1 before it is connected and after it is closed.
    void setSocket(int fd);
    // The calling thread now waits on the server for at most `milliseconds`.
    void arm(int milliseconds);
    void disarm();
    // Shuts the socket down now: a blocked call returns with an error. Any thread.
    void cut();

    enum class Reason { None, Deadline, Cut };
    // Why the socket was shut down, if it was.
    Reason reason() const;
    // The deadline that passed, in milliseconds (for the message).
    int firedAfterMs() const;

    // Arms for the lifetime of the object.
    class Armed {
    public:
        Armed(PgWatchdog* watchdog, int milliseconds)
            : m_watchdog(watchdog)
        {
            if (m_watchdog)
                m_watchdog->arm(milliseconds);
        }
        ~Armed()
        {
            if (m_watchdog)
                m_watchdog->disarm();
        }
        Armed(const Armed&) = delete;
        Armed& operator=(const Armed&) = delete;

    private:
        PgWatchdog* m_watchdog;
    };

private:
    using Clock = std::chrono::steady_clock;
    void watch();
    void shutDownLocked(Reason reason);

    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    int m_fd = -1;
    bool m_armed = false;
    int m_armedMs = 0;
    Clock::time_point m_deadline;
    Clock::time_point m_watchingUntil = Clock::time_point::max(); // when the watching thread wakes next
    Reason m_reason = Reason::None;
    int m_firedAfterMs = 0;
    bool m_stop = false;
    std::thread m_thread;
};

} // namespace rp
