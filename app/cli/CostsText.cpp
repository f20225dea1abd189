#include "cli/CostsText.h"

#include "cli/TextColumns.h"
#include "cost/BreakEven.h"
#include "cost/Money.h"
#include "cost/SpotModel.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

#include <algorithm>

#include <cmath>

namespace rp::cli::costs_text {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// Each crossing once, by duration: the two options by name and which is cheaper after it.
void printPoints(QTextStream& out, const Plan& plan, const QList<break_even::Point>& points)
{
    if (points.isEmpty())
        out << "  " << Text::tr("(none within 3 years)") << '\n';
    QList<break_even::Point> sorted = points;
    std::stable_sort(sorted.begin(), sorted.end(), [](const auto& x, const auto& y) { return x.hours < y.hours; });
    QList<QStringList> rows;
    QSet<QString> seen;
    for (const break_even::Point& p : std::as_const(sorted)) {
        const QString other = p.cheaperAfter == p.a ? p.b : p.a;
        const QString line = Text::tr("after it %1 is cheaper than %2")
                                 .arg(PlanEvaluation::label(plan, p.cheaperAfter), PlanEvaluation::label(plan, other));
        const QString hours = money::formatHours(p.hours);
        if (seen.contains(hours + line))
            continue;
        seen.insert(hours + line);
        rows.append({ hours, line });
    }
    for (const QString& line : alignColumns(rows, { true, false }))
        out << "  " << line << '\n';
}

} // namespace

void printJob(QTextStream& out, const Plan& plan, const JobEvaluation& e)
{
    out << QCoreApplication::translate("Cli", "%1 on %n card(s), costs in %2", nullptr, e.job.cards)
               .arg(money::formatHours(e.job.hours), plan.currency)
        << "\n\n";
    // Columns measured in display width, so Chinese names line up as English ones do.
    QList<QStringList> rows;
    for (qsizetype i = 0; i < plan.offers.size(); ++i) {
        const Offer& offer = plan.offers.at(i);
        const billing::OfferCost& c = e.offers.at(i);
        rows.append({ offer.id, offer.provider, BillingModes::label(offer.mode), money::format(c.cost, plan.currency),
            std::isfinite(c.cost) ? Text::tr("billed %1, wall %2").arg(money::formatHours(c.billedHours), money::formatHours(c.wallHours))
                                  : Text::tr("never finishes: interruptions come faster than work is saved") });
    }
    if (e.selfBuild) {
        rows.append({ QStringLiteral("self_build"), PlanEvaluation::selfBuildLabel(), Text::tr("dedicated"),
            money::format(e.selfBuild->dedicated, plan.currency), QString() });
        rows.append({ QString(), QString(), Text::tr("amortized"), money::format(e.selfBuild->amortized, plan.currency),
            Text::tr("%1 per card-hour").arg(money::format(e.selfBuild->costPerCardHour, plan.currency)) });
    }
    for (const QString& line : alignColumns(rows, { false, false, false, true, false }))
        out << "  " << line << '\n';
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
                   .arg(PlanEvaluation::offerLabel(offer), QLocale().toString(e.intervalHours * 60.0, 'f', 1),
                       e.finishes ? QLocale().toString(e.wallPerComputeHour, 'f', 3) : Text::tr("endless"))
            << '\n';
    }
}

} // namespace rp::cli::costs_text
