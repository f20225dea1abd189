// `rentplan ledger --db URI init [--roles]` and `push --from FILE`: the team ledger (docs/team-ledger.md).
#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "app/cli/LedgerDbOption.h"
#include "models/common/InputError.h"
#include "models/ledger/LedgerBackend.h"
#include "models/ledger/LedgerPush.h"
#include "models/ledger/PgSchema.h"

#include <QCoreApplication>
#include <QLocale>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

} // namespace

int runLedgerInit(const QStringList& args, const QString& dbText, Io& io)
{
    ArgParser parser(QStringLiteral("ledger init"),
        Text::tr(
            "Creates the ledger: a personal SQLite file, or the team ledger's tables in an empty PostgreSQL database "
            "(never in one that holds other tables)."));
    ledger_db_option::add(parser);
    parser.addFlag(QStringLiteral("roles"),
        Text::tr("Also create the roles rentplan_reader, rentplan_writer and rentplan_admin and the row-level security "
                 "that limits writers to their own jobs (PostgreSQL)."));
    if (!parser.parse(args, io))
        return kExitOk;
    parser.requirePositional(0, {});
    const LedgerLocation location = LedgerLocation::parse(dbText);
    const bool roles = parser.isSet(QStringLiteral("roles"));
    // Refused before anything is opened, so a personal ledger is not created for nothing.
    const bool team = LedgerBackend::forLocation(location)->isShared();
    if (roles && !team)
        throw UsageError(Text::tr("--roles needs a team ledger (--db postgresql://…): a personal ledger has no roles"));
    const std::unique_ptr<LedgerDb> opened = ledger_db_option::open(dbText, LedgerDb::Mode::Init);
    LedgerDb& db = *opened;
    if (roles)
        pg_schema::applyRoles(db);
    if (team) {
        io.out << Text::tr("The team ledger %1 is ready (schema version %2).").arg(db.path()).arg(pg_schema::kVersion)
               << '\n';
        if (roles) {
            io.out << Text::tr(
                "Roles: give each person one with GRANT rentplan_reader|rentplan_writer|rentplan_admin TO name;")
                   << '\n';
        }
    } else {
        io.out << Text::tr("The ledger %1 is ready.").arg(db.path()) << '\n';
    }
    return kExitOk;
}

int runLedgerPush(const QStringList& args, const QString& dbText, Io& io)
{
    ArgParser parser(QStringLiteral("ledger push"),
        Text::tr(
            "Copies the jobs of a personal ledger into the team ledger. Jobs pushed before are recognised by their "
            "content and skipped, so pushing again is safe."));
    ledger_db_option::add(parser);
    parser.addValue(QStringLiteral("from"), QStringLiteral("FILE"), Text::tr("The personal ledger (a SQLite file)."));
    if (!parser.parse(args, io))
        return kExitOk;
    parser.requirePositional(0, {});
    const QString from = parser.value(QStringLiteral("from"));
    if (from.isEmpty())
        throw UsageError(Text::tr("push needs --from FILE, the personal ledger to copy"));
    const LedgerLocation location = LedgerLocation::parse(dbText);
    if (!LedgerBackend::forLocation(location)->isShared())
        throw UsageError(Text::tr("push copies into a team ledger: give --db a postgresql:// URI or profile:NAME"));
    LedgerDb source(from, LedgerDb::Mode::ReadOnly);
    const std::unique_ptr<LedgerDb> team = ledger_db_option::open(dbText, LedgerDb::Mode::ReadWrite);
    const PushResult result = ledger_push::push(source, *team);
    const QLocale l;
    io.out << Text::tr("Pushed %1 to %2: %3 added, %4 already there and skipped.")
                  .arg(source.path(), team->path(), l.toString(result.added), l.toString(result.skipped))
           << '\n';
    return kExitOk;
}

} // namespace rp::cli
