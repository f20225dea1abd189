#include "views/planner/SimulationRunner.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace rp {

SimulationRunner::SimulationRunner(QObject* parent)
    : QObject(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, [this] {
        if (startsAfterPause())
            start();
    });
    // The worker thread only counts; the GUI reads the count a few times a second.
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, [this] { Q_EMIT progressed(percentDone()); });
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &SimulationRunner::collect);
}

SimulationRunner::~SimulationRunner()
{
    // The run holds its own copies of the plan; it only needs telling to stop early.
    cancelRun();
}

void SimulationRunner::setOptions(const simulation::Options& options)
{
    m_options = options;
    m_options.progress = nullptr; // the runner's own
}

void SimulationRunner::setPlan(const Plan& plan, const ProjectResult& result)
{
    if (m_hasPlan && plan == m_plan)
        return; // the same plan (a language change, a selection): its result still holds
    m_plan = plan;
    m_projectResult = result;
    m_hasPlan = true;
    rerun();
}

void SimulationRunner::rerun()
{
    if (!m_hasPlan)
        return;
    ++m_generation;
    cancelRun();
    m_result.reset();
    m_stale = true;
    Q_EMIT staled();
    if (m_active)
        m_debounce.start();
}

void SimulationRunner::setActive(bool active)
{
    m_active = active;
    if (!active) {
        m_debounce.stop(); // a run under way finishes: it is short, and its result is kept
        return;
    }
    if (m_stale && !m_run)
        start();
}

int SimulationRunner::percentDone() const
{
    if (!m_run)
        return m_stale ? 0 : 100;
    return std::clamp(int(qint64(m_run->done.load()) * 100 / std::max(1, m_run->samples)), 0, 100);
}

void SimulationRunner::cancelRun()
{
    m_debounce.stop();
    m_poll.stop();
    if (m_run)
        m_run->cancel = true;
    m_run.reset();
}

void SimulationRunner::start()
{
    cancelRun();
    auto run = std::make_shared<Run>();
    run->samples = std::max(1, m_options.samples);
    m_run = run;
    simulation::Options options = m_options;
    options.progress = [run](int done) {
        run->done = done;
        return !run->cancel.load();
    };
    // Copies: the GUI goes on editing its plan while this one is simulated.
    m_watcher.setFuture(
        QtConcurrent::run([plan = m_plan, result = m_projectResult, options, generation = m_generation]() {
            return Outcome { generation, simulation::simulate(plan, result, options) };
        }));
    m_poll.start();
    Q_EMIT progressed(0);
}

void SimulationRunner::collect()
{
    const QFuture<Outcome> future = m_watcher.future();
    if (future.resultCount() == 0)
        return;
    const Outcome outcome = future.result();
    // A run for an older plan, or one told to stop: nothing to show.
    if (outcome.generation != m_generation || outcome.result.cancelled)
        return;
    m_poll.stop();
    m_run.reset();
    m_result = outcome.result;
    m_stale = false;
    Q_EMIT finished();
}

} // namespace rp
