#pragma once

// A desktop keyring for tests, behind the keyring library's own table of functions
// (models/ledger/KeyringEntry.h). install() hands it to PasswordStore::setKeyringForTests in the
// test's process: the passwords a test remembers stay in this memory, every call is recorded, and
// librentplan-keyring.so (QtKeychain) is never loaded, so nothing reaches the keyring of the
// desktop running the tests.
#include "models/ledger/KeyringEntry.h"
#include "models/ledger/PasswordStore.h"

#include <QFile>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace fake_keyring {

struct Call {
    QString operation; // "read", "write" or "remove"
    QString service;
    QString key;
    QString password; // what was written, or what a read found
};

struct Keyring {
    // false: every call answers with an error, as a session without a keyring daemon does.
    bool available = true;
    QMap<QString, QString> passwords; // service + '\n' + key -> password
    QList<Call> calls;
};

inline Keyring& keyring()
{
    static Keyring k;
    return k;
}

// What the stand-in says when it plays a missing keyring.
inline QString missingText()
{
    return QStringLiteral("no keyring (the tests' stand-in)");
}

namespace detail {

inline QString slot(const QString& service, const QString& key)
{
    return service + u'\n' + key;
}

inline bool read(const QString& service, const QString& key, int, std::optional<QString>* password, QString* error)
{
    Keyring& k = keyring();
    const auto found = k.passwords.constFind(slot(service, key));
    if (!k.available)
        *error = missingText();
    else if (found == k.passwords.cend())
        *error = QStringLiteral("Entry not found"); // QtKeychain's words
    else
        *password = *found;
    k.calls.append({ QStringLiteral("read"), service, key, password->value_or(QString()) });
    return true;
}

inline bool write(const QString& service, const QString& key, const QString& password, int, QString* error)
{
    Keyring& k = keyring();
    if (k.available)
        k.passwords.insert(slot(service, key), password);
    else
        *error = missingText();
    k.calls.append({ QStringLiteral("write"), service, key, password });
    return true;
}

inline bool remove(const QString& service, const QString& key, int, QString* error)
{
    Keyring& k = keyring();
    if (k.available)
        k.passwords.remove(slot(service, key)); // forgetting what was never kept is no error
    else
        *error = missingText();
    k.calls.append({ QStringLiteral("remove"), service, key, QString() });
    return true;
}

} // namespace detail

inline const rp::keyring_module::Entry* entry()
{
    static const rp::keyring_module::Entry table { "tests", &detail::read, &detail::write, &detail::remove };
    return &table;
}

// Empties the stand-in (available, nothing kept, no calls) and puts it in the keyring's place.
inline Keyring& install()
{
    keyring() = Keyring();
    rp::PasswordStore::setKeyringForTests(entry());
    return keyring();
}

// Whether a library whose file name contains `name` is loaded in this process.
inline bool loaded(const char* name)
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    return maps.open(QIODevice::ReadOnly) && maps.readAll().contains(name);
}

} // namespace fake_keyring
