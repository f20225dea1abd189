#include "models/report/ReportSections.h"

#include "models/catalog/Card.h"
#include "models/catalog/CardCatalog.h"
#include "models/procurement/AcceptanceProcedure.h"
#include "models/procurement/ProcurementTermsText.h"
#include "models/procurement/QuoteChecklist.h"

#include <algorithm>

namespace rp {

using namespace report;

namespace {

Table checklistTable(const Plan& plan, const MachineNeed& need, const Card& card)
{
    Table t;
    t.header = { ReportSections::tr("Item"), ReportSections::tr("This plan needs"),
        ReportSections::tr("Why it matters"), ReportSections::tr("Quote says") };
    t.widths = { 0.9, 2.2, 1.7, 0.8 };
    for (const ChecklistItem& item : QuoteChecklist::build(need, card, plan.currency))
        t.rows.append({ item.topic, item.requirement, item.reason, QString() });
    return t;
}

Table acceptanceTable(const MachineNeed& need, const Card& card)
{
    Table t;
    t.header = { ReportSections::tr("Check"), ReportSections::tr("Command"),
        ReportSections::tr("Expected for this plan"), ReportSections::tr("Result") };
    t.columns = { Table::Column::Text, Table::Column::Code, Table::Column::Text, Table::Column::Text };
    t.widths = { 1.0, 2.2, 1.9, 0.6 };
    for (const AcceptanceStep& step : AcceptanceProcedure::build(need, card))
        t.rows.append({ step.check, step.command, step.expected, QString() });
    return t;
}

// The plan's commercial terms as items every vendor confirms; a note where to state them when none is.
QList<Block> termsBlocks(const Plan& plan)
{
    const QList<TermText> terms = ProcurementTermsText::stated(plan.procurementTerms());
    if (terms.isEmpty())
        return { ReportSections::paragraph(
            ReportSections::tr("Terms to confirm with each vendor: %1.").arg(ProcurementTermsText::notStated()),
            Paragraph::Style::Note) };
    Table t;
    t.header = { ReportSections::tr("Term"), ReportSections::tr("Confirm with each vendor"),
        ReportSections::tr("Quote says") };
    t.widths = { 0.9, 3.9, 0.8 };
    for (const TermText& term : terms)
        t.rows.append({ term.label, term.ask, QString() });
    return { ReportSections::paragraph(
                 ReportSections::tr("Terms to confirm with each vendor"), Paragraph::Style::Strong),
        ReportSections::table(t) };
}

QString numbers(const QList<int>& list)
{
    QStringList out;
    for (int n : list)
        out.append(QString::number(n));
    return out.join(QStringLiteral(", "));
}

// A subsection per group of lines: its heading names the line numbers and the machine.
Section groupSection(const ReportSections::LineGroup& g)
{
    Section s;
    s.level = 1;
    s.title = ReportSections::tr("Line(s) %1: %2 × %3 per machine", nullptr, int(g.lines.size()))
                  .arg(numbers(g.lines))
                  .arg(g.need.cardsPerMachine)
                  .arg(g.card->name);
    return s;
}

} // namespace

// A chapter, then a subsection per group of lines holding its table; lines without GPU named in the
// chapter by `cpuText` (a %n source text of ReportSections).
QList<Section> ReportSections::perGroup(const QList<BillLine>& lines, const QString& title, const QString& intro,
    const char* cpuText, const std::function<Table(const LineGroup&)>& tableOf)
{
    QList<int> cpuLines;
    const QList<LineGroup> groups = lineGroups(lines, &cpuLines);
    Section s;
    s.title = title;
    s.blocks.append(paragraph(intro));
    if (!cpuLines.isEmpty())
        s.blocks.append(
            paragraph(tr(cpuText, nullptr, int(cpuLines.size())).arg(numbers(cpuLines)), Paragraph::Style::Note));
    QList<Section> out { s };
    for (const LineGroup& g : groups) {
        Section sub = groupSection(g);
        sub.blocks.append(table(tableOf(g)));
        out.append(sub);
    }
    return out;
}

QList<ReportSections::LineGroup> ReportSections::lineGroups(const QList<BillLine>& lines, QList<int>* cpuLines)
{
    QList<LineGroup> groups;
    for (const BillLine& l : lines) {
        const Card* card = CardCatalog::builtIn().find(l.card);
        if (!card) {
            if (cpuLines)
                cpuLines->append(l.number);
            continue;
        }
        auto same = std::find_if(groups.begin(), groups.end(),
            [&](const LineGroup& g) { return g.card == card && g.need.cardsPerMachine == l.need.cardsPerMachine; });
        if (same == groups.end()) {
            groups.append({ { l.number }, l.need, card });
            continue;
        }
        // One checklist for every line of the group: the most any of them needs.
        MachineNeed& n = same->need;
        same->lines.append(l.number);
        n.machines = std::max(n.machines, l.need.machines);
        n.cardsWorkTogether = n.cardsWorkTogether || l.need.cardsWorkTogether;
        n.weightsBytes = std::max(n.weightsBytes, l.need.weightsBytes);
        n.checkpointBytes = std::max(n.checkpointBytes, l.need.checkpointBytes);
        n.datasetBytes = std::max(n.datasetBytes, l.need.datasetBytes);
        n.rentedHours += l.need.rentedHours;
        if (!n.offer)
            n.offer = l.need.offer;
    }
    return groups;
}

Section ReportSections::quoteChecklist(const Plan& plan, const MachineNeed& need, const Card& card)
{
    Section s;
    s.title = tr("Quote checklist");
    s.blocks.append(paragraph(tr("Ask every provider to answer each line in writing before the order. The middle "
                                 "column is what this plan needs from one machine (%1 × %2).")
                                  .arg(need.cardsPerMachine)
                                  .arg(card.name)));
    s.blocks.append(table(checklistTable(plan, need, card)));
    s.blocks += termsBlocks(plan);
    return s;
}

QList<Section> ReportSections::quoteChecklist(const Plan& plan, const QList<BillLine>& lines)
{
    QList<Section> out = perGroup(lines, tr("Quote checklist"),
        tr("Ask every provider to answer each item in writing before the order, for every line of the bill of "
           "quantities. Lines that ask for the same machine share one list; its middle column is what the most "
           "demanding of them needs from one machine."),
        QT_TR_N_NOOP("Line(s) %1 rent machines without GPU: ask for their CPU cores, RAM and local disk as the bill "
                     "of quantities states them."),
        [&](const LineGroup& g) { return checklistTable(plan, g.need, *g.card); });
    out.first().blocks += termsBlocks(plan); // the same for every line, before the lines' lists
    return out;
}

Section ReportSections::acceptance(const MachineNeed& need, const Card& card)
{
    Section s;
    s.title = tr("Acceptance on delivery day");
    s.blocks.append(paragraph(tr("Run these commands on each delivered machine before the first job and keep the "
                                 "output. Every line must show the expected value; anything else is a reason to "
                                 "refuse the machine or ask for a replacement.")));
    s.blocks.append(table(acceptanceTable(need, card)));
    return s;
}

QList<Section> ReportSections::acceptance(const QList<BillLine>& lines)
{
    return perGroup(lines, tr("Acceptance on delivery day"),
        tr("Run these commands on each delivered machine of a line before the first job and keep the output. Every "
           "check must show the expected value; anything else is a reason to refuse the machine or ask for a "
           "replacement."),
        QT_TR_N_NOOP("Line(s) %1 rent machines without GPU: check their CPU cores, RAM and local disk with lscpu, "
                     "free -g and lsblk against the bill of quantities."),
        [](const LineGroup& g) { return acceptanceTable(g.need, *g.card); });
}

} // namespace rp
