#pragma once

#include "models/cost/BillingRules.h"
#include "models/cost/BreakEven.h"
#include "models/cost/Job.h"
#include "models/cost/SelfBuildCost.h"
#include "models/plan/Plan.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace rp {

// Everything one job costs under a plan, and which way of paying wins: the one
// code path behind the Billing tab, `rentplan costs` and the PDF report.
struct JobEvaluation {
    Job job;
    QList<billing::OfferCost> offers; // in plan order
    std::optional<self_build::ProjectCost> selfBuild;
    QString cheapestId; // offer id, "self_build", or empty when nothing can run the job
    double cheapestCost = 0;
    QString reason; // one sentence, translated
};

class PlanEvaluation {
    Q_DECLARE_TR_FUNCTIONS(PlanEvaluation)

public:
    static JobEvaluation evaluate(const Plan& plan, const Job& job);
    // With break-evens already found for this plan and job (offer pairs and self-built pairs),
    // used to say over which durations the winner stays cheapest.
    // `unfinished`: searches that stopped short (break_even::cheapestChanges, offerPairs);
    // the reason then claims no range of durations for an option among them.
    static JobEvaluation evaluate(const Plan& plan, const Job& job, const QList<break_even::Point>& breakEvens,
        const QList<break_even::Point>& unfinished = {});
    // A typed job has no workload: every offer is priced for the same hours, whatever its card's
    // speed. The sentence that says so wherever such a job is priced (the Billing tab, the PDF).
    static QString sameHoursNote(const Job& job);
    // "Example Cloud B, monthly" — an offer on its own, where no other offer is in sight (undo steps).
    static QString offerLabel(const Offer& offer);
    static QString selfBuildLabel();
    // How an option of the plan is named in sentences, legends, tables and pickers, unique in the plan:
    // offerLabel, plus the machine size when another offer of the plan reads the same ("Example Cloud A,
    // on-demand, 8-card machines"), plus the offer's id when that still collides; "buying the hardware"
    // for "self_build"; the id itself for anything else.
    static QString label(const Plan& plan, const QString& id);
    // The same name (label): kept for the callers that say they want it told apart.
    static QString distinctLabel(const Plan& plan, const QString& id) { return label(plan, id); }
    // The offers of the plan that have no price yet, named, each with what it lacks; empty when every
    // offer has a price. One sentence, for the line under a recommendation.
    static QString unpricedNote(const Plan& plan);
};

} // namespace rp
