// `rentplan ledger [--db FILE] import|export|add|list|stats`: the job ledger (issue #4).
#include "cli/ArgParser.h"
#include "cli/CliCommand.h"
#include "cli/JsonOutput.h"
#include "common/InputError.h"
#include "ledger/JobFields.h"
#include "ledger/JobJson.h"
#include "ledger/JobStore.h"
#include "ledger/LedgerDb.h"
#include "ledger/LedgerExporter.h"
#include "ledger/LedgerImporter.h"
#include "ledger/LedgerStats.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

struct Context {
    QString db;
    Io& io;
};

// `--db FILE` or `--db=FILE`, accepted before the action and after it.
QStringList takeDb(QStringList args, QString* db)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args.at(i) == u"--db" || args.at(i) == u"-db") {
            if (i + 1 >= args.size())
                throw UsageError(Text::tr("--db needs a file name"));
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

// Reading commands open read-only, except on first use, when the ledger is created empty.
LedgerDb::Mode readMode(const QString& path)
{
    return QFileInfo::exists(path) ? LedgerDb::Mode::ReadOnly : LedgerDb::Mode::ReadWrite;
}

QString dbHelp()
{
    return Text::tr("Ledger file (default: the ledger in RentPlan's data folder).");
}

// Every action also accepts --db, so it shows up in each action's --help.
void addDbOption(ArgParser& parser)
{
    parser.addValue(QStringLiteral("db"), QStringLiteral("FILE"), dbHelp());
}

QDate dateOption(const ArgParser& parser, const QString& name)
{
    if (!parser.isSet(name))
        return {};
    QString error;
    const auto date = job_fields::parseDate(parser.value(name).toUtf8(), &error);
    if (!date)
        throw UsageError(QStringLiteral("--") + name + QStringLiteral(": ") + error);
    return *date;
}

void printImportErrors(const ImportResult& result, Io& io)
{
    for (const InputError& error : result.errors)
        io.err << "rentplan ledger import: " << error.toString() << '\n';
    if (result.truncated)
        io.err << Text::tr("rentplan ledger import: more errors were not shown (at most %1 are listed)").arg(LedgerImporter::kMaxErrors) << '\n';
}

int runImport(const QStringList& args, Context& c)
{
    ArgParser parser(QStringLiteral("ledger import"), Text::tr("Imports jobs from a ledger CSV (or a JSON export), all or nothing."));
    addDbOption(parser);
    parser.addPositional(QStringLiteral("file"), Text::tr("The CSV file (header: %1).").arg(job_fields::header(false).join(u',')));
    parser.addFlag(QStringLiteral("force"), Text::tr("Import even if the same file was imported before."));
    if (!parser.parse(args, c.io))
        return kExitOk;
    const QString file = parser.requirePositional(1, Text::tr("the file to import")).first();
    LedgerDb db(c.db); // removed again if the import fails and the command created it
    // The jobs table and its index take about twice the CSV's size.
    db.setWriteSizeHint(2 * QFileInfo(file).size());
    LedgerImporter importer(db);
    const bool force = parser.isSet(QStringLiteral("force"));
    const ImportResult result = file.endsWith(u".json", Qt::CaseInsensitive) ? importer.importJson(file, force)
                                                                              : importer.importCsv(file, force);
    if (result.duplicate) {
        throw InputException({ file, {},
            Text::tr("this file was already imported into %1; nothing was imported (use --force to import it again)").arg(c.db) });
    }
    if (!result.errors.isEmpty()) {
        printImportErrors(result, c.io);
        c.io.err << Text::tr("rentplan ledger import: nothing was imported") << '\n';
        return kExitError;
    }
    c.io.out << Text::tr("Imported %1 jobs into %2").arg(QLocale().toString(result.rows), c.db) << '\n';
    return kExitOk;
}

int runExport(const QStringList& args, Context& c)
{
    ArgParser parser(QStringLiteral("ledger export"), Text::tr("Writes every job to a CSV or JSON file."));
    addDbOption(parser);
    parser.addPositional(QStringLiteral("file"), Text::tr("Target file, ending in .csv or .json."));
    if (!parser.parse(args, c.io))
        return kExitOk;
    const QString file = parser.requirePositional(1, Text::tr("the file to write")).first();
    const auto format = LedgerExporter::formatFor(file);
    LedgerDb db(c.db, readMode(c.db));
    const qint64 count = LedgerExporter(db).exportTo(file, format);
    c.io.out << Text::tr("Exported %1 jobs to %2").arg(QLocale().toString(count), file) << '\n';
    return kExitOk;
}

int runAdd(const QStringList& args, Context& c)
{
    ArgParser parser(QStringLiteral("ledger add"), Text::tr("Records one job."));
    addDbOption(parser);
    struct Option {
        const char* name;
        job_fields::Field field;
        const char* help;
    };
    using F = job_fields::Field;
    const Option options[] = {
        { "date", F::Date, QT_TRANSLATE_NOOP("Cli", "Start date, YYYY-MM-DD (required).") },
        { "card", F::Card, QT_TRANSLATE_NOOP("Cli", "Card: a catalog id such as a100-sxm-80g, or any name (required).") },
        { "cards", F::Cards, QT_TRANSLATE_NOOP("Cli", "Number of cards (required).") },
        { "billed-hours", F::BilledHours, QT_TRANSLATE_NOOP("Cli", "Hours billed (required).") },
        { "cost", F::Cost, QT_TRANSLATE_NOOP("Cli", "What the job really cost (required).") },
        { "busy-hours", F::BusyHours, QT_TRANSLATE_NOOP("Cli", "Hours the cards really computed (default: all billed hours).") },
        { "provider", F::Provider, QT_TRANSLATE_NOOP("Cli", "Provider.") },
        { "mode", F::BillingMode, QT_TRANSLATE_NOOP("Cli", "Billing mode (on-demand, monthly, spot, ...).") },
        { "currency", F::Currency, QT_TRANSLATE_NOOP("Cli", "Currency of the cost.") },
        { "task", F::Task, QT_TRANSLATE_NOOP("Cli", "Task (inference, LoRA fine-tune, ...).") },
        { "model", F::Model, QT_TRANSLATE_NOOP("Cli", "Model trained or served.") },
        { "result", F::Result, QT_TRANSLATE_NOOP("Cli", "What the job produced.") },
        { "tags", F::Tags, QT_TRANSLATE_NOOP("Cli", "Tags separated by ';'.") },
        { "notes", F::Notes, QT_TRANSLATE_NOOP("Cli", "Notes.") },
        { "plan", F::Plan, QT_TRANSLATE_NOOP("Cli", "Plan the job realized.") },
        { "phase", F::Phase, QT_TRANSLATE_NOOP("Cli", "Phase of that plan.") },
        { "planned-cost", F::PlannedCost, QT_TRANSLATE_NOOP("Cli", "The phase's planned cost.") },
    };
    for (const Option& o : options)
        parser.addValue(QLatin1String(o.name), QStringLiteral("VALUE"), Text::tr(o.help));
    if (!parser.parse(args, c.io))
        return kExitOk;
    parser.requirePositional(0, {});
    JobRecord job;
    for (const Option& o : options) {
        const QString name = QLatin1String(o.name);
        const QString problem = job_fields::setField(job, o.field, parser.value(name).toUtf8());
        if (!problem.isEmpty())
            throw UsageError(QStringLiteral("--") + name + QStringLiteral(": ") + problem);
    }
    if (const auto problem = job_fields::checkJob(job))
        throw UsageError(QStringLiteral("--busy-hours: ") + problem->second);
    LedgerDb db(c.db);
    const qint64 id = JobStore(db).add(job);
    c.io.out << Text::tr("Recorded job %1 in %2").arg(id).arg(c.db) << '\n';
    return kExitOk;
}

int runList(const QStringList& args, Context& c)
{
    ArgParser parser(QStringLiteral("ledger list"), Text::tr("Lists the newest jobs."));
    addDbOption(parser);
    parser.addValue(QStringLiteral("limit"), QStringLiteral("N"), Text::tr("How many jobs (default 50)."));
    parser.addFlag(QStringLiteral("json"), Text::tr("Print JSON instead of a table."));
    if (!parser.parse(args, c.io))
        return kExitOk;
    parser.requirePositional(0, {});
    const qint64 limit = parser.integer(QStringLiteral("limit"), 50, 1, 100000000);
    LedgerDb db(c.db, readMode(c.db));
    const QList<JobRecord> jobs = JobStore(db).list(limit);
    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::ordered_json array = nlohmann::ordered_json::array();
        for (const JobRecord& job : jobs) {
            nlohmann::ordered_json object = { { "id", job.id } };
            object.update(job_json::toJson(job));
            array.push_back(object);
        }
        c.io.out << QString::fromStdString(array.dump(2)) << '\n';
        return kExitOk;
    }
    const QLocale locale;
    for (const JobRecord& job : jobs) {
        c.io.out << QString::number(job.id).rightJustified(7) << "  " << locale.toString(job.date, QLocale::ShortFormat)
                 << "  " << job.card.leftJustified(14) << " ×" << QString::number(job.cards).leftJustified(3) << ' '
                 << locale.toString(job.billedHours, 'f', 1).rightJustified(8) << " h  "
                 << locale.toString(job.cost, 'f', 2).rightJustified(12) << ' ' << job.currency.leftJustified(4) << ' '
                 << job.provider << '\n';
    }
    return kExitOk;
}

