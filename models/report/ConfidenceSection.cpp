#include "models/report/ConfidenceSection.h"

#include "models/cost/Money.h"
#include "models/report/ProjectSections.h"
#include "models/report/ReportSections.h"

#include <QLocale>

#include <algorithm>

namespace rp {

using namespace report;
using namespace rp::simulation;
namespace ui = uncertainty_inputs;

namespace {

QString percent(double share)
{
    return QLocale().toString(share * 100.0, 'f', 0) + QStringLiteral(" %");
}

// The tornado drawn as bars from the lower to the higher cost, split where every input sits at its
// mode; at most eight inputs, the largest swings.
Chart tornadoChart(const Plan& plan, const SimulationResult& s)
{
    auto money = [&](double v) { return money::format(v, plan.currency); };
    Chart c;
    c.kind = Chart::Kind::Bars;
    c.title = ConfidenceSection::tr("What moves the cost of \"%1\" most")
                  .arg(ProjectSections::strategyLabel(strategyKey(s.tornadoStrategy)));
    c.xLabel = ConfidenceSection::tr("Cost (%1)").arg(plan.currency);
    c.partLabels = { ConfidenceSection::tr("Below the cost at the modes"),
        ConfidenceSection::tr("Above the cost at the modes") };
    double least = s.tornadoBase;
    const qsizetype shown = std::min<qsizetype>(s.tornado.size(), 8);
    for (qsizetype i = 0; i < shown; ++i) {
        const TornadoBar& bar = s.tornado.at(i);
        const double lo = std::min(bar.costLow, bar.costHigh);
        const double hi = std::max(bar.costLow, bar.costHigh);
        least = std::min(least, lo);
        ChartBar b;
        b.label = ui::Text::name(plan, s.inputs.inputs.at(bar.input));
        b.start = lo;
        b.parts = { std::max(0.0, s.tornadoBase - lo), hi - std::max(lo, s.tornadoBase) };
        b.valueText = QStringLiteral("%1 – %2").arg(money(lo), money(hi));
        c.bars.append(b);
    }
    // The axis starts a little below the cheapest end so the bars' differences show.
    c.xMin = std::max(0.0, least - (s.tornadoBase - least) * 0.25 - s.tornadoBase * 0.02);
    c.reference = s.tornadoBase;
    c.referenceLabel = ConfidenceSection::tr("at the modes: %1").arg(money(s.tornadoBase));
    c.heightShare = std::min(0.42, 0.08 + 0.045 * double(shown));
    return c;
}

} // namespace

QString ConfidenceSection::percentileText(double percentile)
{
    return tr("P%1").arg(QLocale().toString(percentile, 'f', 0));
}

std::optional<Section> ConfidenceSection::build(const Plan& plan, const ProjectResult& r, const SimulationResult& s)
{
    const StrategyOutlook& chosen = s.outlook(s.tornadoStrategy);
    if (r.phases.isEmpty() || !chosen.available || s.samples == 0)
        return std::nullopt;
    auto money = [&](double v) { return money::format(v, plan.currency); };
    Section section;
    section.title = tr("Budget with confidence");
    section.blocks.append(ReportSections::paragraph(
        tr("Every figure above is a point estimate. Here the plan was run through %1 simulated futures (seed %2), "
           "each drawing the MFU reached, the amount of work, trial rounds, repeated runs, spot interruptions, the "
           "hardware lead time and price changes from the ranges listed at the end, and billed under each offer's "
           "own rules.")
            .arg(QLocale().toString(s.samples))
            .arg(s.seed)));

    Table table;
    table.header = { tr("Strategy"), tr("P10"), tr("P50"), tr("P90"), tr("Point estimate"), tr("Days P50–P90"),
        tr("On time"), tr("Cheapest in") };
    table.columns = { Table::Column::Text, Table::Column::Number, Table::Column::Number, Table::Column::Number,
        Table::Column::Number, Table::Column::Number, Table::Column::Number, Table::Column::Number };
    table.widths = { 1.4, 1.1, 1.1, 1.1, 1.1, 0.9, 0.6, 0.7 };
    for (const StrategyOutlook& o : s.strategies) {
        if (!o.available)
            continue;
        if (o.strategy == s.tornadoStrategy)
            table.emphasizedRow = int(table.rows.size());
        table.rows.append({ ProjectSections::strategyLabel(strategyKey(o.strategy)), money(o.cost.p10),
            money(o.cost.p50), money(o.cost.p90), money(o.point),
            QStringLiteral("%1–%2").arg(QLocale().toString(o.days.p50, 'f', 0), QLocale().toString(o.days.p90, 'f', 0)),
            o.pDeadline ? percent(*o.pDeadline) : tr("no deadline"), percent(o.cheapestShare) });
    }
    section.blocks.append(ReportSections::table(table));

    const QString strategy = ProjectSections::strategyLabel(strategyKey(s.tornadoStrategy));
    QString ask = tr("Ask for %1, the %2 of \"%3\": it covers the cost in %4 of the simulated futures; the point "
                     "estimate %5 is exceeded in %6 of them.")
                      .arg(money(chosen.budget), percentileText(s.budgetPercentile), strategy,
                          percent(s.budgetPercentile / 100), money(chosen.point), percent(chosen.pAbovePoint));
    section.blocks.append(ReportSections::paragraph(ask, Paragraph::Style::Strong));
    QStringList facts;
    facts.append(
        tr("\"%1\" is the cheapest strategy in %2 of the futures.").arg(strategy, percent(chosen.cheapestShare)));
    if (chosen.pDeadline)
        facts.append(tr("It meets the deadline in %1 of them.").arg(percent(*chosen.pDeadline)));
    if (s.projectBudget && chosen.pBudget)
        facts.append(tr("The project's budget of %1 holds in %2 of them.")
                         .arg(money(*s.projectBudget), percent(*chosen.pBudget)));
    section.blocks.append(ReportSections::paragraph(facts.join(QLatin1Char(' '))));

    if (!s.tornado.isEmpty()) {
        section.blocks.append(ReportSections::chart(tornadoChart(plan, s)));
        section.blocks.append(ReportSections::paragraph(
            tr("Each input is swung from its low to its high value with the others at their mode (a repeated run: "
               "from none to one run of each phase it applies to). ρ below is the rank correlation of the input's "
               "draws with the cost over all futures."),
            Paragraph::Style::Note));
    }

    Table inputs;
    inputs.header = { tr("Input"), tr("Applies to"), tr("Low – mode – high"), tr("ρ"), tr("Source") };
    inputs.columns
        = { Table::Column::Text, Table::Column::Text, Table::Column::Text, Table::Column::Number, Table::Column::Text };
    inputs.widths = { 1.2, 1.1, 1.3, 0.4, 2.4 };
    for (const TornadoBar& bar : s.correlations) {
        const ui::Input& in = s.inputs.inputs.at(bar.input);
        QString source = ui::Text::sourceLabel(in.source);
        if (in.source == ui::Source::Default)
            source += QStringLiteral(": ") + ui::Text::defaultReason(in.factor);
        inputs.rows.append({ ui::Text::label(in.factor), ui::Text::scope(plan, in), ui::Text::range(in),
            ui::Text::correlation(bar.rankCorrelation), source });
    }
    section.blocks.append(ReportSections::table(inputs));
    return section;
}

} // namespace rp
