// `rentplan plan <file> [--scenario NAME] [--simulate [N]] [--seed S] [--json]`: everything the
// Planner tab shows, and with --simulate the budget with confidence (docs/plan-format.md).
#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "app/cli/JsonOutput.h"
#include "app/cli/PlanArgument.h"
#include "app/cli/PlanJson.h"
#include "app/cli/PlanText.h"
#include "app/cli/SimulationJson.h"
#include "app/cli/SimulationText.h"
#include "models/planner/ProjectPlanner.h"
#include "models/planner/Simulation.h"
#include "models/planner/SimulationCalibration.h"

#include <QCoreApplication>

#include <limits>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// `--simulate N` and `--simulate=N` as `--simulate --samples N`: the count after --simulate is
// optional, which QCommandLineParser's options cannot express.
QStringList withSampleCount(const QStringList& args)
{
    QStringList out;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args.at(i);
        if (a.startsWith(u"--simulate=")) {
            out << QStringLiteral("--simulate") << QStringLiteral("--samples") << a.mid(11);
            continue;
        }
        out << a;
        bool whole = false;
        if (a == u"--simulate" && i + 1 < args.size()) {
            args.at(i + 1).toLongLong(&whole);
            if (whole)
                out << QStringLiteral("--samples") << args.at(++i);
        }
    }
    return out;
}

int runPlan(const QStringList& rawArgs, Io& io)
{
    const QStringList args = withSampleCount(rawArgs);
    ArgParser parser(QStringLiteral("plan"),
        Text::tr("Prints a project plan: each phase's timing, hours, card and cost, the cheapest cards for it, and "
                 "what renting per phase, buying and owning a baseline cost, with a recommendation."));
    plan_argument::add(parser);
    parser.addValue(QStringLiteral("scenario"), QStringLiteral("NAME"),
        Text::tr("Evaluate this scenario saved in the plan instead of the plan's own phases."));
    parser.addFlag(QStringLiteral("simulate"),
        Text::tr("Also simulate the budget: P10/P50/P90 of each strategy's cost and calendar, the chance of meeting "
                 "the deadline and the budget, and what moves the cost most. An optional count after it sets the "
                 "number of simulated futures (default 10000)."));
    parser.addValue(QStringLiteral("samples"), QStringLiteral("N"), Text::tr("Simulated futures (with --simulate)."));
    parser.addValue(QStringLiteral("seed"), QStringLiteral("S"),
        Text::tr("Seed of the simulation (default 1): the same plan and seed give the same figures."));
    parser.addValue(QStringLiteral("calibrate-from"), QStringLiteral("LEDGER"),
        Text::tr("With --simulate: learn from a ledger (a SQLite file or postgresql:// URI) how long recorded plan "
                 "phases really took, per card and phase kind, and use that in place of the defaults where it holds "
                 "at least 5 jobs."));
    parser.addFlag(QStringLiteral("json"), Text::tr("Print JSON."));
    if (!parser.parse(args, io))
        return kExitOk;
    const QString file = parser.requirePositional(1, Text::tr("the plan file")).first();

    const Plan plan = plan_argument::load(file);
    const bool asJson = parser.isSet(QStringLiteral("json"));
    const bool simulate = parser.isSet(QStringLiteral("simulate"));
    simulation::Options options;
    options.samples = int(parser.integer(QStringLiteral("samples"), simulation::kDefaultSamples, 1, 10'000'000));
    options.seed = std::uint64_t(parser.integer(
        QStringLiteral("seed"), qint64(simulation::kDefaultSeed), 0, std::numeric_limits<qint64>::max()));
    const QString scenario = parser.value(QStringLiteral("scenario"));
    const ProjectResult result = inSourceLanguage(asJson,
        [&] { return plan_argument::forScenario(file, [&] { return ProjectPlanner::evaluate(plan, scenario); }); });
    const Plan effective = ProjectPlanner::withScenario(plan, scenario);
    std::optional<simulation::SimulationResult> simulated;
    std::optional<simulation::Learned> learned;
    if (parser.isSet(QStringLiteral("calibrate-from"))) {
        if (!simulate)
            throw UsageError(Text::tr("--calibrate-from needs --simulate"));
        learned = simulation::learn(
            effective, result, calibration::fromLedger(parser.value(QStringLiteral("calibrate-from"))));
        options.learned = learned->perPhase;
    }
    if (simulate)
        simulated = simulation::simulate(effective, result, options);
    if (asJson) {
        const SourceLanguage english(true);
        nlohmann::json document = planJsonWithoutPhases(result);
        if (simulated)
            document["simulation"]
                = simulationJson(effective, *simulated, learned ? learnedJson(effective, *learned) : nlohmann::json());
        printJson(io.out, document, "phases", std::size_t(result.phases.size()),
            [&](std::size_t i) { return planPhaseJson(result.phases.at(qsizetype(i))); });
    } else {
        plan_text::print(io.out, plan, result);
        if (simulated)
            simulation_text::print(io.out, effective, *simulated,
                learned ? simulation::LearnedText::lines(effective, *learned) : QStringList());
    }
    return kExitOk;
}

[[maybe_unused]] const bool registered = Registry::add({ "plan",
    QT_TRANSLATE_NOOP("Cli", "a project's phases, card ranking and rent / buy / hybrid costs"), 55, &runPlan });

} // namespace

} // namespace rp::cli
