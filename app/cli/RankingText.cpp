#include "app/cli/RankingText.h"

#include "app/cli/TextColumns.h"
#include "models/catalog/CardCatalog.h"
#include "models/cost/Money.h"
#include "models/cost/PlanEvaluation.h"
#include "models/planner/CostToFinish.h"

#include <QCoreApplication>
#include <QLocale>

namespace rp::cli::ranking_text {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

} // namespace

void print(QTextStream& out, const Plan& plan, const PhaseResult& phase)
{
    out << Text::tr("Cost to finish \"%1\" on each way to run it, cheapest first (costs in %2):")
               .arg(phase.name, plan.currency)
        << '\n';
    if (phase.hoursFrom != QLatin1String("workload"))
        out << Text::tr("Its hours are the same on every card (%1), so offers differ only in price and billing.")
                   .arg(phase.hoursFrom == QLatin1String("data") ? Text::tr("data work") : Text::tr("typed hours"))
            << '\n';
    out << '\n';
    QList<QStringList> rows;
    rows.append(
        { Text::tr("Cards"), Text::tr("How they run"), Text::tr("Offer"), Text::tr("Hours"), Text::tr("Cost") });
    for (const RankingEntry& e : phase.ranking) {
        const QString offer = !e.offer.isEmpty() ? PlanEvaluation::distinctLabel(plan, e.offer)
            : !e.quote.isEmpty()                 ? Text::tr("quote %1").arg(e.quote)
                                                 : Text::tr("no quote");
        QString how = e.runs() ? cost_to_finish::describe(e) : Text::tr("cannot run: %1").arg(e.reason);
        if (e.runs() && !e.missing.isEmpty()) // named by its file key: the plan file is what to fix
            how = Text::tr("not ranked, no price: %1 is 0").arg(e.missing);
        else if (e.runs() && e.scaling > 0)
            how += Text::tr(", S = %1").arg(QLocale().toString(e.scaling, 'f', 2));
        rows.append({ QStringLiteral("%1 × %2").arg(e.cards).arg(CardCatalog::nameOf(e.card)), how, offer,
            money::formatHours(e.hours), e.priced() ? money::format(e.cost, plan.currency) : QStringLiteral("—") });
    }
    for (const QString& line : alignColumns(rows, { false, false, false, true, true }))
        out << "  " << line << '\n';
}

} // namespace rp::cli::ranking_text
