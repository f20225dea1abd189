// `rentplan calibrate [--db LEDGER] [--json]`: how long planned phases really took, learned
// from the ledger's jobs recorded from a plan phase (ledger/LedgerCalibration.h).
#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "app/cli/LedgerDbOption.h"
#include "app/cli/TextColumns.h"
#include "models/ledger/LedgerCalibration.h"
#include "models/ledger/LedgerDb.h"
#include "models/plan/PhaseKinds.h"

#include <QCoreApplication>
#include <QLocale>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

nlohmann::ordered_json calibrationJson(const calibration::Calibration& c)
{
    using Json = nlohmann::ordered_json;
    Json groups = Json::array();
    for (const calibration::Group& g : c.groups) {
        groups.push_back(
            { { "card", g.card.toStdString() }, { "kind", PhaseKinds::key(g.kind).toStdString() }, { "jobs", g.jobs },
                { "median_ratio", g.medianRatio }, { "p10_ratio", g.p10Ratio }, { "p90_ratio", g.p90Ratio },
                { "phases", g.phases }, { "phases_rerun", g.phasesRerun }, { "enough", g.enough() } });
    }
    return { { "jobs", c.jobs }, { "min_jobs", calibration::kMinJobs }, { "ungrouped_jobs", c.ungrouped },
        { "groups", groups } };
}

void printText(const calibration::Calibration& c, const QString& ledger, Io& io)
{
    if (c.jobs == 0) {
        io.out << Text::tr(
            "No job in %1 carries planned hours yet, so there is nothing to learn from. Record jobs from "
            "a plan's phases (Planner tab, \"Record as job…\"): each keeps the hours its phase was "
            "planned for, and calibrate compares them with the hours billed.")
                      .arg(ledger)
               << '\n';
        return;
    }
    const QLocale l;
    io.out << Text::tr("Billed hours against planned hours, from %n job(s) with planned hours in %1:", nullptr, c.jobs)
                  .arg(ledger)
           << "\n\n";
    auto ratio = [&l](double r) -> QString { return l.toString(r, 'f', 2) + QStringLiteral("×"); };
    QList<QStringList> rows = { { Text::tr("Card"), Text::tr("Task kind"), Text::tr("Jobs"), Text::tr("Median"),
        Text::tr("P10–P90"), Text::tr("Needed more runs"), QString() } };
    for (const calibration::Group& g : c.groups) {
        rows.append({ g.card, PhaseKinds::label(g.kind), l.toString(g.jobs), ratio(g.medianRatio),
            ratio(g.p10Ratio) + QStringLiteral(" – ") + ratio(g.p90Ratio),
            Text::tr("%1 of %n phase(s)", nullptr, g.phases).arg(l.toString(g.phasesRerun)),
            g.enough() ? QString()
                       : Text::tr("not enough to learn from (fewer than %1 jobs)").arg(calibration::kMinJobs) });
    }
    for (const QString& line : alignColumns(rows, { false, false, true, true, true, true, false }))
        io.out << line << '\n';
    io.out << '\n'
           << Text::tr("Ratio = billed hours / planned hours: 1.30× means the phase took 30 % longer than planned. "
                       "A phase recorded as more than one job needed more runs than planned.")
           << '\n';
    if (c.ungrouped > 0) {
        io.out << Text::tr("%n job(s) with planned hours were left out: their task names no phase kind "
                           "(such as full_training or lora), or their planned hours are zero.",
            nullptr, c.ungrouped)
               << '\n';
    }
}

int runCalibrate(const QStringList& args, Io& io)
{
    ArgParser parser(QStringLiteral("calibrate"),
        Text::tr("How billed hours compared with planned hours, per card and task kind, for the ledger's jobs "
                 "recorded from a plan phase (they carry planned_hours): how many jobs, the median ratio of billed "
                 "to planned hours, its P10–P90 spread, and how often a phase needed more runs than planned. "
                 "Groups of fewer than %1 jobs are marked as not enough to learn from. The ledger is only read.")
            .arg(calibration::kMinJobs));
    ledger_db_option::add(parser);
    parser.addFlag(QStringLiteral("json"),
        Text::tr("Print JSON: {\"jobs\", \"min_jobs\", \"ungrouped_jobs\", \"groups\": [{\"card\", \"kind\", \"jobs\", "
                 "\"median_ratio\", \"p10_ratio\", \"p90_ratio\", \"phases\", \"phases_rerun\", \"enough\"}]}."));
    if (!parser.parse(args, io))
        return kExitOk;
    parser.requirePositional(0, {});
    const QString db
        = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db")) : LedgerDb::defaultPath();
    if (LedgerLocation::looksLikePostgres(db))
        ledger_db_option::warn(LedgerLocation::parse(db), io);
    const calibration::Calibration learned = calibration::fromLedger(db);
    if (parser.isSet(QStringLiteral("json"))) {
        io.out << QString::fromStdString(calibrationJson(learned).dump(2)) << '\n';
        return kExitOk;
    }
    printText(learned, LedgerLocation::parse(db).displayName(), io);
    return kExitOk;
}

int runCalibrateHidingPasswords(const QStringList& args, Io& io)
{
    return ledger_db_option::hidingPasswords(args, [&] { return runCalibrate(args, io); });
}

[[maybe_unused]] const bool registered = Registry::add(
    { "calibrate", QT_TRANSLATE_NOOP("Cli", "how long planned phases really took, learned from the ledger"), 82,
        &runCalibrateHidingPasswords });

} // namespace

} // namespace rp::cli
