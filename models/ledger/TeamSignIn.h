#pragma once

#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerLocation.h"

#include <QString>

#include <functional>
#include <optional>

namespace rp::team_sign_in {

// What the person answered when asked for a team ledger's password.
struct PasswordAnswer {
    QString password;
    bool remember = false; // keep it in the desktop keyring
};

// How to ask the person: the window's dialogs, or the command line's terminal.
struct Prompts {
    // The server wants a password, or refused the one tried; `question` says which in a
    // sentence. nullopt: the person cancelled. Unset: nobody to ask (a command line without a
    // terminal), and the server's refusal is thrown as it came.
    std::function<std::optional<PasswordAnswer>(const QString& question)> password;
    // The database is empty: create a team ledger in it? Unset: never (the command line's
    // `ledger init` does that).
    std::function<bool(const PgConnection& connection)> createLedger;
};

// Opens the ledger at `location` with `mode`, throwing PgException or InputException as
// LedgerDb does: a LedgerDb on this thread, or a LedgerSession on a worker thread.
using Opener = std::function<void(const LedgerLocation& location, LedgerDb::Mode mode)>;

struct Result {
    bool opened = false; // false: the person cancelled a question
    QString password; // the one that worked ("" when libpq's own means signed in)
    QString keyringError; // why a password to remember could not be kept ("" if it was, or none was)
};

// Signs in to a team ledger in the order docs/team-ledger.md ("Passwords") gives: a password
// typed in a form (`given`) if any, else libpq's own means (an empty password lets libpq use
// ~/.pgpass, PGPASSWORD, peer or certificate login), then the desktop keyring (PasswordStore,
// keyed by the URI, which never holds the password), then prompts.password. A remembered
// password the server refuses is forgotten. Every failure other than a missing or refused
// password is the opener's exception, thrown on.
Result signIn(LedgerLocation location, LedgerDb::Mode mode, const QString& given, bool remember, const Opener& open,
    const Prompts& prompts);

} // namespace rp::team_sign_in
