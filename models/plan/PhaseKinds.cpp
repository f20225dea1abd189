#include "models/plan/PhaseKinds.h"

namespace rp {

namespace {

struct KindName {
    PhaseKind kind;
    const char* key;
    const char* label;
};

constexpr KindName kKinds[] = {
    { PhaseKind::DataPrep, "data_prep", QT_TRANSLATE_NOOP("PhaseKinds", "data preparation") },
    { PhaseKind::Trial, "trial", QT_TRANSLATE_NOOP("PhaseKinds", "trial runs") },
    { PhaseKind::FullTraining, "full_training", QT_TRANSLATE_NOOP("PhaseKinds", "full training") },
    { PhaseKind::Evaluation, "evaluation", QT_TRANSLATE_NOOP("PhaseKinds", "evaluation") },
    { PhaseKind::InferenceService, "inference_service", QT_TRANSLATE_NOOP("PhaseKinds", "inference service") },
    { PhaseKind::Custom, "custom", QT_TRANSLATE_NOOP("PhaseKinds", "custom") },
};

struct ProfileName {
    TeamProfile profile;
    const char* key;
    const char* label;
};

constexpr ProfileName kProfiles[] = {
    { TeamProfile::Exploring, "exploring", QT_TRANSLATE_NOOP("PhaseKinds", "exploring") },
    { TeamProfile::BaselinePlusPeaks, "baseline_plus_peaks", QT_TRANSLATE_NOOP("PhaseKinds", "baseline plus peaks") },
    { TeamProfile::TrainingPlatform, "training_platform", QT_TRANSLATE_NOOP("PhaseKinds", "training platform") },
};

} // namespace

QString PhaseKinds::key(PhaseKind kind)
{
    for (const KindName& k : kKinds) {
        if (k.kind == kind)
            return QLatin1String(k.key);
    }
    Q_UNREACHABLE();
}

std::optional<PhaseKind> PhaseKinds::fromKey(const QString& key)
{
    for (const KindName& k : kKinds) {
        if (key == QLatin1String(k.key))
            return k.kind;
    }
    return std::nullopt;
}

QStringList PhaseKinds::keys()
{
    QStringList out;
    for (const KindName& k : kKinds)
        out.append(QLatin1String(k.key));
    return out;
}

QString PhaseKinds::label(PhaseKind kind)
{
    for (const KindName& k : kKinds) {
        if (k.kind == kind)
            return tr(k.label);
    }
    Q_UNREACHABLE();
}

QList<PhaseKind> PhaseKinds::all()
{
    QList<PhaseKind> out;
    for (const KindName& k : kKinds)
        out.append(k.kind);
    return out;
}

QString PhaseKinds::profileKey(TeamProfile profile)
{
    for (const ProfileName& p : kProfiles) {
        if (p.profile == profile)
            return QLatin1String(p.key);
    }
    Q_UNREACHABLE();
}

std::optional<TeamProfile> PhaseKinds::profileFromKey(const QString& key)
{
    for (const ProfileName& p : kProfiles) {
        if (key == QLatin1String(p.key))
            return p.profile;
    }
    return std::nullopt;
}

QStringList PhaseKinds::profileKeys()
{
    QStringList out;
    for (const ProfileName& p : kProfiles)
        out.append(QLatin1String(p.key));
    return out;
}

QString PhaseKinds::profileLabel(TeamProfile profile)
{
    for (const ProfileName& p : kProfiles) {
        if (p.profile == profile)
            return tr(p.label);
    }
    Q_UNREACHABLE();
}

double PhaseKinds::defaultUtilization(PhaseKind kind, const Project& project)
{
    return project.defaultUtilization.value(kind, defaultUtilization(kind, project.teamProfile));
}

QString PhaseKinds::utilizationReason(PhaseKind kind, const Project& project)
{
    if (project.defaultUtilization.contains(kind))
        return tr("set for this kind of phase in the plan");
    const bool platform = project.teamProfile == TeamProfile::TrainingPlatform;
    switch (kind) {
    case PhaseKind::DataPrep:
        return tr("mostly CPU work: the cards wait on loading and cleaning");
    case PhaseKind::Trial:
        return platform ? tr("short runs with a team that queues the next one")
                        : tr("cards wait while people read results and change settings");
    case PhaseKind::FullTraining:
        return tr("one long run; checkpoints and restarts take the rest");
    case PhaseKind::Evaluation:
        return platform ? tr("benchmark suites run back to back")
                        : tr("cards wait between rounds while results are read");
    case PhaseKind::InferenceService:
        return project.teamProfile == TeamProfile::Exploring ? tr("traffic comes and goes over the day")
                                                             : tr("steady traffic from a team that depends on it");
    case PhaseKind::Custom:
        return tr("no default: the phase is assumed to compute all the time");
    }
    return {};
}

double PhaseKinds::defaultUtilization(PhaseKind kind, TeamProfile profile)
{
    // docs/plan-format.md, "A phase": small teams keep owned cards 30–50 % busy, training platforms
    // above 70 %; trial runs and evaluation rounds leave cards waiting on people.
    const bool platform = profile == TeamProfile::TrainingPlatform;
    switch (kind) {
    case PhaseKind::DataPrep:
        return 0.3;
    case PhaseKind::Trial:
        return platform ? 0.7 : 0.5;
    case PhaseKind::FullTraining:
        return platform ? 0.95 : 0.9;
    case PhaseKind::Evaluation:
        return platform ? 0.8 : 0.6;
    case PhaseKind::InferenceService:
        return profile == TeamProfile::Exploring ? 0.5 : 0.7;
    case PhaseKind::Custom:
        return 1.0;
    }
    return 1.0;
}

} // namespace rp
