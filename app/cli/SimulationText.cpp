#include "app/cli/SimulationText.h"

#include "app/cli/TextColumns.h"
#include "models/cost/Money.h"
#include "models/planner/ProjectRecommendation.h"

#include <QCoreApplication>
#include <QLocale>

namespace rp::cli::simulation_text {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

using namespace rp::simulation;
namespace ui = uncertainty_inputs;

QString strategyName(Strategy s)
{
    return ProjectRecommendation::strategyLabel(strategyKey(s)); // as the plan's text above names them
}

QString percent(double share)
{
    return QLocale().toString(share * 100.0, 'f', 0) + QStringLiteral(" %");
}

QString days(double value)
{
    return Text::tr("%1 d").arg(QLocale().toString(value, 'f', 1));
}

} // namespace

void print(QTextStream& out, const Plan& plan, const SimulationResult& r, const QStringList& learned)
{
    auto money = [&](double v) { return money::format(v, plan.currency); };
    if (plan.phases.isEmpty())
        return; // the plan's text already says it has no phases
    out << '\n'
        << Text::tr("Budget with confidence: %1 simulated futures (seed %2)")
               .arg(QLocale().toString(r.samples))
               .arg(r.seed)
        << '\n';
    QList<QStringList> rows;
    rows.append({ Text::tr("Strategy"), Text::tr("P10"), Text::tr("P50"), Text::tr("P90"), Text::tr("Point"),
        Text::tr("Days P50"), Text::tr("Days P90"), Text::tr("On time"), Text::tr("Cheapest") });
    for (const StrategyOutlook& o : r.strategies) {
        if (!o.available)
            continue;
        rows.append({ strategyName(o.strategy), money(o.cost.p10), money(o.cost.p50), money(o.cost.p90), money(o.point),
            days(o.days.p50), days(o.days.p90), o.pDeadline ? percent(*o.pDeadline) : Text::tr("no deadline"),
            percent(o.cheapestShare) });
    }
    for (const QString& line : alignColumns(rows, { false, true, true, true, true, true, true, true, true }))
        out << "  " << line << '\n';

    const StrategyOutlook& chosen = r.outlook(r.tornadoStrategy);
    if (chosen.available) {
        out << "  "
            << Text::tr("Ask for %1 (%2): it covers the cost in %3 of the simulated futures of \"%4\".")
                   .arg(money(chosen.budget), Text::tr("P%1").arg(QLocale().toString(r.budgetPercentile, 'f', 0)),
                       percent(r.budgetPercentile / 100), strategyName(r.tornadoStrategy))
            << '\n';
        if (r.projectBudget && chosen.pBudget)
            out << "  "
                << Text::tr("The budget of %1 holds in %2 of them.")
                       .arg(money(*r.projectBudget), percent(*chosen.pBudget))
                << '\n';
    }
    if (!r.tornado.isEmpty()) {
        out << '\n'
            << "  "
            << Text::tr("What moves the cost of \"%1\" most (each input from low to high, the rest at their mode; "
                        "%2 at the modes):")
                   .arg(strategyName(r.tornadoStrategy), money(r.tornadoBase))
            << '\n';
        QList<QStringList> bars;
        for (const TornadoBar& bar : r.tornado) {
            const ui::Input& in = r.inputs.inputs.at(bar.input);
            bars.append({ ui::Text::name(plan, in), money(bar.costLow), QStringLiteral("→"), money(bar.costHigh),
                Text::tr("ρ %1").arg(ui::Text::correlation(bar.rankCorrelation)) });
        }
        for (const QString& line : alignColumns(bars, { false, true, false, true, true }))
            out << "    " << line << '\n';
    }
    out << '\n' << "  " << Text::tr("Inputs:") << '\n';
    for (const ui::Input& in : r.inputs.inputs) {
        QString line = QStringLiteral("%1: %2 (%3)")
                           .arg(ui::Text::name(plan, in), ui::Text::range(in), ui::Text::sourceLabel(in.source));
        if (in.source == ui::Source::Default)
            line += QStringLiteral(" — ") + ui::Text::defaultReason(in.factor);
        out << "    " << line << '\n';
    }
    if (!learned.isEmpty())
        out << '\n' << "  " << Text::tr("Learned from the ledger:") << '\n';
    for (const QString& line : learned)
        out << "    " << line << '\n';
}

} // namespace rp::cli::simulation_text
