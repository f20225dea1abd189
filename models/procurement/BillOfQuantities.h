#pragma once

#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"
#include "models/procurement/MachineNeed.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace rp {

// A card a vendor may offer instead of a line's own: it runs every phase of the line and finishes
// each within BillOfQuantities::kSubstituteMargin of the cheapest way to finish it.
struct BillSubstitute {
    QString card; // catalog id
    double extra = 0; // the most it costs above the cheapest setup over the line's phases, as a share (0.08 = 8 %)
};

// One numbered line of the request for quotation: machines of one kind for a stretch of the
// calendar, serving one or more phases (docs/rfq.md).
struct BillLine {
    int number = 0; // 1, 2, ... in order of start
    QStringList phaseIds;
    QStringList phaseNames;
    QString card; // catalog id; "none" for a CPU-only machine
    QString cardName; // the catalog's name ("A100 80GB SXM"); "none" for a CPU-only machine
    QString smiName; // as nvidia-smi prints it; empty when unknown or CPU only
    std::int64_t memoryMiB = 0;
    QString formFactor; // "SXM", "PCIe"; empty for a CPU-only machine
    QString interconnect; // inside one machine: "nvlink", "pcie", "none" (one card); empty for CPU only
    int cardsPerMachine = 0; // 0 for a CPU-only machine
    int machines = 0; // the most the line's phases use at one time
    QString
        fabric; // between machines: "none" when no job spans machines, else the offer's ("infiniband", ...) or "any"
    int cpuCores = 0; // per machine, the least; 0: not stated (CPU-only machines)
    int ramGb = 0; // per machine, the least; 0: not stated
    double nvmeGb = 0; // local NVMe per machine, the least
    int startDay = 0; // days after the project start (day 0 is the start date)
    int endDay = 0; // the last day of use, inclusive
    std::optional<QDate> startDate; // when the plan has a start date
    std::optional<QDate> endDate;
    double hours = 0; // billed hours of its phases, added up (each phase's `hours` in plan --json)
    QString billingMode; // billing mode key of the offer the plan priced it on; empty without one
    double storageGb = 0; // data kept on the vendor's storage: the phases' data sets, data sent in and results
    bool mandatory = true;
    QList<BillSubstitute> substitutes; // cheapest first
    // One machine of the line as the quote checklist and the acceptance procedure ask for it: the
    // line's card and machine size, the largest model, checkpoint and data set of its phases.
    MachineNeed need;
};

// The bill of quantities: what a plan (or one of its scenarios) asks vendors for, one line per
// machine of a phase, lines asking for the same machine over overlapping days merged.
class BillOfQuantities {
public:
    // A substitute card finishes within this share above the cheapest way to finish (15 %).
    static constexpr double kSubstituteMargin = 0.15;

    // Throws InputException (where: "scenario") for an unknown scenario.
    static QList<BillLine> build(const Plan& plan, const QString& scenario = {});
    // From a result already computed; `effective` is the plan with the scenario's phases in place
    // (ProjectPlanner::withScenario).
    static QList<BillLine> build(const Plan& effective, const ProjectResult& result);
};

} // namespace rp
