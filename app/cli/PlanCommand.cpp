// `rentplan plan <file> [--scenario NAME] [--json]`: everything the Planner tab shows (issue #8).
#include "cli/ArgParser.h"
#include "cli/CliCommand.h"
#include "cli/JsonOutput.h"
#include "cli/PlanArgument.h"
#include "cli/PlanJson.h"
#include "cli/PlanText.h"
#include "planner/ProjectPlanner.h"

#include <QCoreApplication>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

int runPlan(const QStringList& args, Io& io)
{
    ArgParser parser(QStringLiteral("plan"),
        Text::tr("Prints a project plan: each phase's timing, hours, card and cost, the cheapest cards for it, and "
                 "what renting per phase, buying and owning a baseline cost, with a recommendation."));
    plan_argument::add(parser);
    parser.addValue(QStringLiteral("scenario"), QStringLiteral("NAME"),
        Text::tr("Evaluate this scenario saved in the plan instead of the plan's own phases."));
    parser.addFlag(QStringLiteral("json"), Text::tr("Print JSON."));
    if (!parser.parse(args, io))
        return kExitOk;
    const QString file = parser.requirePositional(1, Text::tr("the plan file")).first();

    const Plan plan = plan_argument::load(file);
    const bool asJson = parser.isSet(QStringLiteral("json"));
    const ProjectResult result = inSourceLanguage(asJson, [&] {
        return plan_argument::forScenario(
            file, [&] { return ProjectPlanner::evaluate(plan, parser.value(QStringLiteral("scenario"))); });
    });
    if (asJson) {
        const SourceLanguage english(true);
        printJson(io.out, planJsonWithoutPhases(result), "phases", std::size_t(result.phases.size()),
            [&](std::size_t i) { return planPhaseJson(result.phases.at(qsizetype(i))); });
    } else {
        plan_text::print(io.out, plan, result);
    }
    return kExitOk;
}

[[maybe_unused]] const bool registered = Registry::add({ "plan",
    QT_TRANSLATE_NOOP("Cli", "a project's phases, card ranking and rent / buy / hybrid costs"), 55, &runPlan });

} // namespace

} // namespace rp::cli
