#pragma once

#include "models/plan/Plan.h"
#include "models/planner/ProjectResult.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace rp::uncertainty_inputs {

// The uncertain inputs of the budget simulation (docs/plan-format.md, "Uncertainty").
enum class Factor { Mfu, Work, Rounds, Reruns, LeadTime, PriceChange, Spot };
// Where an input's distribution comes from.
enum class Source { Default, Project, Phase, Ledger };

// One random input: drawn once per simulated future and shared by every phase it applies to.
struct Input {
    Factor factor = Factor::Work;
    qsizetype phase = -1; // the phase whose own input it is; -1: the project's, for every phase it applies to
    Source source = Source::Default;
    // Mfu and Work: a factor on the planned value (mode 1: the plan's own figure); Rounds: whole
    // rounds; LeadTime: days; PriceChange: a share (0.1 = 10 % dearer). Unused for Reruns and Spot.
    Triangle triangle;
    Triangle stated; // as the plan states it (an MFU of 0.30–0.45), for display; = triangle for the rest
    Reruns reruns; // Reruns only
};

// Which inputs a phase uses: indices into Inputs::inputs, −1 for none.
struct PhaseInputs {
    int mfu = -1; // only phases whose hours come from a training workload's FLOPs
    int work = -1;
    int rounds = -1; // unset: the phase's own repeats
    int reruns = -1;
    double plannedMfu = 0; // the MFU the point estimate uses (0 without a training workload)
};

struct Inputs {
    QList<Input> inputs;
    QList<PhaseInputs> phases; // one per phase of the plan
    int leadTime = -1;
    int priceChange = -1;
    int spot = -1; // the spot offers' interruptions (drawn per phase, reported as one input)
};

class Text {
    Q_DECLARE_TR_FUNCTIONS(UncertaintyInputs)

public:
    // The key of a factor in plan files and JSON output ("mfu", "lead_time_days").
    static QString key(Factor factor);
    static QString label(Factor factor); // translated, for tables and charts
    static QString sourceKey(Source source); // "default", "project", "phase", "ledger"
    static QString sourceLabel(Source source);
    // Why a default is what it is (translated): shown next to every input that uses one.
    static QString defaultReason(Factor factor);
    // An input's range as stated, in the user's locale: "0.30 – 0.40 – 0.45", "×0.95 – ×1 – ×1.15",
    // "10 % of runs, at most 1 more", "−10 % – 0 % – +10 %".
    static QString range(const Input& input);
    // What it applies to: a phase's name, or "every phase" for the project's inputs.
    static QString scope(const Plan& plan, const Input& input);
    // A rank correlation to two decimals ("0.53"; never "-0.00").
    static QString correlation(double rho);
    // "Amount of work (every phase)": the input as a chart or table names it.
    static QString name(const Plan& plan, const Input& input);
};

// The inputs of `plan` (a scenario applied) as evaluated in `result`: its project's and its
// phases' uncertainty over the defaults, and `learned` (per phase: what the ledger taught, which
// replaces the MFU and work factors and, when stated, the reruns) over both.
Inputs resolve(const Plan& plan, const ProjectResult& result, const QList<std::optional<Uncertainty>>& learned = {});

// The defaults (docs/plan-format.md): MFU 0.85–1–1.1 × planned, work 0.9–1–1.15, reruns 5 %
// (max 1) for training, a trial's rounds from one fewer to half again as many (r − 1, r, r + ⌈r/2⌉),
// the lead time 0.8–1–2 × the quoted, prices −10 % to +10 %. Their medians stay within a few percent
// of the plan's figures, so a plan that states nothing gets a spread around its point estimate.
Triangle defaultMfu();
Triangle defaultWork();
Reruns defaultReruns();
Triangle defaultRounds(int repeats);
Triangle defaultLeadTime(double leadTimeDays);
Triangle defaultPriceChange();

} // namespace rp::uncertainty_inputs
