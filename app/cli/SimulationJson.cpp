#include "app/cli/SimulationJson.h"

#include "app/cli/JsonOutput.h"
#include "models/plan/PhaseKinds.h"

namespace rp::cli {

namespace {

using nlohmann::json;
using namespace rp::simulation;
namespace ui = uncertainty_inputs;

json spreadJson(const Spread& s, bool withMean)
{
    json out = { { "p10", s.p10 }, { "p50", s.p50 }, { "p90", s.p90 } };
    if (withMean)
        out["mean"] = s.mean;
    return out;
}

json optionalNumber(const std::optional<double>& v)
{
    return v ? json(*v) : json(nullptr);
}

json phaseOf(const Plan& plan, const ui::Input& in)
{
    return in.phase >= 0 && in.phase < plan.phases.size() ? json(plan.phases.at(in.phase).id.toStdString())
                                                          : json(nullptr);
}

json inputJson(const Plan& plan, const ui::Input& in)
{
    json out = { { "input", ui::Text::key(in.factor).toStdString() }, { "phase", phaseOf(plan, in) },
        { "source", ui::Text::sourceKey(in.source).toStdString() } };
    if (in.factor == ui::Factor::Reruns) {
        out["probability"] = in.reruns.probability;
        out["max"] = in.reruns.max;
    } else if (in.factor != ui::Factor::Spot) {
        out["low"] = in.stated.low;
        out["mode"] = in.stated.mode;
        out["high"] = in.stated.high;
    }
    if (in.source == ui::Source::Default)
        out["reason"] = ui::Text::defaultReason(in.factor).toStdString();
    return out;
}

} // namespace

json learnedJson(const Plan& plan, const Learned& learned)
{
    json inputs = json::array();
    for (const LearnedPhase& l : learned.phases) {
        inputs.push_back({ { "phase", plan.phases.at(l.phase).id.toStdString() },
            { "card", l.group.card.toStdString() }, { "kind", PhaseKinds::key(l.group.kind).toStdString() },
            { "jobs", l.group.jobs }, { "median_ratio", l.group.medianRatio }, { "p10_ratio", l.group.p10Ratio },
            { "p90_ratio", l.group.p90Ratio }, { "rerun_share", l.rerunShare } });
    }
    return { { "jobs", learned.jobs }, { "min_jobs", calibration::kMinJobs }, { "inputs", inputs } };
}

json simulationJson(const Plan& plan, const SimulationResult& r, const json& calibration)
{
    json strategies = json::object();
    json cheapest = json::object();
    for (const StrategyOutlook& o : r.strategies) {
        const std::string key = strategyKey(o.strategy).toStdString();
        cheapest[key] = o.cheapestShare;
        if (!o.available)
            continue;
        strategies[key] = { { "cost", spreadJson(o.cost, true) }, { "days", spreadJson(o.days, true) },
            { "p_deadline", optionalNumber(o.pDeadline) }, { "p_budget", optionalNumber(o.pBudget) },
            { "point_cost", jsonNumber(o.point) }, { "p_above_point", o.pAbovePoint }, { "budget", o.budget } };
    }
    json tornado = json::array();
    for (const TornadoBar& bar : r.tornado) {
        const ui::Input& in = r.inputs.inputs.at(bar.input);
        tornado.push_back({ { "input", ui::Text::key(in.factor).toStdString() }, { "phase", phaseOf(plan, in) },
            { "low", bar.low }, { "high", bar.high }, { "cost_low", bar.costLow }, { "cost_high", bar.costHigh },
            { "rank_correlation", bar.rankCorrelation } });
    }
    json correlations = json::array();
    json inputs = json::array();
    for (const TornadoBar& bar : r.correlations) {
        const ui::Input& in = r.inputs.inputs.at(bar.input);
        correlations.push_back({ { "input", ui::Text::key(in.factor).toStdString() }, { "phase", phaseOf(plan, in) },
            { "rank_correlation", bar.rankCorrelation } });
        inputs.push_back(inputJson(plan, in));
    }
    return { { "samples", r.samples }, { "seed", r.seed }, { "budget_percentile", r.budgetPercentile },
        { "budget", optionalNumber(r.projectBudget) }, { "strategies", strategies }, { "cheapest_share", cheapest },
        { "tornado_strategy", strategyKey(r.tornadoStrategy).toStdString() }, { "tornado_base", r.tornadoBase },
        { "tornado", tornado }, { "correlations", correlations }, { "inputs", inputs },
        { "calibration", calibration } };
}

} // namespace rp::cli
