#pragma once

#include "models/catalog/Card.h"
#include "models/memory/MemoryEstimate.h"
#include "models/plan/Phase.h"
#include "models/planner/Scaling.h"

#include <QCoreApplication>

namespace rp {

// The computing hours of one run of a workload on a card type and count (docs/plan-format.md).
// The model goes through the same estimator as `rentplan estimate`, so the memory check and the
// hours use one model.
class WorkloadHours {
    Q_DECLARE_TR_FUNCTIONS(WorkloadHours)

public:
    static constexpr double kDefaultMfu = 0.4;
    static constexpr double kQloraMfuShare = 0.6; // QLoRA dequantizes every weight on each use

    // The memory estimate of the workload's model and task (MemoryEstimator::estimate).
    static MemoryEstimate estimate(const Workload& workload);
    // The estimator's settings for the workload running with `split` (the Memory & cards tab showing a
    // phase): its settings with the split's GPUs, tensor degree and ZeRO stage. The estimator has no
    // pipeline stages; a stage holds its layers' weights and KV cache as a tensor-parallel rank holds
    // its slice of every layer, 1/(tp·pp) of them per card, so stages count into the tensor degree.
    static EstimateInput estimatorInput(const Workload& workload, const Split& split);
    static double mfu(const Workload& workload);
    // Training FLOPs per token: 6·P (8·P with full recomputation); LoRA/QLoRA 4·P (6·P) (docs/plan-format.md).
    static double trainingFlopsPerToken(const Workload& workload, const MemoryEstimate& estimate);
    // Computing hours of one run on `cards` cards in machines of `cardsPerMachine`.
    static double hours(
        const Workload& workload, const MemoryEstimate& estimate, const Card& card, int cards, int cardsPerMachine);
    // The same on machines described by `links` (a quote's NVLink, fabric and CPU starvation), the cards
    // running plain data parallel.
    static double hours(const Workload& workload, const MemoryEstimate& estimate, const Card& card, int cards,
        const scaling::MachineLinks& links);
    // The same with the cards of `split`: training scales by the split's traffic over those links.
    static double hours(const Workload& workload, const MemoryEstimate& estimate, const Card& card, const Split& split,
        const scaling::MachineLinks& links);
    // S(n) the training hours above divide by (0 for inference and data work, which do not use it).
    static double speedup(
        const Workload& workload, const Card& card, const Split& split, const scaling::MachineLinks& links);
    // Prefill and decode seconds of one inference round on `cards` cards (roofline, Williams et al. 2009).
    static double prefillSeconds(const Workload& workload, const MemoryEstimate& estimate, const Card& card, int cards);
    static double decodeSeconds(const Workload& workload, const MemoryEstimate& estimate, const Card& card, int cards);
};

} // namespace rp
