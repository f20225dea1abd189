#include "ledger/PasswordStore.h"

#include <QEventLoop>
#include <QTimer>

#include <functional>

#include <qt6keychain/keychain.h>

namespace rp {

namespace {

const QString kService = QStringLiteral("RentPlan");

struct State {
    QString lastError;
    int timeoutMs = PasswordStore::kTimeoutMs;
};

State& state()
{
    static State s;
    return s;
}

// Runs `job` (which deletes itself when done) and waits for it, at most the timeout.
// `done` reads the result inside the finished signal, while the job still exists.
// Returns false when the keyring did not answer in time.
bool runJob(QKeychain::Job* job, const std::function<void(QKeychain::Job*)>& done)
{
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // never a plain-text file in place of the keyring
    QEventLoop loop;
    bool finished = false;
    // `loop` is the context: a job that answers after the timeout finds nobody listening.
    QObject::connect(job, &QKeychain::Job::finished, &loop, [&](QKeychain::Job* j) {
        finished = true;
        done(j);
        loop.quit();
    });
    QTimer::singleShot(state().timeoutMs, &loop, &QEventLoop::quit);
    job->start();
    if (!finished)
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    return finished;
}

QString timeoutMessage()
{
    return PasswordStore::tr(
        "the desktop keyring did not answer within %n second(s)", nullptr, qMax(1, state().timeoutMs / 1000));
}

} // namespace

std::optional<QString> PasswordStore::read(const QString& key)
{
    auto* job = new QKeychain::ReadPasswordJob(kService);
    job->setKey(key);
    std::optional<QString> password;
    QString error;
    if (!runJob(job, [&](QKeychain::Job* j) {
            if (j->error() == QKeychain::NoError)
                password = static_cast<QKeychain::ReadPasswordJob*>(j)->textData();
            else
                error = j->errorString();
        }))
        error = timeoutMessage();
    state().lastError = error;
    return password;
}

bool PasswordStore::write(const QString& key, const QString& password)
{
    auto* job = new QKeychain::WritePasswordJob(kService);
    job->setKey(key);
    job->setTextData(password);
    QString error;
    bool ok = false;
    if (!runJob(job, [&](QKeychain::Job* j) {
            ok = j->error() == QKeychain::NoError;
            if (!ok)
                error = j->errorString();
        }))
        error = timeoutMessage();
    state().lastError = error;
    return ok;
}

void PasswordStore::remove(const QString& key)
{
    auto* job = new QKeychain::DeletePasswordJob(kService);
    job->setKey(key);
    QString error;
    if (!runJob(job, [&](QKeychain::Job* j) {
            if (j->error() != QKeychain::NoError && j->error() != QKeychain::EntryNotFound)
                error = j->errorString();
        }))
        error = timeoutMessage();
    state().lastError = error;
}

QString PasswordStore::lastError()
{
    return state().lastError;
}

void PasswordStore::setTimeoutMs(int milliseconds)
{
    state().timeoutMs = milliseconds;
}

} // namespace rp
