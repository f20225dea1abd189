// `rentplan costs <plan> --hours T | --break-even [--cards N] [--utilization U] [--json]`:
// what a job costs under every offer of a plan and self-built hardware, or where the cheapest changes;
// `rentplan costs <plan> --phase ID [--scenario NAME] [--json]`: every offer's cost to finish one phase.
#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "app/cli/CostsText.h"
#include "app/cli/JsonOutput.h"
#include "app/cli/PlanArgument.h"
#include "app/cli/PlanJson.h"
#include "app/cli/RankingText.h"
#include "models/cost/BreakEven.h"
#include "models/cost/BreakEvenReport.h"
#include "models/cost/PlanEvaluation.h"
#include "models/cost/SpotModel.h"
#include "models/planner/ProjectPlanner.h"

#include <QCoreApplication>

#include <cmath>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

using nlohmann::json;

json pointsJson(const QList<break_even::Point>& points)
{
    json out = json::array();
    for (const break_even::Point& p : points) {
        out.push_back({ { "a", p.a.toStdString() }, { "b", p.b.toStdString() }, { "hours", p.hours },
            { "cheaper_after", p.cheaperAfter.toStdString() } });
    }
    return out;
}

json jobJson(const Plan& plan, const JobEvaluation& e)
{
    json offers = json::array();
    for (qsizetype i = 0; i < plan.offers.size(); ++i) {
        const billing::OfferCost& c = e.offers.at(i);
        offers.push_back({ { "id", plan.offers.at(i).id.toStdString() },
            { "mode", BillingModes::key(plan.offers.at(i).mode).toStdString() }, { "cost", jsonNumber(c.cost) },
            { "wall_hours", jsonNumber(c.wallHours) }, { "billed_hours", jsonNumber(c.billedHours) },
            { "instances", c.instances }, { "compute_cost", jsonNumber(c.computeCost) },
            { "storage_cost", jsonNumber(c.storageCost) }, { "egress_cost", jsonNumber(c.egressCost) } });
        // An offer without a price: the plan-file key it lacks; its costs are null and it is never the cheapest.
        const QString missing = billing::missingPrice(plan.offers.at(i));
        offers.back()["missing"] = missing.isEmpty() ? json(nullptr) : json(missing.toStdString());
    }
    json selfBuild = nullptr;
    if (e.selfBuild) {
        selfBuild = { { "cost_dedicated", e.selfBuild->dedicated }, { "cost_amortized", e.selfBuild->amortized },
            { "monthly_fixed", e.selfBuild->monthlyFixed }, { "energy_per_month", e.selfBuild->energyPerMonth },
            { "cost_per_card_hour", jsonNumber(e.selfBuild->costPerCardHour) }, { "machines", e.selfBuild->machines },
            { "delay_cost", e.selfBuild->delayCost } };
    }
    return { { "hours", e.job.hours }, { "cards", e.job.cards }, { "utilization", e.job.utilization },
        { "currency", plan.currency.toStdString() }, { "offers", offers }, { "self_build", selfBuild },
        { "cheapest", e.cheapestId.isEmpty() ? json(nullptr) : json(e.cheapestId.toStdString()) },
        { "reason", e.reason.toStdString() } };
}

