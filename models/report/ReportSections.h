#pragma once

#include "cost/BillingAnalysis.h"
#include "plan/Plan.h"
#include "planner/PhaseBilling.h"
#include "procurement/MachineNeed.h"
#include "report/ReportContent.h"

#include <QCoreApplication>

namespace rp {

struct Card;

// The chapters of the procurement PDF that come straight from one engine result each.
class ReportSections {
    Q_DECLARE_TR_FUNCTIONS(ReportSections)

public:
    // Cost curves with break-evens, the offers for the job, spot checkpoint policy.
    // `jobName`: the phase the job is (empty: a job of the plan without phases).
    // A plan without phases: one typed job, every card priced at the same hours (said so).
    static report::Section billing(const Plan& plan, const BillingAnalysis& analysis);
    // A plan with phases: every offer costed to finish the peak phase (its ranking), each card at its
    // own hours and count, with its split; the cheapest is the ranking's first setup that runs.
    static report::Section billing(const Plan& plan, const PhaseBilling& phase);
    static report::Section quoteChecklist(const Plan& plan, const MachineNeed& need, const Card& card);
    static report::Section acceptance(const MachineNeed& need, const Card& card);
    static report::Section assumptions(const Plan& plan, const MachineNeed& need);

    static report::Block paragraph(
        const QString& text, report::Paragraph::Style style = report::Paragraph::Style::Body);
    static report::Block table(report::Table table);
    static report::Block chart(report::Chart chart);
};

} // namespace rp
