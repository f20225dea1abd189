// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace rp {

namespace keyring_module {
struct Entry;
}

// The desktop keyring, for the team-ledger passwords a user asked to remember:
// service "RentPlan", key = the connection's URI (which never holds the password).
// It goes through QtKeychain in librentplan-keyring.so, loaded on the first call.
// Nothing is ever written to a file: where no keyring answers (no Secret Service
// or KWallet on the session bus, as in a headless test run) or its library is
// missing, every call fails within kTimeoutMs and the caller asks for the
// password instead.
class PasswordStore {
    Q_DECLARE_TR_FUNCTIONS(PasswordStore)

public:
    static constexpr int kTimeoutMs = 5000;

    // The remembered password, or nothing (none stored, no keyring, or it did not answer in time).
    static std::optional<QString> read(const QString& key);
    // Remembers `password`; false (with lastError()) when the keyring refused or is missing.
    static bool write(const QString& key, const QString& password);
    // Forgets the password, e.g. after the server refused it.
    static void remove(const QString& key);
    // Why the last call failed, in the keyring's own words ("" after success).
    static QString lastError();

    // Tests: how long a call may wait (the offscreen tests have no keyring daemon).
    static void setTimeoutMs(int milliseconds);
    // Tests: every call goes to `keyring` (a stand-in with the keyring library's table of
    // functions, ledger/KeyringEntry.h) instead of librentplan-keyring.so, which is then never
    // loaded; nullptr goes back to the library. Only code in the process can call it: no
    // setting, file or environment variable reaches it.
    static void setKeyringForTests(const keyring_module::Entry* keyring);
};

} // namespace rp
