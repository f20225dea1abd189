#pragma once

#include "models/ledger/LedgerSession.h"

#include <QString>

#include <memory>

class QWidget;

namespace rp {

// Signing in to a team ledger from the window (docs/team-ledger.md, "Connecting"). The password comes, in
// order, from libpq's own means (an empty password lets it use ~/.pgpass, PGPASSWORD,
// peer or certificate login), the desktop keyring, then the user; an empty database
// may be made a ledger when the user agrees.
namespace team_ledger_login {
// `password`: in, one typed in the form (or empty); out, the one that worked, kept in
// memory for a reconnect. The connection is made and used on a thread of its own
// (LedgerSession), waited for with a busy indicator and Cancel. Returns nullptr when
// the user cancelled or the server refused (a dialog said why).
std::unique_ptr<LedgerSession> open(QWidget* parent, LedgerLocation location, QString* password, bool rememberPassword);
} // namespace team_ledger_login

} // namespace rp
