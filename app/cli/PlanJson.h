#pragma once

#include "models/planner/ProjectResult.h"

#include <nlohmann/json.hpp>

namespace rp::cli {

// `rentplan plan --json`: the keys scripts read (tst_plancli checks them), plus a few more per phase and strategy.
nlohmann::json planJson(const ProjectResult& result);
// planJson in two parts, for printing a long plan phase by phase: everything but "phases", and one phase.
nlohmann::json planJsonWithoutPhases(const ProjectResult& result);
nlohmann::json planPhaseJson(const PhaseResult& phase);
// One way to run a phase as `plan --json` lists it in a phase's "ranking" (and `costs --phase`).
nlohmann::json rankingEntryJson(const RankingEntry& entry);
nlohmann::json rankingJson(const QList<RankingEntry>& ranking);
// How the cards share the work: {"tp", "dp", "pp", "zero", "machines", "cards_per_machine"}.
nlohmann::json splitJson(const Split& split, int machines, int cardsPerMachine);

} // namespace rp::cli
