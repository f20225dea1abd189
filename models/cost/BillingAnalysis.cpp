#include "models/cost/BillingAnalysis.h"

#include "models/cost/Money.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rp {

namespace {

double largestY(const QList<ChartCurve>& curves)
{
    double most = 0;
    for (const ChartCurve& c : curves) {
        for (const QPointF& p : c.points) {
            if (std::isfinite(p.y()))
                most = std::max(most, p.y());
        }
    }
    return most;
}

} // namespace

QList<QPointF> BillingAnalyzer::sample(const CostFunction& f, const QList<double>& hours)
{
    QList<QPointF> points;
    points.reserve(hours.size());
    for (double t : hours)
        points.append(QPointF(t, f.at(t)));
    return points;
}

QList<double> BillingAnalyzer::sampleHours(double from, double to, int count, bool logarithmic)
{
    QList<double> hours;
    count = std::max(count, 2);
    hours.reserve(count);
    for (int i = 0; i < count; ++i) {
        const double f = double(i) / (count - 1);
        hours.append(logarithmic ? from * std::pow(to / from, f) : from + (to - from) * f);
    }
    return hours;
}

BillingAnalysis BillingAnalyzer::analyze(const Plan& plan, const Job& job, const Options& options)
{
    BillingAnalysis a;
    // The recommendation needs only where the cheapest way of paying changes: linear in
    // the offer count (docs/reliability.md, "Long inputs"). The chart marks every pair's crossing while that
    // stays readable and cheap, and the changes of the cheapest on a long quote sheet.
    QList<break_even::Point> cheapestUnfinished;
    const QList<break_even::Point> cheapest
        = break_even::cheapestChanges(plan, job, true, break_even::kHorizonHours, &cheapestUnfinished);
    a.evaluation = PlanEvaluation::evaluate(plan, job, cheapest, cheapestUnfinished);
    a.pairs = plan.offers.size() <= kMaxOffersForChartPairs;
    if (a.pairs) {
        a.breakEvens = break_even::offerPairs(plan, job, break_even::kHorizonHours, &a.unfinished)
            + break_even::selfBuildPairs(plan, job, break_even::kHorizonHours, &a.unfinished);
    } else {
        a.breakEvens = cheapest;
        a.unfinished = cheapestUnfinished;
    }

    // Show the job's duration with room on both sides, and every crossing up to 1.5× the job
    // or a month, whichever is longer; never beyond the break-even horizon.
    double last = std::max(2.0 * job.hours, units::kHoursPerMonth);
    for (const break_even::Point& p : a.breakEvens) {
        if (p.hours <= std::max(1.5 * job.hours, units::kHoursPerMonth))
            last = std::max(last, 1.2 * p.hours);
    }
    a.logScale = options.logScale;
    a.toHours = std::min(last, break_even::kHorizonHours);
    a.fromHours = a.logScale ? std::min(1.0, a.toHours / 10.0) : 0.0;
    const QList<double> hours = sampleHours(a.fromHours, a.toHours, options.points, a.logScale);

    QList<CostFunction> functions;
    for (const Offer& offer : plan.offers) {
        functions.append(CostFunction::forOffer(offer, job));
        if (functions.last().isFinite())
            a.costCurves.append({ offer.id, PlanEvaluation::distinctLabel(plan, offer.id), ChartCurve::Kind::Offer,
                sample(functions.last(), hours) });
    }
    if (plan.selfBuild) {
        const SelfBuild& s = *plan.selfBuild;
        a.costCurves.append({ QLatin1String(self_build::kId), tr("buying the hardware for this job"),
            ChartCurve::Kind::SelfBuildDedicated, sample(CostFunction::forSelfBuild(s, job), hours) });
        // Straight in hours, but sampled like the rest so it bends correctly on a log axis.
        QList<QPointF> amortized;
        amortized.reserve(hours.size());
        for (double t : hours) {
            Job j = job;
            j.hours = t;
            amortized.append(QPointF(t, self_build::projectCost(s, j).amortized));
        }
        a.costCurves.append({ QStringLiteral("self_build_amortized"), tr("owned hardware, amortized"),
            ChartCurve::Kind::SelfBuildAmortized, amortized });
    }
    // One far dearer option (a yearly contract for a 300-hour job) would flatten every other
    // curve: the axis stops at 4× the cheapest total at the right edge; dearer lines leave the top.
    a.maxCost = largestY(a.costCurves);
    double cheapestAtEnd = a.maxCost;
    for (const ChartCurve& c : std::as_const(a.costCurves)) {
        if (!c.points.isEmpty() && std::isfinite(c.points.last().y()) && c.points.last().y() > 0)
            cheapestAtEnd = std::min(cheapestAtEnd, c.points.last().y());
    }
    a.maxCost = std::min(a.maxCost, 4.0 * cheapestAtEnd);

    for (const break_even::Point& p : a.breakEvens) {
        if (p.hours < a.fromHours || p.hours > a.toHours)
            continue;
        const qsizetype index = plan.indexOfOffer(p.a);
        const double cost = index >= 0 ? functions.at(index).at(p.hours)
                                       : CostFunction::forSelfBuild(*plan.selfBuild, job).at(p.hours);
        const QString where = money::formatHours(p.hours);
        const QString amount = money::format(cost, plan.currency);
        const QString first = PlanEvaluation::label(plan, p.a);
        const QString second = PlanEvaluation::label(plan, p.b);
        const QString other = p.cheaperAfter == p.a ? p.b : p.a;
        a.costMarkers.append({ QPointF(p.hours, cost), where,
            a.pairs
                ? tr("At %1 (%2) the cheaper of %3 and %4 changes; after it %5 is cheaper.")
                      .arg(where, amount, first, second, PlanEvaluation::label(plan, p.cheaperAfter))
                : tr("At %1 (%2) the cheapest way of paying changes from %3 to %4.").arg(where, amount, first, second),
            tr("from %1: %2 cheaper than %3")
                .arg(where, PlanEvaluation::label(plan, p.cheaperAfter), PlanEvaluation::label(plan, other)) });
    }

    addRateCurves(plan, options, a);
    return a;
}

