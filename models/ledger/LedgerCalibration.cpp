#include "models/ledger/LedgerCalibration.h"

#include "models/common/InputError.h"
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerSchema.h"
#include "models/plan/PhaseKinds.h"
#include "models/planner/Sampling.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QSet>
#include <QtEndian>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rp::calibration {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Ledger)
};

// The JobTasks keys that are no phase kind's key, and the kind of phase they are.
struct TaskKind {
    const char* task; // normalized: lower case, '_' for '-'
    PhaseKind kind;
};
constexpr TaskKind kTaskKinds[] = {
    { "inference", PhaseKind::InferenceService },
    { "lora", PhaseKind::FullTraining },
    { "qlora", PhaseKind::FullTraining },
    { "full_finetune", PhaseKind::FullTraining },
    { "pretraining", PhaseKind::FullTraining },
};

struct Key {
    QString card;
    PhaseKind kind;
    bool operator<(const Key& other) const
    {
        return card != other.card ? card < other.card : int(kind) < int(other.kind);
    }
};

struct Collected {
    QList<double> ratios;
    QHash<QPair<QString, QString>, int> jobsPerPhase; // (plan, phase) → jobs
    int phasesWithoutName = 0; // jobs that name no phase: a phase each
};

// A SQLite ledger whose header says it predates planned_hours (sqlite.org/fileformat.html:
// user_version at offset 60, application_id at 68, both big-endian).
bool predatesPlannedHours(const QString& path)
{
    QFile file(path);
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray header = file.read(100);
    if (header.size() < 100 || qFromBigEndian<qint32>(header.constData() + 68) != ledger_schema::kApplicationId)
        return false;
    constexpr qint32 kFirstWithPlannedHours = 4; // LedgerSchema's step 4 added the column
    const qint32 version = qFromBigEndian<qint32>(header.constData() + 60);
    return version >= 1 && version < kFirstWithPlannedHours;
}

} // namespace

const Group* Calibration::find(const QString& card, PhaseKind kind) const
{
    for (const Group& g : groups) {
        if (g.card == card && g.kind == kind)
            return &g;
    }
    return nullptr;
}

std::optional<PhaseKind> kindOfTask(const QString& task)
{
    const QString key = task.trimmed().toLower().replace(u'-', u'_');
    if (key.isEmpty())
        return std::nullopt;
    if (const std::optional<PhaseKind> kind = PhaseKinds::fromKey(key))
        return kind;
    for (const TaskKind& t : kTaskKinds) {
        if (key == QLatin1String(t.task))
            return t.kind;
    }
    return std::nullopt;
}

Calibration learn(const QList<JobRecord>& jobs)
{
    Calibration result;
    QMap<Key, Collected> collected; // sorted by card, then kind
    for (const JobRecord& job : jobs) {
        if (!job.plannedHours)
            continue;
        ++result.jobs;
        const std::optional<PhaseKind> kind = kindOfTask(job.task);
        if (!kind || !(*job.plannedHours > 0) || !(job.billedHours > 0)) {
            ++result.ungrouped;
            continue;
        }
        Collected& c = collected[Key { job.card, *kind }];
        c.ratios.append(job.billedHours / *job.plannedHours);
        if (job.phase.isEmpty())
            ++c.phasesWithoutName;
        else
            ++c.jobsPerPhase[qMakePair(job.plan, job.phase)];
    }
    for (auto it = collected.begin(); it != collected.end(); ++it) {
        Collected& c = it.value();
        std::sort(c.ratios.begin(), c.ratios.end());
        Group g { it.key().card, it.key().kind };
        g.jobs = int(c.ratios.size());
        g.p10Ratio = sampling::quantile(c.ratios, 0.1);
        g.medianRatio = sampling::quantile(c.ratios, 0.5);
        g.p90Ratio = sampling::quantile(c.ratios, 0.9);
        g.phases = int(c.jobsPerPhase.size()) + c.phasesWithoutName;
        g.phasesRerun = int(std::count_if(c.jobsPerPhase.cbegin(), c.jobsPerPhase.cend(), [](int n) { return n > 1; }));
        result.groups.append(g);
    }
    return result;
}

Calibration fromLedger(const QString& db)
{
    const bool postgres = LedgerLocation::looksLikePostgres(db);
    if (!postgres && !QFileInfo::exists(db))
        throw InputException({ db, {}, Text::tr("no such ledger file") });
    std::unique_ptr<LedgerDb> ledger;
    try {
        ledger = std::make_unique<LedgerDb>(db, LedgerDb::Mode::ReadOnly);
    } catch (const InputException&) {
        // Read-only, an older ledger is not upgraded; it holds no planned hours either.
        if (!postgres && predatesPlannedHours(db))
            return {};
        throw;
    }
    QSqlQuery query = ledger->prepare(QStringLiteral("SELECT card, task, plan, phase, billed_hours, planned_hours "
                                                     "FROM jobs WHERE planned_hours IS NOT NULL"));
    query.setForwardOnly(true);
    ledger->exec(query);
    QList<JobRecord> jobs;
    while (ledger->next(query)) {
        JobRecord job;
        job.card = query.value(0).toString();
        job.task = query.value(1).toString();
        job.plan = query.value(2).toString();
        job.phase = query.value(3).toString();
        job.billedHours = query.value(4).toDouble();
        job.plannedHours = query.value(5).toDouble();
        jobs.append(job);
    }
    return learn(jobs);
}

} // namespace rp::calibration
