#include "cli/LedgerDbOption.h"

#include "cli/ArgParser.h"
#include "cli/CliCommand.h"

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

void add(ArgParser& parser)
{
    parser.addValue(QStringLiteral("db"), QStringLiteral("FILE|URI"),
        Text::tr("Ledger: a SQLite file (default: the ledger in RentPlan's data folder), a team ledger as "
                 "postgresql://user@host:5432/database, or profile:NAME for a saved connection."));
}

} // namespace rp::cli::ledger_db_option
