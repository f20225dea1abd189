#pragma once

#include "models/plan/Plan.h"

#include <QString>

#include <optional>

namespace rp {

// What a plan hands to the ledger when the user records one of its phases (Planner tab)
// or one of its offers (Billing tab) as a job: the Ledger tab's form starts from it.
struct PlanJobDraft {
    QString plan;
    QString phase;
    QString card;
    qint64 cards = 1;
    std::optional<double> plannedCost; // to the cent; none for a cost that never ends
    QString currency;
    QString billingMode;
    // The phase's planned wall-clock hours (PhaseResult::hours: every run and the transfer, as
    // billed hours count them); none for a job typed on the Billing tab.
    std::optional<double> plannedHours;
    // The job's task: the phase kind's key ("full_training"), so the ledger can group jobs by
    // kind (ledger/LedgerCalibration.h); empty for a typed job.
    QString task;

    // What is being recorded: a phase (its id; empty for a job priced on the Billing tab),
    // its card and count, what it was planned to cost and the offer it was priced under.
    struct Source {
        QString phase;
        QString card;
        qint64 cards = 1;
        double cost = 0;
        QString offer; // offer id; empty when no offer rents the card
        std::optional<double> hours; // the phase's planned hours on this card and count
        std::optional<PhaseKind> kind; // the phase's kind
    };
    // The one way both tabs build a draft. The plan is named by its "name" field, else by
    // `fileName` (the plan's file name, never the window title with its "*" for unsaved
    // changes); the cost is rounded to the cent, as the ledger keeps money. Hours that are not
    // finite and positive are left out.
    static PlanJobDraft make(const Plan& plan, const QString& fileName, const Source& source);
};

} // namespace rp
