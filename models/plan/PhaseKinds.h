#pragma once

#include "models/plan/Phase.h"
#include "models/plan/Project.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace rp {

// Names of phase kinds and team profiles as written in plan files, and as shown to users.
class PhaseKinds {
    Q_DECLARE_TR_FUNCTIONS(PhaseKinds)

public:
    static QString key(PhaseKind kind);
    static std::optional<PhaseKind> fromKey(const QString& key);
    static QStringList keys();
    static QString label(PhaseKind kind);
    static QList<PhaseKind> all();

    static QString profileKey(TeamProfile profile);
    static std::optional<TeamProfile> profileFromKey(const QString& key);
    static QStringList profileKeys();
    static QString profileLabel(TeamProfile profile);

    // Share of billed time the cards compute when a phase does not say (docs/plan-format.md).
    static double defaultUtilization(PhaseKind kind, TeamProfile profile);
    // The same, with the plan's own per-kind defaults (project.default_utilization) first.
    static double defaultUtilization(PhaseKind kind, const Project& project);
    // Why a kind defaults to its utilization, in a sentence (the phase table and the PDF show it).
    static QString utilizationReason(PhaseKind kind, const Project& project);
};

} // namespace rp
