#pragma once

#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"
#include "models/planner/SimulationModel.h"
#include "models/planner/UncertaintyInputs.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <functional>
#include <optional>

namespace rp::simulation {

inline constexpr int kDefaultSamples = 10000;
inline constexpr std::uint64_t kDefaultSeed = 1;
inline constexpr double kDefaultBudgetPercentile = 90;

struct Options {
    int samples = kDefaultSamples;
    std::uint64_t seed = kDefaultSeed;
    // Per phase, what the ledger taught (planner/SimulationCalibration.h); empty: nothing learned.
    QList<std::optional<Uncertainty>> learned;
    // Called every few hundred futures with how many are done; returning false stops the run.
    std::function<bool(int done)> progress;
};

struct Spread {
    double p10 = 0;
    double p50 = 0;
    double p90 = 0;
    double mean = 0;
};

struct StrategyOutlook {
    Strategy strategy = Rent;
    bool available = false;
    double point = 0; // the point estimate's cost, for comparison
    Spread cost;
    Spread days;
    double budget = 0; // the cost at the plan's budget percentile: what to ask for
    std::optional<double> pDeadline; // unset without a deadline
    std::optional<double> pBudget; // unset without project.budget
    double cheapestShare = 0; // of the futures in which it costs least of the strategies
    double pAbovePoint = 0; // of the futures that cost more than the point estimate
    QList<double> sortedCosts; // every future's cost, ascending (the distribution charts)
    QList<double> sortedDays;
};

// One input swung from its low to its high value with the others at their mode.
struct TornadoBar {
    int input = -1; // index into inputs.inputs
    double low = 0; // the input's value at each end (rounds whole; reruns: none, and one run of each phase)
    double high = 0;
    double costLow = 0;
    double costHigh = 0;
    double rankCorrelation = 0; // Spearman's, of the input's draws with the strategy's cost
    double swing() const { return std::abs(costHigh - costLow); }
};

struct SimulationResult {
    int samples = 0;
    std::uint64_t seed = 0;
    bool cancelled = false;
    double budgetPercentile = kDefaultBudgetPercentile;
    std::optional<double> projectBudget;
    uncertainty_inputs::Inputs inputs;
    QList<StrategyOutlook> strategies; // rent, buy, hybrid
    Strategy tornadoStrategy = Rent; // the recommended strategy (rent when none is)
    double tornadoBase = 0; // its cost with every input at its mode
    QList<TornadoBar>
        tornado; // largest swing first; inputs that move nothing and spot interruptions (no low and high) left out
    QList<TornadoBar> correlations; // every input, spot included, in input order
    const StrategyOutlook& outlook(Strategy s) const { return strategies.at(s); }
};

// The key of a strategy as `plan --json` writes it: "rent", "buy", "hybrid".
QString strategyKey(Strategy s);

// The outlook the budget rests on: the simulated strategy the tornado follows, when it ran and is
// `recommended` ("rent", "buy", "hybrid"); null without a simulation or when they differ.
const StrategyOutlook* recommendedOutlook(const SimulationResult* simulated, const QString& recommended);

// The seeded Monte Carlo budget of `plan` (a scenario applied) as evaluated in `result`
// (docs/plan-format.md, "Budget with confidence"). Deterministic for a plan, options and seed.
SimulationResult simulate(const Plan& plan, const ProjectResult& result, const Options& options = {});

} // namespace rp::simulation
