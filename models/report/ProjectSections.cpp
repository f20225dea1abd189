#include "models/report/ProjectSections.h"

#include "models/arch/ModelPresets.h"
#include "models/catalog/CardCatalog.h"
#include "models/catalog/CardFit.h"
#include "models/common/Units.h"
#include "models/cost/Money.h"
#include "models/cost/PlanEvaluation.h"
#include "models/memory/Assumptions.h"
#include "models/memory/MemoryEstimator.h"
#include "models/plan/BillingMode.h"
#include "models/plan/PhaseKinds.h"
#include "models/planner/PhaseBilling.h"
#include "models/planner/Scaling.h"
#include "models/planner/WorkloadHours.h"
#include "models/procurement/ProcurementTermsText.h"
#include "models/report/ConfidenceSection.h"
#include "models/report/ReportSections.h"

#include <QLocale>

#include <cmath>

namespace rp {

using namespace report;

namespace {

QString percent(double share)
{
    return QLocale().toString(share * 100.0, 'f', 0) + QStringLiteral(" %");
}

QString gib(double bytes)
{
    return QLocale().toString(bytes / double(1LL << 30), 'f', 1);
}

const Phase* phaseById(const Plan& plan, const QString& id)
{
    for (const Phase& p : plan.phases) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

QString modelName(const Workload& w)
{
    if (!w.preset.isEmpty()) {
        const ModelPreset* preset = ModelPresets::find(w.preset);
        return preset ? preset->name : w.preset;
    }
    return ProjectSections::tr("a model of %1 B parameters").arg(QLocale().toString(double(w.params) / 1e9, 'f', 1));
}

QString offerText(const Plan& plan, const PhaseResult& p)
{
    if (p.card == QLatin1String(Phase::kNoCard))
        return ProjectSections::tr("no GPU");
    const qsizetype i = plan.indexOfOffer(p.offer);
    if (i < 0)
        return ProjectSections::tr("no offer");
    // The provider and billing, as procurement deals with them; the file's id is no one's name.
    return PlanEvaluation::distinctLabel(plan, p.offer);
}

QString cardName(const QString& id)
{
    const Card* card = CardCatalog::builtIn().find(id);
    return card ? card->name : (id == QLatin1String(Phase::kNoCard) ? ProjectSections::tr("CPU only") : id);
}

QString interconnect(const Card& card, int cards)
{
    if (cards <= 1)
        return ProjectSections::tr("single card");
    if (card.hasNvlink())
        return ProjectSections::tr("NVLink %1 GB/s").arg(QLocale().toString(card.nvlinkGBps, 'f', 0));
    return ProjectSections::tr("PCIe");
}

QString dateAt(const Plan& plan, double hours)
{
    if (plan.project && plan.project->startDate.isValid())
        return plan.project->startDate.addDays(qint64(std::floor(hours / 24.0))).toString(Qt::ISODate);
    return ProjectSections::tr("day %1").arg(QLocale().toString(std::floor(hours / 24.0), 'f', 0));
}

// The last day of work of something ending `hours` after the start (ending at midnight: the day before).
QString lastDayAt(const Plan& plan, double hours)
{
    return dateAt(plan, std::max(0.0, std::ceil(hours / 24.0 - 1e-9) - 1.0) * 24.0);
}

} // namespace

int ProjectSections::peakPhase(const ProjectResult& result)
{
    return PhaseBillingAnalyzer::peakPhase(result);
}

QString ProjectSections::strategyLabel(const QString& strategy)
{
    if (strategy == u"buy")
        return tr("Buy for the peak");
    if (strategy == u"hybrid")
        return tr("Own a baseline, rent the peaks");
    return tr("Rent per phase");
}

double ProjectSections::recommendedCost(const ProjectResult& r)
{
    if (r.recommendation.strategy == u"buy")
        return r.buy.costDedicated;
    if (r.recommendation.strategy == u"hybrid")
        return r.hybrid.cost;
    return r.rent.cost;
}

MachineNeed ProjectSections::machineNeed(const Plan& plan, const ProjectResult& result)
{
    const int peak = peakPhase(result);
    return peak < 0 ? MachineNeed {} : MachineNeed::ofPhase(plan, result, peak);
}

namespace {

// The owned machines' part of a strategy's net cost: bought, sold, kept running, and waited for.
void appendOwned(QList<QStringList>& rows, const QString& currency, int cards, double capex, double resale,
    double holdingHours, double running, double energy, double delay, double leadDays)
{
    const QString months = QLocale().toString(holdingHours / units::kHoursPerMonth, 'f', 1);
    rows.append({ ProjectSections::tr("%n owned card(s) bought: cash up front", nullptr, cards),
        money::format(capex, currency) });
    rows.append({ ProjectSections::tr("Resale after %1 months").arg(months), money::format(-resale, currency) });
    rows.append({ ProjectSections::tr("Hosting, operations and maintenance over %1 months").arg(months),
        money::format(running, currency) });
    rows.append({ ProjectSections::tr("Energy over %1 months").arg(months), money::format(energy, currency) });
    if (delay != 0)
        rows.append(
            { ProjectSections::tr("Delay cost of the %1-day lead time").arg(QLocale().toString(leadDays, 'f', 0)),
                money::format(delay, currency) });
}

} // namespace

QList<QStringList> ProjectSections::budgetParts(const Plan& plan, const ProjectResult& r)
{
    QList<QStringList> rows;
    const QString& currency = plan.currency;
    const QString strategy = r.recommendation.strategy;
    if (strategy == u"buy") {
        const BuyResult& b = r.buy;
        appendOwned(rows, currency, b.ownedCards, b.capex, b.resale, b.holdingHours, b.runningCost, b.energyCost,
            b.delayCost, b.startDelayDays);
        if (b.rentedCost != 0)
            rows.append({ tr("Phases without GPU, still rented"), money::format(b.rentedCost, currency) });
        return rows;
    }
    if (strategy == u"hybrid") {
        const HybridResult& h = r.hybrid;
        if (h.baselineCards > 0)
            appendOwned(rows, currency, h.baselineCards, h.capex, h.resale, h.holdingHours, h.runningCost, h.energyCost,
                0.0, 0.0);
        rows.append({ tr("Rented: phases off the owned card and cards beyond the baseline"),
            money::format(h.rentedCost, currency) });
        if (h.gapRentedCost != 0)
            rows.append({ tr("Rented: the baseline's cards until they are delivered (%1-day lead time)")
                              .arg(QLocale().toString(h.baselineFromHours / 24.0, 'f', 0)),
                money::format(h.gapRentedCost, currency) });
        if (h.storageCost != 0)
            rows.append({ tr("Storage between phases"), money::format(h.storageCost, currency) });
        return rows;
    }
    for (const PhaseResult& p : r.phases)
        rows.append({ tr("Phase \"%1\"").arg(p.name), money::format(p.cost, currency) });
    if (r.rent.storageCost != 0)
        rows.append({ tr("Storage between phases"), money::format(r.rent.storageCost, currency) });
    return rows;
}

double ProjectSections::totalBudget(
    const Plan& plan, const ProjectResult& r, const simulation::SimulationResult* simulated)
{
    const double cost = recommendedCost(r);
    const simulation::StrategyOutlook* spread = simulation::recommendedOutlook(simulated, r.recommendation.strategy);
    return (spread ? spread->budget : cost) + cost * plan.contingency;
}

Section ProjectSections::summary(
    const Plan& plan, const ProjectResult& r, const MachineNeed& need, const simulation::SimulationResult* simulated)
{
    Section s;
    s.title = tr("Summary");
    const QString currency = plan.currency;
    const Card* card = CardCatalog::builtIn().find(need.cardId);
    QString requirement
        = tr("The project runs %n phase(s) over %1 calendar days and uses %2 card-hours in total.", nullptr,
            int(r.phases.size()))
              .arg(QLocale().toString(r.calendarDays, 'f', 1), QLocale().toString(r.totalCardHours, 'f', 0));
    if (card)
        requirement += QLatin1Char(' ')
            + tr("At its peak it needs %n × %1 (%2, %3).", nullptr, r.peakCards)
                  .arg(card->name, card->formFactor, interconnect(*card, need.cardsPerMachine));
    // What the largest training phase trains (a scenario's own phases: a full fine-tune is not "LoRA").
    const Phase* trains = nullptr;
    int trainsCards = 0;
    for (const PhaseResult& p : r.phases) {
        const Phase* phase = phaseById(plan, p.id);
        if (phase && phase->workload && phase->workload->isTraining() && (!trains || p.cards > trainsCards)) {
            trains = phase;
            trainsCards = p.cards;
        }
    }
    if (trains)
        requirement += QLatin1Char(' ')
            + tr("It trains %1 (%2).").arg(modelName(*trains->workload), taskText(trains->workload->estimate.task));
    s.blocks.append(ReportSections::paragraph(requirement));

    Table config;
    config.header = { tr("Phase"), tr("Card"), tr("Form factor"), tr("Interconnect"), tr("Cards"), tr("Billing"),
        tr("Hours"), tr("Cost") };
    config.columns = { Table::Column::Text, Table::Column::Text, Table::Column::Text, Table::Column::Text,
        Table::Column::Number, Table::Column::Text, Table::Column::Number, Table::Column::Number };
    config.widths = { 1.3, 1.2, 0.7, 0.9, 0.5, 1.3, 0.8, 1.1 };
    for (const PhaseResult& p : r.phases) {
        const Card* c = CardCatalog::builtIn().find(p.card);
        config.rows.append({ p.name, cardName(p.card), c ? c->formFactor : QString(),
            c ? interconnect(*c, p.cards) : QString(), QString::number(p.cards), offerText(plan, p),
            money::formatHours(p.hours), money::format(p.cost, currency) });
    }
    s.blocks.append(ReportSections::table(config));

    const double cost = recommendedCost(r);
    const simulation::StrategyOutlook* spread = simulation::recommendedOutlook(simulated, r.recommendation.strategy);
    Table budget;
    budget.header = { tr("Budget"), tr("Amount") };
    budget.columns = { Table::Column::Text, Table::Column::Number };
    budget.widths = { 2, 1 };
    budget.rows = budgetParts(plan, r);
    budget.rows.append({ tr("%1 (recommended), the lines above added up").arg(strategyLabel(r.recommendation.strategy)),
        money::format(cost, currency) });
    if (spread) {
        const QString futures = QLocale().toString(simulated->samples);
        budget.rows.append(
            { tr("Simulated cost, P50 of %1 futures").arg(futures), money::format(spread->cost.p50, currency) });
        if (simulated->budgetPercentile != 90)
            budget.rows.append({ tr("Simulated cost, P90"), money::format(spread->cost.p90, currency) });
        budget.rows.append({ tr("Budget at %1: it holds in %2 of the simulated futures")
                                 .arg(ConfidenceSection::percentileText(simulated->budgetPercentile),
                                     percent(simulated->budgetPercentile / 100)),
            money::format(spread->budget, currency) });
        budget.rows.append({ tr("Contingency (%1 of the point estimate) for what the plan does not foresee")
                                 .arg(percent(plan.contingency)),
            money::format(cost * plan.contingency, currency) });
    } else {
        budget.rows.append({ tr("Contingency (%1)").arg(percent(plan.contingency)),
            money::format(cost * plan.contingency, currency) });
    }
    const double total = totalBudget(plan, r, simulated);
    budget.rows.append({ tr("Total budget"), money::format(total, currency) });
    budget.emphasizedRow = int(budget.rows.size()) - 1;
    s.blocks.append(ReportSections::table(budget));
    // Under the total, outside the table: the lines above still add up to it.
    const QString tax = ProcurementTermsText::budgetNote(plan.procurementTerms(), total, currency);
    if (!tax.isEmpty())
        s.blocks.append(ReportSections::paragraph(tax, Paragraph::Style::Strong));

    QString calendar
        = tr("Calendar: from %1 to %2 (%3 days).")
              .arg(dateAt(plan, 0), dateAt(plan, r.calendarDays * 24.0), QLocale().toString(r.calendarDays, 'f', 1));
    if (plan.project && plan.project->deadline) {
        calendar += QLatin1Char(' ') + tr("Deadline: %1.").arg(plan.project->deadline->toString(Qt::ISODate));
        if (spread && spread->pDeadline)
            calendar += QLatin1Char(' ')
                + tr("The recommended strategy meets it in %1 of the simulated futures.")
                      .arg(percent(*spread->pDeadline));
    }
    s.blocks.append(ReportSections::paragraph(calendar));
    if (!r.recommendation.reason.isEmpty()) {
        s.blocks.append(
            ReportSections::paragraph(tr("Recommendation: %1").arg(r.recommendation.reason), Paragraph::Style::Strong));
    }
    if (!r.recommendation.range.isEmpty())
        s.blocks.append(ReportSections::paragraph(tr("When it holds: %1").arg(r.recommendation.range)));
    return s;
}

std::optional<Section> ProjectSections::memory(const Plan& plan, const ProjectResult& r)
{
    // The peak phase's model, else the first phase that names one.
    const Phase* phase = nullptr;
    const PhaseResult* planned = nullptr;
    const int peak = peakPhase(r);
    if (peak >= 0) {
        const Phase* p = phaseById(plan, r.phases.at(peak).id);
        if (p && p->workload) {
            phase = p;
            planned = &r.phases.at(peak);
        }
    }
    for (qsizetype i = 0; !phase && i < r.phases.size(); ++i) {
        const Phase* p = phaseById(plan, r.phases.at(i).id);
        if (p && p->workload && !p->workload->isData()) {
            phase = p;
            planned = &r.phases.at(i);
        }
    }
    if (!phase)
        return std::nullopt;
    const Workload& w = *phase->workload;
    const EstimateInput& in = w.estimate;
    const MemoryEstimate e = WorkloadHours::estimate(w);
    const Card* card = CardCatalog::builtIn().find(phase->card);
    // The split the planner runs the phase with (its cards, tensor parallel, ZeRO), not the estimate's own setting.
    const Split split = planned->split.cards() > 0 ? planned->split : e.split;
    const MemoryBreakdown perCard = MemoryEstimator::perGpu(e.totals, split);
    const QString splitText = CardFitter::describe(split, in.isTraining());

    Section s;
    s.title = tr("Memory sizing");
    s.blocks.append(ReportSections::paragraph(
        tr("Phase \"%1\": %2, %3, weights %4, context %5 tokens, batch %6, %7.")
            .arg(phase->name, modelName(w), taskText(in.task), names::weightDtype(in.effectiveWeights()))
            .arg(in.context)
            .arg(in.batch)
            .arg(recomputeText(in.effectiveRecompute()))));
    s.blocks.append(
        ReportSections::paragraph(tr("As planned: %n card(s), %1: %2 GiB per card.", nullptr, int(split.cards()))
                                      .arg(splitText, gib(double(perCard.total()))),
            Paragraph::Style::Strong));

    Chart chart;
    chart.kind = Chart::Kind::Bars;
    chart.title = tr("Memory on one GPU");
    chart.xLabel = tr("GiB per GPU");
    chart.partLabels = { tr("Weights"), tr("Gradients"), tr("Optimizer states"), tr("Activations"), tr("KV cache"),
        tr("Adapters"), tr("Sharding and offload buffers"), tr("Allocator reserve"), tr("Runtime overhead") };
    auto barOf = [](const QString& label, const MemoryBreakdown& b) {
        ChartBar bar;
        bar.label = label;
        for (double bytes : { double(b.weights), double(b.gradients), double(b.optimizer), double(b.activations),
                 double(b.kvCache), double(b.adapters), double(b.zero3Gather), double(b.allocatorReserve),
                 double(b.overhead) }) // every part of MemoryBreakdown::total()
            bar.parts.append(bytes / double(1LL << 30));
        bar.valueText = tr("%1 GiB").arg(gib(double(b.total())));
        return bar;
    };
    chart.bars.append(barOf(tr("As planned: %n card(s)", nullptr, int(split.cards())), perCard));
    if (card) {
        // The same model split the way the estimator would over the fewest cards of the phase's card.
        const CardFit fit = CardFitter::fit(*card, e);
        if (fit.minCards > 0 && fit.minSplit.cards() != split.cards())
            chart.bars.append(barOf(tr("Fewest: %1 × %2, %3")
                                        .arg(fit.minCards)
                                        .arg(card->name, CardFitter::describe(fit.minSplit, in.isTraining())),
                MemoryEstimator::perGpu(e.totals, fit.minSplit)));
    }
    if (card) {
        chart.reference = double(card->memoryBytes()) / double(1LL << 30);
        chart.referenceLabel = tr("%1: %2 GiB").arg(card->name, gib(double(card->memoryBytes())));
    }
    chart.heightShare = 0.24;
    s.blocks.append(ReportSections::chart(chart));

    Table fits;
    fits.header = { tr("Card"), tr("Memory (MiB)"), tr("Fewest cards"), tr("How they share the work") };
    fits.columns = { Table::Column::Text, Table::Column::Number, Table::Column::Number, Table::Column::Text };
    fits.widths = { 1.3, 0.9, 0.8, 2.0 };
    for (const CardFit& f : CardFitter::fitAll(CardCatalog::builtIn(), e)) {
        if (f.minCards <= 0)
            continue;
        if (f.card.id == phase->card)
            fits.emphasizedRow = int(fits.rows.size());
        fits.rows.append({ f.card.name, QString::number(f.card.memoryMiB), QString::number(f.minCards),
            CardFitter::describe(f.minSplit, in.isTraining()) });
    }
    s.blocks.append(ReportSections::paragraph(
        tr("Cards that hold this model, with the fewest of each:"), Paragraph::Style::Strong));
    s.blocks.append(ReportSections::table(fits));
    return s;
}

Section ProjectSections::timeline(const Plan& plan, const ProjectResult& r)
{
    Section s;
    s.title = tr("Phases and timeline");
    Chart chart;
    chart.kind = Chart::Kind::Boxes;
    chart.title = tr("Cards in use over the project");
    chart.xLabel = tr("Days from the project start");
    chart.yLabel = tr("Cards");
    for (const TimelineStep& step : r.timeline) {
        double base = 0;
        for (const PhaseCards& a : step.active) {
            if (a.phase >= r.phases.size())
                continue;
            chart.boxes.append(
                { QRectF(QPointF(step.startHours / 24.0, base), QPointF(step.endHours / 24.0, base + a.cards)),
                    r.phases.at(a.phase).name, int(a.phase) });
            base += a.cards;
        }
    }
    const double end = r.calendarDays;
    if (r.buy.available && r.buy.ownedCards > 0)
        chart.series.append({ tr("Owned cards if bought (%1)").arg(r.buy.ownedCards),
            { QPointF(0, r.buy.ownedCards), QPointF(end, r.buy.ownedCards) }, 7, true, false });
    if (r.hybrid.available && r.hybrid.baselineCards > 0)
        chart.series.append({ tr("Owned baseline in the hybrid (%1)").arg(r.hybrid.baselineCards),
            { QPointF(r.hybrid.baselineFromHours / 24.0, r.hybrid.baselineCards),
                QPointF(end, r.hybrid.baselineCards) },
            4, true, false });
    s.blocks.append(ReportSections::chart(chart));

    Table t;
    t.header = { tr("Phase"), tr("Kind"), tr("Card"), tr("Cards"), tr("Start"), tr("Hours"), tr("Utilization"),
        tr("Offer"), tr("Cost") };
    t.columns = { Table::Column::Text, Table::Column::Text, Table::Column::Text, Table::Column::Number,
        Table::Column::Text, Table::Column::Number, Table::Column::Number, Table::Column::Text, Table::Column::Number };
    t.widths = { 1.3, 0.9, 1.1, 0.5, 0.9, 1.0, 0.6, 1.2, 1.1 };
    for (const PhaseResult& p : r.phases) {
        QString hours = money::formatHours(p.hours);
        if (p.repeats > 1)
            hours = tr("%1 (%2 × %3)").arg(hours).arg(p.repeats).arg(money::formatHours(p.runHours));
        t.rows.append(
            { p.name, PhaseKinds::label(p.kind), cardName(p.card), QString::number(p.cards), dateAt(plan, p.startHours),
                hours, percent(p.utilization), offerText(plan, p), money::format(p.cost, plan.currency) });
    }
    if (r.rent.storageCost > 0)
        t.rows.append({ tr("Storage between phases"), QString(), QString(), QString(), QString(), QString(), QString(),
            QString(), money::format(r.rent.storageCost, plan.currency) });
    t.rows.append({ tr("Total, rented per phase"), QString(), QString(), QString::number(r.peakCards), QString(),
        tr("%1 card-hours").arg(QLocale().toString(r.totalCardHours, 'f', 0)), QString(), QString(),
        money::format(r.rent.cost, plan.currency) });
    t.emphasizedRow = int(t.rows.size()) - 1;
    s.blocks.append(ReportSections::table(t));
    return s;
}

namespace {

// A strategy's deadline check in words: the days to spare or the days late, for the table.
QString deadlineText(const Plan& plan, const DeadlineCheck& d)
{
    if (!plan.project || !plan.project->deadline)
        return ProjectSections::tr("no deadline");
    if (!d.feasible)
        return ProjectSections::tr("%1 days late").arg(QLocale().toString(d.daysLate, 'f', 1));
    return ProjectSections::tr("%1 days to spare").arg(QLocale().toString(d.slackDays, 'f', 1));
}

QString months(double hours)
{
    return QLocale().toString(hours / units::kHoursPerMonth, 'f', 1);
}

} // namespace

Section ProjectSections::strategies(const Plan& plan, const ProjectResult& r)
{
    Section s;
    s.title = tr("Rent, buy or hybrid");
    const QString currency = plan.currency;
    Chart bars;
    bars.kind = Chart::Kind::Bars;
    bars.title = tr("Net cost of the project by strategy");
    bars.xLabel = tr("Net cost after resale (%1)").arg(currency);
    bars.heightShare = 0.26;
    auto addBar = [&](const QString& label, double cost) {
        bars.bars.append({ label, { std::isfinite(cost) ? cost : 0.0 }, money::format(cost, currency) });
    };
    addBar(strategyLabel(QStringLiteral("rent")), r.rent.cost);
    if (r.buy.runs()) {
        addBar(tr("Buy: bought for the project"), r.buy.costDedicated);
        addBar(tr("Buy: amortized share"), r.buy.costAmortized);
    }
    if (r.hybrid.runs())
        addBar(tr("Hybrid: own %n card(s)", nullptr, r.hybrid.baselineCards), r.hybrid.cost);
    s.blocks.append(ReportSections::chart(bars));

    Table t;
    t.header = { tr("Strategy"), tr("Net cost"), tr("Cash up front"), tr("Per computing card-hour"),
        tr("Owned-card utilization"), tr("Calendar days"), tr("Deadline") };
    t.columns = { Table::Column::Text, Table::Column::Number, Table::Column::Number, Table::Column::Number,
        Table::Column::Number, Table::Column::Number, Table::Column::Text };
    t.widths = { 1.2, 1.1, 1.3, 0.9, 0.8, 0.6, 1.3 };
    auto number = [](double v, int decimals) { return QLocale().toString(v, 'f', decimals); };
    const QString none = QStringLiteral("—");
    t.rows.append({ strategyLabel(QStringLiteral("rent")), money::format(r.rent.cost, currency), none,
        money::format(r.rent.costPerComputeCardHour, currency), none, number(r.rent.calendarDays, 1),
        deadlineText(plan, r.rent.deadline) });
    // An owned strategy's row: its net and cash up front, or that it cannot run the plan.
    auto owned = [&](const QString& strategy, const QString& label, bool runs, double net, double capex,
                     double perCardHour, double utilization, double days, const DeadlineCheck& deadline) {
        if (!runs) {
            t.rows.append({ strategyLabel(strategy), tr("cannot run"), none, none, none, none, none });
            return;
        }
        t.rows.append(
            { label, money::format(net, currency), money::format(capex, currency), money::format(perCardHour, currency),
                percent(utilization), number(days, 1), deadlineText(plan, deadline) });
    };
    int buyRow = -1;
    int hybridRow = -1;
    if (r.buy.available) {
        buyRow = int(t.rows.size());
        owned(QStringLiteral("buy"), tr("Buy for the peak (%n card(s))", nullptr, r.buy.ownedCards), r.buy.runs(),
            r.buy.costDedicated, r.buy.capex, r.buy.costPerComputeCardHour, r.buy.utilization, r.buy.calendarDays,
            r.buy.deadline);
    }
    if (r.hybrid.available) {
        hybridRow = int(t.rows.size());
        owned(QStringLiteral("hybrid"), tr("Own %n card(s), rent the rest", nullptr, r.hybrid.baselineCards),
            r.hybrid.runs(), r.hybrid.cost, r.hybrid.capex, r.hybrid.costPerComputeCardHour, r.hybrid.utilization,
            r.hybrid.calendarDays, r.hybrid.deadline);
    }
    const QString rec = r.recommendation.strategy;
    t.emphasizedRow = rec == u"buy" ? buyRow : rec == u"hybrid" ? hybridRow : rec == u"rent" ? 0 : -1;
    s.blocks.append(ReportSections::table(t));
    s.blocks.append(ReportSections::paragraph(
        tr("Net cost: what the strategy costs once the owned machines are sold at the end of the holding period. "
           "Cash up front: what buying them needs before the first phase can start."),
        Paragraph::Style::Note));
    if (plan.project && plan.project->deadline) {
        // Each strategy against the deadline, in words: when it ends and the days to spare or late.
        QStringList lines {
            tr("Deadline %1, the last day of work:").arg(plan.project->deadline->toString(Qt::ISODate))
        };
        auto against = [&](const QString& strategy, double days, const DeadlineCheck& d) {
            lines.append(d.feasible
                    ? tr("%1 ends %2, %3 days before the end of the deadline day.")
                          .arg(strategyLabel(strategy), lastDayAt(plan, days * 24.0), number(d.slackDays, 1))
                    : tr("%1 ends %2, %3 days after the end of the deadline day: it misses the "
                         "deadline.")
                          .arg(strategyLabel(strategy), lastDayAt(plan, days * 24.0), number(d.daysLate, 1)));
        };
        against(QStringLiteral("rent"), r.rent.calendarDays, r.rent.deadline);
        if (r.buy.runs())
            against(QStringLiteral("buy"), r.buy.calendarDays, r.buy.deadline);
        if (r.hybrid.runs() && r.hybrid.baselineCards > 0)
            against(QStringLiteral("hybrid"), r.hybrid.calendarDays, r.hybrid.deadline);
        s.blocks.append(ReportSections::paragraph(lines.join(QLatin1Char(' '))));
    }

    if (r.buy.available) {
        QString buy;
        if (!r.buy.runs()) {
            buy = tr("Buying cannot run the plan: %1").arg(r.buy.refusal);
        } else {
            buy = tr("Buying %n machine(s) needs %1 up front and starts %2 days late (lead time). The machines are "
                     "held %3 months (the project, or the minimum holding period the resale value assumes, if "
                     "longer) and sold for %4 at the end: %5 net. The owned cards compute %6 of the time they are "
                     "held.",
                nullptr, r.buy.machines)
                      .arg(money::format(r.buy.capex, currency), number(r.buy.startDelayDays, 0),
                          months(r.buy.holdingHours), money::format(r.buy.resale, currency),
                          money::format(r.buy.costDedicated, currency), percent(r.buy.utilization));
            if (!r.buy.feasible)
                buy += QLatin1Char(' ')
                    + tr("With that lead time the project ends %1 days after the deadline day.")
                          .arg(number(r.buy.deadline.daysLate, 1));
        }
        s.blocks.append(ReportSections::paragraph(buy));
    }
    if (r.hybrid.available) {
        QString hybrid;
        if (!r.hybrid.runs()) {
            hybrid = tr("Owning a baseline cannot run the plan: %1").arg(r.hybrid.refusal);
        } else if (r.hybrid.baselineCards == 0) {
            hybrid = tr("The cheapest baseline owns no card: the hybrid is renting.");
        } else {
            hybrid = tr("The hybrid owns %n card(s) for %1 up front, held %2 months,", nullptr, r.hybrid.baselineCards)
                         .arg(money::format(r.hybrid.capex, currency), months(r.hybrid.holdingHours));
            hybrid += QLatin1Char(' ')
                + (r.hybrid.rentedPhases > 0
                        ? tr("and rents up to %n more card(s)", nullptr, r.hybrid.mostRentedCards) + QLatin1Char(' ')
                            + tr("in %n phase(s): %1 net.", nullptr, r.hybrid.rentedPhases)
                                  .arg(money::format(r.hybrid.cost, currency))
                        : tr("and rents nothing: %1 net.").arg(money::format(r.hybrid.cost, currency)));
        }
        s.blocks.append(ReportSections::paragraph(hybrid));
    }
    if (!r.recommendation.reason.isEmpty())
        s.blocks.append(
            ReportSections::paragraph(tr("Recommendation: %1").arg(r.recommendation.reason), Paragraph::Style::Strong));
    if (!r.recommendation.range.isEmpty())
        s.blocks.append(ReportSections::paragraph(tr("When it holds: %1").arg(r.recommendation.range)));

    if (r.hybrid.runs() && r.hybrid.curve.size() > 1) {
        Chart curve;
        curve.title = tr("Hybrid: total cost against owned cards");
        curve.xLabel = tr("Owned cards (baseline)");
        curve.yLabel = tr("Total cost (%1)").arg(currency);
        curve.heightShare = 0.3;
        ChartSeries series;
        series.label = tr("Owned cards as on the axis, the rest rented");
        for (const HybridPoint& p : r.hybrid.curve)
            series.points.append(QPointF(p.baselineCards, p.cost));
        curve.series.append(series);
        curve.markers.append({ QPointF(r.hybrid.baselineCards, r.hybrid.cost),
            tr("Cheapest: own %n card(s), %1", nullptr, r.hybrid.baselineCards)
                .arg(money::format(r.hybrid.cost, currency)) });
        s.blocks.append(ReportSections::chart(curve));
    }
    return s;
}

} // namespace rp
