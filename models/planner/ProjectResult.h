#pragma once

#include "plan/Phase.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <limits>

namespace rp {

// One (card, offer) way to run a phase's workload, priced by cost to finish (issue #8).
struct RankingEntry {
    QString card;
    QString offer; // empty: a catalog card nobody quoted ("no quote")
    int cards = 0; // the phase's count, raised to the fewest that hold the model
    double hours = 0; // billed hours of the whole phase (every repeat) on that card and count
    double cost = std::numeric_limits<double>::quiet_NaN(); // NaN without a quote or fit
    bool fits = false;
    std::int64_t minCards = 0; // 0 = no count of this card holds the model
};

// A phase as priced and placed: the rows of the phase table and of `plan --json`.
struct PhaseResult {
    QString id;
    QString name;
    PhaseKind kind = PhaseKind::Custom;
    QString card;
    int cards = 0;
    QString offer; // resolved offer id; empty when no offer rents the card (or no GPU)
    bool autoOffer = false;
    double startHours = 0; // after the project start (before any lead time)
    double runHours = 0; // billed hours of one run
    double hours = 0; // billed hours of the whole phase: transfer + run × repeats
    double transferHours = 0; // moving the phase's data in before the first run (0 without a transfer)
    double egressCost = 0; // the transfer's data at the offer's price per GB
    double endHours = 0;
    int repeats = 1;
    double utilization = 1;
    double computeHours = 0; // hours × utilization
    double cardHours = 0; // cards × hours
    double idleCardHours = 0; // billed card-hours not computing
    double cost = 0; // under its offer, repeats back to back
    double storageBefore = 0; // storage billed over the gap before this phase
    std::int64_t minCards = 0; // the estimator's fewest cards of the phase's card (0 unknown / none)
    QList<RankingEntry> ranking; // workload phases only, cheapest first
    QStringList problems; // translated: every problem below, for lists and the CLI
    QString offerProblem; // no offer rents the card, or a spot offer never finishes
    QString fitProblem; // the model does not fit on the phase's cards
};

// Cards in use between two instants: one step of the demand timeline, split by phase.
struct TimelineStep {
    double startHours = 0;
    double endHours = 0;
    QList<int> cardsByPhase; // index = phase index
    int cards = 0;
};

struct RentResult {
    double cost = 0; // Σ phase costs + storage between phases
    double storageCost = 0;
    double computeCardHours = 0;
    double idleCardHours = 0;
    double costPerComputeCardHour = 0;
    double calendarDays = 0;
    bool complete = true; // false when a GPU phase has no offer (its cost is missing)
};

struct OwnedPhase { // a phase on owned cards in the buy strategy
    double startHours = 0; // after the purchase (lead time included)
    double hours = 0;
    int cards = 0;
};

struct BuyResult {
    bool available = false; // the plan has self-build figures
    QString card;
    int machines = 0;
    int ownedCards = 0;
    double costDedicated = 0;
    double costAmortized = 0;
    double utilization = 0; // owned card-hours in use / (owned cards × held hours)
    double startDelayDays = 0;
    double calendarDays = 0;
    double heldHours = 0;
    double computeCardHours = 0;
    double idleCardHours = 0;
    double costPerComputeCardHour = 0;
    double resale = 0; // what selling the machines returns at the end
    double delayCost = 0;
    bool feasible = true; // false: the lead time pushes the end past the deadline
    QList<OwnedPhase> phases; // index = phase index
};

struct HybridPoint {
    int baselineCards = 0;
    double cost = 0;
};

struct HybridResult {
    bool available = false;
    QString card; // the owned card: phases on it use the baseline
    int baselineCards = 0; // the best B
    double cost = 0;
    double utilization = 0;
    double computeCardHours = 0;
    double idleCardHours = 0;
    double costPerComputeCardHour = 0;
    double calendarDays = 0;
    bool feasible = true;
    QList<HybridPoint> curve; // B = 0 … peak on the owned card
};

struct Recommendation {
    QString strategy; // "rent", "buy" or "hybrid"; empty when nothing can be priced
    QString reason; // one translated sentence
    QString range; // the assumptions over which it holds, translated
};

// Everything the Planner tab, `rentplan plan --json` and the plan PDF show, from one computation.
struct ProjectResult {
    QString scenario; // empty: the plan itself
    QString currency;
    QList<PhaseResult> phases;
    QList<TimelineStep> timeline;
    int peakCards = 0;
    double totalCardHours = 0;
    double calendarDays = 0; // renting: from the project start to the end of the last phase
    RentResult rent;
    BuyResult buy;
    HybridResult hybrid;
    Recommendation recommendation;
};

} // namespace rp
