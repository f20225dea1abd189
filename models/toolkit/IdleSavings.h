#pragma once

#include "models/ledger/LedgerStats.h"
#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"

#include <QList>
#include <QString>

#include <optional>

namespace rp::toolkit {

// What the idle-shutdown watchdog would save on one GPU phase (an 8-card instance left running
// overnight by mistake can cost thousands).
struct PhaseIdleSavings {
    QString phaseId;
    QString phaseName;
    int cards = 0;
    double hours = 0; // billed hours of the whole phase (the planner's)
    double idleShare = 0; // the ledger's measured share, else 1 − the phase's utilization
    double idleCardHours = 0; // cards × hours × idle share
    double pricePerCardHour = 0; // what stopping saves per card-hour; 0 without an hourly offer
    bool periodic = false; // weekly/monthly/yearly: the period is paid, stopping saves nothing
    bool noOffer = false; // no offer rents the phase's card
    double saved = 0; // idle card-hours × price: an upper bound, each idle stretch still runs the watchdog's minutes
};

struct PlanIdleSavings {
    QList<PhaseIdleSavings> phases; // GPU phases, in plan order
    bool measured = false; // the ledger's idle share was used
    double idleCardHours = 0;
    double saved = 0;
};

// Share of the recorded billed card-hours the cards sat idle: 1 − busy / billed (README.md, idle_cost);
// nullopt when no job recorded its busy hours.
std::optional<double> idleShare(const LedgerStats& stats);

// The plan's GPU phases as the planner placed them (`result` = ProjectPlanner::evaluate(plan)): idle
// card-hours = cards × hours × idle share, the share measured in the ledger when given, else
// 1 − utilization; saved = idle card-hours × the phase offer's price per card-hour (on-demand and spot;
// periodic billing saves nothing).
PlanIdleSavings idleSavings(const Plan& plan, const ProjectResult& result, std::optional<double> measuredShare);

} // namespace rp::toolkit
