#include "views/ledger/TeamLedgerLogin.h"

#include "models/ledger/PasswordStore.h"
#include "models/ledger/PgServer.h"
#include "views/common/Dialogs.h"
#include "views/ledger/LedgerBusyWait.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace rp::team_ledger_login {

namespace {
// The page's context, where these texts were translated first.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(LedgerPage)
};
} // namespace

std::unique_ptr<LedgerSession> open(QWidget* parent, LedgerLocation location, QString* password, bool rememberPassword)
{
    PgConnection& connection = *location.pg; // the password stays in memory only
    if (!password->isEmpty())
        connection.password = *password;
    // The keyring entry is named by the URI, which never holds the password.
    const QString keyringKey = connection.uri();
    bool remember = rememberPassword && !connection.password.isEmpty();
    bool keyringTried = !connection.password.isEmpty(); // a password given is used before the keyring's
    bool fromKeyring = false;
    LedgerDb::Mode mode = LedgerDb::Mode::ReadWrite;
    std::unique_ptr<LedgerSession> db;
    // In order (docs/team-ledger.md, "Passwords"): libpq's own means (an empty password lets it use ~/.pgpass,
    // PGPASSWORD, peer or certificate login), the desktop keyring, then the user.
    for (;;) {
        try {
            db = LedgerSession::openOnThread(location, mode, ledger_busy_wait::waiterFor(parent));
            break;
        } catch (const PgException& e) {
            if (e.failure() == PgFailure::Cancelled)
                return nullptr; // the person stopped waiting: nothing more to say
            // An empty database: the team's administrator may create the ledger here and now.
            if (e.failure() == PgFailure::Empty && mode != LedgerDb::Mode::Init
                && Dialogs::question(parent, Text::tr("Open Team Ledger"),
                       Text::tr("The database \"%1\" on %2 is empty. Create a team ledger in it?")
                           .arg(connection.database, connection.serverName()),
                       QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
                    == QMessageBox::Yes) {
                mode = LedgerDb::Mode::Init;
                continue;
            }
            const bool refused = e.failure() == PgFailure::AuthFailed;
            if (e.failure() != PgFailure::PasswordNeeded && !refused) {
                Dialogs::warning(parent, Text::tr("Open Team Ledger"), e.error().toString());
                return nullptr;
            }
            if (fromKeyring && refused)
                PasswordStore::remove(keyringKey); // changed on the server since: ask, and keep the new one if wanted
            if (!keyringTried) {
                keyringTried = true;
                if (const std::optional<QString> kept = PasswordStore::read(keyringKey); kept && !kept->isEmpty()) {
                    connection.password = *kept;
                    fromKeyring = true;
                    continue;
                }
            }
            const QString user = connection.user.isEmpty() ? Text::tr("your login name") : connection.user;
            const QString question = refused
                ? e.error().toString() + u"\n\n" + Text::tr("Type the password of %1 again, or cancel.").arg(user)
                : Text::tr("%1 asks for the password of %2.").arg(connection.displayName(), user);
            const std::optional<Dialogs::PasswordAnswer> answer
                = Dialogs::password(parent, Text::tr("Team Ledger Password"), question);
            if (!answer)
                return nullptr; // cancelled
            connection.password = answer->password;
            remember = answer->remember && !answer->password.isEmpty();
            fromKeyring = false;
        } catch (const InputException& e) {
            Dialogs::warning(parent, Text::tr("Open Team Ledger"), e.error().toString());
            return nullptr;
        }
    }
    if (remember && !fromKeyring && !PasswordStore::write(keyringKey, connection.password)) {
        Dialogs::information(parent, Text::tr("Team Ledger Password"),
            Text::tr("The password could not be kept in the desktop keyring (%1). RentPlan will ask for it next time.")
                .arg(PasswordStore::lastError()));
    }
    *password = connection.password;
    return db;
}

} // namespace rp::team_ledger_login
