#pragma once

#include "models/plan/Quote.h"

#include <QCoreApplication>
#include <QStringList>

namespace rp {
struct Plan;
struct PhaseResult;
} // namespace rp

namespace rp::accept {

// What the figures come from. A quote or an offer is a machine as sold: checked as it is
// stated, machine by machine. The plan's peak phase is a requirement: its cards of one
// model, however many machines they sit in (docs/acceptance.md, "The peak phase").
enum class ExpectationKind { Quote, Offer, PeakPhase };

// What the rented machine must show, per machine. Zero means "no figure given":
// the CPU and RAM items then use the rule of thumb, 8 cores and 64 GB per GPU (docs/quotes.md).
struct Expectation {
    ExpectationKind kind = ExpectationKind::Offer;
    QString basis; // what the figures come from, for the report ("quote q1")
    QString sourceId; // the quote's or offer's id; the peak phase's name (else its id)
    QString cardId;
    QString cardName;
    qint64 memoryMiB = 0; // as the catalog stores it: what nvidia-smi reports
    // A quote's or offer's machines; for the peak phase, the machines the planner placed its
    // cards on (the offer `auto` chose), which a delivery may shape differently.
    int cardsPerMachine = 1;
    int machines = 1;
    // The peak phase's requirement: this many cards of `cardId` in all, in whole groups of
    // `tensorParallel` cards inside one machine (tensor parallelism never crosses machines),
    // each group NVLinked when `nvlinkInGroup`.
    int totalCards = 0;
    int tensorParallel = 1;
    bool nvlinkInGroup = false;
    Interconnect interconnect = Interconnect::Unknown;
    QString minDriver; // empty = any driver
    int cpuCores = 0;
    double ramGb = 0;
    double diskGb = 0;
    double diskReadMBps = 0;
    double downloadMbps = 0;
    bool migExpected = false; // a MIG-slice quote: MIG must be on, else off
    QString migProfile; // the slices a MIG quote sells ("1g.10gb"); empty = any
    int migSlices = 0; // slices per machine; 0 = not stated

    Q_DECLARE_TR_FUNCTIONS(Expectation)

public:
    bool isRequirement() const { return kind == ExpectationKind::PeakPhase; }
    // Cards wanted in all: the phase's count, or every machine of a quote or offer.
    int requiredCards() const { return isRequirement() ? totalCards : cardsPerMachine * machines; }

    static Expectation fromQuote(const Quote& quote, const QString& minDriver);
    static Expectation fromOffer(const Offer& offer, const QString& minDriver);
    // A phase's card and count on its offer's machines (ProjectPlanner's result).
    static Expectation fromPhase(const Plan& plan, const PhaseResult& phase);
    // `quoteId` names a quote of the plan; empty = the machine the plan needs at its peak: the
    // GPU phase with the most cards (the first of equals). A plan without GPU phases: its
    // first quote, else its offer with the most cards per machine.
    // Throws InputException when the plan has neither or the id is unknown.
    static Expectation forPlan(const Plan& plan, const QString& quoteId);
};

} // namespace rp::accept
