#include "models/planner/SimulationModel.h"

#include "models/common/Units.h"
#include "models/cost/BillingRules.h"
#include "models/cost/SpotModel.h"
#include "models/planner/OwnedStrategies.h"
#include "models/planner/PhasePricing.h"
#include "models/planner/PhaseSchedule.h"

#include <QVarLengthArray>

#include <algorithm>
#include <cmath>

namespace rp::simulation {

using uncertainty_inputs::Factor;

Model prepare(const Plan& plan, const ProjectResult& result, uncertainty_inputs::Inputs inputs)
{
    Model m;
    m.plan = &plan;
    m.project = plan.project.value_or(Project {});
    m.inputs = std::move(inputs);
    for (qsizetype i = 0; i < plan.phases.size(); ++i) {
        const Phase& phase = plan.phases.at(i);
        const PhaseResult& r = result.phases.at(i);
        PreparedPhase p;
        p.gpu = phase.usesGpu();
        p.repeats = std::max(1, phase.repeats);
        p.inputs = m.inputs.phases.value(i);
        p.cards = r.cards;
        p.transferHours = r.transferHours;
        p.runHours = r.runHours;
        p.runCompute = r.computeHours / p.repeats;
        const qsizetype offer = plan.indexOfOffer(r.offer);
        if (offer >= 0 && std::isfinite(r.cost)) {
            const Offer& o = plan.offers.at(offer);
            p.offer = &o;
            // The job the planner billed (phase_pricing::job; a CPU phase is one machine).
            p.job = phase_pricing::job(phase, r.runHours, r.transferHours, p.gpu ? r.cards : 1, r.utilization);
            if (o.mode == BillingMode::Spot) {
                const spot::Estimate e = spot::estimate(o);
                p.spot = true;
                p.interruptionsPerHour = e.interruptionsPerHour;
                p.intervalHours = e.intervalHours;
                p.checkpointHours = o.checkpointMinutes / 60.0;
                p.restartHours = o.restartMinutes / 60.0;
                p.wallPerComputeHour = e.wallPerComputeHour;
            }
            // Storage between phases as the planner bills it: a disk kept on the same offer.
            if (i > 0 && result.phases.at(i - 1).offer == r.offer)
                p.storagePerHour = billing::instances(result.phases.at(i - 1).cards, o.cardsPerInstance)
                    * o.storagePerMonth / units::kHoursPerMonth;
        }
        if (result.buy.runs() && i < result.buy.phases.size() && p.gpu) {
            const OwnedPhase& owned = result.buy.phases.at(i);
            p.ownedCards = owned.cards;
            p.ownedTransfer = r.transferHours;
            p.ownedRun = (owned.hours - r.transferHours) / p.repeats;
            p.ownedCompute = owned.computeHours / p.repeats;
        }
        p.onOwnedCard = plan.selfBuild && r.card == plan.selfBuild->card && r.cards > 0;
        m.phases.append(p);
    }
    m.available[Rent] = result.rent.gpuComplete && std::isfinite(result.rent.cost);
    m.available[Buy] = result.buy.runs();
    // A baseline of none is renting: the hybrid is then no strategy of its own.
    m.available[Hybrid] = result.hybrid.runs() && result.rent.gpuComplete && result.hybrid.baselineCards > 0;
    m.point = { result.rent.cost, result.buy.costDedicated, result.hybrid.cost };
    m.buyMachines = result.buy.machines;
    m.baseline = result.hybrid.baselineCards;
    if (plan.selfBuild) {
        m.delayPerDay = m.project.delayCostPerDay.value_or(plan.selfBuild->delayCostPerDay);
        m.plannedLeadDays = plan.selfBuild->leadTimeDays;
    }
    return m;
}

namespace {

int rounds(const PreparedPhase& p, const Draw& draw)
{
    if (p.inputs.rounds < 0)
        return p.repeats;
    return std::max(1, int(std::floor(draw.values.at(p.inputs.rounds) + 0.5)));
}

// Hours of work scale with the amount of work and with the planned MFU over the one reached.
double runFactor(const PreparedPhase& p, const Draw& draw)
{
    double f = p.inputs.work >= 0 ? draw.values.at(p.inputs.work) : 1.0;
    if (p.inputs.mfu >= 0)
        f /= draw.values.at(p.inputs.mfu);
    return f;
}

// A spot job's wall time in one future: the computing stretched by its checkpoints, plus for each
// interruption the restart and the work since the last checkpoint (uniform over the interval). The
// count is Poisson at the offer's rate over the expected wall time, so that the mean is the
// expected stretch the planner bills (docs/plan-format.md, "Spot": T_w / T = (1 + C/τ) / (1 − λ(τ/2 + R))).
double spotWallHours(const PreparedPhase& p, double hours, sampling::Rng& rng, int& interruptions)
{
    if (!std::isfinite(p.wallPerComputeHour))
        return p.wallPerComputeHour;
    const double saved = p.intervalHours > 0 ? hours * (1 + p.checkpointHours / p.intervalHours) : hours;
    const int n = sampling::poisson(rng, p.interruptionsPerHour * hours * p.wallPerComputeHour);
    interruptions += n;
    double wall = saved + n * p.restartHours;
    for (int k = 0; k < n; ++k)
        wall += rng.uniform() * p.intervalHours;
    return wall;
}

} // namespace

Draw modes(const Model& model)
{
    Draw d;
    d.values.reserve(model.inputs.inputs.size());
    for (const uncertainty_inputs::Input& in : model.inputs.inputs) {
        const bool counted = in.factor == Factor::Reruns || in.factor == Factor::Spot;
        d.values.append(counted ? 0.0 : in.triangle.mode);
    }
    d.extraRuns.fill(0, model.phases.size());
    return d;
}

Draw sample(const Model& model, sampling::Rng& rng)
{
    Draw d;
    d.values.reserve(model.inputs.inputs.size());
    for (const uncertainty_inputs::Input& in : model.inputs.inputs) {
        const bool counted = in.factor == Factor::Reruns || in.factor == Factor::Spot;
        double v = counted ? 0.0 : sampling::triangular(in.triangle, rng.uniform());
        if (in.factor == Factor::Rounds)
            v = std::floor(v + 0.5);
        d.values.append(v);
    }
    d.extraRuns.fill(0, model.phases.size());
    for (qsizetype i = 0; i < model.phases.size(); ++i) {
        const PreparedPhase& p = model.phases.at(i);
        if (p.inputs.reruns < 0)
            continue;
        const Reruns& r = model.inputs.inputs.at(p.inputs.reruns).reruns;
        const int runs = rounds(p, d);
        int extra = 0;
        for (int run = 0; run < runs; ++run)
            extra += sampling::reruns(rng, r.probability, r.max);
        d.extraRuns[i] = extra;
        d.values[p.inputs.reruns] += extra;
    }
    return d;
}

Outcome evaluate(const Model& model, const Draw& draw, sampling::Rng* spot)
{
    Outcome out;
    const Plan& plan = *model.plan;
    const qsizetype n = model.phases.size();
    const double priceFactor = 1.0 + (model.inputs.priceChange >= 0 ? draw.values.at(model.inputs.priceChange) : 0.0);
    const double leadDays = model.inputs.leadTime >= 0 ? draw.values.at(model.inputs.leadTime) : model.plannedLeadDays;

    QList<double> hours(n), ownedHours(n);
    QVarLengthArray<double, 32> factor(n), runs(n), bill(n), stretch(n);
    for (qsizetype i = 0; i < n; ++i) {
        const PreparedPhase& p = model.phases.at(i);
        factor[i] = runFactor(p, draw);
        runs[i] = rounds(p, draw) + draw.extraRuns.at(i);
        hours[i] = p.transferHours + p.runHours * factor[i] * runs[i];
        ownedHours[i] = p.gpu ? p.ownedTransfer + p.ownedRun * factor[i] * runs[i] : hours[i];
        bill[i] = 0;
        stretch[i] = 1;
        if (!p.offer)
            continue;
        double wall = hours[i];
        if (p.spot)
            wall = spot ? spotWallHours(p, hours[i], *spot, out.spotInterruptions) : hours[i] * p.wallPerComputeHour;
        stretch[i] = hours[i] > 0 ? wall / hours[i] : 1;
        Job job = p.job;
        job.hours = hours[i];
        bill[i] = billing::costOfWallHours(*p.offer, job, wall).cost * priceFactor;
    }

    // Renting: the phases on their calendar, storage over the gaps on the same offer.
    const QList<double> starts = phase_schedule::starts(plan.phases, hours);
    double rentCost = 0, storage = 0, rentEnd = 0;
    for (qsizetype i = 0; i < n; ++i) {
        rentCost += bill[i];
        if (i > 0 && model.phases.at(i).storagePerHour > 0) {
            const double gap = starts[i] - (starts[i - 1] + hours[i - 1]);
            if (gap > 0)
                storage += model.phases.at(i).storagePerHour * gap * priceFactor;
        }
        rentEnd = std::max(rentEnd, starts[i] + hours[i]);
    }
    out.cost[Rent] = rentCost + storage;
    out.days[Rent] = rentEnd / phase_schedule::kHoursPerDay;

    const SelfBuild* s = plan.selfBuild ? &*plan.selfBuild : nullptr;
    const double leadHours = leadDays * phase_schedule::kHoursPerDay;
    // Buying for the peak: every GPU phase on the owned machines from delivery; CPU phases rented.
    if (model.available[Buy] && s) {
        const QList<double> ownedStarts = phase_schedule::starts(plan.phases, ownedHours, leadHours);
        double end = 0, busy = 0, rented = 0;
        for (qsizetype i = 0; i < n; ++i) {
            const PreparedPhase& p = model.phases.at(i);
            end = std::max(end, ownedStarts[i] + ownedHours[i]);
            if (p.gpu)
                busy += p.ownedCards * p.ownedCompute * factor[i] * runs[i];
            else
                rented += bill[i];
        }
        const owned_strategies::OwnedCost owning
            = owned_strategies::ownedCost(*s, model.buyMachines, std::max(0.0, end - leadHours), busy);
        out.cost[Buy] = owning.net() + leadDays * model.delayPerDay + rented;
        out.days[Buy] = end / phase_schedule::kHoursPerDay;
    }

    // The hybrid at its baseline: the renting calendar, the baseline serving from delivery.
    if (model.available[Hybrid] && s) {
        out.days[Hybrid] = out.days[Rent];
        if (model.baseline == 0) {
            out.cost[Hybrid] = out.cost[Rent];
        } else {
            QList<double> from(n), to(n);
            QList<int> wanted(n, 0);
            for (qsizetype i = 0; i < n; ++i) {
                from[i] = std::max(starts[i], leadHours);
                to[i] = std::max(starts[i] + hours[i], from[i]);
                if (model.phases.at(i).onOwnedCard && to[i] > from[i])
                    wanted[i] = model.phases.at(i).cards;
            }
            // Phases one after another each get min(k, B); only overlapping ones share the baseline.
            bool overlap = false;
            for (qsizetype i = 0; i < n && !overlap; ++i) {
                for (qsizetype j = i + 1; j < n && wanted[i] > 0 && !overlap; ++j)
                    overlap = wanted[j] > 0 && from[j] < to[i] && from[i] < to[j];
            }
            QList<int> owned = wanted;
            if (overlap)
                owned = owned_strategies::allocate(from, to, wanted, model.baseline);
            else
                for (int& k : owned)
                    k = std::min(k, model.baseline);
            double cost = storage, busy = 0;
            for (qsizetype i = 0; i < n; ++i) {
                const PreparedPhase& p = model.phases.at(i);
                if (owned[i] == 0 || !p.offer) {
                    cost += bill[i];
                    continue;
                }
                const double ownedSpan = to[i] - from[i];
                // Cards beyond the baseline for the whole phase; the baseline's before delivery.
                auto rentFor = [&](int cards, double h) {
                    Job job;
                    job.hours = h;
                    job.cards = cards;
                    return billing::costOfWallHours(*p.offer, job, h * stretch[i]).cost * priceFactor;
                };
                if (p.cards > owned[i])
                    cost += rentFor(p.cards - owned[i], hours[i]);
                if (hours[i] - ownedSpan > 1e-9)
                    cost += rentFor(owned[i], hours[i] - ownedSpan);
                const double share = hours[i] > 0 ? std::clamp(ownedSpan / hours[i], 0.0, 1.0) : 0.0;
                busy += owned[i] * p.runCompute * factor[i] * runs[i] * share;
            }
            const owned_strategies::OwnedCost owning = owned_strategies::ownedCost(
                *s, double(model.baseline) / s->cards, std::max(0.0, rentEnd - leadHours), busy);
            out.cost[Hybrid] = cost + owning.net();
        }
    }
    return out;
}

} // namespace rp::simulation
