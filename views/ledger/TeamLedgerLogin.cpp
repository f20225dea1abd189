#include "views/ledger/TeamLedgerLogin.h"

#include "models/ledger/PgServer.h"
#include "models/ledger/TeamSignIn.h"
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
    std::unique_ptr<LedgerSession> db;
    const auto opener = [&](const LedgerLocation& at, LedgerDb::Mode mode) {
        db = LedgerSession::openOnThread(at, mode, ledger_busy_wait::waiterFor(parent));
    };
    team_sign_in::Prompts prompts;
    prompts.password = [parent](const QString& question) -> std::optional<team_sign_in::PasswordAnswer> {
        const std::optional<Dialogs::PasswordAnswer> answer
            = Dialogs::password(parent, Text::tr("Team Ledger Password"), question);
        if (!answer)
            return std::nullopt;
        return team_sign_in::PasswordAnswer { answer->password, answer->remember };
    };
    // An empty database: the team's administrator may create the ledger here and now.
    prompts.createLedger = [parent](const PgConnection& connection) {
        return Dialogs::question(parent, Text::tr("Open Team Ledger"),
                   Text::tr("The database \"%1\" on %2 is empty. Create a team ledger in it?")
                       .arg(connection.database, connection.serverName()),
                   QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            == QMessageBox::Yes;
    };
    team_sign_in::Result result;
    try {
        result = team_sign_in::signIn(
            std::move(location), LedgerDb::Mode::ReadWrite, *password, rememberPassword, opener, prompts);
    } catch (const PgException& e) {
        if (e.failure() != PgFailure::Cancelled) // the person stopped waiting: nothing more to say
            Dialogs::warning(parent, Text::tr("Open Team Ledger"), e.error().toString());
        return nullptr;
    } catch (const InputException& e) {
        Dialogs::warning(parent, Text::tr("Open Team Ledger"), e.error().toString());
        return nullptr;
    }
    if (!result.opened)
        return nullptr; // cancelled
    if (!result.keyringError.isEmpty()) {
        Dialogs::information(parent, Text::tr("Team Ledger Password"),
            Text::tr("The password could not be kept in the desktop keyring (%1). RentPlan will ask for it next time.")
                .arg(result.keyringError));
    }
    *password = result.password;
    return db;
}

} // namespace rp::team_ledger_login
