#include "models/report/ReportSections.h"

#include "models/catalog/CardCatalog.h"
#include "models/cost/Money.h"
#include "models/cost/SpotModel.h"
#include "models/plan/BillingMode.h"

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
    if (!billing::missingPrice(offer).isEmpty())
        return ReportSections::tr("no price yet");
    if (BillingModes::isPeriodic(offer.mode))
        return ReportSections::tr("%1 / card / %2")
            .arg(money::format(offer.pricePerCardPeriod, currency), BillingModes::label(offer.mode));
    return ReportSections::tr("%1 / card-hour").arg(money::format(offer.pricePerCardHour, currency));
}

Chart curves(const QString& title, const QString& xLabel, const QString& yLabel, const QList<ChartCurve>& source,
    const QList<rp::ChartMarker>& markers, bool logX, bool shortNotes)
{
    Chart c;
    c.title = title;
    c.xLabel = xLabel;
    c.yLabel = yLabel;
    c.logX = logX;
    for (qsizetype i = 0; i < source.size(); ++i) {
        const ChartCurve& curve = source.at(i);
        c.series.append({ curve.label, curve.points, int(i),
            curve.kind == ChartCurve::Kind::SelfBuildAmortized || curve.kind == ChartCurve::Kind::RentalRate, false });
    }
    for (const rp::ChartMarker& m : markers) {
        const QString note = shortNotes && !m.keyText.isEmpty() ? m.keyText : m.detail;
        c.markers.append({ m.at, note.isEmpty() ? m.label : note });
    }
    return c;
}

// The total cost against the duration, a far dearer curve leaving the top as on the Billing tab.
Block costChart(const Plan& plan, const BillingAnalysis& a, bool finishes)
{
    Chart cost = curves(ReportSections::tr("Total cost against job duration"),
        ReportSections::tr("Job duration (hours of computing)"),
        ReportSections::tr("Total cost (%1)").arg(plan.currency), a.costCurves, a.costMarkers, a.logScale, finishes);
    cost.yMax = a.maxCost * 1.05;
    return ReportSections::chart(cost);
}

// What the job does not change: owning against renting per card-hour, and the spot checkpoint policy.
void appendRatesAndSpot(const Plan& plan, const BillingAnalysis& a, Section& s)
{
    if (plan.selfBuild && !a.rateCurves.isEmpty()) {
        Chart rate = curves(ReportSections::tr("Cost per computing card-hour against utilization"),
            ReportSections::tr("Utilization (%)"), ReportSections::tr("Cost per card-hour (%1)").arg(plan.currency),
            a.rateCurves, a.rateMarkers, false, false);
        rate.heightShare = 0.34;
        rate.yMax = a.maxRate;
        s.blocks.append(ReportSections::chart(rate));
    }

    Table spot;
    spot.header = { ReportSections::tr("Spot offer"), ReportSections::tr("Interruptions per day"),
        ReportSections::tr("Checkpoint every (min)"), ReportSections::tr("Daly interval (min)"),
        ReportSections::tr("Young interval (min)"), ReportSections::tr("Wall hours per hour of work") };
    spot.columns = { Table::Column::Text, Table::Column::Number, Table::Column::Number, Table::Column::Number,
        Table::Column::Number, Table::Column::Number };
    for (const Offer& o : plan.offers) {
        if (o.mode != BillingMode::Spot)
            continue;
        const spot::Estimate est = spot::estimate(o);
        spot.rows.append({ o.id, QLocale().toString(o.interruptionsPerDay, 'f', 1), minutes(est.intervalHours),
            minutes(est.dalyIntervalHours), minutes(est.youngIntervalHours),
            std::isfinite(est.wallPerComputeHour) ? QLocale().toString(est.wallPerComputeHour, 'f', 3)
                                                  : ReportSections::tr("never finishes") });
    }
    if (!spot.rows.isEmpty()) {
        s.blocks.append(
            ReportSections::paragraph(ReportSections::tr("Spot checkpoint policy"), Paragraph::Style::Strong));
        s.blocks.append(ReportSections::paragraph(
            ReportSections::tr("Spot instances can be reclaimed at any time. Save a checkpoint at the interval below, "
                               "write it to persistent storage (not the instance disk) and test the restart before "
                               "relying on it.")));
        s.blocks.append(ReportSections::table(spot));
    }
}

