#include "models/procurement/BillOfQuantities.h"

#include "models/catalog/CardCatalog.h"
#include "models/plan/BillingMode.h"
#include "models/planner/PhaseSchedule.h"
#include "models/planner/ProjectPlanner.h"
#include "models/procurement/MachineNeed.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace rp {

namespace {

// When a phase holds its machines, on the planner's calendar.
struct Use {
    double startHours = 0;
    double endHours = 0;
    int machines = 0;
};

// A substitute per card for one phase: cards that run it within the margin of its cheapest setup
// (the ranking is cheapest to finish first, cost_to_finish::rank).
std::map<QString, double> substitutesOf(const PhaseResult& p)
{
    std::map<QString, double> out;
    const RankingEntry* best = nullptr;
    for (const RankingEntry& e : p.ranking) {
        if (!e.runs() || !e.priced())
            continue;
        if (!best) {
            best = &e;
            if (!(best->cost > 0))
                return out; // a free setup leaves no share to compare
        }
        const double extra = e.cost / best->cost - 1.0;
        if (e.card == p.card || extra > BillOfQuantities::kSubstituteMargin)
            continue;
        const auto it = out.find(e.card);
        if (it == out.end() || extra < it->second)
            out[e.card] = extra;
    }
    return out;
}

QString interconnectOf(const Card* card, int cardsPerMachine)
{
    if (!card)
        return {};
    if (cardsPerMachine <= 1)
        return QStringLiteral("none");
    return card->hasNvlink() ? QStringLiteral("nvlink") : QStringLiteral("pcie");
}

// Decimal GB the phase keeps on the vendor's storage: the data set it processes, data sent in, results sent out.
double storageGbOf(const Phase* phase)
{
    if (!phase)
        return 0;
    double gb = phase->workload && phase->workload->isData() ? phase->workload->dataGb : 0;
    if (phase->transfer)
        gb += phase->transfer->dataGb + phase->transfer->dataOutGb;
    return gb;
}

struct Draft {
    BillLine line;
    QList<Use> uses;
    std::map<QString, double> substitutes;
};

bool sameMachine(const BillLine& a, const BillLine& b)
{
    return a.card == b.card && a.cardsPerMachine == b.cardsPerMachine && a.interconnect == b.interconnect
        && a.fabric == b.fabric && a.billingMode == b.billingMode;
}

Draft lineOf(const Plan& plan, const ProjectResult& result, qsizetype index)
{
    const PhaseResult& p = result.phases.at(index);
    const qsizetype phaseIndex = plan.indexOfPhase(p.id);
    const Phase* phase = phaseIndex >= 0 ? &plan.phases.at(phaseIndex) : nullptr;
    const MachineNeed need = MachineNeed::ofPhase(plan, result, index);
    Draft d;
    BillLine& l = d.line;
    l.phaseIds = { p.id };
    l.phaseNames = { p.name };
    l.card = p.card;
    const qsizetype offer = plan.indexOfOffer(p.offer);
    if (offer >= 0)
        l.billingMode = BillingModes::key(plan.offers.at(offer).mode);
    const double day = phase_schedule::kHoursPerDay;
    l.startDay = int(std::floor(p.startHours / day));
    l.endDay = std::max(l.startDay, int(std::ceil(p.endHours / day)) - 1);
    l.hours = p.hours;
    l.nvmeGb = need.minNvmeGb();
    l.storageGb = storageGbOf(phase);
    l.need = need;
    if (p.cpuOnly) {
        l.cardName = QLatin1String(Phase::kNoCard);
        l.machines = 1; // a CPU-only phase runs on one machine (docs/plan-format.md)
        l.fabric = QStringLiteral("none");
        d.uses = { { p.startHours, p.endHours, l.machines } };
        return d;
    }
    const Card* card = CardCatalog::builtIn().find(p.card);
    l.cardName = CardCatalog::nameOf(p.card);
    if (card) {
        l.smiName = card->smiName;
        l.memoryMiB = card->memoryMiB;
        l.formFactor = card->formFactor;
    }
    l.cardsPerMachine = need.cardsPerMachine;
    l.machines = need.machines;
    l.interconnect = interconnectOf(card, l.cardsPerMachine);
    if (l.machines <= 1 || !need.cardsWorkTogether)
        l.fabric = QStringLiteral("none"); // each machine works on its own
    else if (need.offer && !need.offer->fabric.isEmpty())
        l.fabric = need.offer->fabric;
    else
        l.fabric = QStringLiteral("any"); // the hours assume no fast fabric between machines
    l.cpuCores = need.minCpuCores();
    l.ramGb = need.minRamGb();
    d.uses = { { p.startHours, p.endHours, l.machines } };
    d.substitutes = substitutesOf(p);
    return d;
}

// The most machines the uses hold at one instant (phases of one line may run at the same time).
int peakMachines(const QList<Use>& uses)
{
    int peak = 0;
    for (const Use& at : uses) {
        int machines = 0;
        for (const Use& u : uses) {
            if (u.startHours <= at.startHours && at.startHours < std::max(u.endHours, u.startHours + 1e-9))
                machines += u.machines;
        }
        peak = std::max(peak, machines);
    }
    return peak;
}

void merge(Draft& into, const Draft& from)
{
    BillLine& l = into.line;
    const BillLine& f = from.line;
    l.phaseIds += f.phaseIds;
    l.phaseNames += f.phaseNames;
    l.startDay = std::min(l.startDay, f.startDay);
    l.endDay = std::max(l.endDay, f.endDay);
    l.hours += f.hours;
    l.cpuCores = std::max(l.cpuCores, f.cpuCores);
    l.ramGb = std::max(l.ramGb, f.ramGb);
    l.nvmeGb = std::max(l.nvmeGb, f.nvmeGb);
    l.storageGb = std::max(l.storageGb, f.storageGb);
    l.mandatory = l.mandatory || f.mandatory;
    into.uses += from.uses;
    l.machines = peakMachines(into.uses);
    MachineNeed& n = l.need;
    n.machines = std::max(l.machines, 1);
    n.cardsWorkTogether = n.cardsWorkTogether || f.need.cardsWorkTogether;
    n.weightsBytes = std::max(n.weightsBytes, f.need.weightsBytes);
    n.checkpointBytes = std::max(n.checkpointBytes, f.need.checkpointBytes);
    n.datasetBytes = std::max(n.datasetBytes, f.need.datasetBytes);
    n.rentedHours += f.need.rentedHours;
    // A substitute of the line must do for every phase it serves; it costs the most it costs for one.
    std::map<QString, double> kept;
    for (const auto& [card, extra] : into.substitutes) {
        const auto other = from.substitutes.find(card);
        if (other != from.substitutes.end())
            kept[card] = std::max(extra, other->second);
    }
    into.substitutes = kept;
}

} // namespace

