#pragma once

#include "models/cost/BillingAnalysis.h"
#include "models/plan/Plan.h"
#include "models/planner/PhaseBilling.h"
#include "models/planner/ProjectResult.h"
#include "models/planner/RiskRegister.h"
#include "models/procurement/BillOfQuantities.h"
#include "models/procurement/MachineNeed.h"
#include "models/report/ReportContent.h"

#include <QCoreApplication>

#include <functional>

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
    // The risk register (RiskRegister::build), each risk with its budget or calendar impact.
    static report::Section risks(const QList<Risk>& risks);
    // The bill of quantities (BillOfQuantities::build): the lines of the request for quotation.
    static report::Section billOfQuantities(const QList<BillLine>& lines);
    // "8 cards × 2 machines", "1 machine" (a CPU-only line).
    static QString machinesText(const BillLine& line);
    // The card's name, "CPU only" for a line without GPU.
    static QString cardText(const BillLine& line);

    // Lines that ask for the same card and machine size, with the most any of them needs from one
    // machine; lines without GPU are left out (their numbers go to `cpuLines`).
    struct LineGroup {
        QList<int> lines;
        MachineNeed need;
        const Card* card = nullptr;
    };
    static QList<LineGroup> lineGroups(const QList<BillLine>& lines, QList<int>* cpuLines = nullptr);

    // A plan without phases: the one machine of the billing chapter.
    static report::Section quoteChecklist(const Plan& plan, const MachineNeed& need, const Card& card);
    static report::Section acceptance(const MachineNeed& need, const Card& card);
    // A plan with phases: the chapter, then one subsection per group of lines of the bill of quantities.
    static QList<report::Section> quoteChecklist(const Plan& plan, const QList<BillLine>& lines);
    static QList<report::Section> acceptance(const QList<BillLine>& lines);

private:
    static QList<report::Section> perGroup(const QList<BillLine>& lines, const QString& title, const QString& intro,
        const char* cpuText, const std::function<report::Table(const LineGroup&)>& tableOf);

public:
    // `result`: a plan with phases adds what each phase's hours used (phaseAssumptions).
    static report::Section assumptions(
        const Plan& plan, const MachineNeed& need, const ProjectResult* result = nullptr);
    // Per phase: cards and split, the scaling c and S(n) used, training FLOPs per token, MFU, utilization.
    static report::Block phaseAssumptions(const Plan& plan, const ProjectResult& result);

    static report::Block paragraph(
        const QString& text, report::Paragraph::Style style = report::Paragraph::Style::Body);
    static report::Block table(report::Table table);
    static report::Block chart(report::Chart chart);
};

} // namespace rp
