#pragma once

#include "models/ledger/LedgerSession.h"

class QWidget;

namespace rp {

// How the window waits for work on a team ledger's thread (LedgerSession::Waiter):
// the event loop keeps running, so the window repaints and stays responsive. A short
// wait shows nothing and takes no input; a longer one shows a window-modal busy
// indicator naming the server, whose Cancel stops the wait.
namespace ledger_busy_wait {
// Milliseconds before the busy indicator shows.
inline constexpr int kQuietMs = 300;
bool wait(QWidget* parent, LedgerCall& call, const QString& serverName);
// A Waiter that waits with `parent` as the busy indicator's window.
LedgerSession::Waiter waiterFor(QWidget* parent);
} // namespace ledger_busy_wait

} // namespace rp
