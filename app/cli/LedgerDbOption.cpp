#include "app/cli/LedgerDbOption.h"

#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "app/cli/TerminalPassword.h"
#include "models/common/InputError.h"
#include "models/ledger/PgServer.h"
#include "models/ledger/TeamSignIn.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace rp::cli::ledger_db_option {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

QStringList take(QStringList args, QString* db)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args.at(i) == u"--db" || args.at(i) == u"-db") {
            if (i + 1 >= args.size())
                throw UsageError(Text::tr("--db needs a file name, a postgresql:// URI or profile:NAME"));
            *db = args.at(i + 1);
            args.remove(i, 2);
            --i;
        } else if (args.at(i).startsWith(u"--db=")) {
            *db = args.at(i).mid(5);
            args.remove(i);
            --i;
        }
    }
    return args;
}

LedgerDb::Mode readMode(const QString& location)
{
    return LedgerLocation::looksLikePostgres(location) || QFileInfo::exists(location) ? LedgerDb::Mode::ReadOnly
                                                                                      : LedgerDb::Mode::ReadWrite;
}

std::unique_ptr<LedgerDb> open(const QString& text, LedgerDb::Mode mode)
{
    const LedgerLocation location = LedgerLocation::parse(text);
    if (!location.pg)
        return std::make_unique<LedgerDb>(location, mode);
    std::unique_ptr<LedgerDb> db;
    team_sign_in::Prompts prompts;
    const bool terminal = terminal_password::hasTerminal();
    if (terminal) {
        prompts.password = [](const QString& question) -> std::optional<team_sign_in::PasswordAnswer> {
            const std::optional<QString> typed
                = terminal_password::askOnTerminal(question + u'\n' + Text::tr("Password: "));
            if (!typed)
                return std::nullopt;
            return team_sign_in::PasswordAnswer { *typed, false };
        };
    }
    const auto opener = [&db](const LedgerLocation& at, LedgerDb::Mode m) { db = std::make_unique<LedgerDb>(at, m); };
    team_sign_in::Result signedIn;
    try {
        signedIn = team_sign_in::signIn(location, mode, {}, false, opener, prompts);
    } catch (const PgException& e) {
        if (terminal || e.failure() != PgFailure::PasswordNeeded)
            throw;
        InputError error = e.error();
        error.message += Text::tr("; there is no terminal to type it on, so give it through ~/.pgpass or PGPASSWORD, "
                                  "or let the window remember it in the desktop keyring");
        throw PgException(e.failure(), error);
    }
    if (!signedIn.opened)
        throw InputException({ location.displayName(), {}, Text::tr("no password was typed; nothing was done") });
    return db;
}

// The password stays with libpq, the keyring or the prompt; a URI that carries
// one works, but the user is told it may end up in the shell's history.
void warn(const LedgerLocation& location, Io& io)
{
    if (!location.pg) // a file: no URI, no network
        return;
    if (!location.pg->password.isEmpty()) {
        io.err << Text::tr("rentplan ledger: warning: the URI holds a password, which shells keep in their history; "
                           "prefer ~/.pgpass or PGPASSWORD")
               << '\n';
    }
    if (location.pg->needsTlsWarning()) {
        io.err << Text::tr("rentplan ledger: warning: %1 is not a local server and TLS is not required (sslmode=%2); "
                           "passwords and costs may cross the network unencrypted. Use sslmode=verify-full.")
                      .arg(location.pg->serverName(),
                          location.pg->sslMode.isEmpty() ? QStringLiteral("prefer") : location.pg->sslMode)
               << '\n';
    }
}

void add(ArgParser& parser)
{
    parser.addValue(QStringLiteral("db"), QStringLiteral("FILE|URI"),
        Text::tr("Ledger: a SQLite file (default: the ledger in RentPlan's data folder), a team ledger as "
                 "postgresql://user@host:5432/database, or profile:NAME for a saved connection."));
}

int hidingPasswords(const QStringList& rawArgs, const std::function<int()>& run)
{
    const auto hide = [&rawArgs](QString text) {
        for (const QString& arg : rawArgs)
            text = pg_uri::redact(text, arg.startsWith(u"--") ? arg.mid(arg.indexOf(u'=') + 1) : arg); // --db=URI
        return text;
    };
    const auto hidden = [&hide](const InputError& e) {
        return InputError { hide(e.file), hide(e.where), hide(e.message) };
    };
    try {
        return run();
    } catch (const PgException& e) {
        throw PgException(e.failure(), hidden(e.error()));
    } catch (const InputException& e) {
        throw InputException(hidden(e.error()));
    } catch (const UsageError& e) {
        throw UsageError(hide(e.message()));
    }
}

} // namespace rp::cli::ledger_db_option
