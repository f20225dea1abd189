#pragma once

#include "models/plan/Phase.h"
#include "models/plan/Project.h"

#include <QList>
#include <QString>

namespace rp {

// A named variant of the plan's phases (and project), saved in the same file; offers are shared.
struct Scenario {
    QString name;
    QList<Phase> phases;
    std::optional<Project> project; // unset: the plan's

    nlohmann::json source = nlohmann::json::object();
    bool operator==(const Scenario& other) const = default;
};

} // namespace rp
