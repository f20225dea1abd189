#pragma once

#include "models/plan/Phase.h"
#include "models/plan/ProcurementTerms.h"
#include "models/plan/Uncertainty.h"

#include <QDate>
#include <QMap>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace rp {

// How a team uses GPUs (docs/plan-format.md, `team_profile`); it sets default phase utilizations, nothing hidden.
enum class TeamProfile { Exploring, BaselinePlusPeaks, TrainingPlatform };

// The project around the phases: when it starts, when it must end, what waiting costs.
// The owned-hardware settings stay in Plan::selfBuild (written here when read from here).
struct Project {
    QDate startDate;
    std::optional<QDate> deadline;
    std::optional<double> delayCostPerDay; // unset: self_build.delay_cost_per_day, where older files keep it
    TeamProfile teamProfile = TeamProfile::Exploring;
    bool selfBuildHere = false; // the plan's self_build was read from project.self_build
    // The plan's own default utilization per phase kind, in place of the team profile's
    // (PhaseKinds::defaultUtilization); a phase's own `utilization` still wins.
    QMap<PhaseKind, double> defaultUtilization;
    ProcurementTerms terms; // tax, payment, region, data residency, quote validity asked of vendors
    std::optional<Uncertainty> uncertainty; // how far the figures may be off; unset: the defaults
    std::optional<double> budget; // the money available, in the plan's currency (for P(within budget))
    std::optional<double> budgetPercentile; // the simulated percentile asked for as budget; unset: 90

    nlohmann::json source = nlohmann::json::object();
    bool operator==(const Project& other) const = default;
};

} // namespace rp
