#pragma once

#include "plan/Quote.h"

#include <QCoreApplication>
#include <QStringList>

namespace rp {
struct Plan;
struct PhaseResult;
} // namespace rp

namespace rp::accept {

// What the rented machine must show, per machine. Zero means "no figure given":
// the CPU and RAM items then use the seed's rule of thumb (seed 004 §3.2).
struct Expectation {
    QString basis; // what the figures come from, for the report ("quote q1")
    QString cardId;
    QString cardName;
    qint64 memoryMiB = 0; // as the catalog stores it: what nvidia-smi reports
    int cardsPerMachine = 1;
    int machines = 1;
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
