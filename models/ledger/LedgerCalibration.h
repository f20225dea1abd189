#pragma once

#include "models/ledger/JobRecord.h"
#include "models/plan/Phase.h"

#include <QList>
#include <QString>

#include <optional>

// How long planned phases really took: the ledger's jobs recorded from a plan phase
// ("Record as job…") carry the phase's planned hours; their billed hours over those,
// per card and phase kind, is what a plan's budget can be calibrated with
// (`rentplan calibrate`, and the planner's simulation).
namespace rp::calibration {

inline constexpr int kMinJobs = 5; // fewer jobs in a group: not enough to learn from

struct Group {
    QString card; // as recorded (catalog id)
    PhaseKind kind; // plan/Phase.h
    int jobs = 0; // jobs with planned_hours > 0 and billed_hours > 0
    double medianRatio = 1, p10Ratio = 1, p90Ratio = 1; // billed / planned hours
    int phases = 0; // distinct (plan, phase) pairs among them
    int phasesRerun = 0; // of which recorded as more than one job: needed more runs than planned
    bool enough() const { return jobs >= kMinJobs; }
};

struct Calibration {
    int jobs = 0; // jobs that carried planned hours
    // Of those, jobs left out of every group: a task that names no phase kind (kindOfTask),
    // or planned hours of zero.
    int ungrouped = 0;
    QList<Group> groups; // sorted by card, then kind
    const Group* find(const QString& card, PhaseKind kind) const; // null if none
};

// The job's task → phase kind. Case, surrounding spaces and '-' versus '_' do not matter.
//   data_prep, trial, full_training, evaluation, inference_service, custom
//       (PhaseKinds::key: what "Record as job…" writes)        → that kind
//   data-prep → data preparation; evaluation → evaluation; inference → inference service;
//   lora, qlora, full-finetune, pretraining (JobTasks keys)    → full training
//   anything else, or empty                                    → none
std::optional<PhaseKind> kindOfTask(const QString& task);

// Ratios are summarised by sampling::quantile (planner/Sampling.h): linear interpolation between
// order statistics (Hyndman & Fan 1996, definition 7), the median at 0.5.

// Groups the jobs that carry planned hours by card and the phase kind of their task.
// A job without a phase counts as a phase of its own (never a rerun); a phase recorded
// on two cards or kinds counts in each group. Pure.
Calibration learn(const QList<JobRecord>& jobs);

// The same from a ledger: a SQLite file path or a postgresql:// URI (or profile:NAME), as
// `rentplan ledger --db` takes it, opened read-only. Reads only the columns it needs of the
// jobs that carry planned hours. A personal ledger older than planned_hours (schema before
// version 4) holds none: an empty calibration. Throws InputException naming the ledger on
// failure (a missing file among them).
Calibration fromLedger(const QString& db);

} // namespace rp::calibration
