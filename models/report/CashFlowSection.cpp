#include "models/report/CashFlowSection.h"

#include "models/cost/Money.h"
#include "models/report/ProjectSections.h"
#include "models/report/ReportSections.h"

namespace rp {

using namespace report;

namespace {

QString monthLabel(const CashFlowMonth& m)
{
    return m.month.isEmpty() ? CashFlowSection::tr("Month %1").arg(m.index) : m.month;
}

// The month a strategy needs the most cash in (the first, on a tie); -1 without months.
qsizetype peakMonth(const CashFlow& flow)
{
    qsizetype at = -1;
    for (qsizetype i = 0; i < flow.months.size(); ++i) {
        if (at < 0 || flow.months.at(i).cumulative > flow.months.at(at).cumulative)
            at = i;
    }
    return at;
}

} // namespace

const CashFlow& CashFlowSection::of(const ProjectResult& r, const QString& strategy)
{
    if (strategy == u"buy")
        return r.buy.cashFlow;
    if (strategy == u"hybrid")
        return r.hybrid.cashFlow;
    return r.rent.cashFlow;
}

std::optional<Section> CashFlowSection::build(const Plan& plan, const ProjectResult& r)
{
    const QString strategy = r.recommendation.strategy;
    if (strategy.isEmpty())
        return std::nullopt;
    const CashFlow& flow = of(r, strategy);
    const QString& currency = plan.currency;
    Section s;
    s.title = tr("Cash flow by month");
    s.blocks.append(ReportSections::paragraph(
        tr("When the money of the recommended strategy (%1) is paid and when it comes back, month by month from "
           "the project start.")
            .arg(ProjectSections::strategyLabel(strategy))));

    Table t;
    t.header = { tr("Month"), tr("Rent"), tr("Machines bought"), tr("Running costs and energy"), tr("Resale"),
        tr("Net"), tr("Cumulative") };
    t.columns = { Table::Column::Text, Table::Column::Number, Table::Column::Number, Table::Column::Number,
        Table::Column::Number, Table::Column::Number, Table::Column::Number };
    t.widths = { 0.8, 1.1, 1.1, 1.1, 1.1, 1.1, 1.1 };
    CashFlowMonth sum;
    for (const CashFlowMonth& m : flow.months) {
        // Resale is money coming back: shown negative, as the net subtracts it.
        t.rows.append({ monthLabel(m), money::format(m.rent, currency), money::format(m.capex, currency),
            money::format(m.running, currency), money::format(-m.resale, currency), money::format(m.net(), currency),
            money::format(m.cumulative, currency) });
        sum.rent += m.rent;
        sum.capex += m.capex;
        sum.running += m.running;
        sum.resale += m.resale;
    }
    t.rows.append({ tr("Total"), money::format(sum.rent, currency), money::format(sum.capex, currency),
        money::format(sum.running, currency), money::format(-sum.resale, currency),
        money::format(flow.total(), currency), QString() });
    t.emphasizedRow = int(t.rows.size()) - 1;
    s.blocks.append(ReportSections::table(t));

    QString note = tr("Weekly, monthly and yearly offers are paid a period at a time, up front at the start of each "
                      "period; hourly offers for the hours used in the month; storage as it accrues; machines in the "
                      "month they are ordered, their running costs and energy over the months they are held, and "
                      "their resale in the last of those months.");
    note += QLatin1Char(' ');
    note += flow.delayCost != 0
        ? tr("The delay cost of %1 (waiting for the machines) is a cost to the project, not a payment: it is not in "
             "the months, and with it the total comes to the strategy's net cost of %2.")
              .arg(money::format(flow.delayCost, currency), money::format(flow.total() + flow.delayCost, currency))
        : tr("The total is the strategy's net cost.");
    s.blocks.append(ReportSections::paragraph(note, Paragraph::Style::Note));

    // The most cash each strategy needs at once, when there is another to compare with.
    Table peaks;
    peaks.header = { tr("Strategy"), tr("Most cash needed at once"), tr("In month") };
    peaks.columns = { Table::Column::Text, Table::Column::Number, Table::Column::Text };
    peaks.widths = { 2.0, 1.2, 0.8 };
    for (const QString& other : { QStringLiteral("rent"), QStringLiteral("buy"), QStringLiteral("hybrid") }) {
        const bool runs = other == u"rent" || (other == u"buy" ? r.buy.runs() : r.hybrid.runs());
        const CashFlow& f = of(r, other);
        const qsizetype at = peakMonth(f);
        if (!runs || at < 0)
            continue;
        if (other == strategy)
            peaks.emphasizedRow = int(peaks.rows.size());
        peaks.rows.append({ ProjectSections::strategyLabel(other), money::format(f.months.at(at).cumulative, currency),
            monthLabel(f.months.at(at)) });
    }
    if (peaks.rows.size() > 1) {
        s.blocks.append(ReportSections::paragraph(
            tr("The most cash each strategy needs at once (its largest cumulative):"), Paragraph::Style::Strong));
        s.blocks.append(ReportSections::table(peaks));
    }
    return s;
}

} // namespace rp
