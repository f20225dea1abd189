#include "app/cli/PlanText.h"

#include "app/cli/TextColumns.h"
#include "models/catalog/CardCatalog.h"
#include "models/common/Units.h"
#include "models/cost/Money.h"
#include "models/cost/PlanEvaluation.h"
#include "models/plan/PhaseKinds.h"
#include "models/planner/CostToFinish.h"
#include "models/planner/ProjectRecommendation.h"

#include <QCoreApplication>
#include <QLocale>

namespace rp::cli::plan_text {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString cardName(const QString& id)
{
    const Card* card = CardCatalog::builtIn().find(id);
    return card ? card->name : Text::tr("no GPU");
}

QString days(double value)
{
    return Text::tr("%1 d").arg(QLocale().toString(value, 'f', 1));
}

QString percent(double share)
{
    return QLocale().toString(share * 100.0, 'f', 0) + QStringLiteral(" %");
}

// A cell cut to its column (wide characters count two), with "…" when cut.
QString fit(const QString& text, int columns)
{
    if (displayWidth(text) <= columns)
        return text;
    QString cut = text;
    while (!cut.isEmpty() && displayWidth(cut) > columns - 1)
        cut.chop(1);
    return cut + QChar(0x2026);
}

void row(QTextStream& out, const QStringList& cells, const QList<int>& widths)
{
    out << ' ';
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const int w = widths.value(i);
        out << ' ' << (w < 0 ? padLeft(cells.at(i), -w) : padRight(fit(cells.at(i), w), w));
    }
    out << '\n';
}

} // namespace

void print(QTextStream& out, const Plan& plan, const ProjectResult& r)
{
    const QString currency = plan.currency;
    auto money = [&](double v) { return money::format(v, currency); };
    const QString title = plan.name.isEmpty() ? Text::tr("Project plan") : plan.name;
    out << title;
    if (!r.scenario.isEmpty())
        out << " — " << Text::tr("scenario \"%1\"").arg(r.scenario);
    out << "\n\n";
    if (r.phases.isEmpty()) {
        out << Text::tr("The plan has no phases yet.") << '\n';
        return;
    }
    const QList<int> widths = { 24, 18, -8, -10, 22, 22, -18 };
    row(out,
        { Text::tr("Phase"), Text::tr("Kind"), Text::tr("Start"), Text::tr("Hours"), Text::tr("Cards"),
            Text::tr("Offer"), Text::tr("Cost") },
        widths);
    for (const PhaseResult& p : r.phases) {
        const QString cards
            = p.cards > 0 ? QStringLiteral("%1 × %2").arg(p.cards).arg(cardName(p.card)) : cardName(p.card);
        const QString offer
            = p.offer.isEmpty() ? QStringLiteral("—") : (p.autoOffer ? Text::tr("%1 (auto)").arg(p.offer) : p.offer);
        row(out,
            { p.name, PhaseKinds::label(p.kind), days(p.startHours / 24.0), money::formatHours(p.hours), cards, offer,
                money(p.cost) },
            widths);
        for (const QString& problem : p.problems)
            out << "      ! " << problem << '\n';
        // An offer without a price is never named the cheapest (its problem line says what it lacks).
        if (!p.ranking.isEmpty() && p.ranking.first().runs() && p.ranking.first().missing.isEmpty()) {
            const RankingEntry& best = p.ranking.first();
            out << "      "
                << Text::tr("cheapest to finish: %1 × %2 on %3 (%4), %5, %6")
                       .arg(best.cards)
                       .arg(cardName(best.card),
                           best.offer.isEmpty() ? Text::tr("no quote")
                                                : PlanEvaluation::distinctLabel(plan, best.offer),
                           cost_to_finish::describe(best), money::formatHours(best.hours),
                           best.priced() ? money(best.cost) : QStringLiteral("—"))
                << '\n';
        }
    }
    out << '\n'
        << Text::tr("Peak: %n card(s); %1 card-hours over %2.", nullptr, r.peakCards)
               .arg(QLocale().toString(r.totalCardHours, 'f', 0), days(r.calendarDays))
        << "\n\n";

    const QList<int> strategyWidths = { 30, -18, -16, -12, -12, -14 };
    row(out,
        { Text::tr("Strategy"), Text::tr("Cost"), Text::tr("Per card-hour"), Text::tr("Owned use"),
            Text::tr("Duration"), Text::tr("Idle card-h") },
        strategyWidths);
    auto idle = [](double v) { return QLocale().toString(v, 'f', 0); };
    row(out,
        { ProjectRecommendation::strategyLabel(QStringLiteral("rent")), money(r.rent.cost),
            money(r.rent.costPerComputeCardHour), QStringLiteral("—"), days(r.rent.calendarDays),
            idle(r.rent.idleCardHours) },
        strategyWidths);
    if (!r.rent.complete)
        out << "    " << Text::tr("incomplete: no price for %1").arg(r.rent.unpricedPhases.join(u", ")) << '\n';
    if (!r.rent.deadline.feasible)
        out << "    "
            << Text::tr("%1 days after the deadline day").arg(QLocale().toString(r.rent.deadline.daysLate, 'f', 1))
            << '\n';
    if (r.buy.available) {
        row(out,
            { ProjectRecommendation::strategyLabel(QStringLiteral("buy")), money(r.buy.costDedicated),
                money(r.buy.costPerComputeCardHour), percent(r.buy.utilization), days(r.buy.calendarDays),
                idle(r.buy.idleCardHours) },
            strategyWidths);
        out << "    "
            << Text::tr("%n machine(s), %1 up front, %2 back at resale after %3 months held; amortized instead: %4",
                   nullptr, r.buy.machines)
                   .arg(money(r.buy.capex), money(r.buy.resale),
                       QLocale().toString(r.buy.holdingHours / units::kHoursPerMonth, 'f', 1),
                       money(r.buy.costAmortized));
        if (!r.buy.refusal.isEmpty())
            out << "; " << Text::tr("cannot run the plan: %1").arg(r.buy.refusal);
        else if (!r.buy.feasible)
            out << "; "
                << Text::tr("%1 days after the deadline day").arg(QLocale().toString(r.buy.deadline.daysLate, 'f', 1));
        out << '\n';
        row(out,
            { ProjectRecommendation::strategyLabel(QStringLiteral("hybrid")), money(r.hybrid.cost),
                money(r.hybrid.costPerComputeCardHour), percent(r.hybrid.utilization), days(r.hybrid.calendarDays),
                idle(r.hybrid.idleCardHours) },
            strategyWidths);
        out << "    " << Text::tr("best baseline: %n owned card(s)", nullptr, r.hybrid.baselineCards);
        if (!r.hybrid.refusal.isEmpty())
            out << "; " << Text::tr("cannot run the plan: %1").arg(r.hybrid.refusal);
        else if (!r.hybrid.feasible)
            out << "; "
                << Text::tr("%1 days after the deadline day")
                       .arg(QLocale().toString(r.hybrid.deadline.daysLate, 'f', 1));
        out << '\n';
    }
    out << '\n' << r.recommendation.reason << '\n';
    if (!r.recommendation.range.isEmpty())
        out << r.recommendation.range << '\n';
}

} // namespace rp::cli::plan_text