nlohmann::ordered_json groupJson(const LedgerStats::Group& g, const char* keyName)
{
    return { { keyName, g.key.toStdString() }, { "jobs", g.jobs }, { "card_hours", g.cardHours },
        { "busy_card_hours", g.busyCardHours }, { "cost", g.cost }, { "cost_per_card_hour", g.costPerCardHour() },
        { "idle_cost", g.idleCost } };
}

int runStats(const QStringList& args, Context& c)
{
    ArgParser parser(QStringLiteral("ledger stats"), Text::tr("Where the money went: totals, by card, provider and month, plan versus actual."));
    addDbOption(parser);
    parser.addValue(QStringLiteral("from"), QStringLiteral("DATE"), Text::tr("First day, YYYY-MM-DD."));
    parser.addValue(QStringLiteral("to"), QStringLiteral("DATE"), Text::tr("Last day, YYYY-MM-DD."));
    parser.addFlag(QStringLiteral("json"), Text::tr("Print JSON instead of text."));
    if (!parser.parse(args, c.io))
        return kExitOk;
    parser.requirePositional(0, {});
    JobFilter filter;
    filter.from = dateOption(parser, QStringLiteral("from"));
    filter.to = dateOption(parser, QStringLiteral("to"));
    LedgerDb db(c.db, readMode(c.db));
    const LedgerStats stats = LedgerStats::compute(db, filter);

    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::ordered_json doc = { { "jobs", stats.total.jobs }, { "total_cost", stats.total.cost },
            { "billed_card_hours", stats.total.cardHours }, { "busy_card_hours", stats.total.busyCardHours },
            { "idle_card_hours", stats.total.cardHours - stats.total.busyCardHours }, { "idle_cost", stats.total.idleCost },
            { "cost_per_card_hour", stats.total.costPerCardHour() } };
        doc["by_card"] = nlohmann::ordered_json::array();
        for (const auto& g : stats.byCard)
            doc["by_card"].push_back(groupJson(g, "card"));
        doc["by_provider"] = nlohmann::ordered_json::array();
        for (const auto& g : stats.byProvider)
            doc["by_provider"].push_back(groupJson(g, "provider"));
        doc["by_month"] = nlohmann::ordered_json::array();
        for (const auto& g : stats.byMonth)
            doc["by_month"].push_back({ { "month", g.key.toStdString() }, { "jobs", g.jobs }, { "cost", g.cost } });
        doc["plan_vs_actual"] = nlohmann::ordered_json::array();
        for (const auto& p : stats.planVsActual) {
            doc["plan_vs_actual"].push_back({ { "plan", p.plan.toStdString() }, { "phase", p.phase.toStdString() },
                { "jobs", p.jobs }, { "planned_cost", p.planned }, { "actual_cost", p.actual },
                { "difference", p.difference() } });
        }
        c.io.out << QString::fromStdString(doc.dump(2)) << '\n';
        return kExitOk;
    }
    const QLocale l;
    c.io.out << Text::tr("Jobs: %1").arg(l.toString(stats.total.jobs)) << '\n'
             << Text::tr("Total cost: %1").arg(l.toString(stats.total.cost, 'f', 2)) << '\n'
             << Text::tr("Billed card-hours: %1 (busy %2)").arg(l.toString(stats.total.cardHours, 'f', 1), l.toString(stats.total.busyCardHours, 'f', 1)) << '\n'
             << Text::tr("Idle cost: %1").arg(l.toString(stats.total.idleCost, 'f', 2)) << '\n';
    for (const auto& g : stats.byCard) {
        c.io.out << "  " << g.key.leftJustified(16) << l.toString(g.cost, 'f', 2).rightJustified(14) << "  "
                 << Text::tr("%1 per card-hour").arg(l.toString(g.costPerCardHour(), 'f', 3)) << '\n';
    }
    for (const auto& g : stats.byMonth)
        c.io.out << "  " << g.key << l.toString(g.cost, 'f', 2).rightJustified(16) << '\n';
    return kExitOk;
}

