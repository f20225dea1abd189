#include "models/ledger/LedgerSession.h"

#include "models/ledger/PgServer.h"

#include <QCoreApplication>
#include <QList>
#include <QMutexLocker>
#include <QThread>

namespace rp {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Ledger)
};

// Threads of sessions that were closed while their work still ran (an opening that
// was cancelled mid-connect): they close their connection and end on their own.
QMutex retiredMutex;
QList<QThread*> retiredThreads;

void deleteFinishedThreads(bool wait)
{
    const QMutexLocker lock(&retiredMutex);
    for (qsizetype i = retiredThreads.size() - 1; i >= 0; --i) {
        QThread* thread = retiredThreads.at(i);
        if (wait)
            thread->wait();
        if (thread->isFinished()) {
            delete thread;
            retiredThreads.removeAt(i);
        }
    }
}

} // namespace

struct LedgerSession::Shared {
    QThread* thread = nullptr;
    QObject* context = nullptr; // lives on `thread`: posted work runs there
    std::unique_ptr<LedgerDb> db; // made, used and closed on `thread`
};

void LedgerCall::finish(std::exception_ptr error)
{
    {
        const QMutexLocker lock(&m_mutex);
        m_error = std::move(error);
        m_finished.storeRelease(1);
        m_done.wakeAll();
    }
    Q_EMIT finished();
}

void LedgerCall::waitUntilFinished()
{
    const QMutexLocker lock(&m_mutex);
    while (!isFinished())
        m_done.wait(&m_mutex);
}

LedgerSession::LedgerSession(std::unique_ptr<LedgerDb> db)
    : m_owned(std::move(db))
    , m_db(m_owned.get())
{
}

LedgerSession::LedgerSession(LedgerDb& db)
    : m_db(&db)
{
}

LedgerSession::~LedgerSession()
{
    if (m_shared)
        retire(m_shared, true);
}

LedgerDb& LedgerSession::localLedger()
{
    Q_ASSERT(!m_shared);
    return *m_db;
}

std::shared_ptr<LedgerCall> LedgerSession::post(const std::shared_ptr<Shared>& shared, std::function<void()> work)
{
    // Deleted on its own (the window's) thread, even when the ledger's thread lets go last.
    std::shared_ptr<LedgerCall> call(new LedgerCall, [](LedgerCall* c) { c->deleteLater(); });
    QMetaObject::invokeMethod(
        shared->context,
        [call, work = std::move(work)] {
            std::exception_ptr error;
            try {
                work();
            } catch (...) {
                error = std::current_exception();
            }
            call->finish(error);
        },
        Qt::QueuedConnection);
    return call;
}

void LedgerSession::retire(const std::shared_ptr<Shared>& shared, bool wait)
{
    // The connection closes on its own thread, after whatever work is still queued there.
    QMetaObject::invokeMethod(
        shared->context,
        [shared] {
            shared->db.reset();
            QThread::currentThread()->quit();
        },
        Qt::QueuedConnection);
    if (wait) {
        shared->thread->wait();
        delete shared->thread;
    } else {
        const QMutexLocker lock(&retiredMutex);
        retiredThreads.append(shared->thread);
    }
    deleteFinishedThreads(false);
}

void LedgerSession::waitForClosedSessions()
{
    deleteFinishedThreads(true);
}

std::unique_ptr<LedgerSession> LedgerSession::openOnThread(
    const LedgerLocation& location, LedgerDb::Mode mode, Waiter waiter)
{
    auto shared = std::make_shared<Shared>();
    shared->thread = new QThread;
    shared->thread->setObjectName(QStringLiteral("rentplan-team-ledger"));
    shared->context = new QObject;
    shared->context->moveToThread(shared->thread);
    QObject::connect(shared->thread, &QThread::finished, shared->context, &QObject::deleteLater);
    shared->thread->start();
    const std::shared_ptr<LedgerCall> call = post(shared, [shared, location, mode] {
        auto db = std::make_unique<LedgerDb>(location, mode, LedgerDb::Check::BeforeFirstWrite);
        shared->db = std::move(db);
    });
    const QString server = location.displayName();
    const bool finished = waiter ? waiter(*call, server) : (call->waitUntilFinished(), true);
    if (!finished) {
        // libpq's connect cannot be cut short; it ends within connect_timeout and the
        // connection, if one was made, is closed on its thread.
        retire(shared, false);
        throw PgException(PgFailure::Cancelled,
            { server, {},
                pg_server::describe(PgFailure::Cancelled, *location.pg, Text::tr("the connection to open")) });
    }
    if (call->m_error) {
        retire(shared, true);
        std::rethrow_exception(call->m_error);
    }
    std::unique_ptr<LedgerSession> session(new LedgerSession);
    session->m_shared = shared;
    session->m_thread = shared->thread;
    session->m_db = shared->db.get();
    session->m_waiter = std::move(waiter);
    return session;
}

void LedgerSession::run(const std::function<void(LedgerDb&)>& work)
{
    if (!m_shared) {
        work(*m_db);
        return;
    }
    LedgerDb* db = m_db;
    const std::shared_ptr<LedgerCall> call = post(m_shared, [db, &work] { work(*db); });
    const bool wasBusy = m_busy;
    m_busy = true;
    const bool finished = m_waiter ? m_waiter(*call, db->path()) : (call->waitUntilFinished(), true);
    if (!finished) {
        // Cancel: the connection's socket is shut down, so the work fails at once; it is
        // waited for, since it uses the caller's data.
        m_cancelled = true;
        db->cut();
        call->waitUntilFinished();
    }
    m_busy = wasBusy;
    if (call->m_error)
        std::rethrow_exception(call->m_error);
}

} // namespace rp
