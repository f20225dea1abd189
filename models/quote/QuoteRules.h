#pragma once

#include "models/plan/Quote.h"
#include "models/planner/Scaling.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>

#include <optional>

namespace rp {

// One thing a quote falls short on, or does not say, with its consequence and a number
// where there is one. The rules and thresholds are listed in docs/quotes.md.
struct QuoteFinding {
    enum class Kind { Shortfall, Question };
    QString rule; // "cpu_per_gpu", "pcie_no_nvlink", ... (docs/quotes.md)
    Kind kind = Kind::Shortfall;
    QString text;
    QString basis; // the rule it rests on, in one line: "8–16 CPU cores per GPU" (QuoteRules::basis)
    std::optional<double> number; // the consequence in numbers: per cent, money per month, days
};

// What the plan does on the quoted machine, as far as the rules need it.
struct QuoteUse {
    bool multiCardTraining = true; // gradients synchronised every step (a full or LoRA fine-tune on 2+ cards)
    QDate today = QDate::currentDate();
    QString currency = QStringLiteral("CNY");
};

class QuoteRules {
    Q_DECLARE_TR_FUNCTIONS(QuoteRules)

public:
    // The thresholds and their reasons: docs/quotes.md.
    static constexpr int kMinCoresPerGpu = 8; // 8–16 CPU cores per GPU for data loading
    static constexpr double kMinRamGbPerGpu = 64; // 64–128 GB of RAM per GPU
    static constexpr double kFastFabricGbps
        = scaling::kFastFabricGbps; // 100 Gbit/s Ethernet or InfiniBand between machines

    static QList<QuoteFinding> check(const Quote& quote, const QuoteUse& use);
    // The rule behind a finding of `rule` ("cpu_per_gpu", ...), stated in one line for people.
    static QString basis(const QString& rule);
    // Extra hours from the links: S_best(n) / S(n) − 1, S from the planner's hours model for a full
    // fine-tune on all the quote's cards, S_best the same machines NVLinked and on a fast fabric.
    static double extraHoursShare(const Quote& quote);
    static double speedup(const Quote& quote);
    static double bestSpeedup(const Quote& quote);
    // Share of the cards' speed left when too few CPU cores feed them: min(1, √(cores per GPU / 8))
    // (docs/quotes.md).
    static double cpuFactor(const Quote& quote);
};

} // namespace rp
