#include "models/planner/UncertaintyInputs.h"

#include "models/plan/BillingMode.h"
#include "models/planner/WorkloadHours.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace rp::uncertainty_inputs {

QString Text::key(Factor factor)
{
    switch (factor) {
    case Factor::Mfu:
        return QStringLiteral("mfu");
    case Factor::Work:
        return QStringLiteral("work");
    case Factor::Rounds:
        return QStringLiteral("rounds");
    case Factor::Reruns:
        return QStringLiteral("reruns");
    case Factor::LeadTime:
        return QStringLiteral("lead_time_days");
    case Factor::PriceChange:
        return QStringLiteral("price_change");
    case Factor::Spot:
        return QStringLiteral("spot_interruptions");
    }
    return {};
}

QString Text::label(Factor factor)
{
    switch (factor) {
    case Factor::Mfu:
        return tr("MFU reached");
    case Factor::Work:
        return tr("Amount of work");
    case Factor::Rounds:
        return tr("Trial rounds");
    case Factor::Reruns:
        return tr("Runs repeated");
    case Factor::LeadTime:
        return tr("Hardware lead time");
    case Factor::PriceChange:
        return tr("Rental price change");
    case Factor::Spot:
        return tr("Spot interruptions");
    }
    return {};
}

QString Text::sourceKey(Source source)
{
    switch (source) {
    case Source::Default:
        return QStringLiteral("default");
    case Source::Project:
        return QStringLiteral("project");
    case Source::Phase:
        return QStringLiteral("phase");
    case Source::Ledger:
        return QStringLiteral("ledger");
    }
    return {};
}

QString Text::sourceLabel(Source source)
{
    switch (source) {
    case Source::Default:
        return tr("default");
    case Source::Project:
        return tr("set in the project");
    case Source::Phase:
        return tr("set in the phase");
    case Source::Ledger:
        return tr("learned from the ledger");
    }
    return {};
}

QString Text::defaultReason(Factor factor)
{
    switch (factor) {
    case Factor::Mfu:
        return tr("0.85 to 1.1 times the planned MFU, most likely the planned one: large published runs "
                  "report 38–43 % (Llama 3, Dubey et al. 2024), and a rented machine's data loading and "
                  "network more often fall short of a plan than beat it");
    case Factor::Work:
        return tr("0.9 to 1.15 times the planned work: data sets and evaluations grow more often than they "
                  "shrink; learn your own spread from the ledger");
    case Factor::Rounds:
        return tr("trial phases: from one round fewer to half again as many as planned, as experiments seldom "
                  "converge on the first plan");
    case Factor::Reruns:
        return tr("training phases: one run in twenty repeated once, after a crash it cannot resume from or a "
                  "diverged loss");
    case Factor::LeadTime:
        return tr("0.8 to 2 times the quoted lead time: procurement commonly takes three to six weeks, and "
                  "longer when the card is scarce");
    case Factor::PriceChange:
        return tr("rented prices 10 % lower to 10 % higher than quoted: on-demand prices move with the market");
    case Factor::Spot:
        return tr("drawn from each spot offer's interruption rate (Poisson), with the offer's checkpoint interval");
    }
    return {};
}

QString Text::range(const Input& in)
{
    const QLocale locale;
    auto number = [&](double v, int decimals) { return locale.toString(v, 'f', decimals); };
    auto three = [&](const QString& a, const QString& b, const QString& c) {
        return QStringLiteral("%1 – %2 – %3").arg(a, b, c);
    };
    const Triangle& t = in.stated;
    switch (in.factor) {
    case Factor::Mfu:
        if (in.source == Source::Default)
            return three(
                tr("×%1").arg(number(t.low, 2)), tr("×%1").arg(number(t.mode, 2)), tr("×%1").arg(number(t.high, 2)));
        return three(number(t.low, 2), number(t.mode, 2), number(t.high, 2));
    case Factor::Work:
        return three(
            tr("×%1").arg(number(t.low, 2)), tr("×%1").arg(number(t.mode, 2)), tr("×%1").arg(number(t.high, 2)));
    case Factor::Rounds:
        return three(number(t.low, 0), number(t.mode, 0), number(t.high, 0));
    case Factor::LeadTime:
        return three(
            tr("%1 d").arg(number(t.low, 0)), tr("%1 d").arg(number(t.mode, 0)), tr("%1 d").arg(number(t.high, 0)));
    case Factor::PriceChange: {
        auto share = [&](double v) -> QString {
            return (v > 0 ? QStringLiteral("+") : QString()) + number(v * 100, 0) + QStringLiteral(" %");
        };
        return three(share(t.low), share(t.mode), share(t.high));
    }
    case Factor::Reruns:
        return tr("%1 % of runs, at most %n more", nullptr, in.reruns.max).arg(number(in.reruns.probability * 100, 0));
    case Factor::Spot:
        return tr("each spot offer's rate");
    }
    return {};
}

QString Text::correlation(double rho)
{
    return QLocale().toString(std::abs(rho) < 0.005 ? 0.0 : rho, 'f', 2);
}

QString Text::scope(const Plan& plan, const Input& in)
{
    if (in.phase >= 0 && in.phase < plan.phases.size()) {
        const Phase& p = plan.phases.at(in.phase);
        return p.name.isEmpty() ? p.id : p.name;
    }
    return tr("every phase");
}

QString Text::name(const Plan& plan, const Input& in)
{
    if (in.factor == Factor::LeadTime || in.factor == Factor::PriceChange || in.factor == Factor::Spot)
        return label(in.factor);
    return tr("%1 (%2)").arg(label(in.factor), scope(plan, in));
}

