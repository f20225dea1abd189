#pragma once

#include "models/cost/BreakEven.h"
#include "models/cost/CostFunction.h"
#include "models/cost/PlanEvaluation.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QPointF>
#include <QString>

namespace rp {

struct ChartCurve {
    enum class Kind { Offer, SelfBuildDedicated, SelfBuildAmortized, RentalRate };
    QString id;
    QString label;
    Kind kind = Kind::Offer;
    QList<QPointF> points;
};

struct ChartMarker {
    QPointF at;
    QString label; // short, drawn next to the point
    QString detail; // full sentence for the tooltip
    QString keyText; // short line for the list beside the chart
    QString curve; // the id of the curve the point belongs to (where that option finishes); empty: a crossing
};

// What the Billing tab draws, computed in one place so the charts only display it.
struct BillingAnalysis {
    JobEvaluation evaluation;
    // Marked on the cost chart, by hours: every pair's crossing (offers, then offers against
    // self-built) when `pairs`, else where the cheapest option changes (a long quote sheet).
    QList<break_even::Point> breakEvens;
    QList<break_even::Point> unfinished; // searches that stopped at `hours`
    bool pairs = true;
    QMap<QString, double> breakEvenUtilization; // offer id → u (may exceed 1; infinite = never)

    // Chart 1: total cost (y) against duration in hours (x).
    bool logScale = false;
    double fromHours = 0;
    double toHours = 0;
    double maxCost = 0;
    QList<ChartCurve> costCurves;
    QList<ChartMarker> costMarkers;

    // Chart 2: cost per card-hour (y) against utilization in percent (x, fromUtilization × 100 to 100).
    double fromUtilization = 0.05;
    double maxRate = 0;
    QList<ChartCurve> rateCurves;
    QList<ChartMarker> rateMarkers;
};

class BillingAnalyzer {
    Q_DECLARE_TR_FUNCTIONS(BillingAnalyzer)

public:
    // Up to this many offers the chart marks every pair's crossing (quadratic); beyond, the
    // changes of the cheapest only, so a long quote sheet stays interactive.
    static constexpr qsizetype kMaxOffersForChartPairs = 12;
    struct Options {
        int points = 1000; // per curve
        bool logScale = false;
    };
    static BillingAnalysis analyze(const Plan& plan, const Job& job, const Options& options);
    // Chart 2 alone (cost per card-hour against utilization): it does not depend on the job.
    static void addRateCurves(const Plan& plan, const Options& options, BillingAnalysis& analysis);
    // A cost function's value at each of `hours`: one curve of the cost chart.
    static QList<QPointF> sample(const CostFunction& f, const QList<double>& hours);
    // Sample durations: evenly spaced, or evenly spaced in log(hours) (from > 0).
    static QList<double> sampleHours(double from, double to, int count, bool logarithmic);
};

} // namespace rp
