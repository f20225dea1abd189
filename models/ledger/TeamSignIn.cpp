#include "models/ledger/TeamSignIn.h"

#include "models/ledger/PasswordStore.h"
#include "models/ledger/PgServer.h"

#include <QCoreApplication>

namespace rp::team_sign_in {

namespace {
// The Ledger tab's context, where these questions were written and translated first.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(LedgerPage)
};
} // namespace

Result signIn(LedgerLocation location, LedgerDb::Mode mode, const QString& given, bool remember, const Opener& open,
    const Prompts& prompts)
{
    PgConnection& connection = *location.pg; // the password stays in memory only
    if (!given.isEmpty())
        connection.password = given;
    const QString keyringKey = connection.uri();
    remember = remember && !connection.password.isEmpty();
    bool keyringTried = !connection.password.isEmpty(); // a password given is used before the keyring's
    bool fromKeyring = false;
    for (;;) {
        try {
            open(location, mode);
            break;
        } catch (const PgException& e) {
            if (e.failure() == PgFailure::Empty && mode != LedgerDb::Mode::Init && prompts.createLedger
                && prompts.createLedger(connection)) {
                mode = LedgerDb::Mode::Init;
                continue;
            }
            const bool refused = e.failure() == PgFailure::AuthFailed;
            if (e.failure() != PgFailure::PasswordNeeded && !refused)
                throw;
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
            if (!prompts.password)
                throw; // nobody to ask: the server's own words
            const QString user = connection.user.isEmpty() ? Text::tr("your login name") : connection.user;
            const QString question = refused
                ? e.error().toString() + u"\n\n" + Text::tr("Type the password of %1 again, or cancel.").arg(user)
                : Text::tr("%1 asks for the password of %2.").arg(connection.displayName(), user);
            const std::optional<PasswordAnswer> answer = prompts.password(question);
            if (!answer)
                return {}; // cancelled
            connection.password = answer->password;
            remember = answer->remember && !answer->password.isEmpty();
            fromKeyring = false;
        }
    }
    Result result;
    result.opened = true;
    result.password = connection.password;
    if (remember && !fromKeyring && !PasswordStore::write(keyringKey, connection.password))
        result.keyringError = PasswordStore::lastError();
    return result;
}

} // namespace rp::team_sign_in
