#include "models/ledger/PgWatchdog.h"

#include <sys/socket.h>

namespace rp {

PgWatchdog::PgWatchdog()
    : m_thread([this] { watch(); })
{
}

PgWatchdog::~PgWatchdog()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_changed.notify_all();
    m_thread.join();
}

void PgWatchdog::setSocket(int fd)
{
    const std::lock_guard lock(m_mutex);
    m_fd = fd;
}

void PgWatchdog::arm(int milliseconds)
{
    bool wake = false;
    {
        const std::lock_guard lock(m_mutex);
        m_armed = true;
        m_armedMs = milliseconds;
        m_deadline = Clock::now() + std::chrono::milliseconds(milliseconds);
        // A watcher that wakes before the new deadline finds it when it wakes: calls
        // armed row by row (an export) cost no thread switch each.
        wake = m_deadline < m_watchingUntil;
    }
    if (wake)
        m_changed.notify_all();
}

void PgWatchdog::disarm()
{
    // The watching thread finds nothing armed when it wakes; no need to wake it now.
    const std::lock_guard lock(m_mutex);
    m_armed = false;
}

void PgWatchdog::cut()
{
    const std::lock_guard lock(m_mutex);
    shutDownLocked(Reason::Cut);
}

PgWatchdog::Reason PgWatchdog::reason() const
{
    const std::lock_guard lock(m_mutex);
    return m_reason;
}

int PgWatchdog::firedAfterMs() const
{
    const std::lock_guard lock(m_mutex);
    return m_firedAfterMs;
}

void PgWatchdog::shutDownLocked(Reason reason)
{
    if (m_fd < 0 || m_reason != Reason::None)
        return;
    // shutdown(), not close(): the descriptor stays libpq's (no other file can get its
    // number while libpq still uses it), and a thread blocked in poll() on it wakes.
    ::shutdown(m_fd, SHUT_RDWR);
    m_reason = reason;
    m_firedAfterMs = m_armedMs;
}

void PgWatchdog::watch()
{
    std::unique_lock lock(m_mutex);
    while (!m_stop) {
        if (!m_armed) {
            m_watchingUntil = Clock::time_point::max();
            m_changed.wait(lock);
            continue;
        }
        if (Clock::now() >= m_deadline) {
            shutDownLocked(Reason::Deadline);
            m_armed = false;
            continue;
        }
        m_watchingUntil = m_deadline;
        m_changed.wait_until(lock, m_watchingUntil);
    }
}

} // namespace rp
