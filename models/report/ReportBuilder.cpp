#include "models/report/ReportBuilder.h"

#include "models/catalog/CardCatalog.h"
#include "models/common/InputError.h"
#include "models/common/Units.h"
#include "models/cost/BillingAnalysis.h"
#include "models/cost/Money.h"
#include "models/plan/BillingMode.h"
#include "models/planner/PhaseBilling.h"
#include "models/planner/ProjectPlanner.h"
#include "models/planner/RiskRegister.h"
#include "models/procurement/BillOfQuantities.h"
#include "models/procurement/ProcurementTermsText.h"
#include "models/report/CashFlowSection.h"
#include "models/report/ConfidenceSection.h"
#include "models/report/ProjectSections.h"
#include "models/report/ReportSections.h"

#include <QLocale>

#include <algorithm>

namespace rp {

using namespace report;

namespace {

QString interconnect(const Card& card, const MachineNeed& need)
{
    if (need.cardsPerMachine == 1)
        return ReportBuilder::tr("single card");
    if (card.hasNvlink())
        return ReportBuilder::tr("NVLink %1 GB/s").arg(QLocale().toString(card.nvlinkGBps, 'f', 0));
    return ReportBuilder::tr("PCIe");
}

// The machine and the job the billing chapter prices while the plan has no phases:
// one machine of the plan's card for a month of computing.
MachineNeed fallbackNeed(const Plan& plan)
{
    MachineNeed need;
    if (plan.selfBuild) {
        need.cardId = plan.selfBuild->card;
        need.cardsPerMachine = plan.selfBuild->cards;
        need.delayCostPerDay = plan.selfBuild->delayCostPerDay;
    }
    for (const Offer& o : plan.offers) {
        if (need.cardId.isEmpty())
            need.cardId = o.card;
        if (o.card == need.cardId && !plan.selfBuild)
            need.cardsPerMachine = std::max(need.cardsPerMachine, o.cardsPerInstance);
    }
    need.cardsWorkTogether = need.cardsPerMachine > 1;
    need.rentedHours = units::kHoursPerMonth;
    return need;
}

// The summary of a plan without phases: one machine for the billing chapter's job.
Section fallbackSummary(
    const Plan& plan, const MachineNeed& need, const Card* card, const JobEvaluation& e, const Job& job)
{
    const QLocale locale;
    Section summary;
    summary.title = ReportBuilder::tr("Summary");
    if (card) {
        summary.blocks.append(ReportSections::paragraph(
            ReportBuilder::tr("The project needs %n × %1 (%2, %3) for %4 of computing.", nullptr, need.totalCards())
                .arg(card->name, card->formFactor, interconnect(*card, need), money::formatHours(job.hours))));
        Table config;
        config.header = { ReportBuilder::tr("Phase"), ReportBuilder::tr("Card"), ReportBuilder::tr("Form factor"),
            ReportBuilder::tr("Interconnect"), ReportBuilder::tr("Cards"), ReportBuilder::tr("Billing") };
        config.columns = { Table::Column::Text, Table::Column::Text, Table::Column::Text, Table::Column::Text,
            Table::Column::Number, Table::Column::Text };
        config.rows.append({ ReportBuilder::tr("Whole project"), card->name, card->formFactor,
            interconnect(*card, need), QString::number(need.totalCards()),
            need.offer ? BillingModes::label(need.offer->mode) : PlanEvaluation::label(plan, e.cheapestId) });
        summary.blocks.append(ReportSections::table(config));
    }
    Table budget;
    budget.header = { ReportBuilder::tr("Budget"), ReportBuilder::tr("Amount") };
    budget.columns = { Table::Column::Text, Table::Column::Number };
    budget.rows.append(
        { ReportBuilder::tr("Cost of the recommended option"), money::format(e.cheapestCost, plan.currency) });
    budget.rows.append({ ReportBuilder::tr("Contingency (%1 %)").arg(locale.toString(plan.contingency * 100, 'f', 0)),
        money::format(e.cheapestCost * plan.contingency, plan.currency) });
    budget.rows.append(
        { ReportBuilder::tr("Total budget"), money::format(e.cheapestCost * (1 + plan.contingency), plan.currency) });
    budget.emphasizedRow = 2;
    summary.blocks.append(ReportSections::table(budget));
    const QString tax = ProcurementTermsText::budgetNote(
        plan.procurementTerms(), e.cheapestCost * (1 + plan.contingency), plan.currency);
    if (!tax.isEmpty())
        summary.blocks.append(ReportSections::paragraph(tax, Paragraph::Style::Strong));
    if (!e.reason.isEmpty())
        summary.blocks.append(
            ReportSections::paragraph(ReportBuilder::tr("Recommendation: %1").arg(e.reason), Paragraph::Style::Strong));
    return summary;
}

} // namespace

namespace {

// What the cover says was printed: the plan or a scenario, and whether edits not yet saved are in it
// (the window prints what it shows, which may differ from the file).
QString scenarioOnCover(const ReportOptions& options)
{
    if (options.scenario.isEmpty())
        return options.unsavedEdits ? ReportBuilder::tr("the plan, unsaved edits included")
                                    : ReportBuilder::tr("the plan as saved");
    return options.unsavedEdits ? ReportBuilder::tr("%1 (unsaved edits included)").arg(options.scenario)
                                : options.scenario;
}

} // namespace

ReportContent ReportBuilder::build(const Plan& plan, const ReportOptions& options)
{
    // The planner refuses an unknown scenario (InputException naming it).
    const ProjectResult result = ProjectPlanner::evaluate(plan, options.scenario);
    const Plan effective = options.scenario.isEmpty() ? plan : ProjectPlanner::withScenario(plan, options.scenario);

    const QLocale locale;
    ReportContent c;
    const QString name = plan.name.isEmpty() ? tr("Untitled plan") : plan.name;
    // Every page header says which scenario its numbers belong to.
    c.planName = options.scenario.isEmpty() ? name : tr("%1 — scenario %2").arg(name, options.scenario);
    c.title = tr("GPU procurement plan");
    c.subtitle = c.planName;
    c.examplePrices = plan.examplePrices;
    c.exampleMark = tr("EXAMPLE PRICES");
    c.exampleNote = tr("The prices in this document are examples, not quotes. Replace every offer with the quotes you "
                       "receive before anyone approves a budget from it.");
    c.contentsTitle = tr("Contents");
    c.cover = {
        { tr("Plan"), name },
        { tr("Scenario"), scenarioOnCover(options) },
        { tr("Date"), options.date.toString(Qt::ISODate) },
        { tr("Author"), options.author.isEmpty() ? tr("not set") : options.author },
        { tr("Organisation"), options.organisation.isEmpty() ? tr("not set") : options.organisation },
        { tr("Document version"), plan.documentVersion.isEmpty() ? QStringLiteral("1") : plan.documentVersion },
        { tr("Quotes valid until"),
            plan.quoteValidUntil.isValid() ? plan.quoteValidUntil.toString(Qt::ISODate) : tr("not stated") },
        { tr("Currency"), plan.currency },
        { tr("Prices"), plan.examplePrices ? tr("examples, not quotes") : tr("quotes") },
    };
    // The commercial terms asked of vendors, one line each, or where to state them. The validity the
    // request asks for replaces a "not stated" validity of the quotes in the plan.
    const ProcurementTerms asked = effective.procurementTerms();
    if (asked.quoteValidUntil && !plan.quoteValidUntil.isValid())
        c.cover.removeIf([](const CoverLine& line) { return line.label == tr("Quotes valid until"); });
    const QList<TermText> terms = ProcurementTermsText::stated(asked);
    for (const TermText& t : terms)
        c.cover.append({ t.label, t.value });
    if (terms.isEmpty())
        c.cover.append({ ProcurementTermsText::notStatedLabel(), ProcurementTermsText::notStated() });

    const int peak = ProjectSections::peakPhase(result);
    MachineNeed need = peak >= 0 ? ProjectSections::machineNeed(effective, result) : fallbackNeed(plan);
    const Card* card = CardCatalog::builtIn().find(need.cardId);
    BillingAnalyzer::Options chartOptions;
    chartOptions.points = 240;
    chartOptions.logScale = true;
    // The offer the checklist asks about when the phase names none: the cheapest of its card.
    auto takeOffer = [&](const QString& id) {
        const qsizetype i = plan.indexOfOffer(id);
        if (!need.offer && i >= 0 && plan.offers.at(i).card == need.cardId)
            need.offer = plan.offers.at(i);
    };
    if (peak >= 0) {
        // The billing chapter costs every offer to finish the peak phase (its ranking).
        const PhaseBilling billing = PhaseBillingAnalyzer::analyze(effective, result, peak, chartOptions);
        takeOffer(billing.analysis.evaluation.cheapestId);
        // One simulation feeds the budget, the confidence chapter and the risk register.
        const simulation::SimulationResult simulated = simulation::simulate(effective, result);
        c.sections.append(ProjectSections::summary(effective, result, need, &simulated));
        if (const std::optional<Section> memory = ProjectSections::memory(effective, result))
            c.sections.append(*memory);
        c.sections.append(ProjectSections::timeline(effective, result));
        c.sections.append(ReportSections::billing(effective, billing));
        c.sections.append(ProjectSections::strategies(effective, result));
        if (const std::optional<Section> confidence = ConfidenceSection::build(effective, result, simulated))
            c.sections.append(*confidence);
        if (const std::optional<Section> cash = CashFlowSection::build(effective, result))
            c.sections.append(*cash);
        // The lines of `rentplan rfq` for the same plan and scenario, from the same result.
        const QList<BillLine> lines = BillOfQuantities::build(effective, result);
        c.sections.append(ReportSections::billOfQuantities(lines));
        c.sections.append(ReportSections::risks(RiskRegister::build(effective, result, &simulated)));
        c.sections += ReportSections::quoteChecklist(effective, lines);
        c.sections += ReportSections::acceptance(lines);
    } else {
        // Without phases: one machine of the plan's card for a month, every card at the same hours.
        Job job;
        job.cards = need.cardsPerMachine;
        job.hours = need.rentedHours;
        const BillingAnalysis analysis = BillingAnalyzer::analyze(effective, job, chartOptions);
        takeOffer(analysis.evaluation.cheapestId);
        c.sections.append(fallbackSummary(effective, need, card, analysis.evaluation, job));
        c.sections.append(ReportSections::billing(effective, analysis));
        if (card) {
            c.sections.append(ReportSections::quoteChecklist(effective, need, *card));
            c.sections.append(ReportSections::acceptance(need, *card));
        }
    }
    c.sections.append(ReportSections::assumptions(effective, need, peak >= 0 ? &result : nullptr));
    return c;
}

} // namespace rp