QList<BillLine> BillOfQuantities::build(const Plan& plan, const QString& scenario)
{
    const ProjectResult result = ProjectPlanner::evaluate(plan, scenario);
    return build(ProjectPlanner::withScenario(plan, scenario), result);
}

QList<BillLine> BillOfQuantities::build(const Plan& effective, const ProjectResult& result)
{
    QList<qsizetype> order;
    for (qsizetype i = 0; i < result.phases.size(); ++i)
        order.append(i);
    std::stable_sort(order.begin(), order.end(),
        [&](qsizetype a, qsizetype b) { return result.phases.at(a).startHours < result.phases.at(b).startHours; });
    QList<Draft> drafts;
    for (const qsizetype i : order) {
        const Draft d = lineOf(effective, result, i);
        auto same = std::find_if(drafts.begin(), drafts.end(), [&](const Draft& o) {
            return sameMachine(o.line, d.line) && d.line.startDay <= o.line.endDay && d.line.endDay >= o.line.startDay;
        });
        if (same != drafts.end())
            merge(*same, d);
        else
            drafts.append(d);
    }
    const bool dated = effective.project && effective.project->startDate.isValid();
    QList<BillLine> lines;
    for (Draft& d : drafts) {
        BillLine line = d.line;
        line.number = int(lines.size()) + 1;
        if (dated) {
            line.startDate = effective.project->startDate.addDays(line.startDay);
            line.endDate = effective.project->startDate.addDays(line.endDay);
        }
        for (const auto& [card, extra] : d.substitutes)
            line.substitutes.append({ card, extra });
        std::stable_sort(line.substitutes.begin(), line.substitutes.end(),
            [](const BillSubstitute& a, const BillSubstitute& b) { return a.extra < b.extra; });
        lines.append(line);
    }
    return lines;
}

} // namespace rp
