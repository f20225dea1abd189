#include "cli/CostsText.h"

#include "cost/BreakEven.h"
#include "cost/Money.h"
#include "cost/SpotModel.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace rp::cli::costs_text {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

void printPoints(QTextStream& out, const Plan& plan, const QList<break_even::Point>& points)
{
    if (points.isEmpty())
        out << "  " << Text::tr("(none within 3 years)") << '\n';
    for (const break_even::Point& p : points) {
        out << "  " << money::formatHours(p.hours).rightJustified(12) << "  "
            << Text::tr("%1 / %2: %3 is cheaper after")
                   .arg(PlanEvaluation::label(plan, p.a), PlanEvaluation::label(plan, p.b),
                       PlanEvaluation::label(plan, p.cheaperAfter))
            << '\n';
    }
}

} // namespace

void printJob(QTextStream& out, const Plan& plan, const JobEvaluation& e)
{
    out << QCoreApplication::translate("Cli", "%1 on %n card(s), costs in %2", nullptr, e.job.cards)
               .arg(money::formatHours(e.job.hours), plan.currency)
        << "\n\n";
    for (qsizetype i = 0; i < plan.offers.size(); ++i) {
        const billing::OfferCost& c = e.offers.at(i);
        out << "  " << plan.offers.at(i).id.leftJustified(16) << ' '
            << BillingModes::label(plan.offers.at(i).mode).leftJustified(18) << ' '
            << money::format(c.cost, plan.currency).rightJustified(20) << "  "
            << (std::isfinite(c.cost) ? Text::tr("billed %1, wall %2")
                                            .arg(money::formatHours(c.billedHours), money::formatHours(c.wallHours))
                                      : Text::tr("never finishes: interruptions come faster than work is saved"))
            << '\n';
    }
    if (e.selfBuild) {
        out << "  " << QStringLiteral("self_build").leftJustified(16) << ' ' << Text::tr("dedicated").leftJustified(18)
            << ' ' << money::format(e.selfBuild->dedicated, plan.currency).rightJustified(20) << '\n'
            << "  " << QString().leftJustified(16) << ' ' << Text::tr("amortized").leftJustified(18) << ' '
            << money::format(e.selfBuild->amortized, plan.currency).rightJustified(20) << "  "
            << Text::tr("%1 per card-hour").arg(money::format(e.selfBuild->costPerCardHour, plan.currency)) << '\n';
    }
    out << '\n' << e.reason << '\n';
}

void printBreakEven(QTextStream& out, const Plan& plan, const Job& job, bool allPairs)
{
    if (allPairs) {
        out << Text::tr("Durations at which the cheaper of two offers changes:") << '\n';
        printPoints(out, plan, break_even::offerPairs(plan, job));
    } else {
        out << Text::tr("Durations at which the cheapest offer changes:") << '\n';
        printPoints(out, plan, break_even::cheapestChanges(plan, job, false));
    }
    if (plan.selfBuild) {
        const SelfBuild& s = *plan.selfBuild;
        out << '\n' << Text::tr("Against self-built hardware bought for the job:") << '\n';
        printPoints(out, plan, break_even::selfBuildPairs(plan, job));
        out << '\n'
            << Text::tr("Self-built per card-hour: %1 at 100 %, %2 at 50 %, %3 at 30 % utilization.")
                   .arg(money::format(self_build::costPerCardHour(s, 1.0), plan.currency),
                       money::format(self_build::costPerCardHour(s, 0.5), plan.currency),
                       money::format(self_build::costPerCardHour(s, 0.3), plan.currency))
            << '\n';
        for (const Offer& offer : plan.offers) {
            const double u = self_build::breakEvenUtilization(s, billing::ratePerCardHour(offer));
            const QString value = std::isfinite(u) ? QLocale().toString(u * 100.0, 'f', 1) + QStringLiteral(" %")
                                                   : Text::tr("never");
            out << "  " << Text::tr("owning beats %1 above %2%3").arg(PlanEvaluation::offerLabel(offer), value,
                                 u > 1.0 ? Text::tr(" (never reachable)") : QString())
                << '\n';
        }
    }
    for (const Offer& offer : plan.offers) {
        if (offer.mode != BillingMode::Spot)
            continue;
        const spot::Estimate e = spot::estimate(offer);
        out << '\n'
            << Text::tr("%1: save every %2 min; each hour of work takes %3 h of wall time.")
                   .arg(offer.id, QLocale().toString(e.intervalHours * 60.0, 'f', 1),
                       e.finishes ? QLocale().toString(e.wallPerComputeHour, 'f', 3) : Text::tr("endless"))
            << '\n';
    }
}

} // namespace rp::cli::costs_text
