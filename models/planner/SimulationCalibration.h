#pragma once

#include "models/ledger/LedgerCalibration.h"
#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace rp::simulation {

// What the ledger taught one phase: its card and kind's group of jobs recorded from plan phases.
struct LearnedPhase {
    qsizetype phase = -1;
    calibration::Group group;
    double rerunShare = 0; // of the group's phases recorded more than once
};

// The ledger's calibration applied to a plan: per phase, the work factor learned as a triangle of
// billed over planned hours (P10, median, P90), which replaces the MFU and work factors, and the
// share of phases that needed another run as its reruns (at most one). Only groups with at least
// calibration::kMinJobs jobs teach anything.
struct Learned {
    int jobs = 0; // jobs of the ledger that carried planned hours
    QList<std::optional<Uncertainty>> perPhase; // simulation::Options::learned
    QList<LearnedPhase> phases; // the phases that learned something, in plan order
    QList<calibration::Group> tooFew; // groups matching a phase with fewer than kMinJobs jobs
};

class LearnedText {
    Q_DECLARE_TR_FUNCTIONS(SimulationCalibration)

public:
    // "“Full training” (H100 SXM, full training): 20 jobs, billed 1.30 × the planned hours (P10 1.30,
    // P90 1.30); 0 % needed another run."
    static QString line(const Plan& plan, const LearnedPhase& learned);
    // Every line, with a closing line when nothing was learned.
    static QStringList lines(const Plan& plan, const Learned& learned);
};

Learned learn(const Plan& plan, const ProjectResult& result, const calibration::Calibration& calibration);

} // namespace rp::simulation