json breakEvenJson(const BreakEvenReport& r)
{
    json selfBuild = nullptr;
    if (r.selfBuild) {
        json utilization = json::object();
        for (const BreakEvenReport::OwnerUtilization& u : r.selfBuild->breakEvenUtilization)
            utilization[u.offerId.toStdString()] = jsonNumber(u.utilization);
        selfBuild = { { "cost_per_card_hour_at",
                          { { "1.0", r.selfBuild->costPerCardHourAt100 }, { "0.5", r.selfBuild->costPerCardHourAt50 },
                              { "0.3", r.selfBuild->costPerCardHourAt30 } } },
            { "break_even_utilization", utilization }, { "break_even", pointsJson(r.selfBuild->points) } };
    }
    json spot = json::object();
    for (const BreakEvenReport::SpotPart& s : r.spot) {
        const spot::Estimate& e = s.estimate;
        spot[s.offerId.toStdString()] = { { "checkpoint_interval_minutes", jsonNumber(e.intervalHours * 60.0) },
            { "expected_wall_hours_per_hour", jsonNumber(e.wallPerComputeHour) },
            { "daly_minutes", jsonNumber(e.dalyIntervalHours * 60.0) },
            { "young_minutes", jsonNumber(e.youngIntervalHours * 60.0) },
            { "max_loss_interval_minutes", jsonNumber(e.maxLossIntervalHours * 60.0) } };
    }
    // Pairs whose search stopped short, and how far it got (break_even::changes).
    json unfinishedJson = json::array();
    for (const break_even::Point& p : r.unfinished)
        unfinishedJson.push_back(
            { { "a", p.a.toStdString() }, { "b", p.b.toStdString() }, { "searched_up_to_hours", p.hours } });
    return { { "horizon_hours", r.horizonHours }, { "cards", r.cards }, { "utilization", r.utilization },
        { "pairs", r.allPairs ? "all" : "cheapest_changes" }, { "break_even", pointsJson(r.offerPoints) },
        { "self_build", selfBuild }, { "spot", spot }, { "unfinished", unfinishedJson } };
}

// `costs <plan> --phase ID [--scenario NAME]`: the phase's ranking, the same entries and numbers as
// `plan --json` lists under that phase (one engine function: cost_to_finish::rank).
int runPhaseCosts(const ArgParser& parser, const QString& file, Io& io)
{
    for (const char* jobOption : { "hours", "break-even", "all-pairs", "cards", "utilization", "egress-gb" }) {
        if (parser.isSet(QLatin1String(jobOption)))
            throw UsageError(
                Text::tr("--%1 describes one job; it does not go with --phase").arg(QLatin1String(jobOption)));
    }
    const Plan plan = plan_argument::load(file);
    const QString scenario = parser.value(QStringLiteral("scenario"));
    const ProjectResult result
        = plan_argument::forScenario(file, [&] { return ProjectPlanner::evaluate(plan, scenario); });
    const QString id = parser.value(QStringLiteral("phase"));
    const PhaseResult* phase = nullptr;
    QStringList ids;
    for (const PhaseResult& p : result.phases) {
        ids.append(p.id);
        if (p.id == id)
            phase = &p;
    }
    if (!phase)
        throw InputException({ file, QStringLiteral("--phase"),
            ids.isEmpty() ? Text::tr("the plan has no phases")
                          : Text::tr("no phase \"%1\"; the plan has: %2").arg(id, ids.join(u", ")) });
    if (phase->cpuOnly)
        throw InputException({ file, QStringLiteral("--phase"),
            Text::tr("\"%1\" runs without a GPU: there are no cards to compare").arg(id) });
    if (parser.isSet(QStringLiteral("json"))) {
        printJson(io.out,
            { { "phase", phase->id.toStdString() },
                { "scenario", scenario.isEmpty() ? json(nullptr) : json(scenario.toStdString()) },
                { "currency", plan.currency.toStdString() }, { "hours_from", phase->hoursFrom.toStdString() },
                { "ranking", rankingJson(phase->ranking) } });
    } else {
        ranking_text::print(io.out, plan, *phase);
    }
    return kExitOk;
}

