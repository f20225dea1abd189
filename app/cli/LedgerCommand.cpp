// `rentplan ledger [--db FILE] import|export|add|list|stats`: the job ledger (README.md, `ledger`).
#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "app/cli/JsonOutput.h"
#include "app/cli/LedgerDbOption.h"
#include "app/cli/TextColumns.h"
#include "models/common/InputError.h"
#include "models/ledger/JobFields.h"
#include "models/ledger/JobJson.h"
#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerExporter.h"
#include "models/ledger/LedgerImporter.h"
#include "models/ledger/LedgerStats.h"

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
        io.err << Text::tr("rentplan ledger import: more errors were not shown (at most %1 are listed)")
                      .arg(LedgerImporter::kMaxErrors)
               << '\n';
}

int runImport(const QStringList& args, Context& c)
{
    ArgParser parser(QStringLiteral("ledger import"),
        Text::tr("Imports jobs from a ledger CSV (or a JSON export), all or nothing."));
    ledger_db_option::add(parser);
    parser.addPositional(
        QStringLiteral("file"), Text::tr("The CSV file (header: %1).").arg(job_fields::header(false).join(u',')));
    parser.addFlag(QStringLiteral("force"), Text::tr("Import even if the same file was imported before."));
    if (!parser.parse(args, c.io))
        return kExitOk;
    const QString file = parser.requirePositional(1, Text::tr("the file to import")).first();
    const std::unique_ptr<LedgerDb> db
        = ledger_db_option::open(c.db); // removed again if the import fails and the command created it
    // The jobs table and its index take about twice the CSV's size.
    db->setWriteSizeHint(2 * QFileInfo(file).size());
    LedgerImporter importer(*db);
    const bool force = parser.isSet(QStringLiteral("force"));
    const ImportResult result = file.endsWith(u".json", Qt::CaseInsensitive) ? importer.importJson(file, force)
                                                                             : importer.importCsv(file, force);
    if (result.duplicate) {
        throw InputException({ file, {},
            Text::tr("this file was already imported into %1; nothing was imported (use --force to import it again)")
                .arg(db->path()) });
    }
    if (!result.errors.isEmpty()) {
        printImportErrors(result, c.io);
        c.io.err << Text::tr("rentplan ledger import: nothing was imported") << '\n';
        return kExitError;
    }
    c.io.out << Text::tr("Imported %1 jobs into %2").arg(QLocale().toString(result.rows), db->path()) << '\n';
    return kExitOk;
}

int runExport(const QStringList& args, Context& c)
{
    ArgParser parser(QStringLiteral("ledger export"), Text::tr("Writes every job to a CSV or JSON file."));
    ledger_db_option::add(parser);
    parser.addPositional(QStringLiteral("file"), Text::tr("Target file, ending in .csv or .json."));
    if (!parser.parse(args, c.io))
        return kExitOk;
    const QString file = parser.requirePositional(1, Text::tr("the file to write")).first();
    const auto format = LedgerExporter::formatFor(file);
    const std::unique_ptr<LedgerDb> db = ledger_db_option::open(c.db, ledger_db_option::readMode(c.db));
    const qint64 count = LedgerExporter(*db).exportTo(file, format);
    c.io.out << Text::tr("Exported %1 jobs to %2").arg(QLocale().toString(count), file) << '\n';
    return kExitOk;
}

