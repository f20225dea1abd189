#pragma once

#include "models/cost/BillingAnalysis.h"
#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <limits>
#include <optional>

namespace rp {

// Where the Billing tab's job comes from: hours and cards typed in its job bar, or a GPU phase of
// the plan (or of one of its scenarios).
struct JobSource {
    QString scenario; // empty: the plan's own phases
    QString phase; // a phase id; empty: the typed job
    bool isPhase() const { return !phase.isEmpty(); }
    bool operator==(const JobSource& other) const = default;
};

// A phase as the Billing tab and the PDF's billing chapter price it: every offer of the plan costed
// to finish it through the phase's cost-to-finish ranking (each card at its own hours and count,
// with the split it runs with), the cheapest named, and the cost chart drawn for each offer at its
// own count with the point where it finishes the phase.
struct PhaseBilling {
    QString scenario; // empty: the plan's own phases
    PhaseResult phase; // the planner's row for the phase, its ranking included
    // Per plan offer, in plan order: its entry of the ranking; unset for a CPU offer (no GPU).
    QList<std::optional<RankingEntry>> offers;
    std::optional<RankingEntry> cheapest; // the ranking's first setup that runs and has a price
    std::optional<RankingEntry> owned; // the phase on the self-build card, bought for it
    double ownedCost = std::numeric_limits<double>::quiet_NaN(); // buying that hardware for the phase
    QString hoursNote; // translated: where the hours come from (workload, data, typed)
    QString cannotRun; // translated: the offers that cannot run the phase, each with why; empty if all run
    // evaluation.job: the phase on its own card; evaluation.offers: each offer's cost to finish in plan
    // order (NaN when it cannot run); evaluation.reason: the recommendation sentence. Cost curves per
    // offer at its own count, marked where each finishes; the utilization chart as for a typed job.
    BillingAnalysis analysis;
};

class PhaseBillingAnalyzer {
    Q_DECLARE_TR_FUNCTIONS(PhaseBillingAnalyzer)

public:
    // The phase with the most cards (ties: the longest), among those that use a GPU; -1 if none does.
    static int peakPhase(const ProjectResult& result);
    // The peak phase of the plan's own phases as a job source; a typed job when no phase uses a GPU.
    static JobSource peakSource(const Plan& plan);
    // The phase `source` names in the plan or its scenario, if it uses a GPU; null otherwise.
    static const Phase* gpuPhase(const Plan& plan, const JobSource& source);
    // The phase `source` names, evaluated by the project planner. Unset when the phase (or its
    // scenario) is not in the plan, or uses no GPU.
    static std::optional<PhaseBilling> analyze(
        const Plan& plan, const JobSource& source, const BillingAnalyzer::Options& options);
    // Phase `index` of an evaluated plan: `effective` is the plan with the scenario's phases in
    // place (ProjectPlanner::withScenario), `result` its evaluation.
    static PhaseBilling analyze(
        const Plan& effective, const ProjectResult& result, qsizetype index, const BillingAnalyzer::Options& options);
    // "8 × H100 SXM (1 machine of 8 cards, data parallel 8)": a setup as sentences name it.
    static QString setupText(const RankingEntry& entry);
};

} // namespace rp
