#include "models/planner/Simulation.h"

#include "models/planner/OwnedStrategies.h"

#include <algorithm>
#include <cmath>

namespace rp::simulation {

using uncertainty_inputs::Factor;

QString strategyKey(Strategy s)
{
    switch (s) {
    case Rent:
        return QStringLiteral("rent");
    case Buy:
        return QStringLiteral("buy");
    case Hybrid:
        return QStringLiteral("hybrid");
    }
    return {};
}

const StrategyOutlook* recommendedOutlook(const SimulationResult* simulated, const QString& recommended)
{
    if (!simulated || simulated->samples == 0)
        return nullptr;
    const StrategyOutlook& o = simulated->outlook(simulated->tornadoStrategy);
    return o.available && strategyKey(o.strategy) == recommended ? &o : nullptr;
}

namespace {

Spread spread(const QList<double>& sorted)
{
    Spread s;
    s.p10 = sampling::quantile(sorted, 0.10);
    s.p50 = sampling::quantile(sorted, 0.50);
    s.p90 = sampling::quantile(sorted, 0.90);
    double sum = 0;
    for (double v : sorted)
        sum += v;
    s.mean = sorted.isEmpty() ? 0 : sum / double(sorted.size());
    return s;
}

Strategy recommended(const ProjectResult& result, const Model& model)
{
    const QString s = result.recommendation.strategy;
    if (s == QLatin1String("buy") && model.available[Buy])
        return Buy;
    if (s == QLatin1String("hybrid") && model.available[Hybrid])
        return Hybrid;
    return Rent;
}

// The input at one end of its range, the others at their mode (the tornado).
Draw swung(const Model& model, int input, bool high)
{
    Draw d = modes(model);
    const uncertainty_inputs::Input& in = model.inputs.inputs.at(input);
    if (in.factor != Factor::Reruns) {
        d.values[input] = high ? in.triangle.high : in.triangle.low;
        if (in.factor == Factor::Rounds)
            d.values[input] = std::floor(d.values[input] + 0.5);
        return d;
    }
    if (!high || in.reruns.max == 0 || in.reruns.probability == 0)
        return d;
    // Reruns have no low and high of their own: the swing is from no run repeated to one run of
    // each phase it applies to repeated once, the failure a plan most often meets.
    for (qsizetype i = 0; i < model.phases.size(); ++i) {
        if (model.phases.at(i).inputs.reruns != input)
            continue;
        d.extraRuns[i] = 1;
        d.values[input] += 1;
    }
    return d;
}

} // namespace

SimulationResult simulate(const Plan& plan, const ProjectResult& result, const Options& options)
{
    SimulationResult out;
    out.seed = options.seed;
    const Project project = plan.project.value_or(Project {});
    out.budgetPercentile = project.budgetPercentile.value_or(kDefaultBudgetPercentile);
    out.projectBudget = project.budget;
    const Model model = prepare(plan, result, uncertainty_inputs::resolve(plan, result, options.learned));
    out.inputs = model.inputs;
    out.tornadoStrategy = recommended(result, model);

    const int samples = std::max(1, options.samples);
    std::array<QList<double>, kStrategies> costs, days;
    for (int s = 0; s < kStrategies; ++s) {
        costs[s].reserve(samples);
        days[s].reserve(samples);
    }
    QList<QList<double>> draws(model.inputs.inputs.size());
    for (QList<double>& d : draws)
        d.reserve(samples);
    std::array<int, kStrategies> cheapest {};
    std::array<int, kStrategies> withinDeadline {};
    std::array<int, kStrategies> withinBudget {};
    // One engine for the inputs, another for the spot interruptions, both from the seed: a plan
    // without spot offers draws the same inputs whatever its spot settings.
    sampling::Rng rng(options.seed);
    sampling::Rng spotRng(options.seed ^ 0x9E3779B97F4A7C15ull);
    int done = 0;
    for (; done < samples; ++done) {
        if (options.progress && done % 500 == 0 && !options.progress(done)) {
            out.cancelled = true;
            break;
        }
        Draw d = sample(model, rng);
        const Outcome o = evaluate(model, d, &spotRng);
        if (model.inputs.spot >= 0)
            d.values[model.inputs.spot] = o.spotInterruptions;
        for (qsizetype k = 0; k < d.values.size(); ++k)
            draws[k].append(d.values.at(k));
        int best = -1;
        for (int s = 0; s < kStrategies; ++s) {
            if (!model.available[s])
                continue;
            costs[s].append(o.cost[s]);
            days[s].append(o.days[s]);
            if (best < 0 || o.cost[s] < o.cost[best])
                best = s;
            if (owned_strategies::deadline(project, o.days[s]).feasible)
                ++withinDeadline[s];
            if (project.budget && o.cost[s] <= *project.budget)
                ++withinBudget[s];
        }
        if (best >= 0)
            ++cheapest[best];
    }
    out.samples = done;
    const QList<double> tornadoCosts = costs[out.tornadoStrategy];

    for (int s = 0; s < kStrategies; ++s) {
        StrategyOutlook o;
        o.strategy = Strategy(s);
        o.available = model.available[s] && done > 0;
        o.point = model.point[s];
        if (o.available) {
            std::sort(costs[s].begin(), costs[s].end());
            std::sort(days[s].begin(), days[s].end());
            o.cost = spread(costs[s]);
            o.days = spread(days[s]);
            o.budget = sampling::quantile(costs[s], out.budgetPercentile / 100);
            if (project.deadline && project.startDate.isValid())
                o.pDeadline = double(withinDeadline[s]) / done;
            if (project.budget)
                o.pBudget = double(withinBudget[s]) / done;
            o.cheapestShare = double(cheapest[s]) / done;
            o.pAbovePoint = 1 - sampling::shareAtMost(costs[s], o.point);
            o.sortedCosts = costs[s];
            o.sortedDays = days[s];
        }
        out.strategies.append(o);
    }

    // Sensitivity: each input swung alone, and how its draws ranked with the cost.
    out.tornadoBase = evaluate(model, modes(model), nullptr).cost[out.tornadoStrategy];
    for (int k = 0; k < model.inputs.inputs.size(); ++k) {
        TornadoBar bar;
        bar.input = k;
        if (!tornadoCosts.isEmpty())
            bar.rankCorrelation = sampling::rankCorrelation(draws.at(k), tornadoCosts);
        if (model.inputs.inputs.at(k).factor != Factor::Spot) {
            const Draw low = swung(model, k, false);
            const Draw high = swung(model, k, true);
            bar.low = low.values.at(k);
            bar.high = high.values.at(k);
            bar.costLow = evaluate(model, low, nullptr).cost[out.tornadoStrategy];
            bar.costHigh = evaluate(model, high, nullptr).cost[out.tornadoStrategy];
            if (bar.swing() > 0) // an input the strategy does not depend on (a lead time when renting)
                out.tornado.append(bar);
        }
        out.correlations.append(bar);
    }
    std::stable_sort(out.tornado.begin(), out.tornado.end(),
        [](const TornadoBar& a, const TornadoBar& b) { return a.swing() > b.swing(); });
    return out;
}

} // namespace rp::simulation
