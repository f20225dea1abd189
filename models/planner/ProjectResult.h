#pragma once

#include "models/cost/BillingRules.h"
#include "models/memory/MemoryEstimate.h"
#include "models/plan/Phase.h"
#include "models/plan/ProcurementTerms.h"
#include "models/planner/CashFlow.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <cmath>
#include <cstdint>
#include <limits>

namespace rp {

// One way to run a phase's workload: a card and count on machines rented under an offer (or a
// quote), owned, or on a catalog card nobody quoted; the split the cards run with; priced by what
// the phase costs to finish on it (cost_to_finish::evaluate, docs/plan-format.md "Card ranking").
struct RankingEntry {
    QString card;
    QString offer; // the offer billing it; empty: a quote, owned cards, or a catalog card nobody quoted
    QString quote; // the quote whose machines these are; empty otherwise
    int cards = 0; // the phase's count, raised to the fewest that run the model on these machines
    Split split; // how the cards share the work (tp × pp × dp, ZeRO stage)
    int machines = 0;
    int cardsPerMachine = 0; // of the offer, quote or owned machine (8 when nobody quoted the card)
    double scaling = 0; // S(n) of the split on these machines's links; 0 where hours do not scale with it
    double runHours = 0; // billed wall-clock hours of one run
    double computeHours = 0; // hours the cards compute, every run
    double transferHours = 0;
    double hours = 0; // billed hours of the whole phase (every repeat) on that card and count
    double cost = std::numeric_limits<double>::quiet_NaN(); // NaN without a price or when it cannot run
    billing::OfferCost billed; // the offer's bill for the whole phase; empty without an offer
    bool fits = false; // the model runs: memory, split and machine size allow it
    std::int64_t minCards = 0; // the fewest cards that run on these machines; 0 = no count does
    // Why it cannot run, as a key: "memory" (no count of the card holds the model), "machine_size"
    // (the split it needs does not fit in one machine), "cards" (more than a quote or the owned
    // hardware has), "too_few_cards" (the phase's own count), "typed_hours" (hours typed for
    // another card), "never_finishes" (a spot offer interrupted faster than work is saved).
    QString problem;
    QString reason; // the same in words, translated; for an offer without a price (it runs), what it lacks
    // An offer without a price: the plan-file key of the price it lacks ("price_per_card_hour"); its
    // cost stays NaN, so it is never ranked (billing::missingPrice). Empty otherwise.
    QString missing;
    QString note; // translated: how it differs from the phase's own card (form factor, interconnect)
    bool runs() const { return fits && problem.isEmpty(); }
    bool priced() const { return std::isfinite(cost); }
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
    double egressCost = 0; // results sent out (transfer.data_out_gb) at the offer's price per GB
    double ingressCost = 0; // data sent in (transfer.data_gb) at the offer's price per GB (usually 0)
    Split split; // how its cards share the work (a model workload), else plain data parallel
    int machines = 0; // machines its cards sit in (0 for CPU-only phases)
    int cardsPerMachine = 0; // of its offer, or 8 when no offer rents the card
    double scaling = 0; // S(n) its training hours divide by; 0 when they do not use it
    double endHours = 0;
    int repeats = 1;
    double utilization = 1;
    double computeHours = 0; // hours × utilization
    double cardHours = 0; // cards × hours
    double idleCardHours = 0; // billed card-hours not computing
    double cost = 0; // under its offer, repeats back to back
    billing::OfferCost billed; // its offer's bill (cost's parts, billed hours, instances); empty when unpriced
    double storageBefore = 0; // storage billed over the gap before this phase
    std::int64_t minCards = 0; // the estimator's fewest cards of the phase's card (0 unknown / none)
    QList<RankingEntry> ranking; // every way to run it, cheapest to finish first (cost_to_finish::rank)
    QString hoursFrom; // "workload" (a model: hours differ by card), "data" or "typed" (the same hours on every card)
    QStringList problems; // translated: every problem below, for lists and the CLI
    QString offerProblem; // no offer rents the card, or a spot offer never finishes
    QString fitProblem; // the model does not run on the phase's cards (memory, split, machine size)
    bool cpuOnly = false; // no GPU: priced by a CPU offer of the plan (card "none")
};

// Cards one phase has in use during a step of the timeline.
struct PhaseCards {
    qsizetype phase = 0; // index into the phases
    int cards = 0;
};

// Cards in use between two instants: one step of the demand timeline, split by phase. Only the
// phases running then are listed, so a long plan of phases one after another stays linear in size.
struct TimelineStep {
    double startHours = 0;
    double endHours = 0;
    QList<PhaseCards> active; // phases with cards running during the step, in phase order
    int cards = 0;
    int cardsOf(qsizetype phase) const
    {
        for (const PhaseCards& a : active) {
            if (a.phase == phase)
                return a.cards;
        }
        return 0;
    }
};

// Whether a strategy ends by the project's deadline (docs/plan-format.md: the deadline is the
// last day of work, inclusive).
struct DeadlineCheck {
    bool feasible = true; // true as well when the plan has no deadline
    double daysLate = 0; // past the end of the deadline day; 0 when feasible
    double slackDays = 0; // left before the end of the deadline day; 0 without a deadline or when late
};

struct RentResult {
    double cost = 0; // Σ phase costs + storage between phases
    double storageCost = 0;
    double computeCardHours = 0;
    double idleCardHours = 0;
    double costPerComputeCardHour = 0;
    double calendarDays = 0;
    bool complete = true; // false when a phase (GPU or CPU) has no offer: its cost is missing
    bool gpuComplete = true; // false when a GPU phase has no offer: strategies cannot be compared
    QStringList unpricedPhases; // ids of the phases without a price
    DeadlineCheck deadline;
    CashFlow cashFlow; // when the money is paid, month by month
};

struct OwnedPhase { // a phase on owned cards in the buy strategy
    double startHours = 0; // after the purchase (lead time included)
    double hours = 0;
    int cards = 0;
    double computeHours = 0; // hours its cards compute, every run
    Split split; // how the owned cards run it
};

struct BuyResult {
    bool available = false; // the plan has self-build figures
    QString
        refusal; // translated: why buying cannot run the plan (a model does not fit the owned card); empty if it can
    QString card;
    int machines = 0;
    int ownedCards = 0;
    double capex = 0; // cash needed up front: machines × price
    double costDedicated = 0; // net: capex − resale + running costs over the holding period + energy + delay
    double costAmortized = 0;
    double runningCost = 0; // hosting, ops and maintenance over the holding period
    double energyCost = 0; // busy hours at full power, the rest of the holding period at idle power
    double rentedCost = 0; // phases still rented while owning (CPU-only phases)
    double utilization = 0; // owned computing card-hours / (owned cards × holding hours)
    double startDelayDays = 0;
    double calendarDays = 0;
    double heldHours = 0; // from delivery to the end of the last phase
    double holdingHours = 0; // what the machines are kept and paid for: max(held, minimum holding period)
    double computeCardHours = 0;
    double idleCardHours = 0;
    double costPerComputeCardHour = 0;
    double resale = 0; // what selling the machines returns at the end of the holding period
    double delayCost = 0;
    bool feasible = true; // false: the end falls after the deadline
    DeadlineCheck deadline;
    QList<OwnedPhase> phases; // index = phase index
    CashFlow cashFlow; // when the money is paid, month by month (empty unless it runs)
    bool runs() const { return available && refusal.isEmpty(); }
};

struct HybridPoint {
    int baselineCards = 0;
    double cost = 0;
};

struct HybridResult {
    bool available = false;
    QString refusal; // translated: why the owned card cannot run a phase it would serve; empty if it can
    QString card; // the owned card: phases on it use the baseline
    int baselineCards = 0; // the best B
    double capex = 0; // cash needed up front for the baseline
    // cost = storageCost + rentedCost + gapRentedCost + capex − resale + runningCost + energyCost
    // (the owned parts 0 without a baseline); nothing waits for the baseline, so no delay cost
    double cost = 0;
    double storageCost = 0; // storage between phases, as renting bills it
    double rentedCost = 0; // phases off the owned card, and cards beyond the baseline
    double gapRentedCost = 0; // the baseline's cards rented until it is delivered (the lead time)
    double baselineFromHours = 0; // the baseline serves from here (the lead time after the project start)
    double resale = 0; // the baseline sold at the end of its holding period
    double runningCost = 0; // hosting, ops and maintenance of the baseline over its holding period
    double energyCost = 0;
    double utilization = 0; // the baseline's computing card-hours / (baseline cards × holding hours)
    double computeCardHours = 0;
    double idleCardHours = 0;
    double costPerComputeCardHour = 0;
    double calendarDays = 0;
    double holdingHours = 0; // what the baseline is kept and paid for: max(project span, minimum holding period)
    int rentedPhases = 0; // phases that rent cards beyond the baseline
    int mostRentedCards = 0; // the most cards rented beyond the baseline in one phase
    bool feasible = true;
    DeadlineCheck deadline;
    QList<HybridPoint> curve; // B = 0 … peak on the owned card
    QList<int> ownedCards; // per phase: baseline cards it runs on from delivery (rented before, and beyond them)
    CashFlow cashFlow; // when the money is paid, month by month (empty unless it runs)
    bool runs() const { return available && refusal.isEmpty(); }
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
    ProcurementTerms terms; // the evaluated project's commercial terms, as stated (not computed)
};

} // namespace rp
