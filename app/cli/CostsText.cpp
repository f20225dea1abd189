#include "app/cli/CostsText.h"

#include "app/cli/TextColumns.h"
#include "models/cost/BreakEven.h"
#include "models/cost/Money.h"
#include "models/cost/SpotModel.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

#include <cmath>

namespace rp::cli::costs_text {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// Each crossing, by duration (BreakEvenReport lists each once): the two options by name and
// which is cheaper after it.
void printPoints(QTextStream& out, const Plan& plan, const QList<break_even::Point>& points)
{
    if (points.isEmpty())
        out << "  " << Text::tr("(none within 3 years)") << '\n';
    QList<QStringList> rows;
    for (const break_even::Point& p : points) {
        const QString other = p.cheaperAfter == p.a ? p.b : p.a;
        rows.append({ money::formatHours(p.hours),
            Text::tr("after it %1 is cheaper than %2")
                .arg(PlanEvaluation::label(plan, p.cheaperAfter), PlanEvaluation::label(plan, other)) });
    }
    for (const QString& line : alignColumns(rows, { true, false }))
        out << "  " << line << '\n';
}

QString minutes(double hours)
{
    return QLocale().toString(hours * 60.0, 'f', 1);
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
        const QString missing = billing::missingPrice(offer);
        rows.append({ offer.id, offer.provider, BillingModes::label(offer.mode), money::format(c.cost, plan.currency),
            !missing.isEmpty() ? Text::tr("not compared, no price: %1 is 0").arg(missing)
                : std::isfinite(c.cost)
                ? Text::tr("billed %1, wall %2").arg(money::formatHours(c.billedHours), money::formatHours(c.wallHours))
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

void printBreakEven(QTextStream& out, const Plan& plan, const BreakEvenReport& r)
{
    out << Text::tr("For %n card(s); durations searched up to %1 (3 years).", nullptr, r.cards)
               .arg(money::formatHours(r.horizonHours))
        << "\n\n";
    out << (r.allPairs ? Text::tr("Durations at which the cheaper of two offers changes:")
                       : Text::tr("Durations at which the cheapest offer changes:"))
        << '\n';
    printPoints(out, plan, r.offerPoints);
    if (r.selfBuild) {
        const BreakEvenReport::SelfBuildPart& s = *r.selfBuild;
        out << '\n' << Text::tr("Against self-built hardware bought for the job:") << '\n';
        printPoints(out, plan, s.points);
        out << '\n'
            << Text::tr("Self-built per card-hour: %1 at 100 %, %2 at 50 %, %3 at 30 % utilization.")
                   .arg(money::format(s.costPerCardHourAt100, plan.currency),
                       money::format(s.costPerCardHourAt50, plan.currency),
                       money::format(s.costPerCardHourAt30, plan.currency))
            << '\n';
        for (const BreakEvenReport::OwnerUtilization& o : s.breakEvenUtilization) {
            const double u = o.utilization;
            const qsizetype index = plan.indexOfOffer(o.offerId);
            const QString missing = index >= 0 ? billing::missingPrice(plan.offers.at(index)) : QString();
            if (!missing.isEmpty()) {
                out << "  "
                    << Text::tr("%1: not compared, no price: %2 is 0")
                           .arg(PlanEvaluation::label(plan, o.offerId), missing)
                    << '\n';
                continue;
            }
            const QString value
                = std::isfinite(u) ? QLocale().toString(u * 100.0, 'f', 1) + QStringLiteral(" %") : Text::tr("never");
            out << "  "
                << Text::tr("owning beats %1 above %2%3")
                       .arg(PlanEvaluation::label(plan, o.offerId), value,
                           u > 1.0 ? Text::tr(" (never reachable)") : QString())
                << '\n';
        }
    }
    for (const BreakEvenReport::SpotPart& s : r.spot) {
        const spot::Estimate& e = s.estimate;
        out << '\n'
            << Text::tr("%1: save every %2 min; each hour of work takes %3 h of wall time.")
                   .arg(PlanEvaluation::label(plan, s.offerId), minutes(e.intervalHours),
                       e.finishes ? QLocale().toString(e.wallPerComputeHour, 'f', 3) : Text::tr("endless"))
            << '\n'
            << "  ";
        if (!std::isfinite(e.dalyIntervalHours))
            out << Text::tr("Nothing interrupts it: no checkpoints needed.");
        else if (!std::isfinite(e.maxLossIntervalHours))
            out << Text::tr("Daly's interval %1 min, Young's %2 min; no maximum loss set.")
                       .arg(minutes(e.dalyIntervalHours), minutes(e.youngIntervalHours));
        else
            out << Text::tr("Daly's interval %1 min, Young's %2 min; the maximum loss allows at most %3 min.")
                       .arg(minutes(e.dalyIntervalHours), minutes(e.youngIntervalHours),
                           minutes(e.maxLossIntervalHours));
        out << '\n';
    }
    if (!r.unfinished.isEmpty()) {
        out << '\n'
            << Text::tr("Searches that stopped short (costs a hair apart, billed in small steps); every change "
                        "before the point reached is listed above:")
            << '\n';
        QList<QStringList> rows;
        for (const break_even::Point& p : r.unfinished) {
            rows.append({ p.b.isEmpty()
                    ? Text::tr("the cheapest offer")
                    : Text::tr("%1 against %2").arg(PlanEvaluation::label(plan, p.a), PlanEvaluation::label(plan, p.b)),
                Text::tr("searched up to %1").arg(money::formatHours(p.hours)) });
        }
        for (const QString& line : alignColumns(rows, { false, false }))
            out << "  " << line << '\n';
    }
}

} // namespace rp::cli::costs_text