int runAdd(const QStringList& args, Context& c)
{
    ArgParser parser(QStringLiteral("ledger add"), Text::tr("Records one job."));
    ledger_db_option::add(parser);
    struct Option {
        const char* name;
        job_fields::Field field;
        const char* help;
    };
    using F = job_fields::Field;
    const Option options[] = {
        { "date", F::Date, QT_TRANSLATE_NOOP("Cli", "Start date, YYYY-MM-DD (required).") },
        { "card", F::Card,
            QT_TRANSLATE_NOOP("Cli", "Card: a catalog id such as a100-sxm-80g, or any name (required).") },
        { "cards", F::Cards, QT_TRANSLATE_NOOP("Cli", "Number of cards (required).") },
        { "billed-hours", F::BilledHours, QT_TRANSLATE_NOOP("Cli", "Hours billed (required).") },
        { "cost", F::Cost, QT_TRANSLATE_NOOP("Cli", "What the job really cost (required).") },
        { "busy-hours", F::BusyHours,
            QT_TRANSLATE_NOOP("Cli", "Hours the cards really computed (default: all billed hours).") },
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
        { "planned-hours", F::PlannedHours,
            QT_TRANSLATE_NOOP("Cli",
                "The phase's planned wall-clock hours, as billed hours count them (rentplan calibrate compares the "
                "two).") },
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
    const std::unique_ptr<LedgerDb> opened = ledger_db_option::open(c.db);
    LedgerDb& db = *opened;
    const qint64 id = JobStore(db).add(job);
    c.io.out << Text::tr("Recorded job %1 in %2").arg(id).arg(db.path()) << '\n';
    return kExitOk;
}

int runList(const QStringList& args, Context& c)
{
    ArgParser parser(QStringLiteral("ledger list"), Text::tr("Lists the newest jobs."));
    ledger_db_option::add(parser);
    parser.addValue(QStringLiteral("limit"), QStringLiteral("N"), Text::tr("How many jobs (default 50)."));
    parser.addFlag(QStringLiteral("json"), Text::tr("Print JSON instead of a table."));
    if (!parser.parse(args, c.io))
        return kExitOk;
    parser.requirePositional(0, {});
    const qint64 limit = parser.integer(QStringLiteral("limit"), 50, 1, 100000000);
    const std::unique_ptr<LedgerDb> opened = ledger_db_option::open(c.db, ledger_db_option::readMode(c.db));
    LedgerDb& db = *opened;
    const QList<JobRecord> jobs = JobStore(db).list(limit);
    if (parser.isSet(QStringLiteral("json"))) {
        const SourceLanguage english(true);
        nlohmann::ordered_json array = nlohmann::ordered_json::array();
        for (const JobRecord& job : jobs) {
            nlohmann::ordered_json object = { { "id", job.id } };
            object.update(job_json::toJson(job));
            if (db.backend().isShared()) { // who recorded and changed it (team ledger: docs/team-ledger.md)
                auto stamp = [](const QDateTime& t) {
                    return t.isValid() ? nlohmann::ordered_json(t.toString(Qt::ISODateWithMs).toStdString())
                                       : nlohmann::ordered_json();
                };
                object["recorded_by"] = job.recordedBy.toStdString();
                object["recorded_at"] = stamp(job.recordedAt);
                object["updated_by"] = job.updatedBy.isEmpty() ? nlohmann::ordered_json()
                                                               : nlohmann::ordered_json(job.updatedBy.toStdString());
                object["updated_at"] = stamp(job.updatedAt);
            }
            array.push_back(object);
        }
        c.io.out << QString::fromStdString(array.dump(2)) << '\n';
        return kExitOk;
    }
    // ISO dates and columns as wide as their widest cell, Chinese provider names counted as two columns.
    const QLocale locale;
    if (jobs.isEmpty()) {
        c.io.out << Text::tr(
            "No jobs yet: add one with \"rentplan ledger add\" or import a CSV with \"rentplan ledger import\".")
                 << '\n';
        return kExitOk;
    }
    QList<QStringList> rows = { { Text::tr("Id"), Text::tr("Date"), Text::tr("Card"), Text::tr("Cards"),
        Text::tr("Billed"), Text::tr("Cost"), Text::tr("Currency"), Text::tr("Provider") } };
    for (const JobRecord& job : jobs) {
        rows.append({ QString::number(job.id), job.date.toString(Qt::ISODate), job.card,
            QStringLiteral("×") + QString::number(job.cards),
            locale.toString(job.billedHours, 'f', 1) + QStringLiteral(" h"), locale.toString(job.cost, 'f', 2),
            job.currency, job.provider });
    }
    for (const QString& line : alignColumns(rows, { true, false, false, false, true, true, false, false }))
        c.io.out << line << '\n';
    return kExitOk;
}

nlohmann::ordered_json groupJson(const LedgerStats::Group& g, const char* keyName, const QString& currency)
{
    return { { keyName, g.key.toStdString() }, { "currency", currency.toStdString() }, { "jobs", g.jobs },
        { "card_hours", g.cardHours }, { "busy_card_hours", g.busyCardHours }, { "cost", g.cost },
        { "cost_per_card_hour", g.costPerCardHour() }, { "idle_cost", g.idleCost } };
}

// One currency: the money keys are numbers, as older versions wrote them. Several: each money
// key is an object by currency code, since amounts in different currencies never add
// up; counts and card-hours stay totals. Group entries always name their currency.
nlohmann::ordered_json statsJson(const LedgerStats& stats)
{
    using Json = nlohmann::ordered_json;
    const bool single = stats.currencies.size() <= 1;
    auto money = [&](auto value) {
        if (single)
            return Json(stats.currencies.isEmpty() ? 0.0 : value(stats.currencies.first()));
        Json byCode = Json::object();
        for (const auto& c : stats.currencies)
            byCode[c.code.toStdString()] = value(c);
        return byCode;
    };
    double cardHours = 0, busyCardHours = 0;
    Json currencies = Json::array();
    for (const auto& c : stats.currencies) {
        cardHours += c.total.cardHours;
        busyCardHours += c.total.busyCardHours;
        currencies.push_back(c.code.toStdString());
    }
    Json doc = { { "jobs", stats.jobs }, { "currencies", currencies },
        { "total_cost", money([](const auto& c) { return c.total.cost; }) }, { "billed_card_hours", cardHours },
        { "busy_card_hours", busyCardHours }, { "idle_card_hours", cardHours - busyCardHours },
        { "idle_cost", money([](const auto& c) { return c.total.idleCost; }) },
        { "cost_per_card_hour", money([](const auto& c) { return c.total.costPerCardHour(); }) } };
    doc["by_card"] = Json::array();
    doc["by_provider"] = Json::array();
    doc["by_month"] = Json::array();
    doc["by_person"] = Json::array(); // team ledger: who recorded the jobs (empty for a personal ledger)
    for (const auto& c : stats.currencies) {
        for (const auto& g : c.byPerson)
            doc["by_person"].push_back(groupJson(g, "person", c.code));
        for (const auto& g : c.byCard)
            doc["by_card"].push_back(groupJson(g, "card", c.code));
        for (const auto& g : c.byProvider)
            doc["by_provider"].push_back(groupJson(g, "provider", c.code));
        for (const auto& g : c.byMonth) {
            doc["by_month"].push_back({ { "month", g.key.toStdString() }, { "currency", c.code.toStdString() },
                { "jobs", g.jobs }, { "cost", g.cost } });
        }
    }
    doc["plan_vs_actual"] = Json::array();
    for (const auto& p : stats.planVsActual) {
        doc["plan_vs_actual"].push_back({ { "plan", p.plan.toStdString() }, { "phase", p.phase.toStdString() },
            { "currency", p.currency.toStdString() }, { "jobs", p.jobs }, { "planned_cost", p.planned },
            { "actual_cost", p.actual }, { "difference", p.difference() } });
    }
    return doc;
}

// An amount with its currency code, or alone when the ledger has one currency (as older versions printed it).
QString amount(double value, const QString& currency, bool withCode, int decimals = 2)
{
    const QString number = QLocale().toString(value, 'f', decimals);
    return withCode && !currency.isEmpty() ? number + u' ' + currency : number;
}

void printStatsText(const LedgerStats& stats, Io& io)
{
    const QLocale l;
    const bool several = stats.currencies.size() > 1;
    io.out << Text::tr("Jobs: %1").arg(l.toString(stats.jobs)) << '\n';
    if (several)
        io.out << Text::tr("Money is shown per currency; amounts in different currencies are never added.") << '\n';
    // An empty ledger prints the zero totals it always printed.
    const QList<LedgerStats::Currency> blocks
        = stats.currencies.isEmpty() ? QList<LedgerStats::Currency>(1) : stats.currencies;
    for (const auto& c : blocks) {
        const QString indent = several ? QStringLiteral("  ") : QString();
        if (several)
            io.out << '\n'
                   << (c.code.isEmpty() ? Text::tr("Jobs without a currency:") : Text::tr("In %1:").arg(c.code))
                   << '\n';
        if (several)
            io.out << indent << Text::tr("Jobs: %1").arg(l.toString(c.total.jobs)) << '\n';
        io.out << indent << Text::tr("Total cost: %1").arg(amount(c.total.cost, c.code, several)) << '\n'
               << indent
               << Text::tr("Billed card-hours: %1 (busy %2)")
                      .arg(l.toString(c.total.cardHours, 'f', 1), l.toString(c.total.busyCardHours, 'f', 1))
               << '\n'
               << indent << Text::tr("Idle cost: %1").arg(amount(c.total.idleCost, c.code, several)) << '\n';
        for (const auto& g : c.byCard) {
            io.out << indent << "  " << padRight(g.key, 16) << padLeft(amount(g.cost, c.code, several), 14) << "  "
                   << Text::tr("%1 per card-hour").arg(amount(g.costPerCardHour(), c.code, several, 3)) << '\n';
        }
        for (const auto& g : c.byMonth)
            io.out << indent << "  " << g.key << padLeft(amount(g.cost, c.code, several), 16) << '\n';
        if (!c.byPerson.isEmpty())
            io.out << indent << Text::tr("By person:") << '\n';
        for (const auto& g : c.byPerson) {
            io.out << indent << "  " << padRight(g.key, 16) << padLeft(amount(g.cost, c.code, several), 14) << "  "
                   << Text::tr("%n job(s)", nullptr, int(g.jobs)) << '\n';
        }
    }
}

int runStats(const QStringList& args, Context& c)
{
    ArgParser parser(QStringLiteral("ledger stats"),
        Text::tr("Where the money went: totals, by card, provider and month, plan versus actual."));
    ledger_db_option::add(parser);
    parser.addValue(QStringLiteral("from"), QStringLiteral("DATE"), Text::tr("First day, YYYY-MM-DD."));
    parser.addValue(QStringLiteral("to"), QStringLiteral("DATE"), Text::tr("Last day, YYYY-MM-DD."));
    parser.addValue(QStringLiteral("currency"), QStringLiteral("CODE"),
        Text::tr("Only jobs paid in this currency (money in different currencies is never added up)."));
    parser.addFlag(QStringLiteral("json"), Text::tr("Print JSON instead of text."));
    if (!parser.parse(args, c.io))
        return kExitOk;
    parser.requirePositional(0, {});
    JobFilter filter;
    filter.from = dateOption(parser, QStringLiteral("from"));
    filter.to = dateOption(parser, QStringLiteral("to"));
    filter.currency = parser.value(QStringLiteral("currency")).trimmed();
    const std::unique_ptr<LedgerDb> opened = ledger_db_option::open(c.db, ledger_db_option::readMode(c.db));
    LedgerDb& db = *opened;
    const LedgerStats stats = LedgerStats::compute(db, filter);
    if (parser.isSet(QStringLiteral("json"))) {
        const SourceLanguage english(true);
        c.io.out << QString::fromStdString(statsJson(stats).dump(2)) << '\n';
    } else {
        printStatsText(stats, c.io);
    }
    return kExitOk;
}

void printUsage(Io& io)
{
    io.out << Text::tr("Usage: rentplan ledger [--db FILE|postgresql://…|profile:NAME] <action> [options]") << "\n\n"
           << Text::tr("Actions:") << '\n'
           << "  import <file.csv> [--force]\n"
           << "  export <file.csv|file.json>\n"
           << "  add --date D --card C --cards N --billed-hours H --cost X [--busy-hours H] [--provider P] [--mode M] "
              "[--task T] [--notes ...]\n"
           << "  list [--limit N] [--json]\n"
           << "  stats [--from D] [--to D] [--currency CODE] [--json]\n"
           << "  init [--roles]\n"
           << "  push --from personal.sqlite\n\n"
           << Text::tr("Run \"rentplan ledger <action> --help\" for every option.") << '\n';
}

int runLedgerAction(const QStringList& rawArgs, Io& io)
{
    QString dbPath;
    const QStringList args = ledger_db_option::take(rawArgs, &dbPath);
    if (args.isEmpty() || args.first() == u"--help" || args.first() == u"-h") {
        printUsage(io);
        if (args.isEmpty())
            throw UsageError(Text::tr("missing the action (import, export, add, list, stats, init or push)"));
        return kExitOk;
    }
    Context c { dbPath.isEmpty() ? LedgerDb::defaultPath() : dbPath, io };
    if (LedgerLocation::looksLikePostgres(c.db))
        ledger_db_option::warn(LedgerLocation::parse(c.db), io);
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
    if (action == u"init")
        return runLedgerInit(rest, c.db, io);
    if (action == u"push")
        return runLedgerPush(rest, c.db, io);
    throw UsageError(
        Text::tr("unknown action \"%1\"; expected import, export, add, list, stats, init or push").arg(action));
}

int runLedger(const QStringList& rawArgs, Io& io)
{
    return ledger_db_option::hidingPasswords(rawArgs, [&] { return runLedgerAction(rawArgs, io); });
}

[[maybe_unused]] const bool registered
    = Registry::add({ "ledger", QT_TRANSLATE_NOOP("Cli", "record jobs and see where the money went"), 80, &runLedger });

} // namespace

} // namespace rp::cli
