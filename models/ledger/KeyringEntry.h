// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The desktop keyring lives in librentplan-keyring.so (app/module/KeyringEntry.cpp), the one
// part of RentPlan that links QtKeychain: it and the D-Bus libraries it needs load when a
// remembered password is first looked up (models/common/PrivateModule.h), not at start-up.
#include <QString>

#include <optional>

namespace rp::keyring_module {

struct Entry {
    const char* version; // RENTPLAN_VERSION of the library
    // Each waits for the keyring at most `timeoutMs` and returns false when it did not answer
    // in time. When it answered, `error` holds its words for a failure, "" for success.
    bool (*read)(
        const QString& service, const QString& key, int timeoutMs, std::optional<QString>* password, QString* error);
    bool (*write)(const QString& service, const QString& key, const QString& password, int timeoutMs, QString* error);
    // Forgetting a password that was never stored is not an error.
    bool (*remove)(const QString& service, const QString& key, int timeoutMs, QString* error);
};

} // namespace rp::keyring_module

extern "C" const rp::keyring_module::Entry* rentplan_keyring_entry();
