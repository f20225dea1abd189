#pragma once

#include <QList>
#include <QString>

namespace rp {

struct Plan;
struct ProjectResult;

// One calendar month of a strategy's payments (docs/plan-format.md, "Cash flow by month").
struct CashFlowMonth {
    int index = 1; // 1 = the month the project starts in
    QString month; // "2027-03" when the project has a start date; empty without one (months of 730 hours)
    double rent = 0; // rented machines as billed: storage and data transfer included
    double capex = 0; // machines ordered
    double running = 0; // hosting, ops, maintenance and energy of the owned machines
    double resale = 0; // what selling the owned machines brings back (money in)
    double cumulative = 0; // the nets of every month up to this one
    double net() const { return rent + capex + running - resale; }
};

// When a strategy's money leaves and comes back: one row per month from the month the project
// starts to the last payment. The nets add up to the strategy's cost less its delay cost, which
// is a cost of the project (the weeks waiting for machines), not a payment.
struct CashFlow {
    QList<CashFlowMonth> months;
    double delayCost = 0;
    double total() const; // Σ net over the months
    double peak() const; // the largest cumulative: the most cash the strategy needs at once (0 without months)
};

namespace cash_flow {

// `plan` with the scenario applied, `result` its ProjectPlanner::evaluate (phases and strategies).
// Rented phases are paid as billed: hourly offers for the hours in each month, weekly, monthly
// and yearly offers a period at a time at the start of each period; storage between phases as it
// accrues; data sent in at the phase's start, results out at its end. Owned machines: capex when
// they are ordered (the project start), running costs and energy over the holding period from
// delivery, resale in its last month.
CashFlow rent(const Plan& plan, const ProjectResult& result);
CashFlow buy(const Plan& plan, const ProjectResult& result);
CashFlow hybrid(const Plan& plan, const ProjectResult& result);

} // namespace cash_flow

} // namespace rp
