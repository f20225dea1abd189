#include "app/cli/LedgerDbOption.h"

#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "models/common/InputError.h"
#include "models/ledger/PgServer.h"

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