void BillingAnalyzer::addRateCurves(const Plan& plan, const Options& options, BillingAnalysis& analysis)
{
    if (!plan.selfBuild)
        return;
    const SelfBuild& s = *plan.selfBuild;
    const QList<double> utilizations = sampleHours(analysis.fromUtilization, 1.0, std::min(options.points, 200), false);
    QList<QPointF> own;
    for (double u : utilizations)
        own.append(QPointF(u * 100.0, self_build::costPerCardHour(s, u)));
    analysis.rateCurves.append({ QLatin1String(self_build::kId), tr("owned hardware per card-hour"),
        ChartCurve::Kind::SelfBuildDedicated, own });
    double highestRental = 0;
    for (const Offer& offer : plan.offers) {
        // A CPU machine's hourly price is no card-hour: owned GPUs are not compared with it.
        const double rate = offer.isCpu() ? std::numeric_limits<double>::quiet_NaN() : billing::ratePerCardHour(offer);
        if (!std::isfinite(rate))
            continue;
        highestRental = std::max(highestRental, rate);
        // Named as tables name it, so two offers of one provider and mode stay apart in the key.
        const QString label = PlanEvaluation::distinctLabel(plan, offer.id);
        analysis.rateCurves.append({ offer.id, label, ChartCurve::Kind::RentalRate,
            { QPointF(analysis.fromUtilization * 100.0, rate), QPointF(100.0, rate) } });
        const double u = self_build::breakEvenUtilization(s, rate);
        analysis.breakEvenUtilization.insert(offer.id, u);
        if (u >= analysis.fromUtilization && u <= 1.0)
            analysis.rateMarkers.append({ QPointF(u * 100.0, rate), QLocale().toString(u * 100.0, 'f', 0) + u'%',
                tr("Above %1 % utilization, owning beats %2 (%3 per card-hour).")
                    .arg(QLocale().toString(u * 100.0, 'f', 1), label, money::format(rate, plan.currency)),
                tr("above %1 %: owning beats %2").arg(QLocale().toString(u * 100.0, 'f', 0), label) });
    }
    // Low utilizations make owning arbitrarily dear; keep the rentals readable.
    analysis.maxRate = std::max({ 2.0 * highestRental, self_build::costPerCardHour(s, 1.0) * 1.2, 1e-9 });
}

} // namespace rp
