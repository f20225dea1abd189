// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/ledger/PasswordStore.h"

#include "models/common/InputError.h"
#include "models/common/PrivateModule.h"
#include "models/ledger/KeyringEntry.h"

namespace rp {

namespace {

const QString kService = QStringLiteral("RentPlan");

struct State {
    QString lastError;
    int timeoutMs = PasswordStore::kTimeoutMs;
    const keyring_module::Entry* forTests = nullptr; // setKeyringForTests
};

State& state()
{
    static State s;
    return s;
}

// The keyring's library, or nothing (and the reason in lastError) when it cannot be loaded.
const keyring_module::Entry* keyring()
{
    if (state().forTests)
        return state().forTests;
    try {
        return static_cast<const keyring_module::Entry*>(
            private_module::entry(QStringLiteral("librentplan-keyring.so"), "rentplan_keyring_entry"));
    } catch (const InputException& e) {
        state().lastError = e.error().toString();
        return nullptr;
    }
}

// What a call leaves in lastError: the keyring's words, or that it did not answer in time.
void settle(bool answered, const QString& error)
{
    state().lastError = answered ? error
                                 : PasswordStore::tr("the desktop keyring did not answer within %n second(s)", nullptr,
                                     qMax(1, state().timeoutMs / 1000));
}

} // namespace

std::optional<QString> PasswordStore::read(const QString& key)
{
    const keyring_module::Entry* store = keyring();
    if (!store)
        return std::nullopt;
    std::optional<QString> password;
    QString error;
    const bool answered = store->read(kService, key, state().timeoutMs, &password, &error);
    settle(answered, error);
    return answered ? password : std::nullopt;
}

bool PasswordStore::write(const QString& key, const QString& password)
{
    const keyring_module::Entry* store = keyring();
    if (!store)
        return false;
    QString error;
    const bool answered = store->write(kService, key, password, state().timeoutMs, &error);
    settle(answered, error);
    return answered && error.isEmpty();
}

void PasswordStore::remove(const QString& key)
{
    if (const keyring_module::Entry* store = keyring()) {
        QString error;
        settle(store->remove(kService, key, state().timeoutMs, &error), error);
    }
}

QString PasswordStore::lastError()
{
    return state().lastError;
}

void PasswordStore::setTimeoutMs(int milliseconds)
{
    state().timeoutMs = milliseconds;
}

void PasswordStore::setKeyringForTests(const keyring_module::Entry* keyring)
{
    state().forTests = keyring;
}

} // namespace rp
