// SPDX-License-Identifier: GPL-3.0-or-later
// librentplan-keyring.so's side of models/ledger/KeyringEntry.h: the QtKeychain jobs.
#include "models/ledger/KeyringEntry.h"

#include <QEventLoop>
#include <QTimer>

#include <functional>

#include <qt6keychain/keychain.h>

namespace rp::keyring_module {

namespace {

// Runs `job` (which deletes itself when done) and waits for it, at most `timeoutMs`.
// `done` reads the result inside the finished signal, while the job still exists.
// Returns false when the keyring did not answer in time.
bool runJob(QKeychain::Job* job, int timeoutMs, const std::function<void(QKeychain::Job*)>& done)
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
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    job->start();
    if (!finished)
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    return finished;
}

bool read(const QString& service, const QString& key, int timeoutMs, std::optional<QString>* password, QString* error)
{
    auto* job = new QKeychain::ReadPasswordJob(service);
    job->setKey(key);
    return runJob(job, timeoutMs, [&](QKeychain::Job* j) {
        if (j->error() == QKeychain::NoError)
            *password = static_cast<QKeychain::ReadPasswordJob*>(j)->textData();
        else
            *error = j->errorString();
    });
}

bool write(const QString& service, const QString& key, const QString& password, int timeoutMs, QString* error)
{
    auto* job = new QKeychain::WritePasswordJob(service);
    job->setKey(key);
    job->setTextData(password);
    return runJob(job, timeoutMs, [&](QKeychain::Job* j) {
        if (j->error() != QKeychain::NoError)
            *error = j->errorString();
    });
}

bool remove(const QString& service, const QString& key, int timeoutMs, QString* error)
{
    auto* job = new QKeychain::DeletePasswordJob(service);
    job->setKey(key);
    return runJob(job, timeoutMs, [&](QKeychain::Job* j) {
        if (j->error() != QKeychain::NoError && j->error() != QKeychain::EntryNotFound)
            *error = j->errorString();
    });
}

const Entry kEntry { RENTPLAN_VERSION, &read, &write, &remove };

} // namespace

} // namespace rp::keyring_module

extern "C" Q_DECL_EXPORT const rp::keyring_module::Entry* rentplan_keyring_entry()
{
    return &rp::keyring_module::kEntry;
}
