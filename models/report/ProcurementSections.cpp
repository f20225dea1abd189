#include "report/ReportSections.h"

#include "catalog/Card.h"
#include "procurement/AcceptanceProcedure.h"
#include "procurement/QuoteChecklist.h"

namespace rp {

using namespace report;

Section ReportSections::quoteChecklist(const Plan& plan, const MachineNeed& need, const Card& card)
{
    Section s;
    s.title = tr("Quote checklist");
    s.blocks.append(paragraph(tr("Ask every provider to answer each line in writing before the order. The middle "
                                 "column is what this plan needs from one machine (%1 × %2).")
                                  .arg(need.cardsPerMachine)
                                  .arg(card.name)));
    Table t;
    t.header = { tr("Item"), tr("This plan needs"), tr("Why it matters"), tr("Quote says") };
    t.widths = { 0.9, 2.2, 1.7, 0.8 };
    for (const ChecklistItem& item : QuoteChecklist::build(need, card, plan.currency))
        t.rows.append({ item.topic, item.requirement, item.reason, QString() });
    s.blocks.append(table(t));
    return s;
}

Section ReportSections::acceptance(const MachineNeed& need, const Card& card)
{
    Section s;
    s.title = tr("Acceptance on delivery day");
    s.blocks.append(paragraph(tr("Run these commands on each delivered machine before the first job and keep the "
                                 "output. Every line must show the expected value; anything else is a reason to "
                                 "refuse the machine or ask for a replacement.")));
    Table t;
    t.header = { tr("Check"), tr("Command"), tr("Expected for this plan"), tr("Result") };
    t.columns = { Table::Column::Text, Table::Column::Code, Table::Column::Text, Table::Column::Text };
    t.widths = { 1.0, 2.2, 1.9, 0.6 };
    for (const AcceptanceStep& step : AcceptanceProcedure::build(need, card))
        t.rows.append({ step.check, step.command, step.expected, QString() });
    s.blocks.append(table(t));
    return s;
}

} // namespace rp