// The offers left out of the comparison for want of a price, each with what it lacks.
void appendUnpriced(const Plan& plan, Section& s)
{
    const QString unpriced = PlanEvaluation::unpricedNote(plan);
    if (!unpriced.isEmpty())
        s.blocks.append(ReportSections::paragraph(unpriced, Paragraph::Style::Note));
}

} // namespace

Section ReportSections::billing(const Plan& plan, const BillingAnalysis& a)
{
    Section s;
    s.title = tr("Billing comparison");
    const JobEvaluation& e = a.evaluation;
    s.blocks.append(paragraph(tr("Every offer of the plan and buying the hardware, priced for one job of %n card(s) "
                                 "computing for %1: minimum billed time, billing steps, whole periods, spot "
                                 "interruptions and storage included.",
        nullptr, e.job.cards)
                                  .arg(money::formatHours(e.job.hours))));
    s.blocks.append(paragraph(PlanEvaluation::sameHoursNote(e.job), Paragraph::Style::Note));
    s.blocks.append(costChart(plan, a, false));

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
    appendUnpriced(plan, s);
    if (!e.reason.isEmpty())
        s.blocks.append(paragraph(e.reason, Paragraph::Style::Strong));
    appendRatesAndSpot(plan, a, s);
    return s;
}

Section ReportSections::billing(const Plan& plan, const PhaseBilling& b)
{
    Section s;
    s.title = tr("Billing comparison");
    const PhaseResult& p = b.phase;
    const BillingAnalysis& a = b.analysis;
    s.blocks.append(paragraph(tr("Every offer of the plan costed to finish the largest phase, \"%1\", planned as "
                                 "%n × %2 for %3: minimum billed time, billing steps, whole instances, spot "
                                 "interruptions, storage and data transfer included.",
        nullptr, p.cards)
                                  .arg(p.name, CardCatalog::nameOf(p.card), money::formatHours(p.hours))));
    s.blocks.append(paragraph(b.hoursNote, Paragraph::Style::Note));
    s.blocks.append(costChart(plan, a, true));

    Table offers;
    offers.header = { tr("Option"), tr("Offer"), tr("Price"), tr("Cards and how they run"), tr("Hours to finish"),
        tr("Cost to finish") };
    offers.columns = { Table::Column::Text, Table::Column::Text, Table::Column::Number, Table::Column::Text,
        Table::Column::Number, Table::Column::Number };
    offers.widths = { 1.0, 1.1, 1.2, 1.9, 0.7, 1.1 };
    // In the ranking's order: the setups that run, cheapest first, then those that cannot, with why.
    for (const RankingEntry& r : p.ranking) {
        const qsizetype i = plan.indexOfOffer(r.offer);
        if (r.offer.isEmpty() || i < 0)
            continue;
        const Offer& o = plan.offers.at(i);
        if (b.cheapest && r.offer == b.cheapest->offer)
            offers.emphasizedRow = int(offers.rows.size());
        const QString how = !r.runs() ? tr("cannot run: %1").arg(r.reason)
            : !r.missing.isEmpty()    ? tr("not ranked: %1").arg(r.reason)
                                      : PhaseBillingAnalyzer::setupText(r);
        offers.rows.append({ o.id, PlanEvaluation::distinctLabel(plan, o.id), price(o, plan.currency), how,
            r.runs() ? money::formatHours(r.hours) : QStringLiteral("—"), money::format(r.cost, plan.currency) });
    }
    if (b.owned && b.owned->runs() && std::isfinite(b.ownedCost))
        offers.rows.append({ PlanEvaluation::selfBuildLabel(), tr("bought for this phase alone; price per machine"),
            money::format(plan.selfBuild->capex, plan.currency), PhaseBillingAnalyzer::setupText(*b.owned),
            money::formatHours(b.owned->hours), money::format(b.ownedCost, plan.currency) });
    s.blocks.append(table(offers));
    appendUnpriced(plan, s);
    if (!a.evaluation.reason.isEmpty())
        s.blocks.append(paragraph(a.evaluation.reason, Paragraph::Style::Strong));
    if (b.owned && b.owned->runs())
        s.blocks.append(paragraph(tr("Buying is shown for this phase alone; the chapter \"Rent, buy or hybrid\" weighs "
                                     "owning over the whole project.")));
    appendRatesAndSpot(plan, a, s);
    return s;
}

} // namespace rp