void printUsage(Io& io)
{
    io.out << Text::tr("Usage: rentplan ledger [--db FILE] <action> [options]") << "\n\n"
           << Text::tr("Actions:") << '\n'
           << "  import <file.csv> [--force]\n"
           << "  export <file.csv|file.json>\n"
           << "  add --date D --card C --cards N --billed-hours H --cost X [--busy-hours H] [--provider P] [--mode M] "
              "[--task T] [--notes ...]\n"
           << "  list [--limit N] [--json]\n"
           << "  stats [--from D] [--to D] [--json]\n\n"
           << Text::tr("Run \"rentplan ledger <action> --help\" for every option.") << '\n';
}

int runLedger(const QStringList& rawArgs, Io& io)
{
    QString dbPath;
    const QStringList args = takeDb(rawArgs, &dbPath);
    if (args.isEmpty() || args.first() == u"--help" || args.first() == u"-h") {
        printUsage(io);
        if (args.isEmpty())
            throw UsageError(Text::tr("missing the action (import, export, add, list or stats)"));
        return kExitOk;
    }
    Context c { dbPath.isEmpty() ? LedgerDb::defaultPath() : dbPath, io };
    const QString action = args.first();
    const QStringList rest = args.mid(1);
    if (action == u"import")
        return runImport(rest, c);
    if (action == u"export")
        return runExport(rest, c);
    if (action == u"add")
        return runAdd(rest, c);
    if (action == u"list")
        return runList(rest, c);
    if (action == u"stats")
        return runStats(rest, c);
    throw UsageError(Text::tr("unknown action \"%1\"; expected import, export, add, list or stats").arg(action));
}

[[maybe_unused]] const bool registered
    = Registry::add({ "ledger", QT_TRANSLATE_NOOP("Cli", "record jobs and see where the money went"), 80, &runLedger });

} // namespace

} // namespace rp::cli