Triangle defaultMfu()
{
    return { 0.85, 1.0, 1.1 };
}

Triangle defaultWork()
{
    return { 0.9, 1.0, 1.15 };
}

Reruns defaultReruns()
{
    return { 0.05, 1 };
}

Triangle defaultRounds(int repeats)
{
    return { double(std::max(1, repeats - 1)), double(repeats), double(repeats + (repeats + 1) / 2) };
}

Triangle defaultLeadTime(double leadTimeDays)
{
    return { 0.8 * leadTimeDays, leadTimeDays, 2 * leadTimeDays };
}

Triangle defaultPriceChange()
{
    return { -0.10, 0.0, 0.10 };
}

namespace {

// An MFU stated as 0.30–0.40–0.45 as a factor on the planned value: 0.75–1–1.125.
Triangle relative(const Triangle& t)
{
    return { t.low / t.mode, 1.0, t.high / t.mode };
}

bool trainingKind(PhaseKind kind)
{
    return kind == PhaseKind::FullTraining || kind == PhaseKind::Trial;
}

} // namespace

Inputs resolve(const Plan& plan, const ProjectResult& result, const QList<std::optional<Uncertainty>>& learned)
{
    Inputs in;
    const Project project = plan.project.value_or(Project {});
    const Uncertainty stated = project.uncertainty.value_or(Uncertainty {});
    auto add = [&](Factor factor, qsizetype phase, Source source, const Triangle& t, const Triangle& shown) {
        in.inputs.append({ factor, phase, source, t, shown, {} });
        return int(in.inputs.size() - 1);
    };
    auto addReruns = [&](qsizetype phase, Source source, const Reruns& r) {
        in.inputs.append({ Factor::Reruns, phase, source, {}, {}, r });
        return int(in.inputs.size() - 1);
    };
    // The project's inputs, created when the first phase uses them and shared by the rest.
    int projectMfu = -1, projectWork = -1, projectRounds = -1, projectReruns = -1;
    const Source projectOr = Source::Project;
    for (qsizetype i = 0; i < plan.phases.size(); ++i) {
        const Phase& phase = plan.phases.at(i);
        const Uncertainty own = phase.uncertainty.value_or(Uncertainty {});
        const std::optional<Uncertainty> taught = learned.value(i);
        const bool training = phase.workload && phase.workload->isTraining() && phase.usesGpu()
            && result.phases.value(i).hoursFrom == QLatin1String("workload");
        PhaseInputs p;
        if (taught && taught->work) {
            p.work = add(Factor::Work, i, Source::Ledger, *taught->work, *taught->work);
        } else if (own.work) {
            p.work = add(Factor::Work, i, Source::Phase, *own.work, *own.work);
        } else {
            if (projectWork < 0) {
                const Triangle t = stated.work.value_or(defaultWork());
                projectWork = add(Factor::Work, -1, stated.work ? projectOr : Source::Default, t, t);
            }
            p.work = projectWork;
        }
        // The ledger's ratio of billed to planned hours already holds the MFU reached.
        if (training && !(taught && taught->work)) {
            p.plannedMfu = WorkloadHours::mfu(*phase.workload);
            if (own.mfu) {
                p.mfu = add(Factor::Mfu, i, Source::Phase, relative(*own.mfu), *own.mfu);
            } else {
                if (projectMfu < 0)
                    projectMfu = stated.mfu ? add(Factor::Mfu, -1, projectOr, relative(*stated.mfu), *stated.mfu)
                                            : add(Factor::Mfu, -1, Source::Default, defaultMfu(), defaultMfu());
                p.mfu = projectMfu;
            }
        }
        if (own.rounds) {
            p.rounds = add(Factor::Rounds, i, Source::Phase, *own.rounds, *own.rounds);
        } else if (phase.kind == PhaseKind::Trial) {
            if (stated.rounds) {
                if (projectRounds < 0)
                    projectRounds = add(Factor::Rounds, -1, projectOr, *stated.rounds, *stated.rounds);
                p.rounds = projectRounds;
            } else {
                const Triangle t = defaultRounds(phase.repeats);
                p.rounds = add(Factor::Rounds, i, Source::Default, t, t);
            }
        }
        if (taught && taught->reruns) {
            p.reruns = addReruns(i, Source::Ledger, *taught->reruns);
        } else if (own.reruns) {
            p.reruns = addReruns(i, Source::Phase, *own.reruns);
        } else if (phase.usesGpu() && (training || trainingKind(phase.kind))) {
            if (projectReruns < 0)
                projectReruns = addReruns(
                    -1, stated.reruns ? projectOr : Source::Default, stated.reruns.value_or(defaultReruns()));
            p.reruns = projectReruns;
        }
        in.phases.append(p);
    }
    if (plan.selfBuild) {
        const Triangle t = stated.leadTimeDays.value_or(defaultLeadTime(plan.selfBuild->leadTimeDays));
        in.leadTime = add(Factor::LeadTime, -1, stated.leadTimeDays ? projectOr : Source::Default, t, t);
    }
    const Triangle price = stated.priceChange.value_or(defaultPriceChange());
    in.priceChange = add(Factor::PriceChange, -1, stated.priceChange ? projectOr : Source::Default, price, price);
    for (const PhaseResult& p : result.phases) {
        const qsizetype offer = plan.indexOfOffer(p.offer);
        if (offer >= 0 && plan.offers.at(offer).mode == BillingMode::Spot) {
            in.spot = add(Factor::Spot, -1, Source::Default, {}, {});
            break;
        }
    }
    return in;
}

} // namespace rp::uncertainty_inputs