int runCosts(const QStringList& args, Io& io)
{
    ArgParser parser(QStringLiteral("costs"),
        Text::tr("Prints what a job costs under every offer of a plan and on self-built hardware, or with "
                 "--break-even every duration at which the cheapest way of paying changes (searched up to 3 years)."));
    plan_argument::add(parser);
    parser.addValue(QStringLiteral("hours"), QStringLiteral("T"), Text::tr("Job duration in hours of computing."));
    parser.addFlag(QStringLiteral("break-even"), Text::tr("Print break-even durations and utilizations instead."));
    parser.addFlag(QStringLiteral("all-pairs"),
        Text::tr(
            "With --break-even: every pair of offers, not only where the cheapest offer changes (at most %1 offers).")
            .arg(break_even::kMaxOffersForAllPairs));
    parser.addValue(QStringLiteral("cards"), QStringLiteral("N"), Text::tr("GPUs the job needs (default 1)."));
    parser.addValue(QStringLiteral("utilization"), QStringLiteral("U"),
        Text::tr("Share of time self-built cards compute, above 0 up to 1 (default 1)."));
    parser.addValue(QStringLiteral("egress-gb"), QStringLiteral("G"),
        Text::tr("Data sent out of the provider during the job, in GB (default 0)."));
    parser.addValue(QStringLiteral("phase"), QStringLiteral("ID"),
        Text::tr("Instead of one job: what each offer costs to finish this phase of the plan, each card at its own "
                 "hours and with the split it would run with (the phase's ranking in \"plan --json\")."));
    parser.addValue(QStringLiteral("scenario"), QStringLiteral("NAME"),
        Text::tr("With --phase: the phase as this scenario saved in the plan has it."));
    parser.addFlag(QStringLiteral("json"), Text::tr("Print JSON."));
    if (!parser.parse(args, io))
        return kExitOk;
    const QString file = parser.requirePositional(1, Text::tr("the plan file")).first();
    if (parser.isSet(QStringLiteral("phase")))
        return runPhaseCosts(parser, file, io);
    if (parser.isSet(QStringLiteral("scenario")))
        throw UsageError(Text::tr("--scenario goes with --phase"));

    const bool breakEven = parser.isSet(QStringLiteral("break-even"));
    if (breakEven == parser.isSet(QStringLiteral("hours")))
        throw UsageError(Text::tr("give either --hours T, --break-even or --phase ID"));
    Job job;
    job.hours = breakEven ? 0 : parser.number(QStringLiteral("hours"), 0, 0, 1e6);
    job.cards = int(parser.integer(QStringLiteral("cards"), 1, 1, 100000));
    job.utilization = parser.number(QStringLiteral("utilization"), 1.0, 1e-6, 1.0);
    job.egressGb = parser.number(QStringLiteral("egress-gb"), 0, 0, 1e12);

    const Plan plan = plan_argument::load(file);

    const bool asJson = parser.isSet(QStringLiteral("json"));
    const bool allPairs = parser.isSet(QStringLiteral("all-pairs"));
    if (allPairs && !breakEven)
        throw UsageError(Text::tr("--all-pairs goes with --break-even"));
    if (allPairs && plan.offers.size() > break_even::kMaxOffersForAllPairs) {
        throw InputException({ file, {},
            Text::tr("has %1 offers; --all-pairs compares every pair and accepts at most %2 offers. Without it, "
                     "--break-even lists where the cheapest offer changes, for any number of offers.")
                .arg(plan.offers.size())
                .arg(break_even::kMaxOffersForAllPairs) });
    }
    // Every input is checked: from here on, JSON's texts (the reason) are made in English.
    const SourceLanguage english(asJson);
    if (breakEven) {
        const BreakEvenReport report = BreakEvenReport::build(plan, job, allPairs);
        if (asJson)
            printJson(io.out, breakEvenJson(report));
        else
            costs_text::printBreakEven(io.out, plan, report);
    } else {
        const JobEvaluation e = PlanEvaluation::evaluate(plan, job);
        if (asJson)
            printJson(io.out, jobJson(plan, e));
        else
            costs_text::printJob(io.out, plan, e);
    }
    return kExitOk;
}

[[maybe_unused]] const bool registered = Registry::add(
    { "costs", QT_TRANSLATE_NOOP("Cli", "what a job costs under each offer; break-even points"), 50, &runCosts });

} // namespace

} // namespace rp::cli
