#pragma once

#include "models/ledger/LedgerDb.h"

#include <QStringList>

#include <functional>
#include <memory>

namespace rp::cli {

class ArgParser;
struct Io;

// `--db FILE|URI|profile:NAME`, shared by every `rentplan ledger` action.
namespace ledger_db_option {
// Takes `--db X` or `--db=X` out of the arguments, before or after the action.
QStringList take(QStringList args, QString* db);
// Reading commands open read-only, except on first use of a personal ledger, when it is created empty.
LedgerDb::Mode readMode(const QString& location);
// Opens the ledger at `location`. A team ledger is signed in to as the window does
// (team_sign_in): libpq's own means, then the desktop keyring, then the password typed on the
// terminal; with no terminal to ask on, it fails with a message that says what to use instead.
std::unique_ptr<LedgerDb> open(const QString& location, LedgerDb::Mode mode = LedgerDb::Mode::ReadWrite);
// Warns on stderr about a password inside the URI and about a non-local server without TLS.
void warn(const LedgerLocation& location, Io& io);
// Adds --db to an action's parser, so it shows in the action's --help.
void add(ArgParser& parser);
// Runs a command that takes --db. Every message it throws passes here on its way out: a
// password that any argument carries (--db, --from) is hidden, whichever part of the
// program named it.
int hidingPasswords(const QStringList& rawArgs, const std::function<int()>& run);
} // namespace ledger_db_option

// The team-ledger actions (docs/team-ledger.md).
int runLedgerInit(const QStringList& args, const QString& db, Io& io);
int runLedgerPush(const QStringList& args, const QString& db, Io& io);

} // namespace rp::cli
