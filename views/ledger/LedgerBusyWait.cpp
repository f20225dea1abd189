#include "views/ledger/LedgerBusyWait.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QPointer>
#include <QProgressDialog>
#include <QTimer>
#include <QWidget>

namespace rp::ledger_busy_wait {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(LedgerPage)
};
} // namespace

bool wait(QWidget* parent, LedgerCall& call, const QString& serverName)
{
    QEventLoop loop;
    // Queued: `finished` comes from the ledger's thread.
    QObject::connect(&call, &LedgerCall::finished, &loop, &QEventLoop::quit, Qt::QueuedConnection);
    if (call.isFinished())
        return true;
    // A quick answer: events are processed (painting, timers) but clicks and keys wait,
    // so nothing the person does lands in the middle of the work.
    QTimer::singleShot(kQuietMs, &loop, &QEventLoop::quit);
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    if (call.isFinished())
        return true;

    QProgressDialog busy(parent);
    busy.setObjectName(QStringLiteral("ledgerBusyDialog"));
    busy.setWindowTitle(Text::tr("Team Ledger"));
    busy.setLabelText(Text::tr("Waiting for the team ledger %1…\nCancel closes the connection; what was not saved "
                               "stays unsaved, and Reconnect opens it again.")
                          .arg(serverName));
    busy.setCancelButtonText(Text::tr("Cancel"));
    busy.setRange(0, 0); // no percentage: a busy indicator
    busy.setWindowModality(Qt::WindowModal);
    busy.setAutoClose(false);
    busy.setAutoReset(false);
    busy.setMinimumDuration(0);
    bool cancelled = false;
    QObject::connect(&busy, &QProgressDialog::canceled, &loop, [&cancelled, &loop] {
        cancelled = true;
        loop.quit();
    });
    busy.show();
    while (!call.isFinished() && !cancelled)
        loop.exec();
    return !cancelled;
}

LedgerSession::Waiter waiterFor(QWidget* parent)
{
    QPointer<QWidget> window(parent);
    return [window](LedgerCall& call, const QString& serverName) { return wait(window, call, serverName); };
}

} // namespace rp::ledger_busy_wait
