#pragma once

#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"
#include "models/report/ReportContent.h"

#include <QCoreApplication>

namespace rp {

// The plan PDF's "Cash flow by month" chapter: when the recommended strategy's money leaves and
// comes back (cash_flow::rent, buy, hybrid, the numbers of `rentplan plan --json`'s "cash_flow").
class CashFlowSection {
    Q_DECLARE_TR_FUNCTIONS(CashFlowSection)

public:
    // The recommended strategy's months, its assumptions in one sentence, and the most cash each
    // strategy needs at once when there is more than one; nothing when no strategy is recommended.
    static std::optional<report::Section> build(const Plan& plan, const ProjectResult& result);
    // The months of a strategy ("rent", "buy" or "hybrid").
    static const CashFlow& of(const ProjectResult& result, const QString& strategy);
};

} // namespace rp
