#include "models/planner/SimulationCalibration.h"

#include "models/catalog/CardCatalog.h"
#include "models/plan/PhaseKinds.h"

#include <QLocale>

#include <algorithm>

namespace rp::simulation {

Learned learn(const Plan& plan, const ProjectResult& result, const calibration::Calibration& calibration)
{
    Learned out;
    out.jobs = calibration.jobs;
    for (qsizetype i = 0; i < plan.phases.size(); ++i) {
        const Phase& phase = plan.phases.at(i);
        const calibration::Group* group
            = phase.usesGpu() ? calibration.find(result.phases.value(i).card, phase.kind) : nullptr;
        if (!group || !group->enough()) {
            const bool listed = group
                && std::any_of(out.tooFew.cbegin(), out.tooFew.cend(),
                    [&](const calibration::Group& g) { return g.card == group->card && g.kind == group->kind; });
            if (group && !listed)
                out.tooFew.append(*group);
            out.perPhase.append(std::nullopt);
            continue;
        }
        // Billed over planned hours holds whatever made a phase longer: the MFU reached, more data,
        // more rounds; one triangle of it replaces the MFU and work factors.
        Uncertainty u;
        u.work = Triangle { group->p10Ratio, group->medianRatio, group->p90Ratio };
        const double share = group->phases > 0 ? double(group->phasesRerun) / group->phases : 0.0;
        u.reruns = Reruns { std::min(share, 0.99), share > 0 ? 1 : 0 };
        out.perPhase.append(u);
        out.phases.append({ i, *group, share });
    }
    return out;
}

QString LearnedText::line(const Plan& plan, const LearnedPhase& l)
{
    const Phase& phase = plan.phases.at(l.phase);
    const QLocale locale;
    auto ratio = [&](double v) { return locale.toString(v, 'f', 2); };
    return tr("\"%1\" (%2, %3): %n job(s), billed %4 × the planned hours (P10 %5, P90 %6); %7 needed another run",
        nullptr, l.group.jobs)
        .arg(phase.name.isEmpty() ? phase.id : phase.name, CardCatalog::nameOf(l.group.card),
            PhaseKinds::label(l.group.kind), ratio(l.group.medianRatio), ratio(l.group.p10Ratio),
            ratio(l.group.p90Ratio), locale.toString(l.rerunShare * 100, 'f', 0) + QStringLiteral(" %"));
}

QStringList LearnedText::lines(const Plan& plan, const Learned& learned)
{
    QStringList out;
    for (const LearnedPhase& l : learned.phases)
        out.append(line(plan, l));
    for (const calibration::Group& g : learned.tooFew)
        out.append(tr("%1, %2: only %n job(s) recorded, fewer than %3: the defaults stay", nullptr, g.jobs)
                       .arg(CardCatalog::nameOf(g.card), PhaseKinds::label(g.kind))
                       .arg(calibration::kMinJobs));
    if (learned.phases.isEmpty() && learned.tooFew.isEmpty())
        out.append(learned.jobs == 0
                ? tr("The ledger has no job recorded from a plan phase with its planned hours (Planner → Record as "
                     "job…): nothing to learn yet.")
                : tr("No phase of this plan matches a card and kind of the ledger's %n recorded job(s).", nullptr,
                    learned.jobs));
    return out;
}

} // namespace rp::simulation
