#pragma once

#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"
#include "models/planner/Simulation.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>
#include <optional>

namespace rp {

// Runs the budget simulation (planner/Simulation.h) off the GUI thread for the Planner's
// Confidence tab: on a copy of the plan and its evaluation, restarted when they change (after a
// short pause, so typing does not start a run per key), cancelled through the engine's progress
// callback when a newer plan arrives, and only while active (the tab shown). A result that
// arrives for an older plan is dropped: result() always belongs to the plan it was run on.
class SimulationRunner : public QObject {
    Q_OBJECT

public:
    // Milliseconds between the last edit and the start of a run.
    static constexpr int kDebounceMs = 300;

    explicit SimulationRunner(QObject* parent = nullptr);
    ~SimulationRunner() override;

    // `plan`: a scenario applied (ProjectPlanner::withScenario), `result` its evaluation. The
    // same plan again changes nothing; another makes the result stale and (when active) restarts.
    void setPlan(const Plan& plan, const ProjectResult& result);
    // Runs only while active; becoming active with a stale result starts a run at once.
    void setActive(bool active);
    void setOptions(const simulation::Options& options);
    // The current plan again under new options (what the ledger taught): stale, and rerun when active.
    void rerun();

    // A run is pending or under way for the current plan.
    bool isStale() const { return m_stale; }
    // Runs may start (setActive(true)): the tab is shown.
    bool isActive() const { return m_active; }
    // A run starts when the pause after the last edit ends (kDebounceMs); none is under way yet.
    bool isScheduled() const { return m_debounce.isActive() && startsAfterPause(); }
    // A run is under way (on a worker thread).
    bool isRunning() const { return bool(m_run); }
    // How far the current run is, 0–100.
    int percentDone() const;
    // The last result for the current plan; unset while stale.
    const std::optional<simulation::SimulationResult>& result() const { return m_result; }
    // The plan the result (or the pending run) is for.
    const Plan& plan() const { return m_plan; }
    const ProjectResult& projectResult() const { return m_projectResult; }

Q_SIGNALS:
    // The plan changed: what was shown is stale until finished().
    void staled();
    void progressed(int percent);
    void finished();

private:
    struct Run {
        std::atomic<bool> cancel { false };
        std::atomic<int> done { 0 };
        int samples = 1;
    };
    struct Outcome {
        quint64 generation = 0;
        simulation::SimulationResult result;
    };

    // What the end of the pause checks before it starts a run.
    bool startsAfterPause() const { return m_active && m_stale; }
    void start();
    void cancelRun();
    void collect();

    Plan m_plan;
    ProjectResult m_projectResult;
    bool m_hasPlan = false;
    simulation::Options m_options;
    bool m_active = false;
    bool m_stale = false;
    quint64 m_generation = 0;
    std::shared_ptr<Run> m_run;
    std::optional<simulation::SimulationResult> m_result;
    QTimer m_debounce;
    QTimer m_poll;
    QFutureWatcher<Outcome> m_watcher;
};

} // namespace rp
