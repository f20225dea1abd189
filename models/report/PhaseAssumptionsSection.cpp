#include "models/report/ReportSections.h"

#include "models/catalog/CardCatalog.h"
#include "models/memory/Assumptions.h"
#include "models/memory/TrainingFlops.h"
#include "models/plan/PhaseKinds.h"
#include "models/planner/CostToFinish.h"
#include "models/planner/Scaling.h"
#include "models/planner/WorkloadHours.h"

#include <QLocale>

namespace rp {

using namespace report;

namespace {

// FLOPs per token of a training phase as the hours used them: "6 · P (LoRA, gradient checkpointing), P = 6.74 B".
QString flopsPerToken(const Workload& w)
{
    const QLocale locale;
    if (!w.isTraining())
        return w.isInference() ? ReportSections::tr("2 · P per token (prefill and decode)") : QStringLiteral("—");
    const Recompute recompute = w.estimate.effectiveRecompute();
    const double perParameter = trainingFlopsPerParameter(w.estimate.task, recompute);
    const MemoryEstimate e = WorkloadHours::estimate(w);
    return ReportSections::tr("%1 · P (%2, %3), P = %4 B")
        .arg(locale.toString(perParameter, 'f', 0), taskText(w.estimate.task), recomputeText(recompute),
            locale.toString(double(e.params.active) / 1e9, 'f', 2));
}

// The c of S(n) the phase's hours used, with the link it stands for; derived from the S(n) the
// planner divided by (scaling::coefficientOf), so the page shows what was computed.
QString coefficientText(const Plan& plan, const Phase& phase, const PhaseResult& p)
{
    const QLocale locale;
    const int n = int(p.split.cards());
    if (p.scaling <= 0 || !phase.workload)
        return ReportSections::tr("not used: these hours do not scale with the cards");
    if (n <= 1)
        return ReportSections::tr("one card: nothing to share");
    const double c = scaling::coefficientOf(p.scaling, n);
    const scaling::Traffic traffic = scaling::traffic(p.split, phase.workload->estimate.task);
    QString where;
    if (traffic == scaling::Traffic::Adapters)
        where = ReportSections::tr("adapters only, on any link");
    else if (p.machines > 1) {
        const qsizetype offer = plan.indexOfOffer(p.offer);
        const bool fast
            = offer >= 0 && scaling::isFastFabric(plan.offers.at(offer).fabric, plan.offers.at(offer).fabricGbps);
        where = fast ? ReportSections::tr("between %n machines, fast fabric", nullptr, p.machines)
                     : ReportSections::tr("between %n machines, ordinary network", nullptr, p.machines);
    } else {
        const Card* card = CardCatalog::builtIn().find(p.card);
        where = card && card->hasNvlink() ? ReportSections::tr("inside one machine, NVLink")
                                          : ReportSections::tr("inside one machine, PCIe");
    }
    return ReportSections::tr("c = %1 (%2): S(%3) = %4")
        .arg(locale.toString(c, 'f', 3), where)
        .arg(n)
        .arg(locale.toString(p.scaling, 'f', 2));
}

} // namespace

Block ReportSections::phaseAssumptions(const Plan& plan, const ProjectResult& result)
{
    const QLocale locale;
    Table t;
    t.header = { tr("Phase"), tr("Cards and split"), tr("Scaling used"), tr("FLOPs per token"), tr("MFU"),
        tr("Utilization") };
    t.widths = { 1.0, 1.3, 1.5, 1.4, 0.5, 1.1 };
    for (const PhaseResult& p : result.phases) {
        const Phase* phase = nullptr;
        for (const Phase& candidate : plan.phases) {
            if (candidate.id == p.id)
                phase = &candidate;
        }
        if (!phase)
            continue;
        const QString cards = p.cpuOnly || p.cards == 0
            ? tr("no GPU")
            : QStringLiteral("%1: %2").arg(
                CardCatalog::nameOf(p.card), cost_to_finish::brief(p.split, p.machines, p.cardsPerMachine));
        const QString utilization = locale.toString(p.utilization * 100, 'f', 0) + QStringLiteral(" % ")
            + (phase->utilization ? tr("(set in the phase)")
                                  : tr("(default for %1)").arg(PhaseKinds::label(phase->kind)));
        t.rows.append({ p.name, cards, coefficientText(plan, *phase, p),
            phase->workload ? flopsPerToken(*phase->workload) : tr("typed hours"),
            phase->workload && !phase->workload->isData()
                ? locale.toString(WorkloadHours::mfu(*phase->workload), 'f', 2)
                : QStringLiteral("—"),
            utilization });
    }
    return table(t);
}

} // namespace rp
