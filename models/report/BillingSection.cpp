#include "report/ReportSections.h"

#include "cost/Money.h"
#include "cost/SpotModel.h"
#include "plan/BillingMode.h"

#include <QLocale>

#include <cmath>

namespace rp {

using namespace report;

Block ReportSections::paragraph(const QString& text, Paragraph::Style style)
{
    return Block { Paragraph { text, style } };
}

Block ReportSections::table(Table t)
{
    return Block { std::move(t) };
}

Block ReportSections::chart(Chart c)
{
    return Block { std::move(c) };
}

namespace {

QString minutes(double hours)
{
    if (!std::isfinite(hours))
        return QStringLiteral("—");
    return QLocale().toString(hours * 60.0, 'f', 1);
}

QString price(const Offer& offer, const QString& currency)
{
    if (BillingModes::isPeriodic(offer.mode))
        return ReportSections::tr("%1 / card / %2")
            .arg(money::format(offer.pricePerCardPeriod, currency), BillingModes::label(offer.mode));
    return ReportSections::tr("%1 / card-hour").arg(money::format(offer.pricePerCardHour, currency));
}

Chart curves(const QString& title, const QString& xLabel, const QString& yLabel, const QList<ChartCurve>& source,
    const QList<rp::ChartMarker>& markers, bool logX)
{
    Chart c;
    c.title = title;
    c.xLabel = xLabel;
    c.yLabel = yLabel;
    c.logX = logX;
    for (qsizetype i = 0; i < source.size(); ++i) {
        const ChartCurve& curve = source.at(i);
        c.series.append({ curve.label, curve.points, int(i),
            curve.kind == ChartCurve::Kind::SelfBuildAmortized || curve.kind == ChartCurve::Kind::RentalRate,
            false });
    }
    for (const rp::ChartMarker& m : markers)
        c.markers.append({ m.at, m.detail.isEmpty() ? m.label : m.detail });
    return c;
}

} // namespace

Section ReportSections::billing(const Plan& plan, const BillingAnalysis& a, const QString& jobName)
{
    Section s;
    s.title = tr("Billing comparison");
    const JobEvaluation& e = a.evaluation;
    if (jobName.isEmpty())
        s.blocks.append(paragraph(tr("Every offer of the plan and buying the hardware, priced for one job of %n card(s) "
                                     "computing for %1: minimum billed time, billing steps, whole periods, spot "
                                     "interruptions and storage included.",
            nullptr, e.job.cards)
                                      .arg(money::formatHours(e.job.hours))));
    else
        s.blocks.append(paragraph(tr("Every offer of the plan and buying the hardware, priced for the largest phase, "
                                     "\"%1\": %n card(s) for %2, with minimum billed time, billing steps, whole "
                                     "periods, spot interruptions and storage included.",
            nullptr, e.job.cards)
                                      .arg(jobName, money::formatHours(e.job.hours))));
    Chart cost = curves(tr("Total cost against job duration"), tr("Job duration (hours of computing)"),
        tr("Total cost (%1)").arg(plan.currency), a.costCurves, a.costMarkers, a.logScale);
    cost.yMax = a.maxCost * 1.05; // as the Billing tab shows it: a far dearer curve leaves the top
    s.blocks.append(chart(cost));

    Table offers;
    offers.header = { tr("Option"), tr("Provider"), tr("Billing"), tr("Price"), tr("Billed hours per card"),
        tr("Cost of the job") };
    offers.columns = { Table::Column::Text, Table::Column::Text, Table::Column::Text, Table::Column::Number,
        Table::Column::Number, Table::Column::Number };
    offers.widths = { 1.1, 1.2, 0.9, 1.4, 1.0, 1.2 };
    for (qsizetype i = 0; i < plan.offers.size() && i < e.offers.size(); ++i) {
        const Offer& o = plan.offers.at(i);
        const billing::OfferCost& c = e.offers.at(i);
        if (o.id == e.cheapestId)
            offers.emphasizedRow = int(offers.rows.size());
        offers.rows.append({ o.id, o.provider, BillingModes::label(o.mode), price(o, plan.currency),
            money::formatHours(c.billedHours), money::format(c.cost, plan.currency) });
    }
    if (e.selfBuild) {
        if (e.cheapestId == QLatin1String(self_build::kId))
            offers.emphasizedRow = int(offers.rows.size());
        offers.rows.append({ PlanEvaluation::selfBuildLabel(), QString(), tr("bought for the job"),
            tr("%1 per machine").arg(money::format(plan.selfBuild->capex, plan.currency)), QString(),
            money::format(e.selfBuild->dedicated, plan.currency) });
    }
    s.blocks.append(table(offers));
    if (!e.reason.isEmpty())
        s.blocks.append(paragraph(e.reason, Paragraph::Style::Strong));

    if (plan.selfBuild && !a.rateCurves.isEmpty()) {
        Chart rate = curves(tr("Cost per computing card-hour against utilization"), tr("Utilization (%)"),
            tr("Cost per card-hour (%1)").arg(plan.currency), a.rateCurves, a.rateMarkers, false);
        rate.heightShare = 0.34;
        rate.yMax = a.maxRate;
        s.blocks.append(chart(rate));
    }

    Table spot;
    spot.header = { tr("Spot offer"), tr("Interruptions per day"), tr("Checkpoint every (min)"),
        tr("Daly interval (min)"), tr("Young interval (min)"), tr("Wall hours per hour of work") };
    spot.columns = { Table::Column::Text, Table::Column::Number, Table::Column::Number, Table::Column::Number,
        Table::Column::Number, Table::Column::Number };
    for (const Offer& o : plan.offers) {
        if (o.mode != BillingMode::Spot)
            continue;
        const spot::Estimate est = spot::estimate(o);
        spot.rows.append({ o.id, QLocale().toString(o.interruptionsPerDay, 'f', 1), minutes(est.intervalHours),
            minutes(est.dalyIntervalHours), minutes(est.youngIntervalHours),
            std::isfinite(est.wallPerComputeHour) ? QLocale().toString(est.wallPerComputeHour, 'f', 3)
                                                   : tr("never finishes") });
    }
    if (!spot.rows.isEmpty()) {
        s.blocks.append(paragraph(tr("Spot checkpoint policy"), Paragraph::Style::Strong));
        s.blocks.append(paragraph(tr("Spot instances can be reclaimed at any time. Save a checkpoint at the interval "
                                     "below, write it to persistent storage (not the instance disk) and test the "
                                     "restart before relying on it.")));
        s.blocks.append(table(spot));
    }
    return s;
}

} // namespace rp
